"""project: networkx projections of the graph, over plain data.

Every function here takes plain Python data (ids, lists, dicts) and returns a
:class:`networkx.Graph`; none knows RDF. :mod:`kg.viz` reads the graph with
SPARQL and hands the rows over, and ``kg export --format graphml --view ...``
writes the results for Gephi and Cytoscape.

>>> g = coauthors({"p1": ["ann", "bob"], "p2": ["ann", "bob", "cy"]})
>>> g["ann"]["bob"]["weight"]
2
"""

from __future__ import annotations

from collections import Counter
from itertools import chain, combinations, repeat
from typing import Hashable, Iterable, Mapping, Sequence

import networkx as nx
import numpy as np

Node = Hashable


def coauthors(paper_authors: Mapping[Node, Iterable[Node]]) -> nx.Graph:
    """People linked when they share a paper, weighted by shared papers.

    ``paper_authors`` maps a paper to its authors. Every author is a node
    (also one with no co-author) with ``papers`` = number of their papers.

    >>> g = coauthors({"p1": ["ann", "bob"], "p2": ["ann", "cy"], "p3": ["dee"]})
    >>> sorted(g.edges(data="weight"))
    [('ann', 'bob', 1), ('ann', 'cy', 1)]
    >>> g.nodes["ann"]["papers"], "dee" in g
    (2, True)
    """
    return _co_occurrence(paper_authors)


def organizations(
    paper_orgs: Mapping[Node, Iterable[Node]],
    parents: Mapping[Node, Node] | None = None,
) -> nx.Graph:
    """Institutions linked when they appear on the same paper, weighted by papers.

    Units are rolled up to their institution through ``parents`` (unit ->
    parent organization, followed to the top), so that a department and its
    university count once per paper.

    >>> parents = {"cs-dept": "pku", "ee-dept": "pku"}
    >>> g = organizations({"p1": ["cs-dept", "kaist"], "p2": ["ee-dept", "kaist"], "p3": ["pku"]}, parents)
    >>> sorted(g.edges(data="weight"))
    [('kaist', 'pku', 2)]
    >>> g.nodes["pku"]["papers"]
    3
    """
    parents = parents or {}
    return _co_occurrence({
        paper: sorted({institution(org, parents) for org in orgs}, key=str) for paper, orgs in paper_orgs.items()
    })


def institution(org: Node, parents: Mapping[Node, Node]) -> Node:
    """The top of ``org``'s chain of parents (cycles are cut where they repeat).

    >>> institution("lab", {"lab": "dept", "dept": "uni"})
    'uni'
    """
    seen = {org}
    while org in parents and parents[org] not in seen:
        org = parents[org]
        seen.add(org)
    return org


def methods(links: Iterable[tuple[Node, Node, str]]) -> nx.Graph:
    """Papers and the methods they propose or mention (a bipartite graph).

    ``links`` are ``(paper, method, relation)`` with relation ``"proposes"`` or
    ``"mentions"``; nodes carry ``part`` = ``"paper"`` or ``"method"``, edges
    their ``relation`` (``"proposes"`` wins over ``"mentions"``).

    >>> g = methods([("p1", "lora", "proposes"), ("p2", "lora", "mentions"), ("p1", "lora", "mentions")])
    >>> g.nodes["lora"]["part"], g["p1"]["lora"]["relation"], g.degree("lora")
    ('method', 'proposes', 2)
    """
    graph = nx.Graph()
    for paper, method, relation in links:
        graph.add_node(paper, part="paper")
        graph.add_node(method, part="method")
        if graph.has_edge(paper, method) and graph[paper][method]["relation"] == "proposes":
            continue
        graph.add_edge(paper, method, relation=relation, weight=1)
    return graph


def top_by_degree(graph: nx.Graph, limit: int, keep: Iterable[Node] = ()) -> tuple[nx.Graph, list[Node]]:
    """The subgraph of the ``limit`` nodes of highest degree, and the nodes left out.

    Ties are broken by node order (stable), and nodes in ``keep`` are kept
    whatever their degree. The left-out nodes come highest degree first.

    >>> g = nx.star_graph(4)          # hub 0 and leaves 1..4
    >>> kept, left = top_by_degree(g, 2)
    >>> sorted(kept), left
    ([0, 1], [2, 3, 4])
    """
    if limit < 0:
        raise ValueError("limit must be >= 0")
    nodes = list(graph)
    keep = [n for n in keep if n in graph]
    ranked = [nodes[i] for i in _by_degree(nodes, graph.edges())]
    chosen = set(list(dict.fromkeys(keep + ranked))[: max(limit, len(keep))])
    return induced(graph, chosen), [n for n in ranked if n not in chosen]


