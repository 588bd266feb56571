"""``kg query``: ask the graph with SPARQL (inline, a .rq file, or a named query)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import Codes, KGError
from ..query import (
    GRAPH_FORMAT_ALIASES,
    GRAPH_FORMATS,
    RESULT_FORMATS,
    Result,
    bindings_for,
    display,
    execute,
    format_graph,
    format_result,
    named_queries,
    named_query,
    parse_params,
    split_limit,
    without_params,
)
from ..text import counted
from . import app
from .common import in_range, open_graph, print_table, query_errors_shown, read_query_file, say

#: Formats for rows (SELECT / ASK) and for graphs (CONSTRUCT / DESCRIBE), each
#: list's first the default; the aliases of GRAPH_FORMAT_ALIASES are accepted too.
ROW_FORMATS = ("table", *RESULT_FORMATS)
GRAPH_OUTPUTS = tuple(GRAPH_FORMATS)
ROWS, GRAPH = "rows (SELECT / ASK)", "a graph (CONSTRUCT / DESCRIBE)"


@app.command()
def query(
    args: Annotated[
        Optional[list[str]],
        typer.Argument(
            metavar="QUERY SOURCES...",
            help="The query (inline SPARQL or a .rq file), then RDF files or listings to query "
            "(default: exports/graph.ttl). With --named or --list, only the files.",
            show_default=False,
        ),
    ] = None,
    named: Annotated[Optional[str], typer.Option("--named", "-n", metavar="NAME", help="Run a named query (see --list).")] = None,
    params: Annotated[
        Optional[list[str]],
        typer.Option(
            "--param",
            "-p",
            metavar="NAME=VALUE",
            help='Bind a parameter (repeatable), e.g. org="Peking University". '
            "Every named query also takes limit=N: rows to return (0 = all).",
        ),
    ] = None,
    list_: Annotated[bool, typer.Option("--list", "-l", help="List the named queries and their parameters.")] = False,
    show: Annotated[bool, typer.Option("--show", help="Print the named query's text instead of running it.")] = False,
    fmt: Annotated[
        Optional[str],
        typer.Option(
            "--format",
            "-f",
            metavar="FORMAT",
            help=f"For {ROWS}: {', '.join(ROW_FORMATS)}; for {GRAPH}: {', '.join(GRAPH_OUTPUTS)}. "
            "Default: the first of each.",
            show_default=False,
        ),
    ] = None,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Query this Oxigraph store folder.")] = None,
    timeout: Annotated[Optional[float], typer.Option(metavar="SECONDS", callback=in_range(0), help="Give up after this many seconds (0: never).")] = None,
) -> None:
    """Ask the graph a SPARQL question and print the answer.

    Parameters are bound to the query's variables (never pasted into its
    text) and are not shown as columns of the answer. Prefixes kg:, rdfs:,
    paper:, org: ... are predeclared. A named query returns at most limit
    rows (--param limit=N, 0 for all); the ones whose answer grows with the
    graph, such as co-author pairs, default to a limit shown by --list.

    Examples:

        kg query --list

        kg query --named papers-of-organization --param org="Peking University"

        kg query "SELECT ?t WHERE { ?p a kg:Paper ; rdfs:label ?t }" --format csv

        kg query my.rq exports/graph.ttl --format json
    """
    args = list(args or [])
    if list_:
        _list()
        return
    if named:
        chosen = named_query(named)
        if show:
            sys.stdout.write(chosen.text)
            return
        values, limit = split_limit(chosen, parse_params(params or []))
        text, where, bindings = chosen.text, chosen.path or named, bindings_for(chosen, values)
        sources = args
    else:
        if not args:
            raise typer.BadParameter("give a query (inline text or a .rq file), or --named NAME, or --list")
        text, where = _query_text(args[0])
        if params:
            raise KGError(Codes.E022, name=params[0], reason="--param works with --named queries")
        chosen, bindings, sources, limit = None, {}, args[1:], None
    fmt = GRAPH_FORMAT_ALIASES.get(fmt, fmt)
    if fmt is not None and fmt not in {*ROW_FORMATS, *GRAPH_OUTPUTS}:
        choices = f"{', '.join(ROW_FORMATS)} for rows; {', '.join(GRAPH_OUTPUTS)} for a graph"
        raise KGError(Codes.E008, name=fmt, choices=choices)
    graph = open_graph([Path(s) for s in sources], store)
    with query_errors_shown():
        result = execute(graph, text, bindings, timeout=timeout, limit=limit, where=where)
    if result.kind == "graph":
        sys.stdout.buffer.write(format_graph(result.triples, _applicable(fmt, GRAPH_OUTPUTS, GRAPH)))
        return
    if chosen is not None:
        result = without_params(result, chosen)
    fmt = _applicable(fmt, ROW_FORMATS, ROWS)
    if fmt == "table":
        _table(result)
        return
    sys.stdout.buffer.write(format_result(result, fmt))
    if result.truncated:
        say(f"note: {_shown(result)}", err=True)


def _applicable(fmt: str | None, formats: tuple[str, ...], answer: str) -> str:
    """``fmt`` if it is one of ``formats`` (the first when not given), else
    an error saying it does not apply to this kind of answer."""
    if fmt is None:
        return formats[0]
    if fmt not in formats:
        raise KGError(Codes.E011, name=f"--format {fmt}", target=answer, hint=f"choose one of: {', '.join(formats)}")
    return fmt


def _query_text(arg: str) -> tuple[str, str]:
    """The query and where it came from: a .rq file, or the inline text."""
    path = Path(arg)
    looks_like_file = arg.endswith((".rq", ".sparql")) or ("\n" not in arg and "{" not in arg and path.is_file())
    if looks_like_file:
        return read_query_file(path), path.as_posix()
    return arg, "query"


def _list() -> None:
    rows = []
    for name, query in sorted(named_queries().items()):
        params = [f"{p.name} = {p.default!r}" if p.type == "string" else f"{p.name} = {p.default}" for p in query.params]
        if query.limit:
            params.append(f"limit = {query.limit}")
        rows.append([name, query.title, ", ".join(params) or "-"])
    print_table(
        ["name", "answers", "parameters = default"], rows,
        title="Named queries: kg query --named NAME [--param NAME=VALUE] (--show prints one)",
        caption="Every named query takes limit=N (rows to return, 0 = all); the default is every row unless listed.",
    )


def _table(result: Result) -> None:
    if result.kind == "ask":
        say("yes" if result.boolean else "no")
        return
    rows = [[display(term) for term in row] for row in result.rows]
    print_table(result.variables, rows, caption=f"{_shown(result)} in {result.seconds:.3f} s")


def _shown(result: Result) -> str:
    """How many rows the answer shows, and how to see the rest when a limit cut it."""
    rows = counted(len(result.rows), "row")
    if result.truncated:
        return f"first {rows} (limit {result.limit}; --param limit=0 for all)"
    return rows
