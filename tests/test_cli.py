"""The kg command as a whole: --version, help layout, how data and errors are printed."""

from __future__ import annotations

import inspect
import json
import os
import re
import socket
import stat
import threading
from pathlib import Path

import pytest
from rdflib import URIRef

import kg
from kg.cli import app, main
from kg.cli import common
from kg.cli import build as build_command
from kg.cli import serve as serve_command
from kg.export import write_export
from kg.store import new_graph

README_ORDER = ["build", "report", "query", "load", "serve", "push", "viz", "export", "validate", "stats", "synth"]

PAPER = "https://w3id.org/paper-kg/id/paper/x"
HOSTILE_TITLE = "[bold]not bold[/bold] :smile:"


def kg_cli(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def hostile_ttl(tmp_path):
    """A paper whose title has rich markup and an emoji code in it, and no language tag (a SHACL violation)."""
    path = tmp_path / "hostile.ttl"
    path.write_text(
        "@prefix kg: <https://w3id.org/paper-kg/ontology#> .\n"
        "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
        f'<{PAPER}> a kg:Paper ; rdfs:label "{HOSTILE_TITLE}" .\n',
        encoding="utf-8",
    )
    return path


@pytest.fixture
def empty_ttl(tmp_path):
    path = tmp_path / "empty.ttl"
    write_export(new_graph(), path, "ttl")
    return path


@pytest.fixture
def wide(monkeypatch):
    """Consoles wide enough that no table cell wraps."""
    for console in (common.console, common.err_console):
        monkeypatch.setattr(console, "width", 400)


def test_version(capsys):
    assert kg_cli(capsys, "--version") == (0, f"paper-kg {kg.__version__}\n", "")


def test_help_lists_the_commands_in_the_readme_order(capsys):
    code, out, _ = kg_cli(capsys, "--help")
    assert code == 0 and re.findall(r"^│ (\w+) ", out, re.M) == README_ORDER


@pytest.mark.parametrize("command", README_ORDER)
def test_help_shows_conventional_metavars(capsys, monkeypatch, command):
    monkeypatch.setenv("COLUMNS", "200")
    code, out, _ = kg_cli(capsys, command, "--help")
    assert code == 0
    usage = re.search(r"Usage: kg \w+ (.*)", out)[1].strip()
    assert re.fullmatch(r"\[OPTIONS\]( \[?[A-Z][A-Z .]*\]?)*", usage), usage
    for flag in re.findall(r"^│ +(--[\w-]+)(.*)$", out, re.M):
        assert "<bool>" not in flag[1] and "x>=" not in flag[1] and "range" not in flag[1], flag


@pytest.mark.parametrize("command", README_ORDER)
def test_help_summaries_are_one_line_and_examples_indented(capsys, command):
    """One line: `kg --help` shows the first paragraph whole. Indented: rich would reflow an example."""
    callback = next(c.callback for c in app.registered_commands if c.callback.__name__ == command)
    assert "\n" not in inspect.cleandoc(callback.__doc__).split("\n\n")[0]
    _, out, _ = kg_cli(capsys, command, "--help")
    examples = [line for line in out.splitlines() if line.lstrip().startswith("kg ")]
    assert examples and all(line.startswith("     kg ") for line in examples)


def test_data_is_printed_as_written(capsys, wide, hostile_ttl):
    code, out, _ = kg_cli(capsys, "validate", hostile_ttl)
    assert code == 1 and HOSTILE_TITLE in out and "rdfs:label: language-tagged" in out
    code, out, _ = kg_cli(capsys, "query", "SELECT ?t WHERE { ?p rdfs:label ?t }", hostile_ttl)
    assert code == 0 and HOSTILE_TITLE in out and "1 row in" in out


def column(table: str, index: int) -> str:
    """The text of a printed table's column, its lines joined."""
    return "".join(line.split("│")[index + 1].strip() for line in table.splitlines() if line.startswith("│"))


def test_tables_keep_names_and_iris_whole(capsys, empty_ttl):
    """At 80 columns (not a terminal), names and IRIs stay whole; one too wide folds, and is never cut."""
    _, out, _ = kg_cli(capsys, "query", "--list")
    for name in ("organization-collaboration", "papers-mentioning-method", "papers-proposing-benchmark"):
        assert re.search(rf"^│ {name} +│", out, re.M)
    short, long = "https://example.org/" + "a" * 10, "https://example.org/" + "b" * 100
    title = "A title that wraps at its spaces " * 3
    query = f"SELECT ?u ?t ?v WHERE {{ BIND(<{short}> AS ?u) BIND('{title}' AS ?t) BIND(<{long}> AS ?v) }}"
    _, out, _ = kg_cli(capsys, "query", query, empty_ttl)
    assert "…" not in out and f"│ {short} │" in out
    assert column(out, 0) == short and column(out, 2) == long


def test_sentences_are_one_line_and_stderr_starts_with_the_error(capsys, tmp_path, hostile_ttl):
    out_file = tmp_path / ("a-rather-long-file-name-" * 5 + ".nt")
    code, out, _ = kg_cli(capsys, "export", hostile_ttl, "-f", "nt", "-o", out_file)
    assert code == 0 and out == f"Wrote 2 triples to {out_file}\n"
    code, _, err = kg_cli(capsys, "stats", tmp_path / "missing.ttl")
    assert code == 1 and err.startswith(f"{tmp_path / 'missing.ttl'}: error: no such file")


def test_export_errors_name_the_choices_of_the_command(capsys, tmp_path, hostile_ttl):
    code, _, err = kg_cli(capsys, "export", hostile_ttl, "--format", "bogus")
    assert code == 1 and "unknown format 'bogus'" in err and "graphml, gexf" in err
    code, _, err = kg_cli(capsys, "export", hostile_ttl, "--format", "ttl", "--view", "coauthors")
    assert code == 1 and "--view does not apply to --format ttl" in err
    code, out, _ = kg_cli(capsys, "export", hostile_ttl, "--format", "graphml", "-o", tmp_path / "g.graphml")
    assert code == 0 and out == f"Wrote 1 node and 0 edges to {tmp_path / 'g.graphml'}\n"


@pytest.mark.parametrize("name,fmt,first", [
    ("g.nt", None, b"<"), ("g.NQ", None, b"<"), ("g.rdf", None, b"<?xml"), ("g.jsonld", None, b"{"),
    ("g.txt", None, b"@prefix"), ("g.out", "Turtle", b"@prefix"), ("g.out", "N-Triples", b"<"), ("g.out", "JSON-LD", b"{"),
])
def test_export_takes_the_format_from_the_suffix_or_a_usual_name(capsys, tmp_path, hostile_ttl, name, fmt, first):
    """A fresh-user review wrote Turtle into g.nt (the default format, whatever
    the suffix), and --format turtle or TTL was an unknown format."""
    out = tmp_path / name
    code, _, err = kg_cli(capsys, "export", hostile_ttl, "-o", out, *(["--format", fmt] if fmt else []))
    assert code == 0, err
    assert out.read_bytes().startswith(first)


def test_validate_engine_error_says_engine(capsys, hostile_ttl):
    code, _, err = kg_cli(capsys, "validate", hostile_ttl, "--engine", "foo")
    assert code == 1 and err == "error: unknown engine 'foo'; choose one of: sparql, pyshacl [E010]\n"


def test_serve_on_a_busy_port_is_one_error_line(capsys, empty_ttl):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code, out, err = kg_cli(capsys, "serve", empty_ttl, "--port", port)
    assert code == 1 and out == ""
    assert err == f"error: cannot listen on 127.0.0.1:{port}: port {port} is in use; choose another with --port [E026]\n"


def test_serve_on_port_0_announces_the_port_it_serves(capsys, monkeypatch, empty_ttl):
    served = {}
    monkeypatch.setattr(serve_command, "run_server", lambda graph, **options: served.update(options))
    code, out, _ = kg_cli(capsys, "serve", empty_ttl, "--port", "0")
    assert code == 0 and served["port"] > 0
    assert f"query page http://127.0.0.1:{served['port']}/  SPARQL http://127.0.0.1:{served['port']}/sparql" in out


def test_allow_update_says_updates_live_in_memory(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "300")
    _, out, _ = kg_cli(capsys, "serve", "--help")
    assert "lost on exit, unless --store is given" in out


def test_build_says_one_of_a_thing_in_the_singular(capsys, tmp_path):
    listing = tmp_path / "one.txt"
    listing.write_text(
        "ICML 2026\n\nA Single Paper\n\n一篇论文\n\nAlice Smith\n\n机构 * Stanford University 纠错\n\n"
        "AI总结 本文研究一个问题。\n\nComments ICML 2026\n",
        encoding="utf-8",
    )
    code, out, _ = kg_cli(capsys, "build", listing, "-o", tmp_path / "out")
    assert code == 0
    assert "Built 1 paper, 1 person, 1 organization, 0 methods: " in out
    assert "Organizations: 1 raw segment -> 1 institution and 0 units." in out


# ---- output files: symlinks, streams, folders (-o) -----------------------------------------------

ONE_PAPER = (
    "ICML 2026\n\nA Single Paper\n\n一篇论文\n\nAlice Smith\n\n机构 * Stanford University 纠错\n\n"
    "AI总结 本文研究一个问题。\n\nComments ICML 2026\n"
)

#: A command writing its -o file, per command that takes one.
WRITERS = {
    "synth": lambda ttl: ["synth", "--papers", "2"],
    "export": lambda ttl: ["export", ttl, "--format", "nt"],
    "viz": lambda ttl: ["viz", ttl],
}


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


@pytest.mark.parametrize("command", WRITERS)
def test_output_through_a_symlink_writes_its_target_and_keeps_the_link(capsys, tmp_path, empty_ttl, umask_022, command):
    target, link = tmp_path / "target", tmp_path / "link"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o600)
    link.symlink_to(target.name)
    code, _, err = kg_cli(capsys, *WRITERS[command](empty_ttl), "-o", link)
    assert code == 0, err
    assert link.is_symlink() and os.readlink(link) == target.name
    assert target.read_text(encoding="utf-8") != "old" and stat.S_IMODE(target.stat().st_mode) == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["empty.ttl", "link", "target"]  # no temporary file left


