"""Rank claims: a category paired with a superlative ("the cheapest was Bucharest"), an ordinal superlative ("the
third most popular brand was Prada"), "ranks second", each item of a "followed by" list after it, and words in
the place of a category ("the most viewed category was entertainment and reference"); and the values written
in brackets after the items of a ranked list ("A (0.2%), followed by B (0.6%)").

Rank claims are ``extremum`` claims carrying a ``RankPayload``, read by ``claims.types.entity``'s extractor and
checked by ``verify_rank`` against the plotted values of a one-series chart of named categories: the stated
categories hold ranks ``rank .. rank+size-1`` from the top ("max") or bottom ("min") of the plotted values. Ties
count either way: a category tied with the one at the stated rank holds it. A category at another rank is a
label error (the rank belongs to another category), unless its value is within the panel's reading tolerance
(``Panel.value_tolerance``) of the stated rank's: on a chart that prints no values a reader cannot tell 93 from
74 on an axis to 400,000. Words in the place of the category that name none ("the most viewed category was
entertainment and reference") are a label error; a proper name there that is no category ("the leading platform
is Google") is a hallucination (an entity from outside the chart). Unknown values or several series leave the
claim unverifiable. Bracketed values are checked by ``claims.types.value_line`` like any value at a category.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator, Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import CategoryMention, categories, key_containing, key_sharing_words, near_key
from vlmeval.claims.gazetteer import places_in
from vlmeval.claims.text import VERB_NEGATION_RE, finds_in
from vlmeval.claims.trend_words import CHANGE_NOUNS, GREATEST_WORDS, LEAST_WORDS
from vlmeval.claims.line_text import find_numbers
from vlmeval.dates import YEAR, Mark
from vlmeval.groundtruth.schema import Key
from vlmeval.groundtruth.series_facts import series_for
from vlmeval.claims.types.value_line import SeriesValue
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class RankPayload:
    """The payload of an ``extremum`` claim ranking named categories ("ranks first", "the second highest", each
    item after "followed by"): the ``rank`` of the first one named, the ``order`` ("max": from the top), how
    many are named together (``size``) and whether the words name no category (``unknown``)."""
    rank: int
    order: Literal["max", "min"]
    size: int = 1
    unknown: bool = False


_ORDINAL_NAMES = {1: "", 2: "2nd ", 3: "3rd "}

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
             "eighth": 8, "ninth": 9, "tenth": 10, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7,
             "8th": 8, "9th": 9, "10th": 10}
_ORD = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))"
# the superlatives of size (claims.trend_words) and the ones rankings of named categories add: a lead, a place in
# the ranking, "most"/"least" before any word ("the most visited"), "fewest", "cheapest"
_MAX = "|".join(GREATEST_WORDS) + r"|leading|leader|top|most\s+\w+"
_MIN = "|".join(LEAST_WORDS) + r"|fewest|least(?:\s+\w+)?|cheapest|bottom|most\s+(?:affordable|inexpensive)"
# "the third most popular", "second-largest", "the lowest", "ranks second" (a rank from the top)
SUPERLATIVE_RE = lazy_compile(
    rf"\b(?:(?P<ord>{_ORD})[\s-]+)?(?:(?P<min>{_MIN})|(?P<max>{_MAX}))\b"
    rf"|\b(?:(?:rank(?:s|ed)?|came|comes|placed|finished)(?:\s+(?:in|at))?\s+(?P<place>{_ORD})(?:\s+(?:place|position))?"
    rf"|(?:in|at)\s+(?P<place2>{_ORD})\s+(?:place|position))\b", re.I)
FOLLOWED_RE = lazy_compile(r"\bfollowed\s+(?:closely\s+)?by\b|\bthen\s+by\b|\bahead\s+of\b", re.I)
_NEGATION = lazy_compile(rf"{VERB_NEGATION_RE}\s+(?:\w+\s+){{0,2}}$", re.I)  # claims.text's negations
# "most" / "least" before words that do not make a superlative about the plotted values
_NOT_RANK = lazy_compile(r"^(?:most|least)\s+(?:of|likely|recent|recently|notably|importantly|common(?:ly)?\s+used)$", re.I)


# "the most viewed category was entertainment and reference": what a superlative names when no category is named
_COMPLEMENT = lazy_compile(r"\s+(?:was|is|were|are)\s+(?:for\s+|that\s+of\s+|the\s+)?(?P<phrase>[a-z][a-z &'/-]*[a-z])\s*(?=[.;]|$)", re.I)
_LATER_COMPLEMENT = lazy_compile(r"[^.;,]*?" + _COMPLEMENT.pattern, re.I)
_NOT_COMPLEMENT = lazy_compile(r"^(?:recorded|reached|observed|seen|found|registered|reported|in|at|on|by|with|about|"
                               r"around|approximately|over|under|during|between|from|among|when|where|also|still|not)\b", re.I)


# "the lowest number was in the year 2020" on a chart of wars: a year in the place of a category
_YEAR_COMPLEMENT = lazy_compile(r"[^.;,]*?\s(?:was|is|were|are)\s+in\s+(?:the\s+year\s+)?(?P<phrase>(?:19|20)\d\d)\b", re.I)
# "the effect is highest in the police", "lowest in the public sector": where the superlative holds
_IN_COMPLEMENT = lazy_compile(r"\s+in\s+(?:the\s+)?(?P<phrase>[a-z][a-z &'/-]*[a-z])\s*(?=[.;,]|$)", re.I)
_NOT_IN_PLACE = lazy_compile(r"\b(?:terms?|period|years?|months?|weeks?|days?|half|quarter|decades?|times?|recent|past|last|"
                             r"first|early|late|summer|winter|spring|autumn|world|country|countries|nation|history|survey|"
                             r"chart|graph|data|total|comparison|general|overall)\b", re.I)


def _complement_claims(text: str, start: int, end: int, sup: re.Match, keys: list[Key]) -> Iterator[Claim]:
    """A superlative whose clause names no category but says what holds it ("... was entertainment", "highest in
    the police", "was in the year 2020"): the words must name a category (checked by ``verify_rank`` as an
    unknown name)."""
    m = _COMPLEMENT.match(text, text.find(" ", sup.end(), end) if " " in text[sup.end():end] else end, end)
    if m is None:
        # the complement may follow the superlative's noun phrase: "the most viewed category was X"
        m = _LATER_COMPLEMENT.match(text, sup.end(), end)
    if m is None or _NOT_COMPLEMENT.match(m["phrase"]):
        m = _YEAR_COMPLEMENT.match(text, sup.end(), end) if not _dated(keys) else None
    if m is None:
        m = _IN_COMPLEMENT.match(text, sup.end(), end)
        if m is not None and (_NOT_IN_PLACE.search(m["phrase"]) or places_in(m["phrase"].title())):
            m = None
    if m is None or _NOT_COMPLEMENT.match(m["phrase"]) or len(m["phrase"].split()) > 12:
        return
    rank, order = _rank_of(sup)
    # "jewellery and watches" for "Jewelry & Watches", "that they live with a spouse" for "I live with a spouse,
    # partner, lover": the category, written otherwise
    key = near_key(m["phrase"], keys) or key_containing(m["phrase"], keys) or key_sharing_words(m["phrase"], keys)
    yield Claim(kind="extremum", start=sup.start(), end=m.end("phrase"), stated=[key if key is not None else m["phrase"]],
                payload=RankPayload(rank, order, unknown=key is None),
                source="entities")


# a key that is a date ("2019", "2010/11", "FY 2017", "Q1 2019", "2025*"), not a name holding one
# ("Operation New Dawn (2007-2011)", a war named with its years)
_DATE_KEY = lazy_compile(rf"\W*(?:(?:[A-Za-z]{{1,4}}|Q[1-4])\W*)?{YEAR}(?:\W+\d{{2,4}})?(?:\W*(?:Q[1-4]|H[12]))?\W*")


def _dated(keys: list[Key]) -> bool:
    return any(_DATE_KEY.fullmatch(str(k)) for k in keys)


def rank_claims(text: str, start: int, end: int, mentions: list[CategoryMention], keys: list[Key]) -> Iterator[Claim]:
    sups = [m for m in SUPERLATIVE_RE.finditer(text, start, end) if _is_rank(text, m)]
    if not mentions:
        if len(sups) == 1 and not re.search(r"\d", re.sub(rf"\b{YEAR}\b", "", text[start:end])):
            yield from _complement_claims(text, start, end, sups[0], keys)
        return
    for i, sup in enumerate(sups):
        lo = sups[i - 1].end() if i else start
        hi = sups[i + 1].start() if i + 1 < len(sups) else end
        rank, order = _rank_of(sup)
        follow = FOLLOWED_RE.search(text, sup.end(), hi)
        cut = follow.start() if follow else hi
        named = [m for m in mentions if lo <= m.start and m.end <= cut]
        if not named or len({m.key for m in named}) > 3:
            continue
        keys = list(dict.fromkeys(m.key for m in named))
        first, last = min(m.start for m in named), max(m.end for m in named)
        yield Claim(kind="extremum", start=min(sup.start(), first), end=max(sup.end(), last), stated=keys,
                    payload=RankPayload(rank, order, size=len(keys)),
                    source="entities")
        if follow:
            nxt = rank + len(keys)
            for m in (m for m in mentions if follow.end() <= m.start and m.end <= hi):
                yield Claim(kind="extremum", start=follow.start(), end=m.end, stated=[m.key],
                            payload=RankPayload(nxt, order), source="entities")
                nxt += 1


# "the largest increase", "the highest growth": a rank of changes, not of the plotted values; "top 10", "one of
# the largest": a group, not a rank
_CHANGE_AFTER = lazy_compile(rf"\s+(?:\w+\s+)?(?:{CHANGE_NOUNS}|change|improvement|rate\s+of\s+(?:growth|change))", re.I)
_GROUP = lazy_compile(r"\bone\s+of\s+(?:the\s+)?(?:\w+\s+)?$|\bamong\s+(?:the\s+)?$", re.I)


# "A (0.2%)", "B ( 12.4 million )", "**A** (0.2%)": a value written in brackets right after the category it
# belongs to (after the bold or italic marks that close the name, in a markdown list)
_BRACKETED = lazy_compile(r"(?:\*\*|__|\*|_)?\s*\(\s*(?:about|around|approximately|approx\.|roughly|~)?\s*(?=[\d-])")


def bracketed_values(doc: Document, mentions: list[CategoryMention]) -> Iterator[Claim]:
    """Value claims for "Category (value)" items of a list, checked by the series verifier like any value at a
    category (units, scales and tolerances included). Numbers another extractor read are left to it."""

    series = series_for(doc.figure)
    if len(series) != 1:
        return
    index = {k: i for i, k in enumerate(series[0].keys)}
    text = doc.text
    for mention in mentions:
        m = _BRACKETED.match(text, mention.end)
        close = text.find(")", m.end(), m.end() + 30) if m else -1
        if m is None or close < 0 or mention.key not in index:
            continue
        found = find_numbers(text[m.start():close], [], finds_in(text, doc.found_numbers(), m.start(), close))
        if len(found) != 1:
            continue
        num = found[0]
        num.start, num.end = num.start + m.start(), num.end + m.start()
        if doc.is_taken(num.start, num.end):
            continue
        i = index[mention.key]
        payload = SeriesValue(mention.start, close + 1, number=num,
                              when=Mark(mention.start, mention.end, text[mention.start:mention.end], (i, i)))
        yield Claim(kind="value", start=mention.start, end=close + 1, stated=text[mention.start:close + 1],
                    payload=payload, source="entities")


def _is_rank(text: str, m: re.Match) -> bool:
    if _NEGATION.search(text, max(0, m.start() - 30), m.start()) or _GROUP.search(text, max(0, m.start() - 20), m.start()):
        return False
    if _CHANGE_AFTER.match(text, m.end()) or re.match(r"\s+(?:\d+|two|three|four|five|ten|twenty)\b", text[m.end():m.end() + 10]):
        return False
    word = m.group("max") or m.group("min") or ""
    if re.match(r"(?:most|least)\b", word, re.I) and not re.search(r"\bthe\s+$", text[max(0, m.start() - 5):m.start()], re.I):
        return False  # "most respondents", "at least 5": a quantity, not "the most popular"
    if re.match(r"leading\s+(?:to|up)\b", text[m.start():m.end() + 4], re.I):
        return False  # "leading to": a consequence
    return not _NOT_RANK.match(word)


def _rank_of(m: re.Match) -> tuple[int, str]:
    place = m.group("place") or m.group("place2")
    if place:
        return _ORDINALS.get(place.lower(), 1), "max"
    order = "max" if m.group("max") else "min"
    ordinal = m.group("ord")
    if ordinal:
        word = ordinal.lower()
        return _ORDINALS.get(word, int(re.sub(r"\D", "", word) or 1)), order
    return 1, order


def ranking(ctx: VerifyContext, order: str) -> list[tuple[str, float]] | None:
    """(category, value) of the plotted series, best first for ``order``; None when it cannot be ranked."""
    keys = set(categories(ctx.figure))
    panel = ctx.figure.panels[0]
    table = panel.data
    if not keys or table is None or len(table.rows) != 1:
        return None
    pairs = [(k, v) for k, v in zip(table.columns, table.values[0]) if k in keys]
    if any(v is None for _, v in pairs) or len(pairs) < 2:
        return None
    return sorted(pairs, key=lambda kv: -kv[1] if order == "max" else kv[1])


def verify_rank(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    order, rank, size = p.order, p.rank, p.size
    ranked = ranking(ctx, order)
    if ranked is None:
        return unverifiable("the categories cannot be ranked (several series or unknown values)")
    if rank + size - 1 > len(ranked):
        return contradicted("hallucination", None, f"the figure has only {len(ranked)} categories")
    word = "highest" if order == "max" else "lowest"
    wanted = ranked[rank - 1: rank - 1 + size]
    if p.unknown:
        named = claim.stated[0]
        if named[:1].isupper():  # a proper name the figure does not have: an entity from outside the chart
            return contradicted("hallucination", None, f"the figure has no category {named!r}")
        return contradicted("label", [k for k, _ in wanted], f"{named!r} is not a category of the figure; the "
                            f"{_ORDINAL_NAMES.get(rank, f'{rank}th ')}{word} is {wanted[0][0]}")
    read_within = ctx.figure.panels[0].value_tolerance or 0.0  # bars closer than this look the same
    low, high = min(v for _, v in wanted) - read_within, max(v for _, v in wanted) + read_within
    values = dict(ranked)
    wrong = [k for k in claim.stated if not (low <= values[k] <= high)]
    where = f"{_ORDINAL_NAMES.get(rank, f'{rank}th ')}{word}"
    expected = [k for k, _ in wanted]
    if not wrong:
        return supported(expected, f"the {where} is {', '.join(map(str, expected))}", column=expected[0])
    place = {k: i + 1 for i, (k, _) in enumerate(ranked)}
    return contradicted("label", expected, f"the {where} is {', '.join(map(str, expected))}, not "
                        f"{', '.join(f'{k} (rank {place[k]})' for k in wrong)}", column=wrong[0])


# what the entry of claims.types.entity, whose extractor reads them, adds to the ``extremum`` type
PAYLOADS = (("extremum", RankPayload, verify_rank),)
