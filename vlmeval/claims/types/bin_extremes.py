"""A histogram's extreme placed at a bin given by its edges: "the mode in the 0.6-0.67 bin (21 participants)", "the
tallest bar is the 20–25 bin", "the least populated bin is 0.13-0.2", on a bar chart whose categories are ranges
("0.6–0.66667"). The bin is the one whose both edges the stated edges give, at their printed precision; the
claim is misplaced when that bin's bar is not (within the reading tolerance) the highest (lowest), and a count
in brackets is judged against the extreme's."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.cues import cues_of
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.trend_words import SHORTEST_WORDS, TALLEST_WORDS
from vlmeval.claims.xy_readings import HEDGE, NUM, decimals_of, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile

# the superlatives of a bar (claims.trend_words) before "bar" or "bin", a bin's own words, and a peak
_MAX_WORDS = ("mode", "modal bin", "peak", "most populated bin", *(f"{w} {n}" for w in TALLEST_WORDS for n in ("bar", "bin")))
_MIN_WORDS = ("least populated bin", *(f"{w} {n}" for w in SHORTEST_WORDS for n in ("bar", "bin")))
_MAX = "|".join(_MAX_WORDS).replace(" ", r"\s+")
_MIN = "|".join(_MIN_WORDS).replace(" ", r"\s+")
_SAID = lazy_compile(
    rf"\b(?P<w>{_MAX}|{_MIN})\b[^.;\d]{{0,25}}?(?:\b(?P<p>in|at|is|for|of)\s+(?:the\s+)?(?:bin\s+)?)?"
    rf"(?P<rh>{HEDGE})?(?P<a>{NUM})\s*(?:-|–|—|to)\s*(?P<b>{NUM})(?!\.?\d)(?:\s+(?:bin|range|interval))?"
    rf"(?:\s*\(\s*(?P<h>{HEDGE})?(?P<y>{NUM})(?!\.?\d)[^()]{{0,25}}\))?", re.I)
_RANGE = lazy_compile(rf"^\s*(?P<a>{NUM})\s*(?:-|–|—|to)\s*(?P<b>{NUM})\s*$")
BAR_SHARE = 0.02  # bars closer than this share of the value axis to the extreme: too close to tell by eye


@dataclass(frozen=True, slots=True)
class BinExtreme:
    """The highest (lowest) bar said to be the bin ``column``, with the count ``y`` in brackets (NaN: none); or,
    ``column`` None, said to lie about the x span ``near`` ("the mode is around 0.85-0.9")."""
    which: Literal["max", "min"]
    column: str | None
    y: float
    decimals: int
    near: tuple[float, float] | None = None


def _edges(column) -> tuple[float, float] | None:
    m = _RANGE.match(str(column).replace("−", "-")) if isinstance(column, str) else None
    return (number_of(m["a"]), number_of(m["b"])) if m else None


def _bin_named(panel: Panel, a: str, b: str) -> str | None:
    """The one range category whose edges ``a`` and ``b`` give at their printed precision."""
    lo, hi = number_of(a), number_of(b)
    slack = [0.5 * 10 ** -decimals_of(x) + 1e-9 for x in (a, b)]
    hits = [c for c in panel.data.columns if (e := _edges(c)) is not None
            and abs(e[0] - lo) <= slack[0] and abs(e[1] - hi) <= slack[1]]
    return hits[0] if len(hits) == 1 else None


def extract_bin_extremes(doc: Document) -> list[Claim]:
    panels = [p for p in doc.figure.panels if p.data is not None]
    if not chart_kind(doc.figure.kind).bars or len(panels) != 1 or len(panels[0].data.rows) != 1:
        return []
    panel = panels[0]
    if not any(_edges(c) for c in panel.data.columns):
        return []
    out, text = [], doc.text
    for start, end in prose_sentences(doc):
        for m in _SAID.finditer(text, start, end):
            column = _bin_named(panel, m["a"], m["b"])
            near = _span_near(m, text, panel) if column is None else None
            a, b = m.start("w"), m.end()
            if not (m["p"] or m["rh"]) or (column is None and near is None) or doc.is_taken(a, b):
                continue
            which = "min" if re.match(_MIN, m["w"], re.I) else "max"
            y = m["y"]
            payload = BinExtreme(which, column, number_of(y) if y else math.nan, decimals_of(y) if y else 0, near)
            doc.take(a, b)
            out.append(Claim("extremum", a, b, stated=payload.y, panel=panel.title, row=panel.data.rows[0],
                             column=column, hedge="approx" if m["h"] else None, decimals=payload.decimals,
                             source="bin extreme", payload=payload))
    return out


def _span_near(m: re.Match, text: str, panel: Panel) -> tuple[float, float] | None:
    """The x span a hedged range gives ("the mode is around 0.85-0.9", "a mode around 0.5-0.55"), each edge widened
    by half a unit of its printed precision. None unhedged (the edges must name a bin), and where the range may be
    a height: after "of" ("a peak of about 14-16"), after "peak" (a density curve's), after other words than "is"
    and the like ("the mode reaches about 20-25"), or followed by a word of the count's label ("20-25 participants")."""
    if not m["rh"] or (m["p"] or "").lower() == "of" or m["w"].lower().startswith("peak"):
        return None
    if m["p"] is None and text[m.end("w"):m.start("rh")].strip():
        return None
    after = re.match(r"\s*([^\W\d]+)", text[m.end("b"):m.end("b") + 30])
    if after and after[1].lower() in (panel.y.label or "").lower().split():
        return None
    lo, hi = sorted((number_of(m["a"]), number_of(m["b"])))
    return lo - 0.5 * 10 ** -decimals_of(m["a"]), hi + 0.5 * 10 ** -decimals_of(m["b"])


extract_bin_extremes.cues = cues_of(_MAX_WORDS, _MIN_WORDS)


def verify_bin_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    t = panel.data
    values = t.values[0]
    if any(v is None for v in values):
        return unverifiable("a bar's value is not known", panel=panel.title)
    pick = max if stated.which == "max" else min
    i = pick(range(len(values)), key=lambda k: values[k])
    ex, ey = t.columns[i], values[i]
    lo, hi = panel.y.range or (min(values), max(values))
    close = max(panel.value_tolerance or 0.0, BAR_SHARE * abs(hi - lo), 1e-9 * max(1.0, abs(ey)))
    where = {"panel": panel.title, "row": claim.row, "column": ex}
    if stated.column is None:  # "around 0.85-0.9": some bar as high as the extreme's must meet that span
        near = [c for c, v in zip(t.columns, values) if abs(v - ey) <= close and _meets(c, stated.near)]
        if not near:
            return contradicted("location", {"value": ey, "at": ex}, f"the {stated.which}imum is the {ex} bin "
                                f"({ey:.4g}), away from {stated.near[0]:.4g}-{stated.near[1]:.4g}", **where)
    elif abs((named := values[t.columns.index(stated.column)]) - ey) > close:
        return contradicted("location", {"value": ey, "at": ex}, f"the {stated.which}imum is the {ex} bin ({ey:.4g});"
                            f" the {stated.column} bin holds {named:.4g}", **where)
    tol = max(tolerance(stated.decimals, table_decimals(ctx.figure, t), claim.hedge), panel.value_tolerance or 0.0)
    if claim.hedge == "approx":
        tol = max(tol, APPROX_RELATIVE * abs(stated.y))
    if not math.isnan(stated.y) and abs(ey - stated.y) > tol + 1e-9 * max(1.0, abs(ey)):
        return contradicted("value", {"value": ey, "at": ex}, f"the {stated.which}imum is {ey:.4g}", **where)
    return supported({"value": ey, "at": ex}, **where)


def _meets(column, span: tuple[float, float]) -> bool:
    edges = _edges(column)
    return edges is not None and min(edges) < span[1] and span[0] < max(edges)


ENTRY = TypeEntry(extract_bin_extremes, payloads=(("extremum", BinExtreme, verify_bin_extreme),))
