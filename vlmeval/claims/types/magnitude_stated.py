"""A factor said together with the two readings it relates ("roughly doubles from panel (b) (~0.12) to panel (c)
(~0.25)", "almost twice as long (~1175 vs ~615 ms)", "from ~0.004 at V = 0.15 to ~0.05 at V = 0.77, more than an
order of magnitude", "the value at x = 0.75 (~0.051) is almost twice the value at x = -0.5 (~0.029)"): the factor
must fit the ratio of the two readings as written, whatever the record holds (a ``trend`` claim, ``StatedRatio``).

Read only where ``claims.types.magnitude`` and ``magnitude_pairs`` left the factor (no place of the record found),
in a sentence holding one factor and exactly two hedged readings written as y readings: in brackets ("(~0.12)"),
before "at" ("~0.1 s at 100 samples"), or after "vs"/"versus". A reading in powers of ten ("~5×10⁻⁵") is left
to the number readers: no claim."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.types.magnitude import BOUND_WORDS, bound_of, judge, sentence_at, word_number
from vlmeval.claims.xy_readings import HEDGE, NUM, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class StatedRatio:
    """The ``factor`` said between the readings ``a`` and ``b`` of the same sentence; ``orders`` and ``bound`` as
    for ``XYRatio``."""
    a: float
    b: float
    factor: float
    orders: bool
    bound: str


# a number starts the factor only where no digit precedes it, and is never read shorter ("(?>...)"): without both, a
# long run of digits is tried at every position and every length (quadratic; tests/scoring/test_hostile_inputs.py)
_FACTOR = lazy_compile(
    rf"(?P<bound>{BOUND_WORDS})?(?:(?P<two>twice|doubl(?:es|ed|ing|e)\b(?!-))|(?P<three>thrice|tripl(?:es|ed|ing|e)\b)"
    rf"|(?P<n>(?<![\d.,])(?>{NUM})|three|four|five|ten)\s*(?:times\b|[x×](?![\w\d])|-?fold\b)"
    rf"|by\s+(?:{HEDGE})?a\s+factor\s+of\s+(?:{HEDGE})?(?P<by>{NUM})(?![\d.])"
    rf"|(?P<orders>an?|one|two|three|four|five|(?<![\d.,])(?>{NUM}))\s+orders?\s+of\s+magnitude\b)", re.I)
# what every factor holds, looked for first: a line without it is never tried with the whole pattern (a try at every
# position of every line): a word in the lower-cased line, or an "x" after a number ("3x", "3 x faster")
_FACTOR_WORDS = ("twice", "doubl", "thrice", "tripl", "times", "fold", "factor", "magnitude", "×")
_X_AFTER = lazy_compile(r"(?:[\d⁰¹²³⁴⁵⁶⁷⁸⁹}]|\b(?:three|four|five|ten))\s*x(?![\w\d])", re.I)


_X_END = lazy_compile(r"x(?!\w)")  # an "x" that ends a word: case-sensitive and literal, so ``re`` skips to each in C
_ASCII_SPACE = " \t\n\r\f\v\x1c\x1d\x1e\x1f"  # what ``\s`` matches in ASCII text
_X_WORDS = ("three", "four", "five", "ten")


def _may_hold_factor(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in _FACTOR_WORDS) or ("x" in low and _X_AFTER.search(text) is not None)


def _text_may_hold_factor(text: str) -> bool:
    """``_may_hold_factor`` of the whole text, exact: ``_X_AFTER`` is tried at every position, so its "x" is found
    first (a literal pattern, which ``re`` skips to in C) and what stands before it (past spaces) tested: in Python
    for ASCII text, else by ``_X_AFTER`` itself at the few places a match ending at that "x" can start
    (tests/claims/types/test_magnitude.py)."""
    low = text.lower()
    if any(w in low for w in _FACTOR_WORDS):
        return True
    if not text.isascii():
        return any(_x_after_ends_at(text, m.start()) for m in _X_ENDING.finditer(text))
    for m in _X_END.finditer(low):
        j = m.start()
        while j and low[j - 1] in _ASCII_SPACE:
            j -= 1
        if j and (low[j - 1].isdigit() or low[j - 1] == "}"):
            return True
        for w in _X_WORDS:
            k = j - len(w)
            if low.endswith(w, 0, j) and (k == 0 or not (low[k - 1].isalnum() or low[k - 1] == "_")):
                return True
    return False


# the end of every _X_AFTER match, as it tests it: ``re.I`` matches "x" to "x" and "X" alone, and this class (not
# an ``re.I`` literal) is what ``re`` skips to in C
_X_ENDING = lazy_compile(r"[xX](?![\w\d])")


def _x_after_ends_at(text: str, x: int) -> bool:
    """Whether an ``_X_AFTER`` match ends with the "x" at ``x``: its \\s* is the whole run of white space before
    the "x" (no character before it is white space), so it starts one character (a digit, "}") or one of
    ``_X_WORDS`` (three to five characters, matched character by character) before that run. A match found there
    may end at an earlier "x": a match all the same."""
    j = x
    while j and text[j - 1].isspace():  # what ``\s`` matches in a str pattern (Py_UNICODE_ISSPACE)
        j -= 1
    return any(_X_AFTER.match(text, i) for i in range(max(0, j - 5), j))


# a hedged reading written as a y value: opening brackets, before "at", or after "vs"
_READING = lazy_compile(
    rf"(?:(?<=\()|(?<=\bvs\s)|(?<=\bvs\.\s)|(?<=\bversus\s))(?:{HEDGE})(?P<v>{NUM})(?![\d.,]*\s*×)(?![\d⁰¹²³⁴⁵⁶⁷⁸⁹⁻])"
    rf"|(?<![\w.])(?:{HEDGE})(?P<w>{NUM})(?![\d.,]*\s*×)(?![\d⁰¹²³⁴⁵⁶⁷⁸⁹⁻])(?=(?:\s*[^\W\d][^\s\d,;()]{{0,8}})?\s+at\b)",
    re.I)
_ANY_HEDGED = lazy_compile(rf"(?<![\w.])(?:{HEDGE})[-−]?\d")


def _factor(m: re.Match) -> tuple[float, bool]:
    if m["orders"]:
        return 10.0 ** word_number(m["orders"]), True
    if m["two"] or m["three"]:
        return (2.0 if m["two"] else 3.0), False
    return word_number(m["n"] or m["by"]), False


def extract_stated_ratios(doc: Document) -> list[Claim]:
    out = []
    if not _text_may_hold_factor(doc.text):  # the lines are the text split at "\n": none of them holds a factor either
        return out
    for line in doc.lines:
        if line.heading or not _may_hold_factor(line.text):
            continue
        for m in _FACTOR.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            if doc.is_taken(start, end):
                continue
            a, b = sentence_at(line.text, m.start())
            sentence = line.text[a:b]
            readings = [number_of(r["v"] or r["w"]) for r in _READING.finditer(sentence)]
            if len(list(_FACTOR.finditer(sentence))) != 1 or len(readings) != 2 \
                    or len(_ANY_HEDGED.findall(sentence)) != 2 or readings[0] * readings[1] <= 0:
                continue  # one factor and two readings, no third hedged number to pair instead
            factor, orders = _factor(m)
            if not factor > 1.0:
                continue
            doc.take(start, end)
            payload = StatedRatio(readings[0], readings[1], factor, orders, bound_of(m["bound"]))
            out.append(Claim("trend", start, end, stated=factor, hedge="approx", source="stated ratio",
                             payload=payload))
    return out


def verify_stated_ratio(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    ratio = max(abs(stated.a / stated.b), abs(stated.b / stated.a))
    verdict = judge(ratio, stated)
    if verdict is False:
        return contradicted("magnitude", round(ratio, 3), f"{stated.a:g} and {stated.b:g}, as written, are a "
                            f"factor of {ratio:.3g} apart, not {stated.factor:g}")
    if verdict:
        return supported(round(ratio, 3))
    return unverifiable(f"the readings are a factor of {ratio:.3g} apart: too close to {stated.factor:g} to call")


ENTRY = TypeEntry(extract_stated_ratios, payloads=(("trend", StatedRatio, verify_stated_ratio),))
