"""Two readings of one line stated in the wrong order: "K ≈ 1.19: particle ≈ 0.030, spatial ≈ 0.032" where the
record holds particle 0.0322 above spatial 0.0307, or "topic 5: ~0.063; topic 6: ~0.059" where topic 6 is the
taller bar. Each reading alone lies within its reading tolerance, so each is supported; together they say which of
the two is higher, and the record says the other. A swapped pair of close values is the common form of that error.

A pair counts when both readings are supported values of the same panel on the same line of the description, the
line states them clearly apart (by at least ``STATED_UNITS`` units of their finer last printed digit, so that "~0.051"
and "~0.050" state no order) and the record holds them the other way round by at least one such unit. Both
readings are then contradicted (``value``), each naming the other."""

from __future__ import annotations

from collections import Counter
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


def _reading(ctx: VerifyContext, v: ClaimVerdict) -> tuple[float, float, int] | None:
    """(stated, record's value, printed decimals) of a supported numeric value claim, else None."""
    if not _may_read(v):
        return None
    text, stated, expected = ctx.text[v.start:v.end], v.stated, v.expected
    decimals = _printed_decimals(text, float(stated))
    return None if decimals is None else (float(stated), float(expected), decimals)


def _may_read(v: ClaimVerdict) -> bool:
    """Whether ``v`` is a supported value claim of a panel whose stated and held values are single numbers (a
    reading judged on a window of dates or cells, "0.81 in June 2020", has no one value held)."""
    return (v.kind == "value" and v.verdict == "supported" and v.panel is not None and _is_number(v.stated)
            and _is_number(v.expected))


def _is_number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _line_of(text: str, at: int) -> int:
    return text.count("\n", 0, at)


def mark_swapped_readings(ctx: VerifyContext, claims: Sequence, verdicts: Sequence[ClaimVerdict],
                          spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each pair of same-line readings whose stated order the record reverses contradicted."""
    out = list(verdicts)
    lines = {i: _line_of(ctx.text, v.start) for i, v in enumerate(verdicts) if _may_read(v)}
    # a pair needs both readings on one line of one panel: the printed decimals (a reading of the claim's text) are
    # read only for readings that share theirs with another
    shared = Counter((line, verdicts[i].panel) for i, line in lines.items())
    read = {i: r for i, line in lines.items()
            if shared[line, verdicts[i].panel] > 1 and (r := _reading(ctx, verdicts[i])) is not None}
    if len(read) < 2:
        return out
    order = sorted(read)
    for a_pos, i in enumerate(order):
        for j in order[a_pos + 1:]:
            if lines[i] != lines[j] or verdicts[i].panel != verdicts[j].panel:
                continue
            (si, ei, di), (sj, ej, dj) = read[i], read[j]
            unit = 10.0 ** -max(di, dj)
            stated, held = sj - si, ej - ei
            if abs(stated) < STATED_UNITS * unit - 1e-12 or stated * held >= 0 or abs(held) < unit - 1e-12:
                continue
            for me, other, mine in ((i, j, ei), (j, i, ej)):
                o = verdicts[other]
                out[me] = out[me].model_copy(update={
                    "verdict": "contradicted", "error_type": "value", "expected": mine,
                    "reason": f"the record holds this ({mine:.4g}) on the other side of "
                              f"'{ctx.text[o.start:o.end]}' ({read[other][1]:.4g}): the two readings are swapped"})
    return out
