"""``kg validate``: check an RDF file against the SHACL shapes."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..errors import Codes, KGError
from ..query import short
from ..text import counted
from ..validate import ENGINES
from ..validate import validate as validate_graph
from . import app
from .common import open_graph, print_table, say


@app.command()
def validate(
    sources: Annotated[list[Path], typer.Argument(help="RDF files or listings to check.", show_default=False)],
    engine: Annotated[str, typer.Option(metavar="ENGINE", help="sparql (shapes compiled to SPARQL, fast) or pyshacl (the reference).")] = "sparql",
) -> None:
    """Check a graph against the SHACL shapes and list every violation.

    Exits 1 when the graph does not conform.

    Example:

        kg validate exports/graph.ttl
    """
    if engine not in ENGINES:
        raise KGError(Codes.E010, what="engine", name=engine, choices=", ".join(ENGINES))
    report = validate_graph(open_graph(sources), engine=engine)
    if report.conforms:
        say("Conforms to the shapes: no violations.", style="green")
        return
    rows = [[v.severity, short(v.focus), v.path or "", v.message, v.value or ""] for v in report.violations]
    print_table(["severity", "focus node", "path", "message", "value"], rows, title=counted(len(report.violations), "violation"))
    raise typer.Exit(1)
