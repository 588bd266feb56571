"""SHACL shapes compiled to SPARQL, run on Oxigraph: the same verdicts as
pyshacl, at a fraction of the cost on large graphs.

pyshacl walks the graph node by node in Python, which takes minutes at 100k
papers. The shapes in ``ontology/shapes.ttl`` use a small set of constraint
components; each becomes one SPARQL query over all focus nodes at once. A
shape that uses any other component raises :class:`Unsupported`, so a check
never silently differs from pyshacl (``kg validate --engine pyshacl`` is the
reference, and a test compares the two).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Iterator

import pyoxigraph as ox
from rdflib import RDF, BNode, Graph, Literal, URIRef
from rdflib.collection import Collection

from .vocab import PREFIXES, SH

#: Parameters of a property shape that only describe it.
DESCRIPTIVE = {SH.path, SH.name, SH.message, SH.description, SH.order, SH.group, SH.severity}


class Unsupported(ValueError):
    """A shape uses a constraint component this engine does not compile."""


@dataclass(frozen=True)
class Check:
    """One compiled constraint: a query whose rows are violations."""

    component: str  # e.g. "MinCountConstraintComponent"
    path: URIRef | None
    message: str
    severity: str
    query: str


def compile_shapes(shapes: Graph) -> list[Check]:
    """Every constraint of every node shape with a target class, as SPARQL."""
    checks = []
    for shape in sorted(shapes.subjects(RDF.type, SH.NodeShape)):
        targets = sorted(shapes.objects(shape, SH.targetClass))
        if not targets:
            raise Unsupported(f"{shape}: only sh:targetClass targets are compiled")
        focus = "VALUES ?class { %s } ?this a ?class ." % " ".join(_n3(t) for t in targets)
        severity = _local(shapes.value(shape, SH.severity) or SH.Violation)
        for prop in shapes.objects(shape, SH.property):
            checks.extend(_property_checks(shapes, prop, focus, severity))
        for constraint in shapes.objects(shape, SH.sparql):
            checks.append(_sparql_check(shapes, constraint, focus, severity))
    return checks


def run_checks(store: ox.Store, checks: list[Check], workers: int = 1) -> Iterator[tuple[Check, str, str | None]]:
    """``(check, focus node, value)`` for every violation found in the store.

    Oxigraph evaluates queries without holding the GIL, so ``workers``
    threads run that many checks at once.
    """
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        for check, rows in zip(checks, pool.map(lambda c: _violations(store, c), checks)):
            for focus, value in rows:
                yield check, focus, value


def _violations(store: ox.Store, check: Check) -> list[tuple[str, str | None]]:
    has_value = "?value" in check.query.split("WHERE", 1)[0]
    return [(row["this"].value, row["value"].value if has_value else None) for row in store.query(check.query)]


# --- property shapes --------------------------------------------------------------


def _property_checks(shapes: Graph, prop, focus: str, severity: str) -> list[Check]:
    path = shapes.value(prop, SH.path)
    if not isinstance(path, URIRef):
        raise Unsupported(f"{path}: only simple property paths are compiled")
    message = str(shapes.value(prop, SH.message) or "")
    params = {p: o for p, o in shapes.predicate_objects(prop) if p not in DESCRIPTIVE}
    checks = []

    def add(component: str, query: str) -> None:
        checks.append(Check(component, path, message, severity, _PROLOGUE + query))

    values = f"{focus} ?this {_n3(path)} ?value ."
    bounds = [f"?count {op} {int(params[p])}" for p, op in ((SH.minCount, "<"), (SH.maxCount, ">")) if p in params]
    if bounds:
        add("CountConstraintComponent",
            f"SELECT ?this WHERE {{ {{ SELECT ?this (COUNT(DISTINCT ?v) AS ?count) WHERE {{ {focus} "
            f"OPTIONAL {{ ?this {_n3(path)} ?v }} }} GROUP BY ?this }} FILTER({' || '.join(bounds)}) }}")
    for parameter, argument in params.items():
        if parameter in (SH.minCount, SH.maxCount):
            continue  # both bounds are checked by one query, below
        elif parameter == SH.datatype:
            add("DatatypeConstraintComponent",
                f"SELECT ?this ?value WHERE {{ {values} FILTER(!isLiteral(?value) || DATATYPE(?value) != {_n3(argument)}"
                f"{_ill_typed(argument)}) }}")
        elif parameter == SH["class"]:
            add("ClassConstraintComponent",
                f"SELECT ?this ?value WHERE {{ {values} FILTER NOT EXISTS {{ ?value a {_n3(argument)} }} }}")
        elif parameter == SH.nodeKind:
            test = {SH.IRI: "isIRI(?value)", SH.Literal: "isLiteral(?value)", SH.BlankNode: "isBlank(?value)"}
            if argument not in test:
                raise Unsupported(f"sh:nodeKind {argument}")
            add("NodeKindConstraintComponent", f"SELECT ?this ?value WHERE {{ {values} FILTER(!{test[argument]}) }}")
        elif parameter == SH.pattern:
            flags = shapes.value(prop, SH.flags)
            add("PatternConstraintComponent",
                f"SELECT ?this ?value WHERE {{ {values} FILTER(isBlank(?value) || !REGEX(STR(?value), {_n3(argument)}"
                f"{', ' + _n3(flags) if flags else ''})) }}")
        elif parameter == SH.flags:
            continue
        elif parameter == SH["in"]:
            members = ", ".join(_n3(m) for m in Collection(shapes, argument))
            add("InConstraintComponent", f"SELECT ?this ?value WHERE {{ {values} FILTER(?value NOT IN ({members})) }}")
        elif parameter in _RANGES:
            component, operator = _RANGES[parameter]
            add(component, f"SELECT ?this ?value WHERE {{ {values} FILTER(!COALESCE(?value {operator} {_n3(argument)}, false)) }}")
        elif parameter == SH.lessThanOrEquals:
            add("LessThanOrEqualsConstraintComponent",
                f"SELECT ?this ?value WHERE {{ {values} ?this {_n3(argument)} ?other FILTER(!COALESCE(?value <= ?other, false)) }}")
        elif parameter == SH.uniqueLang:
            if argument.toPython() is True:
                add("UniqueLangConstraintComponent",
                    f"SELECT ?this WHERE {{ {values} FILTER(LANG(?value) != \"\") }} "
                    f"GROUP BY ?this (LANG(?value)) HAVING (COUNT(DISTINCT ?value) > 1)")
        elif parameter == SH.languageIn:
            add("LanguageInConstraintComponent",
                f"SELECT ?this ?value WHERE {{ {values} FILTER(!({_language_in(shapes, argument)})) }}")
        elif parameter == SH.hasValue:
            add("HasValueConstraintComponent",
                f"SELECT ?this WHERE {{ {focus} FILTER NOT EXISTS {{ ?this {_n3(path)} {_n3(argument)} }} }}")
        elif parameter == SH.qualifiedValueShape:
            checks.extend(_qualified(shapes, prop, path, argument, focus, message, severity))
        elif parameter in (SH.qualifiedMinCount, SH.qualifiedMaxCount, SH.qualifiedValueShapesDisjoint):
            continue
        else:
            raise Unsupported(f"{parameter} on the property shape of {path}")
    return checks


_RANGES = {
    SH.minInclusive: ("MinInclusiveConstraintComponent", ">="),
    SH.maxInclusive: ("MaxInclusiveConstraintComponent", "<="),
    SH.minExclusive: ("MinExclusiveConstraintComponent", ">"),
    SH.maxExclusive: ("MaxExclusiveConstraintComponent", "<"),
}


def _qualified(shapes: Graph, prop, path, value_shape, focus: str, message: str, severity: str) -> list[Check]:
    """``sh:qualifiedValueShape [ sh:languageIn (...) ]`` with min / max counts."""
    inner = {p: o for p, o in shapes.predicate_objects(value_shape)}
    if set(inner) != {SH.languageIn}:
        raise Unsupported("qualified value shapes other than [ sh:languageIn (...) ]")
    conforms = _language_in(shapes, inner[SH.languageIn])
    checks = []
    for parameter, component, having in (
        (SH.qualifiedMinCount, "QualifiedMinCountConstraintComponent", "<"),
        (SH.qualifiedMaxCount, "QualifiedMaxCountConstraintComponent", ">"),
    ):
        bound = shapes.value(prop, parameter)
        if bound is not None:
            query = (f"SELECT ?this WHERE {{ {focus} OPTIONAL {{ ?this {_n3(path)} ?v FILTER({conforms.replace('?value', '?v')}) }} }} "
                     f"GROUP BY ?this HAVING (COUNT(DISTINCT ?v) {having} {int(bound)})")
            checks.append(Check(component, path, message, severity, _PROLOGUE + query))
    return checks


def _sparql_check(shapes: Graph, constraint, focus: str, severity: str) -> Check:
    select = str(shapes.value(constraint, SH.select)).replace("$this", "?this")
    body = select[select.index("{") + 1:]
    query = select[:select.index("{") + 1] + f" {focus} " + body
    return Check("SPARQLConstraintComponent", None, str(shapes.value(constraint, SH.message) or ""), severity, _PROLOGUE + query)


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
    local = str(datatype).rsplit("#", 1)[-1]
    return f' || !REGEX(STR(?value), "{checks[local]}")' if local in checks else ""


def _n3(term) -> str:
    if isinstance(term, BNode):
        raise Unsupported("blank nodes as constraint arguments")
    return term.n3() if isinstance(term, (URIRef, Literal)) else str(term)


def _local(iri) -> str:
    return str(iri).rsplit("#", 1)[-1]
