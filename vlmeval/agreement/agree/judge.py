"""Score a VisText-style set: every caption (or summary) against its chart's figure, sentence by sentence.
A caption whose chart has no usable table is not scored: its problem line is returned and it is counted."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Generic, TypeVar

from vlmeval.agreement.agree.judged import JudgedCaption
from vlmeval.agreement.agree.quintd import Scorer, default_scorer
from vlmeval.agreement.agree.sentences import score_sentences
from vlmeval.agreement.agree.summaries import JudgedSummary
from vlmeval.agreement.agree.vistext import Charts, half_of, load_charts, read_labelled_captions, read_summaries

T = TypeVar("T")
READING_TOLERANCE = 0.03
"""VisText charts print no values: a describer reads them off the axis. A stated value within 3% of the axis span
(0 to the largest value) of the table's is right (``Panel.value_tolerance``); chosen on the dev halves (0, 1, 2, 3
and 5% tried), see docs/agreement.md."""


@dataclass
class Unscored:
    vistext_id: str
    problem: str


@dataclass
class Judged(Generic[T]):
    items: list[T]
    unscored: list[Unscored] = field(default_factory=list)
    table_problems: list[str] = field(default_factory=list)

    def half(self, name: str) -> tuple[list[T], int]:
        """The items of one half ("dev", "validation" or "all") and how many of its lines were unscored."""
        if name == "all":
            return self.items, len(self.unscored)
        key = (lambda x: x.caption.vistext_id) if self.items and hasattr(self.items[0], "caption") else \
              (lambda x: x.summary.vistext_id)
        return ([i for i in self.items if half_of(key(i)) == name],
                sum(half_of(u.vistext_id) == name for u in self.unscored))


def judge_captions(folder: Path, scorer: Scorer | None = None, charts: Charts | None = None,
                   progress: Callable[[], None] | None = None, reading_tolerance: float | None = READING_TOLERANCE) -> Judged[JudgedCaption]:
    """Every labelled caption of ``folder/captions.jsonl`` scored sentence by sentence against its chart."""
    return _judge(Path(folder), "captions.jsonl", read_labelled_captions, JudgedCaption, scorer, charts, progress,
                  reading_tolerance)


def judge_summaries(folder: Path, scorer: Scorer | None = None, charts: Charts | None = None,
                    progress: Callable[[], None] | None = None, reading_tolerance: float | None = READING_TOLERANCE) -> Judged[JudgedSummary]:
    """Every editors' summary of ``folder/human_summaries.jsonl`` scored sentence by sentence against its chart."""
    return _judge(Path(folder), "human_summaries.jsonl", read_summaries, JudgedSummary, scorer, charts, progress,
                  reading_tolerance)


def _judge(folder: Path, file_name: str, read, judged, scorer: Scorer | None, charts: Charts | None,
           progress: Callable[[], None] | None, reading_tolerance: float | None) -> Judged:
    charts = charts or load_charts(folder / "tables", reading_tolerance=reading_tolerance)
    scorer = scorer or default_scorer()
    out: Judged = Judged([], table_problems=sorted(charts.problems.values()))
    for text in read(folder / file_name):
        fig, problem = charts.figure(text.vistext_id, f"{folder / file_name}:{text.line}")
        if fig is None:
            out.unscored.append(Unscored(text.vistext_id, problem or ""))
        else:
            out.items.append(judged(text, score_sentences(fig, text.sentences, scorer)))
        if progress:
            progress()
    return out
