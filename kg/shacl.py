"""SHACL shapes compiled to SPARQL, run on Oxigraph: the same verdicts as
pyshacl, at a fraction of the cost on large graphs.

pyshacl walks the graph node by node in Python, which takes minutes at 100k
papers. The shapes in ``ontology/shapes.ttl`` use a small set of constraint
components; each becomes SPARQL over all focus nodes at once, and checks that
would scan the same triples share a query: the count bounds of a node shape
are counted in one pass, and the tests of a property's values are one filter
when the property shape gives one message for all of them. A shape that uses
any other component raises :class:`Unsupported`, so a check never silently
differs from pyshacl (``kg validate --engine pyshacl`` is the reference, and a
test compares the two).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Iterator

import pyoxigraph as ox
from rdflib import RDF, BNode, Graph, Literal, URIRef
from rdflib.collection import Collection

from .vocab import PREFIXES, SH, local_name

#: Parameters of a property shape that only describe it.
DESCRIPTIVE = {SH.path, SH.name, SH.message, SH.description, SH.order, SH.group, SH.severity}


class Unsupported(ValueError):
    """A shape uses a constraint component this engine does not compile."""


@dataclass(frozen=True)
class Check:
    """One constraint, as its violations are reported."""

    component: str  # e.g. "MinCountConstraintComponent"; several joined by "+" when they share a message
    path: URIRef | None
    message: str
    severity: str


@dataclass(frozen=True)
class ShapeQuery:
    """A query whose rows are violations of its checks: ``?this``, ``?value``
    when the checks have one, and ``?check`` (an index into ``checks``) when
    there is more than one check."""

    text: str
    checks: tuple[Check, ...]


def compile_shapes(shapes: Graph) -> list[ShapeQuery]:
    """Every constraint of every node shape with a target class, as SPARQL."""
    queries = []
    for shape in sorted(shapes.subjects(RDF.type, SH.NodeShape)):
        targets = sorted(shapes.objects(shape, SH.targetClass))
        if not targets:
            raise Unsupported(f"{shape}: only sh:targetClass targets are compiled")
        focus = "VALUES ?class { %s } ?this a ?class ." % " ".join(_n3(t) for t in targets)
        severity = local_name(shapes.value(shape, SH.severity) or SH.Violation)
        bounds = []
        for prop in shapes.objects(shape, SH.property):
            queries.extend(_property_queries(shapes, prop, focus, severity))
            bounds.extend(_count_bounds(shapes, prop, severity))
        if bounds:
            queries.append(_count_query(bounds, focus))
        for constraint in shapes.objects(shape, SH.sparql):
            queries.append(_sparql_query(shapes, constraint, focus, severity))
    return queries


def run_checks(store: ox.Store, queries: list[ShapeQuery], workers: int = 1) -> Iterator[tuple[Check, str, str | None]]:
    """``(check, focus node, value)`` for every violation found in the store.

    Oxigraph evaluates queries without holding the GIL, so ``workers``
    threads run that many queries at once.
    """
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        yield from (violation for found in pool.map(lambda q: _violations(store, q), queries) for violation in found)


def _violations(store: ox.Store, query: ShapeQuery) -> list[tuple[Check, str, str | None]]:
    projected = query.text.split("WHERE", 1)[0]
    has_value, several = "?value" in projected, "?check" in projected
    return [
        (
            query.checks[int(row["check"].value)] if several else query.checks[0],
            row["this"].value,
            row["value"].value if has_value else None,
        )
        for row in store.query(query.text)
    ]


# --- property shapes --------------------------------------------------------------


def _property_queries(shapes: Graph, prop, focus: str, severity: str) -> list[ShapeQuery]:
    """The queries of a property shape, but for its count bounds (see :func:`_count_bounds`)."""
    path = _path(shapes, prop)
    message = str(shapes.value(prop, SH.message) or "")
    params = {p: o for p, o in shapes.predicate_objects(prop) if p not in DESCRIPTIVE}
    values = f"{focus} ?this {_n3(path)} ?value ."
    tests: list[tuple[str, str]] = []  # (component, a filter true for a value that violates it)
    queries = []

    def add(component: str, query: str) -> None:
        queries.append(ShapeQuery(_PROLOGUE + query, (Check(component, path, message, severity),)))

    for parameter, argument in params.items():
        if parameter in _VALUE_TESTS:
            tests.append(_VALUE_TESTS[parameter](shapes, prop, argument))
        elif parameter == SH.lessThanOrEquals:
            add("LessThanOrEqualsConstraintComponent",
                f"SELECT ?this ?value WHERE {{ {values} ?this {_n3(argument)} ?other FILTER(!COALESCE(?value <= ?other, false)) }}")
        elif parameter == SH.uniqueLang:
            if argument.toPython() is True:
                add("UniqueLangConstraintComponent",
                    f"SELECT ?this WHERE {{ {values} FILTER(LANG(?value) != \"\") }} "
                    f"GROUP BY ?this (LANG(?value)) HAVING (COUNT(DISTINCT ?value) > 1)")
        elif parameter == SH.hasValue:
            add("HasValueConstraintComponent",
                f"SELECT ?this WHERE {{ {focus} FILTER NOT EXISTS {{ ?this {_n3(path)} {_n3(argument)} }} }}")
        elif parameter == SH.qualifiedValueShape:
            queries.extend(_qualified(shapes, prop, path, argument, focus, message, severity))
        elif parameter not in _COMPILED_ELSEWHERE:
            raise Unsupported(f"{parameter} on the property shape of {path}")
    # one message for every test: one pass over the values finds them all (else a pass each)
    for group in [tests] if message and tests else [[test] for test in tests]:
        components, filters = zip(*group)
        add("+".join(components), f"SELECT ?this ?value WHERE {{ {values} FILTER({' || '.join(f'({f})' for f in filters)}) }}")
    return queries


def _path(shapes: Graph, prop) -> URIRef:
    path = shapes.value(prop, SH.path)
    if not isinstance(path, URIRef):
        raise Unsupported(f"{path}: only simple property paths are compiled")
    return path


def _datatype(shapes: Graph, prop, datatype) -> tuple[str, str]:
    return "DatatypeConstraintComponent", f"!isLiteral(?value) || DATATYPE(?value) != {_n3(datatype)}{_ill_typed(datatype)}"


def _class(shapes: Graph, prop, cls) -> tuple[str, str]:
    return "ClassConstraintComponent", f"NOT EXISTS {{ ?value a {_n3(cls)} }}"


def _node_kind(shapes: Graph, prop, kind) -> tuple[str, str]:
    test = {SH.IRI: "isIRI(?value)", SH.Literal: "isLiteral(?value)", SH.BlankNode: "isBlank(?value)"}
    if kind not in test:
        raise Unsupported(f"sh:nodeKind {kind}")
    return "NodeKindConstraintComponent", f"!{test[kind]}"


def _pattern(shapes: Graph, prop, pattern) -> tuple[str, str]:
    flags = shapes.value(prop, SH.flags)
    return "PatternConstraintComponent", f"isBlank(?value) || !REGEX(STR(?value), {_n3(pattern)}{', ' + _n3(flags) if flags else ''})"


def _in(shapes: Graph, prop, members) -> tuple[str, str]:
    return "InConstraintComponent", f"?value NOT IN ({', '.join(_n3(m) for m in Collection(shapes, members))})"


def _language_in_test(shapes: Graph, prop, languages) -> tuple[str, str]:
    return "LanguageInConstraintComponent", f"!({_language_in(shapes, languages)})"


def _range(component: str, operator: str):
    return lambda shapes, prop, bound: (component, f"!COALESCE(?value {operator} {_n3(bound)}, false)")


def _length(component: str, operator: str):
    """sh:minLength / sh:maxLength: a blank node always violates; IRIs and literals by their string."""
    return lambda shapes, prop, bound: (component, f"isBlank(?value) || STRLEN(STR(?value)) {operator} {int(bound)}")


#: Parameters tested on each value alone: (component, filter true for a violating ?value).
_VALUE_TESTS = {
    SH.datatype: _datatype,
    SH["class"]: _class,
    SH.nodeKind: _node_kind,
    SH.pattern: _pattern,
    SH["in"]: _in,
    SH.languageIn: _language_in_test,
    SH.minInclusive: _range("MinInclusiveConstraintComponent", ">="),
    SH.maxInclusive: _range("MaxInclusiveConstraintComponent", "<="),
    SH.minExclusive: _range("MinExclusiveConstraintComponent", ">"),
    SH.maxExclusive: _range("MaxExclusiveConstraintComponent", "<"),
    SH.minLength: _length("MinLengthConstraintComponent", "<"),
    SH.maxLength: _length("MaxLengthConstraintComponent", ">"),
}
#: Parameters read with another one (sh:flags with sh:pattern, ...), or by :func:`_count_bounds`.
_COMPILED_ELSEWHERE = {SH.flags, SH.minCount, SH.maxCount, SH.qualifiedMinCount, SH.qualifiedMaxCount, SH.qualifiedValueShapesDisjoint}


def _count_bounds(shapes: Graph, prop, severity: str) -> list[tuple[Check, URIRef, int | None, int | None]]:
    """The property shape's sh:minCount and sh:maxCount: ``[(check, path, min, max)]`` or ``[]``."""
    low, high = shapes.value(prop, SH.minCount), shapes.value(prop, SH.maxCount)
    if low is None and high is None:
        return []
    path = _path(shapes, prop)
    check = Check("CountConstraintComponent", path, str(shapes.value(prop, SH.message) or ""), severity)
    return [(check, path, None if low is None else int(low), None if high is None else int(high))]


