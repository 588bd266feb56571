"""The Python API: the whole pipeline behind one call.

>>> import kg
>>> graph = kg.build(["seeds/"])                        # doctest: +SKIP
>>> len(graph) > 0                                      # doctest: +SKIP
True
"""

from __future__ import annotations

import os
import queue
import time
from concurrent.futures import Future
from dataclasses import dataclass, field
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from rdflib import Graph

from .cache import ExtractionCache
from .entities import Corpus, PaperFacts
from .errors import Diagnostic, in_file_order
from .export import BUILD_EXPORTS, PAGE, FileSet, in_canonical_order, write_formats
from .extract import extract
from .map import ntriples_chunks
from .read import listing_file, listing_files, read_bytes, read_listing
from .records import Listing, ListingFile
from .resolve import resolve
from .resolve.overrides import Overrides, load_overrides
from .runtime import collector_paused, in_background
from .store import is_rdf_file, load_ntriples, load_rdf, loaded, new_graph, persist
from .validate import ValidationReport, validate

#: The stages of a build, in order (names used by progress bars and benchmarks).
#: "store" maps the corpus to N-Triples lines, handed to the store's load as
#: they are made, and sorts them when the build keeps them for the exports;
#: the load goes on after it, and its own end is timed as "load".
STAGES = ("read", "extract", "resolve", "store")

#: The build's page draws at most this many nodes, the most connected: a browser
#: stays responsive (a 5,000-node page takes ~2 s to draw), and ``kg viz`` draws
#: any part of the graph, or all of it, on request.
PAGE_MAX_NODES = 2000

PathLike = str | os.PathLike[str]


@dataclass
class BuildResult:
    """What a build made: the graph and everything needed to report on it."""

    #: The graph, once the store has loaded it all (see :attr:`graph`).
    loading: Future[Graph]
    corpus: Corpus
    listings: list[Listing] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    #: The graph as sorted N-Triples lines, which every export is written from
    #: (see :func:`make_exports`); None when the graph holds more than the
    #: listings made (RDF files added, or a store folder with triples of its own).
    canonical: list[bytes] | None = None

    @property
    def graph(self) -> Graph:
        """The graph, waiting for the store to hold it all: :func:`run` may return
        while the store is still loading, so that the exports can be written
        from :attr:`canonical` meanwhile. Raises the load's error, if any."""
        return self.loading.result()

    @property
    def diagnostics(self) -> list[Diagnostic]:
        """Every warning of the build, reader's and resolver's, in file order."""
        found = [d for listing in self.listings for d in listing.diagnostics]
        with collector_paused():  # the sort keys would set off full collections over the whole build
            return sorted(found + self.corpus.diagnostics, key=in_file_order)


