"""The readers of series-prose claims that hold a number or a stated window: the covered period ("from February
2021 to May 2022"), a value range ("fluctuated between 0.02 and 0.051"), an extremum ("a peak of 59.97 on July 1,
2022"), and a value placed at a date or category, a start or an end value, or a level held over a window
("has remained below 1 since July 2021").

Each reader takes one clause's marks and numbers and records in ``used`` the numbers it claimed, so that the
next reader does not read them again (``claims.series_prose.extract`` calls them in order).
"""

from __future__ import annotations

import re

from vlmeval.claims.ordinal_extremes import ranked_superlative
from vlmeval.prose_payloads import SeriesExtremum, SeriesPeriod, SeriesRange, SeriesValue
from vlmeval.claims.series_text import NUMBER_RE, Mark, Number, mark_before
from vlmeval.claims.series_words import END_RE, MAX_RE, MIN_RE, PERIOD_CONTEXT, RANGE_RE, START_RE, TREND_RE
from vlmeval.groundtruth.series_facts import Span


# "early 2000s", "mid-2010s", "late 1970s": a span whose edges the writer did not fix
_VAGUE = re.compile(r"(?:the\s+)?(?:early|mid|late)\b", re.I)
_BESIDE = 25  # characters: a place at most this far from its number is written beside it ("2019, at GBP 2.4 billion")


def place_binding(text: str, mark: Mark | None, start: int, end: int) -> str:
    """How certainly a claim spanning [start, end) is tied to ``mark`` (``prose_payloads.BINDINGS``)."""
    if mark is None:
        return "whole"
    if _VAGUE.match(mark.text):
        return "vague"
    gap = text[mark.end:start] if mark.end <= start else text[end:mark.start]
    return "stated" if len(gap.strip()) <= _BESIDE else "clause"


_CONTRAST = re.compile(r"\b(?:compared|than|versus|vs|whereas|while|unlike)\b", re.I)


# "in 2019 at 74.05", "in May, with 3.7", "in 2019 of 12%": a number joined to the date right before it
_AT_VALUE = re.compile(r"\s*,?\s*(?:at|with|of)\s+(?:(?:a|an|about|around|nearly|almost|over|some)\s+)?", re.I)
_PER_N = re.compile(r"\bper\s+[\d,]+", re.I)  # "0.013 per 1,000 people on March 10": the rate's base is no number


def _date_for_number(text: str, num: Number, marks: list[Mark], clause: tuple[int, int]) -> tuple[Mark | None, bool]:
    """The date a number is placed at: right after it ("0.46 in April 2020", "66.88% by May 2022"), else the
    nearest before it in the clause ("In 2021, ... was 79.49"). Returns (mark, by)."""
    after = [m for m in marks if num.end <= m.start < clause[1]]
    before = mark_before(marks, num.start, clause[0])
    if before is not None and after and "," in text[num.end:after[0].start] and _AT_VALUE.fullmatch(text[before.end:num.start]):
        return before, False  # "recorded in 2019 at 74.05 years, with a slight decrease in 2020": the date before
    if after:
        gap = text[num.end:after[0].start]
        if len(gap) <= 60 and re.fullmatch(r"(?:[\s\w%,()'-]|(?<=\b[A-Z])\.)*?\b(?:in|on|by|as\s+of|at|during|until|through|for|of|around|since)\s+(?:the\s+)?$|\s*\(?", gap, re.I) \
                and not NUMBER_RE.search(_PER_N.sub("", gap)) and not _CONTRAST.search(gap):
            by = bool(re.search(r"\b(?:by|as\s+of|until)\s+(?:the\s+)?$", gap, re.I))
            return after[0], by
    if before is not None:
        gap = text[before.end:num.start]
        between = [n for n in NUMBER_RE.finditer(gap)]
        if not between and not re.search(r"\b(?:to|until|through|and)\s*$", text[clause[0]:before.start], re.I):
            by = bool(re.search(r"\b(?:by|as\s+of|until)\s+(?:the\s+)?$", text[clause[0]:before.start], re.I))
            return before, by
    return None, False


def period_claims(text, clause, marks, nums, used, named) -> list[SeriesPeriod]:
    """"from D1 to D2" / "between D1 and D2": the covered period, or the window of a trend or value."""
    out = []
    a, b = clause
    for i, m1 in enumerate(marks[:-1]):
        m2 = marks[i + 1]
        gap = text[m1.end:m2.start]
        head = text[max(a, m1.start - 12):m1.start]
        if not re.fullmatch(r",?\s*(?:to|until|till|through|and|-|–|—)\s*(?:the\s+)?", gap, re.I):
            continue
        if not re.search(r"(?:from|between|since|spanning|covering|of)\s+(?:the\s+)?$|^\s*$", head, re.I) and m1.start != a:
            continue
        # a number right before "from" ties the dates to values ("from 0.46 in April 2020 to ..."): not a period
        before = text[a:m1.start]
        if TREND_RE.search(before) or re.search(r"\b(?:remain\w*|stay\w*|was|were|at)\b", before, re.I) and \
                any(n.end <= m1.start for n in nums):
            continue  # a trend over this window, or a value held during it
        context_before = PERIOD_CONTEXT.search(text[a:m1.start])
        if not context_before and (TREND_RE.search(text[m2.end:b]) or not PERIOD_CONTEXT.search(text[m2.end:b])):
            continue  # "From D1 to D2 the values increase": the window of a trend, not the covered period
        out.append(SeriesPeriod(m1.start, m2.end, when=m1, when2=m2, series=named))
    return out


