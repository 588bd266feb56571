"""query: SPARQL on the graph's Oxigraph store, named queries, result formats.

Named queries live in ``ontology/queries/*.rq``; each starts with a comment
header that says what it answers and which parameters it takes::

    # title: Papers of an organization, its units included
    # Which papers name the organization, or any unit under it?
    # param: org (string) = "Peking University" -- English or Chinese name
    # limit: 1000 -- optional: rows returned unless the caller asks for more
    SELECT ...

Parameters are bound to the query's variables with Oxigraph substitutions
(SPARQL SEP-0007) or rdflib ``initBindings`` -- never pasted into the text --
so a value can never change the shape of a query. Oxigraph substitutes only
variables that the query projects, so a named query lists each parameter in
its SELECT clause (and in its GROUP BY when it groups): the value comes back
as a column.

``limit`` is a parameter every named query takes: at most that many rows of
the answer are read (0 reads them all). A query whose answer grows with the
graph (every co-author pair) declares a default with ``# limit: N`` in its
header; the others default to the whole answer. The limit is applied by
:func:`execute` as it reads the rows, not written into the query text, so
the query's ORDER BY still decides which rows come first, and the result says
whether rows were left unread (:attr:`Result.truncated`).

>>> from kg.store import new_graph
>>> result = execute(new_graph(), "ASK { ?s ?p ?o }")
>>> result.boolean
False
>>> sorted(named_queries())[:2]
['coauthors', 'country-collaboration']
"""

from __future__ import annotations

import csv
import io
import json
import re
import time
from concurrent.futures import Future, TimeoutError as FutureTimeout
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from functools import lru_cache, partial
from importlib.resources import files
from itertools import islice
from pathlib import Path
from typing import Iterable, Mapping
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph as ox
from rdflib import Graph

from .errors import Codes, KGError
from .runtime import in_background
from .store import oxigraph
from .text import shortened
from .vocab import PREFIXES, XSD

#: The SPARQL prologue every query gets (its own PREFIX lines win).
PROLOGUE = "".join(f"PREFIX {prefix}: <{ns}>\n" for prefix, ns in PREFIXES.items())

#: Parameter types a named query may declare, and the literal datatype each binds.
PARAM_TYPES = ("string", "integer", "decimal", "iri")

#: The parameter every named query takes: how many rows to read (0 = all).
LIMIT_PARAM = "limit"

#: Result formats for SELECT / ASK: name -> media type.
RESULT_FORMATS: dict[str, str] = {
    "json": "application/sparql-results+json",
    "xml": "application/sparql-results+xml",
    "csv": "text/csv; charset=utf-8",
    "tsv": "text/tab-separated-values; charset=utf-8",
}

#: Graph formats for CONSTRUCT / DESCRIBE: name -> (Oxigraph format, media type).
GRAPH_FORMATS: dict[str, tuple[ox.RdfFormat, str]] = {
    "turtle": (ox.RdfFormat.TURTLE, "text/turtle; charset=utf-8"),
    "nt": (ox.RdfFormat.N_TRIPLES, "application/n-triples"),
    "jsonld": (ox.RdfFormat.JSON_LD, "application/ld+json"),
    "xml": (ox.RdfFormat.RDF_XML, "application/rdf+xml"),
}
GRAPH_FORMAT_ALIASES = {"ttl": "turtle", "n-triples": "nt", "ntriples": "nt", "json-ld": "jsonld", "rdf": "xml"}


# --------------------------------------------------------------------------- errors


class QuerySyntaxError(KGError):
    """A query the parser rejects, with the line and column it points at."""

    def __init__(self, reason: str, query: str, line: int, column: int, where: str | None = None) -> None:
        self.reason, self.query, self.line, self.column = reason, query, line, column
        super().__init__(Codes.E020, where, line=line, column=column, reason=reason)

    def excerpt(self, context: int = 2) -> str:
        """The query lines around the error, numbered, with a caret under the column."""
        lines = self.query.splitlines() or [""]
        index = min(max(self.line, 1), len(lines)) - 1
        out = []
        for number in range(max(0, index - context), min(len(lines), index + context + 1)):
            out.append(f"{number + 1:4d} | {lines[number]}")
            if number == index:
                out.append("     | " + " " * max(self.column - 1, 0) + "^")
        return "\n".join(out)


