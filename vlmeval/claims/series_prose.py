"""Prose claims typical of line- and bar-chart captions, found with patterns (no model).

What is found, each with its character span in the text:

* ``value``      a number tied to a date or category ("reached 66.88% by May 2022", "74.4 years in 2020"),
                 a start or end value ("starting at 0.46", "reaching 80.79% by the end of the period")
* ``extremum``   a peak or low, with its value and/or when ("a peak of 59.97 on July 1, 2022")
* ``range``      the covered period ("from February 25, 2021 to May 11, 2022") or a value range
                 ("fluctuated between 0.02 and 0.051")
* ``trend``      a direction over a stated window ("steady increase", "declined after March",
                 "decreased from June 2021 to August 2023", "since then")
* ``comparison`` one category or series above or below another ("Bhutan is higher than Nepal")
* ``label``      the measured quantity and unit ("the number of people" when the data is per hundred)

Dates, numbers and clauses are read in ``claims.series_text`` ("May 2022", "July 1, 2022", "Q2 2021", "mid-April
2020", "the 1980s", a bare year, a month whose year comes from the context). Every date becomes a window of
days; a category name becomes the window of its position.
"""

from __future__ import annotations

import datetime as dt
import re
from bisect import bisect_left
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from vlmeval.claims.series_words import inside_name, negated, ordered_categories
from vlmeval.claims.years import in_name
from vlmeval.groundtruth.series_facts import Series, Span
# the text layer; ABOVE, BELOW and MAX_CLAUSE are re-exported for the modules and tests that read them here
from vlmeval.claims.series_text import (ABOVE, BELOW, MAX_CLAUSE, NUMBER_RE, Mark, Number,  # noqa: F401
                                         clauses, find_dates, find_numbers)

# --- claims -------------------------------------------------------------------------------------------

ClaimType = Literal["value", "start", "end", "extremum", "period", "range", "trend", "comparison", "label", "unknown_key"]


@dataclass
class SeriesClaim:
    """One claim about a series, before verification."""

    kind: ClaimType
    start: int
    end: int
    number: Number | None = None
    number2: Number | None = None  # the upper end of a value range
    window: Span | None = None  # where the claim applies (None: the whole series)
    when: Mark | None = None  # the date/category the value or extremum is placed at
    when2: Mark | None = None  # the end of a stated period
    by: bool = False  # "by May 2022": reached at or before the date
    which: str | None = None  # extremum: "max"/"min"; trend: "up"/"down"/"flat"; comparison: "higher"/"lower"
    series: list[int] = field(default_factory=list)  # indices of the series the claim names (empty: all)
    other: Mark | None = None  # comparison: the other category
    stated: str | None = None  # label: the quantity as written
    expected: str | None = None
    local: bool = False  # extremum: "a peak" (local) rather than "the peak", "the highest" (global)
    steady: bool = False  # trend: "steadily", "consistently", "continuously" (a sustained trend)


