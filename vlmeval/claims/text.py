"""Low-level text helpers: numbers as VLMs print them, name normalisation, sentences, hedges.

Every regex here is linear (no nested quantifiers), so hostile text cannot make it backtrack.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache
from math import isfinite
from dataclasses import dataclass
from typing import Iterator, Literal

from vlmeval.claims.number_text import POWER, SCALE_DIGITS, TIMES_POWER, read_number
from vlmeval.lazy_re import lazy_compile

# A number not glued to a word on its left ("R1", "AIME'24", "Llama-4" are names, not numbers).
# Minus signs: ASCII and U+2212. "2k" is 2000, "52.0%" is 52.0 with unit "%". Unicode digits are accepted.
# This pattern is where a number is; what its text stands for is read by claims.number_text (shared with series prose).
NUMBER_RE = re.compile(
    r"(?=[-−\d])"  # what a number starts with, tested first: the search skips other positions faster
    r"(?<![\w.'’@^])(?<![A-Za-z]-)(?P<sign>[-−](?=\d))?(?P<num>(?:10|2)" + POWER + r"|\d+(?:\.\d+)?(?:[eE][-+]?\d+|" + TIMES_POWER + r")?)"
    r"(?P<unit>%|[kK](?![\w]))?(?!\.?[\w'’])"
)


# The one number finder (issue 34): where a number is written, found once per text (``Document.found_numbers``) and
# read by every reader of numbers. It finds the widest form any reader reads: a sign, digits with thousands commas
# ("2,113,370"), decimals, an exponent, and the unit after it, glued or after spaces ("%", "percent", "per cent",
# "k", "M", "thousand", "million", "billion", "trillion"). Nothing after a number stops it: what may follow one is
# each reading's rule; its groups say what it found (``commas``, a ``glued`` or a ``wide`` unit, and ``plain``: the
# table readers' NUMBER_RE reads it as it is). Every place a reader's own pattern can start a number lies inside one
# of its finds (that pattern's look-behind excludes at least what this one's does), so a reading tried at those
# places alone reads what it read over the whole text (``readings_at``; tests/claims/test_one_finder.py checks both
# readings against their patterns run alone).
FIND_NUMBER_RE = re.compile(
    r"(?=[-−\d])(?<![\w.])(?P<lead>(?<![\w.'’@^])(?<![A-Za-z]-))?(?P<sign>[-−](?=\d))?"
    r"(?P<num>(?:10|2)" + POWER + r"|(?:\d{1,3}(?P<commas>(?:,\d{3})+)|\d+)(?:\.\d+)?(?:[eE][-+]?\d+|" + TIMES_POWER + r")?)"
    r"(?P<unit>(?P<glued>%|[kK]\b)|(?P<wide>(?=[\s%pmtbkKM])\s*(?:%|percent\b|per\s*cent\b|million\b|thousand\b|billion\b|"
    r"trillion\b|[kK]\b|M\b)))?"
    r"(?(lead)(?(commas)|(?(wide)|(?P<plain>(?!\.?[\w'’]))?)))")
PLAIN = FIND_NUMBER_RE.groupindex["plain"]


def find_numbers(text: str) -> list[re.Match]:
    """Every place the one finder finds a number in ``text``, in order."""
    return list(FIND_NUMBER_RE.finditer(text))


def finds_in(text: str, found: list[re.Match], start: int, end: int) -> list[re.Match]:
    """The finds of ``text[start:end]`` read alone (positions relative to ``start``), from the text's finds
    (``found``, ``Document.found_numbers``): the finder is matched again only where it found a number in the whole
    text, never searched. The same as ``find_numbers(text[start:end])`` where no find starts at ``start`` after a
    character a number cannot follow (``text[start - 1]`` a word character or "."; a sentence, or a span opening
    with a bracket or a mark, qualifies)."""
    piece, out = text[start:end], []
    for f in found[bisect_left(found, start, key=_find_start):]:
        if f.start() >= end:
            break
        m = FIND_NUMBER_RE.match(piece, f.start() - start)
        if m is not None:
            out.append(m)
    return out


def _find_start(f: re.Match) -> int:
    return f.start()


def readings_at(pattern: re.Pattern, text: str, found: list[re.Match], last: int = 0) -> Iterator[re.Match]:
    """``pattern``'s matches in ``text`` tried only inside the finder's finds (``found``), without overlaps: what
    ``pattern.finditer(text)`` gives, for a pattern whose look-behind excludes at least ``[\\w.]`` before a sign
    or digit (each place it can start is then a place the finder starts, or is inside one of its finds). ``last``:
    where reading starts (the end of a match read before)."""
    for f in found:
        p, end = max(f.start(), last), f.end()
        while p < end:
            m = pattern.match(text, p)
            if m is None:
                p += 1
            else:
                yield m
                p = last = max(m.end(), p + 1)


@dataclass(slots=True, unsafe_hash=True)  # not frozen: a frozen dataclass is 4x slower to build, and texts hold many numbers
class Number:
    value: float
    decimals: int  # digits after the decimal point as printed
    start: int
    end: int


Bound = Literal["exact", "approx", "above", "below"]


@dataclass(slots=True)
class ProseNumber(Number):
    """A ``Number`` with what the words around it say, as line/bar prose reads it (``claims.line_text``): the
    tolerance of its written precision, a bound ("about", "over", "just under"), a percent, a scale word and a loss."""

    tolerance: float  # half a unit in the last written digit
    bound: Bound
    percent: bool
    scale: float = 1.0  # the scale word written with it ("million": 1e6); value and tolerance include it
    loss: bool = False  # "lost 1.58 dollars", "a deficit of 3.2": the figure may hold it as a negative value
    near: bool = False  # "just over", "slightly below": a bound that is also approximate (claims.line_numbers)


def parse_number_match(m: re.Match, offset: int = 0) -> Number | None:
    read = _read_once(m)
    if read is None:
        return None
    return Number(read[0], read[1], m.start() + offset, m.end() + offset)


def _read_match(m: re.Match) -> tuple[float, int] | None:
    """(value, decimals) of a ``NUMBER_RE`` match; None when it is not finite. It depends on the matched text
    alone (the groups split it the same way wherever it stands), so ``parse_number_match`` keeps it per text."""
    sign, num, unit = m.group("sign", "num", "unit")
    read = read_number(num, unit)
    if read is None or not isfinite(read.written):
        return None  # 1e309 and friends: not a number a figure can show
    value, _, _, decimals, scale, _ = read
    if scale != 1.0:
        decimals = max(0, decimals - SCALE_DIGITS[scale])  # "2.5k" is 2500: three printed decimals are in the k
    return (-value if sign else value, decimals)


# what each number text seen stands for: descriptions repeat their numbers ("0.1", "52.0", "2k") by the thousand
_READ: dict[str, tuple[float, int] | None] = {}
_READ_MAX = 200_000
_UNREAD = object()


def number_value(m: re.Match) -> float | None:
    """The value a ``NUMBER_RE`` match stands for, signed and scaled ("2k" is 2000); None when it is not finite
    (1e309 and friends: not a number a figure can show). Read once per matched text, as ``parse_number_match``."""
    read = _read_once(m)
    return None if read is None else read[0]


def _read_once(m: re.Match) -> tuple[float, int] | None:
    """``_read_match`` of ``m``, kept per matched text (``_READ``)."""
    written = m.group()
    read = _READ.get(written, _UNREAD)
    if read is _UNREAD:
        read = _read_match(m)
        if len(_READ) < _READ_MAX:
            _READ[written] = read
    return read


def numbers_in(text: str, offset: int = 0, found: list[re.Match] | None = None) -> list[Number]:
    """The numbers of ``text`` as the table and results readers read the one finder's finds (``found``;
    ``find_numbers(text)`` when not given): a number with thousands commas is one number (``thousands_number``),
    as line prose reads it; otherwise ``NUMBER_RE``'s matches (their old behaviour, kept: a scale or percent word is
    no part of a number, "5M" is a name, "0,200,400" three ticks). A find that ``NUMBER_RE`` reads whole (the
    finder's ``plain`` group: no comma, a glued "%" or "k" or none, nothing of a name around it) is its match; the
    others are read with ``NUMBER_RE`` itself (``readings_at``)."""
    out: list[Number] = []
    append, known = out.append, _READ.get
    last = 0
    for f in FIND_NUMBER_RE.finditer(text) if found is None else found:
        start, end = f.span()
        if start >= last and f.lastindex == PLAIN:  # NUMBER_RE's match here: the same text and groups
            last = end
            read = known(f.group(), _UNREAD)
            if read is not None and read is not _UNREAD:
                append(Number(read[0], read[1], start + offset, end + offset))
                continue
            _append_read(f, offset, append, known)
            continue
        whole = thousands_number(text, f, offset) if start >= last else None
        if whole is not None:
            if isfinite(whole.value):  # past a float's range it is no value a figure can show
                append(whole)
            last = whole.end - offset
            continue
        for m in readings_at(NUMBER_RE, text, [f], last):
            _append_read(m, offset, append, known)
            last = m.end()
    return out


def thousands_number(text: str, f: re.Match, offset: int = 0) -> Number | None:
    """The find ``f`` as one number with thousands commas ("2,113,370", "12,500.5%"; a scale or percent word
    after spaces is no part of it, as for any number these readers read), or None: a find without commas, led by
    0 ("0,200,400" lists ticks), or with a name around it (where ``NUMBER_RE`` reads nothing or its first group:
    "1,234M", "v1,234", "1,234abc"). Its value is inf for digits past a float's range."""
    if f.group("commas") is None or f.group("lead") is None or f.group("num")[0] == "0":
        return None
    glued = f.group("glued")
    end = f.end() if glued or f.group("wide") is None else f.end("num")
    after = text[end:end + 1]
    if after == ".":
        after = text[end + 1:end + 2]
    if after and (after.isalnum() or after in "_'’"):
        return None
    read = read_number(f.group("num"), glued)
    if read is None:
        return None
    decimals = max(0, read.decimals - SCALE_DIGITS[read.scale]) if read.scale != 1.0 else read.decimals
    return Number(-read.value if f.group("sign") else read.value, decimals, f.start() + offset, end + offset)


def _append_read(m: re.Match, offset: int, append, known) -> None:
    read = known(m.group(), _UNREAD)
    if read is _UNREAD:
        n = parse_number_match(m, offset)
        if n is not None:
            append(n)
    elif read is not None:
        start, end = m.span()
        append(Number(read[0], read[1], start + offset, end + offset))


def parse_number(text: str) -> Number | None:
    """The single number a cell holds ("**52.0**", "52.0%", "~40"), or None."""
    found = numbers_in(text)
    return found[0] if len(found) == 1 else None


_NORMALIZE_DROP = re.compile(r"[\s'’`\"_\-|:.,()*]+")


_NORMALIZE_TABLE = str.maketrans("", "", " \t\r\n\f\v'’`\"_-|:.,()*")


def norm(name: str) -> str:
    """Compare names loosely: case, spaces, quotes, underscores, dashes and bars do not matter."""
    out = name.lower().translate(_NORMALIZE_TABLE)
    return out if out.isascii() else _NORMALIZE_DROP.sub("", out)


_SCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎−", "0123456789+-=()0123456789+-=()-")
_MATH_MARKUP = re.compile(r"\\(?:mathrm|mathit|mathbf|rm|it|text)\b|[\^_${}\\]")


def plain_math(label: str) -> str:
    """A label as its characters read, whatever the notation: super- and subscript characters as plain ones,
    TeX's ``^ _ $ { }`` and font commands dropped, the minus sign as a hyphen ("ρ_rad [Å⁻³]", "ρrad [Å^−3]" and
    "$\\rho_{rad}$ [Å$^{-3}$]" read alike)."""
    return _MATH_MARKUP.sub("", label.translate(_SCRIPTS))


def digits_of(name: str) -> str:
    return "".join(ch for ch in name if ch.isdigit())


WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’_.\-@]*")

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "single": 1, "pair": 2,
}


