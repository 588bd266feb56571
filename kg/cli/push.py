"""``kg push``: send the graph to a triple store (SPARQL 1.1 Graph Store Protocol)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..push import push as push_graph
from ..text import counted
from . import app
from .common import open_graph, say


@app.command()
def push(
    url: Annotated[str, typer.Argument(help="The store's Graph Store Protocol endpoint, e.g. http://localhost:7878/store.", show_default=False)],
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    graph: Annotated[Optional[str], typer.Option("--graph", "-g", metavar="IRI", help="Named graph IRI to write (default: the server's default graph).")] = None,
    replace: Annotated[bool, typer.Option("--replace/--add", help="Replace the target graph (PUT) or add to it (POST).")] = False,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Read the graph from this Oxigraph store folder.")] = None,
    user: Annotated[Optional[str], typer.Option(metavar="NAME", help="User for HTTP basic auth; the password is read from KG_PUSH_PASSWORD.")] = None,
    timeout: Annotated[float, typer.Option(metavar="SECONDS", help="Seconds to wait for the server.")] = 300.0,
) -> None:
    """Send the graph to Oxigraph, Fuseki, GraphDB... over the Graph Store Protocol.

    With --replace the target graph is replaced (HTTP PUT); by default the
    triples are added to it (POST).

    Examples:

        kg push http://localhost:7878/store -g https://example.org/icml --replace

        kg push http://localhost:3030/ds/data exports/graph.ttl
    """
    source = open_graph(sources or [], store)
    auth = (user, os.environ.get("KG_PUSH_PASSWORD", "")) if user else None
    result = push_graph(source, url, graph=graph, replace=replace, auth=auth, timeout=timeout)
    target = f"graph <{graph}>" if graph else "the default graph"
    verb = "Replaced" if replace else "Added to"
    say(f"{verb} {target} at {url}: {counted(result.triples, 'triple')} (HTTP {result.status})")