class QueryTimeout(KGError):
    """A query past its time. ``evaluation`` is the work Oxigraph may still be
    doing (it cannot be cancelled), for a caller that must not start more
    queries until it ends; None when the query stopped as rows were read."""

    def __init__(self, seconds: float, evaluation: Future | None = None) -> None:
        super().__init__(Codes.E023, reason=f"timed out after {seconds:g} s")
        self.evaluation = evaluation


class ResultTooLarge(KGError):
    def __init__(self, cap: int) -> None:
        super().__init__(Codes.E023, reason=f"more than {cap} results; add a LIMIT or raise the cap")


_POSITION = re.compile(r"^error at (\d+):(\d+):\s*(.*)$", re.S)


def _condense(reason: str, width: int = 160) -> str:
    """Oxigraph's reason on one line, its long lists of expected tokens cut short."""
    return shortened(" ".join(reason.split()), width)


def parse_error(exc: SyntaxError, query: str, where: str | None = None) -> QuerySyntaxError:
    """Turn Oxigraph's ``error at L:C: ...`` into a :class:`QuerySyntaxError`.

    Line numbers count in the text the user wrote (the prologue we add is
    subtracted).
    """
    message = str(exc)
    match = _POSITION.match(message)
    if not match:
        return QuerySyntaxError(_condense(message), query, 1, 1, where)
    line, column, reason = int(match[1]), int(match[2]), _condense(match[3])
    if line > 1:  # Oxigraph counts columns after a newline from the newline itself
        column = max(column - 1, 1)
    offset = PROLOGUE.count("\n")
    if line > offset:
        line -= offset
    unknown = _undeclared_prefix(query)
    if unknown is not None:  # Oxigraph says "Prefix not found" amid a grammar dump, or "expected OPTIONAL"
        reason = f"unknown prefix '{unknown}:': declare it with PREFIX, or use one of {', '.join(sorted(PREFIXES))}"
    return QuerySyntaxError(reason, query, line, column, where)


# IRIs, strings and comments, where a colon is not a prefix's; group 1 is an
# IRI or a string (a "#" in them starts no comment), unset for a comment
_NOT_NAMES = re.compile(r"(<[^<>\s]*>|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')|#[^\n]*")
_DECLARED = re.compile(r"\bPREFIX\s+([A-Za-z][\w.-]*)?:", re.IGNORECASE)
_PREFIXED = re.compile(r"(?<![\w?$:.-])([A-Za-z][\w.-]*)?:(?=[\w%\\])")


def _undeclared_prefix(query: str) -> str | None:
    """The first prefix the query uses that is neither declared in it nor one
    of kg's own (:data:`PREFIXES`), or None.

    >>> _undeclared_prefix("SELECT * { ?s ex:p 'a:b' ; kg:q <http://x> }"), _undeclared_prefix("PREFIX ex: <e#> ASK { ?s ex:p ?o }")
    ('ex', None)
    """
    text = _NOT_NAMES.sub(" ", query)
    known = set(PREFIXES) | set(_DECLARED.findall(text))
    return next((name for name in _PREFIXED.findall(_DECLARED.sub(" ", text)) if name not in known), None)


_UPDATE = re.compile(r"(?:(?:PREFIX\s+[\w.-]*:|BASE)\s*<[^>]*>\s*)*(?:INSERT|DELETE|LOAD|CLEAR|CREATE|DROP|COPY|MOVE|ADD|WITH)\b", re.I)


def is_update(text: str) -> bool:
    """Whether ``text`` starts as a SPARQL Update does (after its prologue and comments).

    >>> is_update("PREFIX ex: <http://e/#> # add one\\nINSERT DATA { ex:a ex:b ex:c }"), is_update("SELECT * { ?s ?p ?o }")
    (True, False)
    """
    return _UPDATE.match(_NOT_NAMES.sub(lambda m: m[1] or " ", text).lstrip()) is not None  # comments out, IRIs and strings kept


# --------------------------------------------------------------------------- named queries


@dataclass(frozen=True)
class Param:
    """One parameter of a named query: bound to the variable of the same name."""

    name: str
    type: str
    default: str | None
    description: str = ""


@dataclass(frozen=True)
class NamedQuery:
    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    text: str
    path: str = ""
    #: rows read by default (``# limit: N`` in the header); None reads them all
    limit: int | None = None


_LIMIT_LINE = re.compile(r"^limit:\s*(?P<value>\S+)\s*(?:--.*)?$", re.IGNORECASE)

