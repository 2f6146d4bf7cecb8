"""The readers of series-prose claims about names rather than values: the measured quantity ("the number of
people" when the data is per hundred, "per 100,000" when it is per million), a quoted title, the unit ("values are
given in years"), and a row-list or table line keyed by a category the figure does not have."""

from __future__ import annotations

import re

from vlmeval.prose_payloads import SeriesLabel, SeriesTitle, SeriesUnit, SeriesUnknownKey
from vlmeval.groundtruth.series_facts import Series
from rapidfuzz import fuzz


_ROW_KEY_RE = re.compile(r"\s*(?:(?:[-*•]|\d+\.)\s+(?P<a>[^:|\n]{1,60}?)\s*:|\|\s*(?P<b>[^|\n]{1,60}?)\s*\|)\s*[-−]?\d")
_GENERIC_KEYS = {"average", "mean", "median", "total", "overall", "all", "sum", "min", "max", "minimum", "maximum",
                 "range", "std", "value", "values", "series", "category", "date", "year", "period", "start", "end"}


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
    return [SeriesUnknownKey(m.start(group), m.end(group), stated=key)]


# --- the measured quantity ----------------------------------------------------------------------------

_QUANTITY_RE = re.compile(
    r"\b(?:the\s+)?(?:total\s+)?(?:number|count|amount)\s+of\s+(?:\w+\s+){0,2}?(?P<what>people|persons|individuals|cases|tests|infections|vaccinations|doses|deaths)\b"
    r"|\b(?P<per>per\s+(?:100,000|100 000|hundred thousand|1,000|1000|thousand|100|hundred|million|1,000,000))\b"
    r"|\btests\s+per\s+person\b", re.I)
_PER_WORDS = {"100": "hundred", "hundred": "hundred", "1,000": "thousand", "1000": "thousand", "thousand": "thousand",
              "million": "million", "1,000,000": "million", "100,000": "hundred thousand", "100 000": "hundred thousand",
              "hundred thousand": "hundred thousand"}


def label_claims(text: str, normalization: str | None) -> list[SeriesLabel]:
    """The quantity as the text names it against what the data measures: "the number of people" for data
    per hundred is a label error, and so is "per 100,000" for data per million."""
    if normalization is None:
        return []
    out = []
    for m in _QUANTITY_RE.finditer(text):
        if m["what"]:
            # "the number of people vaccinated" names a chart of people vaccinated per hundred loosely, and
            # readers do not call it wrong (quintd: 3 of 50 marked); a wrong rate ("per million") still is
            continue
        elif m["per"]:
            stated = "per " + _PER_WORDS[" ".join(m["per"].split()[1:]).lower()]
            out.append(SeriesLabel(m.start(), m.end(), stated=stated, expected=normalization))
        else:
            out.append(SeriesLabel(m.start(), m.end(), stated=m.group(), expected=normalization))
    return out


# --- the title and the unit ---------------------------------------------------------------------------

_TITLE_RE = re.compile(r"\b(?:titled|entitled|called|named)\s+[\"“'‘](?P<a>[^\"”’]{3,200})[\"”'’]|[\"“](?P<b>[^\"”]{8,200})[\"”]")
_UNIT_RE = re.compile(
    r"\b(?:values?|figures?|numbers?|data|y[- ]axis|it)\s+(?:are|is)\s+(?:given\s+|measured\s+|expressed\s+|shown\s+|reported\s+)?"
    r"(?:in|as)\s+(?P<unit>(?:the\s+)?[\w%]+(?:\s+(?:of\s+)?[\w%]+){0,4}?)\s*(?=[.;,]|$)", re.I | re.M)


def title_claims(text: str) -> list[SeriesTitle]:
    """A quoted title ('titled "Life expectancy at birth"'), to be matched against the figure's titles."""
    out = []
    for m in _TITLE_RE.finditer(text):
        group = "a" if m["a"] else "b"
        out.append(SeriesTitle(m.start(group), m.end(group), stated=m[group]))
    return out


def unit_claims(text: str) -> list[SeriesUnit]:
    """"Values are given in years", "the data is expressed as people per hundred"."""
    return [SeriesUnit(m.start("unit"), m.end("unit"), stated=m["unit"])
            for m in _UNIT_RE.finditer(text)]