# an axis named as the clause's subject, with no other subject ("values", "data") after it
_AXIS_SUBJECT = re.compile(r"\b(?:[xy][- ]?axis|(?:horizontal|vertical)\s+axis)\b(?![^.;]*\b(?:values?|data)\b)", re.I)


def range_claims(text, clause, nums, marks, used, named) -> list[SeriesRange]:
    out = []
    for i, n1 in enumerate(nums[:-1]):
        n2 = nums[i + 1]
        if i in used or not re.fullmatch(r"\s*(?:%|\w+)?\s*(?:to|and|-|–)\s*", text[n1.end:n2.start], re.I):
            continue
        if not RANGE_RE.search(text[max(clause[0], n1.start - 40):n1.start]):
            continue
        if _AXIS_SUBJECT.search(text, clause[0], n1.start):
            continue  # "**X-axis:** ..., ranging from 0.00 to 0.05": the axis's range, read by claims.types.ticks
        window = _window_in(text, clause, marks)
        start = max(clause[0], n1.start - 40)
        start += RANGE_RE.search(text[start:n1.start]).start()
        out.append(SeriesRange(start, n2.end, number=n1, number2=n2, window=window, series=named,
                               binding=_range_binding(text, clause, marks, window, start)))
        used.update({i, i + 1})
    return out


# "all other companies", "the rest", "the remaining ones", "underneath which": a part of the series not named
_SUBSET = re.compile(r"\b(?:all\s+other|the\s+other|others|the\s+rest|remaining|most\s+of|many\s+of|several|some\s+of|"
                     r"underneath\s+which|below\s+which|above\s+which|among\s+which|of\s+which|afterwards?|then|after\s+that)\b", re.I)


def _range_binding(text: str, clause: tuple[int, int], marks: list[Mark], window, start: int) -> str:
    """A value range's place: "stated" (a window written in the clause), "vague" (a vague one), "whole" (none: the
    whole series), "clause" (none written, and the clause speaks of a part of the series: "all other companies")."""
    if window is not None:
        return "vague" if any(_VAGUE.match(m.text) for m in marks) else "stated"
    return "clause" if _SUBSET.search(text, clause[0], start) else "whole"


def _window_in(text: str, clause: tuple[int, int], marks: list[Mark]) -> Span | None:
    """A window stated in the clause: "from D1 to D2", "during/in D", "since D", "until D"."""
    if len(marks) >= 2 and re.fullmatch(r",?\s*(?:to|until|till|through|and|-|–)\s*(?:the\s+)?", text[marks[0].end:marks[1].start], re.I):
        return marks[0].window[0], marks[1].window[1]
    if len(marks) == 1:
        head = text[max(clause[0], marks[0].start - 12):marks[0].start]
        if re.search(r"\b(?:since|after|from)\s+(?:the\s+)?$", head, re.I):
            return marks[0].window[0], 10 ** 9
        if re.search(r"\b(?:until|before|up\s+to|through)\s+(?:the\s+)?$", head, re.I):
            return -(10 ** 9), marks[0].window[1]
        if re.search(r"\b(?:in|during|throughout|over|within)\s+(?:the\s+)?$", head, re.I):
            return marks[0].window
    return None


