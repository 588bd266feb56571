"""``kg serve``: a SPARQL 1.1 Protocol endpoint and query page over the graph."""

from __future__ import annotations

import errno
import socket
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import Codes, KGError
from ..serve import ServeConfig, StoreFolder, serve as run_server
from ..store import oxigraph, triple_count
from ..text import counted
from . import app
from .common import EXPORTS, in_range, open_graph, say


@app.command()
def serve(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Serve this Oxigraph store folder.")] = None,
    host: Annotated[str, typer.Option(metavar="ADDRESS", help="Address to listen on (loopback unless told otherwise).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(metavar="N", callback=in_range(0, 65535), help="Port to listen on (0: any free one).")] = 8000,
    allow_update: Annotated[
        bool,
        typer.Option(
            "--allow-update",
            help="Accept SPARQL Update (refused by default). Updates change the graph in memory, lost on exit, unless --store is given.",
        ),
    ] = False,
    timeout: Annotated[float, typer.Option(metavar="SECONDS", callback=in_range(0, above=True), help="Seconds a query may run.")] = 30.0,
    max_results: Annotated[int, typer.Option(metavar="N", callback=in_range(1), help="Most rows (or triples) an answer may have.")] = 100_000,
    max_body: Annotated[int, typer.Option(metavar="BYTES", callback=in_range(1), help="Largest request body, in bytes.")] = 1_000_000,
    exports: Annotated[Path, typer.Option(metavar="DIR", help="Folder served at /exports (and its graph.html at /graph).")] = EXPORTS,
) -> None:
    """Serve the graph: SPARQL at /sparql, a query page at /, exports at /exports.

    Point SPARQLWrapper, YASGUI or any SPARQL client at http://HOST:PORT/sparql.

    Example:

        kg serve exports/graph.ttl --port 8000
    """
    port = _free_port(host, port)
    graph = open_graph(sources or [], store, writable=allow_update)  # read-only: kg query can share the store
    config = ServeConfig(
        allow_update=allow_update, timeout=timeout, max_results=max_results, max_body=max_body, exports=exports, host=host
    )
    where = f"http://{host if ':' not in host else f'[{host}]'}:{port}"
    mode = "read-write" if allow_update else "read-only"
    say(f"Serving {counted(triple_count(graph), 'triple')} ({mode}): query page {where}/  SPARQL {where}/sparql")
    # a store folder served read-only is opened again when kg load writes to it
    served = StoreFolder(store, oxigraph(graph)) if store is not None and not sources and not allow_update else graph
    run_server(served, host=host, port=port, config=config, log_level="warning")


def _free_port(host: str, port: int) -> int:
    """The port to listen on (for 0, one the system picks), found free by
    binding it as uvicorn will, so that a busy port is one error line before
    anything is announced. The probe lets the port go again for the server: in
    the moment between, another program could take it (uvicorn then says so)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn: a port in TIME_WAIT is free
        try:
            probe.bind((host, port))
        except OSError as exc:
            in_use = exc.errno == errno.EADDRINUSE
            reason = f"port {port} is in use; choose another with --port" if in_use else exc.strerror or str(exc)
            raise KGError(Codes.E026, address=f"{host}:{port}", reason=reason) from None
        return probe.getsockname()[1]
