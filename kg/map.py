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
from itertools import chain
from typing import Callable, Iterable, Iterator

from . import vocab
from .entities import ClaimFact, Corpus, Method, Organization, Paper, Person, Topic, Venue, ZhLabel
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
    """The corpus as N-Triples lines in UTF-8 (without newlines), a chunk of
    ``lines_per_chunk`` lines or a few more at a time (the last may have fewer):
    bytes are compact to keep, and the store bulk-loads them."""
    chunk: list[bytes] = []
    for lines in _entity_lines(corpus):
        chunk += [line.encode() for line in lines]
        if len(chunk) >= lines_per_chunk:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def ntriples(corpus: Corpus) -> Iterator[str]:
    """Every triple of the corpus as an N-Triples line (without the newline)."""
    return chain.from_iterable(_entity_lines(corpus))


def _entity_lines(corpus: Corpus) -> Iterator[list[str]]:
    """The lines of each entity, a list an entity: passing millions of lines one by
    one through nested generators was a large share of mapping."""
    yield from map(venue_triples, corpus.venues.values())
    yield from map(organization_triples, corpus.organizations.values())
    yield from map(person_triples, corpus.people.values())
    yield from map(method_triples, corpus.methods.values())
    yield from map(topic_triples, corpus.topics.values())
    yield from map(paper_triples, corpus.papers.values())


def _numbered(make: Callable[[str, int], str]) -> str:
    """The term of vocab's IRI ``make(slug, number)`` (an author slot, a claim) as a
    format string of the two, made once: rdflib checks every IRI it makes, a tenth of
    mapping when done for each of millions of slots. (Slugs and IRIs have no braces.)"""
    slug, number = "\ue000", 1234567890
    return iri(make(slug, number)).replace(slug, "{0}").replace(str(number), "{1}")


_AUTHORSHIP, _CLAIM, _LABEL_EVIDENCE = map(_numbered, (vocab.authorship, vocab.claim, vocab.label_evidence))


def paper_triples(paper: Paper) -> list[str]:
    s = ref("paper", paper.slug)
    record, comments = paper.record, paper.comments
    lines = [f"{s} {A} {T['Paper']} .", f"{s} {LABEL} {text(record.title_en, 'en')} ."]
    if record.title_zh:
        lines.append(f"{s} {LABEL} {text(record.title_zh, 'zh')} .")
    if record.summary:
        lines.append(f"{s} {T['summary']} {text(record.summary, record.summary_lang)} .")
    if paper.venue:
        lines.append(f"{s} {T['venue']} {ref('venue', paper.venue)} .")
    for position, person in enumerate(paper.authors, start=1):
        lines += _authorship_triples(s, _AUTHORSHIP.format(paper.slug, position), position, ref("person", person))
    lines += _links(s, T["affiliation"], "org", paper.affiliations)
    lines += _links(s, T["proposes"], "method", paper.proposes)
    lines += _links(s, T["mentions"], "method", paper.mentions)
    lines += _links(s, T["about"], "topic", paper.topics)
    for index, claim in enumerate(paper.claims, start=1):
        lines += claim_triples(s, _CLAIM.format(paper.slug, index), claim, record.source.file)
    for predicate, urls in (("codeRepository", comments.code_urls), ("projectPage", comments.project_urls),
                            ("datasetLink", comments.dataset_urls), ("relatedLink", comments.other_urls)):
        lines += [f"{s} {T[predicate]} {any_uri(url)} ." for url in urls]
    for predicate, count in (("pageCount", comments.pages), ("figureCount", comments.figures),
                             ("tableCount", comments.tables)):
        if count is not None:
            lines.append(f"{s} {T[predicate]} {integer(count)} .")
    lines += [f"{s} {T['presentationType']} {text(kind)} ." for kind in comments.presentation]
    lines += [f"{s} {T['award']} {text(award)} ." for award in comments.awards]
    if record.comments:
        lines.append(f"{s} {T['rawComment']} {text(record.comments)} .")
    lines += (
        f"{s} {T['sourceFile']} {text(record.source.file)} .",
        f"{s} {T['sourceLineStart']} {integer(record.source.start)} .",
        f"{s} {T['sourceLineEnd']} {integer(record.source.end)} .",
    )
    return lines


def _authorship_triples(paper: str, slot: str, position: int, who: str) -> tuple[str, ...]:
    return (
        f"{paper} {T['authorship']} {slot} .",
        f"{slot} {A} {T['Authorship']} .",
        f"{slot} {T['person']} {who} .",
        f"{slot} {T['position']} {integer(position)} .",
        f"{paper} {T['author']} {who} .",
    )


def claim_triples(paper: str, s: str, claim: ClaimFact, file: str) -> list[str]:
    lines = [
        f"{paper} {T['claim']} {s} .",
        f"{s} {A} {T['Claim']} .",
        f"{s} {T['metric']} {text(claim.metric, claim.lang)} .",
    ]
    if claim.metric_key:
        lines.append(f"{s} {T['metricKey']} {text(claim.metric_key)} .")
    lines += (
        f"{s} {T['valueMin']} {decimal(claim.value_min)} .",
        f"{s} {T['valueMax']} {decimal(claim.value_max)} .",
        f"{s} {T['unit']} {text(claim.unit)} .",
        f"{s} {T['direction']} {text(claim.direction)} .",
    )
    if claim.qualifier:
        lines.append(f"{s} {T['qualifier']} {text(claim.qualifier)} .")
    lines += (f"{s} {T['sentence']} {text(claim.sentence, claim.lang)} .", f"{s} {T['sourceFile']} {text(file)} .")
    return lines


