"""A bullet about a second axis ("**Right y-axis:** ... from about 0.44 to 1.02", "**Top x-axis:** "k/n", ticks 0,
25, 50"): its label, ticks and range are the second axis's, not the main one's the axes reader judges them by.
Judged against the record's right (y2) axis where it holds one; else unverifiable, naming the axis the record lacks
(it holds no top x axis at all: ``Panel`` has no x2)."""

from __future__ import annotations

import re
from typing import Sequence

from vlmeval.groundtruth.schema import numeric_keys
from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext
from vlmeval.verify.tolerance import APPROX_RANGE_FRACTION

_AXIS_KINDS = frozenset({"label", "ticks", "range", "count"})
# the subject of a line: "- **Right y-axis:**", "* Top x-axis:", "2. Secondary (right) axis:"
_SECOND_AXIS = re.compile(r"[ \t]*(?:[-*•]|\d+\.)?[ \t]*(?:\*\*)?[ \t]*(?:the[ \t]+)?"
                          r"(right|top|upper|secondary)\b[^:\n]{0,24}?\baxis\b[^:\n]{0,40}:", re.IGNORECASE)


def _line_subject(text: str, at: int) -> str | None:
    """'y2' or 'x2' when the line holding ``at`` is a bullet about a right or top axis, else None."""
    begin = text.rfind("\n", 0, at) + 1
    m = _SECOND_AXIS.match(text, begin)
    if m is None:
        return None
    word = m.group(1).lower()
    if word == "secondary":
        return "x2" if re.search(r"\bx[- ]?axis\b|\bhorizontal\b", m.group(0), re.IGNORECASE) else "y2"
    return "y2" if word == "right" else "x2"


def _judge_on_y2(v: ClaimVerdict, axis) -> tuple[str, str | None] | None:
    """(verdict, reason) of a range or ticks claim judged on the right axis; None when it cannot be."""
    stated = v.stated
    if v.kind == "range" and axis.range is not None and isinstance(stated, (list, tuple)) and len(stated) == 2:
        lo, hi = sorted(float(s) for s in stated)
        tlo, thi = axis.range
        slack = APPROX_RANGE_FRACTION * (thi - tlo)
        ok = abs(lo - tlo) <= slack and abs(hi - thi) <= slack
        return ("supported", None) if ok else ("contradicted", f"the right axis runs from {tlo:g} to {thi:g}")
    if v.kind == "ticks" and axis.ticks and isinstance(stated, (list, tuple)):
        ticks = numeric_keys(axis.ticks)
        missing = [s for s in stated if isinstance(s, (int, float)) and not any(abs(s - t) < 1e-9 for t in ticks)]
        return ("supported", None) if not missing else \
            ("contradicted", "the right axis has no tick " + ", ".join(f"{s:g}" for s in missing))
    return None


def mark_second_axes(ctx: VerifyContext, claims: Sequence, verdicts: Sequence[ClaimVerdict],
                     spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each contradicted axis claim of a right- or top-axis bullet judged on that axis (new
    records; ``verdicts`` is left as it is)."""
    out = list(verdicts)
    for i, v in enumerate(verdicts):
        if v.verdict != "contradicted" or v.kind not in _AXIS_KINDS:
            continue
        side = _line_subject(ctx.text, v.start)
        if side is None:
            continue
        # the one panel of the claim's (of the figure's, when it names none) that holds a right axis
        with_y2 = [p.y2 for p in ctx.figure.panels if (v.panel is None or p.title == v.panel) and p.y2 is not None]
        y2 = with_y2[0] if side == "y2" and len(with_y2) == 1 else None
        judged = _judge_on_y2(v, y2) if y2 is not None else None
        if judged is None:
            what = "a right (second) y axis" if side == "y2" else "a top x axis"
            judged = ("unverifiable", f"about {what} the record does not hold" if y2 is None
                      else f"about the right axis, which the record holds no {v.kind} of")
        verdict, reason = judged
        out[i] = v.model_copy(update={"verdict": verdict, "reason": reason,
                                      "error_type": v.error_type if verdict == "contradicted" else None})
    return out
