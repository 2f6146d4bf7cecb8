"""The text layer of series prose: dates (each a window of days, or of positions for a category), numbers (with
their written precision, bound and scale word) and clauses. Read by ``claims.line_prose``, which turns them
into claims.

Dates are read in many forms: "May 2022", "July 1, 2022", "1st of May 2021", "2021-03-01", "Q2 2021",
"mid-April 2020", "the end of 2021", "the 1980s", a bare year, a month whose year comes from the context.
"""

from __future__ import annotations

import datetime as dt
import re
from bisect import bisect_left
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims.number_text import read_number
from vlmeval.dates import MONTH_PATTERN, SHORT_YEAR, fiscal_key, month_number, short_year_key
from vlmeval.claims.years import is_age, is_duration, is_year
from vlmeval.groundtruth.series_facts import Span, fiscal_span, month_span, year_span

# --- dates --------------------------------------------------------------------------------------------

MONTH = MONTH_PATTERN  # "May", "Jan.", "Sept", "September" (vlmeval.dates)
ORD = r"(?:st|nd|rd|th)?"
MOD = (r"(?:(?P<mod>early|mid|late|the\s+end\s+of|end\s+of|the\s+beginning\s+of|beginning\s+of|the\s+start\s+of"
       r"|start\s+of|the\s+first\s+half\s+of|first\s+half\s+of|the\s+second\s+half\s+of|second\s+half\s+of"
       r"|the\s+latter\s+half\s+of|latter\s+half\s+of|the\s+middle\s+of|middle\s+of)[\s-]+)?")
_DATE_FORMS = [
    ("iso", r"\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})\b"),
    ("isomonth", r"\b(?P<y>\d{4})-(?P<m>\d{2})\b(?!-\d)"),
    ("mdy", rf"\b(?P<mon>{MONTH})\s+(?P<d>\d{{1,2}}){ORD},?\s+(?P<y>\d{{4}})\b"),
    ("dmy", rf"\b(?P<d>\d{{1,2}}){ORD}\s+(?:of\s+)?(?P<mon>{MONTH}),?\s+(?P<y>\d{{4}})\b"),
    ("quarter", r"\b(?:Q(?P<q>[1-4])\s*(?P<y>\d{4})|(?P<qw>first|second|third|fourth)\s+quarter\s+of\s+(?P<y2>\d{4}))\b"),
    ("my", rf"\b(?P<mon>{MONTH}),?\s+(?P<y>\d{{4}})\b"),
    ("md", rf"\b(?P<mon>{MONTH})\s+(?P<d>\d{{1,2}}){ORD}\b(?!\s*(?:%|\.\d))"),
    ("decade", r"\b(?:the\s+)?(?P<dec>1[89]\d0|20\d0)s\b"),
    ("fiscal", r"\b(?:FY\s*)?(?P<y>(?:19|20)\d{2})\s*/\s*(?P<y2>(?:19|20)?\d{2})\b(?!/)"),  # "2010/11": both years
    # two-digit years as real tables write them ("Q3 '19", "Oct '21", "17/18"): vlmeval.dates.short_year_key
    ("short", rf"(?<![\w/.,])(?P<k>Q[1-4]\s*{SHORT_YEAR}|{MONTH}\.?\s*{SHORT_YEAR}|\d{{2}}/\d{{2}})(?![\w/%]|[.,]\d)"),
    ("fy", r"\bFY\s*'?(?P<y>(?:19|20)\d{2})\b"),  # "FY 2017", "FY2017": that year
    ("year", r"(?<![\d,.$-])\b(?P<y>1[89]\d{2}|20\d{2})\b(?![.,]?\d|\s*(?:%|people|cases|tests|years))"),
    ("m", rf"\b(?P<mon>{MONTH})\b(?!\s+\d)"),
]


def _suffixed(pattern: str, form: str) -> str:
    """Group names made unique per form ("y" -> "y_mdy") so that all forms fit in one regex."""
    return re.sub(r"\(\?P<(\w+)>", lambda m: f"(?P<{m[1]}_{form}>", pattern)


# Every date starts with a digit, a month or quarter name, or a lower-case modifier word ("early", "the end of",
# "first quarter"); testing that first character before the long alternation finds the same dates several
# times faster (the pattern is case-sensitive, so the class is exact).
_DATE_START = r"(?=[\dJFMASONDQemltbsf])"
DATE_RE = re.compile(_DATE_START + "(?:" + "|".join(f"(?P<_{form}>{_suffixed(MOD + pattern, form)})"
                                                   for form, pattern in _DATE_FORMS) + ")")
