"""Extrema, trends and comparisons, checked with the derived facts.

Trend rules (tau = Kendall tau-b from groundtruth.facts; its scale: |tau| < 0.2 none, < 0.4 weak,
< 0.6 moderate, >= 0.6 strong):
- "increases"/"decreases" (plain): right iff tau has the stated sign and |tau| >= 0.2 (at least weak);
- soft hedge ("generally", "slightly", "tends to"): iff the sign is right and |tau| >= 0.1;
- strong hedge ("consistently", "steadily", "monotonically"): iff the sign is right and |tau| >= 0.6;
- "stable"/"flat": iff |tau| < 0.2; with a soft hedge ("relatively stable") iff |tau| < 0.4;
- "no strong/consistent trend": iff |tau| < 0.6.
A claim about several panels ("for all models") is right only if it holds in each panel with known data.
"""

from __future__ import annotations

import math

from vlmeval.claims import Claim
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.text import norm
from vlmeval.groundtruth.facts import TREND_THRESHOLDS, Trend, series_trend
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import close, printed_decimals, tolerance
from vlmeval.verify.values import resolve_panel

SOFT_TAU = 0.1


def _claim_panels(claim: Claim, ctx: VerifyContext) -> list[Panel] | None:
    if claim.panels:
        return [ctx.panel(t) for t in claim.panels]
    p = resolve_panel(claim, ctx)
    return [p] if p is not None else None


def _known(panel: Panel) -> bool:
    """The panel has at least one known value (stops at the first: ``known_cells() > 0`` counts them all)."""
    return panel.data is not None and any(v is not None for row in panel.data.values for v in row)


# ---- extrema ---------------------------------------------------------------------------------------------

def _cells_with(panel: Panel, value: float, row_key=None) -> list[tuple]:
    t = panel.data
    out = []
    for i, r in enumerate(t.rows):
        if row_key is not None and r != row_key:
            continue
        for j, c in enumerate(t.columns):
            v = t.values[i][j]
            if v is not None and abs(v - value) <= 1e-9:
                out.append((panel.title, r, c))
    return out


def _extreme(panels: list[Panel], which: str, row_key=None, ctx: VerifyContext | None = None):
    """(value, cells) of the max/min over panels (or one row); panel extrema come from the derived facts."""
    if row_key is None and ctx is not None:
        found = [(p.title, getattr(ctx.facts.panel(p.title), which)) for p in panels]
        found = [(title, ext) for title, ext in found if ext is not None]
        if not found:
            return None
        best = (max if which == "max" else min)(ext.value for _, ext in found)
        return best, [(title, c.row, c.column) for title, ext in found if ext.value == best for c in ext.cells]
    values = []
    for p in panels:
        t = p.data
        for i, r in enumerate(t.rows):
            if row_key is not None and r != row_key:
                continue
            values += [v for v in t.values[i] if v is not None]
    if not values:
        return None
    best = max(values) if which == "max" else min(values)
    return best, [cell for p in panels for cell in _cells_with(p, best, row_key)]


def _place_matches(cell: tuple, stated: tuple) -> bool:
    _, r, c = cell
    sr, sc = stated
    return (sr is None or find_key(sr, [r]) is not None) and (sc is None or find_key(sc, [c]) is not None)


def _check_extremum(claim: Claim, panels: list[Panel], ctx: VerifyContext, row_key=None) -> Outcome:
    which = claim.payload.which
    found = _extreme(panels, which, row_key, ctx)
    if found is None:
        return unverifiable("no known values")
    best, cells = found
    expected = {"value": best, "at": [[p, r, c] for p, r, c in cells]}
    if claim.stated is not None:
        tol = max(tolerance(claim.decimals, printed_decimals(panels[0].data), claim.hedge), panels[0].value_tolerance or 0.0)
        bound = claim.payload.bound
        stated = float(claim.stated)
        if bound == "above" and best > stated - tol or bound == "below" and best < stated + tol:
            pass  # "with over 50%": a bound the extreme value keeps
        elif not close(stated, best, tol):
            return contradicted("value", expected, f"the {which} is {best:g}")
    stated_cells = claim.payload.cells
    for sc in stated_cells:
        if not any(_place_matches(cell, sc) for cell in cells):
            return contradicted("location", expected, f"the {which} is not at {sc}")
    return supported(expected)


