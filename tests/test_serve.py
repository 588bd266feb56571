"""kg serve: the SPARQL 1.1 Protocol endpoint, with a real client over loopback."""

from __future__ import annotations

import csv
import gc
import io
import re
import time
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest
from rdflib import Graph
from SPARQLWrapper import CSV, GET, JSON, JSONLD, N3, POST, POSTDIRECTLY, TSV, TURTLE, URLENCODED, XML, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import QueryBadFormed

from kg.api import run
from kg.serve import ServeConfig, ServerThread, StoreFolder, page_html
from kg.store import new_graph, oxigraph

SEED = Path(__file__).resolve().parents[1] / "seeds" / "icml-2026.txt"
TITLES = "SELECT ?title WHERE { ?p a kg:Paper ; rdfs:label ?title FILTER(LANG(?title) = 'en') } ORDER BY ?title"


@pytest.fixture(scope="module")
def graph():
    return run([SEED]).graph


@pytest.fixture(scope="module")
def exports(tmp_path_factory):
    folder = tmp_path_factory.mktemp("exports")
    (folder / "graph.ttl").write_text("<https://example.org/a> <https://example.org/b> 1 .\n", encoding="utf-8")
    (folder / "graph.html").write_text("<!doctype html><title>graph</title>", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def server(graph, exports):
    with ServerThread(graph, ServeConfig(timeout=5, max_results=1000, max_body=20_000, exports=exports)) as running:
        yield running


def client(server, fmt, method=GET, query=TITLES):
    wrapper = SPARQLWrapper(server.url + "/sparql")
    wrapper.setQuery(query)
    wrapper.setReturnFormat(fmt)
    wrapper.setMethod(method)
    if method == POST:
        wrapper.setRequestMethod(URLENCODED)
    return wrapper


# --------------------------------------------------------------------------- SELECT, ASK, CONSTRUCT in each format


@pytest.mark.parametrize("method", [GET, POST])
def test_select_json(server, method):
    result = client(server, JSON, method).query().convert()
    titles = [b["title"]["value"] for b in result["results"]["bindings"]]
    assert len(titles) == 30 and titles == sorted(titles)
    assert result["results"]["bindings"][0]["title"]["xml:lang"] == "en"


def test_select_post_directly(server):
    wrapper = client(server, JSON, POST)
    wrapper.setRequestMethod(POSTDIRECTLY)  # the query as the body, application/sparql-query
    assert len(wrapper.query().convert()["results"]["bindings"]) == 30


def test_select_xml_csv_tsv(server):
    dom = client(server, XML).query().convert()
    assert len(dom.getElementsByTagName("result")) == 30
    rows = list(csv.reader(io.StringIO(client(server, CSV).query().convert().decode())))
    assert rows[0] == ["title"] and len(rows) == 31
    lines = client(server, TSV).query().convert().decode().splitlines()
    assert lines[0] == "?title" and len(lines) == 31 and lines[1].endswith('"@en')


def test_ask(server):
    query = "ASK { ?o rdfs:label 'Peking University'@en }"
    assert client(server, JSON, query=query).query().convert()["boolean"] is True
    dom = client(server, XML, query=query.replace("Peking", "Nowhere")).query().convert()
    assert dom.getElementsByTagName("boolean")[0].firstChild.data == "false"


@pytest.mark.parametrize("fmt,media", [(TURTLE, "text/turtle"), (N3, "text/turtle"), (JSONLD, "application/ld+json")])
def test_construct(server, fmt, media):
    query = "CONSTRUCT { ?p kg:codeRepository ?c } WHERE { ?p kg:codeRepository ?c }"
    response = client(server, fmt, query=query).query()
    assert response.response.headers["content-type"].startswith(media)
    parsed = response.convert()
    if isinstance(parsed, bytes):
        parsed = Graph().parse(data=parsed, format="turtle")
    assert len(parsed) == 3


def test_construct_ntriples_and_rdfxml_by_accept(server):
    query = {"query": "DESCRIBE <https://w3id.org/paper-kg/id/venue/icml-2026>"}
    nt = httpx.get(server.url + "/sparql", params=query, headers={"Accept": "application/n-triples"})
    assert nt.headers["content-type"] == "application/n-triples"
    assert len(Graph().parse(data=nt.text, format="nt")) >= 3
    rdfxml = httpx.get(server.url + "/sparql", params=query, headers={"Accept": "application/rdf+xml"})
    assert len(Graph().parse(data=rdfxml.text, format="xml")) >= 3


def test_named_query_over_http(server):
    response = httpx.get(server.url + "/queries/papers-of-organization", params={"org": "KAIST"}, headers={"Accept": "text/csv"})
    assert response.status_code == 200
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert len(rows) == 2 and list(rows[0]) == ["paper", "title", "via"]  # no column of the parameter
    catalog = httpx.get(server.url + "/queries").json()
    assert {"coauthors", "speedup-claims"} <= {q["name"] for q in catalog}
    assert httpx.get(server.url + "/queries/nope").status_code == 404
    assert httpx.get(server.url + "/queries/coauthors", params={"min_papers": "x"}).status_code == 400


def test_named_query_over_http_takes_a_row_limit(server):
    def get(**params) -> tuple[int, httpx.Headers]:
        response = httpx.get(server.url + "/queries/coauthors", params=params, headers={"Accept": "text/csv"})
        assert response.status_code == 200, response.text
        return len(list(csv.DictReader(io.StringIO(response.text)))), response.headers

    everything, headers = get(limit="0")
    assert everything > 5 and "X-Result-Limit" not in headers
    rows, headers = get(limit="5")
    assert rows == 5 and (headers["X-Result-Limit"], headers["X-Result-Truncated"]) == ("5", "true")
    rows, headers = get()  # the query's declared default
    assert rows == min(everything, 1000) and headers["X-Result-Limit"] == "1000"
    assert headers["X-Result-Truncated"] == ("true" if everything > 1000 else "false")
    assert httpx.get(server.url + "/queries/coauthors", params={"limit": "-1"}).status_code == 400


# --------------------------------------------------------------------------- refusals and limits


def test_update_refused(server, graph):
    before = len(graph)
    for request in (
        dict(data={"update": "INSERT DATA { <urn:a> <urn:b> <urn:c> }"}),
        dict(content="DELETE WHERE { ?s ?p ?o }", headers={"Content-Type": "application/sparql-update"}),
    ):
        response = httpx.post(server.url + "/sparql", **request)
        assert response.status_code == 403 and "read-only" in response.text
    # an update sent as a query is not a query, and the answer says so
    response = httpx.get(server.url + "/sparql", params={"query": "DELETE WHERE { ?s ?p ?o }"})
    assert response.status_code == 400
    assert response.text == "error: this is a SPARQL Update, not a query; only queries (SELECT, ASK, CONSTRUCT, DESCRIBE) are taken here [E028]\n"
    assert len(graph) == before


def test_update_allowed_with_flag_but_not_cross_origin(tmp_path):
    store = new_graph()
    with ServerThread(store, ServeConfig(allow_update=True)) as running:
        update = {"update": "INSERT DATA { <urn:a> <urn:b> <urn:c> }"}
        evil = httpx.post(running.url + "/sparql", data=update, headers={"Origin": "https://evil.example"})
        assert evil.status_code == 403 and len(store) == 0
        rebound = httpx.post(running.url + "/sparql", data=update, headers={"Host": "evil.example"})
        assert rebound.status_code == 403 and len(store) == 0
        ok = httpx.post(running.url + "/sparql", data=update)
        assert ok.status_code == 200 and len(store) == 1
        description = httpx.get(running.url + "/sparql", headers={"Accept": "text/turtle"}).text
        assert "SPARQL11Update" in description


def test_malformed_query_gives_parser_message(server):
    wrapper = client(server, JSON, query="SELECT ?x WHERE {\n  ?x ?y\n}")
    with pytest.raises(QueryBadFormed):
        wrapper.query()
    response = httpx.get(server.url + "/sparql", params={"query": "SELECT ?x WHERE {\n  ?x ?y\n}"})
    assert response.status_code == 400
    assert "line 3, column 1" in response.text and "expected" in response.text
    assert response.text.startswith("SPARQL syntax error at line 3") and response.text.count("error") == 1


@pytest.mark.parametrize("query", [
    "SELECT ?a ?d WHERE { ?a ?b ?c . ?d ?e ?f FILTER(STR(?c) = STR(?f) && ?a != ?d) }",  # rows arrive for ~7 s
    "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f }",  # nothing arrives until the end (~1.5 s)
])
def test_timeout(graph, query):
    started = time.monotonic()
    with ServerThread(graph, ServeConfig(timeout=0.5, max_results=10**9)) as server:
        response = httpx.get(server.url + "/sparql", params={"query": query}, timeout=30)
    assert response.status_code == 503 and "timed out after 0.5 s" in response.text
    assert time.monotonic() - started < 1.5


def test_a_query_past_its_time_keeps_its_slot_until_oxigraph_is_done(graph):
    count = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f }"  # ~1.5 s, no row until the end
    with ServerThread(graph, ServeConfig(timeout=0.2, concurrency=1, max_results=10**9)) as server:
        first = httpx.get(server.url + "/sparql", params={"query": count}, timeout=30)
        meanwhile = httpx.get(server.url + "/sparql", params={"query": "ASK { ?s ?p ?o }"}, timeout=30)
        for _ in range(100):  # then the slot is free again
            time.sleep(0.1)
            after = httpx.get(server.url + "/sparql", params={"query": "ASK { ?s ?p ?o }"}, timeout=30)
            if after.status_code == 200:
                break
    assert first.status_code == 503 and "timed out" in first.text
    assert meanwhile.status_code == 503 and "Too many queries" in meanwhile.text
    assert after.status_code == 200


