"""``kg load``: add listings or RDF files to an on-disk store, incrementally.

Each file's content hash is recorded in a named graph of the store (the load
ledger, outside the default graph that queries and exports see), so loading
the same content twice changes nothing, whatever the file is called.

The ledger keeps each listing's bytes too, and the triples the listings
made: new listings are resolved together with every listing loaded before
(in the order they were first loaded), and the triples that changed are
replaced, so the default graph is what ``kg build`` of all the listings
makes, plus the RDF files loaded. Each RDF file's triples are also kept in
the named graph of its content id: a triple that the listings no longer make
stays while a file asserts it.
"""

from __future__ import annotations

import base64
import gc
import gzip
import hashlib
import shutil
from dataclasses import dataclass
from datetime import datetime, timezone
from itertools import chain
from pathlib import Path
from typing import Annotated, Iterable

import pyoxigraph as ox
import typer

from ..errors import Codes, KGError
from ..read import listing_files
from ..records import ListingFile
from ..store import is_rdf_file, new_graph, oxigraph, rdf_ntriples, triple_count
from ..text import counted
from ..vocab import CNT, DCTERMS, KG, LOAD_LEDGER, LOADED_LISTINGS, PROV, RDF, XSD
from . import app
from .common import SHOWN_WARNINGS, ShowWarnings, UseCache, build_with_progress, print_diagnostics, say, warn_about_store

LEDGER, LISTINGS = ox.NamedNode(str(LOAD_LEDGER)), ox.NamedNode(str(LOADED_LISTINGS))
SOURCE, BYTES = ox.NamedNode(str(DCTERMS.source)), ox.NamedNode(str(CNT.bytes))
MEMBER = f"{RDF}_"  # rdf:_1, rdf:_2, ...: the ledger's entries in the order they were loaded
# The end of the line typing a paper, as the listings' N-Triples write it.
PAPER_TYPE = f" <{RDF.type}> <{KG.Paper}> .".encode()


def content_id(data: bytes) -> ox.NamedNode:
    return ox.NamedNode("urn:sha256:" + hashlib.sha256(data).hexdigest())


@dataclass
class Entry:
    """A file content the ledger records (or a new one to record)."""

    node: ox.NamedNode
    source: str
    data: bytes | None = None  # a listing's bytes (None for RDF files, and listings loaded by an earlier kg)
    position: int = 0  # in load order (0: loaded by an earlier kg, which kept none)
    rdf: bytes | None = None  # a new RDF file's bytes, as read for its content id (parsed from these, not kept)

    @property
    def is_rdf(self) -> bool:
        return is_rdf_file(self.source)


@app.command()
def load(
    files: Annotated[list[Path], typer.Argument(help="Listing files or folders of them, and RDF files (.ttl, .nt, .jsonld, ...).", show_default=False)],
    store: Annotated[Path, typer.Option(metavar="DIR", help="The Oxigraph store folder to add to (created if missing).")],
    show_warnings: ShowWarnings = SHOWN_WARNINGS,
    cache: UseCache = True,
) -> None:
    """Add listings or RDF files to a store; files already loaded are skipped.

    New listings are resolved together with every listing loaded before, so
    the store holds what kg build of them all would make (and the RDF files
    loaded); the listings loaded before come from the extraction cache, so a
    load reads and extracts only the new files. A changed listing replaces its
    earlier version; a changed RDF file adds its new triples but the old ones
    stay: rebuild the store for that.

    Example:

        kg load seeds/ extra.ttl --store kgstore
    """
    expanded: list[Path] = []
    for path in files:
        if path.is_file() and is_rdf_file(path):
            expanded.append(path)
        else:
            expanded.extend(Path(p) for p in listing_files([path]))
    created, loaded = not store.exists(), False
    graph = new_graph(store)  # a store that cannot be opened is kg.store's one-line error (E025)
    try:
        _load_into(graph, store, expanded, show_warnings, cache)
        loaded = True
    finally:  # release the store's lock now, not at the next garbage collection
        graph.close()
        del graph
        gc.collect()
        if created and not loaded:  # a first load that failed leaves no empty store behind
            shutil.rmtree(store, ignore_errors=True)


