"""Verifiers for ``vlmeval.claims.entities``: places and names the figure lacks, and ranks of categories.

* ``verify_entity`` (payload ``OutsideName``), a place: supported when a written form of the place ("the US", "U.S.", "United States")
  is among the figure's names; else a hallucination (the figure has no such place).
* ``verify_entity``, a year: a year other than the one a chart of categories is about (its title names one year)
  is a hallucination.
* ``verify_entity``, a category name: a capitalised name that is not a category but close to one ("Alcom" for "Alcon"):
  a label error naming the category.
* ``verify_rank`` (payload ``RankPayload``): the stated categories hold ranks ``rank .. rank+size-1`` from the top ("max") or bottom ("min")
  of the plotted values. Ties count either way: a category tied with the one at the stated rank holds it.
  A category at another rank is a label error (the rank belongs to another category), unless its value is within
  the panel's reading tolerance (``Panel.value_tolerance``) of the stated rank's: on a chart that prints no
  values a reader cannot tell 93 from 74 on an axis to 400,000. Words in the place of
  the category that name none ("the most viewed category was entertainment and reference") are a label
  error; a proper name there that is no category ("the leading platform is Google") is a hallucination (an
  entity from outside the chart). Unknown values or several series leave the claim unverifiable.
"""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.claims.category_names import categories, place_covered
from vlmeval.claims.entities import chart_year
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable

_ORDINAL_NAMES = {1: "", 2: "2nd ", 3: "3rd "}


def verify_entity(claim: Claim, ctx: VerifyContext) -> Outcome:
    what = claim.payload.what
    if what == "place":
        if place_covered(ctx.figure, claim.stated):
            return supported(claim.stated, f"the figure is about {claim.stated}")
        return contradicted("hallucination", None, f"the figure has nothing about {claim.stated}")
    if what == "year":
        year = chart_year(ctx.figure)
        if year is None or claim.stated == year:
            return unverifiable("the chart names no single year")
        return contradicted("hallucination", year, f"the chart is about {year}, not {claim.stated}")
    key = claim.payload.key
    return contradicted("label", key, f"{claim.stated!r} is not a category of the figure; the nearest is {key!r}")


def ranking(ctx: VerifyContext, order: str) -> list[tuple[str, float]] | None:
    """(category, value) of the plotted series, best first for ``order``; None when it cannot be ranked."""
    keys = set(categories(ctx.figure))
    panel = ctx.figure.panels[0]
    table = panel.data
    if not keys or table is None or len(table.rows) != 1:
        return None
    pairs = [(k, v) for k, v in zip(table.columns, table.values[0]) if k in keys]
    if any(v is None for _, v in pairs) or len(pairs) < 2:
        return None
    return sorted(pairs, key=lambda kv: -kv[1] if order == "max" else kv[1])


def verify_rank(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    order, rank, size = p.order, p.rank, p.size
    ranked = ranking(ctx, order)
    if ranked is None:
        return unverifiable("the categories cannot be ranked (several series or unknown values)")
    if rank + size - 1 > len(ranked):
        return contradicted("hallucination", None, f"the figure has only {len(ranked)} categories")
    word = "highest" if order == "max" else "lowest"
    wanted = ranked[rank - 1: rank - 1 + size]
    if p.unknown:
        named = claim.stated[0]
        if named[:1].isupper():  # a proper name the figure does not have: an entity from outside the chart
            return contradicted("hallucination", None, f"the figure has no category {named!r}")
        return contradicted("label", [k for k, _ in wanted], f"{named!r} is not a category of the figure; the "
                            f"{_ORDINAL_NAMES.get(rank, f'{rank}th ')}{word} is {wanted[0][0]}")
    read_within = ctx.figure.panels[0].value_tolerance or 0.0  # bars closer than this look the same
    low, high = min(v for _, v in wanted) - read_within, max(v for _, v in wanted) + read_within
    values = dict(ranked)
    wrong = [k for k in claim.stated if not (low <= values[k] <= high)]
    where = f"{_ORDINAL_NAMES.get(rank, f'{rank}th ')}{word}"
    expected = [k for k, _ in wanted]
    if not wrong:
        return supported(expected, f"the {where} is {', '.join(map(str, expected))}", column=expected[0])
    place = {k: i + 1 for i, (k, _) in enumerate(ranked)}
    return contradicted("label", expected, f"the {where} is {', '.join(map(str, expected))}, not "
                        f"{', '.join(f'{k} (rank {place[k]})' for k in wrong)}", column=wrong[0])


# Entity claims are label and extremum claims checked another way: found by their payload classes
# (vlmeval.claims.pipeline.PAYLOAD_VERIFIERS).
