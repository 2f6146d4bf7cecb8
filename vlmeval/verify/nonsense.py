"""Claims that cannot be true of any figure: they contradict themselves (or the same description), not the data.

Such a claim is ``contradicted`` with error type ``nonsense``. The rules look at what the text states, never
at the figure's values (docs/scoring.md, "Nonsense"):

- self-comparison: a comparison of a thing with itself, with nothing telling the two sides apart
  ("R1-Qwen scores higher than R1-Qwen"; the extractor emits such a pair only when the sentence names no
  other panel, series, column, place, number or axis);
- impossible count: a number of panels that is not a positive whole number ("2.5 heatmaps", "0 panels"),
  or a number of ticks/values that is not a whole number;
- inverted extremes: in one description, a stated maximum below a stated minimum of the same thing (the
  same panel and row, the same panels, the whole figure, or the same series of a line/bar chart), by more
  than the two numbers' own precision ("the highest value is 40.1 ... the lowest value is 52.0"). Each of
  the two claims the figure does not support becomes nonsense; a supported one stays supported.

``self_contradiction`` is checked for every claim before its verifier runs; ``mark_inverted_extremes`` is
one pass over the verdicts of a whole description (``vlmeval.scoring.scorecard.evaluate_text``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vlmeval.claims import Claim
from vlmeval.claims.types.extremum_line import SeriesExtremum
from vlmeval.records import ClaimVerdict
from vlmeval.verify import Outcome, VerifyContext, contradicted


def self_contradiction(claim: Claim) -> Outcome | None:
    """The ``nonsense`` outcome of a claim that contradicts itself, or None."""
    if claim.kind == "comparison" and claim.source == "comparison" and claim.payload.type == "pair":
        a = claim.payload.a
        if a is not None and a == claim.payload.b:
            return contradicted("nonsense", None, "compares a thing with itself")
    if claim.kind == "count" and isinstance(claim.stated, (int, float)):
        n = claim.stated
        if n != int(n):
            return contradicted("nonsense", None, f"{n:g} is not a whole number of things")
        if claim.target == "panels" and n < 1:
            return contradicted("nonsense", None, "a figure has at least one panel")
    return None


def _stated_extreme(claim: Claim, panel: str | None) -> tuple[tuple, str, float, float] | None:
    """(what it is about, "max" or "min", the stated number, the number's own slack), or None when the claim
    is not a global extremum stated with a number. ``panel``: the panel the claim was resolved to."""
    if claim.kind != "extremum":
        return None
    if claim.source == "extremum":
        if claim.stated is None:
            return None
        scope = claim.payload.scope
        if scope != "figure" and panel is None and not claim.panels:
            return None  # the panel is not known: two such claims may be about different panels
        about: tuple[Any, ...] = (scope, None if scope == "figure" or claim.panels else panel,
                                  tuple(claim.panels or ()), claim.row if scope == "row" else None)
        slack = 0.5 * 10.0 ** -(claim.decimals or 0) * (2 if claim.hedge == "approx" else 1)
        return about, claim.payload.which, float(claim.stated), slack
    prose = claim.payload
    if isinstance(prose, SeriesExtremum):
        number = prose.number
        if (number is None or prose.local or prose.when is not None
                or number.bound not in ("exact", "approx")):
            return None  # "a peak", "the highest in 2021", "over 50": not the series' own extremes
        slack = number.tolerance * (2 if number.bound == "approx" else 1)
        return ("series", tuple(sorted(prose.series))), prose.which, number.value, slack
    return None


def mark_inverted_extremes(ctx: VerifyContext, claims: Sequence[Claim], verdicts: Sequence[ClaimVerdict],
                           spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each unsupported claim of a stated maximum below a stated minimum of the same thing
    turned into ``nonsense`` (new records; ``verdicts`` is left as it is). ``verdicts[i]`` is the verdict of
    ``claims[i]``."""
    out = list(verdicts)
    stated: dict[tuple, list[tuple[int, str, float, float]]] = {}
    for i, claim in enumerate(claims):
        if claim.kind != "extremum":
            continue  # only an extremum claim states one (the first test of _stated_extreme)
        found = _stated_extreme(claim, verdicts[i].panel)
        if found is not None:
            about, which, value, slack = found
            stated.setdefault(about, []).append((i, which, value, slack))
    for group in stated.values():
        highs = [g for g in group if g[1] == "max"]
        lows = [g for g in group if g[1] == "min"]
        for hi, _, high, hi_slack in highs:
            for lo, _, low, lo_slack in lows:
                if low - high > hi_slack + lo_slack:
                    why = f"the stated maximum {high:g} is below the stated minimum {low:g}"
                    for k in (hi, lo):
                        if out[k].verdict != "supported":
                            out[k] = out[k].model_copy(
                                update={"verdict": "contradicted", "error_type": "nonsense", "reason": why})
    return out