# whole words where a name may start with one: "Rosebank" is not "rose", "Fellows" not "fell", "diploma" not "dip"
UP = r"(?:increas\w*|ris(?:e|es|ing|en)|rose(?!\w)|gr[oe]w\w*|growth|upward|climb\w*|surg(?:es|ed|ing|e)|jump\w*|spik(?:es|ed|ing|e)|soar\w*|went\s+up|go(?:es)?\s+up|improv\w*|accelerat\w*|escalat\w*)"
DOWN = r"(?:decreas\w*|declin\w*|drop\w*|fell(?!\w)|fall\w*|downward|reduc\w*|dip(?:s|ped|ping)?(?!\w)|plummet\w*|plung\w*|went\s+down|go(?:es)?\s+down|lower(?:ed|ing)|diminish\w*|dwindl\w*|tapered?)"
FLAT = r"(?:stable|stabili[sz]\w*|plateau\w*|flat(?:tened)?|unchanged|constant|level(?:ed|led)?\s+off|remain\w*\s+(?:relatively\s+)?(?:steady|stable|flat|constant|consistent|unchanged)|(?:been|stayed)\s+(?:fairly\s+)?steady\b)"
TREND_RE = re.compile(rf"\b(?P<up>{UP})|\b(?P<down>{DOWN})|\b(?P<flat>{FLAT})", re.I)
# "top to bottom", "bottom up" give a reading order (of ticks, rows), not an extreme value
MAX_RE = re.compile(r"\b(?:peak\w*|highest|maximum|max|top(?:ped)?(?!\s+(?:to\s+bottom|down)\b)|record\s+high|all-time\s+high|high\s+of|reach\w*\s+a\s+high|zenith)\b", re.I)
MIN_RE = re.compile(r"\b(?:lowest|minimum|min|low\s+of|a\s+low|(?<!to\s)bottom\w*(?!\s+(?:up|to\s+top)\b)|trough|nadir|record\s+low|all-time\s+low)\b", re.I)
START_RE = re.compile(r"\b(?:start\w*\s+(?:at|from|with)|began\s+(?:at|with)|beginning\s+(?:at|with)|initial(?:ly)?|at\s+first|first\s+recorded|from\s+an?\s+(?:initial\s+)?(?:value|level|rate|low|high)\s+of)\b", re.I)
END_RE = re.compile(r"\b(?:end(?:ing|ed|s)?\s+(?:at|with)|by\s+the\s+end(?:\s+of\s+the\s+(?:period|data|chart|series))?|at\s+the\s+end|final(?:ly)?|latest|most\s+recent|current(?:ly)?|as\s+of\s+the\s+(?:latest|last)|last\s+recorded|to\s+date)\b", re.I)
RANGE_RE = re.compile(r"\b(?:rang\w*\s+(?:from|between)|between|fluctuat\w*\s+between|varied\s+between|from)\s*$", re.I)
PERIOD_CONTEXT = re.compile(r"\b(?:chart|graph|data|figure|plot|show\w*|depict\w*|display\w*|illustrat\w*|present\w*|span\w*|cover\w*|period|collected|recorded|measured|tracks?|time\s+series|over\s+time)\b", re.I)
RECENT_RE = re.compile(r"\b(?:in\s+recent\s+(?:days|weeks|months|years)|recently|in\s+the\s+(?:last|past)\s+(?:few\s+)?(?:days|weeks|months|years)|towards?\s+the\s+end|lately|in\s+the\s+latter\s+part)\b", re.I)
EARLY_RE = re.compile(r"\b(?:initially|at\s+first|early\s+on|in\s+the\s+(?:early|initial|first)\s+(?:stages?|months|weeks|days|part|period))\b", re.I)
AFTER_WHICH_RE = re.compile(r"\b(?:after\s+which|following\s+which|after\s+that|since\s+then|from\s+then\s+on)\b[\s\w,]*$", re.I)
THEN_RE = re.compile(r"\b(?:then|subsequently|after\s+that|afterwards|since\s+then|thereafter|following\s+(?:this|that)|from\s+there|before)\b", re.I)


def _mark_before(marks: list[Mark], pos: int, lo: int) -> Mark | None:
    ms = [m for m in marks if lo <= m.start and m.end <= pos]
    return ms[-1] if ms else None


_CONTRAST = re.compile(r"\b(?:compared|than|versus|vs|whereas|while|unlike)\b", re.I)


# "in 2019 at 74.05", "in May, with 3.7", "in 2019 of 12%": a number joined to the date right before it
_AT_VALUE = re.compile(r"\s*,?\s*(?:at|with|of)\s+(?:(?:a|an|about|around|nearly|almost|over|some)\s+)?", re.I)
_PER_N = re.compile(r"\bper\s+[\d,]+", re.I)  # "0.013 per 1,000 people on March 10": the rate's base is no number


