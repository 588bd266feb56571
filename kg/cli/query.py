"""``kg query``: ask the graph with SPARQL (inline, a .rq file, or a named query)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.table import Table
from rich.text import Text

from ..errors import Codes, KGError
from ..query import (
    GRAPH_FORMAT_ALIASES,
    GRAPH_FORMATS,
    RESULT_FORMATS,
    QuerySyntaxError,
    bindings_for,
    display,
    execute,
    format_graph,
    format_result,
    named_queries,
    named_query,
    parse_params,
    split_limit,
)
from . import app
from .common import console, err_console, open_graph

_FORMATS = ["table", *RESULT_FORMATS, *GRAPH_FORMATS, *GRAPH_FORMAT_ALIASES]


@app.command()
def query(
    args: Annotated[
        Optional[list[str]],
        typer.Argument(
            help="The query (inline SPARQL or a .rq file), then RDF files or listings to query "
            "(default: exports/graph.ttl). With --named or --list, only the files.",
            show_default=False,
        ),
    ] = None,
    named: Annotated[Optional[str], typer.Option("--named", "-n", help="Run a named query (see --list).")] = None,
    params: Annotated[
        Optional[list[str]],
        typer.Option(
            "--param",
            "-p",
            help='Bind a parameter: NAME=VALUE (repeatable), e.g. org="Peking University". '
            "Every named query also takes limit=N: rows to return (0 = all).",
        ),
    ] = None,
    list_: Annotated[bool, typer.Option("--list", "-l", help="List the named queries and their parameters.")] = False,
    show: Annotated[bool, typer.Option("--show", help="Print the named query's text instead of running it.")] = False,
    fmt: Annotated[str, typer.Option("--format", "-f", help=f"One of: {', '.join(_FORMATS)}. Default: table (SELECT/ASK), turtle (CONSTRUCT/DESCRIBE).")] = "table",
    store: Annotated[Optional[Path], typer.Option(help="Query this Oxigraph store folder.")] = None,
    timeout: Annotated[Optional[float], typer.Option(help="Give up after this many seconds.")] = None,
) -> None:
    """Ask the graph a SPARQL question and print the answer.

    Parameters are bound to the query's variables (never pasted into its
    text). Prefixes kg:, rdfs:, paper:, org: ... are predeclared. A named
    query returns at most limit rows (--param limit=N, 0 for all); the ones
    whose answer grows with the graph, such as co-author pairs, default to a
    limit shown by --list.

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
        text, where, bindings, hidden = chosen.text, chosen.path or named, bindings_for(chosen, values), {p.name for p in chosen.params}
        sources = args
    else:
        if not args:
            raise typer.BadParameter("give a query (inline text or a .rq file), or --named NAME, or --list")
        text, where = _query_text(args[0])
        if params:
            raise KGError(Codes.E022, name=params[0], reason="--param works with --named queries")
        bindings, hidden, sources, limit = {}, set(), args[1:], None
    if fmt not in _FORMATS:
        raise KGError(Codes.E008, name=fmt, choices=", ".join(_FORMATS))
    graph = open_store_graph([Path(s) for s in sources], store)
    try:
        result = execute(graph, text, bindings, timeout=timeout, limit=limit, where=where)
    except QuerySyntaxError as error:
        err_console.print(error.excerpt(), markup=False, highlight=False)
        raise
    if result.kind == "graph":
        out = "turtle" if fmt == "table" else fmt
        sys.stdout.buffer.write(format_graph(result.triples, out))
    elif fmt == "table":
        _table(result, hidden)
    else:
        if fmt not in RESULT_FORMATS:
            raise KGError(Codes.E008, name=fmt, choices=", ".join(["table", *RESULT_FORMATS]) + " (SELECT / ASK give rows)")
        sys.stdout.buffer.write(format_result(result, fmt))
        if result.truncated:
            err_console.print(f"note: {_shown(result)}", markup=False, highlight=False)


def open_store_graph(sources: list[Path], store: Path | None):
    """:func:`open_graph`, with a store folder that is locked or unreadable as a one-line error."""
    try:
        return open_graph(sources, store)
    except OSError as exc:
        if store is None:
            raise
        raise KGError(Codes.E025, store.as_posix(), reason=" ".join(str(exc).split())[:200]) from None


def _query_text(arg: str) -> tuple[str, str]:
    """The query and where it came from: a .rq file, or the inline text."""
    path = Path(arg)
    looks_like_file = arg.endswith((".rq", ".sparql")) or ("\n" not in arg and "{" not in arg and path.is_file())
    if looks_like_file:
        try:
            return path.read_text(encoding="utf-8"), path.as_posix()
        except OSError as exc:
            raise KGError(Codes.E004, path.as_posix(), reason=exc.strerror or str(exc)) from None
        except UnicodeDecodeError as exc:
            raise KGError(Codes.E001, path.as_posix(), offset=exc.start) from None
    return arg, "query"


def _list() -> None:
    table = Table("name", "answers", "parameters = default", title="Named queries: kg query --named NAME [--param NAME=VALUE] (--show prints one)",
        caption="Every named query takes limit=N (rows to return, 0 = all); the default is every row unless listed.",
    )
    for name, query in sorted(named_queries().items()):
        params = [f"{p.name} = {p.default!r}" if p.type == "string" else f"{p.name} = {p.default}" for p in query.params]
        if query.limit:
            params.append(f"limit = {query.limit}")
        table.add_row(name, Text(query.title), Text(", ".join(params) or "-"))
    console.print(table)


def _table(result, hidden: set[str]) -> None:
    if result.kind == "ask":
        console.print("yes" if result.boolean else "no")
        return
    keep = [i for i, v in enumerate(result.variables) if v not in hidden] or list(range(len(result.variables)))
    table = Table(*(result.variables[i] for i in keep), caption=f"{_shown(result)} in {result.seconds:.3f} s")
    for row in result.rows:
        table.add_row(*(Text(display(row[i])) for i in keep))
    console.print(table)


def _shown(result) -> str:
    """How many rows the answer shows, and how to see the rest when a limit cut it."""
    if result.truncated:
        return f"first {len(result.rows)} rows (limit {result.limit}; --param limit=0 for all)"
    return f"{len(result.rows)} rows"
