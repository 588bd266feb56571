"""How kg uses this process: the cores it may run on, its heap, and work in
background threads."""

from __future__ import annotations

import gc
import os
import threading
from concurrent.futures import Future
from contextlib import contextmanager
from typing import Callable, Iterator


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


def in_background(work: Callable, *args) -> Future:
    """Run ``work(*args)`` in a daemon thread, its result or error in the future
    returned: whoever waits for it may give up (a timeout, an export that
    failed, Ctrl-C) without waiting for the work to end, and the process may
    exit meanwhile.

    >>> in_background(sum, [1, 2]).result()
    3
    """
    future: Future = Future()

    def target() -> None:
        try:
            future.set_result(work(*args))
        except BaseException as exc:  # handed to whoever reads the result
            future.set_exception(exc)

    threading.Thread(target=target, daemon=True).start()
    return future
