"""Two readings of one line stated in the wrong order: "K ≈ 1.19: particle ≈ 0.030, spatial ≈ 0.032" where the
record holds particle 0.0322 above spatial 0.0307, or "topic 5: ~0.063; topic 6: ~0.059" where topic 6 is the
taller bar. Each reading alone lies within its reading tolerance, so each is supported; together they say which of
the two is higher, and the record says the other. A swapped pair of close values is the common form of that error.

A pair counts when both readings are supported values of the same panel on the same line of the description, the
line states them clearly apart (by at least ``STATED_UNITS`` units of their finer last printed digit, so that "~0.051"
and "~0.050" state no order) and the record holds them the other way round by at least one such unit. Both
readings are then contradicted (``value``), each naming the other."""

from __future__ import annotations

from typing import Sequence

from vlmeval.claims.text import numbers_in
from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext

STATED_UNITS = 2  # how many units of the last printed digit two readings must differ by to state an order


def _printed_decimals(text: str, value: float) -> int | None:
    """The decimals the reading's value is printed with in its text (the number equal to the stated value)."""
    for n in numbers_in(text):
        if abs(n.value - value) <= 1e-12 * max(1.0, abs(value)):
            return n.decimals
    return None


def _may_read(v: ClaimVerdict) -> bool:
    """Whether ``v`` is a supported value claim of a panel whose stated and held values are single numbers (a
    reading judged on a window of dates or cells, "0.81 in June 2020", has no one value held)."""
    return (v.kind == "value" and v.verdict == "supported" and v.panel is not None and _is_number(v.stated)
            and _is_number(v.expected))


def _is_number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _groups(text: str, verdicts: Sequence[ClaimVerdict]) -> list[list[int]]:
    """The indices of the readings (``_may_read``) sharing a line of ``text`` and a panel, in order, for each such
    line and panel holding two or more. Lines are counted on from the previous reading's start (the verdicts
    come in text order; from the text's start again where one does not)."""
    by_place: dict[tuple[int, str], list[int]] = {}
    line = at = 0
    for i, v in enumerate(verdicts):
        if not _may_read(v):
            continue
        if v.start < at:
            line = at = 0
        line += text.count("\n", at, v.start)
        at = v.start
        by_place.setdefault((line, v.panel), []).append(i)
    return [group for group in by_place.values() if len(group) > 1]


def mark_swapped_readings(ctx: VerifyContext, claims: Sequence, verdicts: Sequence[ClaimVerdict],
                          spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each pair of same-line readings whose stated order the record reverses contradicted."""
    out = list(verdicts)
    decimals: dict[int, int | None] = {}  # printed decimals (a reading of the claim's text), read when a pair asks
    for group in _groups(ctx.text, verdicts):  # a pair needs both readings on one line of one panel
        values = {i: (float(verdicts[i].stated), float(verdicts[i].expected)) for i in group}
        for a_pos, i in enumerate(group):
            for j in group[a_pos + 1:]:
                (si, ei), (sj, ej) = values[i], values[j]
                stated, held = sj - si, ej - ei
                if stated * held >= 0:
                    continue  # stated in the record's order (or level on one side): no decimals needed to tell
                di, dj = _decimals(ctx, verdicts, i, decimals), _decimals(ctx, verdicts, j, decimals)
                if di is None or dj is None:
                    continue
                unit = 10.0 ** -max(di, dj)
                if abs(stated) < STATED_UNITS * unit - 1e-12 or abs(held) < unit - 1e-12:
                    continue
                for me, other, mine in ((i, j, ei), (j, i, ej)):
                    o = verdicts[other]
                    out[me] = out[me].model_copy(update={
                        "verdict": "contradicted", "error_type": "value", "expected": mine,
                        "reason": f"the record holds this ({mine:.4g}) on the other side of "
                                  f"'{ctx.text[o.start:o.end]}' ({values[other][1]:.4g}): the two readings are "
                                  "swapped"})
    return out


def _decimals(ctx: VerifyContext, verdicts: Sequence[ClaimVerdict], i: int, known: dict[int, int | None]) -> int | None:
    """The printed decimals of reading ``i`` (``_printed_decimals`` of its text), kept in ``known``."""
    if i not in known:
        v = verdicts[i]
        known[i] = _printed_decimals(ctx.text[v.start:v.end], float(v.stated))
    return known[i]
