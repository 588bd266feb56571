"""push: send the graph to a triple store over the SPARQL 1.1 Graph Store Protocol.

Works with any GSP endpoint (Oxigraph server ``/store``, Fuseki ``/ds/data``,
GraphDB ``/repositories/R/rdf-graphs/service``): ``replace`` PUTs the graph
(the target graph then holds exactly ours), otherwise it is POSTed (added).
The target is a named graph (``graph=IRI``) or the server's default graph.

>>> target_url("http://localhost:7878/store", "https://example.org/g")
'http://localhost:7878/store?graph=https%3A%2F%2Fexample.org%2Fg'
>>> target_url("http://localhost:7878/store", None)
'http://localhost:7878/store?default'
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode, urlsplit

import httpx
import pyoxigraph as ox
from rdflib import Graph

from .errors import Codes, KGError
from .store import oxigraph


@dataclass(frozen=True)
class PushResult:
    url: str
    triples: int
    replaced: bool
    status: int


def target_url(endpoint: str, graph: str | None) -> str:
    """The GSP request URL for a named graph, or for the default graph."""
    separator = "&" if urlsplit(endpoint).query else "?"
    return endpoint + separator + (urlencode({"graph": graph}) if graph else "default")


def push(
    source: Graph | ox.Store,
    endpoint: str,
    *,
    graph: str | None = None,
    replace: bool = False,
    auth: tuple[str, str] | None = None,
    timeout: float = 300.0,
    chunk: int = 1 << 20,
) -> PushResult:
    """Send the default graph of ``source`` to a Graph Store Protocol endpoint.

    The body is N-Triples, streamed in chunks. Raises :class:`KGError` with the
    server's own message when it refuses.
    """
    try:
        scheme = urlsplit(endpoint).scheme
    except ValueError as exc:
        raise KGError(Codes.E024, reason=f"{endpoint!r} is not a URL: {exc}") from None
    if scheme not in ("http", "https"):
        raise KGError(Codes.E024, reason=f"{endpoint!r} is not an http(s) URL")
    store = source if isinstance(source, ox.Store) else oxigraph(source)
    count = sum(1 for _ in store.quads_for_pattern(None, None, None, ox.DefaultGraph()))

    def body():
        buffer: list[bytes] = []
        size = 0
        for quad in store.quads_for_pattern(None, None, None, ox.DefaultGraph()):
            line = f"{quad.subject} {quad.predicate} {quad.object} .\n".encode()
            buffer.append(line)
            size += len(line)
            if size >= chunk:
                yield b"".join(buffer)
                buffer, size = [], 0
        if buffer:
            yield b"".join(buffer)

    url = target_url(endpoint, graph)
    try:
        with httpx.Client(timeout=timeout, auth=auth, follow_redirects=False) as client:
            response = client.request(
                "PUT" if replace else "POST",
                url,
                content=body(),
                headers={"Content-Type": "application/n-triples"},
            )
    except httpx.HTTPError as exc:
        raise KGError(Codes.E024, reason=f"{url}: {exc}") from None
    if response.status_code >= 300:
        message = " ".join(response.text.split())[:300] or response.reason_phrase
        raise KGError(Codes.E024, reason=f"{url}: HTTP {response.status_code}: {message}")
    return PushResult(url, count, replace, response.status_code)


__all__ = ["PushResult", "push", "target_url"]
