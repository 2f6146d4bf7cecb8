"""The ``range`` claim type: the (low, high) range of an axis, a colorbar, the values or the x values the data is
sampled at. Read by the axes and table readers (``claims.types.ticks.AXES``, ``claims.types.value.TABLES``);
checked by ``verify_range``. A range whose subject is an axis is judged as the axis's after every claim is
checked (``claims.types.range_axis.mark_axis_ranges``, a cross check)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.near_words import folded
from vlmeval.claims.sentence_bounds import sentence_text
from vlmeval.claims.structure_checks import claim_panels, recorded_ticks
from vlmeval.claims.types.range_axis import end_ticks_extent, past_ticks
from vlmeval.claims.types.range_places import clause_before, part_of_values, places_not_values
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.panel_kinds import grid_panel
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.partial import combine, judge, possible_extreme, unknown_bounds, unknown_reason
from vlmeval.verify.tolerance import APPROX_RANGE_FRACTION, close, log_close, table_decimals, tolerance


@dataclass(frozen=True, slots=True)
class RangePayload:
    """A (low, high) range of an axis, a colorbar or the values."""
    stated: tuple[float, float]


def _true_range(panel: Panel, target: str, ctx: VerifyContext) -> tuple[float, float] | None:
    if target in ("x", "y"):
        axis = panel.x if target == "x" else panel.y
        if axis.range is not None:
            return axis.range
        # a range may come from the data's keys even where they are not ticks (a line chart's x values)
        keys = None if panel.data is None else panel.data.columns if target == "x" else panel.data.rows
        ticks = recorded_ticks(panel, target, chart_kind(ctx.figure.kind).grid) or keys
        return _numeric_extent(ticks or [])
    if target == "colorbar":
        cb = panel.colorbar
        if cb is None:
            return None
        if cb.range is not None:
            return cb.range
        return (min(cb.ticks), max(cb.ticks)) if cb.ticks else None
    if target == "samples":  # the x values the data is given at (claims.types.ticks: "sampled at ... from A to B")
        nums = [float(c) for c in (panel.data.columns if panel.data else []) if isinstance(c, (int, float))]
        return (min(nums), max(nums)) if nums else None
    if target in ("values", "row", "column"):
        facts = ctx.facts.panel(panel.title)
        return facts.value_range
    return None


def _numeric_extent(labels: list) -> tuple[float, float] | None:
    """The extent of an axis's tick labels or keys, when they are numbers: an axis that names categories in words
    ("Acceptance ratio", 75) has no numeric extent, and a single number spans nothing, so neither decides a range."""
    if any(not isinstance(t, (int, float)) for t in labels):
        return None
    nums = [float(t) for t in labels]
    return (min(nums), max(nums)) if len(set(nums)) > 1 else None


def _range_ok(stated: tuple[float, float], true: tuple[float, float], tol: float, approx: bool, log: bool = False) -> bool:
    lo, hi = sorted(stated)
    tlo, thi = true
    slack = max(tol, APPROX_RANGE_FRACTION * (thi - tlo)) if approx else tol
    if approx and log:  # read off a log axis: the same share of the span in decades
        return all(close(s, t, slack) or log_close(s, t, true, APPROX_RANGE_FRACTION) for s, t in ((lo, tlo), (hi, thi)))
    return close(lo, tlo, slack) and close(hi, thi, slack)


def _on_log_axis(panel: Panel | None, target: str) -> bool:
    """Whether the range is read off a log axis: the x axis's for "x" and "samples", else the value (y) axis's."""
    axis = None if panel is None else panel.x if target in ("x", "samples") else panel.y
    return axis is not None and axis.scale == "log"


def _end_ticks(stated, axis) -> bool:
    """A categorical axis "from 88 to 08": its first and last tick labels, in axis order (not numeric bounds)."""
    ticks = axis.ticks or []
    if axis.scale != "categorical" or len(ticks) < 2 or len(stated) != 2:
        return False
    try:
        return float(ticks[0]) == float(stated[0]) and float(ticks[-1]) == float(stated[1])
    except (TypeError, ValueError):
        return False


def _partial_values_range(claim: Claim, ctx: VerifyContext) -> Outcome | None:
    """A range of values (of the panel, or of a named row or column) over unknown cells: each end judged against
    where the true minimum and maximum may lie (``verify.partial``); None when every value it rests on is known."""
    figure_wide = claim.panel is None and len(ctx.figure.panels) > 1
    panels = list(ctx.figure.panels) if figure_wide else claim_panels(claim, ctx)
    outcome = _values_range_over(claim, ctx, panels)
    if figure_wide and outcome is not None and outcome.verdict == "contradicted" and _one_panel_may_hold(claim, ctx):
        return unverifiable("which panel's values the range is of is not clear; not every panel rules it out")
    return outcome


def _one_panel_may_hold(claim: Claim, ctx: VerifyContext) -> bool:
    """Whether the values of some one panel, judged alone, do not rule out a range stated of no named panel: a
    figure's panels may plot different quantities (a value and its error on a log axis), so the range of all of
    them together does not decide a range that may be of one. A panel with no values known never rules it out."""
    for p in ctx.figure.panels:
        alone = _values_range_over(claim, ctx, [p])
        if alone is None:  # every value of the panel known
            facts = ctx.facts.panel(p.title)
            tol = max(tolerance(claim.decimals, table_decimals(ctx.figure, p.data), claim.hedge),
                      p.value_tolerance or 0.0)
            if facts.value_range is not None and _range_ok(claim.stated, facts.value_range, tol,
                                                           claim.hedge == "approx", _on_log_axis(p, "values")):
                return True
        elif alone.verdict != "contradicted":
            return True
    return False


def _values_range_over(claim: Claim, ctx: VerifyContext, panels: list[Panel]) -> Outcome | None:
    """``_partial_values_range`` over the given panels' values together."""
    known: list[float] = []
    unknown: list[tuple] = [(p.title, "every cell") for p in panels if p.data is None]
    for p in panels:
        if p.data is None:
            continue
        t = p.data
        rk = find_key(claim.row, t.rows) if claim.target == "row" and claim.row is not None else None
        ck = find_key(claim.column, t.columns) if claim.target == "column" and claim.column is not None else None
        for r, row in zip(t.rows, t.values):
            for c, v in zip(t.columns, row):
                if (rk is None or r == rk) and (ck is None or c == ck):
                    known.append(v) if v is not None else unknown.append((p.title, r, c))
    if not unknown:
        return None
    if not known:
        return unverifiable(unknown_reason(unknown, "the range"))
    lo_known, hi_known = min(known), max(known)
    first = next(p for p in panels if p.data is not None)
    tol = max(tolerance(claim.decimals, table_decimals(ctx.figure, first.data), claim.hedge),
              first.value_tolerance or 0.0)
    if claim.hedge == "approx":
        tol = max(tol, APPROX_RANGE_FRACTION * (hi_known - lo_known))
    lo, hi = sorted(claim.stated)
    bounds = unknown_bounds(panels)
    verdict = combine([judge((lo - tol, lo + tol), possible_extreme(lo_known, len(unknown), "min", bounds)),
                       judge((hi - tol, hi + tol), possible_extreme(hi_known, len(unknown), "max", bounds))])
    if verdict == "contradicted":
        return contradicted("value", [lo_known, hi_known], f"known values already run from {lo_known:g} to {hi_known:g}")
    return unverifiable(unknown_reason(unknown, "the range") + f" (known values run from {lo_known:g} to {hi_known:g})")


