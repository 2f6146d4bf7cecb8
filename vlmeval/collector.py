"""Fewer sweeps of Python's cyclic garbage collector while vlmeval works, the collector left as it was after.

Scoring one description allocates thousands of short-lived containers (matches, spans, claims, records), nearly
all freed by reference counting as soon as they are dropped. At the collector's default threshold its youngest
generation is swept every 700 allocations, a few times a description, and every tenth sweep of the middle
generation can set off a sweep of everything alive (the figures' facts, every module's objects): ~8% of the CPU
time of ``evaluate_text`` on seed-sized descriptions, finding nothing to free. ``fewer_sweeps`` sweeps the
youngest generation 10,000 allocations apart instead, while its block runs; cyclic garbage is still collected,
later. Blocks may nest and may run in several threads at once: the threshold is set when the first one enters
and restored when the last one leaves, unless something else changed it in between.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

YOUNG_THRESHOLD = 10_000  # allocations between two sweeps of the youngest generation (the default is 700)

_lock = threading.Lock()
_depth = 0  # blocks running now, in any thread
_saved: tuple[int, ...] | None = None  # the thresholds to restore when the last block leaves (None: leave them)


@contextmanager
def fewer_sweeps() -> Iterator[None]:
    """Sweep the youngest generation at most every ``YOUNG_THRESHOLD`` allocations while the block runs."""
    _enter()
    try:
        yield
    finally:
        _leave()


def _enter() -> None:
    global _depth, _saved
    with _lock:
        if _depth == 0:
            current = gc.get_threshold()
            _saved = current if 0 < current[0] < YOUNG_THRESHOLD else None  # 0: the caller turned sweeps off
            if _saved is not None:
                gc.set_threshold(YOUNG_THRESHOLD, *current[1:])
        _depth += 1


def _leave() -> None:
    global _depth, _saved
    with _lock:
        _depth -= 1
        if _depth == 0 and _saved is not None:
            if gc.get_threshold()[0] == YOUNG_THRESHOLD:  # not changed by the block itself
                gc.set_threshold(*_saved)
            _saved = None
