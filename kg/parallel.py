"""How much parallel work this process may do."""

from __future__ import annotations

import os


def available_cores() -> int:
    """The cores this process may run on (its affinity, not the machine's total).

    >>> available_cores() >= 1
    True
    """
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