def _date_for_number(text: str, num: Number, marks: list[Mark], clause: tuple[int, int]) -> tuple[Mark | None, bool]:
    """The date a number is placed at: right after it ("0.46 in April 2020", "66.88% by May 2022"), else the
    nearest before it in the clause ("In 2021, ... was 79.49"). Returns (mark, by)."""
    after = [m for m in marks if num.end <= m.start < clause[1]]
    before = _mark_before(marks, num.start, clause[0])
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


def extract(text: str, series: list[Series]) -> list[SeriesClaim]:
    """Every claim the patterns find in a caption of a line or bar chart with these series."""
    if not series:
        return []
    lead = series[0]
    years = sorted({dt.date.fromordinal(d).year for s in series if s.dated for d in (s.period[0], s.period[1])})
    default_years = years if len(years) == 1 else []
    marks = find_dates(text, default_years) if lead.dated else []
    marks += find_categories(text, series) if not lead.dated else []
    marks.sort(key=lambda m: m.start)
    # over categories, a year ("in 2014", "from 2011 to 2020") still dates the sentence: it is never a value
    years_only = [] if lead.dated else find_dates(text, [])
    numbers = find_numbers(text, sorted(marks + years_only, key=lambda m: m.start))
    if numbers:  # "Fiat 500" in a chart of Fiat 500 registrations names the car, it is not a value
        names = list({str(x) for s in series for x in (s.panel, s.name, *([] if s.dated else s.keys))})
        numbers = [n for n in numbers if not in_name(text, n.start, n.end, names)]
    mark_starts, number_starts = [m.start for m in marks], [n.start for n in numbers]
    claims: list[SeriesClaim] = []
    previous_mark: Mark | None = None
    clause_spans = clauses(text)
    context = _line_context(text, [c[0] for c in clause_spans]) if len(series) > 1 else {}
    carried: list[int] = []
    last_end = 0
    for clause in clause_spans:
        a, b = clause
        cmarks = [m for m in marks[bisect_left(mark_starts, a):bisect_left(mark_starts, b)] if m.window is not None]
        cnums = numbers[bisect_left(number_starts, a):bisect_left(number_starts, b)]
        named = _named_series(text[a:b], series, context.get(a, ("", "")))
        if "\n\n" in text[last_end:a] or text[a:b].lstrip().startswith("#"):
            carried = []  # a new paragraph or section: "it" no longer refers to the last series named
        if named and len(named) < len(series) and any(str(series[i].name).lower() in text[a:b].lower() for i in named):
            carried = named
        elif carried and (not named or set(carried) <= set(named)):
            named = carried
        last_end = b
        used: set[int] = set()
        claims += _period_claims(text, clause, cmarks, cnums, used, named)
        claims += _range_claims(text, clause, cnums, cmarks, used, named)
        claims += _extremum_claims(text, clause, cnums, cmarks, used, named)
        claims += _value_claims(text, clause, cnums, cmarks, used, named)
        claims += _trend_claims(text, clause, cmarks, previous_mark, named, series)
        claims += _comparison_claims(text, clause, cmarks, series)
        claims += _unknown_key_claims(text, clause, series)
        if cmarks:
            previous_mark = cmarks[-1]
    return claims


_ROW_KEY_RE = re.compile(r"\s*(?:(?:[-*•]|\d+\.)\s+(?P<a>[^:|\n]{1,60}?)\s*:|\|\s*(?P<b>[^|\n]{1,60}?)\s*\|)\s*[-−]?\d")
_GENERIC_KEYS = {"average", "mean", "median", "total", "overall", "all", "sum", "min", "max", "minimum", "maximum",
                 "range", "std", "value", "values", "series", "category", "date", "year", "period", "start", "end"}