_PARAM_LINE = re.compile(
    r"^param:\s*(?P<name>[A-Za-z_]\w*)\s*(?:\((?P<type>\w+)\))?\s*(?:=\s*(?P<default>\"(?:[^\"\\]|\\.)*\"|\S+))?\s*(?:--\s*(?P<desc>.*))?$"
)


def parse_named_query(name: str, text: str, path: str = "") -> NamedQuery:
    """Read a named query's comment header (title, description, params, limit)."""
    title, description, params, limit = "", [], [], None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if not line.startswith("#"):
            break
        body = line.lstrip("#").strip()
        if body.lower().startswith("title:"):
            title = body[6:].strip()
        elif body.lower().startswith("limit:"):
            match = _LIMIT_LINE.match(body)
            if not match or not re.fullmatch(r"\d+", match["value"]):
                raise ValueError(f"{path or name}: the limit must be a non-negative integer: {raw}")
            limit = int(match["value"]) or None
        elif body.lower().startswith("param:"):
            match = _PARAM_LINE.match(body)
            if not match:
                raise ValueError(f"{path or name}: cannot read parameter line: {raw}")
            kind = match["type"] or "string"
            if kind not in PARAM_TYPES:
                raise ValueError(f"{path or name}: parameter type {kind!r} is not one of {PARAM_TYPES}")
            default = match["default"]
            if default is not None and default.startswith('"'):
                default = json.loads(default)
            if match["name"] == LIMIT_PARAM:
                raise ValueError(f"{path or name}: {LIMIT_PARAM!r} is reserved (declare a default with '# limit: N')")
            params.append(Param(match["name"], kind, default, (match["desc"] or "").strip()))
        elif body:
            description.append(body)
    if not title and description:
        title = description.pop(0)
    return NamedQuery(name, title, " ".join(description), tuple(params), text, path, limit)


def queries_dir() -> Path:
    """The folder of the named queries shipped with the package."""
    return Path(str(files("kg.ontology").joinpath("queries")))


@lru_cache(maxsize=4)
def _load(folder: str) -> dict[str, NamedQuery]:
    found = {}
    for path in sorted(Path(folder).glob("*.rq")):
        found[path.stem] = parse_named_query(path.stem, path.read_text(encoding="utf-8"), path.as_posix())
    return found


def named_queries(folder: str | Path | None = None) -> dict[str, NamedQuery]:
    """Every named query by name (file stem), read from ``folder`` or the package."""
    return dict(_load(str(folder or queries_dir())))


def named_query(name: str, folder: str | Path | None = None) -> NamedQuery:
    queries = named_queries(folder)
    if name.endswith(".rq"):
        name = name[:-3]
    if name not in queries:
        raise KGError(Codes.E021, name=name, choices=", ".join(sorted(queries)))
    return queries[name]


def bindings_for(query: NamedQuery, values: Mapping[str, str] | None = None) -> dict[str, ox.NamedNode | ox.Literal]:
    """Terms for the query's parameters: the given values, else the defaults.

    Unknown parameter names are an error (a typo would otherwise be ignored).
    """
    values = dict(values or {})
    unknown = sorted(set(values) - {p.name for p in query.params})
    if unknown:
        known = ", ".join([*(p.name for p in query.params), LIMIT_PARAM])
        raise KGError(Codes.E022, name=unknown[0], reason=f"{query.name} takes: {known}")
    bound = {}
    for param in query.params:
        value = values.get(param.name, param.default)
        if value is None:
            continue
        bound[param.name] = to_term(param, value)
    return bound


def split_limit(query: NamedQuery, values: Mapping[str, str] | None = None) -> tuple[dict[str, str], int | None]:
    """The values without ``limit``, and the row limit to apply (None: all rows).

    ``limit`` is a non-negative integer; 0 means every row. Without it the
    query's declared default (``# limit: N``) applies.

    >>> q = NamedQuery("pairs", "Pairs", "", (), "SELECT * {}", limit=1000)
    >>> split_limit(q, {"limit": "10", "min_papers": "2"})
    ({'min_papers': '2'}, 10)
    >>> split_limit(q, {"limit": "0"}), split_limit(q)
    (({}, None), ({}, 1000))
    """
    values = dict(values or {})
    if LIMIT_PARAM not in values:
        return values, query.limit
    text = str(values.pop(LIMIT_PARAM)).strip()
    if not re.fullmatch(r"\d{1,18}", text):
        raise KGError(Codes.E022, name=LIMIT_PARAM, reason=f"{text!r} is not a non-negative integer (0 returns every row)")
    return values, int(text) or None