@pytest.mark.parametrize("command", WRITERS)
def test_a_new_output_file_has_the_umask_s_permissions(capsys, tmp_path, empty_ttl, umask_022, command):
    out = tmp_path / "new"
    assert kg_cli(capsys, *WRITERS[command](empty_ttl), "-o", out)[0] == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o644


@pytest.mark.parametrize("command", ["synth", "export"])
def test_dash_and_a_link_to_standard_output_write_standard_output(capsys, tmp_path, empty_ttl, command):
    """A link to this process's fd 1 (as /dev/stdout is) gets the data, and stays a link;
    the command's own message goes to stderr, away from the data."""
    expected = {"synth": "ICML\n\n", "export": ""}[command]
    code, out, err = kg_cli(capsys, *WRITERS[command](empty_ttl), "-o", "-")
    assert code == 0 and out.startswith(expected) and not (Path.cwd() / "-").exists()
    assert command == "export" or "wrote 2 papers" in err
    link = tmp_path / "stdout"
    link.symlink_to("/proc/self/fd/1")
    code, out_via_link, _ = kg_cli(capsys, *WRITERS[command](empty_ttl), "-o", link)
    assert code == 0 and out_via_link == out and link.is_symlink()


def test_a_fifo_is_written_as_it_is(capsys, tmp_path, empty_ttl):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    code, _, err = kg_cli(capsys, "synth", "--papers", "2", "-o", fifo)
    reader.join(10)
    assert code == 0, err
    assert stat.S_ISFIFO(fifo.stat().st_mode) and received and received[0].startswith(b"ICML\n\n")


