"""The slugs the resolvers share: a paper's, and one kept apart from those already taken."""

from __future__ import annotations

from ..vocab import short_hash, slugify


def paper_slug(title: str) -> str:
    """A paper's slug: its English title, so the same paper in two files is one."""
    return slugify(title)


def unique_slug(slug: str, key: str, taken: dict[str, object]) -> str:
    """``slug``, or ``slug`` plus a short hash of ``key`` if ``taken`` has it.

    >>> unique_slug("mit", "mit", {}), unique_slug("mit", "mit", {"mit": None})
    ('mit', 'mit-5977a55c')
    """
    return f"{slug}-{short_hash(key)}" if slug in taken else slug
