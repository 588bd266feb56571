"""Read conference listings into :class:`~kg.records.PaperRecord`.

A listing is a venue line (``ICML``) and then one block per paper::

    <English title>
    <Chinese title>
    <authors, comma separated>
    机构 * <segment>（<Chinese>） ； <segment>（…） 纠错      (optional)
    AI总结 <summary>
    Comments <free text>

Nothing marks where a block ends but the field order, and any field but the
English title and the authors may be missing, so each line is recognised by
its marker, its script and its position rather than by counting lines. Blank
lines carry no meaning. A block that cannot be read is reported as
``file:line: warning: ...`` and the rest is still read.

>>> listing = read_text("ICML\\n\\nA Title\\n\\n标题\\n\\nAda Lovelace\\n\\nComments ICML 2026\\n", "x.txt")
>>> listing.papers[0].authors, listing.papers[0].venue_name
(('Ada Lovelace',), 'ICML 2026')
"""

from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from .errors import Codes, Diagnostic, KGError, diagnostic
from .records import Listing, OrgSegment, PaperRecord, Span
from .text import HAN

ORG_MARKER = "机构"
SUMMARY_MARKER = "AI总结"
COMMENTS_MARKER = re.compile(r"^comments(?:\s*[:：]\s*|\s+|$)", re.IGNORECASE)
ORG_LINE_END = "纠错"  # the listing site's "report an error" link
SEGMENT_SEPARATOR = re.compile(r"\s*[;；]\s*")
AUTHOR_SEPARATOR = re.compile(r"\s*[,，、;；]\s*")
LEADING_AND = re.compile(r"^and\s+")
INNER_AND = re.compile(r"\s+and\s+")
LATIN = re.compile(r"[A-Za-z]")
BRACKET = re.compile(r"[（）()]")
VENUE_HEADER = re.compile(r"^[A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*(?:[ -]?(?:19|20)\d{2})?$")
YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")
# Invisible and control characters that only ever get in the way.
INVISIBLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
NAME_PARTICLES = frozenset(
    "van von der den de del della da dos das di du la le bin binti al el ibn ter ten zu af".split()
)
TITLE_WORDS = frozenset(
    "a an the of for with in on via and or to from by at as is are not does do be "
    "using towards toward beyond into under over through without".split()
)
NON_NAME_WORDS = TITLE_WORDS - NAME_PARTICLES


def read_listing(path: str | os.PathLike[str]) -> Listing:
    """Read one listing file.

    Raises :class:`~kg.errors.KGError` (one line naming the file) when the file
    is missing, unreadable or not UTF-8 text.
    """
    name = _display_path(path)
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise KGError(Codes.E002, name) from None
    except IsADirectoryError:
        raise KGError(Codes.E004, name, reason="is a directory") from None
    except OSError as exc:
        raise KGError(Codes.E004, name, reason=exc.strerror or str(exc)) from None
    return read_text(_decode(data, name), name, complete=data.endswith((b"\n", b"\r")) or not data)


def read_paths(paths: Iterable[str | os.PathLike[str]]) -> list[Listing]:
    """Read every listing named: files as given, directories as their ``*.txt`` files."""
    return [read_listing(path) for path in listing_files(paths)]


