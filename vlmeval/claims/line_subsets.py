"""A value range stated for some categories of a bar chart: "Los Angeles and Miami show a share roughly between
0.15 and 0.2".

The range is about the categories the sentence names before it, not the whole series, and it says where their
values lie (each named category's value within the stated ends), not that the ends are reached. A category is
named by its label or by a part of it ("Miami" for "Miami / Miami Beach, FL", "Los Angeles" for "Los Angeles,
CA"). A hedge before the range ("roughly between", the number reader's hedge words) widens each end by a tenth, as
for "about 0.2".
"""

from __future__ import annotations

import re
from functools import lru_cache

from vlmeval.claims.text import ProseNumber as Number
from vlmeval.claims.line_text import APPROX
from vlmeval.groundtruth.series_facts import Series
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.sentence_bounds import sentence_around
from vlmeval.verify.units import Units, readings

MIN_PART = 3  # characters: shorter label parts ("CA", "UK") name nothing on their own


def named_categories(text: str, start: int, s: Series) -> list[int] | None:
    """The categories of a category series that the sentence names before ``start`` (None: none, all of them,
    or a dated series)."""
    if s.dated or len(s.keys) < 2:
        return None
    head = text[sentence_around(text, start, every_stop=True)[0]:start].lower()  # not the bullet before, ". - A, ..."
    hits = [i for i, key in enumerate(s.keys) if any(p.search(head) for p in _parts(str(key)))]
    return hits if hits and len(hits) < len(s.keys) else None


@lru_cache(maxsize=4096)
def _parts(label: str) -> tuple[re.Pattern, ...]:
    """Whole-word patterns for a label and its parts: split at "/", and each piece without its ", qualifier"."""
    pieces = {label.lower().strip()}
    for piece in label.lower().split("/"):
        piece = piece.strip()
        pieces |= {piece, piece.split(",")[0].strip()}
    return tuple(re.compile(rf"(?<!\w){re.escape(p)}(?!\w)") for p in sorted(pieces) if len(p) >= MIN_PART)


def range_of_named(text: str, claim, s: Series, named: list[int], units: Units) -> tuple[str, str, list[float]]:
    """(verdict, reason, the named values) of a range stated for the categories the sentence names."""
    # "roughly between 0.15 and 0.2": the hedge words of the number reader, before the range
    approx = "approx" in (claim.number.bound, claim.number2.bound) or \
        bool(APPROX.search(text, max(0, claim.start - 30), claim.start))
    out = [f"{s.keys[i]} ({s.values[i]:g})" for i in named
           if outside(claim.number, claim.number2, float(s.values[i]), units, approx)]
    if out:
        return "contradicted", f"outside the stated range: {', '.join(out)}", [float(s.values[i]) for i in named]
    return ("supported", f"the values of {', '.join(str(s.keys[i]) for i in named)} lie within it",
            [float(s.values[i]) for i in named])


def outside(n1: Number, n2: Number, value: float, units: Units, approx: bool) -> bool:
    """Whether ``value`` lies outside the stated ends in every reading of them in the table's units."""
    low, high = sorted((n1, n2), key=lambda n: n.value)
    lows = readings(low.value, low.tolerance, low.scale, low.decimals, low.percent, units, low.loss)
    highs = readings(high.value, high.tolerance, high.scale, high.decimals, high.percent, units, high.loss)
    for lo, hi in ((a, b) for a in lows for b in highs if _same_reading(a.value, low.value, b.value, high.value)):
        widen = (lambda r: max(r.tolerance, APPROX_RELATIVE * abs(r.value))) if approx else (lambda r: r.tolerance)
        if lo.value - widen(lo) - 1e-9 <= value <= hi.value + widen(hi) + 1e-9:
            return False
    return True


def _same_reading(lo: float, low: float, hi: float, high: float) -> bool:
    """Whether two ends were read the same way (the same factor from what was written; 0 reads as 0 in any)."""
    if not low or not high:
        return True
    return abs(lo / low - hi / high) <= 1e-9 * max(1.0, abs(lo / low))
