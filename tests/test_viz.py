"""The graph page and the networkx projections, without a browser."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import networkx as nx
import pytest

from kg import project, viz
from kg.query import QuerySyntaxError
from kg.store import new_graph


def page_data(html: str) -> dict:
    match = re.search(r'<script type="application/json" id="kg-data">(.*?)</script>', html, re.S)
    assert match, "no embedded data"
    return json.loads(match.group(1))


@pytest.fixture(scope="module")
def small():
    return viz.synthetic_graph(120, seed=2)


@pytest.fixture(scope="module")
def hostile():
    return viz.synthetic_graph(60, seed=3, hostile=True)


# ---- the page is self-contained and offline --------------------------------


def test_page_is_self_contained(small):
    html = viz.render_page(small)
    assert html.startswith("<!DOCTYPE html>")
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    assert csp and "connect-src 'none'" in unescape(csp.group(1)) and "default-src 'none'" in unescape(csp.group(1))
    # no external resources at all: no src= / href= attributes, no <link>, no @import
    assert not re.search(r"<(script|img|iframe|link)[^>]*\s(src|href)=", html, re.I)
    assert "@import" not in html
    assert "cdn" not in html.lower().replace("cdna", "")
    ours = html.replace(viz._asset("vis-network.min.js"), "")
    assert ours.count("<script") == 3  # data, vis-network, page script


def test_page_counts_and_styles(small):
    page = viz.render(small)
    data = page_data(page.html)
    assert len(data["nodes"]) == page.nodes == len(viz.read_catalogue(small).entities)
    assert len(data["edges"]) == page.edges
    kinds = {n["kind"] for n in data["nodes"]}
    assert kinds == {"paper", "person", "organization", "method", "topic", "venue"}
    by_kind = {n["kind"]: n for n in data["nodes"]}
    assert by_kind["paper"]["shape"] != by_kind["person"]["shape"]
    assert by_kind["paper"]["color"] != by_kind["person"]["color"]
    assert all("x" in n and "y" in n and n["value"] >= 1 for n in data["nodes"])
    assert data["options"]["layout"]["improvedLayout"] is False
    assert {k["kind"] for k in data["kinds"]} == kinds


def test_paper_details_and_links(small):
    data = page_data(viz.render_page(small))
    paper = next(n for n in data["nodes"] if n["kind"] == "paper")
    fields = dict((name, value) for name, value in paper["details"])
    assert fields["Title"] and fields["中文标题"]
    assert fields["Authors"][0].startswith("1. ")
    assert fields["Organizations"] and fields["Summary (zh)"]
    assert paper["links"] and paper["links"][0][1].startswith("https://")


def test_a_papers_claims_say_what_changes_and_by_how_much():
    """The Claims field showed each claim's sentence, the summary over again
    (twice for two claims), with no metric or value (a fresh-user review)."""
    from kg.store import load_rdf, new_graph

    graph = new_graph()
    load_rdf(graph, Path(__file__).resolve().parent.parent / "exports" / "graph.ttl")
    data = page_data(viz.render_page(graph))
    paper = next(n for n in data["nodes"] if n["kind"] == "paper" and "Cornstarch" in n["full"])
    assert dict(paper["details"])["Claims"] == ["吞吐量 ↑ 2.26× (average)"]


def test_written_as_utf8(tmp_path, small):
    out = tmp_path / "deep" / "graph.html"
    page = viz.write_page(small, out)
    raw = out.read_bytes()
    assert raw.decode("utf-8") == page.html
    assert "大学".encode("utf-8") in raw  # Chinese labels as UTF-8, not escaped away
    assert not list(out.parent.glob(".graph.html.*"))  # no temporary file left


# ---- safety ------------------------------------------------------------------


def test_hostile_labels_are_escaped(hostile):
    html = viz.render_page(hostile)
    body = html.split('<script type="application/json" id="kg-data">', 1)[1].split("</script>", 1)[0]
    assert "<" not in body and ">" not in body  # nothing in the data can close the script element
    assert "window.__pwned" in body  # the payload is there, as inert text
    ours = html.replace(viz._asset("vis-network.min.js"), "")  # the library itself is trusted
    assert "<img" not in ours and "<svg" not in ours  # payloads only as escaped JSON text
    # javascript: links never reach the page
    data = page_data(html)
    assert all(not node["links"] for node in data["nodes"])
    assert "innerHTML" not in viz._asset("page.js").replace("nothing here assigns innerHTML", "")


def test_title_is_escaped(small):
    html = viz.render_page(small, title="<b>x</b>")
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html


@pytest.mark.parametrize("url,ok", [
    ("https://github.com/a/b", True),
    ("http://example.org/x?y=1", True),
    ("javascript:alert(1)", False),
    ("data:text/html,<script>", False),
    ("https://x/\"onmouseover=alert(1)", False),
    ("//evil.example/x", False),
    ("https://user@evil.example/", False),
    ("ftp://example.org", False),
])
def test_safe_url(url, ok):
    assert viz.safe_url(url) is ok


# ---- choosing what to draw -----------------------------------------------------


def test_types_filter(small):
    sel = viz.select(small, types=["paper", "organizations"])
    assert {kind for _, kind in sel.graph.nodes(data="kind")} == {"paper", "organization"}
    with pytest.raises(ValueError, match="unknown type"):
        viz.select(small, types=["banana"])


def test_focus_by_chinese_label_and_depth(small):
    cat = viz.read_catalogue(small)
    person = next(e for e in cat.entities.values() if e.kind == "person")
    one = viz.select(small, cat, focus=person.zh, depth=1)
    assert one.focus == person.iri
    assert {k for _, k in one.graph.nodes(data="kind")} <= {"person", "paper"}
    two = viz.select(small, cat, focus=person.iri, depth=2)
    assert set(one.graph) < set(two.graph)
    with pytest.raises(ValueError, match="no node"):
        viz.select(small, cat, focus="no such thing at all")


def test_a_focus_matching_several_nodes_draws_the_most_connected_and_names_the_rest(small):
    cat = viz.read_catalogue(small)
    people = [e for e in cat.entities.values() if e.kind == "person"]
    first = people[0].label.split()[0]  # a given name several people may share
    matches = viz.matching_nodes(viz.entity_graph(cat), cat, first)
    assert len(matches) > 1
    sel = viz.select(small, cat, focus=first)
    assert sel.focus == matches[0] and len(sel.other_matches) == len(matches) - 1
    assert viz.select(small, cat, focus=people[0].iri).other_matches == []


def test_cli_viz_says_which_nodes_an_ambiguous_focus_matched(tmp_path, capsys, small):
    from kg.cli import main
    from kg.export import write_export

    ttl = tmp_path / "g.ttl"
    write_export(small, ttl, "ttl")
    assert main(["viz", str(ttl), "-o", str(tmp_path / "p.html"), "--focus", "P"]) == 0
    assert "--focus 'P' matched" in capsys.readouterr().err


def test_a_catalogue_without_details_reads_them_on_demand(small):
    full, lazy = viz.read_catalogue(small), viz.read_catalogue(small, details=False)
    assert list(lazy.entities) == list(full.entities) and sorted(lazy.edges) == sorted(full.edges)
    paper = next(e.iri for e in full.entities.values() if e.kind == "paper")
    assert not lazy.entities[paper].en and paper not in lazy.authors
    lazy.read_labels([paper])
    lazy.read_details([paper])
    assert lazy.entities[paper] == full.entities[paper]
    assert (lazy.values[paper], lazy.authors[paper]) == (full.values[paper], full.authors[paper])
    assert viz.details(lazy, paper, "paper")[:2] == viz.details(full, paper, "paper")[:2]


@pytest.mark.parametrize("options", [{}, {"max_nodes": 40}, {"types": ["paper", "person"], "max_nodes": 30},
                                     {"view": "coauthors", "max_nodes": 20}, {"focus": "Wei", "depth": 2}])
def test_a_catalogue_read_lazily_makes_the_same_selection(small, options):
    full = viz.select(small, viz.read_catalogue(small), **options)
    lazy = viz.select(small, **options)
    assert (lazy.title, lazy.total, lazy.omitted, lazy.focus) == (full.title, full.total, full.omitted, full.focus)
    assert list(lazy.graph.nodes(data=True)) == list(full.graph.nodes(data=True))
    assert list(lazy.graph.edges(data=True)) == list(full.graph.edges(data=True))


def test_the_page_does_not_depend_on_string_hashing(tmp_path):
    """Subgraphs keep the graph's order: a set's order changes with PYTHONHASHSEED, and the layout follows it."""
    import os
    import subprocess
    import sys

    script = ("import sys; from kg import viz; "
              "g = viz.synthetic_graph(300, seed=5); "
              "focus = sorted(viz.read_catalogue(g).entities)[3]; "
              "sys.stdout.write(viz.render_page(g, max_nodes=60) + viz.render_page(g, focus=focus, depth=2))")
    pages = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                            env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(pages) == 1


def test_max_nodes_reports_what_it_left_out(small):
    page = viz.render(small, max_nodes=25)
    assert page.nodes == 25
    assert len(page.omitted) == page.total - 25 and page.omitted_labels
    data = page_data(page.html)
    assert data["meta"]["omitted"] == page.total - 25


def test_views(small):
    co = viz.select(small, view="coauthors").graph
    assert {k for _, k in co.nodes(data="kind")} == {"person"}
    assert all(w >= 1 for _, _, w in co.edges(data="weight"))
    orgs = viz.select(small, view="organizations").graph
    cat = viz.read_catalogue(small)
    units = {s for s, rel, _ in cat.edges if rel == "part of"}
    assert orgs.number_of_nodes() and not (set(orgs) & units)  # rolled up to institutions
    methods = viz.select(small, view="methods").graph
    assert {k for _, k in methods.nodes(data="kind")} == {"paper", "method"}
    with pytest.raises(ValueError, match="unknown view"):
        viz.select(small, view="nope")


def test_query_views(small):
    from kg.vocab import KG

    construct = f"CONSTRUCT {{ ?p <{KG.affiliation}> ?o }} WHERE {{ ?p <{KG.affiliation}> ?o }}"
    g = viz.select(small, query=construct).graph
    assert {k for _, k in g.nodes(data="kind")} == {"paper", "organization"}
    assert {r for _, _, r in g.edges(data="rel")} == {"affiliation"}
    select = f"SELECT ?s ?p ?o WHERE {{ ?s ?p ?o FILTER(?p = <{KG.venue}>) }}"
    g2 = viz.select(small, query=select).graph
    assert {k for _, k in g2.nodes(data="kind")} == {"paper", "venue"}
    with pytest.raises(ValueError, match="\\?s \\?p \\?o"):
        viz.select(small, query="SELECT ?x WHERE { ?x ?y ?z }")
    with pytest.raises(QuerySyntaxError, match="line 1, column 15"):
        viz.select(small, query="CONSTRUCT nonsense")


def test_large_graph_is_precomputed():
    graph = viz.synthetic_graph(viz.PHYSICS_LIMIT + 200, seed=5)
    page = viz.render(graph)
    data = page_data(page.html)
    assert not page.physics and data["options"]["physics"]["enabled"] is False
    xs = {round(n["x"]) for n in data["nodes"]}
    assert len(xs) > len(data["nodes"]) / 4  # really laid out, not piled up


def test_empty_graph():
    page = viz.render(new_graph())
    assert page.nodes == 0 and page.edges == 0


# ---- notebook, projections ---------------------------------------------------------


def test_layout_does_not_depend_on_the_order_of_the_source(tmp_path, small):
    from kg.export import serialize
    from kg.store import load_rdf

    lines = serialize(small, "nt").decode().splitlines(keepends=True)
    reordered = tmp_path / "reversed.nt"
    reordered.write_text("".join(reversed(lines)), encoding="utf-8")
    graph = new_graph()
    load_rdf(graph, reordered)
    assert viz.render_page(graph) == viz.render_page(small)
    assert viz.render_page(graph, view="coauthors") == viz.render_page(small, view="coauthors")


def test_notebook_shows_the_page_without_a_warning(small):
    pytest.importorskip("IPython")
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        shown = viz.notebook(small, height=300)
    assert shown.data.startswith('<iframe sandbox="allow-scripts" srcdoc=')


def test_iframe_srcdoc(small):
    frame = viz.iframe(viz.render_page(small), height=500)
    assert frame.startswith('<iframe sandbox="allow-scripts" srcdoc="&lt;!DOCTYPE html&gt;')
    assert "<script" not in frame


@pytest.mark.parametrize("fmt,reader", [("graphml", nx.read_graphml), ("gexf", nx.read_gexf)])
def test_write_projection(tmp_path, small, fmt, reader):
    out = tmp_path / f"co.{fmt}"
    written = viz.write_projection(small, out, fmt, view="coauthors")
    back = reader(out)
    assert back.number_of_nodes() == written.number_of_nodes()
    assert back.number_of_edges() == written.number_of_edges()
    node = next(iter(back.nodes(data=True)))[1]
    assert node["kind"] == "person" and node["label"]


def test_project_layout_is_deterministic():
    g = nx.barabasi_albert_graph(300, 2, seed=1)
    g.add_nodes_from(["lonely-1", "lonely-2"])
    a, b = project.layout(g, seed=3), project.layout(g, seed=3)
    assert a == b and set(a) == set(g)


def test_project_top_by_degree_keeps_focus():
    g = nx.star_graph(5)
    kept, left = project.top_by_degree(g, 2, keep=[5])
    assert set(kept) == {0, 5} and left == [1, 2, 3, 4]


def test_project_top_nodes_agrees_with_top_by_degree():
    """Counted on an edge list with repeats, reversals, loops and strangers, as networkx counts."""
    g = nx.gnm_random_graph(60, 150, seed=4)
    g.add_edges_from([(7, 7), (8, 8)])
    pairs = list(g.edges()) + [(v, u) for u, v in list(g.edges())[:40]] + [(1, "stranger"), ("x", "y")]
    for limit in (0, 1, 10, 59, 60, 80):
        kept, left = project.top_by_degree(g, limit)
        assert project.top_nodes(list(g), pairs, limit) == (list(kept), left)
    with pytest.raises(ValueError):
        project.top_nodes(list(g), pairs, -1)


def test_project_induced_keeps_the_graph_order():
    g = nx.path_graph(50)
    sub = project.induced(g, {40, 3, 2, 41, 1})
    assert list(sub) == [1, 2, 3, 40, 41] and sorted(sub.edges()) == [(1, 2), (2, 3), (40, 41)]


# ---- CLI -------------------------------------------------------------------------


def test_cli_viz(tmp_path, small):
    from kg.cli import main
    from kg.export import write_export

    ttl = tmp_path / "g.ttl"
    write_export(small, ttl, "ttl")
    out = tmp_path / "graph.html"
    assert main(["viz", str(ttl), "-o", str(out), "--types", "paper,person", "--max-nodes", "30"]) == 0
    data = page_data(out.read_text(encoding="utf-8"))
    assert len(data["nodes"]) == 30 and {n["kind"] for n in data["nodes"]} <= {"paper", "person"}
    assert main(["viz", str(ttl), "-o", str(out), "--view", "bogus"]) == 1
    rq = tmp_path / "q.rq"
    rq.write_text("SELECT ?s ?p ?o WHERE { ?s ?p ?o } LIMIT 20", encoding="utf-8")
    assert main(["viz", str(ttl), "-o", str(out), "--query", str(rq)]) == 0


def test_cli_viz_draws_the_build_pages_number_of_nodes_unless_told(tmp_path, small, monkeypatch, capsys):
    """kg viz of a large graph drew every node by default (at 100k papers, half a
    million: a page no browser opens, and minutes to write): it keeps as many as
    the build's page, the most connected, unless --max-nodes says otherwise."""
    from kg.cli import main
    from kg.cli import viz as viz_command
    from kg.export import write_export

    monkeypatch.setattr(viz_command, "PAGE_MAX_NODES", 40)
    ttl, out = tmp_path / "g.ttl", tmp_path / "graph.html"
    write_export(small, ttl, "ttl")
    total = len(viz.read_catalogue(small).entities)
    drawn = {}
    for flag in ([], ["--max-nodes", "0"], ["--max-nodes", "55"]):
        assert main(["viz", str(ttl), "-o", str(out), *flag]) == 0
        drawn[" ".join(flag)] = len(page_data(out.read_text(encoding="utf-8"))["nodes"])
    assert drawn == {"": 40, "--max-nodes 0": total, "--max-nodes 55": 55} and total > 55
    assert "--max-nodes 40: left out" in capsys.readouterr().out


