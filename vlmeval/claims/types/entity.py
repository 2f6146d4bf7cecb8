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
  and each category of a "followed by" list after it, is an ``extremum`` claim checked against the plotted
  values (``claims.types.rank``, where it is read).
* **bracketed value** ("A (0.2%), followed by B (0.6%)"): a value in brackets right after a category is a value
  claim at that category, checked by ``claims.types.value_line`` (units and scales included); read in ``claims.types.rank``.

Categories are found as ``claims.category_names`` says (printed words, part of a long name, another ending, or
rapidfuzz for a misread capitalised name). Only figures whose x axis holds named categories get name and rank
claims (a time axis has its own extremum claims in ``claims.line_prose``).

Places, years and names are ``label`` claims carrying an ``OutsideName``, checked by ``verify_entity``: a place
is supported when a written form of it ("the US", "U.S.", "United States") is among the figure's names, else a
hallucination; a year other than the one a chart of categories is about is a hallucination; a capitalised name
close to a category ("Alcom" for "Alcon") is a label error naming the category.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator, Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import (YEAR_RE, categories, category_mentions, one_series, place_covered,
                                           prose_sentences, vocabulary)
from vlmeval.claims.gazetteer import places_in
from vlmeval.claims.shared_values import shared_values
from vlmeval.claims.types import rank
from vlmeval.claims.types.rank import bracketed_values, rank_claims
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable


@dataclass(frozen=True, slots=True)
class OutsideName:
    """The payload of a ``label`` claim naming what the figure does not have: a category written otherwise than
    the figure's (``what`` "category", ``key``: the nearest one), a year other than the one a chart of
    categories is about ("year") or a place none of its names cover ("place"), as ``stated``."""
    stated: str
    what: Literal["category", "year", "place"]
    key: Any = None


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


def verify_entity(claim: Claim, ctx: VerifyContext) -> Outcome:
    what = claim.payload.what
    if what == "place":
        if place_covered(ctx.figure, claim.stated):
            return supported(claim.stated, f"the figure is about {claim.stated}")
        return contradicted("hallucination", None, f"the figure has nothing about {claim.stated}")
    if what == "year":
        year = chart_year(ctx.figure)
        if year is None or claim.stated == year:
            return unverifiable("the chart names no single year")
        return contradicted("hallucination", year, f"the chart is about {year}, not {claim.stated}")
    key = claim.payload.key
    return contradicted("label", key, f"{claim.stated!r} is not a category of the figure; the nearest is {key!r}")


ENTRY = TypeEntry(extract_entity_claims, payloads=(("label", OutsideName, verify_entity), *rank.PAYLOADS))