def test_result_cap(server):
    response = httpx.get(server.url + "/sparql", params={"query": "SELECT * WHERE { ?s ?p ?o }"})
    assert response.status_code == 400 and "more than 1000 results" in response.text
    limited = httpx.get(server.url + "/sparql", params={"query": "SELECT * WHERE { ?s ?p ?o } LIMIT 1000"})
    assert limited.status_code == 200


def test_body_size_limit(server):
    big = "SELECT * WHERE { ?s ?p ?o } #" + "x" * 30_000
    response = httpx.post(server.url + "/sparql", content=big, headers={"Content-Type": "application/sparql-query"})
    assert response.status_code == 413
    response = httpx.post(server.url + "/sparql", content="{}", headers={"Content-Type": "application/json"})
    assert response.status_code == 415


def test_cors(server):
    response = httpx.get(server.url + "/sparql", params={"query": "ASK {}"}, headers={"Origin": "https://yasgui.example"})
    assert response.headers["access-control-allow-origin"] == "*"
    preflight = httpx.options(
        server.url + "/sparql",
        headers={"Origin": "https://yasgui.example", "Access-Control-Request-Method": "POST",
                 "Access-Control-Request-Headers": "content-type"},
    )
    assert preflight.status_code == 200 and "POST" in preflight.headers["access-control-allow-methods"]


