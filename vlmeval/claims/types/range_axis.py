"""The ``range`` claim type, part two: a range that is the axis's, not the data's (the cross check
``mark_axis_ranges``), and a stated axis range against a record that holds only the tick span (``past_ticks``).

Axis descriptions are claims about the axis (issue class 4).

"The y-axis runs from 0 to 0.5", "the vertical axis shows the share, ranging from 0 to 50 percent", "compared
to the scale, which runs from 0 to 8": the range is the axis's, not the span of the data. A range claim whose
subject is an axis (an axis word earlier in its sentence, with no other subject between: "values", "data")
is judged as one:

* the panel records its axis range (``Axis.range``): the stated ends must be within a twentieth of that
  range's span of its ends;
* it does not (tables): an axis holds the data, so the stated range must contain the data's minimum and
  maximum as written, or read as a percentage (an end up to 1 against data above 1) or as a share (the
  other way), or with the scale word written in it; then the claim is unverifiable (the axis itself is not
  known), else it is a ``value`` error ("an axis from 0 to 10 cannot hold values up to 41"). A stated range is
  usually the labelled ticks, and a drawn axis runs past its last tick by up to a tick step ("0.0 to 0.4" on an
  axis whose line reaches 0.42): the data may overrun the stated ends by up to ``TICKS_SHORT`` of its span (a
  labelled axis has at least three tick steps) before the claim is wrong;
* an x axis ("x-axis", "horizontal axis") is the keys' axis: with numeric keys (years) and no recorded ticks or
  range, its stated range is held against the first and last key the same way ("2000 to 2015" for data from 1999 to 2018 is the ticks); with
  other keys it is left to the range claims.

``past_ticks``: a stated axis range against a record that may hold only the axis's tick span.

A drawn axis usually runs past its first and last tick ("from 0 to about 170" on an axis with ticks 0 to 160),
and many records store the tick span as ``Axis.range``. When the recorded range is the tick span (its ends are the
first and last numeric tick), a stated range that covers the ticks and runs past either end by at most one tick
step (or a tenth of the span) may be the drawn axis: it is not an error, and the record cannot confirm it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from vlmeval.claims import Claim
from vlmeval.claims.number_text import POWER, TIMES_POWER, read_number
from vlmeval.claims.text import keyword_re
from vlmeval.groundtruth.schema import Axis, Figure, numeric_keys
from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext
from vlmeval.verify.tolerance import log_close
from vlmeval.lazy_re import lazy_compile

AXIS_RE = keyword_re(r"\b(?:(?P<x>x[- ]?axis|horizontal\s+axis)|y[- ]?axis|(?:vertical|value|left|right)\s+axis|"
                     r"axis|axes|scale)\b", "xhyvlras")
OTHER_SUBJECT = keyword_re(r"\b(?:values?|data|figures?|numbers?|shares?\s+(?:range|ranged|ranging|vary|varied)|"
                           r"they|bars?|lines?)\b", "vdfnstbl")
_NUMBER = lazy_compile(r"[-−]?(?:10" + POWER + r"|\d[\d,]*(?:\.\d+)?(?:" + TIMES_POWER + r")?)")  # "5×10⁵" is one
_SCALE_WORD = lazy_compile(r"\b(?:thousand|million|billion|trillion)s?\b|\d\s*[kKMB]\b")
_SCALES = (1e3, 1e-3, 1e6, 1e-6, 1e9, 1e-9, 1e12, 1e-12)
_CLOSE = 0.05  # share of the recorded axis span a stated end may be off by
TICKS_SHORT = 1 / 3  # how far the data may run past stated (tick) ends, as a share of the stated span
_SPAN_SHARE = 0.1  # how far past the ticks a drawn axis may run, as a share of the tick span, at least


def _axis_word(text: str, sentence: tuple[int, int], pos: int) -> re.Match | None:
    """The axis word that is the subject of the claim at ``pos``, if any."""
    last = None
    for m in AXIS_RE.finditer(text, sentence[0], pos):
        last = m
    if last is None or OTHER_SUBJECT.search(text, last.end(), pos):
        return None
    return last


def _stated(text: str, v: ClaimVerdict) -> tuple[float, float] | None:
    """The two ends as written (read on past the claim's end: "15,000" where the claim stopped at "15")."""
    numbers = [read_number(n.rstrip(",")).value for n in _NUMBER.findall(text, v.start, v.end + 12)]
    return (min(numbers[:2]), max(numbers[:2])) if len(numbers) >= 2 else None


def _factors(lo: float, hi: float, vmax: float, scaled: bool) -> tuple[float, ...]:
    out = [1.0]
    if abs(hi) <= 1 < abs(vmax):
        out.append(100.0)
    if abs(vmax) <= 1 < abs(hi):
        out.append(0.01)
    return tuple(out) + (_SCALES if scaled else ())


def _judge(figure: Figure, lo: float, hi: float, scaled: bool) -> tuple[str, str]:
    panel = figure.panels[0]
    if panel.y.range is not None:
        a, b = panel.y.range
        slack = _CLOSE * abs(b - a)
        on_log = panel.y.scale == "log" and all(log_close(s, t, (a, b), _CLOSE) for s, t in ((lo, a), (hi, b)))
        if abs(lo - a) <= slack and abs(hi - b) <= slack or on_log or end_ticks_extent((lo, hi), panel.y, slack):
            return "supported", f"the y axis runs from {a:g} to {b:g}"
        if past_ticks((lo, hi), panel.y, 0.0):
            return "unverifiable", "the axis may be drawn past its ticks; the record holds only the tick span"
        return "contradicted", f"the y axis runs from {a:g} to {b:g}"
    values = [x for p in figure.panels if p.data is not None for row in p.data.values for x in row if x is not None]
    if not values:
        return "unverifiable", "a claim about the axis; the data is not known"
    vmin, vmax = min(values), max(values)
    if any(_holds(lo * f, hi * f, vmin, vmax) for f in _factors(lo, hi, vmax, scaled)):
        return "unverifiable", f"a claim about the axis, which the record does not hold (it can hold the data, {vmin:g} to {vmax:g})"
    return "contradicted", f"an axis from {lo:g} to {hi:g} cannot hold the data ({vmin:g} to {vmax:g})"


def _holds(lo: float, hi: float, vmin: float, vmax: float) -> bool:
    """Whether an axis labelled from ``lo`` to ``hi`` can hold data from ``vmin`` to ``vmax`` (the drawn axis may
    run past its last labelled tick by up to a tick step)."""
    slack = TICKS_SHORT * abs(hi - lo) + 1e-9
    return lo - slack <= vmin and vmax <= hi + slack


def _numeric_keys(figure: Figure) -> tuple[float, float] | None:
    keys = [k for p in figure.panels if p.data is not None for k in p.data.columns]
    if not keys or not all(isinstance(k, (int, float)) and not isinstance(k, bool) for k in keys):
        return None
    return float(min(keys)), float(max(keys))


def _judge_x(figure: Figure, lo: float, hi: float) -> tuple[str, str] | None:
    """An x-axis range against numeric keys: the labelled ticks lie within a tick step of the first and last key."""
    keys = _numeric_keys(figure)
    if keys is None:
        return None
    first, last = keys
    if abs(lo - first) <= 1e-9 and abs(hi - last) <= 1e-9:
        return "supported", f"the keys run from {first:g} to {last:g}"
    slack = TICKS_SHORT * abs(hi - lo) + 1e-9
    if abs(lo - first) <= slack and abs(hi - last) <= slack:
        return "unverifiable", (f"a claim about the x axis's ticks, which the record does not hold (the keys run from "
                                f"{first:g} to {last:g})")
    return "contradicted", f"the x axis holds keys from {first:g} to {last:g}"


def mark_axis_ranges(ctx: VerifyContext, claims: Sequence[Claim], verdicts: Sequence[ClaimVerdict],
                     spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each range claim whose subject is an axis judged as a claim about that axis (new
    records)."""
    text, figure, out = ctx.text, ctx.figure, list(verdicts)
    if len(figure.panels) != 1 or not spans:
        return out
    for i, v in enumerate(verdicts):
        if v.kind != "range" or v.sentence is None:
            continue
        word = _axis_word(text, spans[v.sentence], v.start)
        stated = _stated(text, v)
        if word is None or stated is None:
            continue
        if word["x"] or claims[i].target == "x":  # "the axis spans ..." in an x-axis bullet
            x = figure.panels[0].x
            judged = _judge_x(figure, *stated) if x.range is None and not x.ticks else None
            if judged is None:
                continue  # non-numeric keys, or recorded ticks or range: left to the range claims themselves
            verdict, reason = judged
        else:
            sentence = text[spans[v.sentence][0]:spans[v.sentence][1]]
            verdict, reason = _judge(figure, *stated, scaled=bool(_SCALE_WORD.search(sentence)))
        out[i] = v.model_copy(update={"verdict": verdict, "reason": reason,
                                      "error_type": "value" if verdict == "contradicted" else None})
    return out


def tick_span(axis: Axis) -> tuple[float, float] | None:
    """The recorded range when it is only the tick span (None when the record holds a wider, drawn range)."""
    ticks = numeric_keys(axis.ticks)
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
    ticks = numeric_keys(axis.ticks)
    step = min(b - a for a, b in zip(ticks, ticks[1:]) if b > a)
    reach = max(step, _SPAN_SHARE * (span[1] - span[0])) + slack
    lo, hi = sorted(stated)
    covers = lo <= span[0] + slack and hi >= span[1] - slack
    return covers and span[0] - lo <= reach and hi - span[1] <= reach


def end_ticks_extent(stated: tuple[float, float], axis: Axis, slack: float) -> bool:
    """Whether ``stated`` is the axis's drawn extent given by its end ticks ("from 0 to 16" on an axis drawn from 0
    to 17, ticks every 2): each end is the first/last numeric tick lying within a tick step of the drawn end, or
    within ``slack`` of that end itself."""
    ticks = numeric_keys(axis.ticks)
    if axis.range is None or len(ticks) < 2 or axis.scale == "log":
        return False
    a, b = sorted(axis.range)
    step = min((y - x for x, y in zip(ticks, ticks[1:]) if y > x), default=0.0)
    lo, hi = sorted(stated)
    eps = 1e-9 * max(1.0, abs(b - a))
    lo_ok = abs(lo - a) <= slack or (abs(lo - ticks[0]) <= eps and 0 <= ticks[0] - a < step)
    hi_ok = abs(hi - b) <= slack or (abs(hi - ticks[-1]) <= eps and 0 <= b - ticks[-1] < step)
    return step > 0 and lo_ok and hi_ok

