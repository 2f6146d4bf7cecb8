"""One series said to be the highest or lowest of its panel at every x ("The 128 procs series (medium blue) is the
lowest everywhere", "A is the highest curve at every temperature", "B is the lowest throughout") on a line or scatter
figure, scored as an ``extremum`` claim (``XYRankEverywhere``); on a y axis measuring a run time, "the fastest" is the
lowest and "the slowest" the highest ("OCSVM is the fastest method at every dataset size").

Judged by ``verify_rank_everywhere``: at every x the named series samples that another series of the panel samples
too, no other series is beyond it by more than the reading tolerance (else a ``label`` error naming the x and the
series that is); fewer than two shared x: unverifiable. The series must be named by legend text or look in the
words before "is", one series only. Read by ``claims.types.xy_extreme.extract_xy_places``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.lines_holding import lines_holding
from vlmeval.claims.trend_words import LARGEST_WORDS, SMALLEST_WORDS, SUPERLATIVES
from vlmeval.claims.types.xy_reading_check import row_samples
from vlmeval.claims.xy_readings import BULLET, scope_line, scope_panel, series_in_scope
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class XYRankEverywhere:
    """``series`` is the panel's highest (``which`` max) or lowest (min) at every x."""
    which: Literal["max", "min"]
    series: str


_RANK = lazy_compile(
    r"(?P<subject>[^.;:]{1,70}?)\s+(?:is|stays|remains)\s+(?:the\s+)?"
    rf"(?P<which>{SUPERLATIVES}|fastest|quickest|slowest)"
    r"(?:\s+(?:curve|line|series|one|values?|method|model|algorithm|approach|configuration))?\s+(?:everywhere|throughout|across\s+the\s+(?:whole|entire|full)\s+"
    r"(?:range|plot|chart)|at\s+(?:every|each|all)\s+[\w-]+(?:\s+[\w-]+)?)\b", re.I)


_SPEED = ("fastest", "quickest", "slowest")  # on a run-time axis: the lowest, the lowest, the highest time
# a y axis measuring how long something runs ("Runtime (sec.)", "time [sec]", "computational cost [seconds]"); not
# a ratio of times, nor a time that is a property measured ("autocorrelation time")
RUN_TIME_AXIS = lazy_compile(r"^(?!.*\bratio\b)(?:.*\b(?:run\s*-?time|wall[- ]?(?:clock\s+)?time|cpu\s+time|computational\s+"
                       r"cost|execution\s+time|latency)\b|\s*(?:time|duration)\s*[\[(](?:s|sec|ms|seconds?|min|minutes?|h|"
                       r"hours?)\.?[\])]\s*$)", re.I)


_RANK_WORDS = (*LARGEST_WORDS, *SMALLEST_WORDS, *_SPEED)  # every match of _RANK holds one (SUPERLATIVES' words)


def extract_rank_everywhere(doc: Document) -> list[Claim]:
    out = []
    held = {id(line) for line in lines_holding(doc, _RANK_WORDS)}
    for i, line in enumerate(doc.lines):
        if line.heading or id(line) not in held:
            continue
        for m in _RANK.finditer(line.text):
            start, end = line.start + m.start("which"), line.start + m.end()
            scope = scope_line(doc, i) if BULLET.match(line.text) else None
            panel = scope_panel(doc, line, scope)
            if doc.is_taken(start, end) or panel is None or panel.data is None or len(panel.data.rows) < 2:
                continue
            row = series_in_scope(panel, [m.group("subject")])
            if row is None:
                continue
            word = m.group("which").lower()
            if word in _SPEED and not RUN_TIME_AXIS.search(panel.y.label or ""):
                continue  # "fastest" ranks by a run time only: the y axis must measure one
            which = "max" if word in (*LARGEST_WORDS, "slowest") else "min"
            payload = XYRankEverywhere(which, str(panel.data.rows[row]))
            out.append(Claim("extremum", start, end, stated=which, panel=panel.title, row=panel.data.rows[row],
                             source="xy rank everywhere", payload=payload))
            doc.take(start, end)
    return out


def verify_rank_everywhere(claim: Claim, ctx: VerifyContext) -> Outcome:
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    rows = panel.data.rows if panel.data is not None else []
    if claim.row not in rows:
        return unverifiable("the series' values are not known", panel=panel.title)
    mine = dict(row_samples(ctx.figure, panel, rows.index(claim.row)))
    others = [(name, dict(row_samples(ctx.figure, panel, r))) for r, name in enumerate(rows) if name != claim.row]
    tol = max(tolerance(None, table_decimals(ctx.figure, panel.data)), panel.value_tolerance or 0.0)
    sign = 1 if claim.payload.which == "max" else -1
    shared = 0
    for x, y in sorted(mine.items()):
        there = [(name, s[x]) for name, s in others if x in s]
        shared += bool(there)
        beyond = [(name, v) for name, v in there if sign * (v - y) > tol]
        if beyond:
            name, v = max(beyond, key=lambda b: sign * b[1])
            word = "higher" if sign > 0 else "lower"
            return contradicted("label", {"series": name, "at": x, "value": v}, f"at {x:g} {name} is {word} ({v:.4g}) "
                                f"than {claim.row} ({y:.4g})", panel=panel.title, row=claim.row, column=x)
    if shared < 2:
        return unverifiable("the series share too few x with the others", panel=panel.title, row=claim.row)
    return supported(claim.payload.which, panel=panel.title, row=claim.row)
