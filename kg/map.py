"""map: entities -> RDF, as N-Triples lines under the ontology.

The store bulk-loads N-Triples far faster than it takes term objects one by
one, and sorted N-Triples lines are the canonical order of every export, so
this stage writes lines directly. Terms and IRIs come from :mod:`kg.vocab`.

>>> from kg.entities import Corpus, Person
>>> for line in ntriples(Corpus(people={"ada": Person("ada", "Ada Lovelace")})):
...     print(line)
<https://w3id.org/paper-kg/id/person/ada> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/paper-kg/ontology#Person> .
<https://w3id.org/paper-kg/id/person/ada> <http://www.w3.org/2000/01/rdf-schema#label> "Ada Lovelace" .
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import islice
from typing import Iterable, Iterator

from . import vocab
from .entities import ClaimFact, Corpus, Method, Organization, Paper, Person, Topic, Venue
from .text import has_han
from .vocab import KG, OWL, RDF, RDFS, SKOS, XSD

# Escapes as Oxigraph writes N-Triples (its canonical form), so that the lines
# made here are byte for byte the lines a dump of the store gives.
_ESCAPES = str.maketrans(
    {chr(code): f"\\u{code:04X}" for code in [*range(0x20), 0x7F]}
    | {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
)
#: What needs an escape: str.translate looks up every character (slow on long
#: text), so it runs only on the few strings that have one.
_NEEDS_ESCAPE = re.compile("[" + re.escape("".join(map(chr, _ESCAPES))) + "]")
_FOLDER = {kind: vocab.resource_folder(kind) for kind in vocab.RESOURCE_KINDS}


def iri(value: str) -> str:
    """An IRI term. Every IRI mapped is built from the vocabulary and slugs
    (``[a-z0-9-/]``), so it needs no escaping."""
    return f"<{value}>"


def ref(kind: str, slug: str) -> str:
    """The IRI term of a resource of ``kind``."""
    return f"<{_FOLDER[kind]}{slug}>"


def text(value: str, lang: str | None = None) -> str:
    """A string literal, language-tagged when ``lang`` is given."""
    escaped = value.translate(_ESCAPES) if _NEEDS_ESCAPE.search(value) else value
    return f'"{escaped}"@{lang}' if lang else f'"{escaped}"'


def integer(value: int) -> str:
    return f'"{int(value)}"^^{_INTEGER}'


def decimal(value: float) -> str:
    return f'"{format(value, "f").rstrip("0").rstrip(".") or "0"}"^^{_DECIMAL}'


def any_uri(value: str) -> str:
    return f"{text(value)}^^{_ANYURI}"


def boolean(value: bool) -> str:
    return f'"{"true" if value else "false"}"^^{_BOOLEAN}'


_INTEGER, _DECIMAL, _ANYURI, _BOOLEAN = (iri(t) for t in (XSD.integer, XSD.decimal, XSD.anyURI, XSD.boolean))
# Predicates and classes, as terms, once.
A = iri(RDF.type)
LABEL, ALT_LABEL, SAME_AS = iri(RDFS.label), iri(SKOS.altLabel), iri(OWL.sameAs)
T = {name: iri(KG[name]) for name in (
    "Paper Person Organization Method Topic Venue Authorship Claim LabelEvidence "
    "summary venue authorship person position author affiliation proposes mentions about claim "
    "codeRepository projectPage datasetLink relatedLink pageCount figureCount tableCount presentationType award "
    "rawComment "
    "sourceFile sourceLineStart sourceLineEnd sourceLine metric metricKey valueMin valueMax unit direction "
    "qualifier sentence subOrganizationOf countryCode locality doubtfulLabel labelEvidence labelText "
    "doubtful doubtReason series year"
).split()}
METHOD_CLASSES = {kind: iri(cls) for kind, cls in vocab.METHOD_CLASSES.items()}


def ntriples_chunks(corpus: Corpus, lines_per_chunk: int = 50_000) -> Iterator[list[bytes]]:
    """The corpus as N-Triples lines in UTF-8 (without newlines), a chunk at a
    time: bytes are compact to keep, and the store bulk-loads them."""
    lines = iter(ntriples(corpus))
    while chunk := list(islice(lines, lines_per_chunk)):
        yield [line.encode() for line in chunk]


def ntriples(corpus: Corpus) -> Iterator[str]:
    """Every triple of the corpus as an N-Triples line (without the newline)."""
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


def paper_triples(paper: Paper) -> Iterator[str]:
    s = ref("paper", paper.slug)
    record, comments = paper.record, paper.comments
    yield f"{s} {A} {T['Paper']} ."
    yield f"{s} {LABEL} {text(record.title_en, 'en')} ."
    if record.title_zh:
        yield f"{s} {LABEL} {text(record.title_zh, 'zh')} ."
    if record.summary:
        yield f"{s} {T['summary']} {text(record.summary, record.summary_lang)} ."
    if paper.venue:
        yield f"{s} {T['venue']} {ref('venue', paper.venue)} ."
    for position, person in enumerate(paper.authors, start=1):
        slot = iri(vocab.authorship(paper.slug, position))
        who = ref("person", person)
        yield f"{s} {T['authorship']} {slot} ."
        yield f"{slot} {A} {T['Authorship']} ."
        yield f"{slot} {T['person']} {who} ."
        yield f"{slot} {T['position']} {integer(position)} ."
        yield f"{s} {T['author']} {who} ."
    yield from _links(s, T["affiliation"], "org", paper.affiliations)
    yield from _links(s, T["proposes"], "method", paper.proposes)
    yield from _links(s, T["mentions"], "method", paper.mentions)
    yield from _links(s, T["about"], "topic", paper.topics)
    for index, claim in enumerate(paper.claims, start=1):
        yield from claim_triples(s, iri(vocab.claim(paper.slug, index)), claim, record.source.file)
    for predicate, urls in (("codeRepository", comments.code_urls), ("projectPage", comments.project_urls),
                            ("datasetLink", comments.dataset_urls), ("relatedLink", comments.other_urls)):
        for url in urls:
            yield f"{s} {T[predicate]} {any_uri(url)} ."
    for predicate, count in (("pageCount", comments.pages), ("figureCount", comments.figures),
                             ("tableCount", comments.tables)):
        if count is not None:
            yield f"{s} {T[predicate]} {integer(count)} ."
    for kind in comments.presentation:
        yield f"{s} {T['presentationType']} {text(kind)} ."
    for award in comments.awards:
        yield f"{s} {T['award']} {text(award)} ."
    if record.comments:
        yield f"{s} {T['rawComment']} {text(record.comments)} ."
    yield f"{s} {T['sourceFile']} {text(record.source.file)} ."
    yield f"{s} {T['sourceLineStart']} {integer(record.source.start)} ."
    yield f"{s} {T['sourceLineEnd']} {integer(record.source.end)} ."


def claim_triples(paper: str, s: str, claim: ClaimFact, file: str) -> Iterator[str]:
    yield f"{paper} {T['claim']} {s} ."
    yield f"{s} {A} {T['Claim']} ."
    yield f"{s} {T['metric']} {text(claim.metric, claim.lang)} ."
    if claim.metric_key:
        yield f"{s} {T['metricKey']} {text(claim.metric_key)} ."
    yield f"{s} {T['valueMin']} {decimal(claim.value_min)} ."
    yield f"{s} {T['valueMax']} {decimal(claim.value_max)} ."
    yield f"{s} {T['unit']} {text(claim.unit)} ."
    yield f"{s} {T['direction']} {text(claim.direction)} ."
    if claim.qualifier:
        yield f"{s} {T['qualifier']} {text(claim.qualifier)} ."
    yield f"{s} {T['sentence']} {text(claim.sentence, claim.lang)} ."
    yield f"{s} {T['sourceFile']} {text(file)} ."


def organization_triples(org: Organization) -> Iterator[str]:
    s = ref("org", org.slug)
    yield f"{s} {A} {T['Organization']} ."
    # A segment written only in Chinese gives a Chinese name.
    yield f"{s} {LABEL} {text(org.name, 'zh' if has_han(org.name) else 'en')} ."
    yield from _alt_labels(s, org.alt_labels)
    if org.parent:
        yield f"{s} {T['subOrganizationOf']} {ref('org', org.parent)} ."
    if org.country:
        yield f"{s} {T['countryCode']} {text(org.country)} ."
    if org.locality:
        yield f"{s} {T['locality']} {text(org.locality)} ."
    for same in org.same_as:
        yield f"{s} {SAME_AS} {iri(vocab.ror(same))} ."
    yield from _zh_labels(s, org)


def _zh_labels(s: str, org: Organization) -> Iterator[str]:
    """Chinese names: the packaged standard one, else the most often seen trusted
    one, as the @zh label, other trusted and packaged ones as @zh alternative labels,
    doubtful ones as kg:doubtfulLabel; and for each distinct name a listing gives, where it
    was first seen and the trust given."""
    trusted = Counter(label.text for label in org.zh_labels if not label.doubtful)
    # the packaged names after the listings' (a Counter of them is 0)
    ranked = org.known_zh[:1] + tuple(sorted((set(trusted) | set(org.known_zh[1:])) - set(org.known_zh[:1]),
                                             key=lambda name: (-trusted[name], name)))
    if ranked:
        yield f"{s} {LABEL} {text(ranked[0], 'zh')} ."
    for name in ranked[1:]:
        yield f"{s} {ALT_LABEL} {text(name, 'zh')} ."
    for name in sorted({label.text for label in org.zh_labels if label.doubtful} - set(trusted)):
        yield f"{s} {T['doubtfulLabel']} {text(name, 'zh')} ."
    first_seen = {}
    for label in org.zh_labels:
        first_seen.setdefault(label.text, label)
    for index, label in enumerate(first_seen.values(), start=1):
        evidence = iri(vocab.label_evidence(org.slug, index))
        yield f"{s} {T['labelEvidence']} {evidence} ."
        yield f"{evidence} {A} {T['LabelEvidence']} ."
        yield f"{evidence} {T['labelText']} {text(label.text, 'zh')} ."
        yield f"{evidence} {T['sourceFile']} {text(label.file)} ."
        yield f"{evidence} {T['sourceLine']} {integer(label.line)} ."
        yield f"{evidence} {T['doubtful']} {boolean(label.doubtful)} ."
        if label.reason:
            yield f"{evidence} {T['doubtReason']} {text(label.reason)} ."


def person_triples(person: Person) -> Iterator[str]:
    s = ref("person", person.slug)
    yield f"{s} {A} {T['Person']} ."
    yield f"{s} {LABEL} {text(person.name)} ."
    yield from _alt_labels(s, person.alt_labels)


def method_triples(method: Method) -> Iterator[str]:
    s = ref("method", method.slug)
    # Typed as kg:Method too: SPARQL and SHACL on the store apply no subclass reasoning.
    yield f"{s} {A} {T['Method']} ."
    kind = METHOD_CLASSES.get(method.kind, T["Method"])
    if kind != T["Method"]:
        yield f"{s} {A} {kind} ."
    yield f"{s} {LABEL} {text(method.name)} ."
    yield from _alt_labels(s, method.alt_labels)


def topic_triples(topic: Topic) -> Iterator[str]:
    s = ref("topic", topic.slug)
    yield f"{s} {A} {T['Topic']} ."
    if topic.label_en:
        yield f"{s} {LABEL} {text(topic.label_en, 'en')} ."
    if topic.label_zh:
        yield f"{s} {LABEL} {text(topic.label_zh, 'zh')} ."
    yield from _alt_labels(s, topic.alt_labels)  # so that a search for "LLM" finds "large language models"


def venue_triples(venue: Venue) -> Iterator[str]:
    s = ref("venue", venue.slug)
    yield f"{s} {A} {T['Venue']} ."
    yield f"{s} {LABEL} {text(venue.name)} ."
    yield f"{s} {T['series']} {text(venue.series)} ."
    if venue.year is not None:
        yield f"{s} {T['year']} {integer(venue.year)} ."


def _links(s: str, predicate: str, kind: str, slugs: Iterable[str]) -> Iterator[str]:
    for slug in dict.fromkeys(slugs):
        yield f"{s} {predicate} {ref(kind, slug)} ."


def _alt_labels(s: str, labels: Iterable[str]) -> Iterator[str]:
    for label in sorted(set(labels)):  # a name in Chinese script (张伟) is tagged as Chinese
        yield f"{s} {ALT_LABEL} {text(label, 'zh' if has_han(label) else None)} ."
