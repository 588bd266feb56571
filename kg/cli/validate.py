"""``kg validate``: check an RDF file against the SHACL shapes."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from ..errors import Codes, KGError
from ..validate import ENGINES
from ..validate import validate as validate_graph
from . import app
from .common import console, open_graph


@app.command()
def validate(
    sources: Annotated[list[Path], typer.Argument(help="RDF files or listings to check.", show_default=False)],
    engine: Annotated[str, typer.Option(help="sparql (shapes compiled to SPARQL, fast) or pyshacl (the reference).")] = "sparql",
) -> None:
    """Check a graph against the SHACL shapes and list every violation.

    Exits 1 when the graph does not conform.

    Example:

        kg validate exports/graph.ttl
    """
    if engine not in ENGINES:
        raise KGError(Codes.E008, name=engine, choices=", ".join(ENGINES))
    report = validate_graph(open_graph(sources), engine=engine)
    if report.conforms:
        console.print("Conforms to the shapes: no violations.", style="green")
        return
    table = Table("severity", "focus node", "path", "message", "value", title=f"{len(report.violations)} violation(s)")
    for violation in report.violations:
        table.add_row(violation.severity, violation.focus, violation.path or "", violation.message, violation.value or "")
    console.print(table)
    raise typer.Exit(1)