@lru_cache(maxsize=4096)  # per-figure patterns (a figure's axis names) recur from figure to figure
def keyword_re(pattern: str, first: str, flags: int = re.I, *, lazy: bool = False) -> re.Pattern:
    """``pattern`` behind a look-ahead for the characters its matches can start with (``first``).

    The matches are the same; they are found several times faster, because a case-insensitive alternation
    of words is otherwise tried at every position of the text (tests/test_claims.py checks the equivalence).
    Compiled once per distinct pattern: ``re``'s own cache holds 512, fewer than a set of figures asks for.
    ``lazy=True``: compiled on its first match (``vlmeval.lazy_re``), for a costly pattern few runs reach."""
    chars = "".join(sorted(set(first.lower() + first.upper())))
    source = f"(?=[{re.escape(chars)}])(?:{pattern})"
    return lazy_compile(source, flags) if lazy else re.compile(source, flags)  # type: ignore[return-value]


# Hedges, in three families. Documented in docs/scoring.md. APPROX_WORDS: the words that make a number approximate,
# defined once; the readers of a number's bound (claims.line_text, claims.types.derived) add their own words to them.
APPROX_WORDS = ("about", "around", "approximately", "roughly", "nearly", "almost")
_APPROX_OTHERS = "|".join(w for w in APPROX_WORDS if w != "approximately")  # "approx(?:imately|\.)?" reads it
APPROX_RE = keyword_re(rf"~|≈|\b(?:approx(?:imately|\.)?|{_APPROX_OTHERS}|circa|ca\.)", "~≈arnc")
SOFT_RE = keyword_re(
    r"\b(?:generally|general|tends?|tending|mostly|largely|overall|slight(?:ly)?|somewhat|relatively|"
    r"moderately|roughly|broadly|typically|often|usually|mild(?:ly)?|predominantly|appears?|seems?)\b", "gtmlosrbupa")
