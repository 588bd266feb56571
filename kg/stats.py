"""Statistics of a graph: counts per class, the top organizations and authors.

All of it is asked of the graph with SPARQL (the graph is the single source of
truth), on Oxigraph.

>>> from kg.store import new_graph
>>> class_counts(new_graph())
[]
"""

from __future__ import annotations

from dataclasses import dataclass

import pyoxigraph as ox
from rdflib import Graph

from .store import oxigraph
from .vocab import PREFIXES

_PROLOGUE = "".join(f"PREFIX {prefix}: <{ns}>\n" for prefix, ns in PREFIXES.items())

CLASS_COUNTS = _PROLOGUE + """
SELECT ?class (COUNT(?s) AS ?count) WHERE { ?s a ?class }
GROUP BY ?class ORDER BY DESC(?count) ?class
"""

# Papers per institution: a paper counts for the institution of any unit it names.
TOP_ORGANIZATIONS = _PROLOGUE + """
SELECT ?org (COALESCE(SAMPLE(?en), SAMPLE(?zh)) AS ?label) (COUNT(DISTINCT ?paper) AS ?papers) WHERE {
  ?paper kg:affiliation/kg:subOrganizationOf* ?org .
  FILTER NOT EXISTS { ?org kg:subOrganizationOf ?parent }
  OPTIONAL { ?org rdfs:label ?en FILTER(LANG(?en) = "en") }
  OPTIONAL { ?org rdfs:label ?zh FILTER(LANG(?zh) = "zh") }  # named only in Chinese (清华大学)
} GROUP BY ?org ORDER BY DESC(?papers) ?label LIMIT %d
"""

TOP_AUTHORS = _PROLOGUE + """
SELECT ?person (SAMPLE(?name) AS ?label) (COUNT(DISTINCT ?paper) AS ?papers)
       (COUNT(DISTINCT ?coauthor) AS ?coauthors) WHERE {
  ?paper kg:author ?person . ?person rdfs:label ?name .
  OPTIONAL { ?paper kg:author ?coauthor FILTER(?coauthor != ?person) }
} GROUP BY ?person ORDER BY DESC(?papers) DESC(?coauthors) ?label LIMIT %d
"""


@dataclass(frozen=True)
class Ranked:
    """One row of a top-N table."""

    iri: str
    label: str
    papers: int
    extra: int | None = None


def class_counts(graph: Graph) -> list[tuple[str, int]]:
    """``(class as a prefixed name, number of instances)``, largest first."""
    return [(_short(row["class"].value), int(row["count"].value)) for row in _select(graph, CLASS_COUNTS)]


def top_organizations(graph: Graph, limit: int = 10) -> list[Ranked]:
    """Institutions (organizations with no parent) by number of papers."""
    return [
        Ranked(row["org"].value, row["label"].value, int(row["papers"].value))
        for row in _select(graph, TOP_ORGANIZATIONS % _positive(limit))
    ]


def top_authors(graph: Graph, limit: int = 10) -> list[Ranked]:
    """People by number of papers, then by number of distinct co-authors."""
    return [
        Ranked(row["person"].value, row["label"].value, int(row["papers"].value), int(row["coauthors"].value))
        for row in _select(graph, TOP_AUTHORS % _positive(limit))
    ]


def _positive(limit: int) -> int:
    """``limit`` checked before it is written into a query (a LIMIT takes no variable).

    >>> _positive(-1)
    Traceback (most recent call last):
    ...
    ValueError: limit must be a positive integer, not -1
    """
    if not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit must be a positive integer, not {limit!r}")
    return limit


def _select(graph: Graph, query: str) -> ox.QuerySolutions:
    return oxigraph(graph).query(query)


def _short(iri: str) -> str:
    for prefix, namespace in PREFIXES.items():
        if iri.startswith(namespace):
            return f"{prefix}:{iri[len(namespace):]}"
    return iri
