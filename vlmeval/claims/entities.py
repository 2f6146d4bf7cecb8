"""Entity grounding: the places, names and ranks a sentence pairs with the figure's categories.

Five claims, read sentence by sentence from line and bar figures:

* **place** ("hospital beds in the United States"): a country, state or region (``claims.gazetteer``) that
  no name of the figure covers (title, axis labels, keys, source) is checked by ``verify_entity``
  (payload ``OutsideName``): a place the figure lacks is a hallucination. Places the figure's names already cover are left to the
  other extractors.
* **year** ("the most in 2019" on a chart of categories "as of October 2020"): a year other than the one the
  title of a chart of categories names is checked by ``verify_entity``: a year the figure lacks is a
  hallucination.
* **name** ("the leader is Alcom"): a capitalised name that is not one of the figure's categories but is
  close to one ("Alcon") is checked by ``verify_entity`` as a misread label.
* **rank** ("the cheapest was Bucharest", "the third most popular brand was Prada", "the lowest was A,
  followed by B and C"): a category paired with a superlative, an ordinal superlative or "ranks second",
  and each category of a "followed by" list after it, is checked by the "rank" verifier against the
  plotted values (``vlmeval.verify.entities``); read in ``claims.ranks``.
* **bracketed value** ("A (0.2%), followed by B (0.6%)"): a value in brackets right after a category is a value
  claim at that category, checked by ``verify.series`` (units and scales included); read in ``claims.ranks``.

Categories are found as ``claims.category_names`` says (printed words, part of a long name, another ending, or
rapidfuzz for a misread capitalised name). Only figures whose x axis holds named categories get name and rank
claims (a time axis has its own extremum claims in ``claims.series_prose``).
"""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import (YEAR_RE, categories, category_mentions, one_series, place_covered,
                                           prose_sentences, vocabulary)
from vlmeval.claims.gazetteer import places_in
from vlmeval.claims.ranks import bracketed_values, rank_claims
from vlmeval.claims.shared_values import shared_values
from vlmeval.claimtypes import OutsideName
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure


def extract_entity_claims(doc: Document) -> Iterator[Claim]:
    """Extractor: place, year, misread-name, rank and bracketed-value claims (see the module doc)."""
    fig, text = doc.figure, doc.text
    if not chart_kind(fig.kind).series:
        return
    for start, end in prose_sentences(doc):
        yield from _place_claims(doc, start, end)
        yield from _year_claims(doc, start, end)
        mentions = category_mentions(text, start, end, fig)
        for m in mentions:
            if not m.exact:
                yield Claim(kind="label", start=m.start, end=m.end, stated=text[m.start:m.end], target="name",
                            payload=OutsideName(text[m.start:m.end], "category", m.key), source="entities")
        if one_series(fig) and (keys := categories(fig)):
            yield from rank_claims(text, start, end, mentions, keys)
            yield from bracketed_values(doc, mentions)
            yield from shared_values(doc, start, end, mentions)


def chart_year(fig: Figure) -> int | None:
    """The one year a chart of categories is about, when its title names exactly one ("as of October 2020")."""
    if not categories(fig):
        return None
    years = {int(y) for y in YEAR_RE.findall(fig.title or "")}
    return years.pop() if len(years) == 1 else None


def _year_claims(doc: Document, start: int, end: int) -> Iterator[Claim]:
    """A year other than the one a chart of categories is about ("in 2019" on a chart "as of October 2020")."""
    year = chart_year(doc.figure)
    if year is None or str(year) in doc.text[start:end]:
        return  # with the chart's year written, other years are a period or a comparison around it
    vocab = vocabulary(doc.figure)
    for m in YEAR_RE.finditer(doc.text, start, end):
        if m[1] not in vocab:
            yield Claim(kind="label", start=m.start(), end=m.end(), stated=int(m[1]), target="year",
                        payload=OutsideName(m[1], "year"), source="entities")


_PLACE_LEAD = re.compile(r"(?:\b(?:in|of|across|than|from|for|to|at|within|throughout|outside|inside)\s+(?:the\s+)?)$", re.I)


def _place_claims(doc: Document, start: int, end: int) -> Iterator[Claim]:
    """Places written as prose ("in Spain", "than the US") that none of the figure's names cover."""
    text = doc.text
    for s, e, place in places_in(text[start:end]):
        s, e = s + start, e + start
        if doc.mentions_in(s, e) or doc.is_taken(s, e) or place_covered(doc.figure, place):
            continue  # a name of the figure: the other extractors read it
        if _PLACE_LEAD.search(text, max(start, s - 20), s) or text.startswith(("'s", "’s"), e):
            yield Claim(kind="label", start=s, end=e, stated=place, target="place",
                        payload=OutsideName(place, "place"), source="entities")