def organization_triples(org: Organization) -> list[str]:
    s = ref("org", org.slug)
    # A segment written only in Chinese gives a Chinese name.
    lines = [f"{s} {A} {T['Organization']} .", f"{s} {LABEL} {text(org.name, 'zh' if has_han(org.name) else 'en')} ."]
    lines += _alt_labels(s, org.alt_labels)
    if org.parent:
        lines.append(f"{s} {T['subOrganizationOf']} {ref('org', org.parent)} .")
    if org.country:
        lines.append(f"{s} {T['countryCode']} {text(org.country)} .")
    if org.locality:
        lines.append(f"{s} {T['locality']} {text(org.locality)} .")
    lines += [f"{s} {SAME_AS} {iri(vocab.ror(same))} ." for same in org.same_as]
    if org.zh_labels or org.known_zh:  # most units have none
        lines += _zh_labels(s, org)
    return lines


def _zh_labels(s: str, org: Organization) -> list[str]:
    """Chinese names: the packaged standard one, else the most often seen trusted
    one, as the @zh label, other trusted and packaged ones as @zh alternative labels,
    doubtful ones as kg:doubtfulLabel; and for each distinct name a listing gives, where it
    was first seen and the trust given."""
    trusted = Counter(label.text for label in org.zh_labels if not label.doubtful)
    # the packaged names after the listings' (a Counter of them is 0)
    ranked = org.known_zh[:1] + tuple(sorted((set(trusted) | set(org.known_zh[1:])) - set(org.known_zh[:1]),
                                             key=lambda name: (-trusted[name], name)))
    lines = [f"{s} {LABEL} {text(ranked[0], 'zh')} ."] if ranked else []
    lines += [f"{s} {ALT_LABEL} {text(name, 'zh')} ." for name in ranked[1:]]
    doubtful = sorted({label.text for label in org.zh_labels if label.doubtful} - set(trusted))
    lines += [f"{s} {T['doubtfulLabel']} {text(name, 'zh')} ." for name in doubtful]
    first_seen = {}
    for label in org.zh_labels:
        first_seen.setdefault(label.text, label)
    for index, label in enumerate(first_seen.values(), start=1):
        lines += _evidence_triples(s, _LABEL_EVIDENCE.format(org.slug, index), label)
    return lines


def _evidence_triples(s: str, evidence: str, label: ZhLabel) -> list[str]:
    lines = [
        f"{s} {T['labelEvidence']} {evidence} .",
        f"{evidence} {A} {T['LabelEvidence']} .",
        f"{evidence} {T['labelText']} {text(label.text, 'zh')} .",
        f"{evidence} {T['sourceFile']} {text(label.file)} .",
        f"{evidence} {T['sourceLine']} {integer(label.line)} .",
        f"{evidence} {T['doubtful']} {boolean(label.doubtful)} .",
    ]
    if label.reason:
        lines.append(f"{evidence} {T['doubtReason']} {text(label.reason)} .")
    return lines


def person_triples(person: Person) -> list[str]:
    s = ref("person", person.slug)
    lines = [f"{s} {A} {T['Person']} .", f"{s} {LABEL} {text(person.name)} ."]
    if person.alt_labels:  # most people have none
        lines += _alt_labels(s, person.alt_labels)
    return lines


def method_triples(method: Method) -> list[str]:
    s = ref("method", method.slug)
    # Typed as kg:Method too: SPARQL and SHACL on the store apply no subclass reasoning.
    lines = [f"{s} {A} {T['Method']} ."]
    kind = METHOD_CLASSES.get(method.kind, T["Method"])
    if kind != T["Method"]:
        lines.append(f"{s} {A} {kind} .")
    lines.append(f"{s} {LABEL} {text(method.name)} .")
    return lines + _alt_labels(s, method.alt_labels)


def topic_triples(topic: Topic) -> list[str]:
    s = ref("topic", topic.slug)
    lines = [f"{s} {A} {T['Topic']} ."]
    if topic.label_en:
        lines.append(f"{s} {LABEL} {text(topic.label_en, 'en')} .")
    if topic.label_zh:
        lines.append(f"{s} {LABEL} {text(topic.label_zh, 'zh')} .")
    return lines + _alt_labels(s, topic.alt_labels)  # so that a search for "LLM" finds "large language models"


def venue_triples(venue: Venue) -> list[str]:
    s = ref("venue", venue.slug)
    lines = [f"{s} {A} {T['Venue']} .", f"{s} {LABEL} {text(venue.name)} .", f"{s} {T['series']} {text(venue.series)} ."]
    if venue.year is not None:
        lines.append(f"{s} {T['year']} {integer(venue.year)} .")
    return lines


def _links(s: str, predicate: str, kind: str, slugs: Iterable[str]) -> list[str]:
    return [f"{s} {predicate} {ref(kind, slug)} ." for slug in dict.fromkeys(slugs)]


def _alt_labels(s: str, labels: Iterable[str]) -> list[str]:
    # a name in Chinese script (张伟) is tagged as Chinese
    return [f"{s} {ALT_LABEL} {text(label, 'zh' if has_han(label) else None)} ." for label in sorted(set(labels))]
