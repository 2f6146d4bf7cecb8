"""Agreement corrected for chance, beside rules that know nothing of the chart.

A caption with more sentences is more likely to hold an error, so a verdict can agree with people by length
alone. Every measure here is shown beside trivial raters that read only the caption's shape:

* sentence level: Matthews correlation (MCC) and Cohen's kappa of our flag against "has a factual error",
  beside "flag all", "flag from sentence k on" and "flag every sentence of a caption with at least L
  sentences" (k and L the best for the group, picked on the same sentences: an upper bound for such a rule);
* caption level: each caption's share of flagged sentences against people's share, Kendall tau-b, beside the
  caption's length (its number of sentences); AUROC and tau-c of "non-factual", also beside the length.

Captions are split by who wrote them: large vision-language models (``LVLM_MODELS``) and fine-tuned captioners.
"""

from __future__ import annotations

from typing import Callable

from pydantic import BaseModel

from vlmeval.agreement.agree.judged import JudgedCaption
from vlmeval.agreement.agree.stats import auroc, cohen_kappa, kendall_tau_b, kendall_tau_c, matthews

LVLM_MODELS = ("gpt4v", "bard")
POSITIONS = range(2, 6)  # "from sentence k on"
LENGTHS = range(2, 9)  # "captions of at least L sentences"

Rule = Callable[[JudgedCaption, int], bool]  # (caption, 0-based sentence index) -> flagged


class AgreementRow(BaseModel):
    rater: str
    flagged: int
    mcc: float | None
    kappa: float | None
    clean_flagged: float | None = None  # share of the sentences people call clean that this rater flags


class ChanceGroup(BaseModel):
    group: str
    captions: int
    sentences: int
    human_errors: int
    sentence_rows: list[AgreementRow]  # ours first, then the baselines
    share_tau_b: float | None  # our share of flagged sentences vs people's share, per caption
    share_tau_b_length: float | None  # caption length vs people's share
    auroc: float | None
    auroc_length: float | None
    tau_c: float | None
    tau_c_length: float | None


def writer_group(model: str) -> str:
    return "LVLM" if model in LVLM_MODELS else "fine-tuned"


def _row(name: str, items: list[JudgedCaption], rule: Rule) -> AgreementRow:
    tp = fp = fn = tn = 0
    for item in items:
        for s in item.sentences:
            human, ours = bool(item.caption.factual_errors(s.index)), rule(item, s.index)
            tp += human and ours
            fp += ours and not human
            fn += human and not ours
            tn += not human and not ours
    return AgreementRow(rater=name, flagged=tp + fp, mcc=matthews(tp, fp, fn, tn), kappa=cohen_kappa(tp, fp, fn, tn),
                        clean_flagged=fp / (fp + tn) if fp + tn else None)


def _best(rows: list[AgreementRow]) -> AgreementRow:
    return max(rows, key=lambda r: (r.mcc if r.mcc is not None else -2.0))


def sentence_rows(items: list[JudgedCaption]) -> list[AgreementRow]:
    """Our flag, then flag all, the best "from sentence k on" and the best "captions of >= L sentences"."""
    ours = _row("ours", items, lambda item, i: item.sentences[i].flagged)
    every = _row("flag all", items, lambda item, i: True)
    position = _best([_row(f"flag from sentence {k} on", items, lambda item, i, k=k: i + 1 >= k) for k in POSITIONS])
    length = _best([_row(f"flag captions of >= {n} sentences", items, lambda item, i, n=n: len(item.sentences) >= n)
                    for n in LENGTHS])
    return [ours, every, position, length]


def _human_share(item: JudgedCaption) -> float:
    n = len(item.sentences)
    return sum(bool(item.caption.factual_errors(s.index)) for s in item.sentences) / n if n else 0.0


def chance_group(name: str, items: list[JudgedCaption]) -> ChanceGroup:
    ours = [i.score for i in items]
    length = [float(len(i.sentences)) for i in items]
    people = [_human_share(i) for i in items]
    labels = [i.non_factual for i in items]
    flags = [float(x) for x in labels]
    return ChanceGroup(
        group=name, captions=len(items), sentences=sum(len(i.sentences) for i in items),
        human_errors=sum(bool(i.caption.factual_errors(s.index)) for i in items for s in i.sentences),
        sentence_rows=sentence_rows(items),
        share_tau_b=kendall_tau_b(ours, people), share_tau_b_length=kendall_tau_b(length, people),
        auroc=auroc(ours, labels), auroc_length=auroc(length, labels),
        tau_c=kendall_tau_c(ours, flags), tau_c_length=kendall_tau_c(length, flags))


def chance_groups(items: list[JudgedCaption]) -> list[ChanceGroup]:
    """LVLM captions (``LVLM_MODELS``), fine-tuned captioners' captions, and all (empty groups left out)."""
    groups = [("LVLM", [i for i in items if writer_group(i.caption.model) == "LVLM"]),
              ("fine-tuned", [i for i in items if writer_group(i.caption.model) == "fine-tuned"]),
              ("all", items)]
    return [chance_group(name, group) for name, group in groups if group]
