"""The kg command as a whole: --version, help layout, how data and errors are printed."""

from __future__ import annotations

import inspect
import re
import socket

import pytest

import kg
from kg.cli import app, main
from kg.cli import common
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
