"""store: an rdflib ``Graph`` backed by an embedded Oxigraph store.

rdflib stays the API users see; queries, bulk loading and serialization go
through Oxigraph underneath. In memory by default, on disk with a folder.

>>> graph = new_graph()
>>> len(graph)
0
"""

from __future__ import annotations

import contextlib
import io
import os
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Iterable

import pyoxigraph as ox
from oxrdflib import OxigraphStore
from rdflib import Graph
from rdflib.graph import DATASET_DEFAULT_GRAPH_ID

from .errors import Codes, KGError
from .vocab import PREFIXES

#: File name suffix -> RDF format, for loading and exporting by name.
RDF_FORMATS: dict[str, ox.RdfFormat] = {
    "ttl": ox.RdfFormat.TURTLE,
    "nt": ox.RdfFormat.N_TRIPLES,
    "nq": ox.RdfFormat.N_QUADS,
    "trig": ox.RdfFormat.TRIG,
    "xml": ox.RdfFormat.RDF_XML,
    "rdf": ox.RdfFormat.RDF_XML,
    "owl": ox.RdfFormat.RDF_XML,
    "jsonld": ox.RdfFormat.JSON_LD,
    "json": ox.RdfFormat.JSON_LD,
    "n3": ox.RdfFormat.N3,
}


#: The stores opened on disk: writes to them are transactions (see :func:`add_all`).
_ON_DISK: "weakref.WeakSet[OxigraphStore]" = weakref.WeakSet()


def new_graph(path: str | os.PathLike[str] | None = None, *, read_only: bool = False) -> Graph:
    """An empty (or, for an existing folder, the stored) graph on Oxigraph.

    ``read_only`` opens the store of an existing folder for reading only
    (no folder is made): readers share a store, also with the one writer
    that may hold it meanwhile.
    """
    store = _open(Path(path), read_only) if path is not None else ox.Store()
    wrapper = OxigraphStore(store=store)
    if path is not None and not read_only:
        _ON_DISK.add(wrapper)
    graph = Graph(store=wrapper, identifier=DATASET_DEFAULT_GRAPH_ID)
    for prefix, namespace in PREFIXES.items():
        graph.bind(prefix, namespace)
    return graph


def _open(path: Path, read_only: bool = False) -> ox.Store:
    """The store in folder ``path`` (made, with its parents, if missing, unless
    ``read_only``); one-line errors."""
    try:
        if read_only:
            return ox.Store.read_only(str(path))
        path.mkdir(parents=True, exist_ok=True)
        return ox.Store(str(path))
    except OSError as exc:
        raise KGError(Codes.E025, path.as_posix(), reason=_open_failure(path, exc)) from None


def _open_failure(path: Path, exc: OSError) -> str:
    """Why a store folder could not be opened, in the user's terms."""
    if path.exists() and not path.is_dir():
        return "it is a file, not a folder (a store is a folder of its own)"
    reason = (str(exc).splitlines() or [type(exc).__name__])[0]
    if "lock" in reason.casefold():  # RocksDB's "While lock file: …/LOCK: Resource temporarily unavailable"
        return f"another process has it open for writing (kg load, or kg serve --allow-update); stop it first ({reason})"
    return reason


def oxigraph(graph: Graph) -> ox.Store:
    """The Oxigraph store under ``graph`` (for bulk work and fast queries)."""
    store = graph.store
    if not isinstance(store, OxigraphStore):
        raise TypeError("the graph is not on an Oxigraph store; make it with kg.store.new_graph()")
    return store._inner