def run(
    paths: Sequence[PathLike | Listing],
    *,
    store: PathLike | None = None,
    overrides: Overrides | None = None,
    workers: int | None = None,
    on_stage: Callable[[str], None] | None = None,
    load: bool = True,
    cache: ExtractionCache | None = None,
) -> BuildResult:
    """Run the pipeline over listing files (and add any RDF files named).

    ``paths`` may hold listings already read (:func:`kg.read.read_bytes`), or
    listing files' bytes (:class:`~kg.records.ListingFile`), too: they go
    first, in their order, then the files named. With a ``cache``, listing
    files it holds are neither read nor extracted again, and those it lacks
    are added to it.
    ``on_stage(name)`` is called as each stage starts, for progress display.
    The store may still be loading when this returns (:attr:`BuildResult.graph`
    waits for it); then ``timings["load"]``, the store stage until the load
    ended, is added when it ends.
    ``load=False`` is for a caller that needs only :attr:`BuildResult.canonical`
    (listings alone: no RDF files, no store): the graph is not loaded, and
    :attr:`BuildResult.loading` is a done future of an empty graph.
    """
    timings: dict[str, float] = {}

    def stage(name: str, work: Callable[[], object]):
        if on_stage:
            on_stage(name)
        return _timed(timings, name, work)

    with collector_paused():
        given = [p for p in paths if isinstance(p, (Listing, ListingFile))]
        named = [Path(p) for p in paths if not isinstance(p, (Listing, ListingFile))]
        rdf_files = [p for p in named if p.is_file() and is_rdf_file(p)]
        listing_paths = [p for p in named if p not in rdf_files]
        if not load and (rdf_files or store is not None):
            raise ValueError("load=False is for listings alone: no RDF files, no store")
        read = stage("read", lambda: _read(given + (listing_files(listing_paths) if listing_paths else []), cache))
        listings, facts = stage("extract", lambda: _extracted(read, cache, workers))
        corpus = stage("resolve", partial(resolve, facts, overrides))
        del facts  # the corpus keeps what it needs of them
        graph = new_graph()
        # the exports are written from the mapped lines when they are the whole graph
        canonical: list[bytes] | None = [] if not rdf_files and store is None else None

        def fill() -> Future[Graph]:
            if not load:  # the lines alone: no store to fill
                for chunk in ntriples_chunks(corpus):
                    canonical.extend(chunk)
                in_canonical_order(canonical)
                return loaded(graph)
            # the store loads in threads of its own while the corpus is mapped, and after
            started = time.perf_counter()
            # mapped chunks wait for the load in a queue, unbounded when their
            # lines are kept anyway: then mapping never waits for the store
            handover: queue.Queue[list[bytes] | None] = queue.Queue(maxsize=0 if canonical is not None else 8)
            try:
                loading = _timed_load(load_ntriples(graph, _joined(iter(handover.get, None))), timings, started)
                for chunk in ntriples_chunks(corpus):
                    if canonical is not None:
                        canonical.extend(chunk)
                    handover.put(chunk)
            finally:
                handover.put(None)  # the load ends with what it was given, whatever happens here
            if canonical is not None:
                in_canonical_order(canonical)
                return loading  # the exports need only the lines: no waiting for the store
            loading.result()
            for rdf_file in rdf_files:
                load_rdf(graph, rdf_file)
            # a store folder gets everything in one transaction, never a part
            return loaded(persist(graph, store) if store is not None else graph)

        loading = stage("store", fill)
    return BuildResult(loading=loading, corpus=corpus, listings=listings, timings=timings, canonical=canonical)


@dataclass
class Exports:
    """What :func:`make_exports` made: the files, and the graph's SHACL report."""

    paths: list[Path]
    report: ValidationReport | None  # None when the graph was not checked
    page_nodes: tuple[int, int] | None = None  # (drawn, in the graph) when a page was made


def make_exports(
    graph: Graph | Future[Graph],
    out: PathLike,
    into: FileSet,
    *,
    check: bool = True,
    page: bool = True,
    timings: dict[str, float] | None = None,
    canonical: list[bytes] | None = None,
    release_lines: bool = False,
) -> Exports:
    """Write the exports of a built graph (and its page) for the folder ``out``
    into ``into``, where they stay until it is committed; validate the graph
    meanwhile when ``check`` is set. Needs only the graph: a caller done with
    the rest of its :class:`BuildResult` can let it go first (at 100k papers
    the records and entities are a third of the memory).

    Validation runs in a thread beside the serializers: Oxigraph evaluates
    the shape queries without holding the GIL, so the two overlap (and a
    graph that fails validation has still been exported to temporary files,
    which ``into`` discards). Adds "export" and "validate" (each its own wall
    time) to ``timings`` when given. The page shows the :data:`PAGE_MAX_NODES`
    most connected nodes. ``canonical`` is the graph's sorted N-Triples lines
    when the caller has them (:attr:`BuildResult.canonical`): then the graph
    is not dumped and sorted again; ``release_lines`` empties that list once
    the formats are written, for a caller with no other use for it (validation
    may run long after, and at 100k papers the lines take 1.4 GB). ``graph``
    may be a graph still loading
    (:attr:`BuildResult.loading`): the formats are then written from
    ``canonical`` meanwhile, and the load's error, if any, is raised.
    """
    out, timings = Path(out), timings if timings is not None else {}
    paths = [out / name for name in BUILD_EXPORTS.values()]
    with collector_paused():
        report = in_background(lambda: _timed(timings, "validate", validate, _waited(graph))) if check else None
        start = time.perf_counter()
        write_formats(graph, {out / name: fmt for fmt, name in BUILD_EXPORTS.items()}, into, canonical)
        if canonical is not None and release_lines:
            canonical.clear()  # written: the lines go back before validation ends
        drawn = None
        if page:
            from .viz import render  # imported here: pyvis and networkx only when a page is made

            drawn = render(_waited(graph), max_nodes=PAGE_MAX_NODES)
            into.write(out / PAGE, drawn.html.encode("utf-8"))
            paths.append(out / PAGE)
        timings["export"] = time.perf_counter() - start
        _waited(graph)  # a load that failed fails the build, even when nothing else needed the store
        return Exports(paths, report.result() if report else None, (drawn.nodes, drawn.total) if drawn else None)


