"""kg load across calls: the store holds what one build of every listing loaded
makes (plus the RDF files loaded), whatever the calls they were loaded in."""

from __future__ import annotations

import gc
from pathlib import Path

import pyoxigraph as ox
import pytest

import kg.cli.load as load_command
from kg.api import run
from kg.cli import main
from kg.store import new_graph, oxigraph
from kg.validate import validate
from kg.vocab import DCTERMS, LOAD_LEDGER, RDFS

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "seeds" / "icml-2026.txt"
KDD = ROOT / "eval" / "listings" / "kdd-2024.txt"
DAC = ROOT / "eval" / "listings" / "dac-2024.txt"
# In the seed's graph alone; gone from the graph of the seed and DAC, which writes the lab's
# name with a straight apostrophe more often.
NOAH = f'<https://w3id.org/paper-kg/id/org/huawei-noahs-ark-lab> <{RDFS.label}> "Huawei Noah’s Ark Lab"@en .'.encode()
EXTRA = b'<https://example.org/a> <https://example.org/b> [ <https://example.org/c> 1 ] .\n'


def kg(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def built(*paths: Path) -> set[bytes]:
    return set(run(list(paths)).canonical)


def quads(store: Path, graph: ox.NamedNode | ox.DefaultGraph | None = None) -> set[bytes]:
    """The store's quads as N-Quads lines, or one graph's triples as N-Triples lines."""
    opened = new_graph(store)
    try:
        options = {"format": ox.RdfFormat.N_QUADS} if graph is None else {"format": ox.RdfFormat.N_TRIPLES, "from_graph": graph}
        return set((oxigraph(opened).dump(**options) or b"").splitlines())
    finally:
        opened.close()
        del opened
        gc.collect()


def default_graph(store: Path) -> set[bytes]:
    return quads(store, ox.DefaultGraph())


@pytest.fixture(scope="module")
def both() -> set[bytes]:
    return built(SEED, KDD)


def test_listings_loaded_in_two_calls_make_the_graph_of_one_build(capsys, tmp_path, both):
    store = tmp_path / "store"
    assert kg(capsys, "load", SEED, "--store", store)[0] == 0
    code, out, err = kg(capsys, "load", KDD, "--store", store)
    assert code == 0 and "Loaded 1 file " in out
    assert "icml-2026.txt" not in err  # the seed's warnings were shown when it was loaded
    assert default_graph(store) == both  # one Tencent, one source line a label's evidence, people merged
    graph = new_graph(store)
    try:
        assert validate(graph).conforms
    finally:
        graph.close()
        del graph
        gc.collect()


def test_a_first_load_of_an_rdf_file_and_a_listing_keeps_one_blank_node_in_both_graphs(capsys, tmp_path):
    # one update request adds both files: the file's blank node is the same node in its graph and the default graph
    rdf = tmp_path / "extra.ttl"
    rdf.write_bytes(EXTRA)
    store = tmp_path / "store"
    assert kg(capsys, "load", rdf, SEED, "--store", store)[0] == 0
    assert {line for line in default_graph(store) if b"example.org" not in line} == built(SEED)
    opened = new_graph(store)
    try:
        same = "ASK { <https://example.org/a> <https://example.org/b> ?x . GRAPH ?file { <https://example.org/a> <https://example.org/b> ?x } }"
        assert oxigraph(opened).query(same)
        [(position,)] = oxigraph(opened).query(f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{LOAD_LEDGER}> {{ ?s ?p ?o }} }}")
        assert int(position.value) > 2  # the ledger records both files in the same load
    finally:
        opened.close()
        del opened
        gc.collect()


def test_loading_the_same_files_again_changes_nothing(capsys, tmp_path):
    store = tmp_path / "store"
    kg(capsys, "load", SEED, "--store", store)
    kg(capsys, "load", KDD, "--store", store)
    before = quads(store)
    code, out, err = kg(capsys, "load", KDD, SEED, "--store", store)
    assert code == 0 and "Loaded 0 files (+0 triples), skipped 2 already loaded" in out
    assert quads(store) == before  # the ledger too