def extremum_claims(text, clause, nums, marks, used, named) -> list[SeriesExtremum]:
    out = []
    a, b = clause
    for regex, which in ((MAX_RE, "max"), (MIN_RE, "min")):
        for m in regex.finditer(text, a, b):
            if re.match(r"\s+(?:in\s+)?(?:vaccination|testing)?\s*(?:efforts|season)", text[m.end():m.end() + 40]):
                continue
            if ranked_superlative(text, m):
                continue  # "second-highest" is no maximum (claims.ordinal_extremes)
            num_i = next((i for i, n in enumerate(nums) if i not in used and 0 <= n.start - m.end() <= 45
                          and not NUMBER_RE.search(text[m.end():n.start])), None)
            if num_i is None:  # "19.24% peak", "reached 2.38, its highest"
                num_i = next((i for i, n in reversed(list(enumerate(nums))) if i not in used and 0 <= m.start() - n.end <= 25), None)
            number = nums[num_i] if num_i is not None else None
            anchor_end = number.end if number else m.end()
            when = next((k for k in marks if 0 <= k.start - anchor_end <= 40
                         and re.fullmatch(r"[\s\w%,]*?\b(?:in|on|at|during|around|by|of)\s+(?:the\s+)?", text[anchor_end:k.start], re.I)), None)
            if when is None and number is None:
                # "the highest number of mobile phone subscribers in Germany was in 2004": the date after the subject
                when = next((k for k in marks if 0 <= k.start - m.end() <= 80
                             and re.fullmatch(r"[\s\w,'-]*?\b(?:in|on|at|during|around)\s+(?:the\s+)?(?:year\s+)?", text[m.end():k.start], re.I)), None)
            if when is None:
                before = [k for k in marks if a <= k.start and k.end <= m.start() and m.start() - k.end <= 30]
                when = before[-1] if before else None
            if number is None and when is None:
                continue
            if num_i is not None:
                used.add(num_i)
            ends = [m.end(), number.end if number else 0, when.end if when else 0]
            starts = [m.start(), number.start if number else m.start(), when.start if when else m.start()]
            local = bool(re.search(r"\b(?:a|another|one|second|local|several|multiple)\s+(?:\w+\s+)?$", text[max(a, m.start() - 20):m.start()], re.I))
            anchor = (number.start, number.end) if number else (m.start(), m.end())
            out.append(SeriesExtremum(min(starts), max(ends), number=number, when=when, which=which, series=named,
                                      local=local, binding=place_binding(text, when, *anchor)))
    return out


def _respectively(text, clause, nums, marks, used, named) -> list[SeriesValue]:
    """"A and B ... 0.12 and 0.15 respectively": the i-th number belongs to the i-th place named before them."""
    a, b = clause
    if not re.search(r"\brespectively\b", text[a:b], re.I) or not nums:
        return []
    free = [i for i, n in enumerate(nums) if i not in used]
    places = [m for m in marks if m.end <= nums[free[0]].start] if free else []
    if len(free) < 2 or len(places) != len(free):
        return []
    used.update(free)
    return [SeriesValue(min(m.start, nums[i].start), max(m.end, nums[i].end), number=nums[i], when=m,
                        series=named, binding="vague" if _VAGUE.match(m.text) else "stated") for m, i in zip(places, free)]


def value_claims(text, clause, nums, marks, used, named) -> list[SeriesValue]:
    out = _respectively(text, clause, nums, marks, used, named)
    a, b = clause
    for i, num in enumerate(nums):
        if i in used:
            continue
        head = text[max(a, num.start - 40):num.start]
        when, by = _date_for_number(text, num, marks, clause)
        if when is not None:
            held = re.search(r"\b(?:remain\w*|stay\w*|stood|hover\w*)\b[^.]*$", text[a:num.start], re.I)
            window = _window_in(text, clause, marks) if held else None
            start, end = min(num.start, when.start), max(num.end, when.end)
            out.append(SeriesValue(start, end, number=num, when=when, by=by, window=window,
                                   which="held" if held and window else None, series=named,
                                   binding=place_binding(text, when, num.start, num.end)))
        elif END_RE.search(head) or END_RE.match(text[num.end:num.end + 40].lstrip(" %,")) or \
                re.search(r"\b(?:to|reach\w*)\s+(?:a\s+\w+\s+of\s+)?(?:over\s+|around\s+|about\s+)?$", head) and \
                END_RE.search(text[num.end:min(b, num.end + 50)]):
            out.append(SeriesValue(num.start, num.end, number=num, which="end", series=named, binding="stated"))
        elif START_RE.search(head):
            out.append(SeriesValue(num.start, num.end, number=num, which="start", series=named, binding="stated"))
        elif (num.bound in {"above", "below"} or _HELD_AT.search(head)) and HELD_RE.search(text[a:num.start]):
            # "has remained below 1 since July 2021", "consistently above 1": every point of the window
            trigger = HELD_RE.search(text[a:num.start])
            window = _window_in(text, clause, marks)
            out.append(SeriesValue(a + trigger.start(), num.end, number=num, window=window, which="held",
                                   series=named, binding="whole" if window is None else "stated"))
        else:
            continue
        used.add(i)
    return out


# "has consistently remained at 0.00", "stayed at around 80%": a level held, not only a bound
_HELD_AT = re.compile(r"\b(?:remain\w*|stay\w*|stood|held)\s+(?:\w+\s+)?(?:at|around|about|near)\s+(?:around\s+|about\s+|roughly\s+)?$", re.I)
HELD_RE = re.compile(r"\b(?:remain\w*|stay\w*|consistently|always|never\s+(?:went|fell|rose|dropped)|throughout|"
                     r"kept|stood|hover\w*)\b[^.;]*$", re.I)
