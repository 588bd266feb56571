"""What the commands share: consoles, error reporting, and getting a graph."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Annotated, Iterable, Sequence

import typer
from rdflib import Graph
from rich.console import Console
from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

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


#: The ``--show-warnings`` option: how many warnings a command prints before
#: it only counts the rest (a large synthetic listing gives hundreds of
#: thousands; 0 prints every one).
ShowWarnings = Annotated[int, typer.Option(min=0, help="Warnings to print before only counting the rest (0: all).")]
SHOWN_WARNINGS = 50


def print_diagnostics(diagnostics: Iterable[Diagnostic], show: int = SHOWN_WARNINGS) -> int:
    """Print the first ``show`` warnings (0: all) as ``file:line: warning: ...``
    on stderr, then how many more there are of each code; return how many."""
    diagnostics = list(diagnostics)
    shown = diagnostics[:show] if show else diagnostics
    err_console.file.write("".join(f"{item}\n" for item in shown))  # plain lines: rich would take 36 s for 270k
    rest = Counter(item.code for item in diagnostics[len(shown):])
    if rest:
        counts = ", ".join(f"{code} x{count:,}" for code, count in sorted(rest.items()))
        err_console.print(
            f"... and {sum(rest.values()):,} more warnings ({counts}); --show-warnings 0 prints them all",
            markup=False, soft_wrap=True,
        )
    return len(diagnostics)