def _unknown_key_claims(text: str, clause: tuple[int, int], series: list[Series]) -> list[SeriesClaim]:
    """A row-list or table line keyed by a category the figure does not have ("- Zorblax-7: 41"): an
    invented tick. Only for categorical series; names close to a known one are typos, not inventions."""
    from rapidfuzz import fuzz

    if not series or series[0].dated:
        return []
    m = _ROW_KEY_RE.match(text, clause[0], clause[1])
    if not m:
        return []
    group = "a" if m["a"] is not None else "b"
    key = m[group].strip().strip("*_`").strip()
    known = {str(k) for s in series for k in s.keys} | {str(s.name) for s in series} | {s.panel for s in series}
    low = key.lower()
    if not key or low in _GENERIC_KEYS or any(low == k.lower() or fuzz.ratio(low, k.lower()) >= 80 for k in known):
        return []
    if any(k.lower() in low for k in known):
        return []  # "MMLU (5-shot)" names a known category
    return [SeriesClaim("unknown_key", m.start(group), m.end(group), stated=key)]


def _named_series(clause_text: str, series: list[Series], context: tuple[str, str] = ("", "")) -> list[int]:
    """The series a clause is about: those it names, else those its heading (panel) and table header or
    "Series:" line name; empty: any series."""
    if len(series) < 2:
        return []
    heading, header = context
    panels = {s.panel for s in series if s.panel.lower() in heading.lower()} if heading else set()
    titles = {s.panel for s in series}
    if len(titles) > 1:  # "In the MATH panel, Mistral-7B scores ...": the clause's own panel wins over the heading's
        low = clause_text.lower()
        named = {t for t in titles if _name_pattern(t.lower()).search(low)}
        panels = named or panels
    pool = [i for i, s in enumerate(series) if not panels or s.panel in panels]
    for where in (clause_text, header):
        low = where.lower()
        hits = [i for i in pool if _name_pattern(str(series[i].name).lower()).search(low)]
        if hits:
            return hits
    return pool if len(pool) < len(series) else []


@lru_cache(maxsize=4096)
def _name_pattern(name: str) -> re.Pattern:
    """A series name as a whole word (compiled once; ``re``'s own cache holds 512 patterns, fewer than a wide table's names)."""
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


def _line_context(text: str, starts: list[int]) -> dict[int, tuple[str, str]]:
    """For each clause start: the last markdown heading above it, and the last table header or
    "Series: ..." line above it (reset by a heading or a blank line)."""
    out: dict[int, tuple[str, str]] = {}
    heading = header = ""
    pos = 0
    lines = text.split("\n")
    pending = sorted(starts)
    k = 0
    for i, line in enumerate(lines):
        line_start = pos
        stripped = line.strip()
        if stripped.startswith("#"):
            heading, header = stripped.lstrip("# "), ""
        elif not stripped:
            header = ""
        elif stripped.startswith("|") and i + 1 < len(lines) and re.match(r"^\s*\|?\s*:?-{3,}", lines[i + 1]):
            header = stripped
        elif re.match(r"^(?:series|legend|model)\s*:", stripped, re.I):
            header = stripped
        pos += len(line) + 1
        while k < len(pending) and pending[k] < pos:
            if pending[k] >= line_start:
                out[pending[k]] = (heading, header)
            k += 1
    return out


def find_categories(text: str, series: list[Series]) -> list[Mark]:
    """Category names of a categorical series, as marks whose window is the category's position."""
    keys = series[0].keys
    out = []
    for i, key in enumerate(keys):
        name = str(key)
        for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I):
            out.append(Mark(m.start(), m.end(), m.group(), (i, i)))
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    kept: list[Mark] = []
    for m in out:  # "North America" wins over "America"
        if not kept or m.start >= kept[-1].end:
            kept.append(m)
    return kept


def _period_claims(text, clause, marks, nums, used, named) -> list[SeriesClaim]:
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
        out.append(SeriesClaim("period", m1.start, m2.end, when=m1, when2=m2, series=named))
    return out