_QUARTER_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4}


@dataclass
class Mark:
    """A date or category mentioned in the text, and the window it names."""

    start: int
    end: int
    text: str
    window: Span | None  # days for dates, positions for categories; None: the year could not be told
    day_level: bool = False  # names one day (so a sparse series is searched a few days around it)
    year_given: bool = True
    month: int = 0  # for a date written without its year: filled in from the context
    day: int = 0
    mod: str | None = None


def mark_before(marks: list[Mark], pos: int, lo: int) -> Mark | None:
    """The last mark that lies wholly within [lo, pos)."""
    ms = [m for m in marks if lo <= m.start and m.end <= pos]
    return ms[-1] if ms else None


def _month_number(written: str) -> int | None:
    """The month of a name MONTH matched: every form it matches begins with the month's first three letters."""
    return month_number(written[:3])


def _modify(span: Span, mod: str | None) -> Span:
    """Narrow a window by "early", "mid", "late", "the end of", "the first half of", ..."""
    if not mod:
        return span
    mod = " ".join(mod.lower().replace("the ", "").split())
    lo, hi = span
    n = hi - lo + 1
    parts = {"early": (0, 1 / 3), "beginning of": (0, 1 / 6), "start of": (0, 1 / 6), "mid": (1 / 3, 2 / 3),
             "middle of": (1 / 3, 2 / 3), "late": (2 / 3, 1), "end of": (5 / 6, 1), "first half of": (0, 1 / 2),
             "second half of": (1 / 2, 1), "latter half of": (1 / 2, 1)}
    a, b = parts[mod]
    return lo + int(a * n), lo + max(int(b * n) - 1, int(a * n))


def find_dates(text: str, default_years: list[int]) -> list[Mark]:
    """Every date expression, left to right. A month without a year takes the next year written in the
    same sentence ("March 6 to May 15, 2022"), else the last one written before, else the only year of the
    data; failing that its window is None."""
    marks: list[Mark] = []
    for m in DATE_RE.finditer(text):
        form = next(name for name, _ in _DATE_FORMS if m.group(f"_{name}") is not None)
        g = {k.rsplit("_", 1)[0]: v for k, v in m.groupdict().items()
             if v is not None and k.endswith(f"_{form}") and not k.startswith("_")}
        mod = g.get("mod")
        try:
            if form in {"iso", "mdy", "dmy"}:
                month = int(g["m"]) if form == "iso" else _month_number(g["mon"])
                day = dt.date(int(g["y"]), month, int(g["d"])).toordinal()
                marks.append(Mark(m.start(), m.end(), m.group(), _modify((day, day), mod), day_level=not mod))
            elif form == "quarter":
                q = int(g["q"]) if g.get("q") else _QUARTER_WORDS[g["qw"]]
                year = int(g.get("y") or g["y2"])
                span = (month_span(year, 3 * q - 2)[0], month_span(year, 3 * q)[1])
                marks.append(Mark(m.start(), m.end(), m.group(), _modify(span, mod)))
            elif form in {"my", "isomonth"}:
                month = int(g["m"]) if form == "isomonth" else _month_number(g["mon"])
                marks.append(Mark(m.start(), m.end(), m.group(), _modify(month_span(int(g["y"]), month), mod)))
            elif form == "decade":
                start = int(g["dec"])
                marks.append(Mark(m.start(), m.end(), m.group(), _modify((year_span(start)[0], year_span(start + 9)[1]), mod)))
            elif form == "fiscal":
                key = fiscal_key(f"{g['y']}/{g['y2']}")
                if not isinstance(key, str):
                    continue
                first = int(g["y"])
                marks.append(Mark(m.start(), m.end(), m.group(), _modify(fiscal_span(first), mod)))
            elif form == "short":
                span = _short_year_span(g["k"])
                if span is None or ("/" in g["k"] and not _SEASON_BEFORE.search(text, max(0, m.start() - 20), m.start())):
                    continue  # "17/18" is a season after "in", "from", "to"...; else a score ("got 17/18")
                marks.append(Mark(m.start(), m.end(), m.group(), _modify(span, mod)))
            elif form in {"year", "fy"}:
                marks.append(Mark(m.start(), m.end(), m.group(), _modify(year_span(int(g["y"])), mod)))
            elif form in {"md", "m"}:
                if form == "m" and g["mon"] in {"May", "Mar", "Jan", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"} and \
                        not re.search(r"(?:in|of|since|after|before|until|by|from|to|through|and|early|mid|late|end)[\s-]+$",
                                      text[max(0, m.start() - 20):m.start()]):
                    continue  # "May" the verb and bare abbreviations without a date context
                marks.append(Mark(m.start(), m.end(), m.group(), None, day_level=form == "md" and not mod, year_given=False,
                                  month=_month_number(g["mon"]), day=int(g.get("d") or 0), mod=mod))
        except (ValueError, KeyError, StopIteration):
            continue
    _fill_years(text, marks, default_years)
    return marks


