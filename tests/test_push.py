"""kg push against a real Oxigraph server (the `oxigraph` package from PyPI),
started on a free loopback port; the data is then queried back from it."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from kg.api import run
from kg.cli import main
from kg.errors import KGError
from kg.export import write_export
from kg.push import push
from kg.store import new_graph

SEED = Path(__file__).resolve().parents[1] / "seeds" / "icml-2026.txt"
NAMED = "https://example.org/graphs/icml-2026"


def _oxigraph_binary() -> str | None:
    found = shutil.which("oxigraph")
    if found:
        return found
    beside = Path(sys.executable).with_name("oxigraph")  # the venv's bin/, when PATH lacks it
    return str(beside) if beside.exists() else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def oxigraph_server(tmp_path_factory):
    binary = _oxigraph_binary()
    if binary is None:
        pytest.skip("the oxigraph server binary is not installed (pip install oxigraph)")
    port = _free_port()
    location = tmp_path_factory.mktemp("oxigraph")
    process = subprocess.Popen(
        [binary, "serve", "--location", str(location), "--bind", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            httpx.get(url + "/query", params={"query": "ASK {}"}, timeout=1)
            break
        except httpx.TransportError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail(f"oxigraph serve did not start: {process.stderr.read().decode()[-500:]}")
            time.sleep(0.1)
    yield url
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="module")
def graph():
    return run([SEED]).graph


def remote(url: str, query: str) -> list[dict]:
    response = httpx.post(url + "/query", data={"query": query}, headers={"Accept": "application/sparql-results+json"})
    response.raise_for_status()
    return [{k: v["value"] for k, v in b.items()} for b in response.json()["results"]["bindings"]]


def count(url: str, graph: str | None) -> int:
    where = f"GRAPH <{graph}> {{ ?s ?p ?o }}" if graph else "?s ?p ?o"
    return int(remote(url, f"SELECT (COUNT(*) AS ?n) WHERE {{ {where} }}")[0]["n"])


def test_push_replaces_a_named_graph(oxigraph_server, graph):
    result = push(graph, oxigraph_server + "/store", graph=NAMED, replace=True)
    assert result.triples == len(graph) and result.status < 300
    assert count(oxigraph_server, NAMED) == len(graph)
    # the data comes back: papers of Peking University, asked of the other store
    rows = remote(oxigraph_server, f"""
        PREFIX kg: <https://w3id.org/paper-kg/ontology#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        SELECT DISTINCT ?title WHERE {{ GRAPH <{NAMED}> {{
          ?org rdfs:label "Peking University"@en .
          ?paper kg:affiliation/kg:subOrganizationOf* ?org ; rdfs:label ?title FILTER(LANG(?title) = "en")
        }} }} ORDER BY ?title""")
    assert [r["title"].split(":")[0] for r in rows] == ["Learning Protein Structure-Function Relationships through Knowledge-guided Representation Decomposition", "MVR-cache"]
    # replacing with a smaller graph leaves exactly that graph
    small = new_graph()
    small.update("INSERT DATA { <https://example.org/a> <https://example.org/b> 'c' }")
    push(small, oxigraph_server + "/store", graph=NAMED, replace=True)
    assert count(oxigraph_server, NAMED) == 1


def test_push_adds_to_the_default_graph_idempotently(oxigraph_server, graph):
    push(graph, oxigraph_server + "/store")
    push(graph, oxigraph_server + "/store")
    assert count(oxigraph_server, None) == len(graph)


def test_push_command(oxigraph_server, graph, tmp_path, capsys):
    ttl = tmp_path / "graph.ttl"
    write_export(graph, ttl, "ttl")
    target = "https://example.org/graphs/cli"
    code = main(["push", oxigraph_server + "/store", str(ttl), "--graph", target, "--replace"])
    out = capsys.readouterr().out
    assert code == 0 and f"Replaced graph <{target}>" in out and f"{len(graph)} triples" in out
    assert count(oxigraph_server, target) == len(graph)


def test_push_errors_are_one_line(oxigraph_server, graph, capsys):
    with pytest.raises(KGError, match="E024.*HTTP 404|HTTP 404.*E024"):
        push(graph, oxigraph_server + "/no-such-endpoint")
    with pytest.raises(KGError, match="not an http"):
        push(graph, "ftp://example.org/store")
    with pytest.raises(KGError, match="E024"):  # nothing listening there
        push(graph, f"http://127.0.0.1:{_free_port()}/store", timeout=5)