def _range_claims(text, clause, nums, marks, used, named) -> list[SeriesClaim]:
    out = []
    for i, n1 in enumerate(nums[:-1]):
        n2 = nums[i + 1]
        if i in used or not re.fullmatch(r"\s*(?:%|\w+)?\s*(?:to|and|-|–)\s*", text[n1.end:n2.start], re.I):
            continue
        if not RANGE_RE.search(text[max(clause[0], n1.start - 40):n1.start]):
            continue
        window = _window_in(text, clause, marks)
        start = max(clause[0], n1.start - 40)
        start += RANGE_RE.search(text[start:n1.start]).start()
        out.append(SeriesClaim("range", start, n2.end, number=n1, number2=n2, window=window, series=named))
        used.update({i, i + 1})
    return out


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


def _extremum_claims(text, clause, nums, marks, used, named) -> list[SeriesClaim]:
    out = []
    a, b = clause
    for regex, which in ((MAX_RE, "max"), (MIN_RE, "min")):
        for m in regex.finditer(text, a, b):
            if re.match(r"\s+(?:in\s+)?(?:vaccination|testing)?\s*(?:efforts|season)", text[m.end():m.end() + 40]):
                continue
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
            out.append(SeriesClaim("extremum", min(starts), max(ends), number=number, when=when, which=which, series=named,
                                   local=local))
    return out


def _respectively(text, clause, nums, marks, used, named) -> list[SeriesClaim]:
    """"A and B ... 0.12 and 0.15 respectively": the i-th number belongs to the i-th place named before them."""
    a, b = clause
    if not re.search(r"\brespectively\b", text[a:b], re.I) or not nums:
        return []
    free = [i for i, n in enumerate(nums) if i not in used]
    places = [m for m in marks if m.end <= nums[free[0]].start] if free else []
    if len(free) < 2 or len(places) != len(free):
        return []
    used.update(free)
    return [SeriesClaim("value", min(m.start, nums[i].start), max(m.end, nums[i].end), number=nums[i], when=m,
                        series=named) for m, i in zip(places, free)]


def _value_claims(text, clause, nums, marks, used, named) -> list[SeriesClaim]:
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
            out.append(SeriesClaim("value", start, end, number=num, when=when, by=by, window=window,
                                   which="held" if held and window else None, series=named))
        elif END_RE.search(head) or END_RE.match(text[num.end:num.end + 40].lstrip(" %,")) or \
                re.search(r"\b(?:to|reach\w*)\s+(?:a\s+\w+\s+of\s+)?(?:over\s+|around\s+|about\s+)?$", head) and \
                END_RE.search(text[num.end:min(b, num.end + 50)]):
            out.append(SeriesClaim("end", num.start, num.end, number=num, series=named))
        elif START_RE.search(head):
            out.append(SeriesClaim("start", num.start, num.end, number=num, series=named))
        elif (num.bound in {"above", "below"} or _HELD_AT.search(head)) and HELD_RE.search(text[a:num.start]):
            # "has remained below 1 since July 2021", "consistently above 1": every point of the window
            trigger = HELD_RE.search(text[a:num.start])
            window = _window_in(text, clause, marks)
            out.append(SeriesClaim("value", a + trigger.start(), num.end, number=num, window=window, which="held",
                                   series=named))
        else:
            continue
        used.add(i)
    return out


# "has consistently remained at 0.00", "stayed at around 80%": a level held, not only a bound
_HELD_AT = re.compile(r"\b(?:remain\w*|stay\w*|stood|held)\s+(?:\w+\s+)?(?:at|around|about|near)\s+(?:around\s+|about\s+|roughly\s+)?$", re.I)
HELD_RE = re.compile(r"\b(?:remain\w*|stay\w*|consistently|always|never\s+(?:went|fell|rose|dropped)|throughout|"
                     r"kept|stood|hover\w*)\b[^.;]*$", re.I)