#: A listing read, the facts of its papers when the cache held them, and the
#: file to cache them under (None for a listing given already read).
_Read = tuple[Listing, list[PaperFacts] | None, ListingFile | None]


def _read(sources: Sequence[Listing | ListingFile | Path], cache: ExtractionCache | None) -> list[_Read]:
    """Every listing, from the cache where it holds the file."""
    read: list[_Read] = []
    for source in sources:
        if isinstance(source, Listing):
            read.append((source, None, None))
            continue
        file = source if isinstance(source, ListingFile) else listing_file(source)
        kept = cache.get(file) if cache is not None else None
        read.append((*kept, None) if kept else (read_bytes(file.data, file.path), None, file))
    return read


def _extracted(read: list[_Read], cache: ExtractionCache | None, workers: int | None) -> tuple[list[Listing], list[PaperFacts]]:
    """The listings and the facts of all their papers, in order: those the
    cache lacked are extracted together (in parallel when they are many),
    then cached."""
    missing = [paper for listing, kept, _ in read if kept is None for paper in listing.papers]
    new = iter(extract(missing, workers=workers) if missing else [])  # all cached: spaCy is not even loaded
    facts: list[PaperFacts] = []
    for listing, kept, file in read:
        if kept is None:
            kept = list(islice(new, len(listing.papers)))
            if cache is not None and file is not None:
                cache.put(file, listing, kept)
        facts += kept
    if cache is not None and any(kept is None for _, kept, _ in read):
        cache.tidy()
    return [listing for listing, _, _ in read], facts


def _timed_load(loading: Future[Graph], timings: dict[str, float], started: float) -> Future[Graph]:
    """``loading``, passed on once ``timings["load"]`` holds the seconds since
    ``started``: whoever waits for the graph finds its load timed."""
    timed: Future[Graph] = Future()

    def finish(done: Future[Graph]) -> None:
        timings["load"] = time.perf_counter() - started
        if done.exception() is not None:
            timed.set_exception(done.exception())
        else:
            timed.set_result(done.result())

    loading.add_done_callback(finish)
    return timed


def _joined(chunks: Iterable[list[bytes]]) -> Iterator[bytes]:
    """N-Triples blocks of chunks of lines (joined as the load takes them)."""
    for chunk in chunks:
        yield b"\n".join(chunk) + b"\n"


def _waited(graph: Graph | Future[Graph]) -> Graph:
    """The graph, once its load has ended (a graph given as such has)."""
    return graph.result() if isinstance(graph, Future) else graph


def _timed(timings: dict[str, float], name: str, work: Callable, *args):
    """``work(*args)``, its wall time recorded as ``timings[name]``."""
    start = time.perf_counter()
    try:
        return work(*args)
    finally:
        timings[name] = time.perf_counter() - start


def build(
    paths: Iterable[PathLike] | PathLike,
    *,
    store: PathLike | None = None,
    aliases: PathLike | None = None,
    ror: PathLike | None = None,
) -> Graph:
    """Build the knowledge graph of listing files or folders of them.

    ``store`` keeps the graph on disk in that folder (in memory otherwise);
    ``aliases`` is an alias file that merges or splits names, ``ror`` a ROR
    data dump to link organizations to.
    """
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    overrides = load_overrides(aliases, ror) if aliases or ror else None
    return run(list(paths), store=store, overrides=overrides).graph


__all__ = ["BUILD_EXPORTS", "BuildResult", "Exports", "PAGE", "STAGES", "build", "make_exports", "read_listing", "run"]
