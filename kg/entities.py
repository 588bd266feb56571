"""Plain records made by ``extract`` (facts about one paper) and ``resolve``
(entities merged across papers and files, each with a stable slug).

Slugs, not IRIs, travel between stages: only :mod:`kg.vocab` turns a slug into
an IRI, so that one module knows the vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import Diagnostic
from .records import PaperRecord

# --- extract: facts about one paper, before merging ---------------------------


@dataclass(frozen=True)
class CommentFacts:
    """What the free-text ``Comments`` line says, beyond the raw text."""

    pages: int | None = None
    figures: int | None = None
    tables: int | None = None
    code_urls: tuple[str, ...] = ()
    project_urls: tuple[str, ...] = ()
    dataset_urls: tuple[str, ...] = ()
    other_urls: tuple[str, ...] = ()
    presentation: tuple[str, ...] = ()  # a format, then tracks: ("oral", "findings"); see vocab.PRESENTATION_TYPES
    awards: tuple[str, ...] = ()  # "best paper", "outstanding paper"


@dataclass(frozen=True)
class ParsedSegment:
    """One organization segment parsed into a path from units up to an institution."""

    raw: str
    line: int
    zh: str | None = None
    units: tuple[str, ...] = ()  # most specific first, as written
    institution: str | None = None
    acronym: str | None = None
    locality: str | None = None
    country: str | None = None  # ISO 3166-1 alpha-2
    placeholder: bool = False
    parsed: bool = True
    unit_zh: tuple[str | None, ...] = ()  # Chinese label of each unit (None: none), as long as units
    institution_zh: str | None = None  # Chinese label of the institution, where the zh text allows


def name_key(name: str) -> str:
    """Case- and space-insensitive identity of a method name: ``"Hutch ++"`` = ``"hutch++"``.

    >>> name_key("Hutch ++") == name_key("hutch++")
    True
    """
    return "".join(name.split()).casefold()


@dataclass(frozen=True)
class MethodMention:
    """A named method, model, dataset... that a paper proposes or mentions."""

    name: str
    role: str  # "proposes" | "mentions"
    kind: str = "method"  # method | framework | algorithm | model | benchmark | dataset | metric
    long_form: str | None = None  # "Knowledge Objects" for "KOs"
    lang: str = "en"


@dataclass(frozen=True)
class TopicMention:
    """A research problem a paper is about, with a normalized key."""

    key: str
    label_en: str | None = None
    label_zh: str | None = None
    alt_labels: tuple[str, ...] = ()  # the lexicon's other names of the topic (LLM, 大模型)


@dataclass(frozen=True)
class ClaimFact:
    """A quantitative result stated in a summary: 高达8倍吞吐量提升."""

    metric: str
    value_min: float
    value_max: float
    unit: str  # "percent" | "times" | ...
    direction: str  # "improvement" | "reduction"
    qualifier: str | None  # "up to" | "about" | "average" | None
    sentence: str
    lang: str = "zh"
    metric_key: str | None = None  # normalized English metric: "speedup", "throughput"


@dataclass
class PaperFacts:
    """Everything extracted from one record."""

    record: PaperRecord
    comments: CommentFacts = field(default_factory=CommentFacts)
    affiliations: list[ParsedSegment] = field(default_factory=list)
    methods: list[MethodMention] = field(default_factory=list)
    topics: list[TopicMention] = field(default_factory=list)
    claims: list[ClaimFact] = field(default_factory=list)


# --- resolve: entities merged across papers and files --------------------------


@dataclass
class ZhLabel:
    """A Chinese label with where it was seen; machine-made, so lower trust."""

    text: str
    file: str
    line: int
    doubtful: bool = False
    reason: str | None = None


@dataclass
class Organization:
    slug: str
    name: str
    parent: str | None = None  # slug of the parent organization
    alt_labels: list[str] = field(default_factory=list)
    zh_labels: list[ZhLabel] = field(default_factory=list)
    #: The packaged list's Chinese names of it, its standard one first: its @zh label
    #: before any a listing gives (those are machine-made).
    known_zh: tuple[str, ...] = ()
    country: str | None = None
    locality: str | None = None
    same_as: list[str] = field(default_factory=list)  # e.g. ROR IRIs


@dataclass
class Person:
    slug: str
    name: str
    alt_labels: list[str] = field(default_factory=list)


@dataclass
class Method:
    slug: str
    name: str
    kind: str = "method"
    alt_labels: list[str] = field(default_factory=list)


@dataclass
class Topic:
    slug: str
    label_en: str | None = None
    label_zh: str | None = None
    alt_labels: tuple[str, ...] = ()


@dataclass
class Venue:
    slug: str
    name: str
    series: str
    year: int | None = None


@dataclass
class Paper:
    slug: str
    record: PaperRecord
    comments: CommentFacts
    venue: str | None = None  # venue slug
    authors: list[str] = field(default_factory=list)  # person slugs, in order
    affiliations: list[str] = field(default_factory=list)  # org slugs, most specific unit
    proposes: list[str] = field(default_factory=list)  # method slugs
    mentions: list[str] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)
    claims: list[ClaimFact] = field(default_factory=list)


@dataclass
class Corpus:
    """The resolved entities of a whole build, keyed by slug."""

    papers: dict[str, Paper] = field(default_factory=dict)
    people: dict[str, Person] = field(default_factory=dict)
    organizations: dict[str, Organization] = field(default_factory=dict)
    methods: dict[str, Method] = field(default_factory=dict)
    topics: dict[str, Topic] = field(default_factory=dict)
    venues: dict[str, Venue] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: The organization data-quality report (see :func:`kg.resolve.report.org_report`).
    report: dict = field(default_factory=dict)
