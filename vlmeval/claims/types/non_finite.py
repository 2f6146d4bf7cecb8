"""The ``non_finite`` claim type: a value stated as a number no figure can show (1e309, NaN, infinity, ∞).

Ground truth holds finite numbers only (``vlmeval gt validate`` refuses NaN, Infinity and 1e309), and every
other reader skips such a number (``claims.text.number_value``), so without this type "the value at ... is
1e309" gave no claim and "the highest value ... is 1e309" was checked without its value. Here each one is a
claim of its own, always contradicted (error type ``value``; it counts toward ``value_precision``):

- a numeral that overflows a float ("1e309", "-2E+400", 400 digits): wherever it is written;
- the words NaN, inf, infinity and the sign ∞ (any case, maybe signed) where a value is stated: after
  "is", "of", "at", "equals", "reaches", "scores", "to", "=", ":", "~", "," or in a table cell ("| inf |"),
  or at the end of a clause ("the highest value, NaN."). Elsewhere ("NaN cells are grey", "Infinity-norm
  results") the word is not read as a value, nor where a variable tends to it ("S(t → ∞)", "as N -> ∞", "where
  τ tends to infinity"): a limit, not a value stated.

An extremum claim ("the highest value is 1e309") is checked for its place only when its value is not a
number the readers accept; ``mark_non_finite_extremes`` turns such a supported extremum into a contradicted
one when a non-finite value follows it in its sentence: its stated value is wrong, whatever the place.

This module is the whole claim type: its payload, extractor, verifier, cross-check and the metric it counts toward.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from math import isfinite
from typing import TYPE_CHECKING, Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.text import NUMBER_RE
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.claims.types.extremum_line import SeriesExtremum
from vlmeval.verify import Outcome, VerifyContext, contradicted
from vlmeval.lazy_re import lazy_compile

if TYPE_CHECKING:
    from vlmeval.records import ClaimVerdict


@dataclass(frozen=True, slots=True)
class NonFinitePayload:
    """A value written as a number no figure shows (1e309, NaN, infinity, ∞), and what it reads as: ``inf``,
    ``-inf`` or ``nan``."""
    written: str
    reads_as: str

# Cheap tests first (most texts hold no candidate): the text as ASCII bytes with every digit made "0", "e"/"E"
# made "e" and everything else but "+" a space, searched with ``in`` (C speed, unlike a regex led by a class).
_SKETCH = bytes(48 if 48 <= i <= 57 else 101 if i in (69, 101) else 43 if i == 43 else 32 for i in range(256))
_HUGE_SIGNS = (b"e000", b"e+000", b"0" * 309)  # a 3-digit exponent, or 309 digits: what can overflow a float
_WORD_RE = lazy_compile(r"(?<![\w.\-−+])(?P<value>[-−+]?(?:inf(?:inity)?|nan|∞))(?![\w\-])", re.IGNORECASE)
# A word is a stated value when a value is announced before it ("is", ":", "| ", ", ") or nothing but the end
# of a clause follows it ("... the highest value, NaN."); "NaN cells", "Infinity-norm" state none.
_CUE_BEFORE = lazy_compile(r"(?:\b(?:is|are|was|were|of|at|equals?|reach(?:es|ed)?|scores?|hits?|to)\s+|[:=|~≈,(]\s*)$",
                           re.IGNORECASE)
_END_AFTER = lazy_compile(r"\s*(?:[.,;:)|\]]|$)")
_LIMIT_BEFORE = lazy_compile(r"(?:→|⟶|->|\\to|\b(?:tends?|tending|goes|going)\s+to|\bapproach(?:es|ing)?)\s*$", re.IGNORECASE)


def _reads_as(written: str) -> str:
    sign = "-" if written[0] in "-−" else ""
    return "nan" if "nan" in written.lower() else f"{sign}inf"


def _overflowing_numerals(text: str) -> Iterator[re.Match]:
    for m in NUMBER_RE.finditer(text):
        try:
            value = float(m.group("num"))
        except ValueError:
            continue
        if not isfinite(value):
            yield m


def _word_values(text: str) -> Iterator[re.Match]:
    """``_WORD_RE``'s matches in ``text``, found from where "inf", "nan" and "∞" occur (``str.find``, C speed;
    such words are rare, "dominant" and "inference" common) rather than by scanning every character."""
    low = text.lower()
    if len(low) != len(text):  # a character whose lower case is longer ("İ"): positions would shift
        yield from _WORD_RE.finditer(text)
        return
    starts = set()
    for needle in ("inf", "nan", "∞"):
        i = low.find(needle)
        while i >= 0:
            starts.add(i - 1 if i > 0 and text[i - 1] in "-−+" else i)  # a sign belongs to the value
            i = low.find(needle, i + 1)
    for start in sorted(starts):
        m = _WORD_RE.match(text, start)  # its look-behind still sees the text before ``start``
        if m is not None:
            yield m


def extract_non_finite(doc: Document) -> Iterator[Claim]:
    """Every non-finite value stated in the text, as a ``non_finite`` claim (see the module docstring)."""
    text = doc.text
    sketch = text.encode("ascii", "ignore").translate(_SKETCH)
    for m in _overflowing_numerals(text) if any(sign in sketch for sign in _HUGE_SIGNS) else ():
        start = m.start("sign") if m.group("sign") else m.start("num")
        written = text[start:m.end("num")]
        yield Claim("non_finite", start, m.end(), stated=written, payload=NonFinitePayload(written, _reads_as(written)),
                    source="non-finite")
    for m in _word_values(text):
        if _CUE_BEFORE.search(text, max(0, m.start() - 12), m.start()) is None and _END_AFTER.match(text, m.end()) is None:
            continue
        if _LIMIT_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "t → ∞": where a variable tends, not a value
        written = m.group("value")
        yield Claim("non_finite", m.start("value"), m.end("value"), stated=written,
                    payload=NonFinitePayload(written, _reads_as(written)), source="non-finite")


def verify_non_finite(claim: Claim, ctx: VerifyContext) -> Outcome:
    """Contradicted: a figure's values and axes are finite numbers."""
    what = "is not a number" if claim.payload.reads_as == "nan" else "is not a finite number"
    return contradicted("value", None, f"{claim.payload.written!r} {what}; a figure shows finite values")




