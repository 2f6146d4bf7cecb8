"""Agreement on quintd OWID captions: our contradicted claims against spans that people marked Incorrect.

Input is the quintd format: ``captions.jsonl`` lines ``{table, table_idx, model, text, human: {annotations:
[{type, text, start}]}}`` with span type 0 = Incorrect, and a folder of ``#``-header CSV tables. Each table
becomes a figure in memory (``groundtruth.from_csv``), each caption is scored, and:

* span precision = predicted spans that share at least one character with a human Incorrect span / predicted
  spans; span recall = human Incorrect spans that share at least one character with a predicted span / human
  spans; F1 their harmonic mean. Predicted spans are the character spans of our contradicted claims, with
  overlapping ones merged first (two claims about the same words are one marked span, as a person would
  mark it). Human spans of zero length (nothing marked) cannot overlap anything and are left out (counted
  in ``empty_human_spans``). Counts are pooled over the captions of a group (micro average).
* caption-level: a caption is flagged when it has any contradicted claim (ours) / any Incorrect span
  (humans); precision, recall and F1 of the flag, and Kendall's tau-c between the two flags.

Results are reported per model and overall, for tables 0-49 (``dev``, the half the patterns were tuned on)
and 50-99 (``held-out``) separately.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from pydantic import BaseModel

from vlmeval.groundtruth.from_csv import CsvError, figure_from_csv
from vlmeval.groundtruth.schema import Figure
from vlmeval.agreement.agree.stats import f1, kendall_tau_c
from vlmeval.records import ClaimVerdict

INCORRECT = 0
HALVES = {"dev": range(0, 50), "held-out": range(50, 100)}


class AgreeInputError(ValueError):
    pass


@dataclass
class HumanSpan:
    start: int
    end: int
    text: str


@dataclass
class Caption:
    line: int
    table: str
    table_idx: int
    model: str
    text: str
    incorrect: list[HumanSpan]
    empty_spans: int = 0


@dataclass
class ScoredCaption:
    caption: Caption
    claims: list[ClaimVerdict]
    predicted: list[tuple[int, int]] = field(default_factory=list)


def read_captions(path: Path) -> list[Caption]:
    """quintd caption lines; a bad line raises AgreeInputError naming the line and the fix."""
    out = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
            annotations = (raw.get("human") or {}).get("annotations") or []
            text = raw["text"]
            spans, empty = [], 0
            for a in annotations:
                if a["type"] != INCORRECT:
                    continue
                start, span_text = int(a["start"]), a["text"]
                if not span_text:
                    empty += 1
                    continue
                if text[start:start + len(span_text)] != span_text:
                    found = text.find(span_text)
                    if found < 0:
                        raise ValueError(f"annotation {span_text!r} is not in the text")
                    start = found
                spans.append(HumanSpan(start, start + len(span_text), span_text))
            out.append(Caption(number, raw["table"], int(raw["table_idx"]), raw["model"], text, spans, empty))
        except (json.JSONDecodeError, KeyError, TypeError, ValueError) as e:
            raise AgreeInputError(f"{path}:{number}: {type(e).__name__}: {e} (fix: each line needs table, table_idx, model, "
                                  "text and human.annotations [{type, text, start}] as in the quintd captions)") from None
    return out


def merge_spans(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if merged and a < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return merged


def overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


class SpanCounts(BaseModel):
    predicted: int = 0
    predicted_matched: int = 0
    human: int = 0
    human_found: int = 0

    @property
    def precision(self) -> float | None:
        return self.predicted_matched / self.predicted if self.predicted else None

    @property
    def recall(self) -> float | None:
        return self.human_found / self.human if self.human else None


class GroupResult(BaseModel):
    group: str
    captions: int
    span_precision: float | None
    span_recall: float | None
    span_f1: float | None
    predicted_spans: int
    human_spans: int
    empty_human_spans: int
    caption_precision: float | None
    caption_recall: float | None
    caption_f1: float | None
    kendall_tau_c: float | None
    span_f1_ci: tuple[float, float] | None = None  # 95% bootstrap interval over captions
    every_sentence_f1: float | None = None  # the trivial baseline: every sentence of every caption marked


BOOTSTRAP_SAMPLES = 1000


def bootstrap_span_f1(counts: list[SpanCounts], samples: int = BOOTSTRAP_SAMPLES, seed: int = 0) -> tuple[float, float] | None:
    """95% percentile interval of the pooled span F1, resampling captions with replacement."""
    import numpy as np

    if not counts:
        return None
    table = np.array([[c.predicted, c.predicted_matched, c.human, c.human_found] for c in counts], dtype=float)
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(counts), size=(samples, len(counts)))
    sums = table[picks].sum(axis=1)
    with np.errstate(all="ignore"):
        p = sums[:, 1] / sums[:, 0]
        r = sums[:, 3] / sums[:, 2]
        f = np.where(p + r > 0, 2 * p * r / (p + r), 0.0)
    f = f[np.isfinite(f)]
    return (float(np.percentile(f, 2.5)), float(np.percentile(f, 97.5))) if len(f) else None


def span_counts(scored: ScoredCaption) -> SpanCounts:
    human = [(h.start, h.end) for h in scored.caption.incorrect]
    predicted = scored.predicted
    return SpanCounts(predicted=len(predicted), predicted_matched=sum(any(overlaps(p, h) for h in human) for p in predicted),
                      human=len(human), human_found=sum(any(overlaps(h, p) for p in predicted) for h in human))


def every_sentence_f1(items: list[ScoredCaption]) -> float | None:
    """Span F1 of the rule that knows nothing of the chart: every sentence of every caption is one marked span."""
    from vlmeval.claims.text import sentence_spans

    total = SpanCounts()
    for item in items:
        c = span_counts(ScoredCaption(item.caption, [], sentence_spans(item.caption.text)))
        for key in ("predicted", "predicted_matched", "human", "human_found"):
            setattr(total, key, getattr(total, key) + getattr(c, key))
    return f1(total.precision, total.recall)


def group_result(name: str, items: list[ScoredCaption]) -> GroupResult:
    total = SpanCounts()
    ours, theirs = [], []
    per_caption = []
    for item in items:
        c = span_counts(item)
        per_caption.append(c)
        total.predicted += c.predicted
        total.predicted_matched += c.predicted_matched
        total.human += c.human
        total.human_found += c.human_found
        ours.append(1.0 if item.predicted else 0.0)
        theirs.append(1.0 if item.caption.incorrect or item.caption.empty_spans else 0.0)
    tp = sum(o and t for o, t in zip(ours, theirs))
    cp = tp / sum(ours) if sum(ours) else None
    cr = tp / sum(theirs) if sum(theirs) else None
    return GroupResult(group=name, captions=len(items), span_precision=total.precision, span_recall=total.recall,
                       span_f1=f1(total.precision, total.recall), predicted_spans=total.predicted, human_spans=total.human,
                       empty_human_spans=sum(i.caption.empty_spans for i in items), caption_precision=cp,
                       caption_recall=cr, caption_f1=f1(cp, cr), kendall_tau_c=kendall_tau_c(ours, theirs),
                       span_f1_ci=bootstrap_span_f1(per_caption), every_sentence_f1=every_sentence_f1(items))


Scorer = Callable[[Figure, str], list[ClaimVerdict]]


def default_scorer() -> Scorer:
    """The scorer used by ``vlmeval score``: every registered extractor and verifier (series prose included)."""
    from vlmeval.scoring.scorecard import evaluate_text

    return lambda fig, text: evaluate_text(fig, text).claims


def score_captions(captions: list[Caption], tables: Path, scorer: Scorer | None = None,
                   progress: Callable[[], None] | None = None) -> list[ScoredCaption]:
    scorer = scorer or default_scorer()
    figures: dict[str, Figure] = {}
    out = []
    for caption in captions:
        if caption.table not in figures:
            path = Path(tables) / caption.table
            try:
                figures[caption.table] = figure_from_csv(path, "line")
            except CsvError as e:
                raise AgreeInputError(f"caption line {caption.line}: {e}") from None
        claims = scorer(figures[caption.table], caption.text)
        predicted = merge_spans((c.start, c.end) for c in claims if c.verdict == "contradicted" and c.end > c.start)
        out.append(ScoredCaption(caption, claims, predicted))
        if progress:
            progress()
    return out


class KindRow(BaseModel):
    kind: str
    contradicted: int
    overlapping_human: int


def kind_breakdown(items: list[ScoredCaption]) -> list[KindRow]:
    """Per claim kind: our contradicted claims, and how many of them overlap a human Incorrect span."""
    rows: dict[str, list[int]] = {}
    for item in items:
        human = [(h.start, h.end) for h in item.caption.incorrect]
        for c in item.claims:
            if c.verdict == "contradicted":
                row = rows.setdefault(c.kind, [0, 0])
                row[0] += 1
                row[1] += any(overlaps((c.start, c.end), h) for h in human)
    return [KindRow(kind=k, contradicted=v[0], overlapping_human=v[1]) for k, v in sorted(rows.items())]


def in_half(caption: Caption, half: str) -> bool:
    return half == "all" or caption.table_idx in HALVES[half]


def report(scored: list[ScoredCaption], halves: list[str]) -> dict[str, list[GroupResult]]:
    """Per half: one row per model, then "overall"."""
    out = {}
    for half in halves:
        items = [s for s in scored if in_half(s.caption, half)]
        models = sorted({s.caption.model for s in items})
        rows = [group_result(m, [s for s in items if s.caption.model == m]) for m in models]
        rows.append(group_result("overall", items))
        out[half] = rows
    return out
