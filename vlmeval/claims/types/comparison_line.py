"""Comparisons read from line/bar prose (kind ``comparison``): one category above or below another ("Bhutan is
higher than Nepal", bar charts), checked against the two categories' values (``check_comparison``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.dates import Mark
from vlmeval.claims.line_verdicts import LineChart, line_verdict, verifier_of
from vlmeval.groundtruth.series_facts import Series
from vlmeval.records import ClaimVerdict


@dataclass(frozen=True, slots=True)
class SeriesComparison:
    """One category above or below another (kind ``comparison``): ``when`` is ``which``
    (higher/lower) than ``other``."""
    start: int
    end: int
    which: str
    when: Mark
    other: Mark
    series: tuple[int, ...] = ()


_COMPARE_RE = re.compile(r"\b(?P<dir>higher|greater|larger|more|bigger|lower|smaller|less|fewer)\s+than\b", re.I)


def comparison_claims(text, clause, marks, series) -> list[SeriesComparison]:
    """"A is higher than B" between two categories (bar charts)."""
    if series[0].dated:
        return []
    out = []
    a, b = clause
    for m in _COMPARE_RE.finditer(text, a, b):
        left = [k for k in marks if a <= k.start and k.end <= m.start()]
        right = [k for k in marks if m.end() <= k.start < b]
        if not left or not right:
            continue
        which = "higher" if m["dir"].lower() in {"higher", "greater", "larger", "more", "bigger"} else "lower"
        out.append(SeriesComparison(left[-1].start, right[0].end, when=left[-1], other=right[0], which=which))
    return out


# --- the rule -------------------------------------------------------------------------------------
def check_comparison(chart: LineChart, claim: SeriesComparison, s: Series) -> ClaimVerdict:
    i, j = claim.when.window[0], claim.other.window[0]
    a, b = s.values[i] if i < len(s.values) else None, s.values[j] if j < len(s.values) else None
    if a is None or b is None or a == b:
        return line_verdict(claim, chart.text, "comparison", "unverifiable", s, "the two values are equal or unknown")
    ok = (a > b) if claim.which == "higher" else (a < b)
    return line_verdict(claim, chart.text, "comparison", "supported" if ok else "contradicted", s,
                    f"{s.keys[i]} is {a}, {s.keys[j]} is {b}", "magnitude", expected=[float(a), float(b)],
                    stated=claim.which)

LINE = (("comparison", SeriesComparison, verifier_of(check_comparison)),)
"""The payload class this module reads, its kind and its verifier (``claims.types.line_prose``)."""
