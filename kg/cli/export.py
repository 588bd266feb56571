"""``kg export``: convert a built graph to another RDF format, or write a projection for Gephi."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import Codes, KGError
from ..export import PROJECTION_FORMATS, SERIALIZERS, serialize, write_export
from ..store import triple_count
from ..text import counted
from . import app
from .common import open_graph, say

#: Every format kg export writes: the RDF serializations, then the networks.
FORMATS = (*SERIALIZERS, *PROJECTION_FORMATS)


@app.command()
def export(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    fmt: Annotated[str, typer.Option("--format", "-f", metavar="FORMAT", help=f"One of: {', '.join(FORMATS)}.")] = "ttl",
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", help="File to write (default: standard output).")] = None,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Read the graph from this Oxigraph store folder.")] = None,
    view: Annotated[Optional[str], typer.Option(metavar="VIEW", help="For graphml/gexf: coauthors, organizations or methods (default: all entities).")] = None,
) -> None:
    """Convert a built graph to Turtle, JSON-LD, N-Triples, N-Quads or RDF/XML, or to GraphML or GEXF for Gephi and Cytoscape.

    GraphML and GEXF hold a network of the entities, or the --view projection.

    Examples:

        kg export exports/graph.ttl --format nt -o graph.nt

        kg export --format graphml --view coauthors -o coauthors.graphml
    """
    if fmt not in FORMATS:
        raise KGError(Codes.E008, name=fmt, choices=", ".join(FORMATS))
    if view is not None and fmt not in PROJECTION_FORMATS:
        raise KGError(Codes.E011, name="--view", target=f"--format {fmt}", hint=f"it selects what {' and '.join(PROJECTION_FORMATS)} draw")
    graph = open_graph(sources or [], store)
    if fmt in PROJECTION_FORMATS:
        _export_projection(graph, fmt, view, output)
    elif output is None:
        sys.stdout.buffer.write(serialize(graph, fmt))
    else:
        write_export(graph, output, fmt)
        say(f"Wrote {counted(triple_count(graph), 'triple')} to {output}", style="green")


def _export_projection(graph, fmt: str, view: str | None, output: Path | None) -> None:
    """The graph's projection as a network file (kg.viz is imported here: it keeps `kg --help` fast)."""
    from ..viz import serialize_projection, write_projection

    try:
        if output is None:
            sys.stdout.buffer.write(serialize_projection(graph, fmt, view))
            return
        network = write_projection(graph, output, fmt, view)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--view") from None
    say(f"Wrote {counted(network.number_of_nodes(), 'node')} and {counted(network.number_of_edges(), 'edge')} to {output}", style="green")
