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
from vlmeval.groundtruth.facts import TREND_THRESHOLDS, classify_tau, key_positions, series_trend
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.partial import (combine, judge, possible_extreme, tau_interval, unknown_bounds, unknown_cells,
                                    unknown_reason)
from vlmeval.verify.tolerance import printed_decimals, tolerance
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
    """The stated value and place of a maximum or minimum, sound over unknown cells (``verify.partial``)."""
    which = claim.payload.which
    found = _extreme(panels, which, row_key, ctx)
    unknown = _unknown_in(panels, row_key)
    if found is None:
        return unverifiable(unknown_reason(unknown, f"the {which}") if unknown else "no known values")
    best, cells = found
    expected = {"value": best, "at": [[p, r, c] for p, r, c in cells]}
    possible = possible_extreme(best, len(unknown), which, unknown_bounds(panels))
    judgements: list = []
    if claim.stated is not None:
        tol = max(tolerance(claim.decimals, printed_decimals(panels[0].data), claim.hedge), panels[0].value_tolerance or 0.0)
        bound, stated = claim.payload.bound, float(claim.stated)  # "with over 50%": a bound the extreme value keeps
        interval = (stated - tol if bound != "below" else -math.inf, stated + tol if bound != "above" else math.inf)
        judgements.append(judge(interval, possible))
        if judgements[-1] == "contradicted":
            return contradicted("value", expected, f"the {which} is {best:g}" + (" or beyond, among unknown cells" * bool(unknown)))
    for sc in claim.payload.cells:
        judgements.append(_place_judgement(panels, sc, cells, bool(unknown), row_key))
        if judgements[-1] == "contradicted":
            return contradicted("location", expected, f"the {which} is not at {sc}")
    if unknown and combine(judgements) != "supported":
        return unverifiable(unknown_reason(unknown, f"the {which}") + f" (among known cells it is {best:g})")
    return supported(expected)


def _unknown_in(panels: list[Panel], row_key=None) -> list[tuple]:
    """The unknown cells of the panels (a panel without a table: all of it), named by panel when there are several."""
    out: list[tuple] = []
    for p in panels:
        if p.data is None:
            out.append((p.title, "every cell"))
        else:
            out += [(p.title, r, c) if len(panels) > 1 else (r, c) for r, c in unknown_cells(p, row_key)]
    return out


def _place_judgement(panels: list[Panel], stated: tuple, best_cells: list[tuple], partial: bool, row_key) -> str:
    """Whether the extreme is at the stated place: surely (a best known cell, nothing unknown), surely not (no best
    known cell and no unknown cell there), or unknown."""
    if any(_place_matches(cell, stated) for cell in best_cells):
        return "unknown" if partial else "supported"
    unknown_there = any(_place_matches((p.title, r, c), stated) for p in panels if p.data is not None
                        for r, c in unknown_cells(p, row_key))
    return "unknown" if unknown_there else "contradicted"


def verify_extremum(claim: Claim, ctx: VerifyContext) -> Outcome:
    scope = claim.payload.scope
    if scope == "figure":
        panels = list(ctx.figure.panels)
        if not any(_known(p) for p in panels):
            return unverifiable("no panel's values are known")
        return _check_extremum(claim, [p for p in panels if _known(p)] + [p for p in panels if not _known(p)], ctx)
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
    """One verdict for a claim about several panels: wrong if wrong anywhere, right only if right everywhere."""
    bad = [o for o in outcomes if o.verdict == "contradicted"]
    if bad:
        return bad[0]
    good = [o for o in outcomes if o.verdict == "supported"]
    if good and len(good) == len(outcomes):
        return good[0] if len(good) == 1 else supported(None, f"holds in all {len(good)} panels")
    if good:
        open_ = [o for o in outcomes if o.verdict != "supported"]
        return unverifiable(f"holds in {len(good)} panels; not known in {', '.join(str(o.panel) for o in open_)} "
                            f"({open_[0].reason})")
    return outcomes[0] if outcomes else unverifiable("nothing to check")


# ---- trends ----------------------------------------------------------------------------------------------

def _trends(claim: Claim, panel: Panel, ctx: VerifyContext) -> list[tuple] | None:
    """The tau interval of each trend the claim is about (one point when every cell it rests on is known)."""
    series = claim.payload.series
    along = claim.payload.along
    t = panel.data
    col_pos, row_pos = key_positions(t.columns), key_positions(t.rows)
    if series:
        keys = t.rows if series == "row" else t.columns
        k = find_key(claim.payload.key, keys)
        if k is None:
            return None
        if series == "row":
            positions, values = col_pos, t.values[t.rows.index(k)]
        else:
            positions, values = row_pos, [row[t.columns.index(k)] for row in t.values]
        if sum(v is not None for v in values) < 2:
            return None
        if all(v is not None for v in values):  # the cached trend
            tau = series_trend(ctx.figure, panel, series, k).tau
            return [(tau, tau)]
        return [tau_interval(positions, values)]
    facts = ctx.facts.panel(panel.title)
    if facts.n_known == facts.n_cells:  # the cached pooled trends
        pooled = [tr for name, tr in (("columns", facts.trend_along_columns), ("rows", facts.trend_along_rows))
                  if along in (name, "both") and tr is not None]
        return [(tr.tau, tr.tau) for tr in pooled] or None
    cells = [(i, j, v) for i, row in enumerate(t.values) for j, v in enumerate(row)]
    values = [v for _, _, v in cells]
    out = []
    if along in ("columns", "both"):
        out.append(tau_interval([col_pos[j] for _, j, _ in cells], values))
    if along in ("rows", "both"):
        out.append(tau_interval([row_pos[i] for i, _, _ in cells], values))
    out = [iv for iv in out if iv is not None]
    return out or None


