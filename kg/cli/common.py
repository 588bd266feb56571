"""What the commands share: consoles, error reporting, and getting a graph."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable, Sequence

from rich.console import Console
from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rdflib import Graph

from ..api import STAGES, BuildResult, run
from ..errors import Diagnostic
from ..resolve.overrides import load_overrides
from ..store import is_rdf_file, load_rdf, new_graph

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)

#: Where ``kg build`` writes and where the other commands look by default.
EXPORTS = Path("exports")
DEFAULT_GRAPH = EXPORTS / "graph.ttl"


def progress(counted: bool = True) -> Progress:
    """A progress bar on stderr (hidden when stderr is not a terminal); with
    ``counted=False``, a spinner and the time elapsed, for work of unknown length."""
    columns = [SpinnerColumn(), TextColumn("[bold]{task.description}")]
    if counted:
        columns += [BarColumn(), TextColumn("{task.completed}/{task.total}")]
    return Progress(*columns, TimeElapsedColumn(), console=err_console, transient=True)


def build_with_progress(
    paths: Sequence[Path],
    *,
    store: Path | None = None,
    aliases: Path | None = None,
    ror: Path | None = None,
    workers: int | None = None,
) -> BuildResult:
    """Run the pipeline with a progress bar over its stages."""
    overrides = load_overrides(aliases, ror) if aliases or ror else None
    with progress() as bar:
        task = bar.add_task("building", total=len(STAGES))

        def on_stage(name: str) -> None:
            bar.update(task, description=name, completed=STAGES.index(name))

        result = run(list(paths), store=store, overrides=overrides, workers=workers, on_stage=on_stage)
        bar.update(task, completed=len(STAGES))
    return result


def open_graph(sources: Iterable[Path], store: Path | None = None) -> Graph:
    """A graph from RDF files, listing files/folders, or a store folder.

    With nothing named, the graph of the last build (``exports/graph.ttl``).
    """
    sources = list(sources)
    if store is not None and not sources:
        return new_graph(store)
    if not sources:
        sources = [DEFAULT_GRAPH]
    listings = [s for s in sources if not (s.is_file() and is_rdf_file(s))]
    if listings:
        return build_with_progress(sources, store=store).graph
    graph = new_graph(store)
    for source in sources:
        load_rdf(graph, source)
    return graph


def print_diagnostics(diagnostics: Iterable[Diagnostic]) -> int:
    """Print warnings as ``file:line: warning: ...`` on stderr; return how many."""
    count = 0
    for item in diagnostics:
        err_console.print(str(item), markup=False, soft_wrap=True)
        count += 1
    return count

