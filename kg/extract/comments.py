"""What a ``Comments`` line says: page / figure / table counts, links by role
(code, project page, dataset, other), the presentation and track marks, and
any award.

>>> facts = comment_facts("ICML 2026 Spotlight. 20 pages, 3 figures. Code: https://github.com/a/b.")
>>> facts.pages, facts.figures, facts.code_urls, facts.presentation
(20, 3, ('https://github.com/a/b',), ('spotlight',))
"""

from __future__ import annotations

import re
from functools import lru_cache
from urllib.parse import urlsplit

from ..entities import CommentFacts
from ..text import alternation

CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "huggingface.co", "codeberg.org", "gitee.com")
# A link, also written without its scheme (github.com/a/b, www.example.org): then it is https.
# Brackets and quotes end it (a Markdown link's [text](url), “url”).
URL = re.compile(
    r"(?:https?://|(?<![\w@./-])(?:www\.(?=[\w-]+\.[A-Za-z])|(?:" + alternation(CODE_HOSTS) + r")/))"
    r"[^\s,;，；()（）\[\]<>\"'“”‘’\u3000-\u303f]+",
    re.IGNORECASE,
)
COUNT = {kind: re.compile(rf"(?<![\d.])(\d{{1,5}})\s*(?:{kind}s?)\b", re.IGNORECASE) for kind in ("page", "figure", "table")}

# --- links ----------------------------------------------------------------------

# What the words just before a link say about it, strongest first: "Code and
# dataset are available at <github>" is code; "Data source: <url>" is data.
CUES = (
    ("project", re.compile(r"\b(project|homepage|website|demo)\s*(page|site)?\b[^.]*$", re.IGNORECASE)),
    ("code", re.compile(r"\b(code|repository|repo|implementation|(?<!data )source)\b[^.]*$", re.IGNORECASE)),
    ("dataset", re.compile(r"\b(data|datasets?|corpus|corpora)\b[^.]*$", re.IGNORECASE)),
)
# Words between two links that make them one list sharing the first one's cue.
LIST_GAP = re.compile(r"^[\s,;/&|]*(?:and|or)?[\s,;/&|]*$", re.IGNORECASE)
CUE_REACH = 60  # characters before a link in which its cue may stand
DATASET_PATH = ("datasets", "dataset")  # huggingface.co/datasets/…, kaggle.com/datasets/…

# --- presentation, track, award -------------------------------------------------

# A venue named just before a mark: "ACL 2026 (Findings)", "EMNLP'25 main", "ACL Findings".
_AFTER_YEAR = r"(?:(?<!\d)(?:19|20)\d{2}|['’]\d{2})\)?[\s,(:-]*"
_AFTER_ACRONYM = r"(?-i:\b[A-Z][A-Za-z]*[A-Z])\)?[\s,(:-]*"
_DATASETS_AND_BENCHMARKS = r"datasets?\s*(?:and|&)\s*benchmarks?\b"
# How the paper is presented: the most prominent mark wins ("spotlight poster" is a spotlight).
FORMATS = (
    ("oral", re.compile(r"\boral\b", re.IGNORECASE)),
    ("spotlight", re.compile(r"\bspotlight\b", re.IGNORECASE)),
    ("highlight", re.compile(r"\bhighlight\b", re.IGNORECASE)),
    ("poster", re.compile(r"\bposter\b", re.IGNORECASE)),
)
# Which track or programme it is in; every one named is kept.
TRACKS = (
    ("position", re.compile(r"\bposition\s+(paper|track)\b", re.IGNORECASE)),
    # "main" alone is often "main text": only "main conference / track" or a venue's "2026 Main"
    ("main", re.compile(rf"\bmain\s+(?:conference|track)\b|{_AFTER_YEAR}main\b(?!\s+(?:text|body|paper))", re.IGNORECASE)),
    ("findings", re.compile(
        rf"\bfindings\s+of\s+(?:the\s+)?(?-i:[A-Z]{{2,}}|Association)|(?:{_AFTER_YEAR}|{_AFTER_ACRONYM})findings\b",
        re.IGNORECASE)),
    # "a dataset and benchmark suite" is prose: only the track's name as venues write it
    # counts ("Datasets and Benchmarks", "D&B", "… Track", "NeurIPS 2025 datasets and
    # benchmarks"); not after an acronym, which "the MMLU dataset and benchmark" also has
    ("datasets-and-benchmarks", re.compile(
        rf"(?:{_AFTER_YEAR}|\btrack\s+on\s+){_DATASETS_AND_BENCHMARKS}|{_DATASETS_AND_BENCHMARKS}\s+track\b"
        r"|(?-i:\bDatasets\s*(?:and|&)\s*Benchmarks\b)|(?<!\w)D\s?&\s?B(?!\w)",
        re.IGNORECASE)),
    ("workshop", re.compile(r"\bworkshops?\b", re.IGNORECASE)),
)
# A word that every format and track pattern needs: comments without one name none.
MARK_WORD = re.compile(r"oral|spotlight|highlight|poster|position|main|findings|dataset|D\s?&\s?B|workshop", re.IGNORECASE)
POSITION_TITLE = re.compile(r"^position\s*[:：]", re.IGNORECASE)
AWARD = re.compile(
    r"\b(?:(?:best|outstanding|distinguished)(?:\s+[\w-]+){0,2}?\s+paper(?:\s+award)?"
    r"(?:\s+(?:runner[- ]up|finalist|nominee|honou?rable\s+mention))?|honou?rable\s+mention)\b",
    re.IGNORECASE,
)
# A clause about another version of the work ("Extended version of our AAAI 2024
# paper", "Workshop version appeared at ICML 2023 workshop") says nothing about this one.
# Only a version word makes it another version: a bare "Appeared at NeurIPS 2025 as a
# Spotlight" or "Conference version: Best Paper Award" is this paper's own record.
OTHER_VERSION = re.compile(
    r"\b(?:extended|earlier|previous|prior|preliminary|shorter|short|workshop)\s+(?:conference\s+)?version\b"
    r"|\ba\s+version\s+of\s+this\s+(?:paper|work|article)\b|\bextension\s+of\s+(?:our|the)\b|\bextends\s+our\b",
    re.IGNORECASE,
)
CLAUSE_END = re.compile(r"([.;,，；。](?!\d))")