def trend_judgement(stated: str, hedge: str | None, taus: tuple[float, float]) -> str:
    """Whether the stated trend holds for every tau in the interval, for none, or it is unknown (the taus for
    which a trend holds form one interval, so its ends and 0 decide)."""
    lo, hi = (0.0 if t is None else t for t in taus)  # None: no tau (a constant series), read as flat
    probes = [lo, hi] + ([0.0] if lo < 0 < hi else [])
    holds = [trend_holds(stated, hedge, x) for x in probes]
    if all(holds[:2]):
        return "supported"
    return "unknown" if any(holds) else "contradicted"


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
            if key is not None and find_key(key, p.data.rows if claim.payload.series == "row" else p.data.columns) is None:
                outcomes.append(contradicted("hallucination", None, f"no {claim.payload.series} {key}", panel=p.title))
            else:
                outcomes.append(unverifiable("too few known values for a trend", panel=p.title))
            continue
        expected = [_trend_expected(lo, hi) for lo, hi in trends]
        verdict = combine([trend_judgement(claim.stated, claim.hedge, iv) for iv in trends])
        if verdict == "supported":
            outcomes.append(supported(expected, panel=p.title))
        elif verdict == "contradicted":
            outcomes.append(contradicted("trend", expected, None, panel=p.title))
        else:
            unknown = _trend_unknown(claim, p)
            outcomes.append(unverifiable(unknown_reason(unknown, "the trend") + " (tau may be "
                                         f"{trends[0][0]:.2f} to {trends[0][1]:.2f})", panel=p.title))
    return _all_of(outcomes)


def _trend_expected(lo: float | None, hi: float | None) -> dict:
    if lo == hi:  # every cell known: the trend itself (tau None where it is undefined)
        direction, strength = classify_tau(lo)
        return {"direction": direction, "strength": strength, "tau": None if lo is None else round(lo, 3)}
    return {"tau_between": [round(lo, 3), round(hi, 3)]}


def _trend_unknown(claim: Claim, panel: Panel) -> list[tuple]:
    series, t = claim.payload.series, panel.data
    k = find_key(claim.payload.key, t.rows if series == "row" else t.columns) if series else None
    return unknown_cells(panel, k if series == "row" else None, k if series == "column" else None)


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
    unknown = _unknown_in([pa, pb])
    if unknown:  # only an "always" refuted by known cells is decided
        if cmp is not None and claim.hedge == "strong" and (cmp.b_greater if greater else cmp.a_greater) + cmp.equal:
            return contradicted("magnitude", {"a_greater": cmp.a_greater, "b_greater": cmp.b_greater, "equal": cmp.equal},
                                "known cells already break it")
        return unverifiable(unknown_reason(unknown, "the comparison"))
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
    unknown = _unknown_in(list(ctx.figure.panels))
    if unknown:  # a panel's mean rests on its unknown cells
        return unverifiable(unknown_reason(unknown, "the ranking of the panels"))
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
    in_scope = [(x, y, c) for x, y, c in zip(t.values[ra], t.values[rb], t.columns) if not only or norm(str(c)) in only]
    pairs = [(x, y) for x, y, _ in in_scope if x is not None and y is not None]
    unknown = [(t.rows[r], c) for x, y, c in in_scope for r, v in ((ra, x), (rb, y)) if v is None]
    if not pairs:
        return unverifiable("the compared series have no known values in common")
    diffs = [x - y for x, y in pairs]
    greater = claim.stated == "greater"
    expected = {"a_greater": sum(d > 0 for d in diffs), "b_greater": sum(d < 0 for d in diffs),
                "mean_difference": round(sum(diffs) / len(diffs), 4)}
    if unknown:  # only an "always" refuted by known cells is decided
        if claim.hedge == "strong" and not all(d > 0 if greater else d < 0 for d in diffs):
            return contradicted("magnitude", expected, "known values already break it", panel=panel.title)
        return unverifiable(unknown_reason(unknown, "the comparison"), panel=panel.title)
    if claim.hedge == "strong":
        ok = all(d > 0 for d in diffs) if greater else all(d < 0 for d in diffs)
    else:
        ok = (sum(diffs) > 0) if greater else (sum(diffs) < 0)
    return supported(expected, panel=panel.title) if ok else contradicted("magnitude", expected, None, panel=panel.title)
