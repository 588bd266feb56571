"""kg query (inline, .rq file, named, formats, errors), the query module, and kg load."""

from __future__ import annotations

import csv
import gc
import io
import json
import xml.dom.minidom
from itertools import islice
from pathlib import Path
from types import SimpleNamespace

import pytest
from rdflib import Graph

from kg.api import run
from kg.cli import main
from kg.errors import KGError
from kg.export import write_export
from kg.query import (
    Param,
    QuerySyntaxError,
    ResultTooLarge,
    bindings_for,
    execute,
    format_graph,
    format_result,
    named_query,
    parse_named_query,
    parse_params,
    split_limit,
    to_term,
)
from kg.store import new_graph

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "seeds" / "icml-2026.txt"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("q")
    graph = run([SEED]).graph
    write_export(graph, folder / "graph.ttl", "ttl")
    return graph, folder / "graph.ttl"


def kg(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


# --------------------------------------------------------------------------- headers and parameters


def test_header_parsing():
    text = (
        "# title: Things\n# What things are there?\n# More words.\n"
        '# param: name (string) = "Peking University" -- an org\n'
        "# param: n (integer) = 3\n# param: x = bare\nSELECT ?name ?n ?x WHERE {}\n"
    )
    query = parse_named_query("things", text)
    assert query.title == "Things"
    assert query.description == "What things are there? More words."
    assert query.params == (
        Param("name", "string", "Peking University", "an org"),
        Param("n", "integer", "3", ""),
        Param("x", "string", "bare", ""),
    )


def test_limit_header_and_values():
    text = "# title: Pairs\n# All pairs.\n# param: n (integer) = 1\n# limit: 1000 -- rows by default\nSELECT ?n WHERE {}\n"
    query = parse_named_query("pairs", text)
    assert query.limit == 1000 and [p.name for p in query.params] == ["n"]
    assert parse_named_query("all", "# title: All\n# limit: 0\nSELECT * {}").limit is None
    assert parse_named_query("plain", "# title: Plain\nSELECT * {}").limit is None
    for bad in ("# limit: -1", "# limit: ten", "# limit: 1.5"):
        with pytest.raises(ValueError, match="non-negative integer"):
            parse_named_query("bad", f"# title: Bad\n{bad}\nSELECT * {{}}")
    with pytest.raises(ValueError, match="reserved"):
        parse_named_query("bad", "# title: Bad\n# param: limit (integer) = 5\nSELECT ?limit {}")
    assert split_limit(query, {"n": "2"}) == ({"n": "2"}, 1000)
    assert split_limit(query, {"n": "2", "limit": "25"}) == ({"n": "2"}, 25)
    assert split_limit(query, {"limit": "0"}) == ({}, None)
    for bad in ("-1", "x", "1e3", "", "2.0"):
        with pytest.raises(KGError, match="E022"):
            split_limit(query, {"limit": bad})


def test_execute_limit_and_cap(built):
    graph, _ = built
    text = "SELECT ?p WHERE { ?p a kg:Paper } ORDER BY ?p"
    every = execute(graph, text)
    assert len(every) == 30 and not every.truncated
    first = execute(graph, text, limit=5)
    assert first.truncated and first.limit == 5 and list(first.rows) == list(every.rows[:5])
    assert not execute(graph, text, limit=30).truncated  # exactly the answer: nothing left unread
    assert execute(graph, text, limit=5, max_results=10).truncated  # a limit within the cap is no error
    with pytest.raises(ResultTooLarge):
        execute(graph, text, limit=20, max_results=10)
    with pytest.raises(ResultTooLarge):
        execute(graph, text, max_results=29)
    assert len(execute(graph, text, max_results=30)) == 30
    # with a deadline the rows are read in chunks, with the same answer
    assert list(execute(graph, text, timeout=60).rows) == list(every.rows)
    assert len(execute(graph, text, timeout=60, limit=7)) == 7


def test_parameter_values_are_typed_and_checked():
    assert to_term(Param("n", "integer", None), "7").datatype.value.endswith("#integer")
    assert to_term(Param("t", "decimal", None), "2.5").value == "2.5"
    assert to_term(Param("o", "iri", None), "org:peking-university").value == "https://w3id.org/paper-kg/id/org/peking-university"
    for kind, bad in [("integer", "x"), ("decimal", "nan"), ("iri", "not an iri")]:
        with pytest.raises(KGError, match="E022"):
            to_term(Param("p", kind, None), bad)
    with pytest.raises(KGError, match="takes: org, limit"):
        bindings_for(named_query("papers-of-organization"), {"organisation": "x"})
    assert parse_params(['org="Peking University"', "n=2"]) == {"org": "Peking University", "n": "2"}
    with pytest.raises(KGError):
        parse_params(["novalue"])
    with pytest.raises(KGError, match="given twice"):
        parse_params(["org=MIT", "org=Stanford"])


def test_syntax_error_has_line_and_column(built):
    graph, _ = built
    with pytest.raises(QuerySyntaxError) as info:
        execute(graph, "SELECT ?s\nWHERE {\n  ?s ?p\n}")
    error = info.value
    assert (error.line, error.column) == (4, 1)  # the prologue's lines are not counted
    assert "line 4, column 1" in str(error) and "\n" not in str(error)
    assert "   4 | }" in error.excerpt() and "^" in error.excerpt()


# --------------------------------------------------------------------------- formats


def test_result_formats(built):
    graph, _ = built
    result = execute(graph, 'SELECT ?p ?t ?n WHERE { ?p kg:codeRepository ?c ; rdfs:label ?t ; kg:pageCount ?n FILTER(LANG(?t)="en") }')
    assert len(result) == 1  # only AOEPT states a page count and code
    document = json.loads(format_result(result, "json"))
    binding = document["results"]["bindings"][0]
    assert document["head"]["vars"] == ["p", "t", "n"]
    assert binding["t"]["xml:lang"] == "en" and binding["p"]["type"] == "uri"
    assert binding["n"] == {"type": "literal", "value": "20", "datatype": "http://www.w3.org/2001/XMLSchema#integer"}
    dom = xml.dom.minidom.parseString(format_result(result, "xml"))
    assert dom.getElementsByTagName("literal")[0].getAttribute("xml:lang") == "en"
    rows = list(csv.reader(io.StringIO(format_result(result, "csv").decode())))
    assert rows[0] == ["p", "t", "n"] and rows[1][2] == "20"
    tsv = format_result(result, "tsv").decode().splitlines()
    assert tsv[0] == "?p\t?t\t?n" and tsv[1].split("\t")[1].endswith('"@en')
    ask = execute(graph, "ASK { ?p a kg:Paper }")
    assert json.loads(format_result(ask, "json")) == {"head": {}, "boolean": True}
    assert b"<boolean>true</boolean>" in format_result(ask, "xml")


def test_graph_formats(built):
    graph, _ = built
    result = execute(graph, "CONSTRUCT WHERE { ?v a kg:Venue ; rdfs:label ?l }")
    assert result.kind == "graph" and len(result) == 2
    for fmt, rdflib_format in [("turtle", "turtle"), ("nt", "nt"), ("jsonld", "json-ld"), ("xml", "xml")]:
        parsed = Graph().parse(data=format_graph(result.triples, fmt), format=rdflib_format)
        assert len(parsed) == 2, fmt


def test_timeout_and_cap(built):
    graph, _ = built
    from kg.query import QueryTimeout, ResultTooLarge

    with pytest.raises(ResultTooLarge):
        execute(graph, "SELECT * WHERE { ?s ?p ?o }", max_results=10)
    with pytest.raises(QueryTimeout):
        execute(graph, "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }", timeout=0.3)


def test_timeout_holds_while_an_aggregate_gives_no_row(built):
    """A COUNT over a cross product gives its one row only when all the work is
    done: the caller still has its timeout on time, while Oxigraph (which
    cannot cancel a query) is still counting, and the count ends on its own."""
    from kg.query import QueryTimeout

    graph, _ = built
    with pytest.raises(QueryTimeout) as info:
        execute(graph, "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f }", timeout=0.05)
    assert not info.value.evaluation.done()
    assert isinstance(info.value.evaluation.exception(timeout=120), QueryTimeout)  # ended, its answer too late
    assert len(execute(graph, "SELECT * WHERE { ?s ?p ?o } LIMIT 1", timeout=0)) == 1  # 0: no limit


# --------------------------------------------------------------------------- the command


def test_list(capsys):
    code, out, _ = kg(capsys, "query", "--list")
    assert code == 0
    for name in ("papers-of-organization", "coauthors", "speedup-claims", "title-search"):
        assert name in out


def test_named_with_param_csv(capsys, built):
    """The parameter's value, the same on every row, is not a column in any format."""
    _, ttl = built
    code, out, _ = kg(capsys, "query", "--named", "papers-of-organization", "--param", 'org="Peking University"', ttl, "-f", "csv")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 2 and list(rows[0]) == ["paper", "title", "via"]
    code, out, _ = kg(capsys, "query", "-n", "coauthors", "-p", "limit=2", ttl, "-f", "json")
    assert code == 0 and "min_papers" not in json.loads(out)["head"]["vars"]


def test_named_table_hides_parameter_columns(capsys, built):
    _, ttl = built
    code, out, _ = kg(capsys, "query", "-n", "title-search", "-p", "text=缓存", ttl)
    assert code == 0 and "2 rows" in out and "MVR-cache" in out
    assert "┃ text" not in out


def test_named_limit(capsys, built):
    _, ttl = built
    code, out, err = kg(capsys, "query", "-n", "coauthors", "-p", "limit=3", ttl, "-f", "csv")
    assert code == 0 and len(list(csv.DictReader(io.StringIO(out)))) == 3
    assert "first 3 rows (limit 3; --param limit=0 for all)" in err
    code, out, _ = kg(capsys, "query", "-n", "coauthors", "-p", "limit=3", ttl)
    assert code == 0 and "first 3 rows" in out
    code, _, err = kg(capsys, "query", "-n", "coauthors", "-p", "limit=-3", ttl)
    assert code == 1 and "E022" in err and "non-negative integer" in err
    code, out, _ = kg(capsys, "query", "--list")
    assert code == 0 and "limit=N" in out  # the caption says how to change a row limit


def test_inline_and_file_queries(capsys, built, tmp_path):
    _, ttl = built
    code, out, _ = kg(capsys, "query", "SELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper }", ttl, "-f", "json")
    assert code == 0 and json.loads(out)["results"]["bindings"][0]["n"]["value"] == "30"
    rq = tmp_path / "venues.rq"
    rq.write_text("CONSTRUCT WHERE { ?v a kg:Venue }\n", encoding="utf-8")
    code, out, _ = kg(capsys, "query", rq, ttl, "-f", "nt")
    assert code == 0 and out.strip().endswith("<https://w3id.org/paper-kg/ontology#Venue> .")
    code, out, _ = kg(capsys, "query", rq, ttl, "-f", "jsonld")
    assert code == 0 and len(Graph().parse(data=out, format="json-ld")) == 1
    code, out, _ = kg(capsys, "query", "ASK { ?p a kg:Paper }", ttl)
    assert code == 0 and out.strip() == "yes"


def test_an_unknown_prefix_is_named():
    from kg.query import QuerySyntaxError

    with pytest.raises(QuerySyntaxError) as info:
        execute(new_graph(), "SELECT ?x\nWHERE { ?x kg:author ?y . ?y ex:name ?n }")
    assert (info.value.line, info.value.column) == (2, 36)
    assert "unknown prefix 'ex:'" in str(info.value) and "Prefix not found" not in str(info.value)
    with pytest.raises(QuerySyntaxError, match="unknown prefix 'ex:'"):  # where Oxigraph says "expected OPTIONAL"
        execute(new_graph(), "SELECT ?x WHERE { ex:me ?p ?x }")


def test_syntax_error_exit(capsys, built):
    _, ttl = built
    code, out, err = kg(capsys, "query", "SELECT * WHERE {\n ?s ?p\n}", ttl)
    assert code == 1 and out == ""
    assert err.startswith("query: error: SPARQL syntax error at line 3, column 1") and "[E020]" in err
    assert "   2 |  ?s ?p" in err  # the query is shown, after the message
    assert "Traceback" not in err


def test_bad_format_and_unknown_name(capsys, built):
    _, ttl = built
    code, _, err = kg(capsys, "query", "--named", "no-such-query", ttl)
    assert code == 1 and "E021" in err
    code, _, err = kg(capsys, "query", "SELECT * WHERE { ?s ?p ?o } LIMIT 1", ttl, "-f", "turtle")
    assert code == 1 and "--format turtle does not apply to rows (SELECT / ASK)" in err and "E011" in err
    code, _, err = kg(capsys, "query", "CONSTRUCT WHERE { ?v a kg:Venue }", ttl, "-f", "csv")
    assert code == 1 and "--format csv does not apply to a graph (CONSTRUCT / DESCRIBE); choose one of: turtle, nt" in err
    code, _, err = kg(capsys, "query", "CONSTRUCT WHERE { ?v a kg:Venue }", ttl, "-f", "table")
    assert code == 1 and "--format table does not apply to a graph" in err
    code, _, err = kg(capsys, "query", "ASK { ?s ?p ?o }", ttl, "-f", "bogus")
    assert code == 1 and "unknown format 'bogus'" in err and "E008" in err
    code, out, _ = kg(capsys, "query", "CONSTRUCT WHERE { ?v a kg:Venue }", ttl, "-f", "ttl")  # an alias
    assert code == 0 and "kg:Venue" in out


def test_show(capsys):
    code, out, _ = kg(capsys, "query", "--named", "coauthors", "--show")
    assert code == 0 and out.startswith("# title: Co-author pairs")


# --------------------------------------------------------------------------- kg load


def test_load_is_incremental_and_idempotent(capsys, built, tmp_path):
    _, ttl = built
    store = tmp_path / "store"
    code, out, _ = kg(capsys, "load", SEED, "--store", store)
    assert code == 0 and "Loaded 1 file " in out
    first = _count(store)
    assert first == len(built[0])
    code, out, err = kg(capsys, "load", SEED, ttl, "--store", store)
    assert code == 0 and "skipped 1 already loaded" in out and "already in the store" in err
    assert _count(store) == first  # the export holds the same triples: set semantics
    copy = tmp_path / "same-content.ttl"
    copy.write_bytes(ttl.read_bytes())
    code, out, _ = kg(capsys, "load", copy, "--store", store)
    assert "Loaded 0 files " in out and _count(store) == first
    extra = tmp_path / "extra.ttl"
    extra.write_text("<https://example.org/a> <https://example.org/b> [ <https://example.org/c> 1 ] .\n", encoding="utf-8")
    kg(capsys, "load", extra, "--store", store)
    kg(capsys, "load", extra, "--store", store)  # blank nodes would duplicate without the ledger
    assert _count(store) == first + 2
    extra.write_text("<https://example.org/a> <https://example.org/b> 2 .\n", encoding="utf-8")
    code, _, err = kg(capsys, "load", extra, "--store", store)
    assert "changed since it was loaded" in err and _count(store) == first + 3


def _count(store: Path) -> int:
    graph = new_graph(store)
    try:
        return len(graph)  # the default graph only: the load ledger is a named graph
    finally:
        graph.close()
        del graph
        gc.collect()


def test_timeout_while_rows_are_read(built, monkeypatch):
    """The deadline is checked as rows arrive, not only when the query starts
    or ends: a query that is slow to produce its rows is stopped part way."""
    import kg.query
    from kg.query import _CHUNK, QueryTimeout

    graph, _ = built
    text = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"
    total = len(execute(graph, text))
    assert total > 10 * _CHUNK
    # A clock that each row read moves on by a millisecond: reading every row
    # would take far longer than the timeout, and no real time is spent waiting.
    per_row, timeout = 0.001, 0.1
    read = 0

    def metered_islice(iterator, *args):
        nonlocal read
        for item in islice(iterator, *args):
            read += 1
            yield item

    monkeypatch.setattr(kg.query, "islice", metered_islice)
    monkeypatch.setattr(kg.query, "time", SimpleNamespace(perf_counter=lambda: read * per_row))
    with pytest.raises(QueryTimeout) as info:
        execute(graph, text, timeout=timeout)
    assert "timed out after 0.1 s" in str(info.value)
    # rows were read past the deadline, then reading stopped within a chunk of it
    assert timeout / per_row <= read <= timeout / per_row + _CHUNK < total
