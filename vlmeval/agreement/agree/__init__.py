"""Agreement of our verdicts with people: quintd OWID captions (human Incorrect spans), CHOCOLATE-VisText
captions (per-sentence human error labels) and Statista editors' summaries (prose that is right about the data).

Modules: ``quintd`` (span agreement), ``vistext`` (reading the VisText tables, captions and summaries, the
dev/validation split), ``sentences`` (scoring a text sentence by sentence), ``chocolate`` and ``summaries``
(their measures), ``findings`` (every false alarm and miss), ``stats`` (F1, AUROC, Kendall, bootstrap).
"""

from vlmeval.agreement.agree.quintd import (HALVES, INCORRECT, AgreeInputError, Caption, GroupResult, HumanSpan, KindRow,
                                  ScoredCaption, Scorer, SpanCounts, bootstrap_span_f1, default_scorer,
                                  group_result, in_half, kind_breakdown, merge_spans, overlaps, read_captions,
                                  report, score_captions, span_counts)
from vlmeval.agreement.agree.stats import f1, kendall_tau_c

__all__ = ["HALVES", "INCORRECT", "AgreeInputError", "Caption", "GroupResult", "HumanSpan", "KindRow",
           "ScoredCaption", "Scorer", "SpanCounts", "bootstrap_span_f1", "default_scorer", "group_result", "in_half",
           "kind_breakdown", "merge_spans", "overlaps", "read_captions", "report", "score_captions", "span_counts",
           "f1", "kendall_tau_c"]
