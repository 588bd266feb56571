"""Methods and topics merged across papers into entities with stable slugs.

Two mentions are one method when their names are equal ignoring case and
spaces, or when one is the other's long form (``KOs`` / ``Knowledge
Objects``, ``MCPs`` / ``模态上下文提示``), or the other's plural (``DDPMs``,
``NeRFs``): the acronym definitions link the names into groups. Each group's display name
is its most frequent short name (the singular, then the first seen, on a tie), its other names are ``alt_labels``, and its kind is the
most frequent kind that the texts state (``method`` when none does). A paper
that proposes a method does not also mention it.

>>> from kg.entities import MethodMention as M
>>> from kg.extract.science import Science
>>> r = resolve_methods([Science([M("KOs", "proposes", long_form="Knowledge Objects")]),
...                      Science([M("knowledge objects", "mentions")])])
>>> r.proposes, r.mentions, r.methods["kos"].alt_labels
([['kos'], []], [[], ['kos']], ['knowledge objects', 'Knowledge Objects'])
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol, Sequence

from ..entities import Method, MethodMention, Topic, TopicMention, name_key
from ..vocab import slugify
from .slugs import unique_slug


#: An acronym or a coined name in the plural (DDPMs, NeRFs, ViTs): the same method as the
#: singular, when a paper names that; not a word (ConvNets, Gaussians).
ACRONYM_PLURAL = re.compile(r"^[A-Za-z][A-Za-z0-9-]*[A-Z0-9]s$")


class HasScience(Protocol):
    """Anything with a paper's method and topic mentions (``Science``, ``PaperFacts``)."""

    methods: list[MethodMention]
    topics: list[TopicMention]


@dataclass
class MethodResolution:
    """Methods and topics by slug, and each paper's slugs (parallel to the input)."""

    methods: dict[str, Method] = field(default_factory=dict)
    topics: dict[str, Topic] = field(default_factory=dict)
    proposes: list[list[str]] = field(default_factory=list)
    mentions: list[list[str]] = field(default_factory=list)
    topics_of: list[list[str]] = field(default_factory=list)


class _Groups:
    """Union-find over name keys."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, key: str) -> str:
        self.parent.setdefault(key, key)
        while self.parent[key] != key:
            self.parent[key] = self.parent[self.parent[key]]
            key = self.parent[key]
        return key

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def resolve_methods(science: Sequence[HasScience]) -> MethodResolution:
    """Merge the method and topic mentions of all papers (see the module doc)."""
    groups = _Groups()
    keys = [[name_key(m.name) for m in paper.methods] for paper in science]  # made once a mention
    for paper, paper_keys in zip(science, keys):
        for m, key in zip(paper.methods, paper_keys):
            groups.find(key)
            if m.long_form and len(m.long_form) >= 2:
                groups.union(key, name_key(m.long_form))
    for paper, paper_keys in zip(science, keys):
        for m, key in zip(paper.methods, paper_keys):
            if ACRONYM_PLURAL.match(m.name) and key[:-1] in groups.parent:
                groups.union(key, key[:-1])  # DDPMs are DDPM
    root_of = {key: groups.find(key) for key in groups.parent}
    members: dict[str, list[MethodMention]] = {}
    for paper, paper_keys in zip(science, keys):
        for m, key in zip(paper.methods, paper_keys):
            members.setdefault(root_of[key], []).append(m)
    out = MethodResolution()
    slug_of: dict[str, str] = {}
    for root, mentions in members.items():
        method = _method(root, mentions, out.methods)
        out.methods[method.slug] = method
        slug_of[root] = method.slug
    for paper, paper_keys in zip(science, keys):
        proposes: list[str] = []
        mentions: list[str] = []
        for m, key in zip(paper.methods, paper_keys):
            slug = slug_of[root_of[key]]
            target = proposes if m.role == "proposes" else mentions
            if slug not in target:
                target.append(slug)
        out.proposes.append(proposes)
        out.mentions.append([s for s in mentions if s not in proposes])
        out.topics_of.append(_topics(paper.topics, out.topics))
    return out


def _method(root: str, mentions: list[MethodMention], taken: dict[str, Method]) -> Method:
    names = Counter(m.name for m in mentions)
    order = {name: i for i, name in reversed(list(enumerate(m.name for m in mentions)))}
    long_forms = {name_key(m.long_form) for m in mentions if m.long_form}
    short = [n for n in names if name_key(n) not in long_forms] or list(names)
    name = min(short, key=lambda n: (-names[n], bool(ACRONYM_PLURAL.match(n)), order[n]))
    labels = [n for n in sorted(names, key=order.get) if n != name]
    labels += [m.long_form for m in mentions if m.long_form and m.long_form not in labels]
    kinds = Counter(m.kind for m in mentions if m.kind != "method")
    kind = max(kinds, key=lambda k: (kinds[k], -_first(mentions, k))) if kinds else "method"
    slug = _slug(name, root, taken)
    return Method(slug=slug, name=name, kind=kind, alt_labels=[x for x in labels if x != name])


def _first(mentions: list[MethodMention], kind: str) -> int:
    return next(i for i, m in enumerate(mentions) if m.kind == kind)


def _slug(name: str, root: str, taken: dict[str, Method]) -> str:
    """``Hutch++`` -> ``hutch-plus-plus`` (so it is not ``Hutch``); a clash gets a hash."""
    return unique_slug(slugify(name.replace("+", " plus ")), root, taken)


def _topics(found: Sequence[TopicMention], topics: dict[str, Topic]) -> list[str]:
    slugs = []
    for t in found:
        if t.key not in topics:  # a topic's labels are its lexicon row's: the first mention has them all
            topics[t.key] = Topic(t.key, t.label_en, t.label_zh, t.alt_labels)
        if t.key not in slugs:
            slugs.append(t.key)
    return slugs