def to_term(param: Param, value: str) -> ox.NamedNode | ox.Literal:
    """A parameter value as an RDF term of the parameter's type (validated)."""
    value = str(value)
    try:
        if param.type == "integer":
            return ox.Literal(str(int(value)), datatype=ox.NamedNode(str(XSD.integer)))
        if param.type == "decimal":
            number = Decimal(value)
            if not number.is_finite():
                raise InvalidOperation
            return ox.Literal(format(number, "f"), datatype=ox.NamedNode(str(XSD.decimal)))
        if param.type == "iri":
            return ox.NamedNode(expand_iri(value))
    except (ValueError, InvalidOperation):
        raise KGError(Codes.E022, name=param.name, reason=f"{value!r} is not a valid {param.type}") from None
    return ox.Literal(value)


def expand_iri(value: str) -> str:
    """``org:peking-university`` -> full IRI; ``<...>`` and full IRIs pass through."""
    value = value.strip()
    if value.startswith("<") and value.endswith(">"):
        value = value[1:-1]
    prefix, sep, local = value.partition(":")
    if sep and prefix in PREFIXES and not local.startswith("//"):
        return PREFIXES[prefix] + local
    if not re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>\"{}|^`\\]*$", value):
        raise ValueError(value)
    return value


def parse_params(pairs: Iterable[str]) -> dict[str, str]:
    """``["org=Peking University", "threshold=3"]`` -> dict (CLI ``--param``)."""
    out = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise KGError(Codes.E022, name=pair, reason="write it as NAME=VALUE")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        if name.strip() in out:
            raise KGError(Codes.E022, name=name.strip(), reason="given twice; a parameter takes one value")
        out[name.strip()] = value
    return out


# --------------------------------------------------------------------------- running


@dataclass
class Result:
    """A query's answer, read in full or up to a row limit: rows, a boolean, or triples.

    Each row is an Oxigraph ``QuerySolution``: a sequence of terms (None where
    a variable is unbound), in the order of :attr:`variables`; the terms
    become Python objects when a row is indexed or iterated.
    """

    kind: str  # "select" | "ask" | "graph"
    variables: list[str] = field(default_factory=list)
    rows: list = field(default_factory=list)
    boolean: bool | None = None
    triples: list[ox.Triple] = field(default_factory=list)
    seconds: float = 0.0
    #: the row limit the answer was read with (None: all rows)
    limit: int | None = None
    #: True when the answer has more rows than ``limit`` and they were not read
    truncated: bool = False

    def __len__(self) -> int:
        if self.kind == "select":
            return len(self.rows)
        if self.kind == "graph":
            return len(self.triples)
        return 1

    def records(self) -> list[dict[str, str | None]]:
        """Rows as dicts of plain values (IRIs and lexical forms), for tests and Python users."""
        return [{v: (t.value if t is not None else None) for v, t in zip(self.variables, row)} for row in self.rows]


def execute(
    graph: Graph | ox.Store,
    query: str,
    bindings: Mapping[str, ox.NamedNode | ox.Literal] | None = None,
    *,
    timeout: float | None = None,
    max_results: int | None = None,
    limit: int | None = None,
    where: str | None = None,
) -> Result:
    """Run a SPARQL query on the graph's Oxigraph store and read its answer.

    ``bindings`` substitute variables (by name, without ``?``). The answer is
    read in full, or its first ``limit`` rows (triples) when a limit other
    than 0 is given (then ``truncated`` says whether more were left); ``timeout`` (seconds)
    and ``max_results`` are checked as rows arrive, and exceeding either
    raises :class:`QueryTimeout` / :class:`ResultTooLarge`. A limit within
    the cap is not an error: the rows past it are never read.

    Oxigraph evaluates in a thread of its own, so that the caller gets its
    answer, or the timeout, on time (an aggregate or ORDER BY gives no row
    until all its work is done) and Ctrl-C is heard meanwhile. Oxigraph cannot
    cancel a query: one past its timeout keeps its thread until it ends, which
    ``kg query`` does not wait for (the process exits; see
    :attr:`QueryTimeout.evaluation`). A caller with threads of its own calls
    :func:`evaluate` in one of them instead.
    """
    work = partial(evaluate, graph, query, bindings, timeout=timeout, max_results=max_results, limit=limit, where=where)
    evaluation = in_background(work)
    try:
        return evaluation.result(timeout=timeout or None)  # 0 or None: no limit
    except FutureTimeout:
        raise QueryTimeout(timeout, evaluation) from None