def listing_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The listing files that ``paths`` name, in a stable order."""
    files: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found = sorted(p for p in path.glob("*.txt") if p.is_file())
            if not found:
                raise KGError(Codes.E003, _display_path(path))
            files.extend(found)
        elif path.exists():
            files.append(path)
        else:
            raise KGError(Codes.E002, _display_path(path))
    return files


def read_text(text: str, name: str, *, complete: bool = True) -> Listing:
    """Read listing text; ``name`` is the file named in records and warnings.

    ``complete`` is False when the text did not end with a line break, which
    is how a truncated file shows itself.
    """
    lines = [(number, line) for number, line in enumerate(_clean_lines(text), start=1) if line]
    listing = Listing(path=name, venue=None)
    if lines and VENUE_HEADER.match(lines[0][1]):
        listing.venue = lines.pop(0)[1]
    elif lines:
        listing.diagnostics.append(diagnostic(name, lines[0][0], Codes.W007))
    blocks = _split_blocks(lines, name, listing.diagnostics)
    if blocks and not complete and blocks[-1].comments is None:
        listing.diagnostics.append(diagnostic(name, blocks[-1].end, Codes.W003))
    drafts = [draft for draft in blocks if _readable(draft, name, listing.diagnostics)]
    years = [comment_year(draft.comments, listing.venue) for draft in drafts]
    year = _listing_year(years)
    if drafts and year is None:
        listing.diagnostics.append(diagnostic(name, drafts[0].start, Codes.W008))
    listing.papers = [draft.record(name, listing.venue, own or year) for draft, own in zip(drafts, years)]
    listing.diagnostics.sort(key=lambda d: d.line)
    return listing


# --- blocks ---------------------------------------------------------------------


@dataclass
class _Draft:
    """A block being assembled, line by line."""

    start: int
    end: int = 0
    title_en: str | None = None
    title_zh: str | None = None
    authors: tuple[str, ...] | None = None
    orgs: tuple[OrgSegment, ...] | None = None
    summary: str | None = None
    comments: str | None = None
    lines: list[int] = field(default_factory=list)

    @property
    def past_authors(self) -> bool:
        return self.authors is not None or self.orgs is not None or self.summary is not None or self.comments is not None

    def record(self, name: str, venue: str | None, year: int | None) -> PaperRecord:
        assert self.title_en is not None and self.authors is not None
        summary_lang = "zh" if self.summary is None or HAN.search(self.summary) else "en"
        return PaperRecord(
            source=Span(name, self.start, self.end),
            venue=venue,
            title_en=self.title_en,
            title_zh=self.title_zh,
            authors=self.authors,
            orgs=self.orgs or (),
            summary=self.summary,
            summary_lang=summary_lang,
            comments=self.comments,
            year=year,
        )


def _split_blocks(lines: list[tuple[int, str]], name: str, out: list[Diagnostic]) -> list[_Draft]:
    """Group lines into blocks by what each line is and where it stands."""
    markers = [_marker(line) for _, line in lines]  # each line judged once, not again as the next line
    chinese = [marker is None and _is_chinese(line) for marker, (_, line) in zip(markers, lines)]
    blocks: list[_Draft] = []
    draft: _Draft | None = None

    def begin(number: int) -> _Draft:
        blocks.append(_Draft(start=number))
        return blocks[-1]

    for index, (number, line) in enumerate(lines):
        marker = markers[index]
        following = index + 1 < len(lines) and chinese[index + 1]
        if draft is None or draft.comments is not None:
            draft = begin(number)
        elif marker is None and _starts_new_block(draft, line, chinese[index], following):
            draft = begin(number)
        elif marker is not None and getattr(draft, marker) is not None:
            if marker == "comments" or draft.comments is not None:
                draft = begin(number)
            else:
                out.append(diagnostic(name, number, Codes.W006, field=_FIELD_NAMES[marker]))
                draft.end = number
                continue
        _assign(draft, marker, line, number, chinese[index])
        draft.end = number
    return blocks


def _starts_new_block(draft: _Draft, line: str, chinese: bool, following: bool) -> bool:
    """Whether an unmarked line cannot belong to the open block.

    ``chinese``: the line is a Chinese title; ``following``: the next line is.
    An English line followed by a Chinese title is itself a title, since
    authors never precede a Chinese title.
    """
    if draft.past_authors:
        return True  # the previous block ended without a Comments line
    if chinese:
        return draft.title_zh is not None
    if draft.title_en is None:
        return False
    if draft.title_zh is None and following:
        return True
    # An English line after the titles is the author line, unless it reads as a title.
    if draft.title_zh is not None:
        return looks_like_title(line) and not looks_like_authors(line)
    return not looks_like_authors(line)


def _assign(draft: _Draft, marker: str | None, line: str, number: int, chinese: bool) -> None:
    draft.lines.append(number)
    if marker == "orgs":
        draft.orgs = parse_org_line(line, number)
    elif marker == "summary":
        draft.summary = line[len(SUMMARY_MARKER):].strip() or None
    elif marker == "comments":
        draft.comments = COMMENTS_MARKER.sub("", line, count=1).strip()
    elif chinese:
        draft.title_zh = line
    elif draft.title_en is None:
        draft.title_en = line
    else:
        draft.authors = split_authors(line)


def _readable(draft: _Draft, name: str, out: list[Diagnostic]) -> bool:
    """Report a block that cannot become a paper; True when it can."""
    if draft.title_en is None:
        out.append(diagnostic(name, draft.start, Codes.W005))
    elif not draft.authors:
        only_title = draft.title_zh is None and not draft.past_authors
        out.append(diagnostic(name, draft.start, Codes.W002 if only_title else Codes.W001))
    else:
        return True
    return False


_FIELD_NAMES = {"orgs": ORG_MARKER, "summary": SUMMARY_MARKER, "comments": "Comments"}


def _marker(line: str) -> str | None:
    if line.startswith(ORG_MARKER):
        return "orgs"
    if line.startswith(SUMMARY_MARKER):
        return "summary"
    if COMMENTS_MARKER.match(line):
        return "comments"
    return None


# --- fields -----------------------------------------------------------------------


def parse_org_line(line: str, number: int) -> tuple[OrgSegment, ...]:
    """Split a 机构 line into segments, each with its Chinese translation.

    >>> [s.text for s in parse_org_line("机构 * A Univ（甲大学） ； B Lab 纠错", 7)]
    ['A Univ', 'B Lab']
    """
    body = line[len(ORG_MARKER):].lstrip(" *＊").removesuffix(ORG_LINE_END).strip()
    segments = []
    for part in SEGMENT_SEPARATOR.split(body):
        if part.strip():
            segments.append(OrgSegment(*_split_translation(part.strip()), number))
    return tuple(segments)


def _split_translation(segment: str) -> tuple[str, str | None]:
    """``English（中文）`` -> the English text and the Chinese translation.

    The translation is the last bracketed group, when it holds Chinese text;
    ``(KAIST)`` and other Latin groups stay in the English text.
    """
    if segment[-1] not in "）)":
        return segment, None
    opening = max(segment.rfind("（"), segment.rfind("("))
    inner = segment[opening + 1:-1]
    english = segment[:opening].strip()
    if opening <= 0 or not english or not HAN.search(inner) or BRACKET.search(inner):
        return segment, None
    return english, inner.strip()


@lru_cache(maxsize=64)  # asked twice of the same line: "is it authors?", then "which?"
def split_authors(line: str) -> tuple[str, ...]:
    """Authors in order, from a comma-separated line (a final ``and`` allowed).

    >>> split_authors("Ada Lovelace, Alan Turing and Grace Hopper")
    ('Ada Lovelace', 'Alan Turing', 'Grace Hopper')
    """
    names = []
    for part in AUTHOR_SEPARATOR.split(line):
        part = part.strip()
        if part.startswith("and"):
            part = LEADING_AND.sub("", part)
        names.extend(n for n in INNER_AND.split(part) if n) if " and " in part else names.append(part)
    return tuple(" ".join(name.split()) for name in names if name.strip())


def looks_like_authors(line: str) -> bool:
    """Whether a line reads as a list of personal names rather than a title.

    >>> looks_like_authors("Won Ik Cho, Seong-hun Kim, Geunhye Kim")
    True
    >>> looks_like_authors("Semantic Granularity Navigation in Image Editing")
    False
    """
    if ":" in line or "：" in line or _mostly_chinese(line):
        return False
    names = split_authors(line)
    max_words = 6 if len(names) > 1 else 4
    return bool(names) and all(_looks_like_name(name, max_words) for name in names)


def looks_like_title(line: str) -> bool:
    """Whether an English line reads as a title (function words, a colon)."""
    words = line.split()
    return ":" in line or any(word.lower() in TITLE_WORDS for word in words[1:])


def _looks_like_name(name: str, max_words: int) -> bool:
    words = name.split()
    if not 1 <= len(words) <= max_words or len(name) > 80 or not LATIN.search(name):
        return False
    return all(
        word[0].isupper() or word.lower() in NAME_PARTICLES or not word[0].isalpha()
        for word in words
    ) and not any(word.lower() in NON_NAME_WORDS for word in words)


def comment_year(comments: str | None, venue: str | None) -> int | None:
    """The year a Comments line gives, preferring one next to the venue name.

    >>> comment_year("Accepted at ICML'26", "ICML"), comment_year("PMLR 306, 2026", "ICML")
    (2026, 2026)
    """
    if not comments:
        return None
    if venue:
        short_year, year = _venue_year(venue)
        near = short_year.search(comments)
        if near:
            return 2000 + int(near[1])
        near = year.search(comments)
        if near:
            return int(near[1])
    years = YEAR.findall(comments)
    return int(years[-1]) if years else None


@lru_cache(maxsize=16)  # a listing has one venue
def _venue_year(venue: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Patterns of a year next to the venue name: ``ICML'26``, ``ICML 2026``."""
    name = re.escape(venue)
    return (
        re.compile(rf"{name}\s*(?:'|’)\s*(\d{{2}})(?!\d)", re.IGNORECASE),
        re.compile(rf"{name}\s*[-\s]?((?:19|20)\d{{2}})(?!\d)", re.IGNORECASE),
    )


def _listing_year(found: list[int | None]) -> int | None:
    """The most common year in the listing's comments: a listing is one edition."""
    years = Counter(y for y in found if y)
    return min(years, key=lambda y: (-years[y], y)) if years else None


def _is_chinese(line: str) -> bool:
    """Whether an unmarked line is written mostly in Chinese (a Chinese title)."""
    return bool(HAN.search(line)) and _mostly_chinese(line)


def _mostly_chinese(text: str) -> bool:
    return len(HAN.findall(text)) >= max(1, len(LATIN.findall(text)) // 4)


def _clean_lines(text: str) -> list[str]:
    text = INVISIBLE.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))  # none of them is a line break
    return [" ".join(line.split()) for line in text.split("\n")]


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise KGError(Codes.E001, f"{name}:{line}", offset=exc.start) from None


def _display_path(path: str | os.PathLike[str]) -> str:
    return Path(os.path.normpath(path)).as_posix()