STRONG_RE = keyword_re(
    r"\b(?:consistently|consistent|always|monotonic(?:ally)?|steadily|steady|strictly|strong(?:ly)?|sharp(?:ly)?|"
    r"dramatic(?:ally)?|significantly|every|uniformly|clear(?:ly)?)\b", "camsdeu")
# The negation words, defined once. Results prose reads them all (NEGATION_RE; claims.types.trend tests a sentence
# for them before running it). The readers that look a few words back from one word read a named part of them,
# each in its own context window:
# - VERB_NEGATION, a denied verb or rank: rankings ("is not the highest", claims.types.rank) and the held
#   directions of derived quantities ("did not rise steadily", claims.types.derived, which adds "no longer");
# - line/bar prose before a trend word (claims.line_words.negated): all but "lack", "lacks" (there a noun: "the
#   lack of rain drove prices up" still states the rise), "not" except in "not only", and NEAR_NEGATION.
# "n't" is glued to its verb ("didn't"), with either apostrophe ("didn’t": CONTRACTED_NOT matches both)
NEGATION_WORDS = ("no", "not", "never", "without", "lack", "lacks", "neither", "nor", "n't", "n’t")
CONTRACTED_NOT = r"n['’]t\b"
NEGATION_RE = keyword_re(rf"\b(?:{'|'.join(NEGATION_WORDS)})\b|{CONTRACTED_NOT}", "nwl")
VERB_NEGATION = ("not", "never", "n't")  # a part of NEGATION_WORDS
# VERB_NEGATION as a pattern: "n't" is glued to its verb ("didn't", "isn’t"), so no word boundary comes before it
_VERB_NOT_WORDS = "|".join(w for w in VERB_NEGATION if "'" not in w)
VERB_NEGATION_RE = rf"(?:\b(?:{_VERB_NOT_WORDS})\b|{CONTRACTED_NOT})"
NEAR_NEGATION = ("hardly", "barely")  # "barely rose": too little movement to check a direction


