"""``kg export``: convert a built graph to another RDF format."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import Codes, KGError
from ..export import SERIALIZERS, serialize, write_export
from ..store import triple_count
from . import app
from .common import console, open_graph

@app.command()
def export(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    fmt: Annotated[str, typer.Option("--format", "-f", help=f"One of: {', '.join(SERIALIZERS)}, graphml, gexf.")] = "ttl",
    output: Annotated[Optional[Path], typer.Option("--output", "-o", help="File to write (default: standard output).")] = None,
    store: Annotated[Optional[Path], typer.Option(help="Read the graph from this Oxigraph store folder.")] = None,
    view: Annotated[Optional[str], typer.Option(help="For graphml/gexf: coauthors, organizations or methods (default: all entities).")] = None,
) -> None:
    """Convert a built graph to Turtle, JSON-LD, N-Triples, N-Quads or RDF/XML.

    Example:

        kg export exports/graph.ttl --format nt -o graph.nt

        kg export --format graphml --view coauthors -o coauthors.graphml
    """
    if fmt in ("graphml", "gexf"):  # networkx projections for Gephi / Cytoscape (kg.viz)
        from ..export import write_atomic
        from ..viz import serialize_projection

        try:
            data = serialize_projection(open_graph(sources or [], store), fmt, view)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--view") from None
        if output is None:
            sys.stdout.buffer.write(data)
        else:
            write_atomic(output, data)
        return
    if fmt not in SERIALIZERS:
        raise KGError(Codes.E008, name=fmt, choices=", ".join(SERIALIZERS))
    graph = open_graph(sources or [], store)
    if output is None:
        sys.stdout.buffer.write(serialize(graph, fmt))
        return
    write_export(graph, output, fmt)
    console.print(f"Wrote {triple_count(graph)} triples to {output}", style="green")