def evaluate(
    graph: Graph | ox.Store,
    query: str,
    bindings: Mapping[str, ox.NamedNode | ox.Literal] | None = None,
    *,
    timeout: float | None = None,
    max_results: int | None = None,
    limit: int | None = None,
    where: str | None = None,
) -> Result:
    """:func:`execute` in the calling thread, which it holds until Oxigraph is done:
    for ``kg serve``, whose query threads count against its concurrency limit.
    The timeout is checked as rows arrive (an ORDER BY gives its first row only
    when all its work is done)."""
    if limit is not None and limit < 0:
        raise ValueError("limit must be a non-negative integer or None")
    store = graph if isinstance(graph, ox.Store) else oxigraph(graph)
    started = time.perf_counter()
    deadline = started + timeout if timeout else None
    result = _evaluate(
        store, query, bindings, limit=limit or None, max_results=max_results, deadline=deadline, timeout=timeout, where=where
    )
    result.seconds = time.perf_counter() - started
    return result


def _evaluate(
    store: ox.Store,
    query: str,
    bindings: Mapping[str, ox.NamedNode | ox.Literal] | None,
    *,
    limit: int | None,
    max_results: int | None,
    deadline: float | None,
    timeout: float | None,
    where: str | None,
) -> Result:
    """The work of :func:`evaluate` (``limit`` None for every row)."""
    substitutions = {ox.Variable(name): term for name, term in (bindings or {}).items()}
    try:
        answer = store.query(
            PROLOGUE + query,
            substitutions=substitutions or None,
        )
    except SyntaxError as exc:
        if is_update(query):  # the parser would only say which query keyword it expected
            raise KGError(Codes.E028, where) from None
        raise parse_error(exc, query, where) from None
    except (OSError, ValueError, RuntimeError) as exc:
        raise KGError(Codes.E023, where, reason=_condense(str(exc) or type(exc).__name__)) from None
    # Oxigraph's answer iterators must be dropped on the thread that made
    # them: nothing below raises while one is alive (errors are returned).
    if isinstance(answer, ox.QueryBoolean):
        result, error = Result("ask", boolean=bool(answer)), None
    else:
        capped = limit is not None and (max_results is None or limit <= max_results)
        stop = limit + 1 if capped else (max_results + 1 if max_results is not None else None)
        items, error = _read(answer, stop, deadline, timeout, where)
        if error is None and capped and len(items) > limit:
            del items[limit:]
            truncated = True
        else:
            truncated = False
            if error is None and max_results is not None and len(items) > max_results:
                error = ResultTooLarge(max_results)
        if isinstance(answer, ox.QuerySolutions):
            result = _in_query_order(Result("select", variables=[v.value for v in answer.variables], rows=items), query)
        else:
            result = Result("graph", triples=items)
        result.limit, result.truncated = limit, truncated
    del answer
    if error is not None:
        raise error
    if deadline and time.perf_counter() > deadline:
        raise QueryTimeout(timeout)
    return result


_SELECT = re.compile(r"\bSELECT\b", re.I)
_ALL = re.compile(r"\s+(?:(?:DISTINCT|REDUCED)\s+)?\*", re.I)
_VARIABLE = re.compile(r"[?$](\w+)")


def _in_query_order(result: Result, query: str) -> Result:
    """A ``SELECT *`` answer with its columns in the order the query first
    names them (Oxigraph sorts them by name); any other answer as it is."""
    text = _NOT_NAMES.sub(" ", query)
    select = _SELECT.search(text)
    if select is None or not _ALL.match(text, select.end()):
        return result
    named = list(dict.fromkeys(_VARIABLE.findall(text, select.end())))
    rank = {name: i for i, name in enumerate(named)}
    order = sorted(range(len(result.variables)), key=lambda i: rank.get(result.variables[i], len(named)))
    if order == list(range(len(order))):
        return result
    rows = [[row[i] for i in order] for row in result.rows]
    return replace(result, variables=[result.variables[i] for i in order], rows=rows)