_SEASON_BEFORE = re.compile(r"\b(?:in|of|from|to|and|since|until|by|through|between|during|season|year)\s+(?:the\s+)?$", re.I)


def _short_year_span(written: str) -> Span | None:
    """The days a two-digit-year key names: "Q3 '19" a quarter, "Oct '21" a month, "17/18" both years."""
    key = short_year_key(written)
    if key is None:
        return None
    year = int(key[:4])
    if key[4:6] == "-Q":
        q = int(key[-1])
        return month_span(year, 3 * q - 2)[0], month_span(year, 3 * q)[1]
    if key[4] == "-":
        return month_span(year, int(key[5:]))
    return fiscal_span(year)


def _fill_years(text: str, marks: list[Mark], default_years: list[int]) -> None:
    for i, mark in enumerate(marks):
        if mark.year_given:
            continue
        sentence_end = _sentence_end(text, mark.end)
        later = [m for m in marks[i + 1:] if m.year_given and m.start < sentence_end and m.window]
        earlier = [m for m in marks[:i] if m.year_given and m.window]
        if later:
            year = dt.date.fromordinal(later[0].window[0]).year
        elif earlier:
            year = dt.date.fromordinal(earlier[-1].window[1]).year
        elif len(default_years) == 1:
            year = default_years[0]
        else:
            continue
        month, day, mod = mark.month, mark.day, mark.mod
        try:
            if day:
                d = dt.date(year, month, day).toordinal()
                mark.window = _modify((d, d), mod)
            else:
                mark.window = _modify(month_span(year, month), mod)
        except ValueError:
            continue


_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n")


def _sentence_end(text: str, pos: int) -> int:
    m = _SENTENCE_END.search(text, pos)
    return m.end() if m else len(text)


# --- numbers ------------------------------------------------------------------------------------------

NUMBER_RE = re.compile(
    r"(?<![\w.,/-])(?P<num>[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?![\d,]*-(?:day|week|month|year))"
    r"(?P<unit>\s*(?:%|percent\b|per\s*cent\b|million\b|thousand\b|billion\b|trillion\b|[kK]\b|M\b))?"
    r"(?!\.?\w)")  # glued to a word on the right ("13B", "Qwen-13B") it is part of a name, not a value
_NOT_A_VALUE_AFTER = re.compile(r"^(?:[\s-]*(?:day|days|week|weeks|month|months|year-old|years?[\s-]+old|dose|doses|st|nd|rd|th)\b|\s*\))", re.I)
_NOT_A_VALUE_BEFORE = re.compile(r"(?:COVID-|per\s+|Q|\bR|top\s+|\bover\s+the\s+(?:past|last)\s+)$", re.I)
APPROX = re.compile(r"(?:around|about|approximately|approx\.|roughly|nearly|almost|close\s+to|~|some|an\s+estimated|estimated|just\s+over|just\s+under|just\s+above|just\s+below|slightly\s+(?:over|above|under|below))(?:\s+the)?\s*$", re.I)
ABOVE = re.compile(r"(?:over|more\s+than|above|exceeding|exceeded|exceed|at\s+least|upwards\s+of|in\s+excess\s+of|greater\s+than|higher\s+than)\s*$", re.I)
BELOW = re.compile(r"(?:less\s+than|under|below|fewer\s+than|at\s+most|lower\s+than|up\s+to)\s*$", re.I)
Bound = Literal["exact", "approx", "above", "below"]
LOSS_BEFORE = re.compile(r"\b(?:lost|loss(?:es)?\s+of|a\s+deficit\s+of|deficit\s+of|shr[au]nk\s+by|contracted\s+by|"
                         r"negative(?:\s+(?:growth\s+)?(?:rate|growth|change|balance|return|value|figure)\s+of)?|minus)\s+"
                         r"(?:(?:about|around|approximately|roughly|nearly|almost|some)\s+)?\$?$", re.I)


