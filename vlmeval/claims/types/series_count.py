"""How many series a panel plots ("a line chart with three series", "four data sets", "five curves"), scored as a
``count`` claim (target ``series``): a count above every series count the record's panels hold is an invented series
(error type ``hallucination``).

Read where a number word or digit stands right before "series", "data sets", "datasets" or "curves" (with at
most one word of look between: "three coloured series"), not after "the", "all", "both", "each of" or "of the"
(those pick out series already named, "all three series"), and not inside "one of the ... series". Judged on the
claim's panel, or on every panel when it names none: invented only where each of those panels holds its series
with their looks (a chart of series, not a grid) and leaves nothing unread that a reader could count as a series
(a fit, band, curve, histogram or density drawn beside them); "curves" also needs no fit or curve held beside
the series. A count at or below the most series a panel holds is left unjudged (a description may count a subset).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import declare_cues
from vlmeval.claims.structure_checks import claim_panels, count_value
from vlmeval.claims.text import NUMBER_WORDS
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class SeriesCount:
    """How many series a panel is said to plot, and the noun that counts them ("series", "curves")."""
    stated: int
    noun: str


_NUMBER = "|".join(sorted((w for w in NUMBER_WORDS if w not in ("single", "pair")), key=len, reverse=True))
_COUNT = lazy_compile(rf"(?<![\w.,])(?P<n>\d{{1,2}}|{_NUMBER})\s+(?:(?:coloured|colored|plotted|separate|distinct|"
                      r"data)\s+)?(?P<noun>series|data\s?sets|curves)\b", re.I)
# "all three series", "both ... ", "the four curves", "each of the two series", "one of the three series"
_PICKED = lazy_compile(r"\b(?:the|all|both|these|those|its|their|of)\s+$", re.I)
_UNREAD_SERIES = frozenset({"fit", "band", "kde", "histogram", "other", "image", "inset"})


def extract_series_counts(doc: Document) -> Iterator[Claim]:
    """Each count of a panel's series ("a line chart with three series")."""
    if chart_kind(doc.figure.kind).grid:
        return
    for line in doc.lines:
        if line.heading:
            continue
        for m in _COUNT.finditer(line.text):
            n = count_value(m.group("n"))
            if not isinstance(n, int) or n < 2 or _PICKED.search(line.text, 0, m.start()):
                continue
            start, end = line.start + m.start(), line.start + m.end()
            if doc.is_taken(start, end):
                continue
            noun = "curves" if m.group("noun").lower() == "curves" else "series"
            yield Claim("count", start, end, stated=n, panel=line.panel, target="series", source="series count",
                        payload=SeriesCount(n, noun))


extract_series_counts.cues = declare_cues(("series", "sets", "datasets", "curves"))


def _holds_every_series(panel: Panel, noun: str) -> bool:
    """Whether the record holds each series the panel draws with its look, and nothing unread that may be one."""
    data = panel.data
    return (data is not None and bool(data.styles) and len(data.styles) == len(data.rows)
            and not any(u.kind in _UNREAD_SERIES for u in panel.unread or ())
            and (noun != "curves" or (panel.fit is None and not panel.curves)))


def verify_series_count(claim: Claim, ctx: VerifyContext) -> Outcome:
    p: SeriesCount = claim.payload
    panels = claim_panels(claim, ctx)
    if not panels or not all(_holds_every_series(panel, p.noun) for panel in panels):
        return unverifiable("the record may not hold every series drawn")
    most = max(len(panel.data.rows) for panel in panels)
    if p.stated > most:
        return contradicted("hallucination", most, f"{p.stated} {p.noun} stated; no panel plots more than {most}")
    return unverifiable("a count at most the series a panel plots may count some of them")


ENTRY = TypeEntry(extract_series_counts, payloads=(("count", SeriesCount, verify_series_count),))
