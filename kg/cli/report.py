"""``kg report``: the data-quality report of a build."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Group
from rich.table import Table
from rich.text import Text

from ..resolve.report import SECTIONS, summary_line
from ..text import counted
from . import app
from .common import UseCache, build_with_progress, console, say


@app.command()
def report(
    paths: Annotated[list[Path], typer.Argument(help="Listing files, or folders of *.txt listings.", show_default=False)],
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON, for tools.")] = False,
    aliases: Annotated[Optional[Path], typer.Option(metavar="FILE", help="Alias file (YAML or CSV) merging or splitting names.")] = None,
    ror: Annotated[Optional[Path], typer.Option(metavar="FILE", help="ROR data dump (JSON) to link organizations to.")] = None,
    cache: UseCache = True,
) -> None:
    """Report what the listings' organizations came to, and every warning of the reader and the papers.

    Every placeholder, unparsed segment, bare unit, Chinese label conflict and
    paper without organizations is listed with its file:line; every institution
    made from the packaged alias list (no listing names it) with the lab or
    campus it was made as the parent of.

    Example:

        kg report seeds/ --json > report.json
    """
    result = build_with_progress(paths, aliases=aliases, ror=ror, cache=cache)
    # the organizations' warnings are in their report; the reader's and the papers' (W010) are not
    reported = {code for codes, _, _ in SECTIONS.values() for code in codes}
    warnings = [d for d in result.diagnostics if d.code not in reported]
    if as_json:  # "reader": the key's name since before the papers' warnings joined the reader's
        document = {"organizations": result.corpus.report, "reader": [d.entry() for d in warnings]}
        console.print_json(json.dumps(document, ensure_ascii=False))
        return
    console.print(render_org_report(result.corpus.report), soft_wrap=True)  # the summary sentence whole, in logs too
    say(f"Reader and papers: {counted(len(warnings), 'warning')}", style="bold")
    for found in warnings:
        say(f"  {found}")


def render_org_report(report: dict) -> Group:
    """The report as rich renderables (print with ``rich.console.Console().print``)."""
    parts: list = [Text(summary_line(report, pointer=False), style="bold")]
    if report["packaged"]:
        parts.append(_packaged_table(report["packaged"]))
    for key, (_, title, _) in SECTIONS.items():
        entries = report[key]
        if not entries:
            parts.append(Text(f"{title}: none", style="green"))
            continue
        table = Table(title=f"{title}: {len(entries)}", title_justify="left", show_edge=False)
        table.add_column("where", style="cyan", no_wrap=True)
        table.add_column("code", style="yellow")
        table.add_column("message", overflow="fold")  # wrapped, never cut: every character stays
        for e in entries:
            table.add_row(Text(f"{e['file']}:{e['line']}"), Text(e["code"]), Text(e["message"]))  # data: never rich markup
        parts.append(table)
    return Group(*parts)


def _packaged_table(packaged: list[dict]) -> Table:
    """The institutions no listing names, made from the packaged list as the parent of a lab or campus."""
    table = Table(title=f"Parents made from the packaged list: {len(packaged)}", title_justify="left", show_edge=False)
    table.add_column("institution", style="cyan")
    table.add_column("made as the parent of")
    for entry in packaged:
        table.add_row(Text(entry["name"]), Text("; ".join(entry["parent_of"])))  # data: never rich markup
    return table
