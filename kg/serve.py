"""serve: a SPARQL 1.1 Protocol endpoint over the graph, with a query page.

``/sparql`` answers GET and POST (form-encoded, or the query as the body with
``application/sparql-query``) and negotiates the format from ``Accept`` (or a
``format`` parameter, as SPARQLWrapper and YASGUI send): SPARQL results as
JSON, XML, CSV or TSV; graphs as Turtle, N-Triples, JSON-LD or RDF/XML. With
no query it returns its service description. It is read-only unless made with
``allow_update``; every query has a time limit and a result-size cap, and
request bodies have a size limit.

``/`` is a query page (editor, the named queries as examples, a results
table) whose scripts and styles ship in ``kg/data/web`` and are inlined: the
page loads nothing from anywhere else. ``/queries`` lists the named queries
and ``/queries/{name}?param=value`` runs one with its parameters bound.
``/exports/...`` serves the export folder and ``/graph`` its graph page.

>>> from kg.store import new_graph
>>> app = create_app(new_graph())
>>> sorted(r.path for r in app.routes)[:3]
['/', '/exports', '/exports/{path:path}']
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import threading
import time
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pyoxigraph as ox
from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from .errors import KGError
from .export import PAGE
from .query import (
    GRAPH_FORMATS,
    RESULT_FORMATS,
    QuerySyntaxError,
    QueryTimeout,
    Result,
    ResultTooLarge,
    bindings_for,
    evaluate,
    format_graph,
    format_result,
    named_queries,
    split_limit,
    without_params,
)
from .store import new_graph, oxigraph
from .vocab import PREFIXES

SD = Namespace("http://www.w3.org/ns/sparql-service-description#")
FORMATS_NS = Namespace("http://www.w3.org/ns/formats/")
VOID = Namespace("http://rdfs.org/ns/void#")

#: Media types accepted for SELECT / ASK answers -> result format name.
RESULT_MEDIA = {
    "application/sparql-results+json": "json",
    "application/json": "json",
    "application/sparql-results+xml": "xml",
    "application/xml": "xml",
    "text/xml": "xml",
    "text/csv": "csv",
    "text/tab-separated-values": "tsv",
}
#: Media types accepted for CONSTRUCT / DESCRIBE answers -> graph format name.
GRAPH_MEDIA = {
    "text/turtle": "turtle",
    "application/x-turtle": "turtle",
    "text/n3": "turtle",
    "application/n-triples": "nt",
    "text/plain": "nt",
    "application/ld+json": "jsonld",
    "application/json": "jsonld",
    "application/rdf+xml": "xml",
    "application/xml": "xml",
    "text/xml": "xml",
}
#: ``format=`` / ``output=`` parameter values -> (result format, graph format).
FORMAT_PARAM = {
    "json": ("json", "jsonld"),
    "xml": ("xml", "xml"),
    "csv": ("csv", None),
    "tsv": ("tsv", None),
    "turtle": (None, "turtle"),
    "ttl": (None, "turtle"),
    "n3": (None, "turtle"),
    "nt": (None, "nt"),
    "ntriples": (None, "nt"),
    "n-triples": (None, "nt"),
    "json-ld": (None, "jsonld"),
    "jsonld": (None, "jsonld"),
    "rdf+xml": (None, "xml"),
    "rdf": (None, "xml"),
}
_SD_RESULT_FORMATS = {
    "json": FORMATS_NS.SPARQL_Results_JSON,
    "xml": FORMATS_NS.SPARQL_Results_XML,
    "csv": FORMATS_NS.SPARQL_Results_CSV,
    "tsv": FORMATS_NS.SPARQL_Results_TSV,
    "turtle": FORMATS_NS.Turtle,
    "nt": FORMATS_NS["N-Triples"],
    "jsonld": FORMATS_NS["JSON-LD"],
    "xml-graph": FORMATS_NS.RDF_XML,
}
_LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}


@dataclass
class ServeConfig:
    """Limits and switches of the endpoint."""

    allow_update: bool = False
    timeout: float = 30.0  #: seconds per query
    max_results: int = 100_000  #: rows (or triples) per answer
    max_body: int = 1_000_000  #: bytes per request body
    exports: Path | None = Path("exports")  #: folder served at /exports
    concurrency: int = 4  #: queries evaluated at once
    host: str = "127.0.0.1"
    extra_hosts: set[str] = field(default_factory=set)


class _Busy(Exception):
    pass


class _Running:
    """Runs blocking calls in daemon threads, at most ``limit`` at once.

    Oxigraph cannot cancel a query, so one past its deadline keeps its thread
    until it ends: it still counts against the limit (so runaway queries
    cannot pile up), and being a daemon it never holds up the server's exit.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.count = 0
        self.lock = threading.Lock()

    async def run(self, call):
        with self.lock:
            if self.count >= self.limit:
                raise _Busy()
            self.count += 1
        loop = asyncio.get_running_loop()
        future = loop.create_future()

        def settle(result, error) -> None:
            if not future.done():
                if error is not None:
                    future.set_exception(error)
                else:
                    future.set_result(result)

        def work() -> None:
            result, error = None, None
            try:
                result = call()
            except BaseException as exc:  # handed to the awaiting task
                error = exc
            finally:
                with self.lock:
                    self.count -= 1
            try:
                loop.call_soon_threadsafe(settle, result, error)
            except RuntimeError:  # the loop has closed
                pass

        threading.Thread(target=work, name="kg-query", daemon=True).start()
        return await future