_GAP = r"[\s\w%,.()-]*?"  # words between a trend word and its window, no sentence break


def _trend_window(text: str, a: int, b: int, m: re.Match, marks: list[Mark], previous: Mark | None):
    """(window, end of the claim's span) for the trend word ``m`` in clause [a, b); window None: the whole
    series; "skip": the clause names dates without saying how they bound the trend."""
    tail = [k for k in marks if m.end() <= k.start < b]
    head = [k for k in marks if a <= k.start < m.start()]
    gap = text[m.end():tail[0].start] if tail else ""
    no_number = not NUMBER_RE.search(gap)
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
    if len(head) >= 2 and re.search(r"\b(?:from|between)\s+(?:the\s+)?$", text[max(a, head[-2].start - 10):head[-2].start], re.I) and \
            re.fullmatch(r",?\s*(?:to|until|till|through|and|-|–)\s*(?:the\s+)?", text[head[-2].end:head[-1].start], re.I):
        return (head[-2].window[0], head[-1].window[1]), m.end()
    if head and re.search(r"\b(?:since|after)\s+(?:the\s+)?$", text[max(a, head[-1].start - 8):head[-1].start], re.I):
        return (head[-1].window[0], 10 ** 9), m.end()
    if head and re.search(r"\b(?:since|since\s+then|thereafter|afterwards|subsequently)\s+(?:\w+\s+)?$", text[head[-1].end:m.start()], re.I):
        return (head[-1].window[0], 10 ** 9), m.end()  # "in 2010, though figures have since risen": after that date
    if not head and start_mark is not None and re.search(r"\b(?:has|have|had)\s+since\s+$", text[max(a, m.start() - 20):m.start()], re.I):
        return (start_mark.window[0], 10 ** 9), m.end()  # "... in mid-April 2020. The rate has since declined"
    if start_mark is not None and not tail and re.match(r"(?:\s+[\w-]+){0,3}?\s+(?:since\s+then|ever\s+since|thereafter|from\s+then\s+on)\b", text[m.end():b], re.I):
        return (start_mark.window[0], 10 ** 9), m.end()  # "... by the end of 2021. It has remained stable since then"
    if head and not then and m.start() - head[-1].end < 30 and re.search(r"\b(?:in|during|throughout)\s+(?:the\s+)?$", text[max(a, head[-1].start - 12):head[-1].start], re.I):
        return head[-1].window, m.end()
    to_date = tail and re.fullmatch(rf"{_GAP}\b(?:in|by|on|as\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?", gap, re.I)
    if to_date and re.match(r"\s+(?:\w+\s+)?to\s+(?:about\s+|around\s+|over\s+|under\s+|nearly\s+)?[\d-]", text[m.end():m.end() + 40]) and \
            not then and not head:
        return tail[0].window, tail[0].end  # "a slight decrease to 72.97 years in 2021": the step into that date
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


# "F1 drops as context length increases", "... with increasing context length", "As the window grows, ...":
# the trend word says how the x variable moves (what drives the plotted one), not how the series moves.
# Not "with an increase of 62 years": a noun after "with" elaborates on the series' own change.
_AS_DRIVER = re.compile(r"\bas\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){1,4}$", re.I)
_WITH_DRIVER = re.compile(r"\b(?:with|for)\s+(?:the\s+)?$", re.I)


def _drivers(text: str, a: int, found: list[re.Match]) -> set[int]:
    """Starts of the trend words that describe the x variable, when the clause has another trend word."""
    def driver(m: re.Match) -> bool:
        lo = max(a, m.start() - 50)
        return bool(_AS_DRIVER.search(text, lo, m.start()) or
                    (m.group().lower().endswith("ing") and _WITH_DRIVER.search(text, lo, m.start())))
    drivers = {m.start() for m in found if driver(m)}
    return drivers if len(drivers) < len(found) else set()


