"""Month names, fiscal years and year markers, shared by the table reader, the prose readers and the
corruption check.

Month names: "January" .. "December", read in any case, whole, as three letters ("Jan") or as "Sept".

A fiscal year is written "2010/11", "2010/2011", "2010-11", "FY 2017", "FY2017" or "FY17". The split forms
span two calendar years; their canonical key is "2010/11" and they cover both years' days (a stated "2011"
matches 2010/11 and 2011/12, as a reader of such a chart would allow). The "FY 2017" forms name one year: their
key is the year (2017). A trailing ``*`` marks a forecast or a preliminary figure ("2025*"); it is not part
of the date.

Dates as prose writes them (``find_dates``, the one date grammar of the package; line/bar prose reads its dates
with it): "May 2022", "July 1, 2022", "1st of May 2021", "2021-03-01", "Q2 2021", "mid-April 2020", "the end of
2021", "the 1980s", "2010/11", "Q3 '19", "FY 2017", a bare year, a month whose year comes from the context. Each
is a window of days (``Span``).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from vlmeval.lazy_re import lazy_compile

_SPLIT_FISCAL = lazy_compile(r"^(?P<a>(?:19|20)\d{2})\s*[/-]\s*(?P<b>\d{2}|(?:19|20)\d{2})$")
_FY = lazy_compile(r"^FY\s*'?(?P<y>(?:19|20)?\d{2})$", re.I)
FISCAL_KEY = lazy_compile(r"^(\d{4})/(\d{2})$")
MARKER = lazy_compile(r"\s*\*+$")

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")
_LONGER_ABBREVIATIONS = {"September": "Sept"}  # abbreviations beyond the first three letters
_MONTH_NUMBERS = {**{name.lower(): n for n, name in enumerate(MONTH_NAMES, start=1)},
                  **{name[:3].lower(): n for n, name in enumerate(MONTH_NAMES, start=1)},
                  **{short.lower(): MONTH_NAMES.index(name) + 1 for name, short in _LONGER_ABBREVIATIONS.items()}}


def _month_alternative(name: str) -> str:
    """"Jan(?:uary)?", "May", "Sep(?:t)?(?:ember)?": the name, its first three letters, or a longer abbreviation."""
    short = name[:3]
    longer = _LONGER_ABBREVIATIONS.get(name, short)
    rest = name[len(longer):]
    return short + (f"(?:{longer[3:]})?" if longer != short else "") + (f"(?:{rest})?" if rest else "")


# A month as prose writes it, for use inside a larger regex (no groups): capitalised ("May" the month, not "may"
# the verb), in full or abbreviated, with an optional dot ("Jan.", "Sept."). Every form it matches begins with
# the month's first three letters, which ``month_number`` reads.
MONTH_PATTERN = "(?:" + "|".join(_month_alternative(name) for name in MONTH_NAMES) + r")\.?"


def month_number(name: str) -> int | None:
    """1-12 for a month name as written ("March", "mar", "Sept"); None for anything else."""
    return _MONTH_NUMBERS.get(name.lower())


def month_name(number: int) -> str:
    """The month's full English name (1 -> "January")."""
    return MONTH_NAMES[number - 1]


def strip_marker(text: str) -> tuple[str, bool]:
    """The key without its trailing ``*`` (forecast/preliminary marker), and whether it had one."""
    stripped = MARKER.sub("", text.strip())
    return stripped, stripped != text.strip()


