"""Trends read from line/bar prose (kind ``trend``): a direction over a stated window ("steady increase", "declined
after March", "decreased from June 2021 to August 2023", "since then"), checked with Kendall's tau over the window
(groundtruth.facts scale): "increase" is contradicted when tau <= -0.2 over the window, "stable" when |tau| >= 0.6
and the values move by more than a fifth of their range; a rise or fall into a window of one or two points is the
change from the point before it (``check_trend``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims.x_axis_subject import x_axis_verb
from vlmeval.claims.line_text import number_between
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.dates import Mark, mark_before
from vlmeval.claims.line_words import (AFTER_WHICH_RE, EARLY_RE, EXTREME_ANCHOR_RE, RECENT_RE, STEADY_RE, THEN_RE,
                                       TREND_RE, TREND_STEMS, inside_name, negated,
                                       ordered_categories, series_words)
from vlmeval.claims.line_verdicts import LineChart, line_verdict, verifier_of
from vlmeval.groundtruth.series_facts import Series, Span
from vlmeval.records import ClaimVerdict
from vlmeval.verify.partial import unknown_reason
from vlmeval.claims.line_windows import fmt_window, resolve_window
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class SeriesTrend:
    """A direction over a window (kind ``trend``): ``which`` up/down/flat, ``steady`` when said to
    be sustained ("steadily", "consistently")."""
    start: int
    end: int
    which: str
    window: tuple[int, int] | None = None
    steady: bool = False
    binding: str = ""  # line_places.BINDINGS
    series: tuple[int, ...] = ()
    spanned: bool = False  # the window runs between two stated places: the movement starts at its first point


_GAP = r"[\s\w%,.()-]*?"  # words between a trend word and its window, no sentence break


def _trend_window(text: str, a: int, b: int, m: re.Match, marks: list[Mark], previous: Mark | None, since: int = 0):
    """(window, end of the claim's span) for the trend word ``m`` in clause [a, b); window None: the whole
    series; "skip": the clause names dates without saying how they bound the trend. A "from D1 to D2" before
    ``since`` (the end of an earlier trend word's claim in the clause) bounds that word, not this one when this
    one names a place outside it ("decrease from A to C and rise slightly for E"); "a decrease from D1 to D2, with
    cases dropping to 0.2 by D2" elaborates the same span."""
    tail = [k for k in marks if m.end() <= k.start < b]
    head = [k for k in marks if a <= k.start < m.start()]
    own = head
    if tail and len(head) >= 2 and head[-2].start < since and not \
            head[-2].window[0] <= tail[0].window[0] <= tail[0].window[1] <= head[-1].window[1]:
        own = [k for k in head if k.start >= since]  # its own place lies outside that span: the span is not its
    gap = text[m.end():tail[0].start] if tail else ""
    no_number = not (tail and number_between(text, m.end(), tail[0].start))
    if len(tail) >= 2 and re.fullmatch(rf"{_GAP}\b(?:from|between)\s+(?:the\s+)?", gap, re.I) and \
            re.fullmatch(r",?\s*(?:to|until|till|through|and|-|–)\s*(?:the\s+)?", text[tail[0].end:tail[1].start], re.I):
        return (tail[0].window[0], tail[1].window[1]), tail[1].end
    if tail and no_number and re.fullmatch(rf"{_GAP}\b(?:since|after|from|starting\s+in)\s+(?:the\s+)?", gap, re.I):
        return (tail[0].window[0], 10 ** 9), tail[0].end
    # "then", "and then" (also as the clause break right before it): the movement starts at the date before
    then = bool(THEN_RE.search(text[max(0, a - 12):m.start()]) or AFTER_WHICH_RE.search(text[max(0, m.start() - 25):m.start()]))
    start_mark = head[-1] if head else previous
    if len(tail) >= 2 and re.fullmatch(rf"[\s\w]{{0,40}}?\bfrom\b{_GAP}\b(?:in|on)\s+(?:the\s+)?", gap, re.I) and \
            re.fullmatch(rf",?\s*to\b{_GAP}\b(?:in|on|by)\s+(?:the\s+)?", text[tail[0].end:tail[1].start], re.I):
        return (tail[0].window[0], tail[1].window[1]), tail[1].end  # "a decrease from 0.88 in March to 0.60 in May"
    if tail and no_number and re.fullmatch(rf"{_GAP}\b(?:until|till|before|up\s+to|through)\s+(?:the\s+)?", gap, re.I):
        return ((start_mark.window[0] if then and start_mark else -(10 ** 9)), tail[0].window[1]), tail[0].end
    if tail and no_number and len(gap) < 40 and re.fullmatch(rf"{_GAP}\b(?:in|during|throughout|over|within|between)\s+(?:the\s+)?", gap, re.I):
        return tail[0].window, tail[0].end
    if len(own) >= 2 and re.search(r"\b(?:from|between)\s+(?:the\s+)?$", text[max(a, own[-2].start - 10):own[-2].start], re.I) and \
            re.fullmatch(r",?\s*(?:to|until|till|through|and|-|–)\s*(?:the\s+)?", text[own[-2].end:own[-1].start], re.I):
        return (own[-2].window[0], own[-1].window[1]), m.end()
    if head and re.search(r"\b(?:since|after)\s+(?:the\s+)?$", text[max(a, head[-1].start - 8):head[-1].start], re.I):
        return (head[-1].window[0], 10 ** 9), m.end()
    if head and re.search(r"\b(?:since|since\s+then|thereafter|afterwards|subsequently)\s+(?:\w+\s+)?$", text[head[-1].end:m.start()], re.I):
        return (head[-1].window[0], 10 ** 9), m.end()  # "in 2010, though figures have since risen": after that date
    if not head and start_mark is not None and re.search(r"\b(?:has|have|had)\s+since\s+$", text[max(a, m.start() - 20):m.start()], re.I):
        return (start_mark.window[0], 10 ** 9), m.end()  # "... in mid-April 2020. The rate has since declined"
    if start_mark is not None and not tail and re.match(r"(?:\s+[\w-]+){0,3}?\s+(?:since\s+then|ever\s+since|thereafter|from\s+then\s+on)\b", text[m.end():b], re.I):
        return (start_mark.window[0], 10 ** 9), m.end()  # "... by the end of 2021. It has remained stable since then"
    to_date = tail and re.fullmatch(rf"{_GAP}\b(?:in|by|on|as\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?", gap, re.I)
    to_value = to_date and re.match(r"\s+(?:\w+\s+)?to\s+(?:about\s+|around\s+|over\s+|under\s+|nearly\s+)?[\d-]", text[m.end():m.end() + 40])
    if head and not then and not to_value and m.start() - head[-1].end < 30 and \
            re.search(r"\b(?:in|during|throughout)\s+(?:the\s+)?$", text[max(a, head[-1].start - 12):head[-1].start], re.I):
        return head[-1].window, m.end()  # not "a peak in 2018 and a decline to 2.3 in 2019": that runs 2018-2019
    if to_value and not then and not head:
        return tail[0].window, tail[0].end  # "a slight decrease to 72.97 years in 2021": the step into that date
    if not tail and (anchored := _extreme_anchor(text[a:m.start()])):
        # "After the peak, ... a gradual decrease": from the series' maximum on; "after the peak, a fluctuation
        # followed by a plateau and a decrease" is a sequence of parts of that window, none of them the whole
        return ("skip" if len(TREND_RE.findall(text, a, b)) > 1 else anchored), m.end()
    if then:
        if start_mark is None:
            return None, m.end()
        return ((start_mark.window[0], tail[0].window[1]), tail[0].end) if to_date else ((start_mark.window[0], 10 ** 9), m.end())
    if to_date:  # "increased, reaching a peak of 0.206 in July 2021": the rise up to that date
        return ((head[-1].window[0] if head else -(10 ** 9)), tail[0].window[1]), tail[0].end
    if RECENT_RE.search(text[a:b]):
        return "recent", m.end()
    if EARLY_RE.search(text[max(a, m.start() - 40):m.end() + 40]):
        return "early", m.end()
    if head or tail:
        return "skip", m.end()
    return None, m.end()


def _date_of_a_later_word(m: re.Match, window, marks: list[Mark], found: list[re.Match], drivers: set[int]) -> bool:
    """Whether the window of trend word ``m`` ends at a date written after another trend word that follows it: a date
    belongs to the nearest trend word before it."""
    if not isinstance(window, tuple):
        return False
    tail = [k for k in marks if k.start >= m.end() and k.window[1] == window[1]]
    later = [w for w in found if w.start() >= m.end() and w.start() not in drivers]
    return bool(tail and later and later[0].start() < tail[0].start)


# "Since that point", "from then on", "after that": the window starts at a place said before
_BACK_REFERENCE = lazy_compile(r"\b(?:since|from|after)\s+(?:that|this|then|which)(?:\s+(?:point|time|year|date|on))?\b", re.I)


def _trend_binding(window, marks: list[Mark], before: str = "") -> str:
    """How a trend is tied to its window (``claims.line_places.BINDINGS``): "whole" (no window), "stated" (its edges
    are the clause's own dates, or words such as "recently", "after the peak"), "vague" (a clause date is vague:
    "in the mid-2000s"), "inherited" (an edge is a date of an earlier clause, or the clause refers back to one
    that was not found: "Since that point ... decline")."""
    if window is None:
        return "inherited" if _BACK_REFERENCE.search(before) else "whole"
    if isinstance(window, str):
        return "stated"
    edges = {e for k in marks for e in k.window}
    own = [k for k in marks if k.window[0] == window[0] or k.window[1] == window[1]]
    if any(re.match(r"(?:the\s+)?(?:early|mid|late)\b", k.text, re.I) for k in own):
        return "vague"
    return "stated" if all(e in edges or abs(e) == 10 ** 9 for e in window) else "inherited"


def _extreme_anchor(before: str) -> str | None:
    """"after_max", "before_min", ...: the window a clause bounds by the series' own extreme, if it does."""
    found = list(EXTREME_ANCHOR_RE.finditer(before))
    if not found:
        return None
    m = found[-1]
    side = "before" if m["side"] and re.match(r"before|leading|until", m["side"], re.I) else "after"
    return f"{side}_{'max' if m['max'] or m['max2'] else 'min'}"


# "F1 drops as context length increases", "... with increasing context length", "As the window grows, ...":
# the trend word says how the x variable moves (what drives the plotted one), not how the series moves.
# Not "with an increase of 62 years": a noun after "with" elaborates on the series' own change.
_AS_DRIVER = lazy_compile(r"\bas\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){1,4}$", re.I)

_WITH_DRIVER = lazy_compile(r"\b(?:with|for)\s+(?:the\s+)?$", re.I)


def _drivers(text: str, a: int, found: list[re.Match]) -> set[int]:
    """Starts of the trend words that describe the x variable, when the clause has another trend word."""
    def driver(m: re.Match) -> bool:
        lo = max(a, m.start() - 50)
        return bool(_AS_DRIVER.search(text, lo, m.start()) or
                    (m.group().lower().endswith("ing") and _WITH_DRIVER.search(text, lo, m.start())))
    drivers = {m.start() for m in found if driver(m)}
    return drivers if len(drivers) < len(found) else set()


# words of a direction that say where values lie, not how the series moves: membership ("fall into each bin",
# "fall within 0.2-0.4"), a place ("falls at the left edge of the bar"), a local feature named by a noun ("a dip at
# 0.7", "the 8-participant dip")
_WHERE_AFTER = lazy_compile(r"\s+(?:(?:just|exactly|almost|mostly|largely|all)\s+)?(?:into|within|inside|outside|between|"
                            r"onto|in\s+(?:each|every|the\s+same|one|which)\b|(?:at|on|near)\s+(?:the|a)\s+(?:\w+\s+)?"
                            r"(?:edge|side|boundary|border|cent(?:re|er)|middle|position|location|peak)\b)", re.I)
_NOUN_BEFORE = lazy_compile(r"\b(?:a|an|the|this|that|one|its|second|small|slight|local)\s+(?:[\w-]*[^\Ws]\s+){0,2}$", re.I)  # "the counts dip": a verb


def lies_where(text: str, m: re.Match) -> bool:
    """Whether the trend word ``m`` tells where values lie (``_WHERE_AFTER``: "fall into each bin"), not a course."""
    return m.group().lower().startswith("fall") and bool(_WHERE_AFTER.match(text, m.end()))


def local_dip(text: str, m: re.Match, a: int) -> bool:
    """Whether ``m`` is the noun "dip" ("a small dip", "the 8-participant dip"): a local feature, which over no
    stated window says nothing of the whole series (over one, "a dip in December 2022", it is that window's fall)."""
    return m.group().lower() == "dip" and bool(_NOUN_BEFORE.search(text, max(a, m.start() - 40), m.start()))


def trend_claims(text, clause, marks, previous_mark, named, series, x_labels=()) -> list[SeriesTrend]:
    out = []
    a, b = clause
    names = None  # the series' names and keys, lower case: built at the first trend word (most clauses have none)
    since = 0  # the end of the last trend word's claim in this clause
    # most clauses hold no trend word's stem: the pattern is then not tried at each of their words
    found = list(TREND_RE.finditer(text, a, b)) if may_hold(lowered(text[a:b]), TREND_STEMS) else []
    drivers = _drivers(text, a, found) if len(found) > 1 else set()
    for m in found:
        if m.start() in drivers:
            continue
        word = m.group().lower()
        if names is None:
            names = series_words(series)[0]
        if (m.group().isupper() and len(m.group()) > 1) or word in names:
            continue  # "DROP" the benchmark, not a fall
        if lies_where(text, m):
            continue  # "fall into each bin", "falls at the left edge": where values lie, no course of the series
        if x_labels and x_axis_verb(text, m.start(), x_labels, a):
            continue  # "compares two methods as the share of feature collisions grows": how x runs, no course
        if inside_name(text, m, a, series) or negated(text, m, a):
            continue  # "the fastest growing companies" (a title's words), "Rising Star" (a name), "never fell"
        if re.search(r"\b(?:rate\s+of\s+)?(?:improvement|increase|growth|decline)\s+(?:has|had)\s+slowed", text[m.start():b], re.I) and m.start() > a:
            continue
        which = "up" if m.group("up") else "down" if m.group("down") else "flat"
        if re.match(r"(?:reduc|improv|lower|accelerat|top)", word):
            # "reducing the spread", "improvements in healthcare": words that name causes, not the plotted series
            if not re.search(r"\b(?:rate|number|value|life\s+expectancy|cases|percentage|share)\b", text[max(a, m.start() - 40):m.end() + 30], re.I):
                continue
        previous = mark_before(marks, m.start(), 0)
        window, end = _trend_window(text, a, b, m, marks, previous if previous is not None else previous_mark, since)
        since = max(since, end)  # the places up to here bound this word, not a later one
        if window == "skip" or (window is None and series and not ordered_categories(series, text[a:b])):
            continue
        if window is None and local_dip(text, m, a):
            continue  # "the 8-participant dip", "a dip at 0.7": a local feature, not the whole series' course
        if window is None and any(w.start() > m.end() and w.start() not in drivers and THEN_RE.search(text, m.end(), w.start())
                                  for w in found):
            continue  # "rise to a peak in the second bin and then fall off": the first part of a course, not all of it
        if _date_of_a_later_word(m, window, marks, found, drivers):
            continue  # "decreases slightly before rising again ... in 2012": 2012 is the rise's date, not the fall's
        steady = bool(STEADY_RE.search(text[max(a, m.start() - 25):m.end() + 12]))
        spanned = isinstance(window, tuple) and not any(tuple(k.window) == tuple(window) for k in marks)
        out.append(SeriesTrend(m.start(), max(end, m.end()), window=window, which=which, series=named,
                               steady=steady and which != "flat", binding=_trend_binding(window, marks, text[a:m.start()]),
                               spanned=spanned))
    return out


# --- the rule -------------------------------------------------------------------------------------
TREND_CONTRADICTED_TAU = 0.2

FLAT_CONTRADICTED_TAU = 0.6

STEADY_TAU = 0.4  # "steady", "consistent", "continuous" trends need a moderate Kendall tau


def check_trend(chart: LineChart, claim: SeriesTrend, s: Series) -> ClaimVerdict:
    window = resolve_window(s, claim.window)
    t = s.trend_over(window)
    where = fmt_window(s, window)
    if (t is None or t.tau is None) and window is not None and claim.which in {"up", "down"}:
        return _step(chart, claim, s, window)
    if t is None or t.tau is None:
        return line_verdict(claim, chart.text, "trend", "unverifiable", s, f"too few points in {where}")
    if unknown := s.unknown_in(window):  # unknown points inside the window may carry any trend (verify.partial)
        return line_verdict(claim, chart.text, "trend", "unverifiable", s, unknown_reason(unknown, "the trend") +
                        f" (over known points {t.direction}, tau {t.tau:+.2f})")
    vals = s.values[s.indices(window)]
    expected = f"{t.direction} (tau {t.tau:+.2f}) over {where}"
    # "steadily declining" claims a sustained trend: it needs at least a moderate tau, not only a weak one
    needed = STEADY_TAU if claim.steady else TREND_CONTRADICTED_TAU
    if claim.which == "up":
        bad = t.tau <= -TREND_CONTRADICTED_TAU or (claim.steady and t.tau < needed)
        good = t.tau >= needed
    elif claim.which == "down":
        bad = t.tau >= TREND_CONTRADICTED_TAU or (claim.steady and t.tau > -needed)
        good = t.tau <= -needed
    else:
        full = float(s.values.max() - s.values.min()) or 1.0
        moved = float(vals.max() - vals.min()) / full
        bad = abs(t.tau) >= FLAT_CONTRADICTED_TAU and moved > 0.2
        good = not bad
    verdict = "contradicted" if bad else "supported" if good else "unverifiable"
    return line_verdict(claim, chart.text, "trend", verdict, s, f"the data is {expected}", "trend",
                    expected=t.direction, stated=claim.which)


def _step(chart: LineChart, claim: SeriesTrend, s: Series, window: Span) -> ClaimVerdict:
    """A rise or fall into a window with one or two points ("a jump in 2018"): the change from the point
    before the window to the last point inside it; over a window between two stated places ("fell from 2018 to
    2019", "peaked in 2018, then declined to 2.3 in 2019") the change from its first point to its last."""
    idx = s.indices(window)
    if claim.spanned and len(idx) >= 2:
        idx = idx[1:]  # the point "before" is the window's own first point, the stated start
    if not len(idx) or idx[0] == 0:
        return line_verdict(claim, chart.text, "trend", "unverifiable", s, f"no point before {fmt_window(s, window)}")
    before, last = s.values[idx[0] - 1], s.values[idx[-1]]
    change = float(last - before)
    if change == 0:
        return line_verdict(claim, chart.text, "trend", "unverifiable", s, "no change")
    ok = (change > 0) == (claim.which == "up")
    return line_verdict(claim, chart.text, "trend", "supported" if ok else "contradicted", s,
                    f"{s.keys[idx[0] - 1]} {before} -> {s.keys[idx[-1]]} {last}", "trend",
                    expected="increasing" if change > 0 else "decreasing", stated=claim.which)

def back_reference(claim: SeriesTrend, verdict: ClaimVerdict) -> str | None:
    """A trend whose window refers back to a place that was not found is not held to the whole series."""
    if claim.binding != "inherited" or claim.window is not None:
        return None
    return ("the trend's window refers back to a place that was not found (bound: inherited); over the whole "
            f"series: {verdict.reason}")


LINE = (("trend", SeriesTrend, verifier_of(check_trend, relaxed=(back_reference,))),)
"""The payload class this module reads, its kind and its verifier (``claims.types.line_prose``)."""