def comment_facts(comments: str | None, title: str = "", venue: str = "") -> CommentFacts:
    """Parse a Comments line (and the title, for ``Position:`` papers; the
    venue's name, for a track the listing's venue line gives to every paper:
    ``ACL 2026 Findings``)."""
    text = comments or ""
    links = _classify_links(text)
    prose = URL.sub(" ", text)  # "…/virtual/2026/poster/67097" is not a poster
    # most comments name no mark and no award: nothing there to keep from another version
    own = _own_clauses(prose) if MARK_WORD.search(prose) or AWARD.search(prose) else prose
    return CommentFacts(
        pages=_count("page", prose),
        figures=_count("figure", prose),
        tables=_count("table", prose),
        code_urls=links["code"],
        project_urls=links["project"],
        dataset_urls=links["dataset"],
        other_urls=links["other"],
        presentation=presentation_kinds(own, title, venue),
        awards=_awards(own),
    )


def _count(kind: str, text: str) -> int | None:
    """The first count given: "8 pages (with appendix: 45 pages)" is 8."""
    match = COUNT[kind].search(text)
    return int(match[1]) if match else None


# --- links ----------------------------------------------------------------------


def _classify_links(text: str) -> dict[str, tuple[str, ...]]:
    """Every valid link of ``text``, by role, each once, in order of appearance."""
    found: dict[str, list[str]] = {"code": [], "project": [], "dataset": [], "other": []}
    cue, previous_end = None, 0
    for match in URL.finditer(text):
        gap = text[max(previous_end, match.start() - CUE_REACH):match.start()]
        if not (previous_end and LIST_GAP.match(gap)):
            cue = _cue(gap)
        previous_end = match.end()
        url = match[0].rstrip(".:!?")
        if not url[:8].lower().startswith(("http://", "https://")):
            url = "https://" + url
        if _valid_url(url):
            bucket = found[_role(url, cue)]
            if url not in bucket:
                bucket.append(url)
    return {role: tuple(urls) for role, urls in found.items()}


def _cue(before: str) -> str | None:
    return next((role for role, pattern in CUES if pattern.search(before)), None)


def _role(url: str, cue: str | None) -> str:
    """A dataset address is a dataset whatever the words say; then the cue; then the host."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.path.strip("/").split("/")[0].lower() in DATASET_PATH:
        return "dataset"
    if cue:
        return cue
    if host.endswith("github.io"):
        return "project"
    return "code" if host.endswith(CODE_HOSTS) else "other"


def _valid_url(url: str) -> bool:
    try:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https") and bool(parts.hostname) and "." in parts.hostname
    except ValueError:
        return False


# --- presentation, track, award -------------------------------------------------


def _own_clauses(prose: str) -> str:
    """``prose`` without the clauses about another version of the paper."""
    pieces = CLAUSE_END.split(prose)  # clause, separator, clause, …
    return "".join(" | " if i % 2 == 0 and OTHER_VERSION.search(piece) else piece for i, piece in enumerate(pieces))


def presentation_kinds(text: str, title: str = "", venue: str = "") -> tuple[str, ...]:
    """The presentation format ``text`` names (at most one), then every track
    it or the ``venue`` names (the values of ``kg:presentationType``, listed in
    ``kg.vocab.PRESENTATION_TYPES``).

    >>> presentation_kinds("CVPR 2026 Highlight"), presentation_kinds("Oral", venue="ACL 2026 Findings")
    (('highlight',), ('oral', 'findings'))
    """
    marked = MARK_WORD.search(text) is not None  # most comments name none: one search instead of nine
    formats = [kind for kind, pattern in FORMATS if marked and pattern.search(text)][:1]
    from_venue = _venue_tracks(venue)
    tracks = [kind for kind, pattern in TRACKS if (marked and pattern.search(text)) or kind in from_venue]
    if POSITION_TITLE.match(title) and "position" not in tracks:
        tracks.insert(0, "position")
    return tuple(formats + tracks)


@lru_cache(maxsize=64)  # a listing has one venue
def _venue_tracks(venue: str) -> frozenset[str]:
    return frozenset(kind for kind, pattern in TRACKS if pattern.search(venue))


def _awards(text: str) -> tuple[str, ...]:
    """Awards named, lower-cased without the word "award": ``"outstanding paper"``."""
    names = (" ".join(w for w in m[0].lower().split() if w != "award") for m in AWARD.finditer(text))
    return tuple(dict.fromkeys(names))