def fiscal_key(text: str) -> int | str | None:
    """A fiscal-year label in canonical form ("2010/11" or a year as int); None when it is not one."""
    s = text.strip()
    if m := _SPLIT_FISCAL.match(s):
        first, second = int(m["a"]), m["b"]
        end = int(second) if len(second) == 4 else (first // 100) * 100 + int(second) + (100 if int(second) < first % 100 else 0)
        if end != first + 1:
            return None  # "2010-2015" is a range, not a fiscal year
        return f"{first}/{end % 100:02d}"
    if m := _FY.match(s):
        y = m["y"]
        return int(y) if len(y) == 4 else 2000 + int(y) if int(y) < 50 else 1900 + int(y)
    return None


SHORT_YEAR = r"['’‘]\d{2}(?!\d)"  # "'19" (in prose patterns; no group)
# A year and a decade's first year as prose writes them, 1800-2099 (in prose patterns; no group): every reader of
# years in text builds on these
YEAR = r"(?:1[89]\d\d|20\d\d)"
DECADE_YEAR = r"(?:1[89]\d0|20\d0)"  # "the 1980s": DECADE_YEAR + "s"
_SHORT_YEAR = r"['’‘](?P<y>\d{2})"
_SHORT_QUARTER = lazy_compile(rf"^Q(?P<q>[1-4])\s*{_SHORT_YEAR}$", re.I)
_SHORT_MONTH = lazy_compile(rf"^(?P<m>[A-Za-z]+)\.?\s*{_SHORT_YEAR}$")
_SHORT_FISCAL = lazy_compile(r"^(?P<a>\d{2})\s*/\s*(?P<b>\d{2})$")


def _century(two: str) -> int:
    return 2000 + int(two) if int(two) < 50 else 1900 + int(two)


def short_year_key(text: str) -> str | None:
    """A key written with a two-digit year, as real tables write them, in canonical form: "Q3 '19" ->
    "2019-Q3", "Oct '21" -> "2021-10", "17/18" (two consecutive years) -> "2017/18"; None for anything else."""
    s = text.strip()
    if m := _SHORT_QUARTER.match(s):
        return f"{_century(m['y'])}-Q{m['q']}"
    if (m := _SHORT_MONTH.match(s)) and (month := month_number(m["m"])):
        return f"{_century(m['y'])}-{month:02d}"
    if (m := _SHORT_FISCAL.match(s)) and (int(m["a"]) + 1) % 100 == int(m["b"]):
        return f"{_century(m['a'])}/{m['b']}"
    return None


def fiscal_years(key: str) -> tuple[int, int] | None:
    """The two calendar years a canonical fiscal key ("2010/11") spans; None for any other key."""
    m = FISCAL_KEY.match(key)
    if not m:
        return None
    first = int(m[1])
    return first, first + 1


# --- days ---------------------------------------------------------------------------------------------

Span = tuple[int, int]  # first and last day (proleptic ordinals), both included


def month_span(year: int, month: int) -> Span:
    first = dt.date(year, month, 1)
    nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
    return first.toordinal(), nxt.toordinal() - 1


def year_span(year: int) -> Span:
    return dt.date(year, 1, 1).toordinal(), dt.date(year, 12, 31).toordinal()


def fiscal_span(first: int) -> Span:
    """The days of the fiscal year "first/first+1": July to June, so that "2006/07" and "2007/08" do not overlap
    (each still meets both calendar years it is named by)."""
    return dt.date(first, 7, 1).toordinal(), dt.date(first + 1, 6, 30).toordinal()


# --- dates in prose -----------------------------------------------------------------------------------

MONTH = MONTH_PATTERN  # "May", "Jan.", "Sept", "September"
ORD = r"(?:st|nd|rd|th)?"
MOD = (r"(?:\b(?P<mod>early|mid|late|the\s+end\s+of|end\s+of|the\s+beginning\s+of|beginning\s+of|the\s+start\s+of"
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
    ("decade", rf"\b(?:the\s+)?(?P<dec>{DECADE_YEAR})s\b"),
    ("fiscal", r"\b(?:FY\s*)?(?P<y>(?:19|20)\d{2})\s*/\s*(?P<y2>(?:19|20)?\d{2})\b(?!/)"),  # "2010/11": both years
    # two-digit years as real tables write them ("Q3 '19", "Oct '21", "17/18"): short_year_key
    ("short", rf"(?<![\w/.,])(?P<k>Q[1-4]\s*{SHORT_YEAR}|{MONTH}\.?\s*{SHORT_YEAR}|\d{{2}}/\d{{2}})(?![\w/%]|[.,]\d)"),
    ("fy", r"\bFY\s*'?(?P<y>(?:19|20)\d{2})\b"),  # "FY 2017", "FY2017": that year
    ("year", rf"(?<![\d,.$-])\b(?P<y>{YEAR})\b(?![.,]?\d|\s*(?:%|people|cases|tests|years))"),
    ("m", rf"\b(?P<mon>{MONTH})\b(?!\s+\d)"),
]


def _suffixed(pattern: str, form: str) -> str:
    """Group names made unique per form ("y" -> "y_mdy") so that all forms fit in one regex."""
    return re.sub(r"\(\?P<(\w+)>", lambda m: f"(?P<{m[1]}_{form}>", pattern)


# Every date starts at a word boundary (each form and MOD opens with ``\b`` or a look-behind that implies one) with a
# digit, a month or quarter name (capitalised: the pattern is case-sensitive), or a lower-case word followed by a
# space or hyphen: a modifier of MOD, a quarter's ordinal ("first quarter of") or the decade's "the". Testing
# that before the long alternation leaves it to word starts that can open a date: the same dates, found about
# four times faster than with a test of the first character alone (mid-word letters, "this", "each" no longer
# enter it). Inside, each form tries MOD only where a modifier's first letter stands.
_DATE_START = (r"\b(?=[\dJFMASONDQ]|(?:early|mid|middle|late|latter|the|end|beginning|start|first|second|third|fourth)"
               r"[\s-])")
_GUARDED_MOD = MOD.replace(r"(?:\b(?P<mod>", r"(?:(?=[emltbsf])\b(?P<mod>", 1)
DATE_RE = lazy_compile(_DATE_START + "(?:" + "|".join(f"(?P<_{form}>{_suffixed(_GUARDED_MOD + pattern, form)})"
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


_SEASON_BEFORE = lazy_compile(r"\b(?:in|of|from|to|and|since|until|by|through|between|during|season|year)\s+(?:the\s+)?$", re.I)


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


_SENTENCE_END = lazy_compile(r"[.!?](?:\s|$)|\n")


def _sentence_end(text: str, pos: int) -> int:
    m = _SENTENCE_END.search(text, pos)
    return m.end() if m else len(text)
