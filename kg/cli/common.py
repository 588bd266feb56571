"""What the commands share: consoles, error reporting, and getting a graph."""

from __future__ import annotations

import os
from collections import Counter
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Callable, Iterable, Iterator, Sequence

import typer
from rdflib import Graph
from rich.cells import cell_len
from rich.console import Console
from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from ..api import STAGES, BuildResult, run
from ..cache import ExtractionCache
from ..errors import Codes, Diagnostic, KGError, diagnostic
from ..export import BUILD_EXPORTS, to_stdout
from ..query import QuerySyntaxError
from ..resolve.overrides import load_overrides
from ..store import is_rdf_file, load_rdf, new_graph

# What the commands print is data (titles, labels, SHACL messages, file
# names): rich must not read "[bold]" in it as markup nor ":label:" as an emoji.
console = Console(highlight=False, markup=False, emoji=False)
err_console = Console(stderr=True, highlight=False, markup=False, emoji=False)

#: Where ``kg build`` writes and where the other commands look by default.
EXPORTS = Path("exports")
DEFAULT_GRAPH = EXPORTS / BUILD_EXPORTS["ttl"]


def progress(counted: bool = True) -> Progress:
    """A progress bar on stderr (hidden when stderr is not a terminal); with
    ``counted=False``, a spinner and the time elapsed, for work of unknown length."""
    columns = [SpinnerColumn(), TextColumn("[bold]{task.description}")]
    if counted:
        columns += [BarColumn(), TextColumn("{task.completed}/{task.total}")]
    # disabled, not only hidden, off a terminal: rich would end it with an empty line
    return Progress(*columns, TimeElapsedColumn(), console=err_console, transient=True, disable=not err_console.is_terminal)


def say(text: str, *, style: str | None = None, err: bool = False) -> None:
    """Print a line whole: never hard-wrapped at the console's width (a log or
    a pipe gets it on one line; a terminal wraps it itself)."""
    (err_console if err else console).print(text, style=style, soft_wrap=True)


def warn_about_store(store: Path, code: Codes, **fields: object) -> None:
    """A warning about a whole store folder, in the form of the file:line warnings."""
    say(f"{store.as_posix()}: warning: {code.value.format(**fields)} [{code.name}]", err=True)


#: Narrowest a wrapping column of :func:`print_table` may get.
_WRAPPED_MIN = 12


def print_table(headers: Sequence[str], rows: Sequence[Sequence[str]], caption: str | None = None, **options) -> None:
    """Print rows of text as a table that never cuts a cell short.

    Columns whose cells have no space (IRIs, URLs, names) stay on one line, so
    they can be copied whole, narrowest first as long as the other columns
    (titles) keep room to wrap; a cell that still does not fit folds onto the
    next line.
    """
    table = Table(*headers, **options)
    widest = [max(cell_len(text) for text in (header, *(row[i] for row in rows))) for i, header in enumerate(headers)]
    solid = [i for i in range(len(headers)) if all(" " not in row[i] for row in rows)]
    room, wrapping, one_line = console.width - 3 * len(headers) - 1, len(headers), set()
    for i in sorted(solid, key=widest.__getitem__):
        if room - widest[i] >= _WRAPPED_MIN * (wrapping - 1):
            one_line.add(i)
            room, wrapping = room - widest[i], wrapping - 1
    for i, column in enumerate(table.columns):
        column.overflow = "fold"
        column.no_wrap = i in one_line
    for row in rows:
        table.add_row(*row)
    console.print(table)
    if caption:  # below the table on a line of its own: rich would wrap it to a narrow table's width
        say(caption, style="table.caption")


@contextmanager
def query_errors_shown() -> Iterator[None]:
    """A SPARQL syntax error as kg's one line, then the query around the place
    it points at (exit status 1)."""
    try:
        yield
    except QuerySyntaxError as error:
        say(str(error), err=True)
        say(error.excerpt(), err=True)
        raise typer.Exit(1) from None


def read_query_file(path: Path) -> str:
    """The text of a SPARQL file; a file that cannot be read is a one-line error."""
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise KGError(Codes.E004, path.as_posix(), reason=exc.strerror or str(exc)) from None
    except UnicodeDecodeError as exc:
        raise KGError(Codes.E001, path.as_posix(), offset=exc.start) from None


def output_file(path: Path | None) -> Path | None:
    """An option callback for a file to write: ``-`` (standard output), or a
    file in a folder that exists (kg makes no folder a typo may have named)."""
    if path is not None and not to_stdout(path) and not Path(os.path.realpath(path)).parent.is_dir():
        raise KGError(Codes.E009, path.as_posix(), reason=f"the folder {path.parent.as_posix()} does not exist")
    return path


