"""``kg serve``: a SPARQL 1.1 Protocol endpoint and query page over the graph."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..serve import ServeConfig, serve as run_server
from ..store import triple_count
from . import app
from .common import EXPORTS, console
from .query import open_store_graph


@app.command()
def serve(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    store: Annotated[Optional[Path], typer.Option(help="Serve this Oxigraph store folder.")] = None,
    host: Annotated[str, typer.Option(help="Address to listen on (loopback unless told otherwise).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    allow_update: Annotated[bool, typer.Option("--allow-update", help="Accept SPARQL Update (refused by default).")] = False,
    timeout: Annotated[float, typer.Option(help="Seconds a query may run.")] = 30.0,
    max_results: Annotated[int, typer.Option(help="Most rows (or triples) an answer may have.")] = 100_000,
    max_body: Annotated[int, typer.Option(help="Largest request body, in bytes.")] = 1_000_000,
    exports: Annotated[Path, typer.Option(help="Folder served at /exports (and its graph.html at /graph).")] = EXPORTS,
) -> None:
    """Serve the graph: SPARQL at /sparql, a query page at /, exports at /exports.

    Point SPARQLWrapper, YASGUI or any SPARQL client at http://HOST:PORT/sparql.

    Example:

        kg serve exports/graph.ttl --port 8000
    """
    graph = open_store_graph(sources or [], store)
    config = ServeConfig(
        allow_update=allow_update, timeout=timeout, max_results=max_results, max_body=max_body, exports=exports, host=host
    )
    where = f"http://{host if ':' not in host else f'[{host}]'}:{port}"
    mode = "read-write" if allow_update else "read-only"
    console.print(f"Serving {triple_count(graph)} triples ({mode}): query page {where}/  SPARQL {where}/sparql", markup=False)
    run_server(graph, host=host, port=port, config=config, log_level="warning")