def verify_extremum(claim: Claim, ctx: VerifyContext) -> Outcome:
    scope = claim.payload.scope
    if scope == "figure":
        panels = list(ctx.figure.panels)
        if not all(_known(p) for p in panels):
            return unverifiable("not every panel's values are known")
        return _check_extremum(claim, panels, ctx)
    targets = _claim_panels(claim, ctx)
    if targets is None:
        return unverifiable("which panel is meant is not clear")
    outcomes = []
    for p in targets:
        if not _known(p):
            outcomes.append(unverifiable("the panel's values are not known", panel=p.title))
            continue
        row_key = None
        if scope == "row" and claim.row is not None:
            row_key = find_key(claim.row, p.data.rows)
            if row_key is None:
                outcomes.append(contradicted("hallucination", None, f"no row {claim.row}", panel=p.title))
                continue
        o = _check_extremum(claim, [p], ctx, row_key)
        o.panel = p.title
        outcomes.append(o)
    return _all_of(outcomes)


def _all_of(outcomes: list[Outcome]) -> Outcome:
    """One verdict for a claim about several panels: wrong if wrong anywhere, right if right everywhere it can be checked."""
    bad = [o for o in outcomes if o.verdict == "contradicted"]
    if bad:
        return bad[0]
    good = [o for o in outcomes if o.verdict == "supported"]
    if good and len(good) == len(outcomes):
        return good[0] if len(good) == 1 else supported(None, f"holds in all {len(good)} panels")
    if good:
        return supported(None, f"holds in {len(good)} panels; the others are not known")
    return outcomes[0] if outcomes else unverifiable("nothing to check")


# ---- trends ----------------------------------------------------------------------------------------------

def _trends(claim: Claim, panel: Panel, ctx: VerifyContext) -> list[Trend] | None:
    facts = ctx.facts.panel(panel.title)
    series = claim.payload.series
    along = claim.payload.along
    if series:
        keys = panel.data.rows if series == "row" else panel.data.columns
        k = find_key(claim.payload.key, keys)
        tr = None if k is None else series_trend(ctx.figure, panel, series, k)
        return None if tr is None or tr.n < 2 else [tr]
    out = []
    if along in ("columns", "both") and facts.trend_along_columns is not None:
        out.append(facts.trend_along_columns)
    if along in ("rows", "both") and facts.trend_along_rows is not None:
        out.append(facts.trend_along_rows)
    return out or None


def trend_holds(stated: str, hedge: str | None, tau: float | None) -> bool:
    tau = 0.0 if tau is None or math.isnan(tau) else tau
    strong = TREND_THRESHOLDS["strong"]
    if stated in ("increasing", "decreasing"):
        signed = tau if stated == "increasing" else -tau
        need = strong if hedge == "strong" else (SOFT_TAU if hedge == "soft" else TREND_THRESHOLDS["weak"])
        return signed >= need
    if stated == "flat":
        return abs(tau) < (TREND_THRESHOLDS["moderate"] if hedge == "soft" else TREND_THRESHOLDS["weak"])
    if stated == "not strong":
        return abs(tau) < strong
    raise ValueError(f"unknown trend {stated!r}")


def verify_trend(claim: Claim, ctx: VerifyContext) -> Outcome:
    panels = _claim_panels(claim, ctx)
    if panels is None:
        return unverifiable("which panel is meant is not clear")
    outcomes = []
    for p in panels:
        if not _known(p):
            outcomes.append(unverifiable("the panel's values are not known", panel=p.title))
            continue
        trends = _trends(claim, p, ctx)
        if trends is None:
            key = claim.payload.key
            if key is not None:
                outcomes.append(contradicted("hallucination", None, f"no {claim.payload.series} {key}", panel=p.title))
            else:
                outcomes.append(unverifiable("too few known values for a trend", panel=p.title))
            continue
        expected = [{"direction": t.direction, "strength": t.strength, "tau": None if t.tau is None else round(t.tau, 3)}
                    for t in trends]
        if all(trend_holds(claim.stated, claim.hedge, t.tau) for t in trends):
            outcomes.append(supported(expected, panel=p.title))
        else:
            outcomes.append(contradicted("trend", expected, None, panel=p.title))
    return _all_of(outcomes)


# ---- comparisons -----------------------------------------------------------------------------------------

def _single_panel(panels: tuple[str, ...]) -> str | None:
    return panels[0] if panels and len(panels) == 1 else None