class _Problem(Exception):
    """An HTTP error with a plain-text message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


class StoreFolder:
    """A store folder served read-only, opened again once another process (``kg
    load``) has written to it: a store opened read-only never sees later writes.
    Whether it was written is told by its files (names, sizes, times), which a
    reader leaves as they are; RocksDB's own log excepted.
    """

    def __init__(self, folder: str | os.PathLike[str], opened: ox.Store | None = None) -> None:
        """``opened``: the folder's store as the caller opened it read-only (else opened here)."""
        self.folder = Path(folder)
        self._lock = threading.Lock()
        self._written = _written(self.folder)
        self._store = opened if opened is not None else _read_only(self.folder)

    def store(self) -> ox.Store:
        """The store as last written (the one opened before, if opening fails meanwhile)."""
        written = _written(self.folder)
        if written != self._written:
            with self._lock:
                if written != self._written:
                    with contextlib.suppress(KGError):  # caught mid-write: next request
                        self._store, self._written = _read_only(self.folder), written
        return self._store


def _written(folder: Path) -> frozenset[tuple[str, int, int]]:
    with os.scandir(folder) as entries:
        return frozenset((e.name, e.stat().st_size, e.stat().st_mtime_ns) for e in entries
                         if e.is_file() and not e.name.startswith("LOG"))


def _read_only(folder: Path) -> ox.Store:
    return oxigraph(new_graph(folder, read_only=True))


