"""Read conference listings into :class:`~kg.records.PaperRecord`.

A listing is a venue line (``ICML``, ``NeurIPS 2025``, ``AAAI-26``, ``ACL 2026
Findings``) and then one block per paper::

    <English title>
    <Chinese title>
    <authors, comma separated>
    机构 * <segment>（<Chinese>） ； <segment>（…） 纠错      (optional)
    AI总结 <summary>
    Comments <free text>                                      (one or more lines)

Nothing marks where a block ends but the field order, and any field but the
English title and the authors may be missing, so each line is recognised by
its marker, its script and its position rather than by counting lines. Blank
lines carry no meaning. Text copied by hand runs on over lines: a label alone
on its line (``AI总结``, then the summary), a 机构 line wrapped before its 纠错,
a summary of several paragraphs, a wrapped Comments line, a title over two
lines; each is read as one field. A venue line between blocks starts another
venue. A block that cannot be read is reported as ``file:line: warning: ...``
and the rest is still read.

>>> listing = read_text("ICML\\n\\nA Title\\n\\n标题\\n\\nAda Lovelace\\n\\nComments ICML 2026\\n", "x.txt")
>>> listing.papers[0].authors, listing.papers[0].venue_name
(('Ada Lovelace',), 'ICML 2026')
"""

from __future__ import annotations

import codecs
import os
import re
from contextlib import suppress
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import groupby
from operator import attrgetter
from pathlib import Path
from typing import Iterable

from .data import patterns
from .errors import Codes, Diagnostic, KGError, diagnostic
from .records import Listing, ListingFile, OrgSegment, PaperRecord, Span
from .text import HAN, alternation, most_common, native_form, shortened, split_top_level

ORG_MARKER = "机构"
SUMMARY_MARKER = "AI总结"
SUMMARY_MARKERS = (SUMMARY_MARKER, "AI 总结")
# 机构 also begins titles (机构投资者…): it labels the line only before a separator or the
# organizations' Latin text (机构MIT；CMU), or alone.
ORG_LABEL = re.compile(ORG_MARKER + r"(?=[\s*＊:：A-Za-z0-9]|$)")
COMMENTS_LABEL = r"comments(?:\s*[:：]\s*|\s+|$)"
COMMENTS_MARKER = re.compile("^" + COMMENTS_LABEL, re.IGNORECASE)
# A field's label and what stands between it and the text: "机构 * …", "AI总结：…", "Comments: …".
FIELD_LABEL = re.compile(rf"(?:{ORG_LABEL.pattern}|{alternation(SUMMARY_MARKERS)})[ *＊:：]*+|" + COMMENTS_LABEL, re.IGNORECASE)
#: A list's number before a title, in a listing copied from a numbered list (12. …, 12) …, [12] …);
#: not a number that begins the title (2.5D …, 3D …).
LIST_NUMBER = re.compile(r"^(?:(?P<number>\d{1,5})(?P<mark>[.)、])|\[(?P<bracketed>\d{1,5})\])\s*(?=\S)(?!\d)")
#: What comes before a title's own part number: a comma or a conjunction (…, 2) …; [1] … and [2] …).
_PART_OPENER = r"(?:[,，;；、]|\b(?:and|or|&)|[和与及])\s*"
#: Marks that set names apart in a list, as an author line does (张伟，李娜); not the spaced dot (王者 · 荣耀).
LIST_COMMAS = re.compile(r"[,，、;；]")
ORG_LINE_END = "纠错"  # the listing site's "report an error" link
#: A line that is a note alone, never a field: how a paper is presented, a shared first
#: authorship, the site's "report an error" link left on a line of its own, a bare link.
STRAY_NOTE = re.compile(r"(?:(?:oral|spotlight|poster|highlight)(?:\s+(?:presentation|paper|talk))?|equal\s+contribution|"
                        rf"口头报告|{ORG_LINE_END})[.。]?|(?:https?://|www\.)\S+", re.IGNORECASE)
