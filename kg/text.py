"""Text helpers shared by stages that must not import one another."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import Hashable, Iterable, TypeVar

T = TypeVar("T", bound=Hashable)

#: Han characters (CJK unified ideographs, extension A, compatibility ideographs).
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def alternation(words) -> str:
    r"""The words as regex alternatives, longest first (so ``Labs`` is not read as ``Lab``).

    >>> print(alternation(["Lab", "Labs", "St."]))
    Labs|Lab|St\.
    """
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """The number with its noun, singular for one.

    >>> counted(1, "paper"), counted(2, "paper"), counted(1, "person", "people"), counted(0, "person", "people")
    ('1 paper', '2 papers', '1 person', '0 people')
    """
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def shortened(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, an ellipsis last, when it is longer.

    >>> shortened("Peking University, Beijing", 12), shortened("MIT", 12)
    ('Peking Univ…', 'MIT')
    """
    return text if len(text) <= width else text[: width - 1].rstrip(" ,") + "…"


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


# A Latin name with its Chinese form in brackets: "ZHANG Wei (张伟)", "Liu Yang（刘洋）".
_WITH_NATIVE = re.compile(r"^(?P<name>[^()（）]*?[A-Za-z][^()（）]*?)\s*[(（]\s*(?P<native>[\u3400-\u9fff\uf900-\ufaff·•・]+)\s*[)）]$")


def native_form(name: str) -> tuple[str, str | None]:
    """A name written with its Chinese form in brackets, as the two.

    >>> native_form("ZHANG Wei (张伟)"), native_form("Liu Yang（刘洋）"), native_form("Ada Lovelace")
    (('ZHANG Wei', '张伟'), ('Liu Yang', '刘洋'), ('Ada Lovelace', None))
    """
    match = _WITH_NATIVE.match(name) if name.endswith((")", "）")) else None  # most names have no brackets
    return (match["name"].strip(), match["native"]) if match else (name, None)


def split_top_level(text: str, separators: str) -> list[str]:
    """``text`` cut at each of ``separators`` that is outside brackets (half- or full-width).

    >>> split_top_level("Zhejiang University（浙江大学；杭州） ； Alibaba Group", ";；")
    ['Zhejiang University（浙江大学；杭州） ', ' Alibaba Group']
    >>> split_top_level("Lab X (Beijing, China, Peking University", ",")  # unclosed: no cut after it
    ['Lab X (Beijing, China, Peking University']
    """
    if "(" not in text and "（" not in text:
        return text.split(separators) if len(separators) == 1 else re.split(f"[{re.escape(separators)}]", text)
    pieces, depth, start = [], 0, 0
    for mark in _marks(separators).finditer(text):  # only brackets and separators: a loop over every character is slow
        char = mark.group()
        if char in "(（":
            depth += 1
        elif char in ")）":
            depth = max(0, depth - 1)
        elif depth == 0:
            pieces.append(text[start:mark.start()])
            start = mark.end()
    return [*pieces, text[start:]]


@lru_cache(maxsize=None)
def _marks(separators: str) -> re.Pattern[str]:
    """Brackets and ``separators``, the characters :func:`split_top_level` looks at."""
    return re.compile(f"[()（）{re.escape(separators)}]")