def test_an_rdf_file_loaded_between_listings_stays(capsys, tmp_path):
    store, extra = tmp_path / "store", tmp_path / "extra.ttl"
    extra.write_bytes(EXTRA + NOAH + b"\n")  # a triple the listings make, then no longer make
    kg(capsys, "load", SEED, "--store", store)
    kg(capsys, "load", extra, "--store", store)
    assert NOAH in default_graph(store)
    kg(capsys, "load", DAC, "--store", store)
    graph, both = default_graph(store), built(SEED, DAC)
    assert NOAH not in both and NOAH in graph  # the file still asserts it
    assert both < graph and len(graph - both) == 3  # and its two triples with a blank node


def test_a_changed_listing_replaces_its_earlier_version(capsys, tmp_path):
    store, listing = tmp_path / "store", tmp_path / "listing.txt"
    text = SEED.read_text(encoding="utf-8")
    listing.write_text(text, encoding="utf-8")
    kg(capsys, "load", listing, KDD, "--store", store)
    listing.write_text(text.replace("MVR-cache", "MVR-store"), encoding="utf-8")
    code, _, err = kg(capsys, "load", listing, "--store", store)
    assert code == 0 and "changed since it was loaded; its new version replaces the old" in err
    assert default_graph(store) == built(listing, KDD)  # in the order first loaded
    sources = {line for line in quads(store, ox.NamedNode(str(LOAD_LEDGER))) if str(DCTERMS.source).encode() in line}
    assert len(sources) == 2  # the earlier version left the ledger: loading it again would bring it back


def test_a_store_without_listing_copies_warns_and_still_loads(capsys, tmp_path):
    """A store made by ``kg build --store`` (or by an earlier kg load, which kept
    no listing bytes) cannot resolve its listings again: a warning, not a crash."""
    store = tmp_path / "store"
    assert kg(capsys, "build", SEED, "--out", tmp_path / "out", "--store", store, "--no-validate")[0] == 0
    code, out, err = kg(capsys, "load", KDD, "--store", store)
    assert code == 0 and "Loaded 1 file " in out
    assert "30 papers in the store came from listings it holds no copy of" in err and "[W201]" in err
    assert built(KDD) <= default_graph(store) and built(SEED) <= default_graph(store)


def test_a_load_that_fails_while_it_writes_leaves_the_store_as_it_was(capsys, tmp_path, monkeypatch, both):
    """Everything a load adds, removes and records goes in one SPARQL Update
    request, which Oxigraph runs as one transaction: failing at its end, the
    request leaves the store untouched."""
    store = tmp_path / "store"
    kg(capsys, "load", SEED, "--store", store)
    before = quads(store)

    class FailingAtTheEnd:
        def __init__(self, inner: ox.Store) -> None:
            self.inner = inner

        def __getattr__(self, name: str):
            return getattr(self.inner, name)

        def update(self, request: str) -> None:
            self.inner.update(request + " ;\nDROP GRAPH <https://example.org/missing>")

    monkeypatch.setattr(load_command, "oxigraph", lambda graph: FailingAtTheEnd(oxigraph(graph)))
    with pytest.raises(RuntimeError, match="does not exist"):
        main(["load", str(KDD), "--store", str(store)])
    assert quads(store) == before
    monkeypatch.undo()
    assert kg(capsys, "load", KDD, "--store", store)[0] == 0
    assert default_graph(store) == both


def test_a_first_load_that_fails_leaves_no_store_and_a_later_one_keeps_it(capsys, tmp_path):
    """A load that failed on an unreadable file made an empty store folder
    (kg stats then showed 0 triples); a store that was there stays."""
    store, binary = tmp_path / "store", tmp_path / "bin.txt"
    binary.write_bytes(b"ICML 2026\n\n\xff\xfe\x00garbage")
    code, _, err = kg(capsys, "load", binary, "--store", store)
    assert code == 1 and "[E001]" in err
    assert not store.exists()
    assert kg(capsys, "load", SEED, "--store", store)[0] == 0
    before = quads(store)
    assert kg(capsys, "load", binary, "--store", store)[0] == 1
    assert quads(store) == before
