"""A stated axis range against a record that may hold only the axis's tick span.

A drawn axis usually runs past its first and last tick ("from 0 to about 170" on an axis with ticks 0 to 160),
and many records store the tick span as ``Axis.range``. When the recorded range is the tick span (its ends are the
first and last numeric tick), a stated range that covers the ticks and runs past either end by at most one tick
step (or a tenth of the span) may be the drawn axis: it is not an error, and the record cannot confirm it.
"""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis

_SPAN_SHARE = 0.1  # how far past the ticks a drawn axis may run, as a share of the tick span, at least


def _numeric_ticks(axis: Axis) -> list[float]:
    return sorted(float(t) for t in axis.ticks or [] if isinstance(t, (int, float)) and not isinstance(t, bool))


def tick_span(axis: Axis) -> tuple[float, float] | None:
    """The recorded range when it is only the tick span (None when the record holds a wider, drawn range)."""
    ticks = _numeric_ticks(axis)
    if len(ticks) < 2 or axis.scale == "log":
        return None
    lo, hi = ticks[0], ticks[-1]
    if axis.range is not None:
        a, b = sorted(axis.range)
        eps = 0.01 * abs(hi - lo)  # a record may round or pad the tick span a little (-0.01 for 0)
        if abs(a - lo) > eps or abs(b - hi) > eps:
            return None
    return lo, hi


def past_ticks(stated: tuple[float, float], axis: Axis, slack: float) -> bool:
    """Whether ``stated`` covers the tick span and runs past it by no more than a tick step: the drawn axis may
    be that range, which a record holding only the tick span can neither confirm nor deny."""
    span = tick_span(axis)
    if span is None:
        return False
    ticks = _numeric_ticks(axis)
    step = min(b - a for a, b in zip(ticks, ticks[1:]) if b > a)
    reach = max(step, _SPAN_SHARE * (span[1] - span[0])) + slack
    lo, hi = sorted(stated)
    covers = lo <= span[0] + slack and hi >= span[1] - slack
    return covers and span[0] - lo <= reach and hi - span[1] <= reach
