"""Ordinal superlatives ("the second-highest level", "the third lowest value"), the words several claim types
share: the extremum and line/bar prose readers leave a ranked superlative alone (``ranked_superlative``: it is no
maximum); ``claims.types.ordinal`` reads it as the value at that rank."""

from __future__ import annotations

import re

from vlmeval.claims.trend_words import BEST_WORDS, GREATEST_WORDS, LEAST_WORDS, WORST_WORDS

_ORDINAL_WORDS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
_ORD = r"(?P<ord>second|third|fourth|fifth|[2-5](?:nd|rd|th))"
_MAX = "|".join(GREATEST_WORDS)  # the superlatives of size (claims.trend_words)
_MIN = "|".join(LEAST_WORDS)
ORDINAL_SUPERLATIVE = re.compile(rf"\b{_ORD}[\s-]+(?:(?P<max>{_MAX})|(?P<min>{_MIN}))\b", re.I)
_ORDINAL_BEFORE = re.compile(rf"\b{_ORD}[\s-]+$", re.I)
# "the second strongest link", "the third best": a rank of results prose's superlatives too, no extreme either
_SUPERLATIVE_WORD = re.compile(rf"(?:{_MAX}|{_MIN}|{'|'.join(BEST_WORDS + WORST_WORDS)})\b", re.I)


def rank_of(word: str) -> int:
    word = word.lower()
    return _ORDINAL_WORDS.get(word) or int(word[0])


def ranked_superlative(text: str, m: re.Match) -> bool:
    """Whether the superlative matched by ``m`` ("highest" of "second-highest") carries an ordinal rank: then it
    is no maximum or minimum ("a second peak" is a local one, and stays so)."""
    return bool(_SUPERLATIVE_WORD.match(m.group())) and _ORDINAL_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None
