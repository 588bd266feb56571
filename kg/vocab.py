"""The one module that knows the vocabulary: namespaces, terms and IRIs.

Every other module asks this one for a term (``vocab.KG.Paper``) or for the
IRI of a resource (``vocab.resource("person", slug)``); none spells an IRI.

>>> str(resource("org", "peking-university"))
'https://w3id.org/paper-kg/id/org/peking-university'
>>> slugify("MVR-cache")
'mvr-cache'
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import lru_cache

from rdflib import OWL, RDF, RDFS, SKOS, XSD, Namespace, URIRef
from rdflib.namespace import DCTERMS, FOAF, PROV, SDO

KG = Namespace("https://w3id.org/paper-kg/ontology#")
ID = Namespace("https://w3id.org/paper-kg/id/")
FABIO = Namespace("http://purl.org/spar/fabio/")
SH = Namespace("http://www.w3.org/ns/shacl#")

#: Prefixes written into every export and known to queries.
PREFIXES: dict[str, str] = {
    "kg": str(KG),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "owl": str(OWL),
    "xsd": str(XSD),
    "skos": str(SKOS),
    "schema": str(SDO),
    "dcterms": str(DCTERMS),
    "foaf": str(FOAF),
    "prov": str(PROV),
    "fabio": str(FABIO),
    "paper": str(ID["paper/"]),
    "person": str(ID["person/"]),
    "org": str(ID["org/"]),
    "method": str(ID["method/"]),
    "topic": str(ID["topic/"]),
    "venue": str(ID["venue/"]),
}

#: The named graph of a store that records which file contents it holds
#: (``kg load``); queries and exports see only the default graph.
LOAD_LEDGER = ID["loads"]
#: In the load ledger, the triples that a store's listings made (gzip'd
#: N-Triples): what ``kg load`` replaces when it resolves them again with new ones.
LOADED_LISTINGS = ID["loads/listings"]
#: Representing Content in RDF: the bytes kept in the load ledger.
CNT = Namespace("http://www.w3.org/2011/content#")

#: Kinds of resource, each with its own IRI folder under ``ID``.
RESOURCE_KINDS = ("paper", "person", "org", "method", "topic", "venue")

#: Method kinds (as extracted) -> their class in the ontology.
METHOD_CLASSES: dict[str, URIRef] = {
    "method": KG.Method,
    "framework": KG.Framework,
    "algorithm": KG.Algorithm,
    "model": KG.Model,
    "benchmark": KG.Benchmark,
    "dataset": KG.Dataset,
    "metric": KG.Metric,
}

#: Values of kg:presentationType: how a paper is presented, then which track it is in.
PRESENTATION_TYPES = (
    "spotlight", "oral", "poster", "highlight",
    "position", "main", "findings", "datasets-and-benchmarks", "workshop",
)

_SLUG_MAX = 80
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


@lru_cache(maxsize=1 << 16)  # people and organizations recur across papers
def slugify(text: str) -> str:
    """A deterministic, readable IRI segment for ``text``.

    ASCII-folds and lowercases; where folding loses information (accents,
    CJK) or the text is long, a short hash of the exact text keeps distinct
    names apart.

    >>> slugify("Peking University")
    'peking-university'
    >>> slugify("José García") != slugify("Jose Garcia")
    True
    """
    exact = unicodedata.normalize("NFC", " ".join(text.split()))
    folded = unicodedata.normalize("NFKD", exact).encode("ascii", "ignore").decode()
    slug = _NOT_SLUG.sub("-", folded.lower()).strip("-")
    lossless = folded == exact and len(slug) <= _SLUG_MAX
    if lossless and slug:
        return slug
    digest = short_hash(exact.casefold())
    head = slug[:_SLUG_MAX].rstrip("-")
    return f"{head}-{digest}" if head else digest


def local_name(iri: str) -> str:
    """The last segment of an IRI, after its last ``/`` or ``#`` (the IRI
    itself when that is empty): how a term is shown or named without prefixes.

    >>> local_name("http://www.w3.org/ns/shacl#Violation"), local_name("https://w3id.org/paper-kg/org/mit/")
    ('Violation', 'mit')
    """
    return re.split(r"[/#]", iri.rstrip("/#"))[-1] or iri


def short_hash(text: str) -> str:
    """Eight hex digits of the SHA-1 of ``text``: what keeps two slugs apart.

    >>> short_hash("LeCun")
    '7e059a0d'
    """
    return hashlib.sha1(text.encode()).hexdigest()[:8]


def resource_folder(kind: str) -> str:
    """The IRI every resource of a kind starts with (slugs are appended to it)."""
    if kind not in RESOURCE_KINDS:
        raise ValueError(f"unknown resource kind {kind!r}")
    return f"{ID}{kind}/"


def resource(kind: str, slug: str) -> URIRef:
    """The IRI of a resource: ``https://w3id.org/paper-kg/id/{kind}/{slug}``."""
    if kind not in RESOURCE_KINDS:
        raise ValueError(f"unknown resource kind {kind!r}")
    return ID[f"{kind}/{slug}"]


def authorship(paper_slug: str, position: int) -> URIRef:
    """The IRI of one author slot of a paper (1-based position)."""
    return ID[f"paper/{paper_slug}/authorship/{position}"]


def claim(paper_slug: str, index: int) -> URIRef:
    """The IRI of the ``index``-th claim (1-based) stated in a paper."""
    return ID[f"paper/{paper_slug}/claim/{index}"]


def label_evidence(org_slug: str, index: int) -> URIRef:
    """The IRI of the ``index``-th Chinese label seen for an organization."""
    return ID[f"org/{org_slug}/zh-label/{index}"]


_ROR_ID = re.compile(r"^0[a-z0-9]{8}$")  # "0", six base-32 characters, a two-character checksum


def ror(ror_id: str) -> URIRef:
    """The IRI of a ROR record, from its id with or without the ROR prefix.

    >>> str(ror("https://ror.org/02v51f717"))
    'https://ror.org/02v51f717'
    """
    local = ror_id.strip().rsplit("/", 1)[-1]
    if not _ROR_ID.match(local):
        raise ValueError(f"not a ROR id: {ror_id!r}")
    return URIRef("https://ror.org/" + local)


__all__ = [
    "CNT", "DCTERMS", "FABIO", "FOAF", "ID", "KG", "LOAD_LEDGER", "LOADED_LISTINGS", "METHOD_CLASSES",
    "OWL", "PREFIXES", "PRESENTATION_TYPES", "PROV", "RDF", "RDFS", "RESOURCE_KINDS", "SDO", "SH", "SKOS", "XSD",
    "authorship", "claim", "label_evidence", "resource", "ror", "slugify",
]