def verify_comparison(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    if p.type == "rank":
        return _verify_rank(claim, ctx)
    if p.a in ctx.lex.rows_norm and p.b in ctx.lex.rows_norm:
        return _compare_series(claim, ctx)
    a = _single_panel(p.a_panels)
    b = _single_panel(p.b_panels)
    if a is None or b is None or a == b:
        return unverifiable("the compared things are not panels or series with data")
    pa, pb = ctx.panel(a), ctx.panel(b)
    if not (_known(pa) and _known(pb)):
        return unverifiable("a compared panel's values are not known")
    greater = claim.stated == "greater"
    cmp = ctx.facts.comparison(a, b)
    if cmp is not None:
        expected = {"a_greater": cmp.a_greater, "b_greater": cmp.b_greater, "equal": cmp.equal,
                    "mean_difference": round(cmp.mean_difference, 4)}
        if claim.hedge == "strong":
            ok = (cmp.a_greater if greater else cmp.b_greater) == cmp.n_cells
        else:
            ok = cmp.mean_difference > 0 if greater else cmp.mean_difference < 0
    else:
        ma, mb = ctx.facts.panel(a).mean, ctx.facts.panel(b).mean
        expected = {"mean_a": ma, "mean_b": mb}
        ok = ma > mb if greater else ma < mb
    return supported(expected) if ok else contradicted("magnitude", expected, None)


def _verify_rank(claim: Claim, ctx: VerifyContext) -> Outcome:
    a = _single_panel(claim.payload.a_panels)
    if a is None:
        return unverifiable("the ranked thing is not a panel")
    if not all(_known(p) for p in ctx.figure.panels):
        return unverifiable("not every panel's values are known")
    order = ctx.facts.panels_by_mean
    target = order[0] if claim.stated == "highest" else order[-1]
    expected = {"ranking": order}
    ok = target == a
    if ok and claim.hedge == "strong":
        for other in ctx.figure.panels:
            if other.title == a:
                continue
            cmp = ctx.facts.comparison(a, other.title)
            if cmp is None:
                continue
            wins = cmp.a_greater if claim.stated == "highest" else cmp.b_greater
            if wins != cmp.n_cells:
                ok = False
    return supported(expected) if ok else contradicted("magnitude", expected, None)


def _compare_series(claim: Claim, ctx: VerifyContext) -> Outcome:
    """Two series (rows of a bar/line panel, e.g. two models): every shared column, or their means. With no
    panel named, in every panel that has both series: wrong if wrong in any, right if right in all."""
    a_name, b_name = claim.payload.a, claim.payload.b
    if a_name is None or b_name is None:
        return unverifiable("the compared things are not panels or series with data")
    if claim.panel is None and len(ctx.figure.panels) > 1:
        both = [(p, rows) for p in ctx.figure.panels if (rows := _series_rows(p, a_name, b_name)) is not None]
        if both:
            return _all_of([_compare_series_in(claim, p, *rows) for p, rows in both])
    panel = resolve_panel(claim, ctx)
    if panel is None or panel.data is None:
        return unverifiable("the compared things are not panels or series with data")
    rows = _series_rows(panel, a_name, b_name)
    if rows is None:
        return unverifiable("the compared things are not series of this panel")
    return _compare_series_in(claim, panel, *rows)


def _series_rows(panel: Panel, a_name: str, b_name: str) -> tuple[int, int] | None:
    """The row indexes of the two series (names normalised) in the panel's table, or None."""
    if panel.data is None:
        return None
    keys = [norm(str(k)) for k in panel.data.rows]
    if a_name not in keys or b_name not in keys:
        return None
    return keys.index(a_name), keys.index(b_name)


def _compare_series_in(claim: Claim, panel: Panel, ra: int, rb: int) -> Outcome:
    t = panel.data
    only = [norm(str(c)) for c in claim.payload.columns]
    pairs = [(x, y) for x, y, c in zip(t.values[ra], t.values[rb], t.columns)
             if x is not None and y is not None and (not only or norm(str(c)) in only)]
    if not pairs:
        return unverifiable("the compared series have no known values in common")
    diffs = [x - y for x, y in pairs]
    greater = claim.stated == "greater"
    expected = {"a_greater": sum(d > 0 for d in diffs), "b_greater": sum(d < 0 for d in diffs),
                "mean_difference": round(sum(diffs) / len(diffs), 4)}
    if claim.hedge == "strong":
        ok = all(d > 0 for d in diffs) if greater else all(d < 0 for d in diffs)
    else:
        ok = (sum(diffs) > 0) if greater else (sum(diffs) < 0)
    return supported(expected, panel=panel.title) if ok else contradicted("magnitude", expected, None, panel=panel.title)