def triple_count(graph: Graph) -> int:
    """The triples in the graph's default graph, counted by Oxigraph.

    ``len(graph)`` asks oxrdflib, which counts distinct triples over every
    graph of the store: 15 s at 100k papers, against about 1 s here.

    >>> triple_count(new_graph())
    0
    """
    answer = oxigraph(graph).query("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
    return int(next(answer)["n"].value)


def on_disk(graph: Graph) -> bool:
    """Whether the graph's store is a folder on disk (made by ``new_graph(path)``)."""
    return graph.store in _ON_DISK


def add_all(graph: Graph, triples: Iterable[ox.Triple]) -> None:
    """Add triples to the default graph in bulk.

    On disk, in one transaction (``Store.extend``): a process killed while
    writing leaves the store as it was, never with part of the triples.
    ``bulk_extend`` (used in memory) is faster but commits in pieces.
    """
    default = ox.DefaultGraph()
    _add_quads(graph, (ox.Quad(t.subject, t.predicate, t.object, default) for t in triples))


def _add_quads(graph: Graph, quads: Iterable[ox.Quad]) -> None:
    store = oxigraph(graph)
    if on_disk(graph):
        store.extend(quads)
        store.flush()
    else:
        store.bulk_extend(quads)


def add_ntriples(graph: Graph, blocks: Iterable[bytes]) -> None:
    """Add N-Triples, given as blocks of whole lines, to the default graph in
    bulk (on disk in one transaction, as :func:`add_all`). The blocks are
    streamed, never joined into one copy."""
    load_ntriples(graph, blocks).result()


def load_ntriples(graph: Graph, blocks: Iterable[bytes]) -> Future[Graph]:
    """Start adding N-Triples blocks as :func:`add_ntriples` does, and return
    at once a future that completes (with the graph) when the store holds
    them all, or raises the load's error (or the error ``blocks`` raised).

    ``blocks`` is iterated in a thread of the load's own, to its end even
    when the load fails, so a caller that makes the blocks as it goes can
    hand them over through a queue (and, when the queue is unbounded, never
    wait for the store). In memory, Oxigraph reads them from a pipe, with no
    Python object between, so it parses and indexes without waiting for the
    GIL (a Python file object would take the GIL for every 2 KB it reads).
    """
    store = oxigraph(graph)
    if not on_disk(graph) and _PIPES:
        return _bulk_load_piped(store, blocks, graph)
    threads = ThreadPoolExecutor(1, thread_name_prefix="kg-load")
    loading = threads.submit(_load_blocks, graph, blocks)
    threads.shutdown(wait=False)  # the thread ends with the load
    return loading


def _load_blocks(graph: Graph, blocks: Iterable[bytes]) -> Graph:
    blocks = iter(blocks)
    try:
        _load(graph, BlockReader(blocks), format=ox.RdfFormat.N_TRIPLES)
    except BaseException:
        with contextlib.suppress(Exception):  # the load's error is the one to report
            for _ in blocks:  # taken to the end, as the pipe's feeder does
                pass
        raise
    return graph


def loaded(graph: Graph) -> Future[Graph]:
    """A future already done with ``graph``: a load that has ended."""
    done: Future[Graph] = Future()
    done.set_result(graph)
    return done


#: Whether a pipe can be opened by path (Linux, macOS, the BSDs; not Windows).
_PIPES = os.path.isdir("/dev/fd")
#: The pipe's buffer where it can be set (Linux): with the default 64 KB, the
#: two ends take turns every 64 KB, and the switching costs more than the copy.
_PIPE_BYTES = 1 << 20


def _bulk_load_piped(store: ox.Store, blocks: Iterable[bytes], graph: Graph) -> Future[Graph]:
    """``store.bulk_load`` from a pipe that one thread fills with ``blocks``
    while another loads; the future completes with the load."""
    import fcntl  # where pipes open by path, this is a POSIX system

    read_end, write_end = os.pipe()
    with contextlib.suppress(AttributeError, OSError):  # a larger buffer where the system allows it (Linux)
        fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, _PIPE_BYTES)

    def feed() -> None:
        with open(write_end, "wb") as pipe:
            broken = False
            for block in blocks:  # taken to the end, so that a caller handing blocks over never waits forever
                if not broken:
                    try:
                        pipe.write(block)
                    except BrokenPipeError:
                        broken = True  # the load failed: its own error is the one to report
            with contextlib.suppress(BrokenPipeError):
                pipe.close()

    def load() -> Graph:
        try:
            store.bulk_load(path=f"/dev/fd/{read_end}", format=ox.RdfFormat.N_TRIPLES)
        finally:
            os.close(read_end)  # a load that failed ends the writes to the pipe
        feeding.result()  # a feeder that failed closed the pipe early: its error, not a short graph
        return graph

    threads = ThreadPoolExecutor(2, thread_name_prefix="kg-load")
    feeding = threads.submit(feed)
    loading = threads.submit(load)
    threads.shutdown(wait=False)  # the threads end with the load
    return loading