SEGMENT_SEPARATORS = ";；"
# An affiliation's number in superscript after a space, between two affiliations: where one ends and
# the next begins (not inside a name: I²R, M²Lab).
SUPERSCRIPT_MARK = re.compile(r"(?<=\S)\s+[¹²³⁴⁵⁶⁷⁸⁹⁰]+\s*(?=[^\W\d_])")
AUTHOR_SEPARATOR = re.compile(r"\s*[,，、;；|｜]\s*|\s+[·•]\s+")  # a dot only spaced: 迈克尔·乔丹 is one name
# A note in brackets after a name, in Latin script: a role or a place ("(equal contribution)",
# "(Corresponding author)", "(Google)"), never part of the name; Chinese in brackets is its native form.
NAME_NOTE = re.compile(r"\s*[(（\[](?!(?:Jr|Sr|II|III|IV)\.?[)）\]])[^()（）\[\]\u3400-\u9fff]*[)）\]](?=\s*(?:[,，、;；|｜]|\s(?:and|&)\s|$))")
# A name in brackets inside a name is the name it goes by: "Yingyan (Celine) Lin" is Yingyan Celine Lin.
NICKNAME = re.compile(r"[(（]([^()（）\u3400-\u9fff,，]+)[)）]")
# Names written family name first, as reference managers do: "Cox, Chloe; van der Berg, Jan A." ...
INVERTED_SEPARATOR = re.compile(r"\s*[;；]\s*|\s+and\s+")
INVERTED_NAME = re.compile(r"((?:[a-z]+ )*[^\W\d_][\w'’-]*), ([^\W\d_][\w'’-]*\.?(?: [A-Z]\.)*)")
LEADING_AND = re.compile(r"^(?:and\s+|&\s*)")
INNER_AND = re.compile(r"\s+(?:and|&)\s+")
LATIN = re.compile(r"[A-Za-z]")
LETTER = re.compile(r"[^\W\d_]")
# A venue line: a series (``NeurIPS``, ``ACM MM``), an edition year (``2025``,
# ``CVPR2026``, ``AAAI-26``, ``ICML'26``) and a track (``Findings``), each but the series optional.
VENUE_HEADER = re.compile(
    r"^(?P<series>[A-Z][A-Za-z&]*(?: [A-Z]{2,})?)"
    r"(?:[ -]?(?P<year>(?:19|20)\d{2})|(?:-|'|’)(?P<short>\d{2}))?"
    r"(?: (?P<track>[A-Z(][^:：]{0,79}))?$"
)
# What a copied venue line carries around the venue: a Markdown heading's marks, "Proceedings
# of", the venue's Chinese name before it (第43届国际机器学习大会 ICML 2026).
VENUE_WRAPPING = re.compile(r"^(?:#{1,6}\s+|proceedings\s+of\s+(?:the\s+)?|[\u3400-\u9fff\d]+\s+(?=[A-Z]))", re.IGNORECASE)
# Words at the end of a venue line that describe the list, not a track: "NeurIPS 2025 Accepted
# Papers" (not "Position Paper Track").
LIST_WORDS = re.compile(r"(?:^|\s+)(?:(?:accepted|papers?|list|program(?:me)?)(?:\s+|$))+$", re.IGNORECASE)
YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")
# A title may start "Comments on ..." ("Comments COLT 2026 Best Paper" is a Comments line).
COMMENTS_AS_TITLE = re.compile(r"^comments\s+(?:on|to|about|regarding|and|from|for)\s", re.IGNORECASE)
# A name transliterated into Chinese script, its parts joined by middle dots (迈克尔·乔丹).
HAN_TRANSLITERATION = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff]{1,8}(?:[·•・][\u3400-\u9fff\uf900-\ufaff]{1,8})+$")
HAN_ONLY = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff]+$")
# A translation in full-width brackets after one part of an organization: "Tsinghua University（清华大学）, Beijing".
INLINE_TRANSLATION = re.compile(r"\s*（([^（）()]*[\u3400-\u9fff][^（）()]*)）")
# Emails, grouped too: "(jane.doe@ox.ac.uk)", "{hwchung,minjoon}@kaist.ac.kr", "(email: a@b.org)".
EMAIL = re.compile(r"\s*[(（][^()（）@]*@[^()（）]*[)）]|"
                   r"\s*[(（<]?\s*(?:\{[^{}@]*\}|[\w.+-]+)@[\w-]+(?:\.[\w-]+)+\s*[)）>]?")
# "et al." ends a shortened author list; it names nobody.
ET_AL = re.compile(r"(?:,?\s*\bet\s+al\.?|,?\s*等)\s*$", re.IGNORECASE)
# Name suffixes written after a comma (``John Smith, Jr.``) belong to the name before them.
NAME_SUFFIXES = frozenset("Jr. Jr Sr. Sr II III IV".split())
# Invisible and control characters that only ever get in the way.
INVISIBLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
# A particle joined to a capitalised name: d'Aspremont, al-Hashimi, dell'Amico.
ELIDED_PARTICLE = re.compile(r"^(?:d|l|dell|dall|degli|al|el|ad|ud|ul|bin|ibn|abu)['’-][A-Z]")
NAME_PARTICLES = frozenset(
    "van von der den de del della da dos das di du la le bin binti al el ibn ter ten zu af y e".split()
)
TITLE_WORDS = frozenset(
    "a an the of for with in on via and or to from by at as is are not does do be "
    "using towards toward beyond into under over through without".split()
)
NON_NAME_WORDS = TITLE_WORDS - NAME_PARTICLES
# Words no title ends with: a line ending so goes on in the next line ("Scaling Laws for" / "Neural Language Models").
OPEN_TITLE_ENDS = frozenset(
    "a an the of for with and or via from by at as to into through towards toward using without".split()
)
# What a wrapped Comments line ends with, or its next line starts with, when the text runs on
# ("9 pages," / "5 figures"; "Accepted." / "code at https://…"), unless a paper's fields follow it.
OPEN_COMMENT_ENDS = (",", ";", ":", "，", "；", "：", "&", "(")
COMMENT_GOES_ON = re.compile(r"[a-z0-9]|https?://")
SENTENCE_ENDS = (".", "。", "!", "?", "！", "？")


def listing_file(path: str | os.PathLike[str]) -> ListingFile:
    """The bytes of the listing file ``path``.

    Raises :class:`~kg.errors.KGError` (one line naming the file) when the file
    is missing or unreadable.
    """
    name = _display_path(path)
    try:
        return ListingFile(name, Path(path).read_bytes())
    except FileNotFoundError:
        raise KGError(Codes.E002, name) from None
    except IsADirectoryError:
        raise KGError(Codes.E004, name, reason="is a directory") from None
    except OSError as exc:
        raise KGError(Codes.E004, name, reason=exc.strerror or str(exc)) from None


def read_listing(path: str | os.PathLike[str]) -> Listing:
    """Read one listing file.

    Raises :class:`~kg.errors.KGError` (one line naming the file) when the file
    is missing, unreadable or not UTF-8 text.
    """
    return read_bytes(listing_file(path).data, path)


def read_bytes(data: bytes, path: str | os.PathLike[str]) -> Listing:
    """Read the content of a listing file, as :func:`read_listing` reads the
    file ``path`` (named in records and warnings) when it holds ``data``."""
    name = _display_path(path)
    text = _decode(data, name)
    return read_text(text, name, complete=text.endswith(("\n", "\r")) or not text)


def read_paths(paths: Iterable[str | os.PathLike[str]]) -> list[Listing]:
    """Read every listing named: files as given, directories as their ``*.txt`` files."""
    return [read_listing(path) for path in listing_files(paths)]