def in_range(lowest: float, highest: float | None = None, *, above: bool = False) -> Callable:
    """An option callback refusing numbers below ``lowest`` (with ``above``,
    also ``lowest`` itself) or above ``highest`` (typer's ``min=`` would add
    ``<int range> [x>=N]`` to the help)."""

    def check(value: float | None) -> float | None:
        if value is None:
            return value
        if value < lowest or (above and value == lowest):
            raise typer.BadParameter(f"{value:g} is {'not more' if above else 'less'} than {lowest:g}")
        if highest is not None and value > highest:
            raise typer.BadParameter(f"{value:g} is more than {highest:g}")
        return value

    return check


def build_with_progress(
    paths: Sequence[Path],
    *,
    store: Path | None = None,
    aliases: Path | None = None,
    ror: Path | None = None,
    workers: int | None = None,
    load: bool = True,
    cache: bool = True,
) -> BuildResult:
    """Run the pipeline with a progress bar over its stages (``load``: as :func:`kg.api.run`'s),
    with the user's extraction cache unless ``cache`` is off."""
    overrides = load_overrides(aliases, ror) if aliases or ror else None
    with progress() as bar:
        task = bar.add_task("building", total=len(STAGES))

        def on_stage(name: str) -> None:
            bar.update(task, description=name, completed=STAGES.index(name))

        result = run(list(paths), store=store, overrides=overrides, workers=workers, on_stage=on_stage, load=load,
                     cache=ExtractionCache() if cache else None)
        bar.update(task, completed=len(STAGES))
    _check_papers_found(result)
    return result


def _check_papers_found(result: BuildResult) -> None:
    """A listing with no paper is a warning (W009) when others have papers,
    and E012 when none has (after the warnings that may say why): an empty
    graph would replace the exports."""
    empty = [listing for listing in result.listings if not listing.papers]
    if empty and len(empty) == len(result.listings):
        print_diagnostics(result.diagnostics)
        raise KGError(Codes.E012, files=", ".join(listing.path for listing in empty))
    for listing in empty:
        listing.diagnostics.append(diagnostic(listing.path, 1, Codes.W009))


def open_graph(sources: Iterable[Path], store: Path | None = None, *, writable: bool = False) -> Graph:
    """A graph from RDF files, listing files/folders, or a store folder.

    With nothing named, the graph of the last build (``exports/graph.ttl``).
    A store folder must hold a store already (only ``kg load`` makes one), and
    is opened read-only unless ``writable`` (or listings are added to it):
    readers share a store, also with a server, where a writer locks it.
    """
    sources = list(sources)
    if store is not None and not sources:
        return _stored_graph(store, writable)
    if not sources:
        sources = [DEFAULT_GRAPH]
    listings = [s for s in sources if not (s.is_file() and is_rdf_file(s))]
    if listings:
        return build_with_progress(sources, store=store).graph
    graph = new_graph(store)  # a store that cannot be opened is kg.store's one-line error (E025)
    for source in sources:
        load_rdf(graph, source)
    return graph


def _stored_graph(folder: Path, writable: bool) -> Graph:
    if not folder.is_dir() or not _holds_files(folder):  # a mistyped folder is not made into an empty store
        raise KGError(Codes.E027, folder.as_posix(), folder=folder.as_posix())
    return new_graph(folder, read_only=not writable)


def _holds_files(folder: Path) -> bool:
    try:
        return any(folder.iterdir())
    except OSError:  # unreadable: opening the store says why (E025)
        return True


#: The ``--show-warnings`` option: how many warnings a command prints before
#: it only counts the rest (a large synthetic listing gives hundreds of
#: thousands; 0 prints every one).
ShowWarnings = Annotated[
    int, typer.Option(metavar="N", callback=in_range(0), help="Warnings to print before only counting the rest (0: all).")
]
SHOWN_WARNINGS = 50

#: The ``--cache/--no-cache`` option: whether listings read and extracted by an
#: earlier run are taken from the user's cache (:mod:`kg.cache`).
UseCache = Annotated[
    bool, typer.Option("--cache/--no-cache", help="Take listings read and extracted by an earlier run from the cache (KG_CACHE_DIR, else $XDG_CACHE_HOME/paper-kg or ~/.cache/paper-kg).")
]


def print_diagnostics(diagnostics: Iterable[Diagnostic], show: int = SHOWN_WARNINGS) -> int:
    """Print the first ``show`` warnings (0: all) as ``file:line: warning: ...``
    on stderr, then how many more there are of each code; return how many."""
    diagnostics = list(diagnostics)
    shown = diagnostics[:show] if show else diagnostics
    err_console.file.write("".join(f"{item}\n" for item in shown))  # plain lines: rich would take 36 s for 270k
    rest = Counter(item.code for item in diagnostics[len(shown):])
    if rest:
        counts = ", ".join(f"{code} x{count:,}" for code, count in sorted(rest.items()))
        say(f"... and {sum(rest.values()):,} more warnings ({counts}); --show-warnings 0 prints them all", err=True)
    return len(diagnostics)