@pytest.mark.parametrize("command", WRITERS)
def test_output_in_a_missing_folder_is_an_error_and_makes_no_folder(capsys, tmp_path, empty_ttl, command):
    out = tmp_path / "missing" / "deeper" / "file"
    code, _, err = kg_cli(capsys, *WRITERS[command](empty_ttl), "-o", out)
    assert code == 1
    assert err == f"{out}: error: cannot write: the folder {out.parent} does not exist [E009]\n"
    assert not (tmp_path / "missing").exists()


@pytest.mark.parametrize("command", WRITERS)
def test_output_onto_a_folder_names_the_folder_not_a_temporary_file(capsys, tmp_path, empty_ttl, command):
    """The error named the hidden temporary file written beside it (.out.x1y2.tmp)."""
    out = tmp_path / "out"
    out.mkdir()
    code, _, err = kg_cli(capsys, *WRITERS[command](empty_ttl), "-o", out)
    assert (code, err) == (1, f"{out}: error: cannot write: Is a directory [E009]\n")
    assert sorted(tmp_path.iterdir()) == sorted([out, empty_ttl])  # no temporary file left
    assert list(out.iterdir()) == []


# ---- inputs with no paper ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "ICML 2026\n", "Some prose about a paper.\n\nMore prose here.\n"], ids=["empty", "venue", "prose"])
def test_a_build_that_finds_no_paper_fails_and_keeps_the_exports(capsys, tmp_path, text):
    good, bad, out = tmp_path / "good.txt", tmp_path / "bad.txt", tmp_path / "out"
    good.write_text(ONE_PAPER, encoding="utf-8")
    bad.write_text(text, encoding="utf-8")
    assert kg_cli(capsys, "build", good, "-o", out)[0] == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    code, stdout, err = kg_cli(capsys, "build", bad, "-o", out)
    assert code == 1 and stdout == ""
    assert err.endswith(f"error: no paper found in {bad} [E012]\n")
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_an_empty_file_beside_papers_is_a_warning(capsys, tmp_path):
    good, empty = tmp_path / "good.txt", tmp_path / "empty.txt"
    good.write_text(ONE_PAPER, encoding="utf-8")
    empty.write_text("", encoding="utf-8")
    code, out, err = kg_cli(capsys, "build", good, empty, "-o", tmp_path / "out")
    assert code == 0 and "Built 1 paper" in out
    assert f"{empty}:1: warning: no paper found in this file [W009]\n" in err
    assert kg_cli(capsys, "build", good, empty, "-o", tmp_path / "out", "--strict")[0] == 1


