"""``kg build``: listings -> validated graph -> exports."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..api import BUILD_EXPORTS, PAGE, make_exports
from ..errors import Codes, KGError
from ..export import FileSet
from ..resolve.report import summary_line
from ..store import persist, triple_count
from ..text import counted
from . import app
from .common import (EXPORTS, SHOWN_WARNINGS, ShowWarnings, UseCache, build_with_progress, in_range, print_diagnostics, progress,
                     say, warn_about_store)


@app.command()
def build(
    paths: Annotated[list[Path], typer.Argument(help="Listing files, or folders of *.txt listings.", show_default=False)],
    out: Annotated[Path, typer.Option("--out", "-o", metavar="DIR", help="Folder to write the exports into.")] = EXPORTS,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Also add the graph to this Oxigraph store folder (created if missing; what it holds stays: kg load keeps a store current).")] = None,
    aliases: Annotated[Optional[Path], typer.Option(metavar="FILE", help="Alias file (YAML or CSV) merging or splitting names.")] = None,
    ror: Annotated[Optional[Path], typer.Option(metavar="FILE", help="ROR data dump (JSON) to link organizations to.")] = None,
    strict: Annotated[bool, typer.Option("--strict", help="Fail (exit 1, write nothing) on any warning.")] = False,
    check: Annotated[bool, typer.Option("--validate/--no-validate", help="Check the graph against the SHACL shapes.")] = True,
    workers: Annotated[Optional[int], typer.Option(metavar="N", callback=in_range(1), help="Extraction processes (default: all cores for large inputs).")] = None,
    show_warnings: ShowWarnings = SHOWN_WARNINGS,
    cache: UseCache = True,
) -> None:
    """Build the knowledge graph of listings and write its exports.

    Writes graph.ttl, graph.jsonld and the graph page graph.html (the 2,000
    most connected nodes of a large graph) into --out. Nothing is written
    unless the build succeeds: a warning under --strict, or a SHACL
    violation, fails the build and leaves earlier exports as they were.

    Example:

        kg build seeds/ --out exports
    """
    if out.exists() and not out.is_dir():  # before the build, not after it
        raise KGError(Codes.E009, out.as_posix(), reason="not a folder (--out names the folder the exports go into)")
    # Built in memory: the store and the exports are written only once the build has passed its checks.
    result = build_with_progress(paths, aliases=aliases, ror=ror, workers=workers, cache=cache)
    warnings = print_diagnostics(result.diagnostics, show_warnings)
    if strict and warnings:
        raise KGError(Codes.E006, count=warnings)
    corpus, loading, canonical = result.corpus, result.loading, result.canonical
    entities = (
        f"{counted(len(corpus.papers), 'paper')}, {counted(len(corpus.people), 'person', 'people')}, "
        f"{counted(len(corpus.organizations), 'organization')}, {counted(len(corpus.methods), 'method')}"
    )
    organizations = summary_line(corpus.report)
    del result, corpus  # the graph is all that is left to write: the records and entities can go
    with FileSet() as staged:  # the exports are written beside their targets, renamed in only on success
        with progress(counted=False) as bar:
            bar.add_task("exports and validation" if check else "exports", total=None)
            # written from the lines while the store may still be loading
            exports = make_exports(loading, out, staged, check=check, canonical=canonical, release_lines=True)
        graph = loading.result()
        if exports.report is not None and not exports.report.conforms:
            for violation in exports.report.violations:
                say(str(violation), err=True)
            raise KGError(Codes.E005, count=len(exports.report.violations))
        if store is not None:
            _persist(graph, store)
        staged.commit()  # all files renamed together: never a mix of old and new exports
    files = ", ".join(str(out / name) for name in [*BUILD_EXPORTS.values(), PAGE])
    say(f"Built {entities}: {counted(triple_count(graph), 'triple')} -> {files}" + (f" ({counted(warnings, 'warning')})" if warnings else ""))
    say(organizations)
    drawn, total = exports.page_nodes
    if drawn < total:
        say(f"{PAGE} draws the {drawn:,} most connected of {total:,} nodes; kg viz draws any part of the graph.")


def _persist(graph, store: Path) -> None:
    """Add the graph to the store folder in one transaction (a killed build
    leaves the store as it was), warning when the store held other triples."""
    disk = persist(graph, store)
    try:
        others = triple_count(disk) - triple_count(graph)
    finally:
        disk.close()
    if others:
        warn_about_store(store, Codes.W202, count=f"{others:,}")