def _named_lines(claim: Claim, ctx: VerifyContext):
    """(panel title, key, values, whether it is the panel's only line) of each fully known row or column of the
    claim's panels whose name (a string key) the claim's sentence names; a key named both as a row and as a column
    gives both."""
    sentence = sentence_text(ctx.text, claim.start, claim.end)
    low = folded(sentence)  # an ASCII key re.I finds is in it, lower case (None: test every key by its pattern)
    for p in claim_panels(claim, ctx):
        t = p.data
        if t is None:
            continue
        lines = [(k, row) for k, row in zip(t.rows, t.values)]
        lines += [(k, [row[i] for row in t.values]) for i, k in enumerate(t.columns)]
        for key, values in lines:
            if not isinstance(key, str) or None in values or not values:
                continue
            if low is not None and key.isascii() and key.lower() not in low:
                continue
            if re.search(rf"(?<!\w){re.escape(key)}(?!\w)", sentence, re.IGNORECASE) is not None:
                yield p.title, key, values, len(values) == sum(map(len, t.values))


def _of_grid(claim: Claim, ctx: VerifyContext) -> bool:
    """Whether the claim is about grids of cells: a heatmap figure, or heatmap panels beside panels of another kind."""
    if chart_kind(ctx.figure.kind).grid:
        return True
    panels = claim_panels(claim, ctx)
    return bool(panels) and all(grid_panel(ctx.figure, p) for p in panels)