#: Rows read between two looks at the deadline.
_CHUNK = 64


def _read(iterator, stop, deadline, timeout, where) -> tuple[list, KGError | None]:
    """Read an answer iterator to the end or to ``stop`` items, checking the deadline.

    Items stay Oxigraph objects (solutions, triples): no per-row conversion.
    Without a deadline the rows are read in one C-level call; with one, in
    chunks of :data:`_CHUNK` rows, checking the deadline after each (rows can
    be slow to come: Oxigraph evaluates as they are read).
    """
    out: list = []
    reason = None
    try:
        if not deadline:
            out = list(iterator if stop is None else islice(iterator, stop))
            return out, None
        while stop is None or len(out) < stop:
            want = _CHUNK if stop is None else min(_CHUNK, stop - len(out))
            chunk = list(islice(iterator, want))
            out += chunk
            if len(chunk) < want:
                break
            if time.perf_counter() > deadline:
                return out, QueryTimeout(timeout)
    except (OSError, ValueError, RuntimeError) as exc:
        reason = _condense(str(exc) or type(exc).__name__)
    finally:
        del iterator
    if reason is not None:
        return out, KGError(Codes.E023, where, reason=reason)
    return out, None


def run_named(
    graph: Graph | ox.Store,
    name: str,
    values: Mapping[str, str] | None = None,
    **options,
) -> Result:
    """Run a named query with parameter values (defaults for the rest).

    ``values`` may include ``limit`` (rows to read, 0 for all); without it the
    query's declared default applies.
    """
    query = named_query(name)
    values, limit = split_limit(query, values)
    result = execute(graph, query.text, bindings_for(query, values), limit=limit, where=query.path or name, **options)
    return without_params(result, query)


def without_params(result: Result, query: NamedQuery) -> Result:
    """The answer without the columns of the query's parameters (the value
    given, on every row: the queries name them in SELECT so that engines which
    bind values after the query body, as rdflib does, see them); every column
    if nothing else is left."""
    hidden = {p.name for p in query.params}
    keep = [i for i, v in enumerate(result.variables) if v not in hidden]
    if not hidden or not keep or len(keep) == len(result.variables):
        return result
    rows = [[row[i] for i in keep] for row in result.rows]
    return replace(result, variables=[result.variables[i] for i in keep], rows=rows)


def execute_rdflib(graph: Graph, query: str, bindings: Mapping[str, ox.NamedNode | ox.Literal] | None = None):
    """The same query on rdflib's own engine (for comparison; any rdflib store).

    Bindings go in as ``initBindings``.
    """
    from rdflib import Literal, URIRef, Variable

    def convert(term):
        if isinstance(term, ox.NamedNode):
            return URIRef(term.value)
        if term.language:
            return Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        return Literal(term.value, datatype=None if datatype == str(XSD.string) else URIRef(datatype))

    init = {Variable(name): convert(term) for name, term in (bindings or {}).items()}
    return graph.query(PROLOGUE + query, initBindings=init)


# --------------------------------------------------------------------------- formats


def _json_term(term) -> dict:
    if isinstance(term, ox.NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, ox.BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, ox.Literal):
        out = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != str(XSD.string):
            out["datatype"] = term.datatype.value
        return out
    if isinstance(term, ox.Triple):
        return {"type": "triple", "value": {k: _json_term(getattr(term, k)) for k in ("subject", "predicate", "object")}}
    return {"type": "literal", "value": str(term)}


def _xml_term(term) -> str:
    if isinstance(term, ox.NamedNode):
        return f"<uri>{escape(term.value)}</uri>"
    if isinstance(term, ox.BlankNode):
        return f"<bnode>{escape(term.value)}</bnode>"
    if isinstance(term, ox.Literal):
        if term.language:
            return f"<literal xml:lang={quoteattr(term.language)}>{escape(term.value)}</literal>"
        if term.datatype.value != str(XSD.string):
            return f"<literal datatype={quoteattr(term.datatype.value)}>{escape(term.value)}</literal>"
        return f"<literal>{escape(term.value)}</literal>"
    return f"<literal>{escape(str(term))}</literal>"


def _csv_value(term) -> str:
    if term is None:
        return ""
    if isinstance(term, ox.BlankNode):
        return f"_:{term.value}"
    if isinstance(term, (ox.NamedNode, ox.Literal)):
        return term.value
    return str(term)


