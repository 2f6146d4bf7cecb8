"""Every disagreement as a record: a false alarm (we flag a sentence people call right) or a miss (people
label an error we do not flag), with the sentence, our claims in it and their reasons."""

from __future__ import annotations

from vlmeval.agreement.agree.judged import JudgedCaption
from vlmeval.agreement.agree.sentences import ScoredSentence
from vlmeval.agreement.agree.summaries import JudgedSummary
from vlmeval.agreement.agree.vistext import half_of


def _claims(sentence: ScoredSentence, contradicted_only: bool) -> list[dict]:
    return [{"text": c.text, "kind": c.kind, "verdict": c.verdict, "error_type": c.error_type,
             "stated": c.stated, "expected": c.expected, "reason": c.reason}
            for c in sentence.claims if c.verdict == "contradicted" or not contradicted_only]


def caption_findings(items: list[JudgedCaption]) -> list[dict]:
    out = []
    for item in items:
        c = item.caption
        for s in item.sentences:
            human = c.factual_errors(s.index)
            if bool(human) == s.flagged:
                continue
            out.append({"set": "chocolate-vistext", "half": half_of(c.vistext_id), "vistext_id": c.vistext_id,
                        "id": c.caption_id, "model": c.model, "sentence_index": s.index,
                        "finding": "false_alarm" if s.flagged else "miss", "human_labels": c.labels[s.index],
                        "sentence": s.text, "claims": _claims(s, contradicted_only=s.flagged)})
    return out


def summary_findings(items: list[JudgedSummary]) -> list[dict]:
    out = []
    for item in items:
        for s in item.sentences:
            if s.wrong_about_chart:
                out.append({"set": "statista-summaries", "half": half_of(item.summary.vistext_id),
                            "vistext_id": item.summary.vistext_id, "multi_column": item.summary.multi_column,
                            "sentence_index": s.index,
                            "finding": "known_slip" if item.known_slip else "false_alarm",
                            "sentence": s.text, "claims": _claims(s, contradicted_only=True)})
    return out