def create_app(graph: Graph | ox.Store | StoreFolder, config: ServeConfig | None = None) -> Starlette:
    """The ASGI app serving ``graph`` (an rdflib Graph on Oxigraph, an Oxigraph
    store, or a :class:`StoreFolder` served read-only as it is written)."""
    config = config or ServeConfig()
    if isinstance(graph, StoreFolder):
        if config.allow_update:
            raise ValueError("a StoreFolder is served read-only")
        current = graph.store
    else:
        fixed = graph if isinstance(graph, ox.Store) else oxigraph(graph)
        current = lambda: fixed  # noqa: E731
    running = _Running(config.concurrency)
    update_lock = threading.Lock()

    async def run_query(text: str, bindings=None, where: str | None = None, limit: int | None = None):
        def call() -> Result:  # on a slot's own thread, held until Oxigraph is done
            return evaluate(
                current(), text, bindings, timeout=config.timeout, max_results=config.max_results, limit=limit, where=where
            )

        try:
            # the worker checks the deadline as rows arrive; wait_for also frees
            # the client when evaluation itself runs past the deadline
            return await asyncio.wait_for(running.run(call), config.timeout)
        except (asyncio.TimeoutError, QueryTimeout):
            raise _Problem(503, f"Query timed out after {config.timeout:g} s (the server's limit).") from None
        except _Busy:
            raise _Problem(503, "Too many queries running; try again shortly.") from None
        except ResultTooLarge:
            raise _Problem(
                400, f"The answer has more than {config.max_results} results (the server's cap); "
                "add a LIMIT (to a named query: ?limit=N)."
            ) from None
        except QuerySyntaxError as error:
            raise _Problem(400, f"{error.message}\n\n{error.excerpt()}") from None
        except KGError as error:
            raise _Problem(400, str(error)) from None

    async def run_update(text: str, request: Request) -> Response:
        if not config.allow_update:
            raise _Problem(403, "This endpoint is read-only: SPARQL Update is refused (start kg serve with --allow-update).")
        _check_same_origin(request, config)

        def apply() -> None:
            with update_lock:
                current().update(text)

        try:
            await running.run(apply)
        except SyntaxError as exc:
            reason = " ".join(str(exc).split())[:300].removeprefix("error ")  # Oxigraph's "error at L:C: ..."
            raise _Problem(400, f"SPARQL Update syntax error: {reason}") from None
        except (OSError, ValueError, RuntimeError) as exc:
            raise _Problem(400, f"Update failed: {exc}") from None
        return PlainTextResponse("Update applied.\n")

    async def sparql(request: Request) -> Response:
        try:
            params, body_query, body_update = await _read_request(request, config)
            query = _one(params, "query")
            update = _one(params, "update")
            if body_query is not None:
                query = body_query
            if body_update is not None:
                update = body_update
            if params.get("default-graph-uri") or params.get("named-graph-uri") or params.get("using-graph-uri"):
                raise _Problem(400, "This endpoint has one default graph; default-graph-uri / named-graph-uri are not supported.")
            if query is not None and update is not None:
                raise _Problem(400, "Give either a query or an update, not both.")
            if update is not None:
                if request.method != "POST":
                    raise _Problem(400, "SPARQL Update must be sent with POST.")
                return await run_update(update, request)
            if query is None:
                if _prefers_html(request) and not any(params.get(k) for k in ("format", "output")):
                    return HTMLResponse(page_html(config), headers=_PAGE_HEADERS)
                return _service_description(request, config, current(), params)
            result = await run_query(query)
            return _answer(result, request, params)
        except _Problem as problem:
            return PlainTextResponse(problem.message + "\n", status_code=problem.status)

    async def index(request: Request) -> Response:
        return HTMLResponse(page_html(config), headers=_PAGE_HEADERS)

    async def list_queries(request: Request) -> Response:
        return JSONResponse(_named_catalog())

    async def run_named_query(request: Request) -> Response:
        name = request.path_params["name"]
        queries = named_queries()
        if name not in queries:
            return PlainTextResponse(f"No named query {name!r}; GET /queries lists them.\n", status_code=404)
        chosen = queries[name]
        values = {k: v for k, v in request.query_params.items() if k not in ("format", "output", "results")}
        try:
            values, limit = split_limit(chosen, values)
            result = await run_query(chosen.text, bindings_for(chosen, values), where=name, limit=limit)
            return _answer(without_params(result, chosen), request, {k: [v] for k, v in request.query_params.items()})
        except KGError as error:
            return PlainTextResponse(str(error) + "\n", status_code=400)
        except _Problem as problem:
            return PlainTextResponse(problem.message + "\n", status_code=problem.status)

    async def exports(request: Request) -> Response:
        folder = config.exports
        relative = request.path_params.get("path", "")
        if folder is None or not folder.is_dir():
            return PlainTextResponse("No export folder (run kg build first).\n", status_code=404)
        root = folder.resolve()
        target = (root / relative).resolve()
        if root != target and root not in target.parents:
            return PlainTextResponse("Not found.\n", status_code=404)
        if target.is_dir():
            names = sorted(p.name + ("/" if p.is_dir() else "") for p in target.iterdir() if not p.name.startswith("."))
            return JSONResponse({"files": names})
        if not target.is_file():
            return PlainTextResponse("Not found.\n", status_code=404)
        return FileResponse(target, media_type=_media_type_of(target))

    async def graph_page(request: Request) -> Response:
        if config.exports is not None and (config.exports / PAGE).is_file():
            return RedirectResponse(f"/exports/{PAGE}", status_code=307)
        return PlainTextResponse("No graph page in the export folder (run kg viz first).\n", status_code=404)

    routes = [
        Route("/", index, methods=["GET"]),
        Route("/sparql", sparql, methods=["GET", "POST"]),
        Route("/queries", list_queries, methods=["GET"]),
        Route("/queries/{name}", run_named_query, methods=["GET"]),
        Route("/exports", exports, methods=["GET"]),
        Route("/exports/{path:path}", exports, methods=["GET"]),
        Route("/graph", graph_page, methods=["GET"]),
    ]
    middleware = [
        Middleware(
            CORSMiddleware,
            allow_origins=["*"],
            allow_methods=["GET", "POST", "OPTIONS"],
            allow_headers=["*"],
            max_age=600,
        )
    ]
    app = Starlette(routes=routes, middleware=middleware)
    app.state.config = config
    return app


# --------------------------------------------------------------------------- protocol helpers