def _count_query(bounds: list[tuple[Check, URIRef, int | None, int | None]], focus: str) -> ShapeQuery:
    """Every count bound of a node shape in one pass over its focus nodes; an
    absent bound is UNDEF, and a comparison with it is an error, never a violation.
    ``COUNT(?v)``, not ``COUNT(DISTINCT ?v)``: the store holds each triple once,
    so the values of one node and path are distinct already (and counting them
    without a set per node is 15% faster)."""
    rows = " ".join(
        f"({index} {_n3(path)} {'UNDEF' if low is None else low} {'UNDEF' if high is None else high})"
        for index, (_, path, low, high) in enumerate(bounds)
    )
    query = (
        f"SELECT ?this ?check WHERE {{ {{ SELECT ?this ?check ?min ?max (COUNT(?v) AS ?count) WHERE {{ "
        f"VALUES (?check ?path ?min ?max) {{ {rows} }} {focus} OPTIONAL {{ ?this ?path ?v }} }} "
        f"GROUP BY ?this ?check ?min ?max }} FILTER(?count < ?min || ?count > ?max) }}"
    )
    return ShapeQuery(_PROLOGUE + query, tuple(check for check, *_ in bounds))


def _qualified(shapes: Graph, prop, path, value_shape, focus: str, message: str, severity: str) -> list[ShapeQuery]:
    """``sh:qualifiedValueShape [ sh:languageIn (...) ]`` with min / max counts."""
    inner = {p: o for p, o in shapes.predicate_objects(value_shape)}
    if set(inner) != {SH.languageIn}:
        raise Unsupported("qualified value shapes other than [ sh:languageIn (...) ]")
    conforms = _language_in(shapes, inner[SH.languageIn])
    queries = []
    for parameter, component, having in (
        (SH.qualifiedMinCount, "QualifiedMinCountConstraintComponent", "<"),
        (SH.qualifiedMaxCount, "QualifiedMaxCountConstraintComponent", ">"),
    ):
        bound = shapes.value(prop, parameter)
        if bound is not None:
            query = (f"SELECT ?this WHERE {{ {focus} OPTIONAL {{ ?this {_n3(path)} ?v FILTER({conforms.replace('?value', '?v')}) }} }} "
                     f"GROUP BY ?this HAVING (COUNT(?v) {having} {int(bound)})")  # distinct already, as in _count_query
            queries.append(ShapeQuery(_PROLOGUE + query, (Check(component, path, message, severity),)))
    return queries