def test_build_checks_its_output_folder_before_building(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(build_command, "build_with_progress", lambda *a, **k: pytest.fail("built before checking --out"))
    afile = tmp_path / "afile"
    afile.write_text("", encoding="utf-8")
    code, _, err = kg_cli(capsys, "build", "seeds", "--out", afile)
    assert code == 1 and err == f"{afile}: error: cannot write: not a folder (--out names the folder the exports go into) [E009]\n"


# ---- numbers, stores, queries ------------------------------------------------------------------------

@pytest.mark.parametrize("argv, message", [
    (["stats", "--top", "-1"], "-1 is less than 1"),
    (["serve", "--port", "-1"], "-1 is less than 0"),
    (["serve", "--port", "70000"], "70000 is more than 65535"),
    (["serve", "--timeout", "-1"], "-1 is not more than 0"),
    (["query", "--timeout", "-1", "ASK {}"], "-1 is less than 0"),
    (["build", "seeds", "--workers", "-2"], "-2 is less than 1"),
])
def test_numbers_out_of_range_are_usage_errors(capsys, monkeypatch, empty_ttl, argv, message):
    monkeypatch.setenv("COLUMNS", "200")
    code, out, err = kg_cli(capsys, *argv)
    assert code == 2 and out == "" and message in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [["query", "ASK {}"], ["stats"], ["export"], ["serve", "--port", "0"], ["viz"]])
def test_reading_a_store_that_is_not_there_is_an_error_and_makes_none(capsys, tmp_path, argv):
    store = tmp_path / "nostore"
    code, out, err = kg_cli(capsys, argv[0], "--store", store, *argv[1:])
    assert code == 1 and out == ""
    assert err == f"{store}: error: no store here; make one with `kg load FILES --store {store}` [E027]\n"
    assert not store.exists()


def test_a_store_open_for_writing_can_still_be_read(capsys, tmp_path):
    """As while `kg serve --store S --allow-update` or `kg load` holds it: readers open it read-only."""
    store = tmp_path / "store"
    writer = new_graph(store)  # holds the store's lock until closed
    writer.add((URIRef("urn:a"), URIRef("urn:b"), URIRef("urn:c")))
    try:
        code, out, err = kg_cli(capsys, "query", "--store", store, "SELECT ?s WHERE { ?s ?p ?o }", "--format", "csv")
    finally:
        writer.close()
    assert (code, out, err) == (0, "s\r\nurn:a\r\n", "")


def test_an_update_given_as_a_query_says_so(capsys, empty_ttl):
    code, _, err = kg_cli(capsys, "query", "PREFIX ex: <urn:x#>\n# add one\nINSERT DATA { ex:a ex:b ex:c }", empty_ttl)
    assert code == 1
    assert err == "query: error: this is a SPARQL Update, not a query; only queries (SELECT, ASK, CONSTRUCT, DESCRIBE) are taken here [E028]\n"


def test_json_ends_with_a_newline_and_select_star_keeps_the_query_s_order(capsys, empty_ttl):
    code, out, _ = kg_cli(capsys, "query", "SELECT * WHERE { BIND(1 AS ?s) BIND(2 AS ?p) BIND(3 AS ?o) }", empty_ttl, "-f", "json")
    assert code == 0 and out.endswith("}\n") and json.loads(out)["head"]["vars"] == ["s", "p", "o"]
    code, out, _ = kg_cli(capsys, "query", "SELECT * WHERE { BIND(1 AS ?s) BIND(2 AS ?p) BIND(3 AS ?o) }", empty_ttl, "-f", "csv")
    assert out == "s,p,o\r\n1,2,3\r\n"
    code, out, _ = kg_cli(capsys, "query", "SELECT ?o ?s WHERE { BIND(1 AS ?s) BIND(3 AS ?o) }", empty_ttl, "-f", "csv")
    assert out == "o,s\r\n3,1\r\n"  # an explicit projection's order, as it was