async def _read_request(request: Request, config: ServeConfig) -> tuple[dict[str, list[str]], str | None, str | None]:
    """The protocol parameters, and a query or update sent as the body."""
    params = parse_qs(request.url.query, keep_blank_values=True)
    if request.method != "POST":
        return params, None, None
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > config.max_body:
        raise _Problem(413, f"Request body larger than {config.max_body} bytes (the server's limit).")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > config.max_body:
            raise _Problem(413, f"Request body larger than {config.max_body} bytes (the server's limit).")
        chunks.append(chunk)
    body = b"".join(chunks)
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise _Problem(400, "The request body is not UTF-8.") from None
    if media == "application/x-www-form-urlencoded":
        for key, values in parse_qs(text, keep_blank_values=True).items():
            params.setdefault(key, []).extend(values)
        return params, None, None
    if media == "application/sparql-query":
        return params, text, None
    if media == "application/sparql-update":
        return params, None, text
    raise _Problem(
        415,
        "POST a form (application/x-www-form-urlencoded), or the query as application/sparql-query, "
        "or an update as application/sparql-update.",
    )


def _one(params: dict[str, list[str]], key: str) -> str | None:
    values = params.get(key)
    if not values:
        return None
    if len(values) > 1:
        raise _Problem(400, f"More than one {key} parameter.")
    return values[0]


def _accepted(request: Request) -> list[str]:
    """Media types of the Accept header, best first (stable for equal q)."""
    ranked = []
    for index, part in enumerate(request.headers.get("accept", "").split(",")):
        pieces = [p.strip() for p in part.split(";")]
        if not pieces[0]:
            continue
        q = 1.0
        for piece in pieces[1:]:
            if piece.startswith("q="):
                try:
                    q = float(piece[2:])
                except ValueError:
                    q = 0.0
        if q > 0:
            ranked.append((-q, index, pieces[0].lower()))
    return [media for _, _, media in sorted(ranked)]


def _prefers_html(request: Request) -> bool:
    accepted = _accepted(request)
    return bool(accepted) and accepted[0] in ("text/html", "application/xhtml+xml")


def _choose(request: Request, params: dict[str, list[str]], kind: str) -> str:
    """The format name for an answer of ``kind`` ("rows" or "graph")."""
    for key in ("format", "output", "results"):
        for value in params.get(key, []):
            value = value.strip().lower()
            if value in FORMAT_PARAM:
                rows, graph = FORMAT_PARAM[value]
                chosen = rows if kind == "rows" else graph
                if chosen:
                    return chosen
            table = RESULT_MEDIA if kind == "rows" else GRAPH_MEDIA
            if value in table:
                return table[value]
    table = RESULT_MEDIA if kind == "rows" else GRAPH_MEDIA
    for media in _accepted(request):
        if media in table:
            return table[media]
    return "json" if kind == "rows" else "turtle"


def _answer(result, request: Request, params: dict[str, list[str]]) -> Response:
    headers = {"X-Query-Seconds": f"{result.seconds:.4f}"}
    if result.limit is not None:  # a named query's row limit: say whether rows were left out
        headers["X-Result-Limit"] = str(result.limit)
        headers["X-Result-Truncated"] = "true" if result.truncated else "false"
    if result.kind == "graph":
        fmt = _choose(request, params, "graph")
        return Response(format_graph(result.triples, fmt), media_type=GRAPH_FORMATS[fmt][1], headers=headers)
    fmt = _choose(request, params, "rows")
    return Response(format_result(result, fmt), media_type=RESULT_FORMATS[fmt], headers=headers)


def _check_same_origin(request: Request, config: ServeConfig) -> None:
    """Refuse updates a web page on another site could send (CSRF, DNS rebinding)."""
    host = (request.headers.get("host") or "").lower()
    hostname = urlsplit("//" + host).hostname or ""
    allowed = _LOOPBACK | {config.host.lower()} | {h.lower() for h in config.extra_hosts}
    if hostname not in allowed and f"[{hostname}]" not in allowed:
        raise _Problem(403, f"Updates are accepted only on the host the server was started for, not {host!r}.")
    origin = request.headers.get("origin")
    if origin and origin != "null" and urlsplit(origin).netloc.lower() != host:
        raise _Problem(403, "Cross-origin updates are refused.")


