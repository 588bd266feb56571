"""SHACL shapes compiled to SPARQL, run on Oxigraph: the same verdicts as
pyshacl, at a fraction of the cost on large graphs.

pyshacl walks the graph node by node in Python, which takes minutes at 100k
papers. The shapes in ``ontology/shapes.ttl`` use a small set of constraint
components; each becomes SPARQL over all focus nodes at once, and checks that
would scan the same triples share a query: the count bounds of a node shape
are counted in one pass, and the tests of a property's values are one filter
when the property shape gives one message for all of them.

Oxigraph scans the triples of one predicate several times faster than it
joins them to the focus nodes one by one, and in a conforming graph almost
no value fails a test: so a query finds the values that would violate first,
from the predicate's triples alone, and checks that their subject is a focus
node last (:func:`_values`). A value whose subject is of another class can
fail a test meant for this one, though, and when a predicate is constrained
on several node shapes (``rdfs:label``) most of its values are of other
classes: there the query starts from the focus nodes. A shape that uses
any other component raises :class:`Unsupported`, so a check never silently
differs from pyshacl (``kg validate --engine pyshacl`` is the reference, and a
test compares the two).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Iterator, NamedTuple

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
    shared = _shared_paths(shapes)
    for shape in sorted(shapes.subjects(RDF.type, SH.NodeShape)):
        focus = Focus.of(shapes, shape)
        severity = local_name(shapes.value(shape, SH.severity) or SH.Violation)
        bounds = []
        for prop in shapes.objects(shape, SH.property):
            queries.extend(_property_queries(shapes, prop, focus, severity, shared))
            bounds.extend(_count_bounds(shapes, prop, severity))
        queries.extend(_count_queries(bounds, focus, shared))
        for constraint in shapes.objects(shape, SH.sparql):
            queries.append(_sparql_query(shapes, constraint, focus, severity))
    return queries


class Focus(NamedTuple):
    """A node shape's focus nodes, as SPARQL binding ``?this``."""

    join: str  # each focus node once, to start a query from
    member: str  # true when ``?this`` is one, to check a value's subject

    @classmethod
    def of(cls, shapes: Graph, shape) -> Focus:
        """To join, ``VALUES ?class { C } ?this a ?class``: Oxigraph joins it to
        the values in a faster order than ``?this a C``, which is faster as the
        member test; with several target classes, DISTINCT, so that a node of
        two of them is not counted twice."""
        targets = sorted(shapes.objects(shape, SH.targetClass))
        if not targets:
            raise Unsupported(f"{shape}: only sh:targetClass targets are compiled")
        classes = "VALUES ?class { %s } ?this a ?class" % " ".join(_n3(t) for t in targets)
        if len(targets) == 1:
            return cls(classes + " .", f"FILTER EXISTS {{ ?this a {_n3(targets[0])} }}")
        return cls(f"{{ SELECT DISTINCT ?this WHERE {{ {classes} }} }}", f"FILTER EXISTS {{ {classes} }}")


def _shared_paths(shapes: Graph) -> set:
    """Paths of property shapes in more than one node shape: their triples are
    mostly of other classes than any one shape's focus nodes (see :func:`_values`)."""
    shapes_of: dict = {}
    for shape, prop in shapes.subject_objects(SH.property):
        shapes_of.setdefault(shapes.value(prop, SH.path), set()).add(shape)
    return {path for path, owners in shapes_of.items() if len(owners) > 1}


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


def _property_queries(shapes: Graph, prop, focus: Focus, severity: str, shared: set) -> list[ShapeQuery]:
    """The queries of a property shape, but for its count bounds (see :func:`_count_bounds`);
    ``shared``: the paths constrained on several node shapes."""
    path = _path(shapes, prop)
    on_shared = path in shared
    message = str(shapes.value(prop, SH.message) or "")
    params = {p: o for p, o in shapes.predicate_objects(prop) if p not in DESCRIPTIVE}
    tests: list[tuple[str, str]] = []  # (component, a filter true for a value that violates it)
    queries = []

    def add(component: str, query: str) -> None:
        queries.append(ShapeQuery(_PROLOGUE + query, (Check(component, path, message, severity),)))

    for parameter, argument in params.items():
        if parameter in _VALUE_TESTS:
            tests.append(_VALUE_TESTS[parameter](shapes, prop, argument))
        elif parameter == SH.lessThanOrEquals:
            add("LessThanOrEqualsConstraintComponent", "SELECT ?this ?value WHERE { %s }" % _values(
                path, f"?this {_n3(argument)} ?other FILTER(!COALESCE(?value <= ?other, false))", focus, on_shared))
        elif parameter == SH.uniqueLang:
            if argument.toPython() is True:
                add("UniqueLangConstraintComponent", _unique_lang(path, focus, on_shared))
        elif parameter == SH.hasValue:
            add("HasValueConstraintComponent",
                f"SELECT ?this WHERE {{ {focus.join} FILTER NOT EXISTS {{ ?this {_n3(path)} {_n3(argument)} }} }}")
        elif parameter == SH.qualifiedValueShape:
            queries.extend(_qualified(shapes, prop, argument, focus, message, severity, shared))
        elif parameter not in _COMPILED_ELSEWHERE:
            raise Unsupported(f"{parameter} on the property shape of {path}")
    # one message for every test: one pass over the values finds them all (else a pass each)
    for group in [tests] if message and tests else [[test] for test in tests]:
        components, filters = zip(*group)
        test = " || ".join(f"({f})" for f in filters)
        add("+".join(components), "SELECT ?this ?value WHERE { %s }" % _values(path, f"FILTER({test})", focus, on_shared))
    return queries