def _load_into(graph, store: Path, expanded: list[Path], show_warnings: int, cache: bool) -> None:
    ox_store = oxigraph(graph)
    before = triple_count(graph)
    ledger = _ledger(ox_store)
    new: list[Entry] = []
    skipped: list[Path] = []
    last = max((entry.position for entry in ledger.values()), default=0)
    for path in expanded:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise KGError(Codes.E004, path.as_posix(), reason=exc.strerror or str(exc)) from None
        node = content_id(data)
        if node in ledger or any(entry.node == node for entry in new):
            skipped.append(path)
            continue
        rdf = is_rdf_file(path)
        new.append(Entry(node, path.as_posix(), None if rdf else data, last + len(new) + 1, data if rdf else None))
    if new:
        _add(graph, store, ledger, new, show_warnings, cache)
    after = triple_count(graph)
    del ox_store
    for path in skipped:
        say(f"{path.as_posix()}: already in the store; skipped", err=True)
    change = f"+{counted(after - before, 'triple')}" if after >= before else f"-{counted(before - after, 'triple')}"
    say(f"Loaded {counted(len(new), 'file')} ({change}), skipped {len(skipped)} already loaded: {counted(after, 'triple')} in {store}")


def _add(graph, store: Path, ledger: dict[ox.NamedNode, Entry], new: list[Entry], show_warnings: int, cache: bool) -> None:
    """Add the new files in one transaction (:func:`_write`): a load killed at
    any point leaves the store as it was."""
    ox_store = oxigraph(graph)
    replaced = _replaced(ledger, new)
    # exact triples to delete: a DELETE WHERE before the insert takes Oxigraph 5 s more at 10k papers
    dropped = _lines(q for node in replaced for q in _records(ox_store, node))
    records = [triple for entry in new for triple in _entry_triples(entry)]
    added, removed = [], []
    listings = [entry for entry in new if not entry.is_rdf]
    if listings:
        snapshot = next(ox_store.quads_for_pattern(LISTINGS, BYTES, None, LEDGER), None)
        held = set(gzip.decompress(base64.b64decode(snapshot.object.value)).splitlines()) if snapshot else set()
        _warn_if_unresolvable(ox_store, store, held)
        kept = [entry for entry in ledger.values() if entry.data is not None and entry.node not in replaced]
        made = _resolve(sorted(kept + listings, key=lambda entry: entry.position), listings, show_warnings, cache)
        added = [line for line in made if line not in held]
        removed = [line for line in sorted(held.difference(made)) if not _asserted_by_a_file(ox_store, line)]
        dropped += _lines([snapshot]) if snapshot else []
        records.append(ox.Triple(LISTINGS, BYTES, _base64(gzip.compress(_joined(made), compresslevel=1, mtime=0))))
    rdf = [(entry.node, rdf_ntriples(entry.rdf, entry.source).decode()) for entry in new if entry.is_rdf]
    _write(ox_store, removed, dropped, added, rdf, records)


def _write(ox_store: ox.Store, removed: list[bytes], dropped: list[bytes], added: list[bytes],
           rdf: list[tuple[ox.NamedNode, str]], records: list[ox.Triple]) -> None:
    """Apply a load in one transaction: the N-Triples lines to remove and to add,
    the ledger's lines to drop and its new records, and each RDF file's triples,
    which go in the default graph and in the graph of the file's content id (the
    same blank nodes in both). With something to delete, one SPARQL Update
    request; with nothing (a first load), ``Store.extend`` of the quads: at 100k
    papers the update's text took 18.7 GB to parse."""
    if removed or dropped:
        in_both = "".join(f"{text} GRAPH {node} {{ {text} }}" for node, text in rdf)
        ox_store.update(
            f"DELETE DATA {{ {_text(removed)} GRAPH {LEDGER} {{ {_text(dropped)} }} }} ;\n"
            f"INSERT DATA {{ {_text(added)} {in_both} GRAPH {LEDGER} {{ {_text(_lines(records))} }} }}"
        )
    else:
        ox_store.extend(chain(
            ox.parse(input=_joined(added), format=ox.RdfFormat.N_TRIPLES),
            (quad for node, text in rdf for q in ox.parse(input=text, format=ox.RdfFormat.N_TRIPLES)
             for quad in (q, ox.Quad(q.subject, q.predicate, q.object, node))),
            (ox.Quad(t.subject, t.predicate, t.object, LEDGER) for t in records),
        ))
    ox_store.flush()


def _records(ox_store: ox.Store, node: ox.NamedNode) -> list[ox.Quad]:
    """What the ledger records of a file content: its triples and its place in the order."""
    return [*ox_store.quads_for_pattern(node, None, None, LEDGER), *ox_store.quads_for_pattern(None, None, node, LEDGER)]


