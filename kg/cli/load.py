"""``kg load``: add listings or RDF files to an on-disk store, incrementally.

Each file's content hash is recorded in a named graph of the store (the load
ledger, outside the default graph that queries and exports see), so loading
the same content twice changes nothing, whatever the file is called.
"""

from __future__ import annotations

import gc
import hashlib
from datetime import datetime, timezone
from itertools import chain
from pathlib import Path
from typing import Annotated

import pyoxigraph as ox
import typer

from ..errors import Codes, KGError
from ..read import listing_files
from ..store import is_rdf_file, load_rdf, new_graph, oxigraph, triple_count
from ..vocab import DCTERMS, LOAD_LEDGER, PROV, RDF, XSD
from ..text import counted
from . import app
from .common import SHOWN_WARNINGS, ShowWarnings, build_with_progress, print_diagnostics, say

LEDGER = ox.NamedNode(str(LOAD_LEDGER))


def content_id(data: bytes) -> ox.NamedNode:
    return ox.NamedNode("urn:sha256:" + hashlib.sha256(data).hexdigest())


@app.command()
def load(
    files: Annotated[list[Path], typer.Argument(help="Listing files or folders of them, and RDF files (.ttl, .nt, .jsonld, ...).", show_default=False)],
    store: Annotated[Path, typer.Option(metavar="DIR", help="The Oxigraph store folder to add to (created if missing).")],
    show_warnings: ShowWarnings = SHOWN_WARNINGS,
) -> None:
    """Add listings or RDF files to a store; files already loaded are skipped.

    Listings go through the whole pipeline (all new listings of one call
    together, so their people and organizations are resolved across them).
    Re-loading a changed file adds its new triples but does not remove the
    old ones: rebuild the store for that.

    Example:

        kg load seeds/ extra.ttl --store kgstore
    """
    expanded: list[Path] = []
    for path in files:
        if path.is_file() and is_rdf_file(path):
            expanded.append(path)
        else:
            expanded.extend(Path(p) for p in listing_files([path]))
    try:
        graph = new_graph(store)
    except OSError as exc:
        raise KGError(Codes.E025, store.as_posix(), reason=str(exc).splitlines()[0]) from None
    try:
        _load_into(graph, store, expanded, show_warnings)
    finally:  # release the store's lock now, not at the next garbage collection
        graph.close()
        del graph
        gc.collect()


def _load_into(graph, store: Path, expanded: list[Path], show_warnings: int) -> None:
    ox_store = oxigraph(graph)
    before = triple_count(graph)
    new_rdf, new_listings, records, skipped = [], [], [], []
    for path in expanded:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise KGError(Codes.E004, path.as_posix(), reason=exc.strerror or str(exc)) from None
        node = content_id(data)
        if next(ox_store.quads_for_pattern(node, None, None, LEDGER), None) is not None:
            skipped.append(path)
            continue
        _warn_if_changed(ox_store, path, node)
        records.append((node, path))
        (new_rdf if is_rdf_file(path) else new_listings).append(path)
    # Everything new is gathered in memory and written in one transaction, with
    # its ledger entries: a killed load leaves the store as it was.
    staging = new_graph()
    if new_listings:
        result = build_with_progress(new_listings)
        print_diagnostics(result.diagnostics, show_warnings)
        staging = result.graph
    for path in new_rdf:
        load_rdf(staging, path)
    now = ox.Literal(datetime.now(timezone.utc).isoformat(timespec="seconds"), datatype=ox.NamedNode(str(XSD.dateTime)))
    ledger = [
        quad
        for node, path in records
        for quad in (
            ox.Quad(node, ox.NamedNode(str(RDF.type)), ox.NamedNode(str(PROV.Entity)), LEDGER),
            ox.Quad(node, ox.NamedNode(str(DCTERMS.source)), ox.Literal(path.as_posix()), LEDGER),
            ox.Quad(node, ox.NamedNode(str(PROV.generatedAtTime)), now, LEDGER),
        )
    ]
    ox_store.extend(chain(oxigraph(staging).quads_for_pattern(None, None, None, ox.DefaultGraph()), ledger))
    ox_store.flush()
    after = triple_count(graph)
    del ox_store
    for path in skipped:
        say(f"{path.as_posix()}: already in the store; skipped", err=True)
    say(f"Loaded {counted(len(records), 'file')} (+{counted(after - before, 'triple')}), skipped {len(skipped)} already loaded: {counted(after, 'triple')} in {store}")


def _warn_if_changed(ox_store: ox.Store, path: Path, node: ox.NamedNode) -> None:
    source = ox.NamedNode(str(DCTERMS.source))
    for quad in ox_store.quads_for_pattern(None, source, ox.Literal(path.as_posix()), LEDGER):
        if quad.subject != node:
            say(
                f"{path.as_posix()}: warning: changed since it was loaded; its new triples are added, "
                "the old ones stay (rebuild the store to drop them)",
                err=True,
            )
            return
