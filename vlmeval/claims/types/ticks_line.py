"""Row keys read from line/bar prose (kind ``ticks``): a row-list or table line keyed by a category the figure does
not have ("- Zorblax-7: 41"), an invented tick (``check_unknown_key``); and the names an axis line lists among a
category axis' names, one of them none of the axis' (``category_ticks``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.line_verdicts import LineChart, line_verdict, verifier_of
from vlmeval.claims.structure_checks import recorded_ticks
from vlmeval.claims.text import keyword_re
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.series_facts import Series
from vlmeval.records import ClaimVerdict
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class SeriesUnknownKey:
    """A row key the figure does not have (kind ``ticks``), as ``stated``."""
    start: int
    end: int
    stated: str
    series: tuple[int, ...] = ()


_ROW_KEY_RE = lazy_compile(r"\s*(?:(?:[-*•]|\d+\.)\s+(?P<a>[^:|\n]{1,60}?)\s*:|\|\s*(?P<b>[^|\n]{1,60}?)\s*\|)\s*[-−]?\d")

_GENERIC_KEYS = {"average", "mean", "median", "total", "overall", "all", "sum", "min", "max", "minimum", "maximum",
                 "range", "std", "value", "values", "series", "category", "date", "year", "period", "start", "end"}


_INTERVAL = lazy_compile(r"(-?\d+(?:\.\d+)?)\s*(?:[-–—]|to)\s*(-?\d+(?:\.\d+)?)")


def _near_interval(key: str, known: set[str]) -> bool:
    """Whether ``key`` holds an interval "A–B" whose edges are each within half a bin of a known interval's."""
    stated = _INTERVAL.search(key)
    if stated is None:
        return False
    a, b = float(stated[1]), float(stated[2])
    for k in known:
        m = _INTERVAL.fullmatch(k.strip())
        if m is not None:
            lo, hi = float(m[1]), float(m[2])
            if abs(a - lo) <= (hi - lo) / 2 and abs(b - hi) <= (hi - lo) / 2:
                return True
    return False


_POINT_KEY = lazy_compile(r"(?:(?:bin|centre|center|centred|centered|at|x|about|approx\.?)\s*[=:≈]?\s*)*"
                          r"(?:[^\W\d_][\w/]{0,7}\s*[=≈]\s*)?[~≈]?\s*(?P<v>[-−]?\d+(?:\.\d+)?)", re.I)  # "rate ≈ 0.15"


def _inside_interval(key: str, known: set[str]) -> bool:
    """Whether ``key`` is one number ("0.57", "bin ~0.57") inside a known interval category "0.53–0.6": a bin's
    centre, or any value within its range, names that bin (edges included)."""
    m = _POINT_KEY.fullmatch(key.strip())
    if m is None:
        return False
    v = float(m["v"].replace("−", "-"))
    for k in known:
        iv = _INTERVAL.fullmatch(k.strip())
        if iv is not None and float(iv[1]) <= v <= float(iv[2]):
            return True
    return False


def unknown_key_claims(text: str, clause: tuple[int, int], series: list[Series]) -> list[SeriesUnknownKey]:
    """A row-list or table line keyed by a category the figure does not have ("- Zorblax-7: 41"): an
    invented tick. Only for categorical series; names close to a known one are typos, not inventions."""

    if not series or series[0].dated:
        return []
    m = _ROW_KEY_RE.match(text, clause[0], clause[1])
    if not m:
        return []
    group = "a" if m["a"] is not None else "b"
    key = m[group].strip().strip("*_`").strip()
    known = {str(k) for s in series for k in s.keys} | {str(s.name) for s in series} | {s.panel for s in series}
    low = key.lower()
    if not key or low in _GENERIC_KEYS or any(low == k.lower() or fuzz.ratio(low, k.lower()) >= 80 for k in known):
        return []
    if any(k.lower() in low for k in known):
        return []  # "MMLU (5-shot)" names a known category
    if _near_interval(key, known):
        return []  # "Bin 45–59" for a histogram's bin "45.36–58.604": its edges as read off the axis
    if _inside_interval(key, known):
        return []  # "0.57" for the bin "0.53–0.6": its centre
    return [SeriesUnknownKey(m.start(group), m.end(group), stated=key)]


