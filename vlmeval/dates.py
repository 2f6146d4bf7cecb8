"""Month names, fiscal years and year markers, shared by the table reader, the prose readers and the
corruption check.

Month names: "January" .. "December", read in any case, whole, as three letters ("Jan") or as "Sept".

A fiscal year is written "2010/11", "2010/2011", "2010-11", "FY 2017", "FY2017" or "FY17". The split forms
span two calendar years; their canonical key is "2010/11" and they cover both years' days (a stated "2011"
matches 2010/11 and 2011/12, as a reader of such a chart would allow). The "FY 2017" forms name one year: their
key is the year (2017). A trailing ``*`` marks a forecast or a preliminary figure ("2025*"); it is not part
of the date.
"""

from __future__ import annotations

import re

_SPLIT_FISCAL = re.compile(r"^(?P<a>(?:19|20)\d{2})\s*[/-]\s*(?P<b>\d{2}|(?:19|20)\d{2})$")
_FY = re.compile(r"^FY\s*'?(?P<y>(?:19|20)?\d{2})$", re.I)
FISCAL_KEY = re.compile(r"^(\d{4})/(\d{2})$")
MARKER = re.compile(r"\s*\*+$")

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
_SHORT_YEAR = r"['’‘](?P<y>\d{2})"
_SHORT_QUARTER = re.compile(rf"^Q(?P<q>[1-4])\s*{_SHORT_YEAR}$", re.I)
_SHORT_MONTH = re.compile(rf"^(?P<m>[A-Za-z]+)\.?\s*{_SHORT_YEAR}$")
_SHORT_FISCAL = re.compile(r"^(?P<a>\d{2})\s*/\s*(?P<b>\d{2})$")


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