def _trend_claims(text, clause, marks, previous_mark, named, series) -> list[SeriesClaim]:
    out = []
    a, b = clause
    names = None  # the series' names and keys, lower case: built at the first trend word (most clauses have none)
    found = list(TREND_RE.finditer(text, a, b))
    drivers = _drivers(text, a, found) if len(found) > 1 else set()
    for m in found:
        if m.start() in drivers:
            continue
        word = m.group().lower()
        if names is None:
            names = {str(k).lower() for s in series for k in s.keys} | {str(s.name).lower() for s in series}
        if (m.group().isupper() and len(m.group()) > 1) or word in names:
            continue  # "DROP" the benchmark, not a fall
        if inside_name(text, m, a, series) or negated(text, m, a):
            continue  # "the fastest growing companies" (a title's words), "Rising Star" (a name), "never fell"
        if re.search(r"\b(?:rate\s+of\s+)?(?:improvement|increase|growth|decline)\s+(?:has|had)\s+slowed", text[m.start():b], re.I) and m.start() > a:
            continue
        which = "up" if m.group("up") else "down" if m.group("down") else "flat"
        if re.match(r"(?:reduc|improv|lower|accelerat|top)", word):
            # "reducing the spread", "improvements in healthcare": words that name causes, not the plotted series
            if not re.search(r"\b(?:rate|number|value|life\s+expectancy|cases|percentage|share)\b", text[max(a, m.start() - 40):m.end() + 30], re.I):
                continue
        previous = _mark_before(marks, m.start(), 0)
        window, end = _trend_window(text, a, b, m, marks, previous if previous is not None else previous_mark)
        if window == "skip" or (window is None and series and not ordered_categories(series, text[a:b])):
            continue
        steady = bool(STEADY_RE.search(text[max(a, m.start() - 25):m.end() + 12]))
        out.append(SeriesClaim("trend", m.start(), max(end, m.end()), window=window, which=which, series=named,
                               steady=steady and which != "flat"))
    return out


STEADY_RE = re.compile(r"\b(?:steady|steadily|consistent(?:ly)?|continuous(?:ly)?|continual(?:ly)?|constant(?:ly)?|persistent(?:ly)?|gradual(?:ly)?\s+and\s+steady)\b", re.I)


_COMPARE_RE = re.compile(r"\b(?P<dir>higher|greater|larger|more|bigger|lower|smaller|less|fewer)\s+than\b", re.I)


def _comparison_claims(text, clause, marks, series) -> list[SeriesClaim]:
    """"A is higher than B" between two categories (bar charts)."""
    if series[0].dated:
        return []
    out = []
    a, b = clause
    for m in _COMPARE_RE.finditer(text, a, b):
        left = [k for k in marks if a <= k.start and k.end <= m.start()]
        right = [k for k in marks if m.end() <= k.start < b]
        if not left or not right:
            continue
        which = "higher" if m["dir"].lower() in {"higher", "greater", "larger", "more", "bigger"} else "lower"
        out.append(SeriesClaim("comparison", left[-1].start, right[0].end, when=left[-1], other=right[0], which=which))
    return out


# --- the measured quantity ----------------------------------------------------------------------------

_QUANTITY_RE = re.compile(
    r"\b(?:the\s+)?(?:total\s+)?(?:number|count|amount)\s+of\s+(?:\w+\s+){0,2}?(?P<what>people|persons|individuals|cases|tests|infections|vaccinations|doses|deaths)\b"
    r"|\b(?P<per>per\s+(?:100,000|100 000|hundred thousand|1,000|1000|thousand|100|hundred|million|1,000,000))\b"
    r"|\btests\s+per\s+person\b", re.I)
_PER_WORDS = {"100": "hundred", "hundred": "hundred", "1,000": "thousand", "1000": "thousand", "thousand": "thousand",
              "million": "million", "1,000,000": "million", "100,000": "hundred thousand", "100 000": "hundred thousand",
              "hundred thousand": "hundred thousand"}


