"""How many times one series is another at the same x ("SCANDAL ... roughly 16 times lower than LRT there",
"A is about three times higher than B at N = 100", "DBSCAN-U is roughly two orders of magnitude slower than the
other two methods across its whole range"): a ``trend`` claim (``XYTimes``) judged on the ratio of the two series'
values at each x it is said at (``claims.types.magnitude`` reads a change of one series between two x).

The first series is the one the sentence names before the factor, the second the one(s) named after "than"
("the other two", "either of the others": every other series of the panel); the place is an x in the sentence
("at N = 100", "there" after one) or the whole shared range ("across its whole range", "everywhere", "at every
x"). A sentence that names no place, or not exactly one first series, gives no claim."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.lines_holding import lines_holding
from vlmeval.claims.types.magnitude import BOUND_WORDS, WRONG, bound_of, judge, named_series, sentence_at, word_number
from vlmeval.claims.xy_readings import BULLET, HEDGE, NUM, number_of, scope_line, scope_panel
from vlmeval.claims.types.xy_reading_check import X_READING_FRACTION, row_samples, samples_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class XYTimes:
    """``series`` is ``factor`` times ``others`` (each) at the x places ``at`` (empty: every x both are known at);
    ``above``: True (higher), False (lower), None (the words give no side); ``orders`` and ``bound`` as for
    ``XYRatio``."""
    series: str
    others: tuple[str, ...]
    at: tuple[float, ...]
    factor: float
    above: bool | None
    orders: bool
    bound: str


_HIGHER = r"higher|larger|greater|bigger|more"
_LOWER = r"lower|smaller|less"
_TIMES = lazy_compile(
    rf"(?P<bound>{BOUND_WORDS})?(?:(?P<twice>twice)|(?P<n>{NUM}|three|four|five|ten)\s*(?:times|[x×])"
    rf"|(?P<orders>an?|one|two|three|four|five|{NUM})\s+orders?\s+of\s+magnitude)\s+"
    rf"(?:(?P<up>{_HIGHER})|(?P<down>{_LOWER})|slower|faster|longer|shorter)\s+than\s+(?P<other>[^.;:]{{1,60}})", re.I)
_WHOLE = lazy_compile(r"\b(?:across\s+(?:its|their|the)\s+(?:whole|entire|full)\s+range|everywhere|at\s+every\b|"
                      r"over\s+the\s+(?:whole|entire|full)\s+range)", re.I)
_AT = lazy_compile(rf"\bat\s+(?:[^\W\d][^\s=≈~,;()]{{0,14}}\s*(?:=|≈)\s*)?(?:{HEDGE})?(?P<x>{NUM})(?![\d.⁰¹²³⁴⁵⁶⁷⁸⁹⁻×])", re.I)
_OTHERS = lazy_compile(r"\b(?:the\s+)?other\s+(?:one|two|three|series|curves|methods|lines)|\bthe\s+others\b|\beither\b", re.I)


def _places(sentence: str, xs: list[float]) -> tuple[float, ...] | None:
    """The x places the comparison is said at: () for the whole shared range, else the x values of the sentence
    inside the drawn range ("there" refers back to one), None when it names none."""
    if _WHOLE.search(sentence):
        return ()
    slack = X_READING_FRACTION * (xs[-1] - xs[0]) if xs else 0.0
    found = tuple(number_of(m["x"]) for m in _AT.finditer(sentence)
                  if xs and xs[0] - slack <= number_of(m["x"]) <= xs[-1] + slack)
    return found[-1:] if len(found) >= 1 else None


def extract_times(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x) or spec.bars:
        return []
    out = []
    held = {id(line) for line in lines_holding(doc, ("than",))}  # every match of _TIMES holds it
    for i, line in enumerate(doc.lines):
        for m in () if line.heading or id(line) not in held else _TIMES.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end("other")
            panel = scope_panel(doc, line, scope_line(doc, i) if BULLET.match(line.text) else None)
            if panel is None or panel.data is None or len(panel.data.rows) < 2 or doc.is_taken(start, end):
                continue
            a, b = sentence_at(line.text, m.start())
            first = named_series(panel, line.text[a:m.start()])
            if first is None:
                continue
            rows = [str(r) for r in panel.data.rows]
            others = tuple(r for j, r in enumerate(rows) if j != first) if _OTHERS.match(m["other"].strip()) else \
                tuple(rows[j] for j in [named_series(panel, m["other"])] if j is not None and j != first)
            at = _places(line.text[a:b], [x for x, _ in samples_of(panel, first)])
            if not others or at is None:
                continue
            factor = 2.0 if m["twice"] else 10.0 ** word_number(m["orders"]) if m["orders"] else word_number(m["n"])
            payload = XYTimes(rows[first], others, at, factor, True if m["up"] else False if m["down"] else None,
                              bool(m["orders"]), bound_of(m["bound"]))
            doc.take(start, end)
            out.append(Claim("trend", start, end, stated=factor, panel=panel.title, row=panel.data.rows[first],
                             hedge="approx", source="xy times", payload=payload))
    return out


def _known(samples: list[tuple[float, float]], x: float, reach: float) -> float | None:
    near = [y for sx, y in samples if abs(sx - x) <= reach]
    return sum(near) / len(near) if near else None


def verify_times(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    rows = [str(r) for r in panel.data.rows] if panel.data is not None else []
    if any(name not in rows for name in (stated.series, *stated.others)):
        return unverifiable("the series' values are not known", panel=panel.title)
    where = {"panel": panel.title, "row": claim.row}
    mine = row_samples(ctx.figure, panel, rows.index(stated.series))
    span = mine[-1][0] - mine[0][0] if len(mine) > 1 else 0.0
    verdicts = []
    for other in stated.others:
        theirs = row_samples(ctx.figure, panel, rows.index(other))
        xs = stated.at or [x for x, _ in mine]
        for x in xs:
            ya, yb = _known(mine, x, X_READING_FRACTION * span), _known(theirs, x, X_READING_FRACTION * span)
            if ya is None or yb is None or ya * yb <= 0:
                if stated.at:
                    return unverifiable(f"{other} or {stated.series} is not known at {x:g}", **where)
                continue
            ratio, above = max(abs(ya / yb), abs(yb / ya)), abs(ya) > abs(yb)
            side_wrong = stated.above is not None and above != stated.above and ratio >= WRONG
            verdicts.append((False if side_wrong else judge(ratio, stated), x, other, ratio))
    if not verdicts:
        return unverifiable("the two series are known at no common x", **where)
    wrong = [v for v in verdicts if v[0] is False]
    if wrong:
        _, x, other, ratio = max(wrong, key=lambda v: abs(v[3] - stated.factor))
        return contradicted("magnitude", round(ratio, 3), f"{stated.series} against {other} at {x:g}: a factor of "
                            f"{ratio:.3g}, not {stated.factor:g}", **where)
    if all(v[0] for v in verdicts):
        return supported(round(verdicts[0][3], 3), **where)
    return unverifiable("the ratio is too close to the factor said to call", **where)


ENTRY = TypeEntry(extract_times, payloads=(("trend", XYTimes, verify_times),))
