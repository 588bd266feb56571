"""viz: the interactive graph page, one self-contained, offline, safe HTML file.

The graph is read from Oxigraph (labels and details only of what is drawn),
the nodes to draw are chosen (``focus``/``depth``, ``types``, a ``query``, a
networkx ``view``, ``max_nodes``), a :class:`pyvis.network.Network` is built
from them, and its nodes, edges and options are rendered with the page
template in ``kg/data/viz/`` (Jinja2 with autoescape). What pyvis 0.3.2
itself gets wrong is avoided:

- every script and style is inlined from package data (vis-network 9.1.2,
  dual MIT / Apache-2.0, licences beside it); the page makes no request;
- the data are embedded as JSON with ``<``, ``>`` and ``&`` escaped, a
  Content-Security-Policy lets only the page's own scripts run (by hash), and
  the page script builds every tooltip and panel with ``textContent``; links
  come only from URLs validated here as http(s);
- the file is written as UTF-8, atomically;
- above :data:`PHYSICS_LIMIT` nodes positions are precomputed with numpy
  (:func:`kg.project.layout`) and physics is off; ``improvedLayout`` is
  always off (it fails on scale-free graphs).

>>> from kg.store import new_graph
>>> page = render_page(new_graph())
>>> page.startswith("<!DOCTYPE html>") and "https://cdn" not in page
True
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import math
import os
import re
import warnings
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.resources import files
from operator import itemgetter
from typing import Any, Container, Iterable, Sequence
from urllib.parse import urlsplit

import networkx as nx
import pyoxigraph as ox
from jinja2 import Environment, select_autoescape
from markupsafe import Markup
from pyvis.edge import Edge
from pyvis.network import Network
from rdflib import Graph

from . import project
from .data import patterns
from .errors import Codes, KGError
from .export import PROJECTION_FORMATS, write_output
from .query import PROLOGUE, parse_error
from .store import oxigraph
from .vocab import KG, METHOD_CLASSES, RDF, RDFS, local_name

#: Classes drawn, in legend order: kind -> (legend label, colour, vis shape).
KINDS: dict[str, tuple[str, str, str]] = {
    "paper": ("Paper", "#4e79a7", "square"),
    "person": ("Person", "#f28e2b", "dot"),
    "organization": ("Organization", "#59a14f", "diamond"),
    "method": ("Method", "#e15759", "triangle"),
    "topic": ("Topic", "#b07aa1", "star"),
    "venue": ("Venue", "#76b7b2", "hexagon"),
    "other": ("Other", "#9aa0a6", "dot"),
}

class VizError(KGError, ValueError):
    """A request the page cannot be drawn for (an unknown view or kind, no
    node to focus on): a coded one-line error, and a ValueError to callers."""


#: Projections accepted by ``view=``.
VIEWS = ("coauthors", "organizations", "methods")

#: Above this many nodes, positions are computed in Python and physics is off.
PHYSICS_LIMIT = 400

#: Longest list shown in one field of a tooltip or the side panel.
LIST_LIMIT = 40

_CLASS_KIND: dict[str, str] = {
    str(KG.Paper): "paper",
    str(KG.Person): "person",
    str(KG.Organization): "organization",
    str(KG.Topic): "topic",
    str(KG.Venue): "venue",
    **{str(cls): "method" for cls in METHOD_CLASSES.values()},
}

#: Relations drawn as edges: property -> edge label.
_RELATIONS: dict[str, str] = {
    str(KG.author): "author",
    str(KG.affiliation): "affiliation",
    str(KG.subOrganizationOf): "part of",
    str(KG.proposes): "proposes",
    str(KG.mentions): "mentions",
    str(KG.about): "about",
    str(KG.venue): "venue",
}

_VALUES = {
    str(KG.summary): "summary",
    str(KG.codeRepository): "code",
    str(KG.projectPage): "project",
    str(KG.datasetLink): "dataset",
    str(KG.relatedLink): "link",
    str(KG.presentationType): "presentation",
    str(KG.award): "award",
    str(KG.countryCode): "country",
}


def _iris(terms: Iterable[str]) -> str:
    return " ".join(f"<{term}>" for term in terms)


_TYPE = ox.NamedNode(str(RDF.type))
_LABEL = ox.NamedNode(str(RDFS.label))
_DEFAULT = ox.DefaultGraph()
_Q_VALUES = f"SELECT ?s ?p ?o WHERE {{ VALUES ?p {{ {_iris(_VALUES)} }} ?s ?p ?o FILTER(isLiteral(?o)) }}"
_Q_AUTHORSHIP = (
    f"SELECT ?paper ?person ?position WHERE {{ ?paper <{KG.authorship}> ?slot . "
    f"?slot <{KG.person}> ?person ; <{KG.position}> ?position }}"
)
_Q_CLAIMS = (
    f"SELECT ?paper ?metric ?direction ?qualifier ?low ?high ?unit WHERE {{ ?paper <{KG.claim}> ?claim . "
    + " ".join(f"OPTIONAL {{ ?claim <{KG[term]}> ?{var} }}" for var, term in (
        ("metric", "metric"), ("direction", "direction"), ("qualifier", "qualifier"),
        ("low", "valueMin"), ("high", "valueMax"), ("unit", "unit")))
    + " }"
)

#: How the page writes a claim's direction and unit (others: the unit's name after the value).
_CLAIM_ARROWS = {"improvement": "↑", "reduction": "↓"}
_UNIT_SIGNS = {"percent": "%", "times": "×", "score": ""}

#: IRIs per query when details are read for chosen nodes (``VALUES`` blocks).
_BATCH = 5000


# --------------------------------------------------------------------------
# Reading the graph


@dataclass(slots=True)
class Entity:
    """One node that can be drawn: its IRI, kind, class and labels."""

    iri: str
    kind: str
    cls: str = ""
    en: str = ""
    zh: str = ""

    @property
    def label(self) -> str:
        return self.en or self.zh or local_name(self.iri)


@dataclass
class Catalogue:
    """Everything the page needs from the graph, read with Oxigraph.

    A catalogue read without details (``read_catalogue(graph, details=False)``)
    reads labels, values, authors and claims only for the IRIs passed to
    :meth:`read_labels` and :meth:`read_details`: a page draws a few thousand
    of a large graph's entities.
    """

    entities: dict[str, Entity] = field(default_factory=dict)
    edges: list[tuple[str, str, str]] = field(default_factory=list)  # (subject, relation, object), unsorted
    values: dict[str, dict[str, list[tuple[str, str]]]] = field(default_factory=dict)  # iri -> name -> [(text, lang)]
    authors: dict[str, list[tuple[int, str]]] = field(default_factory=dict)  # paper -> [(position, person)]
    claims: dict[str, list[str]] = field(default_factory=dict)
    store: ox.Store | None = field(default=None, repr=False)  # set while some labels or details are unread
    _labelled: set[str] = field(default_factory=set, repr=False)
    _detailed: set[str] | None = field(default_factory=set, repr=False)  # None: all read
    _index: dict[str, list[tuple[str, str, str]]] | None = field(default=None, repr=False)
    _indexed: set[str] | None = field(default=None, repr=False)  # None: every node

    def entity(self, iri: str) -> Entity:
        return self.entities.get(iri) or Entity(iri, "other")

    def read_labels(self, iris: Iterable[str]) -> None:
        """Read the labels of those entities among ``iris`` whose labels are not read yet."""
        if self.store is None:
            return
        todo = {iri for iri in iris if iri in self.entities and iri not in self._labelled}
        self._labelled |= todo
        if 2 * len(todo) > len(self.entities):  # most of them: one scan of all labels is faster
            _read_all_labels(self, self.store, todo)
            return
        for iri in todo:
            quads = self.store.quads_for_pattern(ox.NamedNode(iri), _LABEL, None, _DEFAULT)
            _set_labels(self.entities[iri], [label for quad in quads if isinstance(label := quad.object, ox.Literal)])

    def read_details(self, iris: Iterable[str] | None = None) -> None:
        """Read the values, authors and claims of ``iris`` (default: of everything) not read yet."""
        if self.store is None or self._detailed is None:
            return
        if iris is None:
            _read_details(self, self.store, "")
            self._detailed = None
        else:
            todo = sorted({iri for iri in iris if iri not in self._detailed})
            self._detailed.update(todo)
            for start in range(0, len(todo), _BATCH):
                _read_details(self, self.store, _iris(todo[start:start + _BATCH]))
        _sort_details(self)

    def edges_of(self, iri: str) -> list[tuple[str, str, str]]:
        """The edges from or to ``iri`` (indexed for :meth:`index_edges`' nodes, else for all)."""
        if self._index is None or (self._indexed is not None and iri not in self._indexed):
            self.index_edges(None)
        return self._index.get(iri, [])  # type: ignore[union-attr]

    def index_edges(self, iris: Iterable[str] | None) -> None:
        """Index the edges of ``iris`` (None: of every node) for :meth:`edges_of`, in one pass."""
        scope = None if iris is None else set(iris)
        if self._index is not None and (self._indexed is None or (scope is not None and scope <= self._indexed)):
            return
        index: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
        for edge in self.edges:
            subject, _, obj = edge
            if scope is None or subject in scope:
                index[subject].append(edge)
            if obj != subject and (scope is None or obj in scope):
                index[obj].append(edge)
        self._index, self._indexed = index, scope


def read_catalogue(graph: Graph, *, details: bool = True) -> Catalogue:
    """Read the drawable entities and their relations from ``graph``, and with
    ``details`` every entity's labels and values and every paper's authors
    and claims; without, call :meth:`Catalogue.read_labels` and
    :meth:`Catalogue.read_details` for the nodes that need them.
    """
    store = oxigraph(graph)
    cat = Catalogue(entities=_read_entities(store), edges=_read_edges(store), store=store)
    if details:
        _read_all_labels(cat, store, cat.entities)
        cat.read_details()
        cat.store = None
    return cat


def _read_entities(store: ox.Store) -> dict[str, Entity]:
    """The typed IRIs, in class order then the store's order (degree ties are broken by it)."""
    entities: dict[str, Entity] = {}
    for cls, kind in _CLASS_KIND.items():
        name = local_name(cls)
        typed = store.quads_for_pattern(None, _TYPE, ox.NamedNode(cls), _DEFAULT)
        for iri in [subject.value for quad in typed if isinstance(subject := quad.subject, ox.NamedNode)]:
            current = entities.get(iri)
            if current is None:
                entities[iri] = Entity(iri, kind, name)
            elif kind == "method" and cls != str(KG.Method):
                current.cls = name  # the most specific method class
    return entities


def _read_edges(store: ox.Store) -> list[tuple[str, str, str]]:
    """The relations between IRIs (in the store's order: users that need an order sort what they use)."""
    return [
        (quad.subject.value, rel, obj.value)
        for relation, rel in _RELATIONS.items()
        for quad in store.quads_for_pattern(None, ox.NamedNode(relation), None, _DEFAULT)
        if isinstance(obj := quad.object, ox.NamedNode)
    ]


def _read_all_labels(cat: Catalogue, store: ox.Store, iris: Container[str]) -> None:
    """The labels of ``iris`` (entities), read in one scan of all labels."""
    labels: dict[str, list[ox.Literal]] = defaultdict(list)
    for quad in store.quads_for_pattern(None, _LABEL, None, _DEFAULT):
        if (iri := quad.subject.value) in iris and isinstance(label := quad.object, ox.Literal):
            labels[iri].append(label)
    for iri, found in labels.items():
        _set_labels(cat.entities[iri], found)


def _set_labels(entity: Entity, literals: list[ox.Literal]) -> None:
    """English (or untagged, or else any non-Chinese) and Chinese labels, the first of each in sort order."""
    en = other = zh = None
    for lang, text in sorted([(literal.language or "", literal.value) for literal in literals]):
        if lang.startswith("zh"):
            zh = text if zh is None else zh
        else:
            other = text if other is None else other
            en = text if en is None and lang in ("en", "") else en
    entity.en = en or other or ""
    entity.zh = zh or ""


def _read_details(cat: Catalogue, store: ox.Store, iris: str) -> None:
    """Values, authors and claims of the subjects ``iris`` (IRIs in SPARQL syntax; empty: all)."""
    def rows(query: str, var: str) -> ox.QuerySolutions:
        # VALUES after the pattern: Oxigraph joins it with the results (inside, ?s ?p ?o is slow)
        return store.query(query + (f" VALUES ?{var} {{ {iris} }}" if iris else ""))

    for subject, predicate, literal in rows(_Q_VALUES, "s"):
        cat.values.setdefault(subject.value, {}).setdefault(_VALUES[predicate.value], []).append(
            (literal.value, literal.language or ""))
    for paper, person, position in rows(_Q_AUTHORSHIP, "paper"):
        try:
            cat.authors.setdefault(paper.value, []).append((int(position.value), person.value))
        except ValueError:
            continue
    for paper, *fields_ in rows(_Q_CLAIMS, "paper"):
        cat.claims.setdefault(paper.value, []).append(_claim_text(*(f.value if f else None for f in fields_)))


def _claim_text(metric: str | None, direction: str | None, qualifier: str | None,
               low: str | None, high: str | None, unit: str | None) -> str:
    """A claim in a line: what changes, which way, by how much (the summary, shown
    above it, has the sentence).

    >>> _claim_text("吞吐量", "improvement", "average", "2.26", "2.26", "times")
    '吞吐量 ↑ 2.26× (average)'
    >>> _claim_text(None, "reduction", None, "1.5", "3", "points")
    '↓ 1.5–3 points'
    """
    value = low if low == high or high is None else f"{low}–{high}"
    amount = f"{value}{_UNIT_SIGNS.get(unit, f' {unit}')}" if value is not None and unit else value
    parts = [metric, _CLAIM_ARROWS.get(direction or ""), amount, f"({qualifier})" if qualifier else None]
    return " ".join(part for part in parts if part)


def _sort_details(cat: Catalogue) -> None:
    for fields_ in cat.values.values():
        for items in fields_.values():
            items.sort()
    for slots in cat.authors.values():
        slots.sort()
    for texts in cat.claims.values():
        texts.sort()


# --------------------------------------------------------------------------
# Choosing what to draw


@dataclass
class Selection:
    """The graph to draw (networkx, node ids are IRIs) and what was left out."""

    graph: nx.Graph
    title: str
    total: int
    omitted: list[str] = field(default_factory=list)  # IRIs, highest degree first
    focus: str | None = None
    other_matches: list[str] = field(default_factory=list)  # labels ``focus`` also matched, best first

    def omitted_labels(self, catalogue: Catalogue, limit: int = 10) -> list[str]:
        catalogue.read_labels(self.omitted[:limit])
        return [catalogue.entity(iri).label for iri in self.omitted[:limit]]


def entity_graph(cat: Catalogue, nodes: Iterable[str] | None = None) -> nx.Graph:
    """The entities (default: all; else ``nodes``, in catalogue order) and the
    relations between them (undirected, ``rel`` on edges: of two relations
    between the same nodes, the first in sort order)."""
    if nodes is None:
        keep, edges = cat.entities, cat.edges
    else:
        keep = set(nodes)
        cat.index_edges(keep)
        edges = {edge for node in keep for edge in cat.edges_of(node) if edge[0] in keep and edge[2] in keep}
    graph = nx.Graph()
    for iri, entity in cat.entities.items():
        if iri in keep:
            graph.add_node(iri, kind=entity.kind)
    for subject, rel, obj in sorted(edge for edge in edges if edge[0] in keep and edge[2] in keep):
        if not graph.has_edge(subject, obj):
            graph.add_edge(subject, obj, rel=rel, weight=1)
    return graph


def view_graph(cat: Catalogue, view: str) -> nx.Graph:
    """A networkx projection of the catalogue: ``coauthors``, ``organizations`` or ``methods``."""
    if view == "coauthors":
        cat.read_details()
        written: dict[str, list[str]] = defaultdict(list)
        for s, rel, o in cat.edges:
            if rel == "author":
                written[s].append(o)
        paper_authors: dict[str, list[str]] = defaultdict(list)
        for paper in sorted(written):
            ordered = [person for _, person in cat.authors.get(paper, [])]
            paper_authors[paper] = list(dict.fromkeys(ordered + sorted(written[paper])))
        graph = project.coauthors(paper_authors)
        rel = "co-author"
    elif view == "organizations":
        paper_orgs: dict[str, list[str]] = defaultdict(list)
        parents: dict[str, str] = {}
        for s, rel_, o in sorted(edge for edge in cat.edges if edge[1] in ("affiliation", "part of")):
            if rel_ == "affiliation":
                paper_orgs[s].append(o)
            elif rel_ == "part of":
                parents.setdefault(s, o)
        graph = project.organizations(paper_orgs, parents)
        rel = "co-published"
    elif view == "methods":
        links = sorted(edge for edge in cat.edges if edge[1] in ("proposes", "mentions"))
        graph = project.methods((s, o, rel_) for s, rel_, o in links)
        rel = ""
    else:
        raise VizError(Codes.E010, what="view", name=view, choices=", ".join(VIEWS))
    for node in graph:
        graph.nodes[node]["kind"] = cat.entity(node).kind
    for _, _, data in graph.edges(data=True):
        data["rel"] = data.get("relation") or rel
        data.setdefault("weight", 1)
    return graph


def query_graph(graph: Graph, cat: Catalogue, query: str) -> nx.Graph:
    """The graph of a CONSTRUCT, or of a SELECT of ``?s ?p ?o``: IRIs become nodes.

    The query has the prefixes ``kg query`` predeclares, and a syntax error is
    its :class:`kg.query.QuerySyntaxError`.
    """
    try:
        result = oxigraph(graph).query(PROLOGUE + query)
    except SyntaxError as exc:
        raise parse_error(exc, query) from None
    if isinstance(result, ox.QueryTriples):
        triples = [(t.subject, t.predicate, t.object) for t in result]
    elif isinstance(result, ox.QuerySolutions):
        names = [v.value for v in result.variables]
        if not {"s", "p", "o"} <= set(names):
            raise VizError(Codes.E014, detail=f" (it returns {', '.join('?' + name for name in names)})")
        triples = [(row["s"], row["p"], row["o"]) for row in result]
    else:
        raise VizError(Codes.E014, detail="")
    out = nx.Graph()
    for s, p, o in triples:
        if not isinstance(s, ox.NamedNode):
            continue
        out.add_node(s.value, kind=cat.entity(s.value).kind)
        if isinstance(o, ox.NamedNode) and p is not None and o.value != s.value:
            out.add_node(o.value, kind=cat.entity(o.value).kind)
            rel = _RELATIONS.get(p.value) or local_name(p.value)
            if not out.has_edge(s.value, o.value):
                out.add_edge(s.value, o.value, rel=rel, weight=1)
    return out


def select(
    graph: Graph,
    catalogue: Catalogue | None = None,
    *,
    focus: str | None = None,
    depth: int = 1,
    types: Sequence[str] | None = None,
    query: str | None = None,
    view: str | None = None,
    max_nodes: int | None = None,
) -> Selection:
    """Choose the nodes and edges to draw; see :func:`render_page` for the options.

    Without ``focus``, ``query`` or ``view``, only the nodes kept become a
    networkx graph (degrees are counted on the edge list), so drawing the top
    of a large graph does not build all of it.
    """
    cat = catalogue or read_catalogue(graph, details=False)
    if query is None and view is None and not focus:
        return _select_entities(cat, {_kind_name(t) for t in types or ()}, max_nodes)
    if query is not None:
        chosen, title = query_graph(graph, cat, query), "query"
    elif view is not None:
        chosen, title = view_graph(cat, view), view
    else:
        chosen, title = entity_graph(cat), "graph"
    if types:
        wanted = {_kind_name(t) for t in types}
        chosen = project.induced(chosen, [n for n, kind in chosen.nodes(data="kind") if kind in wanted])
    centre, others = None, []
    if focus:
        centre, *others = matching_nodes(chosen, cat, focus)  # their labels read
        chosen = project.induced(chosen, project.neighbourhood(chosen, [centre], max(depth, 0)))
        cat.read_labels([centre])
        title += f" around {cat.entity(centre).label}"
    total = chosen.number_of_nodes()
    omitted: list[str] = []
    if max_nodes is not None and total > max_nodes:
        chosen, omitted = project.top_by_degree(chosen, max_nodes, keep=[centre] if centre else [])
    return Selection(chosen, title, total, [str(n) for n in omitted], centre, [cat.entity(n).label for n in others])


def _select_entities(cat: Catalogue, wanted: set[str], max_nodes: int | None) -> Selection:
    """The entity graph (of the ``wanted`` kinds, or all), cut to the ``max_nodes`` of highest degree."""
    nodes = [iri for iri, entity in cat.entities.items() if not wanted or entity.kind in wanted]
    kept, omitted = nodes, []
    if max_nodes is not None and len(nodes) > max_nodes:
        kept, omitted = project.top_nodes(nodes, map(itemgetter(0, 2), cat.edges), max_nodes)
    chosen = entity_graph(cat, kept)
    if wanted or omitted:  # a part of the graph: ordered as networkx copies a subgraph (the layout depends on it)
        chosen = chosen.copy()
    return Selection(chosen, "graph", len(nodes), omitted)


def matching_nodes(graph: nx.Graph, cat: Catalogue, needle: str) -> list[str]:
    """The nodes whose IRI or label (English or Chinese) is ``needle``, best
    first: an exact IRI, else the exact labels (case-insensitive), else the
    labels it begins; among several, the ones of highest degree first."""
    if needle in graph:
        return [needle]
    cat.read_labels(graph)
    wanted = needle.strip().casefold()
    exact, prefix = [], []
    for node in graph:
        entity = cat.entity(node)
        names = [name.casefold() for name in (entity.en, entity.zh, local_name(node)) if name]
        if wanted in names:
            exact.append(node)
        elif any(name.startswith(wanted) for name in names):
            prefix.append(node)
    found = exact or prefix
    if not found:
        raise VizError(Codes.E013, needle=needle)
    return sorted(found, key=lambda n: (-graph.degree(n), n))


# --------------------------------------------------------------------------
# Building the pyvis network


def _read_drawn(cat: Catalogue, graph: nx.Graph) -> None:
    """Read what the page shows of the drawn nodes: their details, and the
    labels of them, their neighbours and their authors."""
    drawn = list(graph)
    cat.read_details(drawn)
    cat.index_edges(drawn)
    named = set(drawn)
    for iri in drawn:
        edges = cat.edges_of(iri)
        named.update(map(itemgetter(0), edges), map(itemgetter(2), edges))
        named.update(person for _, person in cat.authors.get(iri, []))
    cat.read_labels(named)


def build_network(sel: Selection, cat: Catalogue) -> Network:
    """A pyvis Network of the selection: styled nodes (with details), edges, options."""
    graph = sel.graph
    _read_drawn(cat, graph)
    n = graph.number_of_nodes()
    large = n > PHYSICS_LIMIT
    net = Network(height="100%", width="100%", directed=False, cdn_resources="in_line")
    positions = project.layout(graph, seed=7, scale=max(500.0, 70.0 * math.sqrt(max(n, 1))), iterations=60 if n < 2000 else 45)
    weighted = any(w != 1 for _, _, w in graph.edges(data="weight", default=1))
    for node in sorted(graph, key=str):
        entity = cat.entity(node)
        kind = graph.nodes[node].get("kind") or entity.kind
        _, colour, shape = KINDS.get(kind, KINDS["other"])
        x, y = positions.get(node, (0.0, 0.0))
        net.add_node(
            node,
            label=_short_label(entity, kind),
            shape=shape,
            color=colour,
            value=graph.degree(node) + 1,
            x=x,
            y=y,
            kind=kind,
            full=entity.label,
            zh=entity.zh,
            details=details(cat, node, kind),
            links=links(cat, node),
        )
    # pyvis' add_edge scans every node and edge per call (quadratic); the
    # endpoints are known to exist here, so its Edge objects are added directly.
    # each edge from its smaller end: networkx gives the ends of an undirected
    # edge in the order they were added, which follows the source's order
    ends = [(*sorted((a, b), key=str), data) for a, b, data in graph.edges(data=True)]
    for i, (a, b, data) in enumerate(sorted(ends, key=lambda e: (str(e[0]), str(e[1])))):
        edge = Edge(a, b, False, id=f"e{i}", rel=data.get("rel", ""), title=None)
        del edge.options["title"]
        if weighted:
            edge.options["value"] = data.get("weight", 1)
        net.edges.append(edge.options)
    net.options = _options(n, large, weighted)
    return net


#: A page of at most this many nodes draws larger labels, which its fitted view
#: shows (so the page steps back from vis's fit by SMALL_PAGE_FIT, keeping them in the window).
SMALL_PAGE, SMALL_PAGE_FIT = 100, 0.8


def _options(n: int, large: bool, weighted: bool) -> dict[str, Any]:
    return {
        "autoResize": True,
        "layout": {"improvedLayout": False, "randomSeed": 7},
        "nodes": {
            "borderWidth": 1,
            "font": {"face": "system-ui, -apple-system, Segoe UI, Noto Sans CJK SC, sans-serif", "size": 14,
                     "color": "#1f2933", "strokeWidth": 3, "strokeColor": "#ffffff"},
            "scaling": {"min": 7, "max": 36,
                        "label": {"enabled": True, "min": 8 if n > SMALL_PAGE else 11, "max": 30, "maxVisible": 24,
                                  "drawThreshold": 5 if n <= SMALL_PAGE else 4.5 if n <= 600 else 9}},
        },
        "edges": {
            "color": {"color": "#c5ccd6", "highlight": "#334155", "hover": "#64748b", "inherit": False},
            "smooth": False,
            "width": 1,
            "selectionWidth": 1.5,
            "hoverWidth": 0.8,
            "font": {"size": 11, "color": "#334155", "strokeWidth": 3, "strokeColor": "#ffffff", "align": "middle"},
            "scaling": {"min": 1, "max": 8 if weighted else 1},
        },
        "interaction": {"hover": True, "tooltipDelay": 120, "hideEdgesOnDrag": large, "hideEdgesOnZoom": large,
                        "navigationButtons": False, "keyboard": False, "multiselect": False},
        "physics": {
            "enabled": not large,
            "solver": "forceAtlas2Based",
            "forceAtlas2Based": {"gravitationalConstant": -60, "centralGravity": 0.01, "springLength": 90,
                                 "springConstant": 0.06, "damping": 0.5, "avoidOverlap": 0.5},
            "stabilization": {"enabled": not large, "iterations": 250, "updateInterval": 25, "fit": True},
            "minVelocity": 1.0,
        },
    }


def details(cat: Catalogue, iri: str, kind: str) -> list[list[Any]]:
    """The fields shown for a node, as ``[name, text or list of texts]`` pairs."""
    label = cat.entity
    out: list[list[Any]] = []
    entity = cat.entity(iri)
    values = cat.values.get(iri, {})
    related: dict[str, list[str]] = defaultdict(list)
    incoming: dict[str, list[str]] = defaultdict(list)
    for s, rel, o in cat.edges_of(iri):
        (related if s == iri else incoming)[rel].append(o if s == iri else s)

    def names(iris: Iterable[str]) -> list[str]:
        return sorted({label(i).label for i in iris}, key=str.casefold)

    def add(name: str, value: Any) -> None:
        if value:
            out.append([name, _clip(value)])

    if kind == "paper":
        add("Title", entity.en)
        add("中文标题", entity.zh)
        ordered = [f"{pos}. {label(person).label}" for pos, person in cat.authors.get(iri, [])]
        add("Authors", ordered or names(related["author"]))
        add("Organizations", names(related["affiliation"]))
        add("Venue", ", ".join(names(related["venue"])))
        add("Presentation", ", ".join(text for text, _ in values.get("presentation", [])))
        add("Awards", ", ".join(text for text, _ in values.get("award", [])))
        add("Proposes", names(related["proposes"]))
        add("Mentions", names(related["mentions"]))
        add("Topics", names(related["about"]))
        for text, lang in values.get("summary", []):
            add("Summary" + (f" ({lang})" if lang else ""), text)
        add("Claims", cat.claims.get(iri, []))
    elif kind == "person":
        add("Name", entity.en)
        add("中文名", entity.zh)
        add("Papers", names(incoming["author"]))
    elif kind == "organization":
        add("Name", entity.en)
        add("中文名", entity.zh)
        add("Part of", ", ".join(names(related["part of"])))
        add("Units", names(incoming["part of"]))
        add("Country", ", ".join(text for text, _ in values.get("country", [])))
        add("Papers", names(incoming["affiliation"]))
    elif kind == "method":
        add("Name", entity.en)
        add("中文名", entity.zh)
        add("Type", entity.cls)
        add("Proposed by", names(incoming["proposes"]))
        add("Mentioned by", names(incoming["mentions"]))
    else:
        add("Name", entity.en)
        add("中文名", entity.zh)
        papers = names(incoming["about"] + incoming["venue"])
        add("Papers", papers)
    return out


def links(cat: Catalogue, iri: str) -> list[list[str]]:
    """``[text, url]`` for the code, project page, dataset and other links of a paper (http(s) only)."""
    out = []
    values = cat.values.get(iri, {})
    for name, text in (("code", "Code"), ("project", "Project page"), ("dataset", "Dataset"), ("link", "Link")):
        for url, _ in values.get(name, []):
            if safe_url(url):
                out.append([text, url])
    return out


def safe_url(url: str) -> bool:
    """Whether ``url`` is an absolute http(s) URL with a host and nothing odd in it.

    >>> safe_url("https://github.com/a/b"), safe_url("javascript:alert(1)"), safe_url("http://x/\\"><script>")
    (True, False, False)
    """
    if not isinstance(url, str) or len(url) > 2000 or any(c in url for c in ' "<>\\`{}|^\n\r\t'):
        return False
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.netloc) and not parts.username


