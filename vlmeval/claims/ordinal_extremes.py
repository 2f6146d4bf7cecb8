"""Ordinal superlatives on a series: "the second-highest level, 8.0 in 2018", "the third lowest value".

"Second-highest" is not the maximum: it names the value second in order. The series prose reader leaves such a
superlative alone (``ranked_superlative``); on a chart of one series this extractor reads it, with the number
written after it and/or the year it is placed in, as an ``extremum`` claim with its rank
(``OrdinalPayload.rank``), checked by its payload's verifier (``vlmeval.verify.ordinal_extremes``). The category
a rank is given to ("Forno Azul has the second-highest sales") is checked by ``claims.ranks``.
"""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import YEAR_RE, prose_sentences
from vlmeval.claimtypes import OrdinalPayload

_ORDINAL_WORDS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
_ORD = r"(?P<ord>second|third|fourth|fifth|[2-5](?:nd|rd|th))"
_MAX = r"highest|largest|biggest|greatest|maximum"
_MIN = r"lowest|smallest|minimum"
ORDINAL_SUPERLATIVE = re.compile(rf"\b{_ORD}[\s-]+(?:(?P<max>{_MAX})|(?P<min>{_MIN}))\b", re.I)
_ORDINAL_BEFORE = re.compile(rf"\b{_ORD}[\s-]+$", re.I)
_SUPERLATIVE_WORD = re.compile(rf"(?:{_MAX}|{_MIN})\b", re.I)
_NUMBER_AFTER = re.compile(r"^[^.;0-9]{0,40}?(?:of|at|was|were|is|with|reaching|:)\s+(?P<hedge>(?:just\s+)?(?:about|around|"
                           r"approximately|roughly|nearly|almost|under|over|below|above)\s+)?(?P<num>-?\d+(?:\.\d+)?)(?!\d)",
                           re.I)
_YEAR_AFTER = re.compile(r"^(?:[^.;]|\.(?=\d)){0,60}?\b(?:in|during)\s+(?:the\s+year\s+)?$", re.I)


def rank_of(word: str) -> int:
    word = word.lower()
    return _ORDINAL_WORDS.get(word) or int(word[0])


def ranked_superlative(text: str, m: re.Match) -> bool:
    """Whether the superlative matched by ``m`` ("highest" of "second-highest") carries an ordinal rank: then it
    is no maximum or minimum ("a second peak" is a local one, and stays so)."""
    return bool(_SUPERLATIVE_WORD.match(m.group())) and _ORDINAL_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None


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


def _one_series(doc: Document) -> bool:
    fig = doc.figure
    return len(fig.panels) == 1 and fig.panels[0].data is not None and len(fig.panels[0].data.rows) == 1
