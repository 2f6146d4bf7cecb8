"""What line/bar prose reads of numbers beyond the shared text layer: how it reads the one finder's finds (thousands
commas, scale and percent words, the places no number starts), the words that make a number no value, and what
the words around one say (its bound: "about", "over", "just under"; a loss). Read by ``claims.line_prose``, which
turns them into claims; its rule readers ask ``number_between`` for "no number between" two words.

A number is the one ``claims.text.Number``, as ``claims.text.ProseNumber`` (with its bound and tolerance); its text
is read by ``claims.number_text.read_number``. Dates are read with the one date grammar, ``vlmeval.dates.find_dates``;
clauses are the Document's (``Document.clauses``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from math import isfinite

from vlmeval.claims.number_text import read_number
from vlmeval.claims.text import APPROX_WORDS, Bound, ProseNumber
from vlmeval.claims.text import find_numbers as find_written
from vlmeval.claims.years import is_age, is_duration, is_year
from vlmeval.dates import Mark
from vlmeval.lazy_re import lazy_compile

# --- numbers ------------------------------------------------------------------------------------------
# Where a number is written is found once, by the one finder (``claims.text.FIND_NUMBER_RE``, read once per text by
# the Document); ``_readings`` reads its finds as line prose reads a number, from the find's groups (sign, digits,
# unit word) and the characters around it. No pattern of its own searches the text for numbers.

_APPROX = "|".join(APPROX_WORDS)
_NOT_BEFORE = frozenset(",/-")  # "2010-2015" is a period, "3/4" a ratio, "0,200" a list: no number starts after these
_GLUED_AFTER = lazy_compile(r"\.?\w")  # glued to a word on the right ("13B", "Qwen-13B") a number is part of a name
_TIME_AFTER = lazy_compile(r"[\d,]*-(?:day|week|month|year)")  # "30-day", "5-year": a length of time, not a value
_NOT_A_VALUE_AFTER = lazy_compile(r"^(?:[\s-]*(?:day|days|week|weeks|month|months|year-old|years?[\s-]+old|dose|doses|st|nd|rd|th)\b|\s*\))", re.I)
# a comparative right after the number ("about 105 more packages", "1.5 times B", "85 lower than B"): a difference or
# a ratio between two values, no value of either ("more or less" is a hedge)
_DIFFERENCE_AFTER = lazy_compile(r"^\s*%?\s*(?:times|more|fewer|less|lower|higher|larger|smaller|greater|bigger|taller|"
                                 r"shorter)\b(?!\s+or\s+(?:less|more)\b)", re.I)
# a metric at a cutoff ("nDCG@10", "P@5") names the metric: the number after its '@' is no value (as NUMBER_RE)
_NOT_A_VALUE_BEFORE = lazy_compile(r"(?:COVID-|per\s+|Q|\bR|top\s+|\bover\s+the\s+(?:past|last)\s+|\w@)$", re.I)
APPROX = lazy_compile(rf"(?:{_APPROX}|approx\.|close\s+to|~|some|an\s+estimated|estimated|just\s+over|just\s+under|just\s+above|just\s+below|slightly\s+(?:over|above|under|below))(?:\s+the)?\s*$", re.I)
ABOVE = lazy_compile(r"(?:over|more\s+than|above|exceeding|exceeded|exceed|at\s+least|upwards\s+of|in\s+excess\s+of|greater\s+than|higher\s+than)\s*$", re.I)
BELOW = lazy_compile(r"(?:less\s+than|under|below|fewer\s+than|at\s+most|lower\s+than|up\s+to)\s*$", re.I)
# the last letter of each phrase of ABOVE and of BELOW, in both cases: a match ends with one, then white space only
# (``re.I`` folds no character outside ASCII to these letters; ``\s`` and ``str.rstrip`` agree on white space)
_ABOVE_ENDS = frozenset("rnegdtfRNEGDTF")
_BELOW_ENDS = frozenset("nrwtoNRWTO")


def bound_word(before: str) -> str | None:
    """"above" where ``ABOVE`` matches ``before`` ("more than "), else "below" where ``BELOW`` does, else None;
    each pattern tried only where ``before``'s last character other than white space may end one of its phrases
    (a case-insensitive pattern anchored at the end is otherwise tried at every position)."""
    tail = before.rstrip()[-1:]
    if tail in _ABOVE_ENDS and ABOVE.search(before):
        return "above"
    return "below" if tail in _BELOW_ENDS and BELOW.search(before) else None


# a bound written after the number: "0.30 or more", "12 or above", "5 or fewer stations", "6 and below."
ABOVE_AFTER = lazy_compile(r"\s*(?:or\s+(?:more|above|higher|greater|over)|and\s+(?:above|over|higher)(?=\s*[.,;:)]|\s*$))\b", re.I)
BELOW_AFTER = lazy_compile(r"\s*(?:or\s+(?:less|fewer|below|lower|under)|and\s+(?:below|under|lower)(?=\s*[.,;:)]|\s*$))\b", re.I)
LOSS_BEFORE = lazy_compile(r"\b(?:lost|loss(?:es)?\s+of|a\s+deficit\s+of|deficit\s+of|shr[au]nk\s+by|contracted\s+by|"
                           r"negative(?:\s+(?:growth\s+)?(?:rate|growth|change|balance|return|value|figure)\s+of)?|minus)\s+"
                           rf"(?:(?:{_APPROX}|some)\s+)?\$?$", re.I)

# "New Ireland (2, 113, 370)": thousands groups written with spaces inside brackets are one number, not 2 and 113
_BRACKET_OPEN = lazy_compile(r"\(\s*(?:(?:about|around|approximately|roughly|~)\s*)?$", re.I)
_GROUP_SEP = lazy_compile(r",\s")
_BRACKET_CLOSE = lazy_compile(r"\s*(?:\)|$)")

Reading = tuple[int, int, str, "str | None"]  # (start, end, the number's text with its sign, its unit word)


def _readings(text: str, found: list[re.Match]) -> list[Reading]:
    """The finds (``found``) as line prose reads numbers, in order: none right after "," "/" "-" or a word, none
    glued to a word on its right, none before "-day", "-year"; an exponent ("1e-3") and a unit word ("%", "million",
    "k") glued or after spaces is part of one; spaced thousands groups in brackets are one number."""
    out: list[Reading] = []
    k, n = 0, len(found)
    while k < n:
        f = found[k]
        spaced = _spaced_thousands(text, found, k)
        if spaced is not None:
            last, reading = spaced
            out.append(reading)
            k = last + 1
            continue
        reading = _reading(text, f)
        if reading is not None:
            out.append(reading)
        k += 1
    return out


def _reading(text: str, f: re.Match) -> Reading | None:
    """One find as line prose reads it, or None (see ``_readings``)."""
    start = f.start()
    if start and text[start - 1] in _NOT_BEFORE:
        return None
    num, num_end = f.group("num"), f.end("num")
    unit = f.group("unit")
    written = (f.group("sign") or "") + num
    if not _TIME_AFTER.match(text, num_end):
        end = f.end() if unit else num_end
        if unit and _GLUED_AFTER.match(text, end):  # "5%x": the unit belongs to the word after; the number stands alone
            unit, end = None, num_end
        if not _GLUED_AFTER.match(text, end):
            return start, end, written, unit
    if "," in written:  # "1,234,567x": the groups before the last comma stand alone ("1,234")
        cut = start + written.rindex(",")
        return None if _TIME_AFTER.match(text, cut) else (start, cut, written[:cut - start], None)
    return None


def _spaced_thousands(text: str, found: list[re.Match], k: int) -> tuple[int, Reading] | None:
    """(index of the last find, the reading) where the finds from ``found[k]`` are thousands groups written with a
    space after each comma inside brackets ("(2, 113, 370)", "(about 2, 113, 370"); else None."""
    f = found[k]
    if not _bare_digits(f, 3) or not _BRACKET_OPEN.search(text, max(0, f.start() - 20), f.start()):
        return None
    last = k
    while last + 1 < len(found) and _bare_digits(found[last + 1], 3, exact=True) and \
            _GROUP_SEP.fullmatch(text, found[last].end(), found[last + 1].start()):
        last += 1
    if last == k or not _BRACKET_CLOSE.match(text, found[last].end()):
        return None
    written = ",".join(g.group("num") for g in found[k:last + 1])
    return last, (f.start(), found[last].end(), written, None)


def _bare_digits(f: re.Match, most: int, exact: bool = False) -> bool:
    """Whether the find is digits alone (no sign, comma, decimals, exponent or unit), at most (exactly) ``most``."""
    num = f.group("num")
    return f.group() == num and num.isdigit() and (len(num) == most if exact else len(num) <= most)


# the starts of the readings of the text read last (``find_numbers``), for the gap tests: (text, starts)
_LAST: tuple[str, list[int]] = ("", [])


def _starts_of(text: str, readings: list[Reading] | None = None) -> list[int]:
    global _LAST
    last = _LAST  # one read of the global: another thread may replace it, never half of it
    if readings is None and last[0] is text:
        return last[1]
    starts = [r[0] for r in (_readings(text, find_written(text)) if readings is None else readings)]
    _LAST = (text, starts)
    return starts


def number_between(text: str, a: int, b: int, skip: re.Pattern | None = None) -> bool:
    """Whether line prose reads a number starting in ``text[a:b]`` ("no number between" two words), none starting
    inside a match of ``skip`` there ("per 1,000"). Read from the text's readings (those ``find_numbers`` read last,
    from the Document's finds), not by searching the gap again."""
    starts = _starts_of(text)
    i = bisect_left(starts, a)
    if skip is None:
        return i < len(starts) and starts[i] < b
    skipped = [m.span() for m in skip.finditer(text, a, b)]
    while i < len(starts) and starts[i] < b:
        if not any(x <= starts[i] < y for x, y in skipped):
            return True
        i += 1
    return False


