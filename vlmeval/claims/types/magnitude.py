"""How many times a series changes between two x places ("roughly doubles from 2001 to 2008", "drops by roughly
two orders of magnitude from R = 4.0 Å to R = 12.0 Å", "falling by a factor of about 5.5 between 2000 and 5000
samples", "rises steeply between 100 and 1000 samples (about 20x)", "from ~0.004 at |V| = 0.15 to ~0.05 at
V = 0.765, more than an order of magnitude", "roughly tripling over the range"): a ``trend`` claim (``XYRatio``)
judged on the ratio of the series' values at the two places.

The factor is a multiplier word (doubles, triples, halves, tenfold), "by a factor of N", "N×" or "N orders of
magnitude"; its direction is the clause's verb (rise or fall; none: either way), its hedge "about"/"nearly"/
"more than". The places are an x interval in the same sentence ("from A to B", "between A and B", "over the
range") that lies inside the series' drawn x range; the series is the sentence's or its bullet scope's, as for a
reading (``claims.xy_readings``). No place, no series, or a value not known at a place: no claim, or unverifiable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import described_look
from vlmeval.claims.lines_holding import lines_holding
from vlmeval.claims.line_words import DOWN, UP
from vlmeval.claims.sentence_bounds import sentence_around
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, figure_series_names, number_of, scope_line, scope_panel,
                                        series_in_scope)
from vlmeval.claims.types.xy_reading_check import MAX_GAP_FRACTION, X_READING_FRACTION, Series, samples_of, series_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.textsafe import word_key
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class XYRatio:
    """``series`` changes by ``factor`` from x ``lo`` to ``hi``: ``direction`` "up" (the value at ``hi`` is
    ``factor`` times that at ``lo``), "down" (a ``factor``-th of it) or None (either); ``orders``: said in orders of
    magnitude; ``bound``: "approx", "more" (more than), "almost" (nearly), as the hedge says."""
    lo: float
    hi: float
    factor: float
    direction: str | None
    orders: bool
    bound: str
    series: str


_WORD_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
_N = rf"(?:{NUM}|{'|'.join(_WORD_N)})"
BOUND_WORDS = r"(?:(?:more|greater)\s+than|over|at\s+least|almost|nearly|close\s+to|just\s+under|roughly|about|around|approximately|some|~|≈)\s*"
_MULTIPLIER = {"doubl": 2.0, "tripl": 3.0, "quadrupl": 4.0, "halv": 2.0}
_FACTOR = lazy_compile(
    rf"(?P<bound>{BOUND_WORDS})?(?:"
    rf"(?P<mult>doubl|tripl|quadrupl|halv)(?:es|ed|ing|e)\b(?!-)(?P<more>\s+or\s+more)?"
    rf"|(?P<fold>{_N})[- ]?fold\b"
    rf"|by\s+(?P<bound_by>{BOUND_WORDS})?a\s+factor\s+of\s+(?:{HEDGE})?(?P<by>{NUM})(?![\d.])"
    rf"|(?:by\s+(?P<bound_orders>{BOUND_WORDS})?)?(?P<orders>{_N})\s+orders?\s+of\s+magnitude\b"
    rf"|(?<=\()(?:{HEDGE})?(?P<times>{NUM})\s*[x×](?=\))"
    rf"|by\s+(?P<bound_half>{BOUND_WORDS})?(?P<half>half)\b)", re.I)
_DIRECTION = lazy_compile(rf"\b(?P<up>{UP})|\b(?P<down>{DOWN})", re.I)
_NAME = r"(?:[^\W\d][^\s=≈~,;()]{0,14}\s*(?:=|≈)\s*)?"  # "R = ", "|V| = " before an x
_UNIT = r"(?:\s*[^\W\d][^\s\d,;()]{0,10})?(?:\s*\([^()]{0,30}\))?"  # "Å", "samples", "(~0.125)" after an x
_SPAN = lazy_compile(
    rf"\bfrom\s+(?:{HEDGE})?[-−]?[\d.,]+(?:\s*×\s*10\S*)?{_UNIT}\s+at\s+{_NAME}(?:{HEDGE})?(?P<a1>{NUM}){_UNIT},?\s+to\s+"
    rf"(?:{HEDGE})?[-−]?[\d.,]+(?:\s*×\s*10\S*)?{_UNIT}\s+at\s+{_NAME}(?:{HEDGE})?(?P<b1>{NUM})(?![\d.])"
    rf"|\b(?:from|between)\s+{_NAME}(?:{HEDGE})?(?P<a>{NUM}){_UNIT}\s+(?:to|and)\s+{_NAME}(?:{HEDGE})?(?P<b>{NUM})(?![\d.])"
    rf"|\bover\s+the\s+(?:whole\s+|full\s+|entire\s+)?(?P<whole>range)\b", re.I)
_EVERY = lazy_compile(r"\b(?:every|each|all)\b", re.I)


def word_number(text: str) -> float:
    key = word_key(text)
    return float(_WORD_N[key]) if key in _WORD_N else number_of(text)


def _factor(m: re.Match) -> tuple[float, bool, str | None]:
    """The stated factor, whether it is in orders of magnitude, and the direction the factor word itself gives."""
    if m["mult"]:
        word = word_key(m["mult"])
        return _MULTIPLIER[word], False, "down" if word == "halv" else None
    if m["orders"]:
        return 10.0 ** word_number(m["orders"]), True, None
    if m["half"]:
        return 2.0, False, "down"
    return word_number(m["fold"] or m["by"] or m["times"]), False, None


def bound_of(text: str | None) -> str:
    low = (text or "").lower()
    if low.startswith(("more", "greater", "over", "at least")):
        return "more"
    return "almost" if low.startswith(("almost", "nearly", "close", "just")) else "approx"


def sentence_at(text: str, at: int) -> tuple[int, int]:
    """The clause holding ``at``, without its closing mark: a factor's series and x span are named within its own
    clause, and its x span's last number ends before the mark ("between 1,000 and 10,000.")."""
    return sentence_around(text, at, clause=True, mark=False)