def test_cli_viz_query_has_the_prefixes_and_errors_of_kg_query(tmp_path, capsys, small):
    from kg.cli import main
    from kg.export import write_export

    ttl = tmp_path / "g.ttl"
    write_export(small, ttl, "ttl")
    out = tmp_path / "query.html"
    rq = tmp_path / "q.rq"
    rq.write_text("CONSTRUCT { ?p kg:author ?a } WHERE { ?p kg:author ?a } LIMIT 10", encoding="utf-8")
    assert main(["viz", str(ttl), "-o", str(out), "--query", str(rq)]) == 0
    assert {n["kind"] for n in page_data(out.read_text(encoding="utf-8"))["nodes"]} == {"paper", "person"}
    rq.write_text("SELECT ?s ?p ?o WHERE {\n  ?s foo:bar ?o\n}", encoding="utf-8")
    capsys.readouterr()
    assert main(["viz", str(ttl), "-o", str(out), "--query", str(rq)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: SPARQL syntax error at line 2, column 12") and "   2 |   ?s foo:bar ?o" in err


def test_cli_viz_writes_a_part_of_the_graph_beside_the_build_page(tmp_path, monkeypatch, capsys, small):
    from kg.cli import main
    from kg.export import write_export

    monkeypatch.chdir(tmp_path)
    write_export(small, tmp_path / "g.ttl", "ttl")
    assert main(["viz", "g.ttl", "--view", "coauthors"]) == 0
    assert main(["viz", "g.ttl", "--focus", "School of Sparse 17", "--types", "paper,organization"]) == 0
    assert main(["viz", "g.ttl", "--focus", "School of Sparse 17", "--depth", "2", "--types", "paper,organization"]) == 0
    assert main(["viz", "g.ttl"]) == 0
    pages = sorted(p.name for p in (tmp_path / "exports").iterdir())
    assert pages == ["graph-around-school-of-sparse-17-depth-2-paper-organization.html",
                     "graph-around-school-of-sparse-17-paper-organization.html", "graph-coauthors.html", "graph.html"]
    assert "Wrote" in capsys.readouterr().out


def test_cli_viz_options_that_would_do_nothing_say_so(tmp_path, capsys, small):
    """--depth without --focus was ignored, and a view with no kind left wrote an
    empty page without a word (a fresh-user review)."""
    from kg.cli import main
    from kg.export import write_export

    write_export(small, tmp_path / "g.ttl", "ttl")
    assert main(["viz", str(tmp_path / "g.ttl"), "--depth", "3", "-o", str(tmp_path / "a.html")]) == 1
    assert "--depth does not apply to a page without --focus" in capsys.readouterr().err
    assert not (tmp_path / "a.html").exists()
    assert main(["viz", str(tmp_path / "g.ttl"), "--view", "coauthors", "--types", "paper", "-o", str(tmp_path / "b.html")]) == 0
    out, err = capsys.readouterr()
    assert "Wrote 0 nodes" in out and "warning: nothing to draw" in err


def test_cli_viz_help(capsys):
    from kg.cli import main

    assert main(["viz", "--help"]) == 0
    text = capsys.readouterr().out
    assert "Example" in text and "--focus" in text and "--max-nodes" in text


@pytest.mark.parametrize("fmt,reader", [("graphml", nx.read_graphml), ("gexf", nx.read_gexf)])
def test_cli_export_projection(tmp_path, capsys, small, fmt, reader):
    from kg.cli import main
    from kg.export import write_export

    ttl = tmp_path / "g.ttl"
    write_export(small, ttl, "ttl")
    out = tmp_path / f"orgs.{fmt}"
    assert main(["export", str(ttl), "--format", fmt, "--view", "organizations", "-o", str(out)]) == 0
    back = reader(out)
    assert capsys.readouterr().out == f"Wrote {back.number_of_nodes()} nodes and {back.number_of_edges()} edges to {out}\n"
    assert back.number_of_nodes() == viz.select(small, view="organizations").graph.number_of_nodes()
    assert {kind for _, kind in back.nodes(data="kind")} == {"organization"}
    assert main(["export", str(ttl), "--format", fmt, "--view", "nope", "-o", str(out)]) != 0


def test_dataset_links_and_awards_are_shown(tmp_path):
    from kg.api import run

    path = tmp_path / "acl.txt"
    path.write_text("ACL 2026\n\nA Study of Things\n\n事物研究\n\nAda Lovelace, Alan Turing\n\n"
                    "Comments Outstanding Paper Award. Dataset: https://huggingface.co/datasets/a/b\n", encoding="utf-8")
    paper = next(n for n in page_data(viz.render_page(run([path]).graph))["nodes"] if n["kind"] == "paper")
    assert dict(paper["details"])["Awards"] == "outstanding paper"
    assert paper["links"] == [["Dataset", "https://huggingface.co/datasets/a/b"]]


def test_paper_labels_are_the_name_before_the_colon_but_for_a_genre_word(seed_graph):
    """``MVR-cache: ...`` is drawn as MVR-cache, but ``Position: ...`` (two seed
    papers) by what follows the colon: two nodes labelled "Position" said nothing."""
    labels = {n["label"] for n in page_data(viz.render_page(seed_graph))["nodes"] if n["kind"] == "paper"}
    assert "MVR-cache" in labels and "Position" not in labels
    assert "AI for Science Should Treat Me…" in labels