def _mantissa(digits: str) -> tuple[str, int]:
    """The digits before an exponent, and the exponent ("2.5e6": "2.5", 6; "120": "120", 0)."""
    e = max(digits.find("e"), digits.find("E"))
    return (digits, 0) if e < 0 else (digits[:e], int(digits[e + 1:]))


def read_text(text: str, found: list[re.Match]) -> list[Reading]:
    """The readings of a whole description from its finds (``Document.found_numbers``), kept for the gap tests
    (``number_between``) of its clauses."""
    readings = _readings(text, found)
    _starts_of(text, readings)
    return readings


def find_numbers(text: str, dates: list[Mark], found: list[re.Match] | None = None,
                 readings: list[Reading] | None = None) -> list[ProseNumber]:
    """The numbers of line/bar prose in ``text``, none inside a date of ``dates``. ``found``: the one finder's
    finds in ``text`` (``Document.found_numbers``) when already read, else they are found here; ``readings``:
    the text's readings (``read_text``) when already read."""
    out = []
    date_starts = [d.start for d in dates]
    if readings is None:
        readings = _readings(text, find_written(text) if found is None else found)
    for start, end, written, unit in readings:
        k = bisect_left(date_starts, end)  # dates starting before the number ends; the last may overlap it
        if k and dates[k - 1].end > start:
            continue
        if _NOT_A_VALUE_AFTER.match(text[end:end + 20]) or _NOT_A_VALUE_BEFORE.search(text[max(0, start - 30):start]) \
                or unit is None and _DIFFERENCE_AFTER.match(text[end:end + 20]):
            continue
        read = read_number(written, unit)
        if not isfinite(read.value):
            continue  # a digit run past a float ("1,000,000,..."): no value a figure can show, as for numbers_in
        value, decimals = read.written, read.decimals
        if (decimals and is_year(text, start, start + len(written), value, decimals)) or \
                is_duration(text, start, end) or is_age(text, end):
            continue  # "in 2018.0" is a year; "over the next 150 years" a span of time
        scale = read.scale
        digits, power = _mantissa(read.digits)
        if decimals:
            tolerance = 0.5 * 10.0 ** (power - decimals)
        else:
            zeros = len(digits) - len(digits.rstrip("0")) if digits.strip("0") else 0
            tolerance = 0.5 * 10.0 ** (zeros + power)
        before = text[max(0, start - 30):start]
        bound: Bound = "approx" if APPROX.search(before) else bound_word(before) or _bound_after(text, end)
        near = False
        if bound == "approx" and re.search(r"(?:just|slightly)\s+(?:over|above)\s*$", before, re.I):
            bound, near = "above", True
        elif bound == "approx" and re.search(r"(?:just|slightly)\s+(?:under|below)\s*$", before, re.I):
            bound, near = "below", True
        out.append(ProseNumber(read.value, decimals, start, end, tolerance * scale, bound, percent=read.percent, scale=scale,
                               loss=value > 0 and bool(LOSS_BEFORE.search(before)), near=near))
    return out


def _bound_after(text: str, end: int) -> Bound:
    """"above" for "0.30 or more", "below" for "5 or fewer": a bound written after the number; else "exact"."""
    if "or" not in text[end:end + 4] and "and" not in text[end:end + 5]:
        return "exact"  # every bound after a number starts with "or" or "and"
    return "above" if ABOVE_AFTER.match(text, end) else "below" if BELOW_AFTER.match(text, end) else "exact"