def _direction(clause: str, given: str | None) -> str | None:
    found = {k for m in _DIRECTION.finditer(clause) for k, v in m.groupdict().items() if v}
    if given is not None:
        return given if not found - {given} else None
    return found.pop() if len(found) == 1 else None


def _span(sentence: str, at: int, xs: list[float]) -> tuple[float, float] | None:
    """The x interval the sentence names nearest the factor (at ``at``; one in its own clause first), inside the series' drawn x range (else it
    names y values, or nothing)."""
    spans = list(_SPAN.finditer(sentence))
    if not spans or not xs:
        return None
    clause = (sentence.rfind(", ", 0, at) + 1, (sentence.find(", ", at) + 1 or len(sentence) + 1) - 1)  # not "1,000"
    own = [s for s in spans if clause[0] <= s.start() and s.end() <= clause[1]]  # in the factor's own clause first
    m = min(own or spans, key=lambda s: max(s.start() - at, at - s.end(), 0))
    if m["whole"]:
        return xs[0], xs[-1]
    a, b = (m["a1"], m["b1"]) if m["a1"] else (m["a"], m["b"])
    lo, hi = number_of(a), number_of(b)
    slack = X_READING_FRACTION * (xs[-1] - xs[0])
    inside = all(xs[0] - slack <= v <= xs[-1] + slack for v in (lo, hi))
    return (lo, hi) if inside and lo != hi else None


def named_series(panel, before: str) -> int | None:
    """The one series named by its legend text in the sentence before the factor ("NDE improves the most between
    2000 and 5000, falling by a factor of 5.5, closing in on ROLR": NDE), else None."""
    low = before.lower()
    named = [i for i, r in enumerate(panel.data.rows)
             if len(str(r)) > 1 and re.search(rf"(?<!\w){re.escape(str(r).lower())}(?!\w)", low)]
    return named[0] if len(named) == 1 else None


# a word every match of _FACTOR holds ("x)" and "×)": a "(3x)" factor, the ")" its look-ahead reads)
_FACTOR_WORDS = ("doubl", "tripl", "quadrupl", "halv", "fold", "factor", "order", "half", "x)")


def _factor_lines(doc: Document) -> set[int]:
    """The ids of the lines _FACTOR may match in: those holding one of its words (``×`` has no other case)."""
    return {id(line) for line in lines_holding(doc, _FACTOR_WORDS)} | {id(line) for line in doc.lines
                                                                        if "×)" in line.text}


