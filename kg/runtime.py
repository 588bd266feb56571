"""How the build uses this process: the cores it may run on, and its heap."""

from __future__ import annotations

import gc
import os
from contextlib import contextmanager
from typing import Iterator


def available_cores() -> int:
    """The cores this process may run on (its affinity, not the machine's total).

    >>> available_cores() >= 1
    True
    """
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cycle collector for a bulk build of objects.

    A build makes millions of long-lived objects (records, facts, entities)
    and almost no reference cycles; each full collection walks all of them
    again, which at 100k papers was a third of resolving and sorting. What is
    freed is still freed at once by reference counting; the few cycles wait
    for the collector's next run after the block. Nested use is harmless.
    The switch is process-wide: other threads run without the collector too
    while the block lasts, and processes forked meanwhile start without it.

    >>> import gc
    >>> with collector_paused():
    ...     gc.isenabled()
    False
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
