"""Plain records passed between the pipeline stages.

``read`` makes :class:`PaperRecord` (the text of one listing block, field by
field, with where it came from). Later stages never change a record; they make
new records of their own (see :mod:`kg.entities`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import Diagnostic


@dataclass(frozen=True)
class Span:
    """Lines ``start``..``end`` (1-based, inclusive) of ``file``."""

    file: str
    start: int
    end: int

    def __str__(self) -> str:
        return f"{self.file}:{self.start}-{self.end}"


@dataclass(frozen=True)
class OrgSegment:
    """One ``；``-separated segment of a 机构 line: English text, its Chinese translation."""

    text: str
    zh: str | None
    line: int


@dataclass(frozen=True)
class PaperRecord:
    """Every field of one listing block, as written (whitespace tidied)."""

    source: Span
    venue: str | None  # the series, from the listing's venue line: "ICML"
    title_en: str
    title_zh: str | None = None
    authors: tuple[str, ...] = ()
    orgs: tuple[OrgSegment, ...] = ()
    summary: str | None = None
    summary_lang: str = "zh"
    comments: str | None = None
    year: int | None = None
    track: str | None = None  # from the venue line: "Findings", "Datasets and Benchmarks Track"

    @property
    def venue_name(self) -> str | None:
        """``"ICML 2026"``, ``"ACL 2026 Findings"``: the series, the edition's
        year and the track, as far as the listing gives them."""
        if not self.venue:
            return None
        return " ".join(str(part) for part in (self.venue, self.year, self.track) if part)


@dataclass(frozen=True)
class ListingFile:
    """A listing file's bytes, under the name its records and warnings give it."""

    path: str
    data: bytes


@dataclass
class Listing:
    """One listing file: its papers and the warnings met while reading it."""

    path: str
    venue: str | None  # the series named by the venue line
    year: int | None = None  # the edition, when the venue line gives it
    track: str | None = None
    papers: list[PaperRecord] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