def extract_ratios(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x or spec.bars):
        return []
    out = []
    held = _factor_lines(doc)
    for i, line in enumerate(doc.lines):
        if line.heading or id(line) not in held:
            continue
        for m in _FACTOR.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            scope = scope_line(doc, i) if BULLET.match(line.text) else None
            panel = scope_panel(doc, line, scope)
            if panel is None or panel.data is None or doc.is_taken(start, end):
                continue
            row = series_in_scope(panel, [line.text, described_look(doc, line.text)] + ([scope.text] if scope else []),
                                  figure_series_names(doc.figure))
            a, b = sentence_at(line.text, m.start())
            sentence = line.text[a:b]
            row = row if row is not None else named_series(panel, line.text[a:m.start()])
            if row is None or (len(panel.data.rows) > 1 and _EVERY.search(sentence)):
                continue  # "for every configuration": each series, not the one named
            span = _span(sentence, m.start() - a, [x for x, _ in samples_of(panel, row)])
            factor, orders, given = _factor(m)
            if span is None or not factor > 1.0:
                continue
            bound = "more" if m["more"] else bound_of(m["bound"] or m["bound_by"] or m["bound_orders"] or m["bound_half"])
            payload = XYRatio(span[0], span[1], factor, _direction(sentence, given), orders, bound,
                              str(panel.data.rows[row]))
            doc.take(start, end)
            out.append(Claim("trend", start, end, stated=factor, panel=panel.title, row=panel.data.rows[row],
                             hedge="approx", source="xy ratio", payload=payload))
    return out


def _value_at(samples: list[tuple[float, float]], x: float) -> float | None:
    """The series at x: a sample within a reading's reach, else the line between the two samples around x
    (None where they are too far apart to tell)."""
    span = samples[-1][0] - samples[0][0] if len(samples) > 1 else 0.0
    near = [y for sx, y in samples if abs(sx - x) <= X_READING_FRACTION * span]
    if near:
        return min(near, key=lambda y: abs(y)) if len(near) > 1 and min(near) * max(near) <= 0 else sum(near) / len(near)
    for (x0, y0), (x1, y1) in zip(samples, samples[1:]):
        if x0 <= x <= x1 and x1 - x0 <= MAX_GAP_FRACTION * span:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return None


# How far the ratio may be from the factor said (a multiple of it): held within the first, wrong from the second on
# ("about twice" where it is three times);
# between them too close to call. An order of magnitude is a ratio between about 3 and 30 (half a decade each way).
HELD, WRONG = 1.35, 1.5
ORDERS_HELD, ORDERS_WRONG = 10 ** 0.5, 10 ** 0.6


def judge(ratio: float, stated: XYRatio) -> bool | None:
    held, wrong = (ORDERS_HELD, ORDERS_WRONG) if stated.orders else (HELD, WRONG)
    f = stated.factor
    if stated.bound == "more":
        return True if ratio >= f / 1.1 else False if ratio <= f / wrong else None
    top_held, top_wrong = (f * 1.1, f * 1.25) if stated.bound == "almost" else (f * held, f * wrong)
    if f / held <= ratio <= top_held:
        return True
    return False if ratio <= f / wrong * (1 + 1e-9) or ratio >= top_wrong * (1 - 1e-9) else None


def verify_ratio(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    series = series_of(claim, ctx)
    if not isinstance(series, Series):
        return series  # an unclear panel, or a series whose values are not known
    where = {"panel": series.panel.title, "row": claim.row}
    samples = series.samples
    ya, yb = _value_at(samples, stated.lo), _value_at(samples, stated.hi)
    if ya is None or yb is None or ya * yb <= 0:
        return unverifiable("the series' values at both places are not known, or change sign", **where)
    went = "up" if abs(yb) > abs(ya) else "down"
    ratio = max(abs(yb / ya), abs(ya / yb))
    if stated.direction is not None and went != stated.direction and ratio >= WRONG:
        return contradicted("trend", went, f"the series goes {went} from {stated.lo:g} to {stated.hi:g} "
                            f"({ya:.3g} to {yb:.3g}), not {stated.direction}", **where)
    if stated.direction is not None and went != stated.direction:
        return unverifiable("the series barely changes between the two places", **where)
    verdict = judge(ratio, stated)
    told = f"{ya:.3g} at {stated.lo:g} to {yb:.3g} at {stated.hi:g}: a factor of {ratio:.3g}"
    if verdict is None:
        return unverifiable(f"{told}, too close to call against {stated.factor:g}", **where)
    if verdict:
        return supported(round(ratio, 3), **where)
    return contradicted("magnitude", round(ratio, 3), f"{told}, not {stated.factor:g}", **where)


ENTRY = TypeEntry(extract_ratios, payloads=(("trend", XYRatio, verify_ratio),))
