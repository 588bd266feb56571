"""``kg export``: convert a built graph to another RDF format, or write a projection for Gephi."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import Codes, KGError
from ..export import PROJECTION_FORMATS, SERIALIZERS, STDOUT, format_name, format_of_file, to_stdout, write_export
from ..store import triple_count
from ..text import counted
from . import app
from .common import open_graph, output_file, say

#: Every format kg export writes: the RDF serializations, then the networks.
FORMATS = (*SERIALIZERS, *PROJECTION_FORMATS)


@app.command()
def export(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    fmt: Annotated[Optional[str], typer.Option("--format", "-f", metavar="FORMAT", help=f"One of: {', '.join(FORMATS)} (or turtle, n-triples, json-ld, ...; default: the output file's suffix, else ttl).", show_default=False)] = None,
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", callback=output_file, help="File to write (default, or -: standard output).")] = None,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Read the graph from this Oxigraph store folder.")] = None,
    view: Annotated[Optional[str], typer.Option(metavar="VIEW", help="For graphml/gexf: coauthors, organizations or methods (default: all entities).")] = None,
) -> None:
    """Convert a built graph to Turtle, JSON-LD, N-Triples, N-Quads or RDF/XML, or to GraphML or GEXF for Gephi and Cytoscape.

    GraphML and GEXF hold a network of the entities, or the --view projection.

    Examples:

        kg export exports/graph.ttl -o graph.nt

        kg export --format graphml --view coauthors -o coauthors.graphml
    """
    fmt = format_name(fmt) if fmt is not None else format_of_file(output or STDOUT, "ttl")
    if fmt not in FORMATS:
        raise KGError(Codes.E008, name=fmt, choices=", ".join(FORMATS))
    if view is not None and fmt not in PROJECTION_FORMATS:
        raise KGError(Codes.E011, name="--view", target=f"--format {fmt}", hint=f"it selects what {' and '.join(PROJECTION_FORMATS)} draw")
    graph = open_graph(sources or [], store)
    output = output or Path(STDOUT)
    if fmt in PROJECTION_FORMATS:
        _export_projection(graph, fmt, view, output)
        return
    write_export(graph, output, fmt)
    if not to_stdout(output):
        say(f"Wrote {counted(triple_count(graph), 'triple')} to {output}", style="green")


def _export_projection(graph, fmt: str, view: str | None, output: Path) -> None:
    """The graph's projection as a network file (kg.viz is imported here: it keeps `kg --help` fast)."""
    from ..viz import write_projection

    network = write_projection(graph, output, fmt, view)
    if not to_stdout(output):
        say(f"Wrote {counted(network.number_of_nodes(), 'node')} and {counted(network.number_of_edges(), 'edge')} to {output}", style="green")
