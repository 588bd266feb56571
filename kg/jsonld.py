"""Compact JSON-LD written straight from triples with the packaged context.

A general JSON-LD compactor (rdflib's) takes minutes on a large graph; ours
knows the shape of the context (terms with an ``@id`` or a datatype coercion,
plus prefixes) and writes the same compacted form in one pass. A value that
does not fit its term's coercion is written under the compact IRI of its
property instead, exactly as a compactor would, so every graph round-trips.

>>> kg = "https://w3id.org/paper-kg/ontology#"
>>> line = (b'<https://w3id.org/paper-kg/id/paper/a> <' + kg.encode() + b'pageCount> '
...         b'"9"^^<http://www.w3.org/2001/XMLSchema#integer> .')
>>> list(compact_nodes([line], {"kg": kg, "paper": "https://w3id.org/paper-kg/id/paper/",
...                     "pageCount": {"@id": "kg:pageCount", "@type": "xsd:integer"},
...                     "xsd": "http://www.w3.org/2001/XMLSchema#"}))
[{'@id': 'paper:a', 'pageCount': '9'}]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter
from typing import Iterable, Iterator

from .vocab import RDF, XSD

XSD_STRING, RDF_TYPE = str(XSD.string), str(RDF.type)


@dataclass(frozen=True)
class _Context:
    prefixes: dict[str, str]  # namespace -> prefix
    namespace: re.Pattern  # matches the longest namespace an IRI starts with
    terms: dict[str, tuple[str, str | None]]  # property IRI -> (term, coercion)
    classes: dict[str, str]  # class IRI -> term
    seen: dict[str, str]  # IRI -> compact IRI, memoized: objects recur across nodes
    properties: dict[str, tuple[str | None, str | None, str]]  # see :meth:`property`

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
        return cls({ns: p for p, ns in prefixes.items()}, namespace, terms, classes, {}, {})

    def property(self, predicate: str) -> tuple[str | None, str | None, str]:
        """A property's term and coercion (None when the context has none) and its compact
        IRI, memoized: a graph has a few dozen properties and millions of triples."""
        found = self.properties.get(predicate)
        if found is None:
            found = self.properties[predicate] = (*self.terms.get(predicate, (None, None)), self.iri(predicate))
        return found

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


def compact_nodes(lines: Iterable[bytes], context: dict) -> Iterator[dict]:
    """Node objects of N-Triples lines, compacted with ``context``, one at a
    time, in input order of subjects (the lines must come grouped by subject,
    one triple a line, as Oxigraph writes them). Lines are read as text, not
    parsed into term objects: at 100k papers that object churn was most of
    the cost of writing JSON-LD."""
    shape = _Context.of(context)
    for subject, group in groupby(map(_split, lines), key=itemgetter(0)):
        yield _node(subject, group, shape)


def _split(line: bytes) -> tuple[str, str, str]:
    """Subject, predicate IRI and object of one N-Triples line (its terms
    are separated by single spaces, and only the object may contain one)."""
    subject, predicate, obj = line.decode().split(" ", 2)
    return subject, predicate[1:-1], obj[:-2]  # the object without its " ."


def _node(subject: str, triples: Iterable[tuple[str, str, str]], shape: _Context) -> dict:
    node: dict[str, list] = {}
    for _, predicate, obj in triples:
        if predicate == RDF_TYPE and obj[0] == "<":
            node.setdefault("@type", []).append(shape.classes.get(obj[1:-1]) or shape.iri(obj[1:-1]))
            continue
        key, value = _entry(predicate, obj, shape)
        node.setdefault(key, []).append(value)
    compacted: dict = {"@id": _id(subject, shape)}
    for key, values in node.items():
        compacted[key] = values[0] if len(values) == 1 else values
    return compacted


def _entry(predicate: str, obj: str, shape: _Context) -> tuple[str, object]:
    """The key and value of one triple: the term's if the value fits its coercion."""
    term, coercion, fallback = shape.property(predicate)
    if obj[0] == '"':
        quoted, _, suffix = obj.rpartition('"')  # the suffix (@lang or ^^<datatype>) has no quote
        value = _unescape(quoted[1:])
        if suffix.startswith("@"):
            return (term or fallback) if coercion is None else fallback, {"@value": value, "@language": suffix[1:]}
        datatype = suffix[3:-1] if suffix else XSD_STRING
        if term and coercion == datatype:
            return term, value
        if datatype == XSD_STRING:
            return (term if term and coercion is None else fallback), value
        return (term if term and coercion is None else fallback), {"@value": value, "@type": shape.iri(datatype)}
    if term and coercion == "@id":
        return term, _id(obj, shape)
    return fallback if coercion is not None or not term else term, {"@id": _id(obj, shape)}


def _id(node: str, shape: _Context) -> str:
    """The compact form of an IRI (``<...>``) or blank node (``_:b0``) term."""
    return shape.iri(node[1:-1]) if node[0] == "<" else node


_ESCAPE = re.compile(r"\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))")
_ECHARS = {"t": "\t", "b": "\b", "n": "\n", "r": "\r", "f": "\f", '"': '"', "'": "'", "\\": "\\"}


def _unescape(text: str) -> str:
    """The lexical form of an N-Triples string (ECHAR and UCHAR escapes undone)."""
    if "\\" not in text:
        return text
    return _ESCAPE.sub(lambda m: chr(int(m[1] or m[2], 16)) if m[3] is None else _ECHARS[m[3]], text)


def _expand(value: str, prefixes: dict[str, str]) -> str:
    prefix, _, local = value.partition(":")
    return prefixes[prefix] + local if prefix in prefixes and not local.startswith("//") else value