def _clip(value: Any) -> Any:
    if isinstance(value, list) and len(value) > LIST_LIMIT:
        return value[:LIST_LIMIT] + [f"… and {len(value) - LIST_LIMIT} more"]
    if isinstance(value, str) and len(value) > 4000:
        return value[:4000] + "…"
    return value


def _short_label(entity: Entity, kind: str) -> str:
    """A node's label on the page: a paper by the name before its title's colon
    (``MVR-cache: ...``), unless that is a genre word (``Position: ...``),
    an organization by its first part, each cut to 32 characters."""
    text = " ".join(entity.label.split())
    if kind == "paper" and ":" in text[:40]:
        name, _, rest = text.partition(":")
        text = rest.strip() if name.strip().casefold() in _genre_words() and rest.strip() else name
    elif kind == "organization" and "," in text:
        text = text.split(",", 1)[0]
    return text if len(text) <= 32 else text[:30].rstrip() + "…"


@lru_cache(maxsize=1)
def _genre_words() -> frozenset[str]:
    """Words that say what kind of paper a title is (``title.json`` 'genre_words')."""
    return frozenset(patterns("title.json")["genre_words"])


# --------------------------------------------------------------------------
# Rendering


def _asset(name: str) -> str:
    return files("kg.data").joinpath("viz", name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def _assets() -> dict[str, str]:
    assets = {"vis_js": _asset("vis-network.min.js"), "page_js": _asset("page.js"), "css": _asset("page.css")}
    for name, text in assets.items():
        if re.search(r"</(script|style)", text, re.IGNORECASE):
            raise RuntimeError(f"packaged asset {name} contains a closing tag and cannot be inlined")
    return assets


@lru_cache(maxsize=1)
def _environment() -> Environment:
    return Environment(autoescape=select_autoescape(default=True, default_for_string=True), keep_trailing_newline=True)


def _json_for_script(data: Any) -> str:
    """JSON safe inside a ``<script>`` element: no ``<``, ``>`` or ``&`` left."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return (text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


@dataclass
class Page:
    """A rendered page and what it holds."""

    html: str
    nodes: int
    edges: int
    total: int
    omitted: list[str]
    omitted_labels: list[str]
    physics: bool
    other_matches: list[str] = field(default_factory=list)  # see :attr:`Selection.other_matches`


def render(
    graph: Graph,
    *,
    focus: str | None = None,
    depth: int = 1,
    types: Sequence[str] | None = None,
    query: str | None = None,
    view: str | None = None,
    max_nodes: int | None = None,
    title: str = "paper-kg",
) -> Page:
    """Render the page (see :func:`render_page`) and say what it holds."""
    cat = read_catalogue(graph, details=False)
    sel = select(graph, cat, focus=focus, depth=depth, types=types, query=query, view=view, max_nodes=max_nodes)
    net = build_network(sel, cat)
    nodes, edges, _heading, _height, _width, options_json = net.get_network_data()
    options = json.loads(options_json)
    counts: dict[str, int] = defaultdict(int)
    for node in nodes:
        counts[node["kind"]] += 1
    data = {
        "nodes": nodes,
        "edges": edges,
        "options": options,
        "kinds": [{"kind": k, "label": lbl, "color": c, "shape": s, "count": counts[k]}
                  for k, (lbl, c, s) in KINDS.items() if counts.get(k)],
        "meta": {
            "title": f"{title} — {sel.title}",
            "total": sel.total,
            "omitted": len(sel.omitted),
            "omittedSample": sel.omitted_labels(cat),
            "physics": bool(options["physics"]["enabled"]),
            "fitScale": SMALL_PAGE_FIT if len(nodes) <= SMALL_PAGE else 1,
            "focus": sel.focus,
        },
    }
    assets = _assets()
    data_json = _json_for_script(data)
    csp = ("default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
           f"script-src {_sha256(assets['vis_js'])} {_sha256(assets['page_js'])}; "
           "connect-src 'none'; font-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'")
    template = _environment().from_string(_asset("page.html"))
    page = template.render(
        title=data["meta"]["title"],
        csp=csp,
        css=Markup(assets["css"]),
        vis_js=Markup(assets["vis_js"]),
        page_js=Markup(assets["page_js"]),
        data_json=Markup(data_json),
    )
    return Page(page, len(nodes), len(edges), sel.total, sel.omitted, sel.omitted_labels(cat),
                bool(options["physics"]["enabled"]), sel.other_matches)


def render_page(graph: Graph, **options: Any) -> str:
    """The page as a string. Options (all optional):

    ``focus`` (IRI or label, English or Chinese) with ``depth`` (hops, default
    1); ``types`` (kinds to keep: paper, person, organization, method, topic,
    venue); ``query`` (SPARQL text: a CONSTRUCT, or a SELECT of ?s ?p ?o);
    ``view`` (``coauthors``, ``organizations`` or ``methods``); ``max_nodes``
    (keep the nodes of highest degree); ``title``.
    """
    return render(graph, **options).html


def write_page(graph: Graph, path: str | os.PathLike[str], **options: Any) -> Page:
    """Write the page to ``path`` (UTF-8, atomically) and return what it holds.

    ``kg build`` calls ``write_page(graph, out / "graph.html")``.
    """
    page = render(graph, **options)
    write_output(path, page.html.encode("utf-8"))
    return page


def notebook(graph: Graph, height: int = 650, **options: Any):
    """Show the page in Jupyter: an ``<iframe srcdoc>`` (no local server needed).

    Returns an ``IPython.display.HTML`` object (display it, or leave it last in a cell).
    """
    from IPython.display import HTML  # imported here: IPython is optional

    with warnings.catch_warnings():  # "Consider using IFrame": IFrame takes a URL only, and this page has none
        warnings.filterwarnings("ignore", "Consider using IPython.display.IFrame", UserWarning)
        return HTML(iframe(render_page(graph, **options), height))


def iframe(page: str, height: int = 650) -> str:
    """An ``<iframe>`` whose ``srcdoc`` is ``page`` (escaped), sandboxed to scripts only.

    >>> iframe("<p>a & b</p>", 100)[:60]
    '<iframe sandbox="allow-scripts" srcdoc="&lt;p&gt;a &amp; b&l'
    """
    return (f'<iframe sandbox="allow-scripts" srcdoc="{html.escape(page, quote=True)}" '
            f'style="width:100%;height:{int(height)}px;border:1px solid #ddd;border-radius:6px"></iframe>')


# --------------------------------------------------------------------------
# GraphML / GEXF


def projection(graph: Graph, view: str | None = None, **options: Any) -> nx.Graph:
    """The selection as a networkx graph with plain attributes (for GraphML / GEXF).

    Nodes carry ``label``, ``label_zh``, ``kind`` and ``iri``; edges ``rel``
    and ``weight``. ``options`` are those of :func:`select`.
    """
    cat = read_catalogue(graph, details=False)
    sel = select(graph, cat, view=view, **options)
    cat.read_labels(sel.graph)
    out = nx.Graph()
    for node in sorted(sel.graph, key=str):
        entity = cat.entity(node)
        out.add_node(node, label=entity.label, label_zh=entity.zh, kind=sel.graph.nodes[node].get("kind") or entity.kind, iri=node)
    for a, b, data in sel.graph.edges(data=True):
        out.add_edge(a, b, rel=str(data.get("rel", "")), weight=int(data.get("weight", 1)))
    return out


def serialize_projection(graph: Graph, fmt: str, view: str | None = None, **options: Any) -> bytes:
    """:func:`projection` as ``graphml`` or ``gexf`` bytes (UTF-8)."""
    return _network_bytes(projection(graph, view, **options), fmt)


def write_projection(graph: Graph, path: str | os.PathLike[str], fmt: str, view: str | None = None, **options: Any) -> nx.Graph:
    """Write :func:`projection` as ``graphml`` or ``gexf`` (UTF-8, atomically); return it."""
    out = projection(graph, view, **options)
    write_output(path, _network_bytes(out, fmt))
    return out


def _network_bytes(network: nx.Graph, fmt: str) -> bytes:
    if fmt not in PROJECTION_FORMATS:
        raise VizError(Codes.E008, name=fmt, choices=", ".join(PROJECTION_FORMATS))
    generate = nx.generate_graphml if fmt == "graphml" else nx.generate_gexf
    return ("\n".join(generate(network, encoding="utf-8", prettyprint=True)) + "\n").encode("utf-8")


# --------------------------------------------------------------------------


def _kind_name(name: str) -> str:
    name = name.strip().lower()
    aliases = {"papers": "paper", "people": "person", "persons": "person", "org": "organization",
               "orgs": "organization", "organizations": "organization", "methods": "method",
               "topics": "topic", "venues": "venue", "author": "person", "authors": "person"}
    name = aliases.get(name, name)
    if name not in KINDS:
        raise VizError(Codes.E010, what="type", name=name, choices=", ".join(k for k in KINDS if k != "other"))
    return name


__all__ = [
    "KINDS", "PHYSICS_LIMIT", "VIEWS", "Catalogue", "Page", "Selection", "build_network", "entity_graph",
    "PROJECTION_FORMATS", "matching_nodes", "iframe", "notebook", "projection", "serialize_projection", "read_catalogue", "render", "render_page", "safe_url",
    "select", "view_graph", "VizError", "write_page", "write_projection",
]


# --------------------------------------------------------------------------
# A synthetic graph, for benchmarks, tests and trying the page


def synthetic_graph(nodes: int = 1000, *, seed: int = 0, hostile: bool = False) -> Graph:
    """A random graph shaped like a built one, with about ``nodes`` drawable nodes.

    Papers (English and Chinese titles, ordered authors, summaries, code
    links), people, institutions with units and countries, methods, topics
    and a venue; authorship is preferential, so degrees are scale-free. With
    ``hostile``, titles and names are XSS payloads and links are
    ``javascript:`` URLs, for testing that the page keeps them as text.

    >>> g = synthetic_graph(60, seed=1)
    >>> 50 <= len(read_catalogue(g).entities) <= 70
    True
    """
    import random

    from .store import add_all, new_graph
    from .vocab import RDF, XSD, resource

    rng = random.Random(seed)
    graph = new_graph()
    triples: list[ox.Triple] = []

    def iri(term: Any) -> ox.NamedNode:
        return ox.NamedNode(str(term))

    def add(s: Any, p: Any, o: Any) -> None:
        triples.append(ox.Triple(s if isinstance(s, ox.NamedNode) else iri(s), iri(p), o))

    def label(s: ox.NamedNode, en: str, zh: str | None = None) -> None:
        add(s, RDFS.label, ox.Literal(en, language="en"))
        if zh:
            add(s, RDFS.label, ox.Literal(zh, language="zh"))

    han = "数据模型学习网络优化推理视觉语言图神经表示生成对齐检索压缩缓存隐私联邦强化扩散稀疏量化"
    words = ("Efficient Robust Scalable Sparse Federated Private Adaptive Causal Neural Graph Diffusion "
             "Contrastive Retrieval Caching Alignment Reasoning Vision Language Tabular Learning").split()
    given = "Wei Min Jun Sol Ana Li Omar Kim Yu Lena Ravi Tao Hana Ivan Mei Noor Jae Chen Lars Zoe".split()
    family = "Wang Zhang Li Park Kim Chen Smith Garcia Nguyen Müller Rossi Sato Khan Lee Zhou Liu".split()
    countries = ["CN", "US", "KR", "SG", "DE", "FR", "GB", "JP", "CA", "CH"]

    def zh(k: int) -> str:
        return "".join(rng.choice(han) for _ in range(k))

    def payload(kind: str, i: int) -> str:
        return [f'<img src=x onerror="window.__pwned=1"> {kind} {i}',
                f"<script>window.__pwned=1</script>{kind} {i}",
                f'"><svg onload=window.__pwned=1>{kind} {i}',
                f"</script><script>window.__pwned=1</script>{kind} {i}"][i % 4]

    n_papers = max(2, nodes // 4)
    n_people = max(2, nodes // 2)
    n_orgs = max(2, nodes * 3 // 20)
    n_methods = max(1, nodes * 7 // 100)
    n_topics = max(1, nodes * 2 // 100)
    n_venues = max(1, nodes // 2000)
    venues = []
    for v in range(n_venues):
        venue = iri(resource("venue", f"conf-{v}"))
        add(venue, RDF.type, iri(KG.Venue))
        label(venue, f"CONF {2020 + v}", f"会议{2020 + v}")
        venues.append(venue)
    orgs, parents = [], {}
    institutions = max(1, n_orgs // 3)
    for o in range(n_orgs):
        org = iri(resource("org", f"org-{o}"))
        add(org, RDF.type, iri(KG.Organization))
        name = payload("Org", o) if hostile else (
            f"University of {rng.choice(words)} {o}" if o < institutions else f"School of {rng.choice(words)} {o}")
        label(org, name, zh(4) + ("大学" if o < institutions else "学院"))
        add(org, KG.countryCode, ox.Literal(rng.choice(countries)))
        if o >= institutions:
            parent = orgs[rng.randrange(institutions)]
            add(org, KG.subOrganizationOf, parent)
            parents[org] = parent
        orgs.append(org)
    people = []
    for i in range(n_people):
        person = iri(resource("person", f"person-{i}"))
        add(person, RDF.type, iri(KG.Person))
        label(person, payload("Person", i) if hostile else f"{rng.choice(given)} {rng.choice(family)} {i}", zh(3))
        people.append(person)
    methods = []
    classes = list(METHOD_CLASSES.values())
    for m in range(n_methods):
        method = iri(resource("method", f"method-{m}"))
        add(method, RDF.type, iri(rng.choice(classes)))
        label(method, f"{rng.choice(words)[:4].upper()}-{m}")
        methods.append(method)
    topics = []
    for t in range(n_topics):
        topic = iri(resource("topic", f"topic-{t}"))
        add(topic, RDF.type, iri(KG.Topic))
        label(topic, f"{rng.choice(words).lower()} {rng.choice(words).lower()} {t}", zh(4))
        topics.append(topic)
    weights = [1.0] * n_people
    unused_people = list(range(n_people))
    rng.shuffle(unused_people)
    unused_orgs = orgs[institutions:]  # units; institutions get papers through them or directly
    unused_methods = list(methods)
    for p in range(n_papers):
        paper = iri(resource("paper", f"paper-{p}"))
        add(paper, RDF.type, iri(KG.Paper))
        title = payload("Paper", p) if hostile else f"{' '.join(rng.sample(words, 3))} for {rng.choice(words)} Tasks {p}"
        label(paper, title, zh(10) + f"{p}")
        add(paper, KG.venue, rng.choice(venues))
        authors = set()
        if unused_people:  # everyone writes at least one paper
            authors.add(unused_people.pop())
        while len(authors) < min(rng.randint(2, 6), n_people):
            authors.add(rng.choices(range(n_people), weights)[0])
        for position, a in enumerate(sorted(authors, key=lambda _: rng.random()), start=1):
            weights[a] += 1.0
            add(paper, KG.author, people[a])
            slot = iri(resource("paper", f"paper-{p}/authorship/{position}"))
            add(paper, KG.authorship, slot)
            add(slot, RDF.type, iri(KG.Authorship))
            add(slot, KG.person, people[a])
            add(slot, KG.position, ox.Literal(str(position), datatype=iri(XSD.integer)))
        for org in rng.sample(orgs, min(rng.randint(1, 3), len(orgs))) + unused_orgs[-1:]:
            add(paper, KG.affiliation, org)
        unused_orgs[-1:] = []
        for method in rng.sample(methods, min(rng.randint(0, 1), len(methods))) + unused_methods[-1:]:
            add(paper, KG.proposes, method)
        unused_methods[-1:] = []
        for method in rng.sample(methods, min(rng.randint(0, 2), len(methods))):
            add(paper, KG.mentions, method)
        add(paper, KG.about, rng.choice(topics))
        add(paper, KG.summary, ox.Literal("提出" + zh(20) + "方法。", language="zh"))
        url = "javascript:window.__pwned=1" if hostile else f"https://github.com/example/repo-{p}"
        add(paper, KG.codeRepository, ox.Literal(url, datatype=iri(XSD.anyURI)))
    add_all(graph, triples)
    return graph
