"""Text helpers shared by stages that must not import one another."""

from __future__ import annotations

import re

#: Han characters (CJK unified ideographs, extension A, compatibility ideographs).
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def has_han(text: str) -> bool:
    """Whether ``text`` holds any Chinese character.

    >>> has_han("北京大学"), has_han("Peking University")
    (True, False)
    """
    return HAN.search(text) is not None