def test_the_row_count_is_one_line_under_a_narrow_table(capsys, empty_ttl):
    code, out, _ = kg_cli(capsys, "query", "SELECT ?n WHERE { BIND(1 AS ?n) }", empty_ttl)
    assert code == 0 and re.search(r"^1 row in \d+\.\d{3} s$", out, re.M)


@pytest.mark.parametrize("argv, error", [
    (["--focus", "no such node"], "error: no node has the IRI or a label starting with 'no such node' [E013]"),
    (["--types", "bogus"], "error: unknown type 'bogus'; choose one of: paper, person, organization, method, topic, venue [E010]"),
    (["--view", "bogus"], "error: unknown view 'bogus'; choose one of: coauthors, organizations, methods [E010]"),
])
def test_viz_errors_have_codes(capsys, tmp_path, argv, error):
    listing = tmp_path / "one.txt"
    listing.write_text(ONE_PAPER, encoding="utf-8")
    code, _, err = kg_cli(capsys, "viz", listing, "-o", tmp_path / "page.html", *argv)
    assert code == 1 and err.endswith(error + "\n")


def test_a_build_into_a_store_that_holds_other_triples_warns(capsys, tmp_path):
    """kg build --store adds to the store: a build over another listing's store
    leaves that listing's triples, which a user took for a replaced store (a
    fresh-user review); the same build again adds nothing and says nothing."""
    root = Path(__file__).resolve().parent.parent
    store, seed, kdd = tmp_path / "store", root / "seeds", root / "eval" / "listings" / "kdd-2024.txt"
    assert kg_cli(capsys, "build", seed, "--out", tmp_path / "a", "--store", store, "--no-cache")[0] == 0
    code, _, err = kg_cli(capsys, "build", seed, "--out", tmp_path / "a", "--store", store, "--no-cache")
    assert code == 0 and "W202" not in err
    code, _, err = kg_cli(capsys, "build", kdd, "--out", tmp_path / "b", "--store", store, "--no-cache")
    assert code == 0
    assert re.search(rf"^{re.escape(store.as_posix())}: warning: the store holds 2,\d{{3}} triples besides this build's, .* \[W202\]$", err, re.M)


def test_report_lists_the_readers_and_the_papers_warnings(capsys, tmp_path):
    """A duplicate paper's W010 (a resolver warning) was missing from kg report,
    which said "Reader: 0 warnings", and the JSON gave the reader's warnings as
    strings where the organizations' are objects."""
    seed = (Path(__file__).resolve().parent.parent / "seeds" / "icml-2026.txt").read_text(encoding="utf-8")
    listing = tmp_path / "dup.txt"
    listing.write_text(seed + "\n" + seed[seed.index("\n") + 1:], encoding="utf-8")  # every paper twice
    code, out, _ = kg_cli(capsys, "report", listing, "--no-cache")
    assert code == 0 and "Reader and papers: 30 warnings" in out and "[W010]" in out
    code, out, _ = kg_cli(capsys, "report", listing, "--no-cache", "--json")
    reader = json.loads(out)["reader"]
    assert {d["code"] for d in reader} == {"W010"} and len(reader) == 30
    assert set(reader[0]) == {"file", "line", "code", "message"} and reader[0]["file"] == str(listing)


def test_a_store_that_cannot_be_opened_says_why(capsys, tmp_path):
    """A file given as the store, and a store another process writes to, gave
    the raw errors ([Errno 17] File exists; IO error: While lock file: ...)."""
    listing = Path(__file__).resolve().parent.parent / "seeds" / "icml-2026.txt"
    afile = tmp_path / "store.nt"
    afile.write_text("")
    code, _, err = kg_cli(capsys, "load", listing, "--store", afile)
    assert (code, err) == (1, f"{afile}: error: store folder is in use or unreadable: it is a file, not a folder "
                              "(a store is a folder of its own) [E025]\n")
    held = new_graph(tmp_path / "held")
    try:
        code, _, err = kg_cli(capsys, "load", listing, "--store", tmp_path / "held")
    finally:
        held.close()
    assert code == 1 and "another process has it open for writing (kg load, or kg serve --allow-update)" in err