def _ledger(ox_store: ox.Store) -> dict[ox.NamedNode, Entry]:
    """The file contents the store holds, by content id."""
    entries: dict[ox.NamedNode, Entry] = {}
    for quad in ox_store.quads_for_pattern(None, SOURCE, None, LEDGER):
        entries[quad.subject] = Entry(quad.subject, quad.object.value)
    for quad in ox_store.quads_for_pattern(None, BYTES, None, LEDGER):
        if quad.subject in entries:
            entries[quad.subject].data = base64.b64decode(quad.object.value)
    for quad in ox_store.quads_for_pattern(LEDGER, None, None, LEDGER):
        if quad.predicate.value.startswith(MEMBER) and quad.object in entries:
            entries[quad.object].position = int(quad.predicate.value[len(MEMBER):])
    return entries


def _replaced(ledger: dict[ox.NamedNode, Entry], new: list[Entry]) -> set[ox.NamedNode]:
    """The listings in the ledger that a new content of the same file replaces,
    in their place in the load order (warning about each changed file)."""
    replaced = set()
    for entry in new:
        earlier = [e for e in ledger.values() if e.source == entry.source]
        if not earlier:
            continue
        if entry.is_rdf or any(e.data is None for e in earlier):
            say(f"{entry.source}: warning: changed since it was loaded; its new triples are added, "
                "the old ones stay (rebuild the store to drop them)", err=True)
        else:
            say(f"{entry.source}: warning: changed since it was loaded; its new version replaces the old", err=True)
            replaced.update(e.node for e in earlier)
            entry.position = min(e.position for e in earlier)
    return replaced


def _resolve(every: list[Entry], new: list[Entry], show_warnings: int, cache: bool) -> list[bytes]:
    """The N-Triples lines of every listing of the store (``new`` among them)
    resolved together; only the new listings' warnings are shown (the others
    were shown when they were loaded)."""
    # only the lines are needed, not a graph of them
    result = build_with_progress([ListingFile(entry.source, entry.data) for entry in every], load=False, cache=cache)
    new_nodes = {entry.node for entry in new}
    names = {listing.path for entry, listing in zip(every, result.listings) if entry.node in new_nodes}
    print_diagnostics([d for d in result.diagnostics if d.file in names], show_warnings)
    return result.canonical


def _asserted_by_a_file(ox_store: ox.Store, line: bytes) -> bool:
    """Whether an RDF file loaded holds the triple (in its content id's graph)."""
    s, p, o, _ = next(iter(ox.parse(line, format=ox.RdfFormat.N_TRIPLES)))
    return any(quad.graph_name not in (ox.DefaultGraph(), LEDGER) for quad in ox_store.quads_for_pattern(s, p, o, None))


def _warn_if_unresolvable(ox_store: ox.Store, store: Path, held: set[bytes]) -> None:
    """Papers that neither the listings in the ledger nor an RDF file made
    came from listings whose bytes the ledger lacks (loaded by an earlier kg,
    or by ``kg build --store``): they cannot be resolved again with new ones."""
    papers = ox_store.quads_for_pattern(None, ox.NamedNode(str(RDF.type)), ox.NamedNode(str(KG.Paper)), ox.DefaultGraph())
    lines = (f"{quad.subject}".encode() + PAPER_TYPE for quad in papers)
    count = sum(1 for line in lines if line not in held and not _asserted_by_a_file(ox_store, line))
    if count:
        warn_about_store(store, Codes.W201, count=count)


def _entry_triples(entry: Entry) -> list[ox.Triple]:
    """The ledger's record of a new file."""
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    triples = [
        ox.Triple(LEDGER, ox.NamedNode(f"{MEMBER}{entry.position}"), entry.node),
        ox.Triple(entry.node, ox.NamedNode(str(RDF.type)), ox.NamedNode(str(PROV.Entity))),
        ox.Triple(entry.node, SOURCE, ox.Literal(entry.source)),
        ox.Triple(entry.node, ox.NamedNode(str(PROV.generatedAtTime)), ox.Literal(now, datatype=ox.NamedNode(str(XSD.dateTime)))),
    ]
    if entry.data is not None:
        triples.append(ox.Triple(entry.node, BYTES, _base64(entry.data)))
    return triples


def _base64(data: bytes) -> ox.Literal:
    return ox.Literal(base64.b64encode(data).decode("ascii"), datatype=ox.NamedNode(str(XSD.base64Binary)))


def _lines(triples: Iterable[ox.Triple | ox.Quad]) -> list[bytes]:
    """Triples (or quads, their graph left out) as N-Triples lines."""
    return [f"{t.subject} {t.predicate} {t.object} .".encode() for t in triples]


def _joined(lines: list[bytes]) -> bytes:
    return b"\n".join(lines) + b"\n" if lines else b""


def _text(lines: list[bytes]) -> str:
    return _joined(lines).decode()