def listing_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The listing files that ``paths`` name, in a stable order, each once:
    files as given, folders as every ``*.txt`` file in them and their subfolders."""
    files: dict[Path, Path] = {}  # by resolved path: a file named twice is read once
    for path in map(Path, paths):
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.txt") if p.is_file())
            if not found:
                raise KGError(Codes.E003, _display_path(path))
        elif path.exists():
            found = [path]
        else:
            raise KGError(Codes.E002, _display_path(path))
        for file in found:
            files.setdefault(file.resolve(), file)
    return list(files.values())


def read_text(text: str, name: str, *, complete: bool = True) -> Listing:
    """Read listing text; ``name`` is the file named in records and warnings.

    ``complete`` is False when the text did not end with a line break, which
    is how a truncated file shows itself.
    """
    lines = [(number, line) for number, line in enumerate(_clean_lines(text), start=1) if line]
    listing = Listing(path=name, venue=None)
    header = venue_header(*(line for _, line in lines[:3])) if lines else None
    if header:
        listing.venue, listing.year, listing.track = header
        lines.pop(0)
    elif lines:
        listing.diagnostics.append(diagnostic(name, lines[0][0], Codes.W007))
    blocks = _split_blocks(lines, name, listing.diagnostics, header or NO_VENUE)
    if blocks and not complete and blocks[-1].comments is None:
        listing.diagnostics.append(diagnostic(name, blocks[-1].end, Codes.W003))
    drafts = [draft for draft in blocks if _readable(draft, name, listing.diagnostics)]
    years = [
        year
        for (series, header_year, _), group in groupby(drafts, key=attrgetter("venue"))
        for year in _paper_years([draft.comments for draft in group], series, header_year)
    ]
    if drafts and not any(years):
        listing.diagnostics.append(diagnostic(name, drafts[0].start, Codes.W008))
    listing.papers = [draft.record(name, year) for draft, year in zip(drafts, years)]
    listing.diagnostics.sort(key=lambda d: d.line)
    return listing


def venue_header(line: str, following: str | None = None, after: str | None = None) -> tuple[str, int | None, str | None] | None:
    """``(series, year, track)`` when ``line`` is a venue line, else None.

    ``following`` and ``after`` are the next two lines: a line with a track
    (words after the year) could also be a paper's title, and is a venue line
    only when what follows it is not what follows a title (a Chinese title, an
    author line), or when the line after that is (then the next line is the
    first title).

    >>> venue_header("NeurIPS 2025"), venue_header("AAAI-26"), venue_header("ICML")
    (('NeurIPS', 2025, None), ('AAAI', 2026, None), ('ICML', None, None))
    >>> venue_header("ACL 2026 Findings", "A Title"), venue_header("Interspeech")
    (('ACL', 2026, 'Findings'), None)
    >>> venue_header("Interspeech", "Whisper Fine-Tuning for Speech", "用于语音的Whisper微调")
    ('Interspeech', None, None)
    >>> venue_header("# NeurIPS 2025 Accepted Papers"), venue_header("第43届国际机器学习大会 ICML 2026 Oral Papers")
    (('NeurIPS', 2025, None), ('ICML', 2026, 'Oral'))
    >>> venue_header("Verified SHAP", "可验证的SHAP"), venue_header("ICML", "A Title"), venue_header("Verified SH")
    (None, ('ICML', None, None), None)
    """
    found = VENUE_HEADER.match(line) or _wrapped_venue(line)
    if not found:
        return None
    series, track = found["series"], found["track"] and LIST_WORDS.sub("", found["track"]) or None
    year = int(found["year"]) if found["year"] else (_full_year(found["short"]) if found["short"] else None)
    if year is None and sum(c.isupper() for c in series) < 2 and not _before_a_title(following, after):
        return None  # one capitalised word alone is more likely a title, unless a title follows it
    if year is None and following is not None and _follows_a_title(following):
        return None  # its Chinese title or its authors follow it: a title (Verified SHAP), no venue
    if year is None and following is None and " " in series:
        return None  # words alone in the file: a title cut short, more likely than a venue with no paper
    if track and len(track.split()) > 8:
        return None
    if track and following is not None and _follows_a_title(following):
        # a Chinese title next: this is the English title; names next: the
        # first title if what follows them follows a title too
        if _is_chinese(following) or not (after and _follows_a_title(after)):
            return None
    return series, year, track


def _wrapped_venue(line: str) -> re.Match[str] | None:
    """A venue line inside what a copy wraps it in (:data:`VENUE_WRAPPING`), only as an
    acronym with its year (# ICML 2026, Proceedings of EMNLP 2025): a heading such as
    "# Accepted Papers" or "Proceedings of Machine Learning Research" names no venue."""
    unwrapped = VENUE_WRAPPING.sub("", line)
    found = VENUE_HEADER.match(unwrapped) if unwrapped != line else None
    if found and (found["year"] or found["short"]) and sum(c.isupper() for c in found["series"]) >= 2:
        return found
    return None


def _full_year(short: str) -> int:
    """``26`` -> 2026, ``99`` -> 1999."""
    return (2000 if int(short) < 70 else 1900) + int(short)


# --- blocks ---------------------------------------------------------------------

Venue = tuple[str | None, int | None, str | None]  # series, year, track
NO_VENUE: Venue = (None, None, None)


@dataclass
class _Draft:
    """A block being assembled, line by line."""

    start: int
    venue: Venue
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

    def record(self, name: str, year: int | None) -> PaperRecord:
        assert self.title_en is not None and self.authors is not None
        summary_lang = "zh" if not self.summary or HAN.search(self.summary) else "en"
        return PaperRecord(
            source=Span(name, self.start, self.end),
            venue=self.venue[0],
            track=self.venue[2],
            title_en=self.title_en,
            title_zh=self.title_zh,
            authors=self.authors,
            orgs=self.orgs or (),
            summary=self.summary or None,  # a label with no text ("AI总结" alone) says nothing
            summary_lang=summary_lang,
            comments=self.comments or None,
            year=year,
        )

    def takes_title_line(self, line: str, chinese: bool) -> bool:
        """Whether an unmarked line goes on the English title: the title ends
        open ("… for", "…:") and the line is no author line, or the line starts
        with a function word in lower case ("and …", which starts no title);
        or it repeats the title where the Chinese title stands (a title left
        untranslated)."""
        if chinese or self.title_zh is not None or self.title_en is None or self.past_authors or HAN.search(line):
            return False
        if line.casefold() == self.title_en.casefold():
            return True
        if len(self.lines) > 1 or self.title_en.split(None, 1)[0] in TITLE_WORDS:
            return False  # three lines, or a first line that starts no title ("and …"): not one title
        last = self.title_en.rsplit(None, 1)[-1]
        if last.lower() in OPEN_TITLE_ENDS or last.endswith(":"):
            return not _follows_a_title(line)
        return line.split(None, 1)[0] in TITLE_WORDS

    def take_line(self, number: int) -> None:
        """Count line ``number`` in the block, which ends there for now."""
        self.lines.append(number)
        self.end = number

    def take_title_line(self, line: str, number: int) -> None:
        if line.casefold() != self.title_en.casefold():
            self.title_en = f"{self.title_en} {line}"
        self.take_line(number)

    def extend(self, marker: str, line: str, number: int) -> None:
        """Add a line that goes on the field of the line before (see :func:`_mark_continuations`)."""
        self.take_line(number)
        if marker == "orgs":
            self.orgs = (*(self.orgs or ()), *_org_segments(line, number))
        elif marker == "summary":
            self.summary = f"{self.summary}\n{line}" if self.summary else line  # a new paragraph
        else:
            self.comments = f"{self.comments} {line}" if self.comments else line  # a wrapped line


def _split_blocks(lines: list[tuple[int, str]], name: str, out: list[Diagnostic], venue: Venue) -> list[_Draft]:
    """Group lines into blocks by what each line is and where it stands.

    A venue line between blocks gives the venue of the blocks after it (a file
    that joins two listings)."""
    markers = _line_markers(lines)
    continued = _mark_continuations(lines, markers)
    chinese = [_is_chinese_title(index, lines, markers) for index in range(len(lines))]
    blocks: list[_Draft] = []
    draft: _Draft | None = None
    # with no venue line, the first line may be a garbled one: no title line is joined to it
    garbled_header = lines[0][0] if lines and venue == NO_VENUE else None
    dropped = False  # the last field line was a duplicate, left out with what continues it
    for index, (number, line) in enumerate(lines):
        marker = markers[index]
        if continued[index]:
            if not dropped:
                draft.extend(marker, line, number)
            continue
        dropped = False
        if marker is None and draft is not None and draft.start != garbled_header and draft.takes_title_line(line, chinese[index]):
            draft.take_title_line(line, number)
            continue
        if marker is None and draft is not None and (
                _stray(draft, line, markers, index) or _stray_before_authors(draft, lines, markers, chinese, index)):
            out.append(diagnostic(name, number, Codes.W004, text=shortened(line, 80)))
            continue
        if _begins_block(draft, lines, markers, chinese, index):
            if _stray_before_title(lines, markers, chinese, index):
                out.append(diagnostic(name, number, Codes.W004, text=shortened(line, 80)))
                continue
            if marker is None and (header := _venue_line(lines, markers, chinese, index)):
                venue = header
                continue
            draft = _Draft(start=number, venue=venue)
            blocks.append(draft)
        elif marker in ("orgs", "summary") and getattr(draft, marker) is not None:
            out.append(diagnostic(name, number, Codes.W006, field=_FIELD_NAMES[marker]))
            draft.end = number
            dropped = True
            continue
        _assign(draft, marker, line, number, chinese[index])
    return blocks


def _stray(draft: _Draft, line: str, markers: list[str | None], index: int) -> bool:
    """Whether unmarked line ``index`` is a stray note inside the open block (a
    ``Spotlight`` line between the authors and the 机构 line): it comes after
    the authors, and a field the block still lacks follows it at once. The
    next paper's title would be followed by its Chinese title or authors, and
    taking the note for one would leave this paper's fields to a block that has
    no authors."""
    following = markers[index + 1] if index + 1 < len(markers) else None
    return (draft.authors is not None and draft.comments is None and following is not None
            and getattr(draft, following) is None and not looks_like_title(line))


def _stray_before_authors(draft: _Draft, lines: list[tuple[int, str]], markers: list[str | None], chinese: list[bool], index: int) -> bool:
    """Whether unmarked line ``index`` is a stray note between a paper's titles
    and its authors: a known note (``Spotlight``, ``Equal contribution``, a lone
    ``纠错``), or a line that reads less like an author line than the next one,
    which a field follows (``•``). A title (the next paper's, when this one has
    no authors) is no note, and a Chinese line is the Chinese title while the
    block has none."""
    if draft.title_en is None or draft.past_authors:
        return False
    line = lines[index][1]
    if STRAY_NOTE.fullmatch(line):
        return True
    if index + 2 >= len(lines) or markers[index + 1] is not None or markers[index + 2] is None:
        return False
    if (chinese[index] and draft.title_zh is None) or looks_like_title(line):
        return False
    return _author_likeness(line) < _author_likeness(lines[index + 1][1])


def _author_likeness(line: str) -> int:
    """How much a line reads as an author line: 3 for names set apart by commas
    or dots, 2 for one name of several words, 1 for one word that could be a
    name (``Spotlight``, ``Mausam``), 0 for none.

    >>> [_author_likeness(s) for s in ("Maria Gomez, Li Wei", "Maria Gomez", "Spotlight", "•", "Equal contribution")]
    [3, 2, 1, 0, 0]
    """
    if _listed_names(line):
        return 3
    if not looks_like_authors(line):
        return 0
    return 2 if len(line.split()) > 1 else 1


def _stray_before_title(lines: list[tuple[int, str]], markers: list[str | None], chinese: list[bool], index: int) -> bool:
    """Whether a Chinese line that would begin a block is a stray note before
    the next paper (a 纠错 left alone after a Comments line, a garbled first
    line): an English line follows it, and then a Chinese title (which comes
    after its English one, never before it), or at once a field, when that
    English line reads as a title (a paper's authors would come between)."""
    after = index + 2
    if not (chinese[index] and after < len(markers) and markers[index + 1] is None and not chinese[index + 1]):
        return False
    if markers[after] is None:
        return chinese[after]
    english = lines[index + 1][1]
    return looks_like_title(english) and not looks_like_authors(english)


def _line_markers(lines: list[tuple[int, str]]) -> list[str | None]:
    """Each line's field marker, judged once (not again as the next line)."""
    markers = [_marker(line) for _, line in lines]
    for index, (_, line) in enumerate(lines[:-1]):
        if markers[index] == "comments" and COMMENTS_AS_TITLE.match(line) and _follows_a_title(lines[index + 1][1]):
            markers[index] = None  # "Comments on ...", then a Chinese title or authors: a title
    return markers


def _begins_block(draft: _Draft | None, lines: list[tuple[int, str]], markers: list[str | None], chinese: list[bool], index: int) -> bool:
    """Whether line ``index`` cannot go in the open block ``draft``: a marked
    line after the Comments (which end a block), or an unmarked line that
    :func:`_starts_new_block` says starts one."""
    if draft is None:
        return True
    if markers[index] is not None:
        return draft.comments is not None and markers[index] != "comments"
    following = index + 1 < len(lines) and chinese[index + 1]
    before_fields = index + 1 < len(lines) and markers[index + 1] in ("orgs", "summary")
    return _starts_new_block(draft, lines[index][1], chinese[index], following, before_fields)


def _mark_continuations(lines: list[tuple[int, str]], markers: list[str | None]) -> list[bool]:
    """Mark each unmarked line that goes on the field of the line before,
    giving it that field's marker: the text after a label alone on its line
    ("AI总结", then the summary), the rest of a wrapped 机构 line (up to its
    纠错 link), more paragraphs of a summary, the rest of a wrapped Comments
    line. A line that a paper's fields follow is the next paper's title."""
    continued = [False] * len(lines)
    starts = [index for index, pair in enumerate(zip(markers, markers[1:]), start=1) if pair[0] and not pair[1]]
    for start in starts:
        field, bare = markers[start - 1], FIELD_LABEL.fullmatch(lines[start - 1][1]) is not None
        index = start
        while index < len(lines) and markers[index] is None and _goes_on(field, lines, markers, index, bare and index == start):
            markers[index], continued[index] = field, True
            index += 1
    return continued


def _goes_on(field: str, lines: list[tuple[int, str]], markers: list[str | None], index: int, bare: bool) -> bool:
    """Whether unmarked line ``index`` goes on ``field``, the field of the line
    before; ``bare``: that line is the field's label alone."""
    previous, line = lines[index - 1][1], lines[index][1]
    if field == "orgs":
        return bare or (line.endswith(ORG_LINE_END) and not previous.endswith(ORG_LINE_END))
    if field == "summary":
        return _is_chinese(line) or ((bare or line.endswith(SENTENCE_ENDS)) and not _is_title_line(lines, markers, index))
    runs_on = bare or previous.endswith(OPEN_COMMENT_ENDS) or COMMENT_GOES_ON.match(line) is not None
    return runs_on and not _is_title_line(lines, markers, index)


def _is_title_line(lines: list[tuple[int, str]], markers: list[str | None], index: int) -> bool:
    """Whether a line is followed the way a title is: by a Chinese title or an
    author list, or, two lines on, by a marked field (title, author, field)."""
    if index + 1 >= len(lines):
        return False
    return _follows_a_title(lines[index + 1][1]) or (index + 2 < len(lines) and markers[index + 2] is not None)


def _venue_line(lines: list[tuple[int, str]], markers: list[str | None], chinese: list[bool], index: int) -> Venue | None:
    """The venue that a line between blocks names (``NeurIPS 2025``), or None when it is a title:
    one before its Chinese title, or one followed the way a title is (:func:`_is_title_line`).
    By then the next line is judged no Chinese title nor author line, so :func:`venue_header`
    is not asked to judge it again."""
    line = lines[index][1]
    if index + 1 == len(lines) or chinese[index + 1]:
        return None
    if not VENUE_HEADER.match(line) or _is_title_line(lines, markers, index):
        return None
    return venue_header(line)


def _is_chinese_title(index: int, lines: list[tuple[int, str]], markers: list[str | None]) -> bool:
    """Whether an unmarked line in Chinese is a title, not names: a list of
    names (张伟, 李娜) is an author line, and so is one name (张伟) that a
    marked line follows, since a Chinese title is followed by the authors.
    A line with some Chinese right after an English title is its Chinese title
    even when mostly Latin (KAN：Kolmogorov-Arnold网络), unless it names people.
    Words that read as names set apart by dots (王者 · 荣耀) are the title when the authors
    follow in Latin; names set apart by commas (张伟，李娜) are an author line."""
    line = lines[index][1]
    if markers[index] is not None or not HAN.search(line):
        return False
    if _han_author_list(line):
        return not LIST_COMMAS.search(line) and _latin_authors_follow(lines, markers, index)
    if not _mostly_chinese(line):
        previous = lines[index - 1][1] if index else ""
        after_title = index > 0 and markers[index - 1] is None and not HAN.search(previous) and not looks_like_authors(previous)
        return after_title and not looks_like_authors(line)
    last = index + 1 == len(lines) or markers[index + 1] is not None
    return not (last and looks_like_authors(line))


def _latin_authors_follow(lines: list[tuple[int, str]], markers: list[str | None], index: int) -> bool:
    """Whether the line after ``index`` is an unmarked list of names in Latin script."""
    if index + 1 == len(lines) or markers[index + 1] is not None:
        return False
    following = lines[index + 1][1]
    return not HAN.search(following) and _listed_names(following)


def _starts_new_block(draft: _Draft, line: str, chinese: bool, following: bool, before_fields: bool) -> bool:
    """Whether an unmarked line cannot belong to the open block.

    ``chinese``: the line is a Chinese title; ``following``: the next line is;
    ``before_fields``: the next line is the 机构 or AI总结 line. An English line
    followed by a Chinese title is itself a title, since authors never precede
    a Chinese title; one between a title and the fields is the author line
    unless it reads as a title (a single long name: Mohammad Amin Abdul Rahman Siddiqui).
    """
    if draft.past_authors:
        return True  # the previous block ended without a Comments line
    if chinese:  # a second Chinese line is the next block's, unless it names the authors
        return draft.title_zh is not None and not looks_like_authors(line)
    if draft.title_en is None:
        return False
    if draft.title_zh is None and following:
        return True
    title = looks_like_title(line)
    if before_fields and draft.authors is None and not title:
        return False
    # An English line after the titles is the author line, unless it reads as a title.
    if draft.title_zh is not None:
        return title and not looks_like_authors(line)
    return not looks_like_authors(line)


def _assign(draft: _Draft, marker: str | None, line: str, number: int, chinese: bool) -> None:
    draft.take_line(number)
    if marker == "orgs":
        draft.orgs = parse_org_line(line, number)
    elif marker == "summary":
        draft.summary = _field_text(line)
    elif marker == "comments":
        text = _field_text(line)
        draft.comments = f"{draft.comments}; {text}" if draft.comments and text else (draft.comments or text)
    elif chinese and draft.title_zh is None:
        draft.title_zh = _without_list_number(line)
    elif draft.title_en is None and draft.title_zh is None:
        draft.title_en = _without_list_number(line)
    else:  # after the Chinese title, an English line is the authors: a missing English title is W005
        draft.authors = split_authors(line)


def _without_list_number(title: str) -> str:
    """``title`` without the list's number before it, unless the title numbers
    its own parts: then the next number, in the same style, opens a part after
    a comma or a conjunction (not O(n^2) nor Stage 2.).

    >>> _without_list_number("12) Scaling Laws"), _without_list_number("1) Rank, 2) Search: Two Lessons")
    ('Scaling Laws', '1) Rank, 2) Search: Two Lessons')
    >>> _without_list_number("1) Breaking the O(n^2) Barrier")
    'Breaking the O(n^2) Barrier'
    """
    found = LIST_NUMBER.match(title)
    if not found:
        return title
    if found["bracketed"]:
        following = f"[{int(found['bracketed']) + 1}]"
    else:
        following = f"{int(found['number']) + 1}{found['mark']}"
    if re.search(rf"{_PART_OPENER}{re.escape(following)}(?!\d)", title[found.end():]):  # not 2.5D
        return title
    return title[found.end():]


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
    if ORG_LABEL.match(line):
        return "orgs"
    if line.startswith(SUMMARY_MARKERS):
        return "summary"
    if COMMENTS_MARKER.match(line):
        return "comments"
    return None


def _field_text(line: str) -> str:
    """A marked line's text, without its label."""
    return line[FIELD_LABEL.match(line).end():]


# --- fields -----------------------------------------------------------------------


def parse_org_line(line: str, number: int) -> tuple[OrgSegment, ...]:
    """Split a 机构 line into segments, each with its Chinese translation.

    >>> [s.text for s in parse_org_line("机构 * A Univ（甲大学） ； B Lab 纠错", 7)]
    ['A Univ', 'B Lab']
    >>> [s.text for s in parse_org_line("机构 * KAIST, Seoul ({a,b}@kaist.ac.kr) ; Oxford, UK; x.y@ox.ac.uk", 7)]
    ['KAIST, Seoul', 'Oxford, UK']
    >>> [s.text for s in parse_org_line("机构 * KAIST (email: a@kaist.ac.kr) ; Oxford, UK", 7)]
    ['KAIST', 'Oxford, UK']
    """
    return _org_segments(_field_text(line), number)


def _org_segments(text: str, number: int) -> tuple[OrgSegment, ...]:
    """The segments of a 机构 line's text (or of a line it runs on to)."""
    body = text.removesuffix(ORG_LINE_END).strip()
    if "@" in body:
        body = EMAIL.sub("", body)  # an address names no organization
    if SUPERSCRIPT_MARK.search(body):
        body = SUPERSCRIPT_MARK.sub(SEGMENT_SEPARATORS[0], body)  # ¹Peking University ²MIT: two segments
    # split where no translation is open: （浙江大学；杭州） is one part's
    parts = (part.strip() for part in split_top_level(body, SEGMENT_SEPARATORS))
    return tuple(OrgSegment(*_split_translation(part), number) for part in parts if part)


def _split_translation(segment: str) -> tuple[str, str | None]:
    """``English（中文）`` -> the English text and the Chinese translation.

    The translation is the last bracketed group (brackets may nest in it:
    ``（香港科技大学（广州））``), when it holds Chinese text; ``(KAIST)`` and
    other Latin groups stay in the English text. Written the other way round,
    ``清华大学（Tsinghua University）``, the English is the group.

    >>> _split_translation("HKUST (Guangzhou)（香港科技大学（广州））")
    ('HKUST (Guangzhou)', '香港科技大学（广州）')
    >>> _split_translation("清华大学（Tsinghua University）")
    ('Tsinghua University', '清华大学')

    A "translation" that repeats the English is none, and translations written
    inside the text (after each part) are gathered:

    >>> _split_translation("Korea Advanced Institute of Science and Technology（KAIST）（韩国科学技术院）")
    ('Korea Advanced Institute of Science and Technology（KAIST）', '韩国科学技术院')
    >>> _split_translation("Google DeepMind（Google DeepMind）")
    ('Google DeepMind', None)
    >>> _split_translation("Tsinghua University（清华大学）, Beijing（北京）, China（中国）")
    ('Tsinghua University, Beijing, China', '清华大学，北京，中国')
    """
    opening = _last_group(segment)
    if opening is None:
        return _inline_translations(segment)
    outer, inner = segment[:opening].strip(), segment[opening + 1:-1].strip()
    if not outer or not inner:
        return segment, None
    if HAN.search(inner):
        return _inline_translations(segment) if INLINE_TRANSLATION.search(outer) else (outer, inner)
    if HAN.search(outer) and _mostly_chinese(outer):
        return inner, outer
    if " ".join(inner.split()).casefold() == " ".join(outer.split()).casefold():
        return outer, None  # left untranslated: 'Adobe Research（Adobe Research）'
    return _inline_translations(segment)


def _inline_translations(segment: str) -> tuple[str, str | None]:
    """Chinese groups written after parts of the text, taken out and joined."""
    groups = INLINE_TRANSLATION.findall(segment)
    rest = INLINE_TRANSLATION.sub("", segment)
    if not groups or _mostly_chinese(rest):
        return segment, None
    return rest.strip(), "，".join(g.strip() for g in groups)


def _last_group(text: str) -> int | None:
    """Where the bracketed group that ends ``text`` opens (nesting counted), or None."""
    if not text.endswith(("）", ")")):
        return None
    opening = max(text.rfind("（"), text.rfind("("))
    inner = text[opening + 1:-1]
    if opening >= 0 and "）" not in inner and ")" not in inner:
        return opening  # no brackets within: the common case, without walking the text
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char in "）)":
            depth += 1
        elif char in "（(":
            depth -= 1
            if depth == 0:
                return index
    return None


@lru_cache(maxsize=64)  # asked twice of the same line: "is it authors?", then "which?"
def split_authors(line: str) -> tuple[str, ...]:
    """Authors in order, from a comma-separated line (a final ``and`` allowed).

    >>> split_authors("Ada Lovelace, Alan Turing and Grace Hopper")
    ('Ada Lovelace', 'Alan Turing', 'Grace Hopper')
    """
    names: list[str] = []
    if "@" in line:
        line = EMAIL.sub("", line)
    if line.endswith(("al.", "al", "等")):
        line = ET_AL.sub("", line)
    if "(" in line or "（" in line or "[" in line:
        line = NICKNAME.sub(r"\1", NAME_NOTE.sub("", line))
    if inverted := _inverted_names(line):
        return inverted
    for part in AUTHOR_SEPARATOR.split(line):
        part = part.strip()
        if part.startswith(("and", "&")):
            part = LEADING_AND.sub("", part)
        if part in NAME_SUFFIXES and names:
            names[-1] = f"{names[-1]} {part}"
        else:
            names.extend(INNER_AND.split(part)) if " and " in part or " & " in part else names.append(part)
    # a part with no letter is an affiliation mark after a comma ("Alan Turing2,3"), no name
    return tuple(" ".join(name.split()) for name in names if LETTER.search(name))


def _inverted_names(line: str) -> tuple[str, ...] | None:
    """Two or more names written family name first (``Cox, Chloe; Gómez, Carmen``, or joined
    by ``and``), given name first; None for a line of another form. A family name is one
    word after its particles: ``Chloe Cox, Carmen Gómez; Ann Lee`` is two lists of names.

    >>> _inverted_names("Cox, Chloe; van der Berg, Jan A. and Gómez, Carmen")
    ('Chloe Cox', 'Jan A. van der Berg', 'Carmen Gómez')
    >>> _inverted_names("Chloe Cox, Carmen Gómez; Ann Lee, Bob Ray") is None
    True
    """
    parts = INVERTED_SEPARATOR.split(line.strip())
    matches = [INVERTED_NAME.fullmatch(part) for part in parts]
    if len(parts) < 2 or not all(matches):
        return None
    return tuple(f"{m[2]} {m[1]}" for m in matches)


@lru_cache(maxsize=64)  # judged once a line, though asked in its block and of the lines next to it
def looks_like_authors(line: str) -> bool:
    """Whether a line reads as a list of personal names rather than a title.

    >>> looks_like_authors("Won Ik Cho, Seong-hun Kim, Geunhye Kim")
    True
    >>> looks_like_authors("Semantic Granularity Navigation in Image Editing")
    False
    """
    if ":" in line or "：" in line:
        return False
    names = split_authors(line)
    several = len(names) > 1
    max_words = 6 if several else 4
    return bool(names) and all(_looks_like_name(name, max_words, several) for name in names)


def looks_like_title(line: str) -> bool:
    """Whether an English line reads as a title (function words, a colon)."""
    words = line.split()
    return ":" in line or any(word.lower() in TITLE_WORDS for word in words[1:])


def _looks_like_name(name: str, max_words: int, several: bool = False) -> bool:
    """A name in Latin script (capitalised words, particles), or in Chinese.

    Function words count against a name only in lower case: ``of`` and ``to``
    are a title's, but Do, An, On, Or and To are common family and given names.
    In a list of names (``several``), any short Chinese rendering in brackets
    may follow a name (``Alan Turing (图灵)``); alone, "Deep Learning (深度学习)"
    would pass too, so there it must read as a Chinese name.
    """
    latin, native = native_form(name)  # "ZHANG Wei (张伟)"
    if native:
        rendered = _han_name(native) or (several and len(native) <= 8 and HAN_ONLY.match(native) is not None)
        return rendered and _looks_like_name(latin, max_words)
    if HAN.search(name):
        return _han_name(name)
    words = name.split()
    if not 1 <= len(words) <= max_words or len(name) > 80 or not LATIN.search(name):
        return False
    return all(
        word[0].isupper() or word.lower() in NAME_PARTICLES or not word[0].isalpha() or ELIDED_PARTICLE.match(word)
        for word in words
    ) and not any(word in NON_NAME_WORDS for word in words)


def _han_name(name: str) -> bool:
    """A name in Chinese script: a known family name and a given name of one or
    two characters (张伟, 欧阳娜娜), or a transliteration (迈克尔·乔丹). Short
    Chinese words that start otherwise (大模型, 推理) are not names. A space
    between family and given name (张 伟) is layout."""
    name = name.replace(" ", "")
    if HAN_TRANSLITERATION.match(name):
        return True
    if not HAN_ONLY.match(name):
        return False
    surnames = patterns("zh_surnames.txt")  # of one character and of two
    return (name[:2] in surnames and 3 <= len(name) <= 4) or (name[0] in surnames and 2 <= len(name) <= 3)


@lru_cache(maxsize=64)  # judged once a line, though asked whether it is a Chinese title and what follows a title
def _han_author_list(line: str) -> bool:
    """Whether a line in Chinese script is a list of names (not a title):
    two or more, each a name (``张伟, 李娜``)."""
    return AUTHOR_SEPARATOR.search(line) is not None and len(split_authors(line)) > 1 and looks_like_authors(line)


@lru_cache(maxsize=64)  # judged once a line, though asked in its block and of the line after another
def _before_a_title(following: str | None, after: str | None) -> bool:
    """Whether ``following`` is a paper's English title, by what comes after it
    (:func:`_follows_a_title`), and not itself what follows a title."""
    return bool(following and after) and not _follows_a_title(following) and _follows_a_title(after)


def _follows_a_title(line: str) -> bool:
    """Whether a line is what comes after a paper's English title: its Chinese
    title, or a list of authors (names separated by commas: a title may hold
    "X and Y" too)."""
    if _is_chinese(line):
        return not _han_author_list(line)
    return _listed_names(line)


def _listed_names(line: str) -> bool:
    """Whether a line lists names, set apart by commas or spaced dots."""
    return AUTHOR_SEPARATOR.search(line) is not None and looks_like_authors(line)


def _paper_years(comments: list[str | None], venue: str | None, header_year: int | None) -> list[int | None]:
    """Each paper's edition year. A listing is one edition: the venue line's
    year when it gives one; else a paper's own year where its Comments name
    the venue with a year (``Accepted at ICML 2026``), and the listing's most
    common such year for the rest. Other years in Comments (an earlier paper,
    another venue, data collected in 2019) say nothing of the edition, and are
    only a last resort when no Comments name the venue with a year at all."""
    if header_year is not None:
        return [header_year] * len(comments)
    own = [comment_year(text, venue) for text in comments]
    fallback = most_common(own) or most_common(
        int(year) for text in comments if text for year in YEAR.findall(text)
    )
    return [year or fallback for year in own]


def comment_year(comments: str | None, venue: str | None) -> int | None:
    """The year a Comments line gives next to the venue name, if any.

    >>> comment_year("Accepted at ICML'26", "ICML"), comment_year("ICML 2026 Spotlight", "ICML")
    (2026, 2026)
    >>> comment_year("Extended version of our AAAI 2024 paper", "NeurIPS") is None
    True
    """
    if not comments or not venue:
        return None
    short_year, year = _venue_year(venue)
    near = short_year.search(comments)
    if near:
        return _full_year(near[1])
    near = year.search(comments)
    return int(near[1]) if near else None


@lru_cache(maxsize=16)  # a listing has one venue
def _venue_year(venue: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Patterns of a year next to the venue name: ``ICML'26``, ``ICML 2026``."""
    name = re.escape(venue)
    return (
        re.compile(rf"{name}\s*(?:'|’|-)\s*(\d{{2}})(?!\d)", re.IGNORECASE),
        re.compile(rf"{name}\s*[-\s]?((?:19|20)\d{{2}})(?!\d)", re.IGNORECASE),
    )


def _is_chinese(line: str) -> bool:
    """Whether an unmarked line is written mostly in Chinese (a Chinese title)."""
    return bool(HAN.search(line)) and _mostly_chinese(line)


def _mostly_chinese(text: str) -> bool:
    return len(HAN.findall(text)) >= max(1, len(LATIN.findall(text)) // 4)


def _clean_lines(text: str) -> list[str]:
    text = INVISIBLE.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))  # none of them is a line break
    return [" ".join(line.split()) for line in text.split("\n")]


def _decode(data: bytes, name: str) -> str:
    encoding = _utf16(data)
    if encoding:
        with suppress(UnicodeDecodeError):
            return data.decode(encoding)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise KGError(Codes.E001, f"{name}:{line}", offset=exc.start) from None


def _utf16(data: bytes) -> str | None:
    """The UTF-16 codec a file may be written in (Windows Notepad's "Unicode"), or None:
    by its byte order mark, else by the zero bytes of its ASCII characters,
    which UTF-8 text has none or a stray few of."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    head = data[:4096]
    if len(data) % 2 or len(head) < 64 or b"\x00" not in head:
        return None
    odd, even = head[1::2].count(0), head[0::2].count(0)
    if max(odd, even) < len(head) // 8 or min(odd, even) > len(head) // 64:
        return None  # zero bytes in both halves of the code units: not UTF-16 text
    return "utf-16-le" if odd > even else "utf-16-be"


def _display_path(path: str | os.PathLike[str]) -> str:
    return Path(os.path.normpath(path)).as_posix()
