"""A span of an axis's ticks, not of the axis: "ticks from 0.00 to 0.05 in steps of 0.01", "ticks every 2.5 from 0
to 20", "tick labels from 1 to 9". The axis itself is usually drawn past its first and last tick, so such a span is
judged as the ticks it names (``claims.types.ticks``): with a step, every tick from the first to the last; without
one, the two end ticks."""

from __future__ import annotations

import re

_NUM = r"[-−]?\d+(?:\.\d+)?"
STEP = rf"(?:every|in\s+steps?\s+of|at\s+(?:intervals|steps?)\s+of|spaced(?:\s+by)?|with\s+(?:a\s+)?steps?\s+of)\s+[~≈]?\s*({_NUM})"
# the tick word right before the span, a step between them at most: "ticks (every 2.5) from"
_BEFORE = re.compile(rf"\b(?:tick\s+(?:labels?|marks?|values?)|ticks?)(?:\s+{STEP})?\s*(?:run(?:ning)?\s+|go(?:ing)?\s+|"
                     rf"labell?ed\s+|range\s+|ranging\s+|spanning\s+)?$", re.I)
_AFTER = re.compile(rf"\s*,?\s*\(?\s*{STEP}", re.I)
MAX_TICKS = 200


def progression(first: float, last: float, step: float) -> tuple[float, ...] | None:
    """Every tick from ``first`` to ``last`` ``step`` apart (rounded past the step's own digits), or None when the
    step does not lead from one to the other in a whole number of steps (at most ``MAX_TICKS``)."""
    count = (last - first) / step if step != 0 else -1.0
    if not 0 < count <= MAX_TICKS or abs(count - round(count)) > 1e-6:
        return None
    digits = max(0, -int(f"{abs(step):e}".split("e")[1])) + 3
    return tuple(round(first + k * step, digits) for k in range(int(round(count)) + 1))


def tick_span(sentence: str, start: int, end: int, lo: float, hi: float
              ) -> tuple[tuple[float, ...], bool, tuple[int, int] | None] | None:
    """(the ticks, complete, where the step's number lies) the span ``sentence[start:end]`` (from ``lo`` to ``hi``)
    names when a tick word leads it; ``complete``: every tick between is named (a step is stated; its number is part
    of the span's reading, so the caller takes it too). None: the span is not the ticks'."""
    before = _BEFORE.search(sentence, max(0, start - 60), start)
    if before is None:
        return None
    after = _AFTER.match(sentence, end)
    found = before if before.group(1) else after if after else None
    step = float(found.group(1).replace("−", "-")) if found else 0.0
    ticks = progression(lo, hi, step) if step > 0 else None
    if ticks is None:
        return (lo, hi), False, None
    return ticks, True, found.span(1)
