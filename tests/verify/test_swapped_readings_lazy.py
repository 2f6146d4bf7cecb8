"""The swapped-readings cross-check groups readings by line and panel and reads a reading's printed decimals only
for a pair the record holds the other way round; its verdicts equal those of the check that read every shared
reading's decimals first and tried every pair (written out here as it was), on made descriptions whose readings
mix lines, panels, orders, precisions, hedges, equal values and readings out of text order."""

from __future__ import annotations

import random
from collections import Counter

from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext
from vlmeval.verify.swapped_readings import STATED_UNITS, _may_read, _printed_decimals, mark_swapped_readings


def _eager(ctx, verdicts):
    """The check before it was made lazy: every shared reading's decimals read, every pair of readings tried."""
    out = list(verdicts)

    def reading(v):
        if not _may_read(v):
            return None
        decimals = _printed_decimals(ctx.text[v.start:v.end], float(v.stated))
        return None if decimals is None else (float(v.stated), float(v.expected), decimals)

    lines = {i: ctx.text.count("\n", 0, v.start) for i, v in enumerate(verdicts) if _may_read(v)}
    shared = Counter((line, verdicts[i].panel) for i, line in lines.items())
    read = {i: r for i, line in lines.items()
            if shared[line, verdicts[i].panel] > 1 and (r := reading(verdicts[i])) is not None}
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


class _Ctx:
    def __init__(self, text: str):
        self.text = text


def _made(rng: random.Random) -> tuple[_Ctx, list[ClaimVerdict]]:
    parts, verdicts, at = [], [], 0
    for _ in range(rng.randint(1, 5)):  # lines
        for _ in range(rng.randint(0, 6)):  # readings on the line
            held = round(rng.uniform(0.0, 1.0), rng.choice([1, 2, 3, 4]))
            stated = round(held + rng.choice([0.0, 0.001, -0.002, 0.01, -0.03]), rng.choice([1, 2, 3]))
            shown = rng.choice([f"{stated}", f"~{stated}", f"{stated:.3f}", "about half"])
            piece = f"group {rng.randint(1, 9)}: {shown}"
            verdicts.append(ClaimVerdict(
                start=at, end=at + len(piece), text=piece, kind=rng.choice(["value"] * 6 + ["range"]),
                verdict=rng.choice(["supported"] * 5 + ["contradicted"]), stated=rng.choice([stated] * 6 + [[stated]]),
                expected=rng.choice([held] * 8 + [None, int(held * 10)]), panel=rng.choice(["a", "a", "b", None])))
            parts.append(piece + "; ")
            at += len(piece) + 2
        parts.append("\n")
        at += 1
    if verdicts and rng.random() < 0.2:  # a reader's claims out of text order
        rng.shuffle(verdicts)
    return _Ctx("".join(parts)), verdicts


def test_the_lazy_check_marks_what_the_eager_one_marked():
    rng = random.Random(34)
    marked = 0
    for _ in range(3000):
        ctx, verdicts = _made(rng)
        want = _eager(ctx, verdicts)
        got = mark_swapped_readings(ctx, [], verdicts, [])
        assert [v.model_dump() for v in got] == [v.model_dump() for v in want]
        marked += sum(a is not b for a, b in zip(want, verdicts))
    assert marked > 100  # the made descriptions do hold swapped pairs


def test_a_context_like_the_pipeline_s_is_read_the_same_way():
    text = "* Group 1: ~0.031; group 2: ~0.068; group 3: ~0.072\n"
    spans = [(text.index(s), text.index(s) + len(s)) for s in ("1: ~0.031", "2: ~0.068", "3: ~0.072")]
    verdicts = [ClaimVerdict(start=s, end=e, text=text[s:e], kind="value", verdict="supported", stated=st,
                             expected=ex, panel="p") for (s, e), st, ex in zip(spans, (0.031, 0.068, 0.072),
                                                                               (0.031, 0.0718, 0.0676))]
    ctx = VerifyContext.__new__(VerifyContext)
    ctx.text = text
    got = mark_swapped_readings(ctx, [], verdicts, [])
    assert [v.verdict for v in got] == ["supported", "contradicted", "contradicted"]
    assert got == _eager(ctx, verdicts)
