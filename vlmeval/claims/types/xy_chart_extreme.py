"""The extreme of a whole line panel, placed on a named series at a numeric x: 'The lowest ratio in the chart is
"sub-evolution/baseline" at z = 2.0 (~0.78)', "The longest time in the chart is 64 procs at z = 2.0 (~83 s), and
the shortest is 128 procs at z = 0.5 (~24 s)", scored as ``extremum`` claims (``XYChartExtreme``).

The words must say the extreme is the chart's ("in the chart", "in the figure", "overall", "of all"); a later
clause of the same sentence ("and the shortest is ...") inherits that. The series is named by its legend text
(quoted or not). Judged on every known value of the panel: contradicted when another series or x is beyond the
one named by more than the panel's value tolerance (``location``), or when the value given is not the series'
value at that x (``value``). A name the general extremum reader (``claims.types.extremum``) finds, with no number in
it, is left to that reader. A series' own extreme ("A peaks at ~2.7 at x = 3") is ``claims.types.xy_extreme``'s."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.text import norm
from vlmeval.claims.trend_words import GREATEST_WORDS, LEAST_WORDS, SHORTEST_WORDS
from vlmeval.claims.xy_readings import HEDGE, NUM, decimals_of, multi_series_lines, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.facts import derived_for
from vlmeval.groundtruth.schema import Panel
from vlmeval.textsafe import word_key
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance


@dataclass(frozen=True, slots=True)
class XYChartExtreme:
    """The panel's ``side`` ("max", "min") over every series and x is ``series`` at ``x`` (value ``y`` when
    given, printed with ``decimals``)."""
    series: str
    x: float
    side: Literal["max", "min"]
    y: float | None = None
    decimals: int = 0


# the superlatives of size and of a bar (claims.trend_words), and "longest" (a bar's length)
_SIDES = {**dict.fromkeys((*GREATEST_WORDS, "longest"), "max"), **dict.fromkeys((*LEAST_WORDS, *SHORTEST_WORDS), "min")}
_CHART = re.compile(r"\b(?:in|on|of|across)\s+the\s+(?:whole\s+|entire\s+)?(?:chart|figure|plot|graph|panel)\b|"
                    r"\boverall\b|\bof\s+all\b|\bglobal\b", re.I)


def _pattern(panel: Panel) -> re.Pattern:
    names = "|".join(re.escape(n) for n in sorted({str(r).strip() for r in panel.data.rows if str(r).strip()},
                                                   key=len, reverse=True))
    sides = "|".join(_SIDES)
    return re.compile(
        rf"\b(?P<side>{sides})(?:\s+(?!is\b)[\w-]+){{0,2}}?(?:\s+(?:in|on|of|across)\s+the\s+(?:whole\s+|entire\s+)?"
        rf"(?:chart|figure|plot|graph|panel)|\s+overall|\s+of\s+all(?:\s+\w+)?)?\s+is\s+(?:that\s+of\s+)?(?:the\s+)?"
        rf"[\"“']?(?P<series>{names})[\"”']?(?:\s+(?:series|curve|line))?\s+at\s+(?:[^\d\s=≈~,;]{{1,12}}\s*(?:=|≈|~)\s*)?"
        rf"(?P<xh>{HEDGE})?(?P<x>{NUM})(?!\.?\d)(?:\s*\(\s*(?P<yh>{HEDGE})?(?P<y>{NUM})(?:\s*[^\W\d][^()\d]{{0,10}})?\s*\))?",
        re.I)


def _extremums_own(doc: Document, at: int, m: re.Match) -> bool:
    """Whether the general extremum reader (``claims.types.extremum``) reads this: a series name it finds, with no
    number in it ("the highest loss in the chart is the test series at epoch 0")."""
    if re.search(r"\d", m["series"]):
        return False
    return any(x.entity == norm(m["series"]) for x in doc.mentions_in(at + m.start("series"), at + m.end("series")))


def _claims_of(doc: Document, line: Line, panel: Panel, pattern: re.Pattern) -> list[Claim]:
    out = []
    rows = {word_key(str(r).strip()): str(r) for r in panel.data.rows}
    for s, e in line.sentence_spans:
        sentence = line.text[s:e]
        chart_said = False
        for m in pattern.finditer(sentence):
            chart_said = chart_said or _CHART.search(sentence, 0, m.start("series")) is not None
            if not chart_said or re.search(r"\b(?:not|never|except|apart\s+from)\b", sentence[:m.end()], re.I):
                continue
            start, end = line.start + s + m.start("side"), line.start + s + m.end()
            if doc.is_taken(start, end) or _extremums_own(doc, line.start + s, m):
                continue
            y = m["y"]
            payload = XYChartExtreme(rows[word_key(m["series"])], number_of(m["x"]), _SIDES[word_key(m["side"])],
                                     number_of(y) if y else None, decimals_of(y) if y else 0)
            doc.take(start, end)
            out.append(Claim("extremum", start, end, stated=payload.side, panel=panel.title, row=payload.series,
                             column=payload.x, hedge="approx" if m["yh"] else None, source="xy chart extreme",
                             payload=payload))
    return out


def _panel_pattern(doc: Document, panel: Panel) -> re.Pattern:
    """``_pattern(panel)``, compiled once per panel of the figure (its series names; ``re``'s own cache of 512
    patterns is overrun by a run over many figures, and each compile costs milliseconds)."""
    return derived_for(doc.figure, "xy_chart_extreme_pattern", panel, _pattern)


def extract_xy_chart_extremes(doc: Document) -> list[Claim]:
    out, cache = [], {}
    for line, panel in multi_series_lines(doc):
        pattern = cache.get(panel.title) or cache.setdefault(panel.title, _panel_pattern(doc, panel))
        out += _claims_of(doc, line, panel, pattern)
    return out


def _known(panel: Panel) -> dict[tuple[str, float], float]:
    t = panel.data
    return {(str(r), float(c)): float(v) for r, values in zip(t.rows, t.values) for c, v in zip(t.columns, values)
            if v is not None and isinstance(c, (int, float)) and not isinstance(c, bool)}


def verify_xy_chart_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    if panel.data is None or any(v is None for row in panel.data.values for v in row):
        return unverifiable("some of the panel's values are not known", panel=panel.title)
    known = _known(panel)
    where = {"panel": panel.title, "row": stated.series, "column": stated.x}
    at = known.get((stated.series, stated.x))
    if at is None:
        return unverifiable("the series has no known value at this x", **where)
    tol = max(panel.value_tolerance or 0.0, 1e-9 * max(1.0, abs(at)))
    if stated.y is not None:
        y_tol = max(tolerance(stated.decimals, table_decimals(ctx.figure, panel.data), claim.hedge), tol)
        if claim.hedge == "approx":
            y_tol = max(y_tol, APPROX_RELATIVE * abs(stated.y))
        if abs(at - stated.y) > y_tol:
            return contradicted("value", at, f"the series is at {at:.4g} there, not {stated.y:g}", **where)
    pick = max if stated.side == "max" else min
    (row, x), best = pick(known.items(), key=lambda kv: kv[1])
    if abs(best - at) > tol:
        return contradicted("location", {"row": row, "column": x, "value": best},
                            f"the chart's {stated.side} is {row} at {x:g} ({best:.4g}), not {at:.4g}", **where)
    return supported(best, **where)


ENTRY = TypeEntry(extract_xy_chart_extremes, payloads=(("extremum", XYChartExtreme, verify_xy_chart_extreme),))
