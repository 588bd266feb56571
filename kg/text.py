"""Text helpers shared by stages that must not import one another."""

from __future__ import annotations

import re
from collections import Counter
from typing import Hashable, Iterable, TypeVar

T = TypeVar("T", bound=Hashable)

#: Han characters (CJK unified ideographs, extension A, compatibility ideographs).
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def has_han(text: str) -> bool:
    """Whether ``text`` holds any Chinese character.

    >>> has_han("北京大学"), has_han("Peking University")
    (True, False)
    """
    return HAN.search(text) is not None


def most_common(values: Iterable[T | None]) -> T | None:
    """The value given most often, the smallest of equals (so that no order of
    input counts); None when no value is given.

    >>> most_common(["US", "GB", None, "US"]), most_common([2026, 2025]), most_common([None])
    ('US', 2025, None)
    """
    counts = Counter(value for value in values if value)
    return min(counts, key=lambda value: (-counts[value], value)) if counts else None
