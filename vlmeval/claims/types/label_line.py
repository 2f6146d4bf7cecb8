"""Labels read from line/bar prose (kind ``label``): the measured quantity ("the number of people" when the data is
per hundred, "per 100,000" when it is per million: ``SeriesLabel``), a quoted title (``SeriesTitle``, matched
against the figure's titles, a misspelling contradicted) and the unit ("values are given in years": ``SeriesUnit``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz
from rapidfuzz.distance import DamerauLevenshtein

from vlmeval.claims.line_verdicts import LineChart, line_verdict, verifier_of
from vlmeval.groundtruth.series_facts import Series, normalization
from vlmeval.records import ClaimVerdict
from vlmeval.claims.line_names import PER_NAMES, TITLE_TYPO_RATIO, UNIT_SUFFIX, figure_titles, figure_unit_words, norm_words
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class SeriesLabel:
    """The measured quantity (kind ``label``): the words ``stated`` against the data's normalisation
    (``expected``: "per hundred")."""
    start: int
    end: int
    stated: str
    expected: str | None = None
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesTitle:
    """A quoted title (kind ``label``), as ``stated``, to be matched against the figure's titles."""
    start: int
    end: int
    stated: str
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesUnit:
    """The unit the values are said to be in (kind ``label``), as ``stated``."""
    start: int
    end: int
    stated: str
    series: tuple[int, ...] = ()


# --- the measured quantity ----------------------------------------------------------------------------
_QUANTITY_RE = lazy_compile(
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
_TITLE_RE = lazy_compile(r"\b(?:titled|entitled|called|named)\s+[\"“'‘](?P<a>[^\"”’]{3,200})[\"”'’]|[\"“](?P<b>[^\"”]{8,200})[\"”]")

_UNIT_RE = lazy_compile(
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


# a panel title that starts with the panel's printed letter ("C belief-speaking", "(a). Simple kernels")
TITLE_LETTER = lazy_compile(r"^\(?([a-l])\)?\.?\s+(?=\S)", re.I)


# --- the rules ------------------------------------------------------------------------------------
def check_label(chart: LineChart, claim: SeriesLabel | SeriesTitle | SeriesUnit, s: Series) -> ClaimVerdict:
    stated = claim.stated.lower()
    if stated.startswith("per "):
        ok = stated == claim.expected
    else:
        ok = False  # a count ("the number of people", "tests per person") for data per N people
    return line_verdict(claim, chart.text, "label", "supported" if ok else "contradicted", None,
                    f"the data is {claim.expected}", "label", expected=claim.expected, stated=claim.stated)


def check_title(chart: LineChart, claim: SeriesLabel | SeriesTitle | SeriesUnit, s: Series) -> ClaimVerdict:
    titles = figure_titles(chart.fig)
    stated = claim.stated.strip()
    best = max(titles, key=lambda t: fuzz.ratio(norm_words(stated), norm_words(t)))
    score = fuzz.ratio(norm_words(stated), norm_words(best))
    bare = UNIT_SUFFIX.sub("", stated)  # "Accuracy (%)": the unit in parentheses belongs to the label
    unlettered = [TITLE_LETTER.sub("", t, count=1) for t in titles]  # "C belief-speaking": the panel's letter joined
    if score == 100 or any(norm_words(stated) == norm_words(t) for t in unlettered) or (
            bare != stated and any(norm_words(bare) == norm_words(t) for t in titles)):
        return line_verdict(claim, chart.text, "label", "supported", None, "the title as written", expected=best, stated=stated)
    edits = DamerauLevenshtein.distance(norm_words(stated), norm_words(best))
    if score >= TITLE_TYPO_RATIO or (len(best) >= 4 and edits <= max(1, len(best) // 10)):
        return line_verdict(claim, chart.text, "label", "contradicted", None, f"misspelled title (similarity {score:.0f})",
                        "label", expected=best, stated=stated)
    return line_verdict(claim, chart.text, "label", "unverifiable", None, "quoted text is not a title", stated=stated)


def check_unit(chart: LineChart, claim: SeriesLabel | SeriesTitle | SeriesUnit, s: Series) -> ClaimVerdict:
    stated = norm_words(claim.stated)
    expected = figure_unit_words(chart.fig)
    if not expected:
        return line_verdict(claim, chart.text, "label", "unverifiable", None, "the figure records no unit", stated=claim.stated)
    per = normalization(chart.fig)
    stated_per = re.search(r"per (hundred thousand|hundred|thousand|million|100000|100|1000|1000000)", stated)
    if per and stated_per:
        ok = PER_NAMES.get(stated_per[1], stated_per[1]) == per.split(" ", 1)[1]
    else:
        ok = any(w in stated.split() or w == stated for w in expected)
    return line_verdict(claim, chart.text, "label", "supported" if ok else "contradicted", None,
                    f"the unit is {' / '.join(sorted(expected))}", "label", expected=sorted(expected), stated=claim.stated)

LINE = (("label", SeriesLabel, verifier_of(check_label)), ("label", SeriesTitle, verifier_of(check_title)),
        ("label", SeriesUnit, verifier_of(check_unit)))
"""The payload classes this module reads, their kind and their verifiers (``claims.types.line_prose``)."""
