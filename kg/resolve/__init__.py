"""resolve: facts of all papers -> entities merged across papers and files.

Organizations and people (:mod:`.organizations`, :mod:`.people`) and methods
and topics (:mod:`.methods`) each have their own module; this one assigns
papers and venues their slugs and assembles the :class:`~kg.entities.Corpus`.
"""

from __future__ import annotations

from typing import Sequence

from ..entities import Corpus, Paper, PaperFacts, Venue
from ..errors import Codes, diagnostic, in_file_order
from ..vocab import slugify
from .methods import resolve_methods
from .organizations import resolve_organizations
from .overrides import Overrides
from .people import resolve_people
from .report import org_report
from .slugs import paper_slug


def resolve(facts: Sequence[PaperFacts], overrides: Overrides | None = None) -> Corpus:
    """Merge the facts of every paper into one corpus of entities."""
    corpus = Corpus()
    slugs = _unique_papers(facts, corpus)
    unique = list(slugs.values())
    orgs = resolve_organizations(unique, overrides, paper_slugs=list(slugs))
    people = resolve_people(unique, overrides)
    science = resolve_methods(unique)
    corpus.organizations = orgs.organizations
    corpus.people = people.people
    corpus.methods = science.methods
    corpus.topics = science.topics
    corpus.diagnostics.extend(orgs.diagnostics)
    corpus.report = org_report(orgs)
    for i, (slug, paper_facts) in enumerate(slugs.items()):
        record = paper_facts.record
        paper = Paper(
            slug=slug,
            record=record,
            comments=paper_facts.comments,
            venue=_venue(record, corpus),
            authors=people.authors[i],
            affiliations=orgs.affiliations[i],
            proposes=science.proposes[i],
            mentions=science.mentions[i],
            topics=science.topics_of[i],
            claims=list(paper_facts.claims),
        )
        corpus.papers[paper.slug] = paper
    corpus.diagnostics.sort(key=in_file_order)
    return corpus


def _unique_papers(facts: Sequence[PaperFacts], corpus: Corpus) -> dict[str, PaperFacts]:
    """The first of papers that share a title, by slug; the others are reported,
    and so is a Chinese title that two papers share (copied from one to the other)."""
    seen: dict[str, PaperFacts] = {}
    seen_zh: dict[str, PaperFacts] = {}
    for paper_facts in facts:
        record = paper_facts.record
        slug = paper_slug(record.title_en)
        if slug in seen:
            corpus.diagnostics.append(diagnostic(record.source.file, record.source.start, Codes.W010, where=_where(seen[slug])))
            continue
        seen[slug] = paper_facts
        if record.title_zh in seen_zh:
            corpus.diagnostics.append(
                diagnostic(record.source.file, record.source.start, Codes.W011, where=_where(seen_zh[record.title_zh])))
        elif record.title_zh:
            seen_zh[record.title_zh] = paper_facts
    return seen


def _where(paper_facts: PaperFacts) -> str:
    return f"{paper_facts.record.source.file}:{paper_facts.record.source.start}"


def _venue(record, corpus: Corpus) -> str | None:
    name = record.venue_name
    if name is None:
        return None
    slug = slugify(name)
    if slug not in corpus.venues:  # one venue has thousands of papers: made once
        corpus.venues[slug] = Venue(slug=slug, name=name, series=record.venue, year=record.year)
    return slug