def _sparql_query(shapes: Graph, constraint, focus: str, severity: str) -> ShapeQuery:
    select = str(shapes.value(constraint, SH.select)).replace("$this", "?this")
    body = select[select.index("{") + 1:]
    query = select[:select.index("{") + 1] + f" {focus} " + body
    check = Check("SPARQLConstraintComponent", None, str(shapes.value(constraint, SH.message) or ""), severity)
    return ShapeQuery(_PROLOGUE + query, (check,))


# --- terms ---------------------------------------------------------------------------

_PROLOGUE = "".join(f"PREFIX {prefix}: <{ns}>\n" for prefix, ns in PREFIXES.items())


def _language_in(shapes: Graph, languages) -> str:
    tags = [str(tag) for tag in Collection(shapes, languages)]
    return " || ".join(f'LANGMATCHES(LANG(?value), "{tag}")' for tag in tags) or "false"


def _ill_typed(datatype: URIRef) -> str:
    """Literals of the right datatype whose lexical form is not valid for it."""
    checks = {
        "integer": r'^[+-]?[0-9]+$',
        "decimal": r'^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)$',
        "boolean": r'^(true|false|1|0)$',
    }
    local = local_name(datatype)
    return f' || !REGEX(STR(?value), "{checks[local]}")' if local in checks else ""


def _n3(term) -> str:
    if isinstance(term, BNode):
        raise Unsupported("blank nodes as constraint arguments")
    return term.n3() if isinstance(term, (URIRef, Literal)) else str(term)