def hedge_of(text: str) -> str | None:
    """'approx' (numbers), 'soft' (trends: generally, slightly), 'strong' (consistently, monotonically), or None."""
    if STRONG_RE.search(text):
        return "strong"
    if SOFT_RE.search(text):
        return "soft"
    if APPROX_RE.search(text):
        return "approx"
    return None


# Sentence ends: ". ", "! ", "? " before an upper-case letter, a markup character or a digit; line ends always.
# It opens with a character class of the mark or newline before the end, not with a look-around or the space, so
# that ``re`` skips in C to the next ". ! ? \n" (a tenth of the spaces a text holds) instead of entering the matcher
# at every position or every space; a match holds the mark before its spaces (``sentence_spans`` leaves it out),
# so the ends are those of ``(?=[ \t\n])(?:(?<=[.!?])[ \t]+(?=[A-Z*#(\[\"'`0-9])|\n+)`` (tests/claims/test_reader_shortcuts.py)
_SENTENCE_END = re.compile(r"[.!?\n](?:(?<=[.!?])[ \t]+(?=[A-Z*#(\[\"'`0-9])|(?<=\n)\n*)")


_CITED_YEAR = frozenset("(0123456789")  # what follows "et al." in a citation: "(2017)", "2017"


def sentence_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    append = spans.append
    for m in _SENTENCE_END.finditer(text):
        end = m.start()
        if text[end] != "\n":
            end += 1  # after the mark
            if text[end - 2] == "l" and text.endswith(" et al.", 0, end) and text[m.end()] in _CITED_YEAR:
                continue  # "as found by Luger et al. (2017), which ...": a citation, not a sentence's end
        # most sentences neither start nor end with white space: nothing to strip, no copy of the sentence made
        if start < end and not text[start].isspace() and not text[end - 1].isspace():
            append((start, end))
        else:
            _add_stripped(spans, text, start, end)
        start = m.end()
    _add_stripped(spans, text, start, len(text))
    return spans


