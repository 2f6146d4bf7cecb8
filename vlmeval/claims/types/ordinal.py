"""Ordinal extremes on one series: "the second-highest level, 8.0 in 2018", "the third lowest value", scored as
``extremum`` claims carrying an ``OrdinalPayload``.

"Second-highest" is not the maximum: it names the value second in order. The series prose reader and the extremum
reader leave such a superlative alone (``claims.ordinal_extremes.ranked_superlative``); on a chart of one series
this extractor reads it, with the number written after it and/or the year it is placed in, as an ``extremum`` claim
with its rank. The verifier checks it against the value second in order of the one series (ties share a rank), its
number at the reading tolerance (the printed precision, or ``Panel.value_tolerance`` where larger) and its year
among the points that hold that value. The category a rank is given to ("Forno Azul has the second-highest
sales") is ``claims.types.entity``'s.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Iterator, Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import YEAR_RE, prose_sentences
from vlmeval.claims.cues import cues_of
from vlmeval.claims.ordinal_extremes import ORDINAL_SUPERLATIVE, rank_of
from vlmeval.claims.trend_words import GREATEST_WORDS, LEAST_WORDS
from vlmeval.claimtypes import TypeEntry
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.partial import judge, unknown_reason
from vlmeval.verify.tolerance import close, table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class OrdinalPayload:
    """The payload of an ``extremum`` claim about the value at a ``rank`` other than the first ("the
    second-highest value, 41, in 2019"): the ``stated`` value, the ``order`` ("max": from the top) and the
    ``cells`` (row, year) the text places it at."""
    rank: int
    order: Literal["max", "min"]
    stated: Any = None
    cells: tuple[tuple[Any, Any], ...] = ()


_NUMBER_AFTER = lazy_compile(r"^[^.;0-9]{0,40}?(?:of|at|was|were|is|with|reaching|:)\s+(?P<hedge>(?:just\s+)?(?:about|around|"
                             r"approximately|roughly|nearly|almost|under|over|below|above)\s+)?(?P<num>-?\d+(?:\.\d+)?)(?!\d)",
                             re.I)

_YEAR_AFTER = lazy_compile(r"^(?:[^.;]|\.(?=\d)){0,60}?\b(?:in|during)\s+(?:the\s+year\s+)?$", re.I)


def extract_ordinal_extremes(doc: Document) -> Iterator[Claim]:
    """Extractor: ordinal superlatives with a number or a year, on a chart of one series."""
    if not _one_series(doc):
        return
    text = doc.text
    for start, end in prose_sentences(doc):
        for m in ORDINAL_SUPERLATIVE.finditer(text, start, end):
            which = "max" if m["max"] else "min"
            after = text[m.end():end]
            num = _NUMBER_AFTER.match(after)
            stated = float(num["num"]) if num and not YEAR_RE.fullmatch(num["num"]) else None
            year = next((int(y[1]) for y in YEAR_RE.finditer(text, m.end(), min(end, m.end() + 80))
                         if _YEAR_AFTER.match(text[m.end():y.start()])), None)
            if stated is None and year is None:
                continue
            last = m.end() + (num.end() if stated is not None else 0)
            if year is not None:
                last = max(last, text.index(str(year), m.end()) + 4)
            row = doc.figure.panels[0].data.rows[0]
            written = (num["hedge"] or "") + num["num"] if stated is not None else None
            yield Claim(kind="extremum", start=m.start(), end=last, stated=written,
                        payload=OrdinalPayload(rank=rank_of(m["ord"]), order=which, stated=stated,
                                               cells=((row, year),) if year is not None else ()),
                        source="ordinal_extremes")


extract_ordinal_extremes.cues = cues_of(GREATEST_WORDS, LEAST_WORDS)  # every ORDINAL_SUPERLATIVE holds one


def _one_series(doc: Document) -> bool:
    fig = doc.figure
    return len(fig.panels) == 1 and fig.panels[0].data is not None and len(fig.panels[0].data.rows) == 1


def verify_ordinal_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    stated, year = p.stated, (p.cells[0][1] if p.cells else None)
    written = claim.stated.split()[-1] if claim.stated is not None else ""
    decimals = len(written.partition(".")[2]) if claim.stated is not None else None
    hedge = "approx" if claim.stated is not None and " " in claim.stated else None  # "around 40", "just under 30"
    panel = ctx.figure.panels[0]
    points = [(k, v) for k, v in zip(panel.data.columns, panel.data.values[0]) if v is not None]
    levels = sorted({v for _, v in points}, reverse=p.order == "max")
    unknown = [k for k, v in zip(panel.data.columns, panel.data.values[0]) if v is None]
    tol = max(tolerance(decimals, table_decimals(ctx.figure, panel.data), hedge), panel.value_tolerance or 0.0)
    word = f"rank {p.rank} from the {'top' if p.order == 'max' else 'bottom'}"
    if unknown:
        return _partial(p.rank, p.order, stated, levels, unknown, tol, word)
    if p.rank > len(levels):
        return unverifiable(f"the series has fewer than {p.rank} distinct values")
    wanted = levels[p.rank - 1]
    if stated is not None and not close(stated, wanted, tol):
        return contradicted("value", wanted, f"the value at {word} is {wanted:g}, not {stated:g}")
    if year is not None:
        at = [k for k, v in points if close(v, wanted, tol)]
        if not any(_in_year(k, year) for k in at):
            return contradicted("location", at, f"the value at {word} ({wanted:g}) is at {', '.join(map(str, at))}, "
                                f"not in {year}")
    return supported(wanted, f"the value at {word} is {wanted:g}")


def _in_year(key, year: int) -> bool:
    if isinstance(key, (int, float)):
        return int(key) == year
    return str(key).startswith(str(year))


def _partial(rank: int, order: str, stated: float | None, levels: list[float], unknown: list, tol: float, word: str) -> Outcome:
    """A rank over a series with unknown values: u unknown values may push the known value at ``rank`` down by
    up to u places, so the value at the rank lies between the known ones at ``rank`` and ``rank - u``; only a
    stated value outside that is wrong."""
    weakest = levels[rank - 1] if rank <= len(levels) else (-math.inf if order == "max" else math.inf)
    strongest = levels[rank - 1 - len(unknown)] if rank - 1 - len(unknown) >= 0 else (math.inf if order == "max" else -math.inf)
    possible = (min(weakest, strongest), max(weakest, strongest))
    if stated is not None and judge((stated - tol, stated + tol), possible) == "contradicted":
        return contradicted("value", list(possible), f"the value at {word} is between {possible[0]:g} and {possible[1]:g}")
    return unverifiable(unknown_reason(unknown, f"the value at {word}"))


ENTRY = TypeEntry(extract_ordinal_extremes, payloads=(("extremum", OrdinalPayload, verify_ordinal_extreme),))