# --- the rule -------------------------------------------------------------------------------------
def check_unknown_key(chart: LineChart, claim: SeriesUnknownKey, s: Series) -> ClaimVerdict:
    return line_verdict(claim, chart.text, "ticks", "contradicted", s, f"the figure has no category {claim.stated!r}",
                    "hallucination", expected=[str(k) for k in s.keys], stated=claim.stated)

LINE = (("ticks", SeriesUnknownKey, verifier_of(check_unknown_key)),)
"""The payload class this module reads, its kind and its verifier (``claims.types.line_prose``)."""


# --- the categories an axis bullet lists ("* **Y-axis:** "Training author", eight authors from top to bottom: Baum,
# Thompson, ..., Wells"): a name among them that is none of the axis' categories is an invented tick. Only the
# names are judged (a list may leave categories out), and only where nearly every item is a category of the axis.

_LIST_AFTER = keyword_re(r":|\b(?:with|labell?ed|categories|ticks?|labels?|includes?|including|lists?)\b", ":wlcti")
_ITEM_SPLIT = lazy_compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
_ITEM = lazy_compile(r"^[\"“'‘`*]*(?P<name>[^\"”'’`*()\n]{1,40}?)[\"”'’`*]*$")
_NAME_LIKE = lazy_compile(r"^[A-Z0-9][\w .&+/'’-]*$")
MIN_LISTED_CATEGORIES = 3  # categories of the axis a list names before a name it lacks counts as invented


def listed_categories(sentence: str, categories: list[str]) -> tuple[list[str], tuple[int, int]] | None:
    """(items, span) of the comma-separated list of names a sentence gives after its last list word or colon,
    when at least ``MIN_LISTED_CATEGORIES`` of them are ``categories`` and at most one is not; else None."""
    starts = [m.end() for m in _LIST_AFTER.finditer(sentence)]
    if not starts:
        return None
    at = starts[-1]
    body = sentence[at:].rstrip(" .;")
    raw = [p for p in _ITEM_SPLIT.split(body.strip()) if p]
    items = [m.group("name").strip() for p in raw if (m := _ITEM.match(p.strip()))]
    if len(items) != len(raw) or len(items) < MIN_LISTED_CATEGORIES + 1:
        return None
    known = {_fold(c) for c in categories}
    lacking = [i for i in items if _fold(i) not in known]
    if len(items) - len(lacking) < MIN_LISTED_CATEGORIES or len(lacking) != 1 or not _NAME_LIKE.match(lacking[0]):
        return None
    lead = len(sentence[at:]) - len(sentence[at:].lstrip())
    return items, (at + lead, at + len(body))


def _fold(name: str) -> str:
    return re.sub(r"[\s_-]+", " ", name.strip().lower())


@dataclass(frozen=True, slots=True)
class CategoryTicksPayload:
    """Names of a category axis as an axis line lists them, a list that may leave some out: only the names are
    judged (``claims.types.ticks_line.listed_categories``)."""
    stated: tuple[Any, ...]
    partial: bool = True


def category_ticks(doc: Document, line: Line, start: int, sentence: str, target: str) -> Claim | None:
    """The category names an axis bullet lists, one of them none of the axis' (``ticks_line.listed_categories``)."""
    grid = chart_kind(doc.figure.kind).grid
    names = [str(t) for p in doc.figure.panels if target in ("x", "y") for t in recorded_ticks(p, target, grid) or []
             if isinstance(t, str)]
    found = listed_categories(sentence, names) if len(names) >= MIN_LISTED_CATEGORIES else None
    if found is None:
        return None
    items, (a, b) = found
    return Claim("ticks", start + a, start + b, stated=tuple(items), panel=line.panel, target=target,
                 payload=CategoryTicksPayload(tuple(items)), source="category list")
