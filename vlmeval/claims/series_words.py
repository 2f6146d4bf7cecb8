"""Words in series prose that name something or need a scope before they can be a trend claim: a trend word
inside a name ("Rising Star Ltd", "the fastest growing companies" of a title), and whether a trend over the whole
x axis means anything (dates and ordered categories do; categories sorted by value do not), and whether the
sentence denies the movement ("there was no year that reduced it", "never fell")."""

from __future__ import annotations

import re

from vlmeval.groundtruth.series_facts import Series


def ordered_categories(series: list[Series], clause_text: str) -> bool:
    """Whether a trend over the whole x axis means something: dates do, and so do categories that name an
    ordered quantity ("1k", "25-34 years"), unless the clause dates the trend (a chart of age groups has no
    "since 2004"). Named categories (brands, countries) are in the chart's sorting order, which no trend
    word describes."""
    lead = series[0]
    if lead.dated:
        return True
    return any(re.search(r"\d", str(k)) for k in lead.keys) and not re.search(r"\b(?:1[89]|20)\d{2}\b", clause_text)


def inside_name(text: str, m: re.Match, a: int, series: list[Series]) -> bool:
    """The trend word is part of a name: capitalised inside a sentence ("Rising Star Ltd"), or written with a
    neighbouring word as the chart's title, a series or a category names it ("sales growth" for a column
    "Year-over-year sales growth", "fastest growing" in a title "Fastest growing companies")."""
    before = text[a:m.start()].rstrip()
    if m.group()[0].isupper() and before and not before.endswith((".", ":", "!", "?", "\n")):
        return True
    prev = re.search(r"([\w-]+)\W*$", text[max(a, m.start() - 40):m.start()])
    nxt = re.match(r"\W*([\w-]+)", text[m.end():m.end() + 40])
    pairs = [f"{prev[1]} {m.group()}".lower()] if prev else []
    pairs += [f"{m.group()} {nxt[1]}".lower()] if nxt else []
    names = {str(x).lower() for s in series for x in (s.panel, s.name, *s.keys)}
    return any(pair in name for pair in pairs for name in names)


# "no year in which it fell", "there were no setbacks that reduced it", "did not decline", "never dropped":
# the sentence denies the movement, so the trend word states nothing to check. "not only rose" still asserts it.
_NEGATION = re.compile(r"(?:\b(?:no|never|without|neither|nor|not(?!\s+only)|hardly|barely)|n't)\b(?:\s+[\w-]+){0,4}?\s+$", re.I)


def negated(text: str, m: re.Match, a: int) -> bool:
    """The trend word is denied by a negation a few words before it in its clause (from ``a``)."""
    before = text[max(a, m.start() - 50):m.start()]
    return bool(_NEGATION.search(before))
