"""A sentence naming a series the chart does not plot (issue class 1, continued): "The three sectors are
agriculture, industry and services" on a chart of services alone; "Both Facebook fans and Twitter followers
grew" on a chart of Facebook fans. A figure built from one column of a wider table records the others
(``Panel.unplotted``); a prose sentence without numbers that names one of them states, as the chart's
content, something the chart does not show: one ``ungrounded`` claim (form "series"), checked by
``verify.out_of_chart`` (a hallucination, or unverifiable as context). Sentences with numbers are left to
their data claims, which ``verify.out_of_chart`` judges by their clause's subject.
"""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claimtypes import UngroundedStatement
from vlmeval.groundtruth.schema import Key

_STOP = frozenset("the a an and or of for to in on at by with from years year old aged".split())
_GENERIC = frozenset({"total", "other", "others", "overall", "all", "average", "value"})
_SYNONYMS = {"female": r"(?:females?|wom[ae]n|girls?)", "male": r"(?:males?|m[ae]n|boys?)"}
_OLDER = r"(?:\s*\+|\s+(?:years?\s+)?(?:(?:and|or)\s+(?:older|over|above)|plus))"
_NAMED_NUMBERS = re.compile(rf"\d+\s*(?:-|–|to|and)\s*\d+|\d+{_OLDER}", re.I)  # "0-14", "65 and over": names


def name_pattern(name: Key) -> re.Pattern | None:
    """How a sentence names a series; None for names it cannot tell from other words (years, "Total")."""
    text = str(name).lower()
    numbers = re.findall(r"\d+(?:\.\d+)?", text)
    if any(re.fullmatch(r"1[89]\d\d|20\d\d", n) for n in numbers):
        return None
    if numbers and len(numbers) <= 2:
        if len(numbers) == 2:
            return re.compile(rf"(?<![\d.]){numbers[0]}\s*(?:-|–|to|and)\s*{numbers[1]}(?![\d.])", re.I)
        if re.search(r"\+|older|over|above|plus", text):
            return re.compile(rf"(?<![\d.]){numbers[0]}{_OLDER}|\b(?:over|above|older\s+than)\s+{numbers[0]}\b", re.I)
        return None
    words = [w for w in re.findall(r"[a-z][a-z.']*[a-z]|[a-z]", text) if w not in _STOP and len(w) > 1]
    words = [w for w in words if not (w in _GENERIC and len(words) == 1)]
    if not words:
        return None
    parts = [_SYNONYMS.get(w, re.escape(w[:-1] if w.endswith("s") and len(w) > 4 else w) + r"s?") for w in words]
    return re.compile(r"".join(rf"(?=.*\b{p}\b)" for p in parts), re.I | re.S)


def extract_unplotted_mentions(doc: Document) -> Iterator[Claim]:
    """Extractor: prose sentences without numbers that name a series the chart does not plot."""
    panels = [p for p in doc.figure.panels if p.unplotted] if doc.figure is not None else []
    if len(panels) != 1:
        return
    patterns = [(n, p) for n in panels[0].unplotted or [] if (p := name_pattern(n)) is not None]
    for start, end in prose_sentences(doc) if patterns else ():
        sentence = doc.text[start:end]
        if re.search(r"\d", _NAMED_NUMBERS.sub(" ", sentence)):
            continue  # numbers (other than age ranges written as names): the data claims speak for this sentence
        named = [n for n, p in patterns if p.search(sentence)]
        if named:
            yield Claim(kind="ungrounded", start=start, end=end, stated=str(named[0]),
                        payload=UngroundedStatement("series", str(named[0])), source="ungrounded")