def top_nodes(nodes: Sequence[Node], pairs: Iterable[tuple[Node, Node]], limit: int) -> tuple[list[Node], list[Node]]:
    """What :func:`top_by_degree` keeps and leaves out of a graph given as its
    ``nodes`` and edge ``pairs``, without building the graph.

    Degrees are those of the simple undirected graph the pairs make among
    ``nodes`` (repeated or reversed pairs count once, pairs with another node
    not at all, a loop twice as in networkx), ties go to the earlier node.
    Returns the kept nodes in the order of ``nodes`` and the others, highest
    degree first.

    >>> top_nodes(["a", "b", "c", "d"], [("b", "a"), ("a", "b"), ("b", "c"), ("c", "x")], 2)
    (['a', 'b'], ['c', 'd'])
    """
    if limit < 0:
        raise ValueError("limit must be >= 0")
    ranked = _by_degree(nodes, pairs)
    kept = np.sort(ranked[:limit])
    return [nodes[i] for i in kept], [nodes[i] for i in ranked[limit:]]


def _by_degree(nodes: Sequence[Node], pairs: Iterable[tuple[Node, Node]]) -> np.ndarray:
    """Indices of ``nodes``, highest degree first (ties: the earlier node), by
    the degrees :func:`top_nodes` describes."""
    n = len(nodes)
    index = {node: i for i, node in enumerate(nodes)}
    ends = np.fromiter(map(index.get, chain.from_iterable(pairs), repeat(-1)), dtype=np.int64).reshape(-1, 2)
    ends = np.sort(ends[(ends >= 0).all(axis=1)], axis=1)
    keys = np.sort(ends[:, 0] * n + ends[:, 1])  # sorted, then repeats masked: np.unique is slower here
    keys = keys[np.diff(keys, prepend=-1) != 0]
    degree = np.bincount(keys // max(n, 1), minlength=n) + np.bincount(keys % max(n, 1), minlength=n)
    return np.argsort(-degree, kind="stable")


def induced(graph: nx.Graph, nodes: Iterable[Node]) -> nx.Graph:
    """The subgraph on ``nodes`` (a copy), in ``graph``'s node order.

    ``graph.subgraph`` walks a small selection in set order, which changes
    from run to run with string hashing, and the layout follows that order.

    >>> list(induced(nx.path_graph(4), [3, 1, 2]))
    [1, 2, 3]
    """
    return _view(graph, nodes).copy()


def _view(graph: nx.Graph, nodes: Iterable[Node]) -> nx.Graph:
    return nx.subgraph_view(graph, filter_node=set(nodes).__contains__)


def neighbourhood(graph: nx.Graph, centres: Iterable[Node], depth: int) -> set[Node]:
    """The nodes within ``depth`` hops of any centre (edges followed both ways).

    >>> sorted(neighbourhood(nx.path_graph(5), [0], 2))
    [0, 1, 2]
    """
    undirected = graph.to_undirected(as_view=True) if graph.is_directed() else graph
    found: set[Node] = set()
    for centre in centres:
        if centre in undirected:
            found.update(nx.single_source_shortest_path_length(undirected, centre, cutoff=depth))
    return found


def layout(graph: nx.Graph, *, seed: int = 0, iterations: int = 60, scale: float = 1000.0, sample: int = 400) -> dict[Node, tuple[float, float]]:
    """Force-directed positions (Fruchterman-Reingold) computed with numpy alone.

    Each connected component is laid out on its own and the components are
    packed in rows, largest first, so small islands do not drift away. Above
    ``sample`` nodes, repulsion is estimated each step from a fresh random
    sample of nodes (O(n * sample) instead of O(n^2)), which lays out 5,000
    nodes in a couple of seconds. Deterministic for a given ``seed``.

    >>> pos = layout(nx.path_graph(3))
    >>> sorted(pos) == [0, 1, 2] and all(len(p) == 2 for p in pos.values())
    True
    >>> layout(nx.Graph())
    {}
    """
    components = sorted((sorted(c, key=str) for c in nx.connected_components(graph.to_undirected(as_view=True) if graph.is_directed() else graph)), key=lambda c: (-len(c), str(c[0])))
    if not components:
        return {}
    rng = np.random.default_rng(seed)
    placed: list[tuple[list[Node], np.ndarray]] = []
    singles = [nodes[0] for nodes in components if len(nodes) == 1]
    for nodes in components:
        if len(nodes) > 1:
            placed.append((nodes, _fruchterman_reingold(graph, nodes, rng, iterations, sample)))
    if singles:  # isolated nodes share one square block instead of a row each
        side = int(np.ceil(np.sqrt(len(singles))))
        grid = np.array([(i % side, i // side) for i in range(len(singles))], dtype=np.float32)
        placed.append((singles, grid if len(singles) > 1 else np.zeros((1, 2), dtype=np.float32)))
    # Pack: each component in a square cell whose side grows with sqrt(size).
    positions: dict[Node, tuple[float, float]] = {}
    total = sum(len(nodes) for nodes, _ in placed)
    unit = scale / max(np.sqrt(total), 1.0)
    row_width = scale * 1.6
    x = y = row_height = 0.0
    for nodes, pos in placed:
        side = unit * max(np.sqrt(len(nodes)), 1.0) * 1.15
        if x > 0 and x + side > row_width:
            x, y, row_height = 0.0, y + row_height, 0.0
        centred = (pos - pos.min(axis=0)) / max(float(np.ptp(pos, axis=0).max()), 1e-9)
        for node, (px, py) in zip(nodes, centred * side * 0.87):
            positions[node] = (round(float(x + px), 1), round(float(y + py), 1))
        x += side
        row_height = max(row_height, side)
    return positions


def _fruchterman_reingold(graph: nx.Graph, nodes: list[Node], rng: np.random.Generator, iterations: int, sample: int) -> np.ndarray:
    n = len(nodes)
    if n <= 2:  # a point, or a pair side by side
        return np.array([[0.0, 0.0], [1.0, 0.0]][:n], dtype=np.float32)
    iterations = min(iterations, 10 + 4 * n)  # small components settle quickly
    index = {node: i for i, node in enumerate(nodes)}
    # sorted: forces are summed in edge order, and float sums in another order
    # drift apart over the iterations (the graph's order is its source's)
    pairs = sorted(tuple(sorted((index[u], index[v]))) for u, v in _view(graph, nodes).edges() if u != v)
    edges = np.array(pairs, dtype=np.int64).reshape(-1, 2)
    pos = rng.random((n, 2)).astype(np.float32)
    k = np.float32(1.0 / np.sqrt(n))
    temperature = np.float32(0.1)
    cooling = temperature / (iterations + 1)
    for _ in range(iterations):
        if n > sample:
            others = pos[rng.choice(n, sample, replace=False)]
            weight = np.float32(n / sample)
        else:
            others, weight = pos, np.float32(1.0)
        displacement = np.empty_like(pos)
        for start in range(0, n, 1024):
            delta = pos[start:start + 1024, None, :] - others[None, :, :]
            dist2 = np.einsum("ijk,ijk->ij", delta, delta)
            np.maximum(dist2, 1e-4 * k * k, out=dist2)
            displacement[start:start + 1024] = np.einsum("ijk,ij->ik", delta, (k * k * weight) / dist2)
        if len(edges):
            delta = pos[edges[:, 0]] - pos[edges[:, 1]]
            force = delta * np.sqrt((delta * delta).sum(axis=1))[:, None] / k
            np.add.at(displacement, edges[:, 0], -force)
            np.add.at(displacement, edges[:, 1], force)
        length = np.sqrt((displacement * displacement).sum(axis=1))
        length[length < 1e-9] = 1e-9
        pos += displacement * (np.minimum(length, temperature) / length)[:, None]
        temperature -= cooling
    return pos


def _co_occurrence(groups: Mapping[Node, Iterable[Node]]) -> nx.Graph:
    graph = nx.Graph()
    papers: Counter[Node] = Counter()
    weights: Counter[tuple[Node, Node]] = Counter()
    order: dict[Node, int] = {}
    for members in groups.values():
        unique = list(dict.fromkeys(members))
        for member in unique:
            order.setdefault(member, len(order))
            papers[member] += 1
        for a, b in combinations(sorted(unique, key=str), 2):
            weights[(a, b)] += 1
    for member in order:
        graph.add_node(member, papers=papers[member])
    for (a, b), weight in weights.items():
        graph.add_edge(a, b, weight=weight)
    return graph


__all__ = ["coauthors", "induced", "institution", "layout", "methods", "neighbourhood", "organizations", "top_by_degree", "top_nodes"]