def mark_non_finite_extremes(ctx: VerifyContext, claims: Sequence[Claim], verdicts: Sequence[ClaimVerdict],
                             spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each supported extremum without a stated value, followed in its sentence by a
    non-finite value, made contradicted (error type ``value``) in a new record. ``verdicts[i]`` is the verdict
    of ``claims[i]``, with its ``sentence`` set."""
    after: dict[int, list[Claim]] = {}  # sentence -> its non-finite claims
    for claim, verdict in zip(claims, verdicts):
        if claim.kind == "non_finite":
            after.setdefault(verdict.sentence, []).append(claim)
    out = list(verdicts)
    if not after:
        return out
    for i, (claim, verdict) in enumerate(zip(claims, verdicts)):
        if claim.kind != "extremum" or verdict.verdict != "supported" or _has_number(claim):
            continue
        value = next((c for c in after.get(verdict.sentence, ()) if c.start >= claim.start), None)
        if value is not None:
            out[i] = verdict.model_copy(update={
                "verdict": "contradicted", "error_type": "value",
                "reason": f"its value {value.payload.written!r} is not a finite number"})
    return out


def _has_number(claim: Claim) -> bool:
    """Whether an extremum claim states a (finite) value: its ``stated`` number, or for a series-prose claim
    (whose ``stated`` is its text) the number its payload read."""
    if isinstance(claim.payload, SeriesExtremum):
        return claim.payload.number is not None
    return isinstance(claim.stated, (int, float))


TYPE = ClaimType("non_finite", NonFinitePayload, ("value_precision",),
                 "a value stated as 1e309, NaN, infinity or ∞: never right")
ENTRY = TypeEntry(extract_non_finite, TYPE, verify_non_finite)
