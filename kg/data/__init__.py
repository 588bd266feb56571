"""Resources packaged with kg (patterns, organization vocabularies, page
assets, synthetic-listing material), read from the package, never fetched."""

from __future__ import annotations

import csv
import json
from functools import lru_cache
from importlib import resources
from typing import Any


@lru_cache(maxsize=None)
def patterns(name: str) -> Any:
    """The parsed contents of ``kg/data/patterns/<name>``.

    ``.json`` gives the object, ``.txt`` the set of lower-cased lines and
    ``.tsv`` the list of rows; ``#`` lines are comments.

    >>> patterns("kinds.json")["zh"]["基准"]
    'benchmark'
    >>> "llm" in patterns("generic_terms.txt")
    True
    """
    text = resources.files(__name__).joinpath("patterns", name).read_text("utf-8")
    if name.endswith(".json"):
        return json.loads(text)
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    if name.endswith(".tsv"):
        return [row for row in csv.reader(lines, delimiter="\t")]
    return frozenset(line.strip().casefold() for line in lines)