def label_claims(text: str, normalization: str | None) -> list[SeriesClaim]:
    """The quantity as the text names it against what the data measures: "the number of people" for data
    per hundred is a label error, and so is "per 100,000" for data per million."""
    if normalization is None:
        return []
    out = []
    for m in _QUANTITY_RE.finditer(text):
        if m["what"]:
            # "the number of people vaccinated" names a chart of people vaccinated per hundred loosely, and
            # readers do not call it wrong (quintd: 3 of 50 marked); a wrong rate ("per million") still is
            continue
        elif m["per"]:
            stated = "per " + _PER_WORDS[" ".join(m["per"].split()[1:]).lower()]
            out.append(SeriesClaim("label", m.start(), m.end(), stated=stated, expected=normalization))
        else:
            out.append(SeriesClaim("label", m.start(), m.end(), stated=m.group(), expected=normalization))
    return out


# --- the title and the unit ---------------------------------------------------------------------------

_TITLE_RE = re.compile(r"\b(?:titled|entitled|called|named)\s+[\"“'‘](?P<a>[^\"”’]{3,200})[\"”'’]|[\"“](?P<b>[^\"”]{8,200})[\"”]")
_UNIT_RE = re.compile(
    r"\b(?:values?|figures?|numbers?|data|y[- ]axis|it)\s+(?:are|is)\s+(?:given\s+|measured\s+|expressed\s+|shown\s+|reported\s+)?"
    r"(?:in|as)\s+(?P<unit>(?:the\s+)?[\w%]+(?:\s+(?:of\s+)?[\w%]+){0,4}?)\s*(?=[.;,]|$)", re.I | re.M)


def title_claims(text: str) -> list[SeriesClaim]:
    """A quoted title ('titled "Life expectancy at birth"'), to be matched against the figure's titles."""
    out = []
    for m in _TITLE_RE.finditer(text):
        group = "a" if m["a"] else "b"
        out.append(SeriesClaim("label", m.start(group), m.end(group), stated=m[group], expected="title"))
    return out


def unit_claims(text: str) -> list[SeriesClaim]:
    """"Values are given in years", "the data is expressed as people per hundred"."""
    return [SeriesClaim("label", m.start("unit"), m.end("unit"), stated=m["unit"], expected="unit")
            for m in _UNIT_RE.finditer(text)]


# --- the claim-extraction pipeline hook ---------------------------------------------------------------

KIND_OF = {"value": "value", "start": "value", "end": "value", "extremum": "extremum", "period": "range",
           "range": "range", "trend": "trend", "comparison": "comparison", "label": "label", "unknown_key": "ticks"}


def series_claims(text: str, fig) -> list[SeriesClaim]:
    """Every series-prose claim of a line or bar figure's description (none for other kinds)."""
    from vlmeval.groundtruth.series_facts import normalization, series_for

    series = series_for(fig)
    if not series:
        return []
    return extract(text, series) + label_claims(text, normalization(fig)) + title_claims(text) + unit_claims(text)


def extract_series_claims(doc):
    """Extractor for ``vlmeval.claims.EXTRACTORS`` (runs first): the series-prose claims of a line or bar
    figure, verified by the "series" verifier; their text is taken so the general extractors do not read
    the same words again."""
    from vlmeval.claims import Claim

    # a quoted name already read as an axis label is one claim, not also a title claim
    found = [c for c in series_claims(doc.text, doc.figure)
             if not (c.kind == "label" and c.expected == "title" and doc.is_taken(c.start, c.end))]
    claims = [Claim(kind=KIND_OF[c.kind], start=c.start, end=c.end, stated=doc.text[c.start:c.end], verifier="series",
                    detail={"series_claim": c, "text": doc.text}, source="series_prose") for c in found]
    for c in found:
        doc.take(c.start, c.end)
    return claims
