"""The whole build: exports round-trip, validate, are deterministic and current."""

from __future__ import annotations

import subprocess
import sys
import time
from importlib.resources import files
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import RDF, RDFS, XSD, Graph, Literal, URIRef
from rdflib.compare import isomorphic

from kg.cli import main
from kg.export import serialize
from kg.resolve import paper_slug
from kg.store import new_graph
from kg.validate import validate
from kg.vocab import KG, resource

ROOT = Path(__file__).resolve().parent.parent


def memory_copy(graph) -> Graph:
    copy = Graph()
    copy.parse(data=serialize(graph, "nt"), format="nt")
    return copy


@pytest.fixture(scope="module")
def seed_memory(seed_graph) -> Graph:
    return memory_copy(seed_graph)


@pytest.mark.parametrize("fmt,rdflib_format", [("ttl", "turtle"), ("jsonld", "json-ld"), ("nt", "nt"), ("xml", "xml")])
def test_exports_round_trip_through_rdflib(seed_graph, seed_memory, fmt, rdflib_format):
    parsed = Graph().parse(data=serialize(seed_graph, fmt), format=rdflib_format)
    assert len(parsed) == len(seed_memory)
    assert isomorphic(parsed, seed_memory)


@pytest.mark.parametrize("fmt,ox_format", [("ttl", ox.RdfFormat.TURTLE), ("jsonld", ox.RdfFormat.JSON_LD), ("xml", ox.RdfFormat.RDF_XML)])
def test_exports_round_trip_through_oxigraph(seed_graph, seed_memory, fmt, ox_format):
    quads = ox.parse(serialize(seed_graph, fmt), format=ox_format)
    parsed = Graph().parse(data=ox.serialize([q.triple for q in quads], format=ox.RdfFormat.N_TRIPLES), format="nt")
    assert isomorphic(parsed, seed_memory)


def test_seed_graph_has_every_paper_and_ordered_authorships(seed_memory):
    papers = set(seed_memory.subjects(RDF.type, KG.Paper))
    assert len(papers) == 30
    slots = list(seed_memory.subjects(RDF.type, KG.Authorship))
    assert len(slots) == 136
    for paper in papers:
        positions = sorted(int(seed_memory.value(slot, KG.position)) for slot in seed_memory.objects(paper, KG.authorship))
        assert positions == list(range(1, len(positions) + 1))
        assert seed_memory.value(paper, KG.summary).language == "zh"
        assert seed_memory.value(paper, KG.sourceFile) is not None


def test_first_authors_follow_the_listing(seed_build, seed_memory):
    for record in seed_build.listings[0].papers:
        paper = resource("paper", paper_slug(record.title_en))
        first = next(s for s in seed_memory.objects(paper, KG.authorship) if int(seed_memory.value(s, KG.position)) == 1)
        name = seed_memory.value(seed_memory.value(first, KG.person), RDFS.label)
        assert str(name) == record.authors[0]


def test_comment_facts_are_typed(seed_memory):
    code = {str(o) for o in seed_memory.objects(None, KG.codeRepository)}
    assert "https://github.com/Jian-Lang/AOEPT" in code
    assert all(o.datatype == XSD.anyURI for o in seed_memory.objects(None, KG.codeRepository))
    assert {str(o) for o in seed_memory.objects(None, KG.presentationType)} >= {"spotlight", "poster", "position"}
    assert Literal(70) in set(seed_memory.objects(None, KG.pageCount))


def test_seed_conforms_to_the_shapes(seed_graph):
    report = validate(seed_graph)
    assert report.conforms, "\n".join(map(str, report.violations))


def test_a_broken_paper_is_a_violation(seed_graph):
    graph = new_graph()
    graph.parse(data=serialize(seed_graph, "nt"), format="nt")
    paper = next(graph.subjects(RDF.type, KG.Paper))
    slot = next(graph.objects(paper, KG.authorship))
    graph.remove((slot, KG.position, None))
    graph.add((paper, KG.codeRepository, Literal("ftp://example.org/x", datatype=XSD.anyURI)))
    report = validate(graph)
    assert not report.conforms
    focuses = {v.focus for v in report.violations}
    assert str(slot) in focuses and str(paper) in focuses


def test_every_term_used_is_declared_in_the_ontology(seed_memory):
    ontology = Graph().parse(data=files("kg.ontology").joinpath("kg.ttl").read_bytes(), format="turtle")
    declared = {s for s in ontology.subjects() if isinstance(s, URIRef)}
    used = set(seed_memory.predicates()) | set(seed_memory.objects(None, RDF.type))
    ours = {term for term in used if str(term).startswith(str(KG))}
    assert ours and ours <= declared, ours - declared


