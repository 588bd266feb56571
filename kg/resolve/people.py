"""People: author names of all papers -> one Person per name.

A name is normalized (Unicode NFC, one space between words, footnote marks
such as ``*`` or ``†`` removed) and otherwise kept as written: case and
particles (``van``, ``de``, ``LeCun``) count, so different spellings stay
different people unless the alias file merges them. A Chinese form written
in brackets after the name (``ZHANG Wei (张伟)``) is another label of the person. The same name in two
files is one person, unless the alias file splits it (then one per file).
Affiliation is per paper, never per author: nothing here links a person to
an organization.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from operator import attrgetter
from pathlib import Path

from ..entities import PaperFacts, Person
from ..text import native_form
from ..vocab import short_hash, slugify
from .overrides import Overrides

_MARKS = re.compile(r"^[\s*†‡§¶#∗✝⁎\d¹²³⁴⁵⁶⁷⁸⁹⁰,.;:]+|[\s*†‡§¶#∗✝⁎\d¹²³⁴⁵⁶⁷⁸⁹⁰,;:]+$")


@dataclass
class PeopleResolution:
    people: dict[str, Person] = field(default_factory=dict)
    authors: list[list[str]] = field(default_factory=list)  # person slugs per paper, in order


def normalize_name(name: str) -> str:
    """A name as written, tidied.

    >>> normalize_name("  Ludwig   van  Beethoven* ")
    'Ludwig van Beethoven'
    >>> normalize_name("Jose\\u0301 Garci\\u0301a†") == "José García"
    True
    """
    return _MARKS.sub("", unicodedata.normalize("NFC", " ".join(name.split())))


def resolve_people(papers: list[PaperFacts], overrides: Overrides | None = None) -> PeopleResolution:
    """One person per (normalized, alias-merged) name; authors per paper in order.

    >>> from kg.records import PaperRecord, Span
    >>> def paper(file, *names):
    ...     return PaperFacts(PaperRecord(Span(file, 1, 5), "ICML", "T", authors=names))
    >>> r = resolve_people([paper("a.txt", "Yinjun Wu", "Ann Lee"), paper("b.txt", "Yinjun  Wu")])
    >>> r.authors
    [['yinjun-wu', 'ann-lee'], ['yinjun-wu']]
    """
    overrides = overrides or Overrides()
    canonical = {normalize_name(a): normalize_name(n) for n, aliases in overrides.people.merges for a in (n, *aliases)}
    split = {normalize_name(s) for s in overrides.people.splits}
    keys: list[list[str]] = []  # per paper, in order
    spellings: dict[str, list[str]] = defaultdict(list)  # key -> names merged into it, first seen first
    tidied: dict[str, tuple[str, str | None]] = {}  # by name as written: half the authors are named again
    for facts in papers:
        row = []
        for written in facts.record.authors:
            if written not in tidied:  # "ZHANG Wei (张伟)": 张伟 is another label
                tidied[written] = native_form(normalize_name(written))
            name, native = tidied[written]
            if not name:
                continue
            canon = canonical.get(name, name)
            key = f"{canon}\n{Path(facts.record.source.file).name}" if canon in split else canon
            for other in (name, native):
                if other and other != canon and other not in spellings[key]:
                    spellings[key].append(other)
            row.append(key)
        keys.append(row)
    slugs = _slugs({key for row in keys for key in row})
    people = [Person(slug, key.partition("\n")[0], list(spellings.get(key, ()))) for key, slug in slugs.items()]
    return PeopleResolution(
        people={person.slug: person for person in sorted(people, key=attrgetter("slug"))},
        authors=[[slugs[key] for key in row] for row in keys],
    )


def _slugs(keys: set[str]) -> dict[str, str]:
    """A slug per key; keys whose slugs coincide (``LeCun`` / ``Lecun``) each get a
    short hash of the exact key, so that no two people share an IRI."""
    slugs = {key: _slug(key) for key in keys}
    taken = Counter(slugs.values())
    return {key: slug if taken[slug] == 1 else f"{slug}-{short_hash(key)}" for key, slug in slugs.items()}


def _slug(key: str) -> str:
    """A person's slug: the name, and the listing's name for a name that is split by file."""
    name, _, file = key.partition("\n")
    return slugify(f"{name} {Path(file).stem}" if file else name)
