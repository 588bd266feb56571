"""What a ``Comments`` line says: page / figure / table counts, links by role,
and the presentation kind.

>>> facts = comment_facts("ICML 2026 Spotlight. 20 pages, 3 figures. Code: https://github.com/a/b.")
>>> facts.pages, facts.figures, facts.code_urls, facts.presentation
(20, 3, ('https://github.com/a/b',), 'spotlight')
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from ..entities import CommentFacts

URL = re.compile(r"https?://[^\s,;，；()（）<>\"'\u3000-\u303f]+", re.IGNORECASE)
COUNT = {kind: re.compile(rf"(?<![\d.])(\d{{1,5}})\s*(?:{kind}s?)\b", re.IGNORECASE) for kind in ("page", "figure", "table")}
# What the words just before a link say about it.
CODE_CUE = re.compile(r"\b(code|repository|repo|implementation|source)\b[^.]*$", re.IGNORECASE)
PROJECT_CUE = re.compile(r"\b(project|homepage|website|demo)\s*(page|site)?\b[^.]*$", re.IGNORECASE)
CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "huggingface.co", "codeberg.org")
# The kinds, in the order they are tested (kg.vocab.PRESENTATION_TYPES lists them).
PRESENTATION = (
    ("position", re.compile(r"\bposition\s+(paper|track)\b", re.IGNORECASE)),
    ("oral", re.compile(r"\boral\b", re.IGNORECASE)),
    ("spotlight", re.compile(r"\bspotlight\b", re.IGNORECASE)),
    ("poster", re.compile(r"\bposter\b", re.IGNORECASE)),
)
POSITION_TITLE = re.compile(r"^position\s*[:：]", re.IGNORECASE)


def comment_facts(comments: str | None, title: str = "") -> CommentFacts:
    """Parse a Comments line (and the title, for ``Position:`` papers)."""
    text = comments or ""
    code, project, other = _classify_links(text)
    prose = URL.sub(" ", text)  # "…/virtual/2026/poster/67097" is not a poster
    return CommentFacts(
        pages=_count("page", prose),
        figures=_count("figure", prose),
        tables=_count("table", prose),
        code_urls=code,
        project_urls=project,
        other_urls=other,
        presentation=_presentation(prose, title),
    )


def _count(kind: str, text: str) -> int | None:
    """The first count given: "8 pages (with appendix: 45 pages)" is 8."""
    match = COUNT[kind].search(text)
    return int(match[1]) if match else None


def _classify_links(text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    code: list[str] = []
    project: list[str] = []
    other: list[str] = []
    for match in URL.finditer(text):
        url = match[0].rstrip(".:!?")
        if not _valid_url(url):
            continue
        before = text[max(0, match.start() - 60):match.start()]
        before = before.rsplit("http", 1)[0] if "http" in before else before
        host = urlsplit(url).hostname or ""
        if PROJECT_CUE.search(before) or host.endswith("github.io"):
            bucket = project
        elif CODE_CUE.search(before) or host.endswith(CODE_HOSTS):
            bucket = code
        else:
            bucket = other
        if url not in bucket:
            bucket.append(url)
    return tuple(code), tuple(project), tuple(other)


def _valid_url(url: str) -> bool:
    try:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https") and bool(parts.hostname) and "." in parts.hostname
    except ValueError:
        return False


def _presentation(prose: str, title: str) -> str | None:
    if POSITION_TITLE.match(title):
        return "position"
    for kind, pattern in PRESENTATION:
        if pattern.search(prose):
            return kind
    return None