def test_two_builds_are_byte_identical(tmp_path):
    for name in ("a", "b"):
        assert main(["build", str(ROOT / "seeds"), "--out", str(tmp_path / name), "--no-validate"]) == 0
    for export in ("graph.ttl", "graph.jsonld"):
        assert (tmp_path / "a" / export).read_bytes() == (tmp_path / "b" / export).read_bytes()


def test_committed_exports_are_current(tmp_path):
    """exports/ is what `kg build seeds/` makes, byte for byte (run from the repository root)."""
    out = tmp_path / "exports"
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from kg.cli import main; sys.exit(main(sys.argv[1:]))",
         "build", "seeds/", "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert done.returncode == 0, done.stderr
    for built in sorted(out.iterdir()):
        committed = ROOT / "exports" / built.name
        assert committed.exists(), f"exports/{built.name} is not committed: run `kg build seeds/`"
        assert committed.read_bytes() == built.read_bytes(), f"exports/{built.name} is stale: run `kg build seeds/`"


def test_strict_fails_on_a_warning_and_writes_nothing(tmp_path, capsys):
    listing = tmp_path / "bad.txt"
    listing.write_text("ICML\n\nLonely Title Without Anything\n\nGood Paper\n\n好论文\n\nAda Lovelace\n\nComments ICML 2026\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["build", str(listing), "--out", str(out), "--strict"]) == 1
    assert not out.exists()
    err = capsys.readouterr().err
    assert f"{listing.as_posix()}:3: warning: title with no other fields" in err
    assert main(["build", str(listing), "--out", str(out)]) == 0
    assert (out / "graph.ttl").exists()


def test_not_utf8_input_is_one_line_and_keeps_old_exports(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["build", str(ROOT / "seeds"), "--out", str(out), "--no-validate"]) == 0
    before = (out / "graph.ttl").read_bytes()
    bad = tmp_path / "latin1.txt"
    bad.write_bytes("ICML\n\nCaf\u00e9 Paper\n".encode("latin-1"))
    assert main(["build", str(bad), "--out", str(out)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith(f"{bad.as_posix()}:3: error: not UTF-8 text")
    assert "Traceback" not in "\n".join(err)
    assert (out / "graph.ttl").read_bytes() == before


def test_mapped_literals_are_written_as_the_store_writes_them():
    """The build's exports come from the lines it mapped, not from a dump of the
    store: every character must be escaped exactly as Oxigraph escapes it."""
    from kg.map import text

    value = "".join(map(chr, [*range(0x20), 0x7F])) + '"\\ é \u2028 \U0001F600'
    line = f"<http://example.org/s> <http://example.org/p> {text(value)} .".encode()
    store = ox.Store()
    store.load(line, format=ox.RdfFormat.N_TRIPLES)
    assert store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()) == line + b"\n"


def test_a_build_keeps_its_graph_as_sorted_lines(seed_build):
    from kg.export import _sorted_lines

    assert seed_build.canonical == _sorted_lines(seed_build.graph)


def _blocks(count: int, lines: int = 2000):
    for b in range(count):
        yield b"".join(f"<http://example.org/{b}/{i}> <http://example.org/p> \"{'x' * 100}\" .\n".encode() for i in range(lines))


def test_the_store_loads_every_block_it_is_given():
    from kg.store import add_ntriples

    graph = new_graph()
    add_ntriples(graph, _blocks(30))
    assert len(graph) == 30 * 2000


def test_a_load_that_fails_reports_its_own_error_and_never_hangs():
    from kg.store import add_ntriples

    def broken():
        yield from _blocks(3)
        yield b"<http://example.org/s> not n-triples\n"
        yield from _blocks(30)  # more than the pipe holds: the feeder must not wait forever

    with pytest.raises(SyntaxError):
        add_ntriples(new_graph(), broken())


def test_a_producer_that_fails_ends_the_load_with_its_own_error():
    from kg.store import add_ntriples

    def failing():
        yield from _blocks(20)
        raise RuntimeError("mapping failed")

    with pytest.raises(RuntimeError, match="mapping failed"):
        add_ntriples(new_graph(), failing())


def test_the_exports_are_written_while_the_store_is_still_loading(tmp_path, seed_build):
    import threading
    from concurrent.futures import Future

    from kg.api import BUILD_EXPORTS, make_exports
    from kg.export import FileSet

    loading: Future = Future()  # a load that has not ended
    made, lines = {}, list(seed_build.canonical)

    def export():
        with FileSet() as staged:
            made["exports"] = make_exports(loading, tmp_path, staged, check=False, page=False, canonical=lines, release_lines=True)
            staged.commit()

    writer = threading.Thread(target=export)
    writer.start()
    deadline = time.monotonic() + 60
    while len(list(tmp_path.glob(".*.tmp"))) < 2 and time.monotonic() < deadline:  # staged beside their targets
        time.sleep(0.01)
    assert len(list(tmp_path.glob(".*.tmp"))) == 2  # Turtle and JSON-LD staged, the load still pending
    assert not (tmp_path / BUILD_EXPORTS["ttl"]).exists() and writer.is_alive()  # waits for the load to commit
    while lines and time.monotonic() < deadline:
        time.sleep(0.01)
    assert lines == [] and writer.is_alive()  # written: the lines were let go without waiting for the load
    loading.set_result(seed_build.graph)
    writer.join(60)
    assert (tmp_path / BUILD_EXPORTS["ttl"]).read_bytes() == serialize(seed_build.graph, "ttl")


def test_a_failed_load_fails_the_exports_even_when_nothing_else_needs_the_store(tmp_path, monkeypatch, seed_path):
    import kg.api
    from kg.api import make_exports, run
    from kg.export import FileSet

    mapped = kg.api.ntriples_chunks

    def chunks_with_a_broken_line(corpus):
        yield from mapped(corpus)
        yield [b"<http://example.org/s> not n-triples ."]

    monkeypatch.setattr(kg.api, "ntriples_chunks", chunks_with_a_broken_line)
    result = run([seed_path])  # returns: the store's error waits for whoever needs the store
    with pytest.raises(SyntaxError):
        result.graph
    with FileSet() as staged, pytest.raises(SyntaxError):
        make_exports(result.loading, tmp_path, staged, check=False, page=False, canonical=result.canonical)
    assert not list(tmp_path.iterdir())  # nothing committed


@pytest.mark.parametrize("pipes", [True, False], ids=["pipe", "no-pipe"])
def test_a_load_that_fails_first_never_leaves_the_mapping_waiting(tmp_path, monkeypatch, seed_path, pipes):
    """With a store folder the mapped chunks wait in a bounded queue: a load
    that has failed must still take them all, with or without /dev/fd."""
    import threading

    import kg.api
    import kg.store

    mapped = kg.api.ntriples_chunks

    def broken_first(corpus):
        yield [b"<http://example.org/s> not n-triples ."]
        for _ in range(30):  # more chunks than the queue holds
            yield from mapped(corpus)

    monkeypatch.setattr(kg.api, "ntriples_chunks", broken_first)
    monkeypatch.setattr(kg.store, "_PIPES", pipes)
    raised = []

    def build() -> None:
        try:
            kg.api.run([seed_path], store=tmp_path / "store")
        except SyntaxError as exc:
            raised.append(exc)

    builder = threading.Thread(target=build, daemon=True)
    builder.start()
    builder.join(120)
    assert not builder.is_alive() and len(raised) == 1


def test_hostile_titles_survive_every_export(tmp_path):
    title = 'Attacks <script>alert(1)</script> """triple""" \\ back > slash @prefix'
    listing = tmp_path / "hostile.txt"
    listing.write_text(f"ICML\n\n{title}\n\n标题\n\nAda Lovelace\n\nComments ICML 2026\n", encoding="utf-8")
    from kg.api import run

    graph = run([listing]).graph
    memory = memory_copy(graph)
    for fmt, rdflib_format in (("ttl", "turtle"), ("jsonld", "json-ld"), ("xml", "xml")):
        parsed = Graph().parse(data=serialize(graph, fmt), format=rdflib_format)
        assert isomorphic(parsed, memory)
        assert Literal(title, lang="en") in set(parsed.objects())


def test_an_unwritable_output_is_one_line(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert main(["build", str(ROOT / "seeds"), "--out", str(blocker), "--no-validate"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert "error: cannot write" in err[-1] and "Traceback" not in "\n".join(err)
    assert blocker.read_text() == "not a folder"


def test_a_ror_dump_with_a_bad_id_is_one_line(tmp_path, capsys):
    dump = tmp_path / "ror.json"
    dump.write_text('[{"id": "https://ror.org/<script>", "name": "Peking University"}]', encoding="utf-8")
    assert main(["build", str(ROOT / "seeds"), "--out", str(tmp_path / "out"), "--ror", str(dump)]) == 1
    assert "is not a ROR id [E102]" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_jsonld_undoes_every_escape_of_the_ntriples_it_is_written_from():
    from kg.store import add_all

    graph = new_graph()
    text = 'tab\there, control \x01\x1f\x7f, \b\f, "quoted" \\ back\\slash \\u0041, new\nline\r, é 中文 🙂'
    node = ox.NamedNode("https://w3id.org/paper-kg/id/paper/escapes")
    add_all(graph, [ox.Triple(node, ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#label"), ox.Literal(text, language="en")),
                    ox.Triple(node, ox.NamedNode("https://w3id.org/paper-kg/ontology#summary"), ox.Literal(text))])
    parsed = Graph().parse(data=serialize(graph, "jsonld"), format="json-ld")
    assert isomorphic(parsed, memory_copy(graph))
    assert {Literal(text, lang="en"), Literal(text)} <= set(parsed.objects())


def test_the_build_page_draws_the_most_connected_nodes_and_says_so(tmp_path, monkeypatch, capsys):
    import kg.api

    monkeypatch.setattr(kg.api, "PAGE_MAX_NODES", 40)
    assert main(["build", str(ROOT / "seeds"), "--out", str(tmp_path), "--no-validate"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    from kg.viz import render

    page = render(kg.api.run([ROOT / "seeds"]).graph, max_nodes=40)
    assert page.nodes == 40 < page.total
    assert f"graph.html draws the 40 most connected of {page.total} nodes" in out
    assert (tmp_path / "graph.html").read_text(encoding="utf-8") == page.html


def test_an_export_that_fails_half_way_leaves_nothing_behind(tmp_path, monkeypatch, capsys):
    import errno

    import kg.export

    def disk_full(canonical, out):
        out.write(b"{ half a file")
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setitem(kg.export.SERIALIZERS, "jsonld", (disk_full, "jsonld"))
    assert main(["build", str(ROOT / "seeds"), "--out", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert "error: cannot write" in err[-1] and "No space left on device" in err[-1]
    assert not any((tmp_path / "out").iterdir())  # no export, no temporary file


def test_triple_count_counts_the_default_graph_as_len_does(seed_build):
    import pyoxigraph as ox

    from kg.store import oxigraph, triple_count

    graph = new_graph()
    oxigraph(graph).extend(oxigraph(seed_build.graph).quads_for_pattern(None, None, None, ox.DefaultGraph()))
    other = ox.NamedNode("http://example.org/other-graph")
    oxigraph(graph).add(ox.Quad(other, other, other, other))  # in a named graph: not counted
    assert triple_count(graph) == len(graph) == len(seed_build.graph) > 0


def test_warnings_beyond_the_first_ones_are_counted_by_code(capsys):
    from kg.cli.common import print_diagnostics
    from kg.errors import Diagnostic

    items = [Diagnostic("a.txt", i, "W101" if i % 2 else "W103", f"message {i}") for i in range(1, 11)]
    assert print_diagnostics(items, show=3) == 10
    err = capsys.readouterr().err.splitlines()
    assert err[:3] == [str(item) for item in items[:3]]
    assert err[3].startswith("... and 7 more warnings (W101 x3, W103 x4)") and len(err) == 4
    assert print_diagnostics(items, show=0) == 10
    assert capsys.readouterr().err.splitlines() == [str(item) for item in items]


def test_two_papers_with_one_chinese_title_are_reported():
    """A Chinese title copied onto another paper (W011, at the second paper):
    the build said nothing (a fresh-user review). Papers that share their
    English title are one paper (W010), not reported again."""
    from kg.extract import extract
    from kg.read import read_text
    from kg.resolve import resolve

    seed = (Path(__file__).resolve().parent.parent / "seeds" / "icml-2026.txt").read_text(encoding="utf-8")
    listing = read_text(seed, "seed.txt")
    first, second = listing.papers[:2]
    copied = seed.replace(second.title_zh, first.title_zh, 1)
    corpus = resolve(extract(read_text(copied + "\n" + seed[seed.index("\n") + 1:], "seed.txt").papers))
    found = [(d.code, d.line) for d in corpus.diagnostics if d.code in ("W010", "W011")]
    assert ("W011", second.source.start) in found
    assert [code for code, _ in found].count("W011") == 1 and [code for code, _ in found].count("W010") == 30