# a part of a grid: the cells above or below its diagonal, off it, a triangle
_PART = re.compile(r"\b(?:above|below|under|beneath|off)\s+the\s+(?:main\s+)?diagonal\b|\b(?:upper|lower)(?:[- ](?:left|"
                   r"right))?[- ]triangle\b|\b(?:off|non)-diagonal\b|\b(?:upper|lower)[- ](?:left|right)\b", re.I)


def _grid_part(claim: Claim, ctx: VerifyContext) -> str | None:
    """The words of the claim's sentence naming a part of the grid ("values above the diagonal range from 0.08 to
    0.38"), unless a panel's title holds them (a panel of non-diagonal contacts is all such cells); None if none."""
    titles = " ".join(p.title or "" for p in ctx.figure.panels).lower()
    for m in _PART.finditer(sentence_text(ctx.text, claim.start, claim.end)):
        if m.group().lower() not in titles:
            return m.group()
    return None


_OFF_DIAGONAL = re.compile(r"(?:off|non)[- ](?:the\s+)?diagonal", re.I)


def _may_be_of(claim: Claim, ctx: VerifyContext, part: str, tol: float) -> bool:
    """Whether the range may be that of the part of the grid the sentence names: it lies within the span of the
    cells off the diagonal (those whose row and column keys differ; every part named is among them), and, where
    the sentence names every off-diagonal cell and no row or column, it is their span. Cells not all known: it
    may be."""
    panels = claim_panels(claim, ctx)
    if len(panels) != 1 or panels[0].data is None:
        return True
    t = panels[0].data
    off = [v for r, row in zip(t.rows, t.values) for c, v in zip(t.columns, row) if r != c]
    if not off or any(v is None for v in off):
        return True
    span = (min(off), max(off))
    lo, hi = sorted(claim.stated)
    if lo < span[0] - tol or hi > span[1] + tol:
        return False
    if _OFF_DIAGONAL.fullmatch(part) and next(_named_lines(claim, ctx), None) is None:
        return _range_ok(claim.stated, span, tol, claim.hedge == "approx")
    return True


def _named_line_range(claim: Claim, ctx: VerifyContext, tol: float) -> tuple[str, tuple[float, float]] | None:
    """A range of values in a sentence that names a heatmap row or column ("losses on Thompson's texts range from
    2.06 to 3.21") is that row's or column's range when it matches it: (panel title, the range). Only a fully known
    row or column can support it (sound over unknown cells); a key named both as a row and as a column may be either."""
    for title, _, values, _ in _named_lines(claim, ctx):
        line_range = (min(values), max(values))
        if _range_ok(claim.stated, line_range, tol, claim.hedge == "approx"):
            return title, line_range
    return None


def _inside_named_line(claim: Claim, ctx: VerifyContext, tol: float) -> str | None:
    """The key of a row, column or series the sentence names whose values span the stated range ("the Thompson
    column is high in every off-diagonal row (7.29-9.60)", "series A stays between 2 and 5 after 2010"): the range
    may be of a part of that line, which the sentence picks out in words we do not read, so it is no evidence
    against the claim. None when no named line holds it; naming a panel's only series picks out no part of it."""
    lo, hi = sorted(claim.stated)
    for _, key, values, whole in _named_lines(claim, ctx):
        if not whole and min(values) - tol <= lo and hi <= max(values) + tol:
            return key
    return None


def _sampled_span(panel: Panel, ctx: VerifyContext, tol: float, claim: Claim) -> tuple[float, float] | None:
    """An x axis "from 0.5 to 2.0" whose drawn limits are padded past the data (0.425 to 2.075): a description
    gives the span of the x values the data is plotted at as the axis's; that span, when the claim matches it."""
    span = _true_range(panel, "samples", ctx)
    if span is None or span[0] == span[1]:
        return None
    return span if _range_ok(claim.stated, span, tol, claim.hedge == "approx", _on_log_axis(panel, "x")) else None


def verify_range(claim: Claim, ctx: VerifyContext) -> Outcome:
    outcome = _verify_range(claim, ctx)
    if outcome.verdict != "contradicted" or (claim.target or "values") != "values":
        return outcome
    return _not_of_the_values(claim, ctx, outcome) or outcome


