"""Statista editors' summaries: prose that is right about the data, so every sentence we call wrong about the
chart (a contradicted value, location, trend, label or magnitude claim) is a false alarm, unless it is one of
the set's known slips (listed apart, never counted as ours). Summaries of multi-column charts describe the
whole table, not only the plotted column: they are reported apart from the single-series ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from vlmeval.agreement.agree.sentences import ScoredSentence
from vlmeval.agreement.agree.stats import bootstrap, ratio
from vlmeval.agreement.agree.vistext import Summary

KNOWN_SLIPS = {
    "1808": "the summary says 86 index points; the table has 17",
    "1086": "'from 2015 to 2016'; the chart runs to 2025",
}
"""Summaries the data set's README lists as wrong about their chart."""

Interval = tuple[float, float] | None


@dataclass
class JudgedSummary:
    summary: Summary
    sentences: list[ScoredSentence]

    @property
    def known_slip(self) -> str | None:
        return KNOWN_SLIPS.get(self.summary.vistext_id)


def wrong_share(items: list[JudgedSummary]) -> float | None:
    flags = [s.wrong_about_chart for item in items for s in item.sentences]
    return ratio(sum(flags), len(flags))


class SlipRow(BaseModel):
    vistext_id: str
    note: str
    sentences_called_wrong: int


class SummaryGroup(BaseModel):
    group: str  # "single-series" or "multi-column"
    summaries: int
    sentences: int
    called_wrong: int
    share: float | None
    share_ci: Interval


class SummariesResult(BaseModel):
    half: str
    unscored: int
    groups: list[SummaryGroup]
    known_slips: list[SlipRow]


def _group(name: str, items: list[JudgedSummary]) -> SummaryGroup:
    wrong = sum(s.wrong_about_chart for item in items for s in item.sentences)
    n = sum(len(item.sentences) for item in items)
    return SummaryGroup(group=name, summaries=len(items), sentences=n, called_wrong=wrong, share=ratio(wrong, n),
                        share_ci=bootstrap(items, wrong_share))


def summaries_result(half: str, items: list[JudgedSummary], unscored: int) -> SummariesResult:
    counted = [i for i in items if not i.known_slip]
    slips = [SlipRow(vistext_id=i.summary.vistext_id, note=i.known_slip or "",
                     sentences_called_wrong=sum(s.wrong_about_chart for s in i.sentences)) for i in items if i.known_slip]
    groups = [_group("single-series", [i for i in counted if not i.summary.multi_column]),
              _group("multi-column", [i for i in counted if i.summary.multi_column])]
    return SummariesResult(half=half, unscored=unscored, groups=groups, known_slips=slips)