class BlockReader(io.RawIOBase):
    """A read-only binary file over an iterable of byte blocks."""

    def __init__(self, blocks: Iterable[bytes]) -> None:
        self._blocks = iter(blocks)
        self._pending = memoryview(b"")

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        while not self._pending:
            block = next(self._blocks, None)
            if block is None:
                return 0
            self._pending = memoryview(block)
        size = min(len(buffer), len(self._pending))
        buffer[:size] = self._pending[:size]
        self._pending = self._pending[size:]
        return size


def persist(graph: Graph, path: str | os.PathLike[str]) -> Graph:
    """Add the default graph of ``graph`` to the store folder ``path`` in one transaction.

    A process killed meanwhile leaves the folder holding its old triples or
    the old and all the new ones, never a part. Returns the graph on disk.
    """
    disk = new_graph(path)
    _add_quads(disk, oxigraph(graph).quads_for_pattern(None, None, None, ox.DefaultGraph()))
    return disk


def load_rdf(graph: Graph, path: str | os.PathLike[str]) -> None:
    """Add an RDF file to the graph; its format is taken from its suffix."""
    rdf_format, base = rdf_format_of(path), Path(path).resolve().as_uri()
    with _read_errors(path):
        if rdf_format.supports_datasets:  # quads: moved into the default graph, one by one
            with open(path, "rb") as source:
                _add_quads(graph, _in_default_graph(ox.parse(source, format=rdf_format, base_iri=base)))
        else:  # triples: Oxigraph reads the file itself (at 100k papers, 23 s against 34 s)
            _load(graph, path=os.fspath(path), format=rdf_format, base_iri=base, to_graph=ox.DefaultGraph())


def rdf_ntriples(data: bytes, path: str | os.PathLike[str]) -> bytes:
    """The triples of an RDF file's content ``data`` (a dataset's in whichever
    graph) as N-Triples; the format is taken from the suffix of ``path``, as
    :func:`load_rdf` does, and relative IRIs are resolved against it."""
    rdf_format, base = rdf_format_of(path), Path(path).resolve().as_uri()
    with _read_errors(path):
        quads = ox.parse(data, format=rdf_format, base_iri=base, rename_blank_nodes=True)  # apart from other files'
        return ox.serialize((quad.triple for quad in quads), format=ox.RdfFormat.N_TRIPLES) or b""


@contextlib.contextmanager
def _read_errors(path: str | os.PathLike[str]):
    """An RDF file that cannot be read or parsed, as kg's one-line errors."""
    name = Path(path).as_posix()
    try:
        yield
    except SyntaxError as exc:
        raise KGError(Codes.E007, name, reason=str(exc).splitlines()[0]) from None
    except OSError as exc:
        raise KGError(Codes.E004, name, reason=exc.strerror or str(exc)) from None


def _load(graph: Graph, source=None, **options) -> None:
    """Oxigraph parses ``source`` (or ``path=``) into the store: on disk in one
    transaction (``Store.load``), in memory in bulk, as :func:`add_all` does."""
    store = oxigraph(graph)
    if on_disk(graph):
        store.load(source, **options)
        store.flush()
    else:
        store.bulk_load(source, **options)


def rdf_format_of(path: str | os.PathLike[str]) -> ox.RdfFormat:
    suffix = Path(path).suffix.lstrip(".").lower()
    if suffix not in RDF_FORMATS:
        raise KGError(Codes.E008, Path(path).as_posix(), name=suffix, choices=", ".join(RDF_FORMATS))
    return RDF_FORMATS[suffix]


def is_rdf_file(path: str | os.PathLike[str]) -> bool:
    return Path(path).suffix.lstrip(".").lower() in RDF_FORMATS


def _in_default_graph(quads: Iterable[ox.Quad]) -> Iterable[ox.Quad]:
    default = ox.DefaultGraph()
    return (ox.Quad(q.subject, q.predicate, q.object, default) for q in quads)
