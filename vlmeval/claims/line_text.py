"""What line/bar prose reads beyond the shared text layer: where its numbers start and end (thousands commas,
scale and percent words, the words that make a number no value), what the words around one say (its bound:
"about", "over", "just under"; a loss), and clauses. Read by ``claims.line_prose``, which turns them into claims.

A number is the one ``claims.text.Number``, as ``claims.text.ProseNumber`` (with its bound and tolerance); its text
is read by ``claims.number_text.read_number``. Dates are read with the one date grammar, ``vlmeval.dates.find_dates``.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from math import isfinite

from vlmeval.claims.number_text import read_number
from vlmeval.claims.text import APPROX_WORDS, Bound, ProseNumber, readings_at
from vlmeval.claims.text import find_numbers as find_written
from vlmeval.claims.years import is_age, is_duration, is_year
from vlmeval.dates import Mark

# --- numbers ------------------------------------------------------------------------------------------
# Where a number is written is found by the one finder (``claims.text.FIND_NUMBER_RE``, read once per text by the
# Document); NUMBER_RE is line prose's reading of what it found (``_number_matches``), and the pattern its readers
# search a gap between two words with ("no number between").

_APPROX = "|".join(APPROX_WORDS)

# A digit run is taken whole (``\d++``): a shorter one is followed by a digit, which no number here may be, and
# giving digits back one at a time re-ran the look-ahead over the rest of the run (16,000 digits took seconds).
NUMBER_RE = re.compile(
    r"(?<![\w.,/-])(?P<num>[-−]?(?:\d{1,3}(?:,\d{3})+|\d++)(?:\.\d++)?)(?![\d,]*-(?:day|week|month|year))"
    r"(?P<unit>\s*(?:%|percent\b|per\s*cent\b|million\b|thousand\b|billion\b|trillion\b|[kK]\b|M\b))?"
    r"(?!\.?\w)")  # glued to a word on the right ("13B", "Qwen-13B") it is part of a name, not a value
_NOT_A_VALUE_AFTER = re.compile(r"^(?:[\s-]*(?:day|days|week|weeks|month|months|year-old|years?[\s-]+old|dose|doses|st|nd|rd|th)\b|\s*\))", re.I)
_NOT_A_VALUE_BEFORE = re.compile(r"(?:COVID-|per\s+|Q|\bR|top\s+|\bover\s+the\s+(?:past|last)\s+)$", re.I)
APPROX = re.compile(rf"(?:{_APPROX}|approx\.|close\s+to|~|some|an\s+estimated|estimated|just\s+over|just\s+under|just\s+above|just\s+below|slightly\s+(?:over|above|under|below))(?:\s+the)?\s*$", re.I)
ABOVE = re.compile(r"(?:over|more\s+than|above|exceeding|exceeded|exceed|at\s+least|upwards\s+of|in\s+excess\s+of|greater\s+than|higher\s+than)\s*$", re.I)
BELOW = re.compile(r"(?:less\s+than|under|below|fewer\s+than|at\s+most|lower\s+than|up\s+to)\s*$", re.I)
LOSS_BEFORE = re.compile(r"\b(?:lost|loss(?:es)?\s+of|a\s+deficit\s+of|deficit\s+of|shr[au]nk\s+by|contracted\s+by|"
                         r"negative(?:\s+(?:growth\s+)?(?:rate|growth|change|balance|return|value|figure)\s+of)?|minus)\s+"
                         rf"(?:(?:{_APPROX}|some)\s+)?\$?$", re.I)


# "New Ireland (2, 113, 370)": thousands groups written with spaces inside brackets are one number, not 2 and 113
_SPACED_THOUSANDS = re.compile(r"(?<=\()\s*(?:(?:about|around|approximately|roughly|~)\s*)?(?P<num>\d{1,3}(?:,\s\d{3})+)(?P<unit>)(?=\s*(?:\)|$))", re.I)


def _number_matches(text: str, found: list[re.Match]) -> list[re.Match]:
    """Line prose's reading of the one finder's finds (``found``): NUMBER_RE's matches (its old behaviour, kept:
    no number after "," "/" or "-", none glued to a name on its right, no exponent, none before "-day", "-year"),
    with spaced thousands groups in brackets read as one number (_SPACED_THOUSANDS)."""
    spaced = list(_SPACED_THOUSANDS.finditer(text)) if "(" in text else []
    matches = [m for m in readings_at(NUMBER_RE, text, found)
               if not any(s.start("num") <= m.start() < s.end("num") for s in spaced)]
    return sorted(matches + spaced, key=lambda m: m.start("num"))


def find_numbers(text: str, dates: list[Mark], found: list[re.Match] | None = None) -> list[ProseNumber]:
    """The numbers of line/bar prose in ``text``, none inside a date of ``dates``. ``found``: the one finder's
    finds in ``text`` (``Document.found_numbers``) when already read; else they are found here."""
    out = []
    date_starts = [d.start for d in dates]
    for m in _number_matches(text, find_written(text) if found is None else found):
        start, end = m.start("num"), m.end()
        k = bisect_left(date_starts, end)  # dates starting before the number ends; the last may overlap it
        if k and dates[k - 1].end > start:
            continue
        if _NOT_A_VALUE_AFTER.match(text[end:end + 20]) or _NOT_A_VALUE_BEFORE.search(text[max(0, start - 30):start]):
            continue
        read = read_number(m["num"].replace(", ", ","), m["unit"] or None)
        if not isfinite(read.value):
            continue  # a digit run past a float ("1,000,000,..."): no value a figure can show, as for numbers_in
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
        out.append(ProseNumber(read.value, decimals, start, end, tolerance * scale, bound, percent=read.percent, scale=scale,
                               loss=value > 0 and bool(LOSS_BEFORE.search(before)), near=near))
    return out
