"""Hypothesis strategies that mutate real blocks of the seed listing.

A fuzzed listing is rendered from a list of :class:`Line` records that
remember which seed block and which field each line came from and whether it
was mutated, so a test can compute independently which line numbers hold an
English title and which blocks are still intact.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

SEED = Path(__file__).resolve().parent.parent / "seeds" / "icml-2026.txt"

# --- settings profiles --------------------------------------------------------------
# CI runs a few hundred examples in total, derandomized so that a failure
# reproduces; `KG_FUZZ_EXAMPLES=10000 python -m pytest tests/test_fuzz.py`
# runs every fuzz test with that many examples and a random seed.

settings.register_profile(
    "kg-fuzz-ci",
    deadline=None,
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
settings.register_profile(
    "kg-fuzz-long",
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
LONG_EXAMPLES = int(os.environ.get("KG_FUZZ_EXAMPLES") or 0)


def fuzz_settings(ci_examples: int) -> settings:
    """Settings for one fuzz test: ``ci_examples`` in CI, ``$KG_FUZZ_EXAMPLES`` in a long run."""
    if LONG_EXAMPLES:
        return settings(settings.get_profile("kg-fuzz-long"), max_examples=LONG_EXAMPLES)
    return settings(settings.get_profile("kg-fuzz-ci"), max_examples=ci_examples)


# --- the seed, as typed lines ----------------------------------------------------------

TITLE, TITLE_ZH, AUTHORS, ORGS, SUMMARY, COMMENTS, JUNK = (
    "title", "title_zh", "authors", "orgs", "summary", "comments", "junk",
)


@dataclass(frozen=True)
class Line:
    text: str
    block: int  # index of the block it belongs to (-1: the venue header)
    kind: str
    mutated: bool = False


def seed_blocks() -> tuple[str, list[list[Line]]]:
    """The seed's venue line and its blocks, each a list of typed lines."""
    lines = [line for line in SEED.read_text(encoding="utf-8").splitlines() if line.strip()]
    venue, rest = lines[0], lines[1:]
    blocks: list[list[Line]] = []
    current: list[str] = []
    for line in rest:
        current.append(line)
        if line.startswith("Comments"):
            blocks.append(_typed(current, len(blocks)))
            current = []
    assert not current, "the seed ends with a Comments line"
    return venue, blocks


def _typed(lines: list[str], index: int) -> list[Line]:
    typed = []
    for position, text in enumerate(lines):
        if text.startswith("机构"):
            kind = ORGS
        elif text.startswith("AI总结"):
            kind = SUMMARY
        elif text.startswith("Comments"):
            kind = COMMENTS
        else:
            kind = (TITLE, TITLE_ZH, AUTHORS)[position]
        typed.append(Line(text, index, kind))
    assert [line.kind for line in typed][:3] == [TITLE, TITLE_ZH, AUTHORS], lines
    return typed


VENUE, BLOCKS = seed_blocks()

# --- noise ----------------------------------------------------------------------------

CONTROL = ["\x00", "\x01", "\x07", "\x08", "\x1b", "\x7f", "\x85", "\x9f", "\t", "\x0b", "\x0c", "\u2028", "\u2029"]
BIDI = ["\u200e", "\u200f", "\u202a", "\u202b", "\u202e", "\u2066", "\u2067", "\u2069", "\u061c"]
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e"]
EMOJI = ["😀", "👩‍🔬", "🇨🇳", "❤️", "🧪", "𝔘𝔫𝔦", "\U0001f9d1\u200d\U0001f4bb"]
HTML = ["<b>", "</i>", "<script>alert(1)</script>", "&amp;", "&#x27;", "<!--", "-->", "<br/>", "<a href='x'>"]
TURTLE = ['"""', "'''", "\\", ">", "<", "@prefix ex: <http://e/> .", "^^xsd:int", '" .', "_:b0", "\\u0022", "#", ";", ".", "<>"]
JSONLD = ["@context", "@id", "@type", "@value", "@graph", "{", "}", "[", "]", '":"', '{"@id": "x"}', "null"]
STRUCTURE = ["机构", "AI总结", "Comments", "（", "）", "；", " ; ", ",", "，", "纠错", "*", "ICML", "2026", " and "]
URLS = ["https://github.com/a/b", "http://x.org/<>\"{}|\\^`", "https://", "ftp://e.org/x", "https://e.org/a b"]

NOISE = st.one_of(
    st.sampled_from(CONTROL + BIDI + ZERO_WIDTH + EMOJI + HTML + TURTLE + JSONLD + STRUCTURE + URLS),
    # any text but line breaks (those are structure, handled as line edits) and surrogates
    st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n"), min_size=1, max_size=8),
)


@st.composite
def noisy(draw, text: str) -> str:
    """``text`` with one to three pieces of noise inserted (or replacing a slice)."""
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        piece = draw(NOISE)
        if draw(st.booleans()):
            text = text[:at] + piece + text[at:]
        else:
            end = draw(st.integers(at, min(len(text), at + 12)))
            text = text[:at] + piece + text[end:]
    return text


# --- mutations ----------------------------------------------------------------------------

EDITS = ("drop", "duplicate", "swap", "noise", "junk")


