"""Agreement with CHOCOLATE's per-sentence human error labels.

* Sentence level: a sentence has a factual error when people gave it any label but ``grammatical_error``;
  we flag it when any claim in it is contradicted. Precision, recall and F1 of our flag, the false-alarm
  rate on human-clean sentences, recall per human error type and precision per our error type.
* Caption level: a caption is non-factual when any sentence has a factual error; our score is the share of its
  sentences we flag. AUROC (ties half) and Kendall's tau-c with its ceiling 4pq/n^2.
* Captioners: ranked by our mean caption score and by the human sentence error rate; Kendall's tau-b.
Intervals: 95% bootstrap over captions (1000 resamples, seeded).
"""

from __future__ import annotations

from collections import defaultdict

from pydantic import BaseModel

from vlmeval.agreement.agree.adjudication import Adjudication, adjudicate
from vlmeval.agreement.agree.chance import ChanceGroup, chance_groups
from vlmeval.agreement.agree.judged import JudgedCaption
from vlmeval.agreement.agree.stats import auroc, bootstrap, f1, kendall_tau_b, kendall_tau_c, ratio, tau_c_ceiling
from vlmeval.agreement.agree.vistext import FACTUAL_LABELS

Interval = tuple[float, float] | None


def _pairs(items: list[JudgedCaption]):
    for item in items:
        for s in item.sentences:
            yield item.caption.factual_errors(s.index), s


def sentence_prf(items: list[JudgedCaption]) -> tuple[float | None, float | None, float | None]:
    tp = fp = fn = 0
    for human, ours in _pairs(items):
        tp += bool(human) and ours.flagged
        fp += (not human) and ours.flagged
        fn += bool(human) and not ours.flagged
    p, r = ratio(tp, tp + fp), ratio(tp, tp + fn)
    return p, r, f1(p, r)


def false_alarm_rate(items: list[JudgedCaption]) -> float | None:
    clean = [ours.flagged for human, ours in _pairs(items) if not human]
    return ratio(sum(clean), len(clean))


def caption_auroc(items: list[JudgedCaption]) -> float | None:
    return auroc([i.score for i in items], [i.non_factual for i in items])


class TypeRow(BaseModel):
    error_type: str
    sentences: int  # human: sentences with the label; ours: sentences we flag with the type
    hits: int  # human: of those, flagged by us; ours: of those, with any human factual label
    share: float | None


class CaptionerRow(BaseModel):
    model: str
    captions: int
    mean_score: float
    human_error_rate: float  # share of the captioner's sentences with a factual error label


class ChocolateResult(BaseModel):
    half: str
    captions: int
    sentences: int
    unscored: int
    precision: float | None
    recall: float | None
    f1: float | None
    precision_ci: Interval
    recall_ci: Interval
    f1_ci: Interval
    false_alarm_rate: float | None  # flagged human-clean sentences / human-clean sentences
    false_alarm_ci: Interval
    auroc: float | None
    auroc_ci: Interval
    tau_c: float | None
    tau_c_ceiling: float | None
    recall_by_human_type: list[TypeRow]
    precision_by_our_type: list[TypeRow]
    captioners: list[CaptionerRow]
    captioner_tau: float | None
    chance: list[ChanceGroup] = []  # chance-corrected agreement beside trivial baselines, by writer
    adjudicated: list[ChanceGroup] = []  # the same on the adjudicated labels (``adjudication.py``)
    adjudicated_changed: int = 0  # sentences of this half whose label the adjudication changed
    adjudicated_applied: int = 0  # adjudication lines that found their sentence in this half


def by_type(items: list[JudgedCaption]) -> tuple[list[TypeRow], list[TypeRow]]:
    human: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    ours: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for labels, s in _pairs(items):
        for label in set(labels):
            human[label][0] += 1
            human[label][1] += s.flagged
        for t in s.error_types():
            ours[t][0] += 1
            ours[t][1] += bool(labels)
    rows = lambda d, order: [TypeRow(error_type=k, sentences=d[k][0], hits=d[k][1], share=ratio(d[k][1], d[k][0]))
                             for k in order if k in d]
    return rows(human, FACTUAL_LABELS), rows(ours, sorted(ours))


def captioners(items: list[JudgedCaption]) -> tuple[list[CaptionerRow], float | None]:
    groups: dict[str, list[JudgedCaption]] = defaultdict(list)
    for item in items:
        groups[item.caption.model].append(item)
    rows = []
    for model, group in sorted(groups.items()):
        labels = [bool(h) for h, _ in _pairs(group)]
        rows.append(CaptionerRow(model=model, captions=len(group), mean_score=sum(i.score for i in group) / len(group),
                                 human_error_rate=sum(labels) / len(labels) if labels else 0.0))
    tau = kendall_tau_b([r.mean_score for r in rows], [r.human_error_rate for r in rows]) if len(rows) > 1 else None
    return rows, tau


def chocolate_result(half: str, items: list[JudgedCaption], unscored: int,
                     adjudications: list[Adjudication] | None = None) -> ChocolateResult:
    p, r, f = sentence_prf(items)
    labels = [i.non_factual for i in items]
    auc = caption_auroc(items)
    ceiling = tau_c_ceiling(labels)
    human_rows, our_rows = by_type(items)
    rows, tau = captioners(items)
    return ChocolateResult(
        half=half, captions=len(items), sentences=sum(len(i.sentences) for i in items), unscored=unscored,
        precision=p, recall=r, f1=f,
        precision_ci=bootstrap(items, lambda s: sentence_prf(s)[0]),
        recall_ci=bootstrap(items, lambda s: sentence_prf(s)[1]),
        f1_ci=bootstrap(items, lambda s: sentence_prf(s)[2]),
        false_alarm_rate=false_alarm_rate(items), false_alarm_ci=bootstrap(items, false_alarm_rate),
        auroc=auc, auroc_ci=bootstrap(items, caption_auroc),
        tau_c=kendall_tau_c([i.score for i in items], [float(x) for x in labels]), tau_c_ceiling=ceiling,
        recall_by_human_type=human_rows, precision_by_our_type=our_rows, captioners=rows, captioner_tau=tau,
        chance=chance_groups(items), **_adjudicated(items, adjudications))


def _adjudicated(items: list[JudgedCaption], adjudications: list[Adjudication] | None) -> dict:
    if not adjudications:
        return {}
    done = adjudicate(items, adjudications)
    if not done.applied:
        return {}
    return {"adjudicated": chance_groups(done.items), "adjudicated_changed": done.changed,
            "adjudicated_applied": done.applied}