def _not_of_the_values(claim: Claim, ctx: VerifyContext, outcome: Outcome) -> Outcome | None:
    """A range of values ruled out by the values, which may be no range of them: a window of x, the span of the
    series' names, or a part of the values the sentence picks out (``claims.types.range_places``)."""
    values = outcome.expected if isinstance(outcome.expected, list) and len(outcome.expected) == 2 else None
    values = tuple(values) if values is not None and all(isinstance(v, (int, float)) for v in values) else None
    tol = tolerance(claim.decimals, None, claim.hedge)
    if values is not None and claim.hedge == "approx":
        tol = max(tol, APPROX_RANGE_FRACTION * (values[1] - values[0]))
    why = places_not_values(claim.stated, claim_panels(claim, ctx), values, tol)
    if why is not None:
        return unverifiable(why)
    after = ctx.text[claim.end:claim.end + 80]
    if values is not None and part_of_values(clause_before(ctx.text, claim.start), claim.stated, values, tol, after):
        return unverifiable("the sentence speaks of a part of the values; the record does not single it out")
    if _of_grid(claim, ctx) and (part := _grid_part(claim, ctx)) is not None and _may_be_of(claim, ctx, part, tol):
        return unverifiable(f"the sentence names a part of the grid ({part!r}); the range may be of that part")
    return None


def _verify_range(claim: Claim, ctx: VerifyContext) -> Outcome:
    target = claim.target or "values"
    if target in ("values", "row", "column") and (partial := _partial_values_range(claim, ctx)) is not None:
        return partial
    figure_wide = claim.panel is None and len(ctx.figure.panels) > 1
    if target == "values" and figure_wide:
        true = ctx.facts.value_range
        if true is None:
            return unverifiable("no value of the figure is known")
        candidates = [(None, true)]
    else:
        candidates = []
        for p in claim_panels(claim, ctx):
            r = _true_range(p, target, ctx)
            if r is not None:
                candidates.append((p, r))
    if not candidates:
        return unverifiable("the figure's range for this is not known")
    # an axis's or colour bar's ends are read off its scale, not printed as the data is: the stated digits decide
    on_scale = target in ("x", "y", "colorbar")
    decimals = table_decimals(ctx.figure, candidates[0][0].data) if candidates[0][0] is not None and not on_scale \
        else None
    read_within = candidates[0][0].value_tolerance if candidates[0][0] is not None else None
    tol = max(tolerance(claim.decimals, decimals, claim.hedge), read_within or 0.0)  # a read panel's uncertainty
    for p, r in candidates:
        if _range_ok(claim.stated, r, tol, claim.hedge == "approx", _on_log_axis(p, target)):
            return supported(list(r), panel=p.title if p is not None and claim.panel else None)
        axis = (p.x if target == "x" else p.y) if target in ("x", "y") and p is not None else None
        if axis is not None and (_end_ticks(claim.stated, axis) or end_ticks_extent(claim.stated, axis, tol)):
            return supported(list(claim.stated), panel=p.title if claim.panel else None)
        if target == "x" and p is not None and (span := _sampled_span(p, ctx, tol, claim)) is not None:
            return supported(list(span), panel=p.title if claim.panel else None)
    grid = target == "values" and _of_grid(claim, ctx)
    if grid:
        named = _named_line_range(claim, ctx, tol)
        if named is not None:
            return supported(list(named[1]), panel=named[0] if claim.panel else None)
    if target == "values" and (key := _inside_named_line(claim, ctx, tol)) is not None:
        return unverifiable(f"the sentence names {key}; the range may be of a part of it")
    if target in ("x", "y"):
        for p, _ in candidates:
            if p is not None and past_ticks(claim.stated, p.x if target == "x" else p.y, tol):
                return unverifiable("the axis may be drawn past its ticks; the record holds only the tick span")
    if target == "values" and figure_wide and _one_panel_may_hold(claim, ctx):
        return unverifiable("which panel's values the range is of is not clear; one panel's values hold it")
    lo, hi = sorted(claim.stated)
    all_lo = min(r[0] for _, r in candidates)
    all_hi = max(r[1] for _, r in candidates)
    expected = list(candidates[0][1]) if len(candidates) == 1 else [all_lo, all_hi]
    data = ctx.facts.value_range
    signs_differ = data is not None and ((lo < 0) != (data[0] < 0) or (hi < 0) != (data[1] < 0))
    disjoint = hi < all_lo or lo > all_hi
    if target in ("colorbar", "values") and (signs_differ or disjoint):
        return contradicted("hallucination", expected, "no such range in the figure (sign or span)")
    if target in ("x", "y") and disjoint:
        return contradicted("hallucination", expected, "no such range in the figure")
    return contradicted("value", expected, None)


TYPE = ClaimType("range", RangePayload, (), "the range of an axis, a colorbar or the values")
ENTRY = TypeEntry(None, TYPE, verify_range)
