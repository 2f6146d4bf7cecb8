"""A tick list written with an ellipsis is an arithmetic progression, not a complete enumeration.

"ticks every 20 (0, 20, 40, ..., 160)" lists 0 to 160 in steps of 20; "ticks at 0, 0.5, 1.0, …" lists a
progression whose end is not written (open). The run of numbers before the ellipsis fixes the step; a number
right after it fixes the end.
"""

from __future__ import annotations

import re

_ELLIPSIS = re.compile(r"\s*,?\s*(?:\.\.\.|…)\s*(?:,\s*|and\s+)?")
_MAX_TICKS = 200


def expand_progression(sentence: str, run: list[float], run_end: int, nums: list, offset: int
                       ) -> tuple[list[float], bool]:
    """(the ticks, open) for a run of 3+ evenly spaced numbers ending at ``run_end`` (a position in the text,
    ``offset`` the sentence's start) followed by an ellipsis: up to the number after it (when it lies on the
    progression), else open-ended. A run without an ellipsis after it is returned as it is."""
    m = _ELLIPSIS.match(sentence, run_end - offset)
    if m is None or len(run) < 2:
        return run, False
    steps = [b - a for a, b in zip(run, run[1:])]
    step = steps[0]
    if step == 0 or any(abs(s - step) > 1e-9 * max(1.0, abs(step)) for s in steps):
        return run, False
    after = next((n for n in nums if n.start == offset + m.end()), None)
    if after is None:
        return run, True
    count = (after.value - run[0]) / step
    if count < len(run) - 1 or count > _MAX_TICKS or abs(count - round(count)) > 1e-6:
        return run, False
    digits = max(0, -int(f"{abs(step):e}".split("e")[1])) + 3
    return [round(run[0] + k * step, digits) for k in range(int(round(count)) + 1)], False