def format_result(result: Result, fmt: str) -> bytes:
    """SELECT / ASK answers in a SPARQL 1.1 results format (json, xml, csv, tsv)."""
    if fmt not in RESULT_FORMATS:
        raise KGError(Codes.E008, name=fmt, choices=", ".join(RESULT_FORMATS))
    if result.kind == "graph":
        raise KGError(Codes.E008, name=fmt, choices=", ".join(GRAPH_FORMATS) + " (CONSTRUCT / DESCRIBE give a graph)")
    if fmt == "json":
        if result.kind == "ask":
            document = {"head": {}, "boolean": result.boolean}
        else:
            bindings = [
                {v: _json_term(t) for v, t in zip(result.variables, row) if t is not None} for row in result.rows
            ]
            document = {"head": {"vars": result.variables}, "results": {"bindings": bindings}}
        return (json.dumps(document, ensure_ascii=False) + "\n").encode()
    if fmt == "xml":
        out = ['<?xml version="1.0" encoding="UTF-8"?>', '<sparql xmlns="http://www.w3.org/2005/sparql-results#">', "<head>"]
        out += [f"<variable name={quoteattr(v)}/>" for v in result.variables]
        out.append("</head>")
        if result.kind == "ask":
            out.append(f"<boolean>{'true' if result.boolean else 'false'}</boolean>")
        else:
            out.append("<results>")
            for row in result.rows:
                cells = "".join(
                    f"<binding name={quoteattr(v)}>{_xml_term(t)}</binding>" for v, t in zip(result.variables, row) if t is not None
                )
                out.append(f"<result>{cells}</result>")
            out.append("</results>")
        out.append("</sparql>")
        return ("\n".join(out) + "\n").encode()
    if fmt == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\r\n")
        if result.kind == "ask":
            writer.writerow(["boolean"])
            writer.writerow(["true" if result.boolean else "false"])
        else:
            writer.writerow(result.variables)
            writer.writerows([_csv_value(t) for t in row] for row in result.rows)
        return buffer.getvalue().encode()
    # tsv: terms in their Turtle / N-Triples form
    if result.kind == "ask":
        return f"?boolean\n{'true' if result.boolean else 'false'}\n".encode()
    lines = ["\t".join("?" + v for v in result.variables)]
    lines += ["\t".join("" if t is None else str(t) for t in row) for row in result.rows]
    return ("\n".join(lines) + "\n").encode()


def format_graph(triples: Iterable[ox.Triple], fmt: str) -> bytes:
    """CONSTRUCT / DESCRIBE answers as turtle, nt, jsonld or xml (RDF/XML)."""
    fmt = GRAPH_FORMAT_ALIASES.get(fmt, fmt)
    if fmt not in GRAPH_FORMATS:
        raise KGError(Codes.E008, name=fmt, choices=", ".join(GRAPH_FORMATS))
    rdf_format = GRAPH_FORMATS[fmt][0]
    prefixes = PREFIXES if fmt in ("turtle", "xml") else None
    kwargs = {"prefixes": prefixes} if prefixes else {}
    return ox.serialize(list(triples), format=rdf_format, **kwargs) or b""


def short(iri: str) -> str:
    """An IRI as a prefixed name where a project prefix fits (for tables)."""
    best = None
    for prefix, namespace in PREFIXES.items():
        if iri.startswith(namespace) and (best is None or len(namespace) > len(PREFIXES[best])):
            best = prefix
    return f"{best}:{iri[len(PREFIXES[best]):]}" if best else iri


def display(term) -> str:
    """A term as a short readable cell: prefixed IRI, or a literal's text."""
    if term is None:
        return ""
    if isinstance(term, ox.NamedNode):
        return short(term.value)
    if isinstance(term, ox.BlankNode):
        return f"_:{term.value}"
    if isinstance(term, ox.Literal):
        return term.value
    return str(term)


__all__ = [
    "GRAPH_FORMATS", "LIMIT_PARAM", "NamedQuery", "Param", "PROLOGUE", "QuerySyntaxError", "QueryTimeout", "RESULT_FORMATS",
    "Result", "ResultTooLarge", "bindings_for", "display", "execute", "execute_rdflib", "format_graph",
    "format_result", "named_queries", "named_query", "parse_params", "run_named", "short", "split_limit",
]
