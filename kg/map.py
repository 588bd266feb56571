"""map: entities -> RDF triples under the ontology.

Triples are made as pyoxigraph terms so the store can be filled in bulk (the
graph users see is still an rdflib ``Graph`` over that store). Terms and IRIs
come from :mod:`kg.vocab` only.

>>> from kg.entities import Corpus, Person
>>> corpus = Corpus(people={"ada": Person("ada", "Ada Lovelace")})
>>> len(list(triples(corpus)))
2
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Iterable, Iterator

import pyoxigraph as ox
from rdflib import URIRef

from . import vocab
from .entities import ClaimFact, Corpus, Method, Organization, Paper, Person, Topic, Venue
from .vocab import KG, OWL, RDF, RDFS, SKOS, XSD

Triple = ox.Triple


@lru_cache(maxsize=None)
def node(iri: str) -> ox.NamedNode:
    """The pyoxigraph node of an IRI (interned: the same few terms recur)."""
    return ox.NamedNode(iri)


_XSD_INTEGER = node(str(XSD.integer))
_XSD_DECIMAL = node(str(XSD.decimal))
_XSD_ANYURI = node(str(XSD.anyURI))
_XSD_BOOLEAN = node(str(XSD.boolean))


def text(value: str, lang: str | None = None) -> ox.Literal:
    return ox.Literal(value, language=lang) if lang else ox.Literal(value)


def integer(value: int) -> ox.Literal:
    return ox.Literal(str(value), datatype=_XSD_INTEGER)


def decimal(value: float) -> ox.Literal:
    return ox.Literal(_decimal_text(value), datatype=_XSD_DECIMAL)


def any_uri(value: str) -> ox.Literal:
    return ox.Literal(value, datatype=_XSD_ANYURI)


def boolean(value: bool) -> ox.Literal:
    return ox.Literal("true" if value else "false", datatype=_XSD_BOOLEAN)


def _decimal_text(value: float) -> str:
    return format(value, "f").rstrip("0").rstrip(".")


def _t(subject: URIRef | str, predicate: URIRef, obj: ox.NamedNode | ox.Literal | URIRef) -> Triple:
    if isinstance(obj, str):  # an rdflib URIRef is a str
        obj = node(obj)
    return ox.Triple(node(subject), node(predicate), obj)


def triples(corpus: Corpus) -> Iterator[Triple]:
    """Every triple of the corpus, entity by entity."""
    for venue in corpus.venues.values():
        yield from venue_triples(venue)
    for organization in corpus.organizations.values():
        yield from organization_triples(organization)
    for person in corpus.people.values():
        yield from person_triples(person)
    for method in corpus.methods.values():
        yield from method_triples(method)
    for topic in corpus.topics.values():
        yield from topic_triples(topic)
    for paper in corpus.papers.values():
        yield from paper_triples(paper)


def paper_triples(paper: Paper) -> Iterator[Triple]:
    iri = vocab.resource("paper", paper.slug)
    record, comments = paper.record, paper.comments
    yield _t(iri, RDF.type, KG.Paper)
    yield _t(iri, RDFS.label, text(record.title_en, "en"))
    if record.title_zh:
        yield _t(iri, RDFS.label, text(record.title_zh, "zh"))
    if record.summary:
        yield _t(iri, KG.summary, text(record.summary, record.summary_lang))
    if paper.venue:
        yield _t(iri, KG.venue, vocab.resource("venue", paper.venue))
    for position, person in enumerate(paper.authors, start=1):
        slot = vocab.authorship(paper.slug, position)
        yield _t(iri, KG.authorship, slot)
        yield _t(slot, RDF.type, KG.Authorship)
        yield _t(slot, KG.person, vocab.resource("person", person))
        yield _t(slot, KG.position, integer(position))
        yield _t(iri, KG.author, vocab.resource("person", person))
    yield from _links(iri, KG.affiliation, "org", paper.affiliations)
    yield from _links(iri, KG.proposes, "method", paper.proposes)
    yield from _links(iri, KG.mentions, "method", paper.mentions)
    yield from _links(iri, KG.about, "topic", paper.topics)
    for index, claim in enumerate(paper.claims, start=1):
        yield from claim_triples(iri, vocab.claim(paper.slug, index), claim, record.source.file)
    for predicate, urls in (
        (KG.codeRepository, comments.code_urls),
        (KG.projectPage, comments.project_urls),
        (KG.relatedLink, comments.other_urls),
    ):
        for url in urls:
            yield _t(iri, predicate, any_uri(url))
    for predicate, count in (
        (KG.pageCount, comments.pages),
        (KG.figureCount, comments.figures),
        (KG.tableCount, comments.tables),
    ):
        if count is not None:
            yield _t(iri, predicate, integer(count))
    if comments.presentation:
        yield _t(iri, KG.presentationType, text(comments.presentation))
    if record.comments:
        yield _t(iri, KG.rawComment, text(record.comments))
    yield _t(iri, KG.sourceFile, text(record.source.file))
    yield _t(iri, KG.sourceLineStart, integer(record.source.start))
    yield _t(iri, KG.sourceLineEnd, integer(record.source.end))


def claim_triples(paper: URIRef, iri: URIRef, claim: ClaimFact, file: str) -> Iterator[Triple]:
    yield _t(paper, KG.claim, iri)
    yield _t(iri, RDF.type, KG.Claim)
    yield _t(iri, KG.metric, text(claim.metric, claim.lang))
    if claim.metric_key:
        yield _t(iri, KG.metricKey, text(claim.metric_key))
    yield _t(iri, KG.valueMin, decimal(claim.value_min))
    yield _t(iri, KG.valueMax, decimal(claim.value_max))
    yield _t(iri, KG.unit, text(claim.unit))
    yield _t(iri, KG.direction, text(claim.direction))
    if claim.qualifier:
        yield _t(iri, KG.qualifier, text(claim.qualifier))
    yield _t(iri, KG.sentence, text(claim.sentence, claim.lang))
    yield _t(iri, KG.sourceFile, text(file))


def organization_triples(org: Organization) -> Iterator[Triple]:
    iri = vocab.resource("org", org.slug)
    yield _t(iri, RDF.type, KG.Organization)
    yield _t(iri, RDFS.label, text(org.name, "en"))
    yield from _alt_labels(iri, org.alt_labels)
    if org.parent:
        yield _t(iri, KG.subOrganizationOf, vocab.resource("org", org.parent))
    if org.country:
        yield _t(iri, KG.countryCode, text(org.country))
    if org.locality:
        yield _t(iri, KG.locality, text(org.locality))
    for same in org.same_as:
        yield _t(iri, OWL.sameAs, vocab.ror(same))
    yield from _zh_labels(iri, org)
    for index, label in enumerate(org.zh_labels, start=1):
        evidence = vocab.label_evidence(org.slug, index)
        yield _t(iri, KG.labelEvidence, evidence)
        yield _t(evidence, RDF.type, KG.LabelEvidence)
        yield _t(evidence, KG.labelText, text(label.text, "zh"))
        yield _t(evidence, KG.sourceFile, text(label.file))
        yield _t(evidence, KG.sourceLine, integer(label.line))
        yield _t(evidence, KG.doubtful, boolean(label.doubtful))
        if label.reason:
            yield _t(evidence, KG.doubtReason, text(label.reason))


def _zh_labels(iri: URIRef, org: Organization) -> Iterator[Triple]:
    """One trusted Chinese name as the @zh label (the most often seen), other
    trusted ones as @zh alternative labels, doubtful ones as kg:doubtfulLabel."""
    trusted = Counter(label.text for label in org.zh_labels if not label.doubtful)
    ranked = sorted(trusted, key=lambda name: (-trusted[name], name))
    if ranked:
        yield _t(iri, RDFS.label, text(ranked[0], "zh"))
    for name in ranked[1:]:
        yield _t(iri, SKOS.altLabel, text(name, "zh"))
    doubtful = {label.text for label in org.zh_labels if label.doubtful} - set(trusted)
    for name in sorted(doubtful):
        yield _t(iri, KG.doubtfulLabel, text(name, "zh"))


def person_triples(person: Person) -> Iterator[Triple]:
    iri = vocab.resource("person", person.slug)
    yield _t(iri, RDF.type, KG.Person)
    yield _t(iri, RDFS.label, text(person.name))
    yield from _alt_labels(iri, person.alt_labels)


def method_triples(method: Method) -> Iterator[Triple]:
    iri = vocab.resource("method", method.slug)
    # Typed as kg:Method too: SPARQL and SHACL on the store apply no subclass reasoning.
    yield _t(iri, RDF.type, KG.Method)
    kind = vocab.METHOD_CLASSES.get(method.kind, KG.Method)
    if kind != KG.Method:
        yield _t(iri, RDF.type, kind)
    yield _t(iri, RDFS.label, text(method.name))
    yield from _alt_labels(iri, method.alt_labels)


def topic_triples(topic: Topic) -> Iterator[Triple]:
    iri = vocab.resource("topic", topic.slug)
    yield _t(iri, RDF.type, KG.Topic)
    if topic.label_en:
        yield _t(iri, RDFS.label, text(topic.label_en, "en"))
    if topic.label_zh:
        yield _t(iri, RDFS.label, text(topic.label_zh, "zh"))


def venue_triples(venue: Venue) -> Iterator[Triple]:
    iri = vocab.resource("venue", venue.slug)
    yield _t(iri, RDF.type, KG.Venue)
    yield _t(iri, RDFS.label, text(venue.name))
    yield _t(iri, KG.series, text(venue.series))
    if venue.year is not None:
        yield _t(iri, KG.year, integer(venue.year))


def _links(subject: URIRef, predicate: URIRef, kind: str, slugs: Iterable[str]) -> Iterator[Triple]:
    for slug in dict.fromkeys(slugs):
        yield _t(subject, predicate, vocab.resource(kind, slug))


def _alt_labels(iri: URIRef, labels: Iterable[str]) -> Iterator[Triple]:
    for label in sorted(set(labels)):
        yield _t(iri, SKOS.altLabel, text(label))