def _service_description(request: Request, config: ServeConfig, store: ox.Store, params) -> Response:
    endpoint = URIRef(str(request.url.replace(query="")))
    graph = Graph()
    graph.bind("sd", SD)
    graph.bind("formats", FORMATS_NS)
    graph.bind("void", VOID)
    service = BNode()
    graph.add((service, RDF.type, SD.Service))
    graph.add((service, SD.endpoint, endpoint))
    graph.add((service, SD.supportedLanguage, SD.SPARQL11Query))
    if config.allow_update:
        graph.add((service, SD.supportedLanguage, SD.SPARQL11Update))
    for name in _SD_RESULT_FORMATS.values():
        graph.add((service, SD.resultFormat, name))
    graph.add((service, SD.feature, SD.EmptyGraphs))
    dataset, default = BNode(), BNode()
    graph.add((service, SD.defaultDataset, dataset))
    graph.add((dataset, RDF.type, SD.Dataset))
    graph.add((dataset, SD.defaultGraph, default))
    graph.add((default, RDF.type, SD.Graph))
    triples = sum(1 for _ in store.quads_for_pattern(None, None, None, ox.DefaultGraph()))
    graph.add((default, VOID.triples, Literal(triples)))
    fmt = _choose(request, params, "graph")
    rdflib_format = {"turtle": "turtle", "nt": "nt", "jsonld": "json-ld", "xml": "xml"}[fmt]
    return Response(graph.serialize(format=rdflib_format, encoding="utf-8"), media_type=GRAPH_FORMATS[fmt][1])


def _named_catalog() -> list[dict]:
    return [
        {
            "name": q.name,
            "title": q.title,
            "description": q.description,
            "params": [{"name": p.name, "type": p.type, "default": p.default, "description": p.description} for p in q.params],
            "text": q.text,
        }
        for q in sorted(named_queries().values(), key=lambda q: q.name)
    ]


_MEDIA_BY_SUFFIX = {
    ".ttl": "text/turtle; charset=utf-8",
    ".jsonld": "application/ld+json",
    ".nt": "application/n-triples",
    ".nq": "application/n-quads",
    ".rdf": "application/rdf+xml",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
    ".csv": "text/csv; charset=utf-8",
}


def _media_type_of(path: Path) -> str | None:
    return _MEDIA_BY_SUFFIX.get(path.suffix.lower())


# --------------------------------------------------------------------------- the page

_PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
    "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
}


def _web(name: str) -> str:
    return files("kg.data").joinpath("web", name).read_text(encoding="utf-8")


def page_html(config: ServeConfig | None = None) -> str:
    """The query page with its CSS, JS and the named queries inlined."""
    config = config or ServeConfig()
    exports = []
    if config.exports is not None and config.exports.is_dir():
        exports = sorted(p.name for p in config.exports.iterdir() if p.is_file() and not p.name.startswith("."))
    data = {"queries": _named_catalog(), "prefixes": PREFIXES, "exports": exports, "update": config.allow_update}
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return (
        _web("query.html")
        .replace("/*STYLE*/", _web("query.css"))
        .replace("/*SCRIPT*/", _web("query.js").replace("</script", "<\\/script"))
        .replace("/*DATA*/", payload)
    )


# --------------------------------------------------------------------------- running


def uvicorn_config(app, host: str = "127.0.0.1", port: int = 8000, log_level: str = "info"):
    import uvicorn

    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        h11_max_incomplete_event_size=64 * 1024,  # header size limit
        limit_concurrency=64,
        timeout_keep_alive=5,
        server_header=False,
    )


def serve(graph: Graph | ox.Store | StoreFolder, host: str = "127.0.0.1", port: int = 8000, config: ServeConfig | None = None, log_level: str = "info") -> None:
    """Serve the graph until interrupted (127.0.0.1 unless told otherwise)."""
    import uvicorn

    config = config or ServeConfig(host=host)
    uvicorn.Server(uvicorn_config(create_app(graph, config), host, port, log_level)).run()


class ServerThread:
    """Run the endpoint in a background thread (tests, notebooks)::

        with ServerThread(graph) as server:
            SPARQLWrapper(server.url + "/sparql")
    """

    def __init__(self, graph: Graph | ox.Store | StoreFolder, config: ServeConfig | None = None, host: str = "127.0.0.1", port: int = 0) -> None:
        import socket

        import uvicorn

        if port == 0:
            with socket.socket() as probe:
                probe.bind((host, 0))
                port = probe.getsockname()[1]
        self.host, self.port = host, port
        self.url = f"http://{host}:{port}"
        self.config = config or ServeConfig(host=host)
        self.server = uvicorn.Server(uvicorn_config(create_app(graph, self.config), host, port, "warning"))
        self.server.install_signal_handlers = lambda: None  # type: ignore[method-assign]
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> "ServerThread":
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError(f"the endpoint did not start on {self.url}")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


__all__ = ["ServeConfig", "ServerThread", "StoreFolder", "create_app", "page_html", "serve"]