@st.composite
def mutated_block(draw, block: list[Line]) -> list[Line]:
    lines = list(block)
    for _ in range(draw(st.integers(0, 3))):
        if not lines:
            break
        edit = draw(st.sampled_from(EDITS))
        i = draw(st.integers(0, len(lines) - 1))
        if edit == "drop":
            del lines[i]
        elif edit == "duplicate":
            lines.insert(i, replace(lines[i], mutated=True))
            lines[i + 1] = replace(lines[i + 1], mutated=True)
        elif edit == "swap" and i + 1 < len(lines):
            lines[i], lines[i + 1] = replace(lines[i + 1], mutated=True), replace(lines[i], mutated=True)
        elif edit == "noise":
            lines[i] = replace(lines[i], text=draw(noisy(lines[i].text)), mutated=True)
        elif edit == "junk":
            lines.insert(i, Line(draw(noisy("")), lines[i].block, JUNK, mutated=True))
    if [line.kind for line in lines] != [line.kind for line in block] or any(l.mutated for l in lines):
        lines = [replace(line, mutated=True) for line in lines]  # a block with any edit is not intact
    return lines


@dataclass
class Fuzzed:
    """A rendered fuzzed listing and what the test knows about its lines."""

    data: bytes
    lines: list[Line | None]  # by 1-based line number - 1 (None: blank line)
    cut: bool = False
    header: bool = True
    notes: list[str] = field(default_factory=list)

    def numbered(self) -> list[tuple[int, Line]]:
        return [(n, line) for n, line in enumerate(self.lines, start=1) if line is not None]

    def titles(self) -> list[tuple[int, Line]]:
        """Line numbers of English title lines still in the text, with their line."""
        return [(n, line) for n, line in self.numbered() if line.kind == TITLE]

    def block_ranges(self) -> dict[int, tuple[int, int]]:
        """Each seed block still present: the first and last line number of its lines.

        A block is the contiguous run of its lines; a block duplicated at the
        block level is a new block index (see :func:`listings`).
        """
        ranges: dict[int, tuple[int, int]] = {}
        for n, line in self.numbered():
            if line.block < 0:
                continue
            first, _ = ranges.get(line.block, (n, n))
            ranges[line.block] = (first, n)
        return ranges


@st.composite
def listings(draw, min_blocks: int = 1, max_blocks: int = 5) -> Fuzzed:
    """A listing of seed blocks, mutated, reordered, duplicated, rendered and maybe cut."""
    chosen = draw(st.lists(st.integers(0, len(BLOCKS) - 1), min_size=min_blocks, max_size=max_blocks))
    blocks: list[list[Line]] = []
    for n, index in enumerate(chosen):  # a seed block chosen twice is a duplicate block
        block = [replace(line, block=n) for line in BLOCKS[index]]
        blocks.append(draw(mutated_block(block)))
    header = draw(st.sampled_from(["ICML", "ICML", "ICML 2026", "", "icml", draw(noisy("ICML"))]))
    body: list[Line] = ([Line(header, -1, JUNK, mutated=header not in ("ICML", "ICML 2026"))] if header else [])
    body += [line for block in blocks for line in block]
    gaps = draw(st.sampled_from(["one", "none", "random"]))
    rendered: list[Line | None] = []
    for line in body:
        rendered.append(line)
        if gaps == "one":
            rendered.append(None)
        elif gaps == "random":
            rendered.extend([None] * draw(st.integers(0, 3)))
    newline = draw(st.sampled_from(["\n", "\n", "\r\n"]))
    text = newline.join("" if line is None else line.text for line in rendered) + newline
    bom = b"\xef\xbb\xbf" if draw(st.integers(0, 9)) == 0 else b""
    data = bom + text.encode("utf-8")
    fuzzed = Fuzzed(data, rendered, header=bool(header))
    if draw(st.integers(0, 3)) == 0 and text:
        fuzzed = cut(fuzzed, draw(st.integers(0, len(text) - 1)), newline, bom)
    return fuzzed


def cut(fuzzed: Fuzzed, at: int, newline: str, bom: bytes) -> Fuzzed:
    """``fuzzed`` cut after ``at`` characters of text (mid-line, like a truncated download)."""
    text = fuzzed.data[len(bom):].decode("utf-8")[:at]
    rendered = text.split(newline)
    kept: list[Line | None] = []
    for n, piece in enumerate(rendered):
        line = fuzzed.lines[n]
        if line is None:
            kept.append(None)
        elif piece == line.text:
            kept.append(line)
        else:  # the cut line: what is left of it, no longer what it was
            kept.append(Line(piece, line.block, line.kind, mutated=True) if piece else None)
    # a block cut short is not intact
    last_block = next((line.block for line in reversed(kept) if line is not None), None)
    if last_block is not None:
        kept = [replace(l, mutated=True) if l is not None and l.block == last_block else l for l in kept]
    return Fuzzed(bom + text.encode("utf-8"), kept, cut=True, header=fuzzed.header)


def intact_titles(fuzzed: Fuzzed) -> list[int]:
    """Line numbers of titles of blocks that are intact and follow an intact block's end.

    Such a block must become a paper that starts exactly at its title line
    (or be reported there as a duplicate title).
    """
    found = []
    numbered = fuzzed.numbered()
    for i, (n, line) in enumerate(numbered):
        if line.kind != TITLE or line.mutated:
            continue
        previous = numbered[i - 1][1] if i else None
        starts_clean = previous is None or (
            previous.kind in (COMMENTS, JUNK) and not previous.mutated  # an unmutated JUNK line is the header
        )
        if starts_clean:
            found.append(n)
    return found