@dataclass
class Number:
    start: int
    end: int
    value: float
    decimals: int
    tolerance: float  # half a unit in the last written digit
    bound: Bound
    percent: bool
    scale: float = 1.0  # the scale word written with it ("million": 1e6); value and tolerance include it
    loss: bool = False  # "lost 1.58 dollars", "a deficit of 3.2": the figure may hold it as a negative value
    near: bool = False  # "just over", "slightly below": a bound that is also approximate (claims.line_numbers)


# "New Ireland (2, 113, 370)": thousands groups written with spaces inside brackets are one number, not 2 and 113
_SPACED_THOUSANDS = re.compile(r"(?<=\()\s*(?:(?:about|around|approximately|roughly|~)\s*)?(?P<num>\d{1,3}(?:,\s\d{3})+)(?P<unit>)(?=\s*(?:\)|$))", re.I)


def _number_matches(text: str) -> list[re.Match]:
    """NUMBER_RE's matches, with spaced thousands groups in brackets read as one number (_SPACED_THOUSANDS)."""
    spaced = list(_SPACED_THOUSANDS.finditer(text)) if "(" in text else []
    found = [m for m in NUMBER_RE.finditer(text) if not any(s.start("num") <= m.start() < s.end("num") for s in spaced)]
    return sorted(found + spaced, key=lambda m: m.start("num"))


def find_numbers(text: str, dates: list[Mark]) -> list[Number]:
    out = []
    date_starts = [d.start for d in dates]
    for m in _number_matches(text):
        start, end = m.start("num"), m.end()
        k = bisect_left(date_starts, end)  # dates starting before the number ends; the last may overlap it
        if k and dates[k - 1].end > start:
            continue
        if _NOT_A_VALUE_AFTER.match(text[end:end + 20]) or _NOT_A_VALUE_BEFORE.search(text[max(0, start - 30):start]):
            continue
        read = read_number(m["num"].replace(", ", ","), m["unit"] or None)
        value, decimals = read.written, read.decimals
        if (decimals and is_year(text, start, start + len(m["num"]), value, decimals)) or \
                is_duration(text, start, end) or is_age(text, end):
            continue  # "in 2018.0" is a year; "over the next 150 years" a span of time
        scale = read.scale
        if decimals:
            tolerance = 0.5 * 10 ** -decimals
        else:
            digits = read.digits
            zeros = len(digits) - len(digits.rstrip("0")) if digits.strip("0") else 0
            tolerance = 0.5 * 10 ** zeros
        before = text[max(0, start - 30):start]
        bound: Bound = "approx" if APPROX.search(before) else "above" if ABOVE.search(before) else \
            "below" if BELOW.search(before) else "exact"
        near = False
        if bound == "approx" and re.search(r"(?:just|slightly)\s+(?:over|above)\s*$", before, re.I):
            bound, near = "above", True
        elif bound == "approx" and re.search(r"(?:just|slightly)\s+(?:under|below)\s*$", before, re.I):
            bound, near = "below", True
        out.append(Number(start, end, read.value, decimals, tolerance * scale, bound, percent=read.percent, scale=scale,
                          loss=value > 0 and bool(LOSS_BEFORE.search(before)), near=near))
    return out


# --- clauses ------------------------------------------------------------------------------------------

_CLAUSE_BREAK = re.compile(r"(?:(?<!\b[A-Z])[.!?;](?=\s|$)|\n|,\s+(?:while|whereas|but|and\s+then|then|before|after\s+which|followed\s+by|which)\b|\s+while\s+|\s+whereas\s+|\s+but\s+)")


def clauses(text: str) -> list[tuple[int, int]]:
    """Clause boundaries (start, end): sentences split further at "while", "but", "; ", "then", ..."""
    out, start = [], 0
    for m in _CLAUSE_BREAK.finditer(text):
        if m.start() > start:
            out.append((start, m.start()))
        start = m.end()
    if start < len(text):
        out.append((start, len(text)))
    spans = [(a + len(text[a:b]) - len(text[a:b].lstrip()), b) for a, b in out if text[a:b].strip()]
    return [piece for span in spans for piece in _cut(text, span)]


MAX_CLAUSE = 400  # characters; prose clauses are far shorter, and the patterns look only this far


def _cut(text: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    """A run-on "clause" (text without punctuation) cut at spaces into pieces of at most MAX_CLAUSE, so that
    the work per claim stays bounded whatever the input."""
    a, b = span
    out = []
    while b - a > MAX_CLAUSE:
        cut = text.rfind(" ", a + 1, a + MAX_CLAUSE)
        cut = cut if cut > a else a + MAX_CLAUSE
        out.append((a, cut))
        a = cut + 1 if text[cut] == " " else cut
    out.append((a, b))
    return out