# --------------------------------------------------------------------------- description, page, files


def test_service_description(server):
    response = httpx.get(server.url + "/sparql", headers={"Accept": "text/turtle"})
    description = Graph().parse(data=response.text, format="turtle")
    sd = "http://www.w3.org/ns/sparql-service-description#"
    answer = description.query(
        f"PREFIX sd: <{sd}> SELECT ?endpoint ?triples WHERE {{ ?s a sd:Service ; sd:endpoint ?endpoint ; "
        "sd:supportedLanguage sd:SPARQL11Query ; sd:defaultDataset/sd:defaultGraph/<http://rdfs.org/ns/void#triples> ?triples }"
    )
    (endpoint, triples), = list(answer)
    assert str(endpoint) == server.url + "/sparql"
    assert "SPARQL11Update" not in response.text


def test_query_page_is_self_contained(server):
    response = httpx.get(server.url + "/")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    html = response.text
    assert "<textarea" in html and "papers-of-organization" in html and "Co-author pairs" in html
    assert not re.search(r"<(script|link|img)[^>]+(src|href)=", html, re.I)  # everything inlined
    assert not re.search(r"https?://(?!w3id\.org|www\.w3\.org|purl\.org|xmlns\.com|schema\.org)[^\"'\s]*\.(js|css)", html)
    assert "default-src 'none'" in response.headers["content-security-policy"]
    # a browser asking /sparql for HTML gets the page too
    assert "<textarea" in httpx.get(server.url + "/sparql", headers={"Accept": "text/html"}).text
    assert "</script" not in page_html().split('id="kg-data">', 1)[1].split("</script>", 1)[0]


def test_exports_and_graph_page(server, exports):
    response = httpx.get(server.url + "/exports/graph.ttl")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/turtle")
    assert httpx.get(server.url + "/exports").json() == {"files": ["graph.html", "graph.ttl"]}
    assert httpx.get(server.url + "/exports/../test_serve.py").status_code == 404
    assert httpx.get(server.url + "/exports/%2e%2e/%2e%2e/etc/passwd").status_code == 404
    graph_page = httpx.get(server.url + "/graph", follow_redirects=True)
    assert graph_page.status_code == 200 and "<title>graph</title>" in graph_page.text


def test_loopback_by_default():
    assert ServeConfig().host == "127.0.0.1"
    from kg.cli.serve import serve

    import inspect

    assert inspect.signature(serve).parameters["host"].default == "127.0.0.1"


def _count(server) -> int:
    answer = httpx.get(server.url + "/sparql", params={"query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"},
                       headers={"Accept": "text/csv"})
    return int(answer.text.split()[1])


def test_a_store_folder_is_served_as_kg_load_writes_it(tmp_path):
    """kg serve --store serves the folder read-only, and a load into it meanwhile
    shows at the next query: a store opened read-only sees no later write."""
    def write(*objects):
        writer = new_graph(tmp_path)
        oxigraph(writer).extend(ox.Quad(ox.NamedNode("https://example.org/s"), ox.NamedNode("https://example.org/p"),
                                        ox.Literal(o), ox.DefaultGraph()) for o in objects)
        oxigraph(writer).flush()
        writer.close()
        del writer
        gc.collect()  # the lock goes with the store

    write("a", "b")
    with ServerThread(StoreFolder(tmp_path), ServeConfig(exports=None)) as server:
        assert _count(server) == 2
        write("c")
        assert _count(server) == 3
        assert _count(server) == 3
    with pytest.raises(ValueError):
        ServerThread(StoreFolder(tmp_path), ServeConfig(allow_update=True))