def _add_stripped(spans: list[tuple[int, int]], text: str, start: int, end: int) -> None:
    """Append the span of ``text[start:end]`` without its surrounding whitespace, unless it is all whitespace.
    (``str.strip`` and ``str.isspace`` agree on what whitespace is.)"""
    piece = text[start:end]
    body = piece.strip()
    if body:
        start += len(piece) - len(piece.lstrip())
        spans.append((start, start + len(body)))


# Clauses: a sentence (``sentence_spans``) split further at "while", "but", "; ", "then", ... and at a sentence end
# the sentence grammar does not see (". " before a lower-case word); read by line/bar prose (``Document.clauses``).
_CLAUSE_BREAK = re.compile(r"(?:(?<!\b[A-Z])[.!?;](?=\s|$)|\n|,\s+(?:while|whereas|but|and\s+then|then|before|after\s+which|"
                           r"followed\s+by|which)\b|\s+while\s+|\s+whereas\s+|\s+but\s+)")
MAX_CLAUSE = 400  # characters; prose clauses are far shorter, and the patterns look only this far


def clause_spans(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """The clauses (start, end) of ``text[start:end]`` (a sentence), in absolute positions, each stripped on the
    left and cut to at most MAX_CLAUSE characters."""
    end = len(text) if end is None else end
    out, a = [], start
    for m in _CLAUSE_BREAK.finditer(text, start, end):
        if m.start() > a:
            out.append((a, m.start()))
        a = m.end()
    if a < end:
        out.append((a, end))
    spans = [(a + len(text[a:b]) - len(text[a:b].lstrip()), b) for a, b in out if text[a:b].strip()]
    return [piece for span in spans for piece in _cut(text, span)]


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