def _values(path, test: str, focus: Focus, shared: bool) -> str:
    """The pattern of the values of ``path`` that ``test`` (a filter, or a pattern
    ending in one, on ``?value``) finds violating, on focus nodes.

    From the predicate's triples, the subject checked last, when the path is
    not ``shared``: all its triples are scanned, but only the few that fail the
    test are looked up (four to eight times faster than joining each focus node
    to its values). A shared path's values are joined to the focus nodes first:
    values of other classes may fail the test, each then a look-up.
    """
    if shared:
        return f"{focus.join} ?this {_n3(path)} ?value . {test}"
    return f"?this {_n3(path)} ?value . {test} {focus.member}"


def _unique_lang(path, focus: Focus, shared: bool) -> str:
    """Focus nodes with two values of one language. ``COUNT(*)``: the store holds
    each triple once, so the values of a node are distinct already."""
    language = f'?this {_n3(path)} ?value FILTER(LANG(?value) != "")'
    if shared:
        return f"SELECT ?this WHERE {{ {focus.join} {language} }} GROUP BY ?this (LANG(?value)) HAVING (COUNT(*) > 1)"
    return (f"SELECT ?this WHERE {{ {{ SELECT ?this WHERE {{ {language} }} GROUP BY ?this (LANG(?value)) HAVING (COUNT(*) > 1) }} "
            f"{focus.member} }}")


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


def _count_queries(bounds: list[tuple[Check, URIRef, int | None, int | None]], focus: Focus, shared: set,
                   condition: str = "") -> list[ShapeQuery]:
    """Count bounds, those of a node shape together; ``condition`` (a filter on
    ``?v``) counts only the values that meet it.

    On a path not ``shared`` (see :func:`_values`), a minimum of one is a
    look-up per focus node, not a count (four times faster), and too many
    values are counted from the predicate's triples, the subject checked only
    when there are (a node's count is the same whichever its class). Other
    bounds count each focus node's values. ``COUNT(*)``, not ``COUNT(DISTINCT
    ?v)``: the store holds each triple once, so the values of one node and
    path are distinct already; an absent bound is UNDEF, and a comparison with
    it is an error, never a violation.
    """
    where = f"FILTER({condition})" if condition else ""
    absent, many, counted = [], [], []
    for check, path, low, high in bounds:
        if path in shared:
            counted.append((check, path, low, high))
            continue
        if low == 1:
            absent.append((check, path))
        elif low:
            counted.append((check, path, low, None))
        if high is not None:
            many.append((check, path, high))
    return [query for query in (
        _bounded(absent, f"SELECT ?this ?check WHERE {{ {focus.join} VALUES (?check ?path) {{ %s }} "
                         f"FILTER NOT EXISTS {{ ?this ?path ?v {where} }} }}"),
        _bounded(many, f"SELECT ?this ?check WHERE {{ {{ SELECT ?this ?check WHERE {{ VALUES (?check ?path ?max) {{ %s }} ?this ?path ?v {where} }} "
                       f"GROUP BY ?this ?check ?max HAVING (COUNT(*) > ?max) }} {focus.member} }}"),
        _bounded(counted, f"SELECT ?this ?check WHERE {{ {{ SELECT ?this ?check ?min ?max (COUNT(?v) AS ?count) WHERE {{ "
                          f"VALUES (?check ?path ?min ?max) {{ %s }} {focus.join} OPTIONAL {{ ?this ?path ?v {where} }} }} "
                          f"GROUP BY ?this ?check ?min ?max }} FILTER(?count < ?min || ?count > ?max) }}"),
    ) if query]


def _bounded(bounds: list[tuple], query: str) -> ShapeQuery | None:
    """``query`` with its VALUES rows filled in: ``(check, path, bound...)`` each
    (a bound None is UNDEF)."""
    if not bounds:
        return None
    rows = " ".join(
        "(%s)" % " ".join([str(index), _n3(path), *("UNDEF" if b is None else str(b) for b in rest)])
        for index, (_, path, *rest) in enumerate(bounds)
    )
    return ShapeQuery(_PROLOGUE + query % rows, tuple(check for check, *_ in bounds))


def _qualified(shapes: Graph, prop, value_shape, focus: Focus, message: str, severity: str, shared: set) -> list[ShapeQuery]:
    """``sh:qualifiedValueShape [ sh:languageIn (...) ]`` with min / max counts."""
    inner = {p: o for p, o in shapes.predicate_objects(value_shape)}
    if set(inner) != {SH.languageIn}:
        raise Unsupported("qualified value shapes other than [ sh:languageIn (...) ]")
    path = _path(shapes, prop)
    bounds = []
    for parameter, component in ((SH.qualifiedMinCount, "QualifiedMinCountConstraintComponent"),
                                 (SH.qualifiedMaxCount, "QualifiedMaxCountConstraintComponent")):
        bound = shapes.value(prop, parameter)
        if bound is not None:
            low_high = (int(bound), None) if parameter == SH.qualifiedMinCount else (None, int(bound))
            bounds.append((Check(component, path, message, severity), path, *low_high))
    return _count_queries(bounds, focus, shared, _language_in(shapes, inner[SH.languageIn]).replace("?value", "?v"))


def _sparql_query(shapes: Graph, constraint, focus: Focus, severity: str) -> ShapeQuery:
    select = str(shapes.value(constraint, SH.select)).replace("$this", "?this")
    body = select[select.index("{") + 1:]
    query = select[:select.index("{") + 1] + f" {focus.join} " + body
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
