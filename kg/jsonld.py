"""Compact JSON-LD written straight from triples with the packaged context.

A general JSON-LD compactor (rdflib's) takes minutes on a large graph; ours
knows the shape of the context (terms with an ``@id`` or a datatype coercion,
plus prefixes) and writes the same compacted form in one pass. A value that
does not fit its term's coercion is written under the compact IRI of its
property instead, exactly as a compactor would, so every graph round-trips.

>>> import pyoxigraph as ox
>>> kg = "https://w3id.org/paper-kg/ontology#"
>>> t = ox.Triple(ox.NamedNode("https://w3id.org/paper-kg/id/paper/a"), ox.NamedNode(kg + "pageCount"),
...               ox.Literal("9", datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")))
>>> list(compact_nodes([t], {"kg": kg, "paper": "https://w3id.org/paper-kg/id/paper/",
...                     "pageCount": {"@id": "kg:pageCount", "@type": "xsd:integer"},
...                     "xsd": "http://www.w3.org/2001/XMLSchema#"}))
[{'@id': 'paper:a', 'pageCount': '9'}]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import groupby
from typing import Iterable, Iterator

import pyoxigraph as ox

XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"


@dataclass(frozen=True)
class _Context:
    prefixes: dict[str, str]  # namespace -> prefix
    namespace: re.Pattern  # matches the longest namespace an IRI starts with
    terms: dict[str, tuple[str, str | None]]  # property IRI -> (term, coercion)
    classes: dict[str, str]  # class IRI -> term
    seen: dict[str, str]  # IRI -> compact IRI, memoized: objects recur across nodes

    @classmethod
    def of(cls, context: dict) -> "_Context":
        prefixes = {k: v for k, v in context.items() if isinstance(v, str) and v.endswith(("/", "#"))}
        expand = lambda value: _expand(value, prefixes)  # noqa: E731
        terms, classes = {}, {}
        for term, definition in context.items():
            if term.startswith("@") or term in prefixes:
                continue
            if isinstance(definition, str):
                classes[expand(definition)] = term
            else:
                coercion = definition.get("@type")
                terms[expand(definition["@id"])] = (term, coercion if coercion == "@id" else expand(coercion) if coercion else None)
        longest_first = sorted(prefixes.values(), key=len, reverse=True)
        namespace = re.compile("|".join(re.escape(ns) for ns in longest_first))
        return cls({ns: p for p, ns in prefixes.items()}, namespace, terms, classes, {})

    def iri(self, value: str) -> str:
        compact = self.seen.get(value)
        if compact is None:
            compact = self.seen[value] = self._compact(value)
        return compact

    def _compact(self, value: str) -> str:
        match = self.namespace.match(value)
        if match is None or match.end() == len(value):
            return value
        return f"{self.prefixes[match[0]]}:{value[match.end():]}"


def compact_nodes(triples: Iterable[ox.Triple], context: dict) -> Iterator[dict]:
    """Node objects of the triples, compacted with ``context``, one at a time,
    in input order of subjects (the triples must come grouped by subject)."""
    shape = _Context.of(context)
    for subject, group in groupby(triples, key=lambda t: t.subject):
        yield _node(subject, list(group), shape)


def _node(subject: ox.NamedNode | ox.BlankNode, triples: list[ox.Triple], shape: _Context) -> dict:
    node: dict[str, list] = {}
    for triple in triples:
        predicate, obj = triple.predicate.value, triple.object
        if predicate == RDF_TYPE and isinstance(obj, ox.NamedNode):
            node.setdefault("@type", []).append(shape.classes.get(obj.value) or shape.iri(obj.value))
            continue
        key, value = _entry(predicate, obj, shape)
        node.setdefault(key, []).append(value)
    compacted: dict = {"@id": _id(subject, shape)}
    for key, values in node.items():
        compacted[key] = values[0] if len(values) == 1 else values
    return compacted


def _entry(predicate: str, obj: ox.NamedNode | ox.BlankNode | ox.Literal, shape: _Context) -> tuple[str, object]:
    """The key and value of one triple: the term's if the value fits its coercion."""
    term, coercion = shape.terms.get(predicate, (None, None))
    fallback = shape.iri(predicate)
    if isinstance(obj, ox.Literal):
        if obj.language:
            return (term or fallback) if coercion is None else fallback, {"@value": obj.value, "@language": obj.language}
        datatype = obj.datatype.value
        if term and coercion == datatype:
            return term, obj.value
        if datatype == XSD_STRING:
            return (term if term and coercion is None else fallback), obj.value
        return (term if term and coercion is None else fallback), {"@value": obj.value, "@type": shape.iri(datatype)}
    if term and coercion == "@id":
        return term, _id(obj, shape)
    return fallback if coercion is not None or not term else term, {"@id": _id(obj, shape)}


def _id(node: ox.NamedNode | ox.BlankNode, shape: _Context) -> str:
    return shape.iri(node.value) if isinstance(node, ox.NamedNode) else f"_:{node.value}"


def _expand(value: str, prefixes: dict[str, str]) -> str:
    prefix, _, local = value.partition(":")
    return prefixes[prefix] + local if prefix in prefixes and not local.startswith("//") else value
