"""quintd at sentence level, beside the GPT-4 judge published with the benchmark, on the same sentences.

quintd's repository (kasnerz/quintd, MIT) publishes the error spans that gpt-4-1106-preview marked as a judge on
the same OWID captions, one file per captioning model (``gpt-4-owid-test-<model>-direct-*.jsonl``: lines ``{model,
table_idx, annotations: [{type, text, start}]}``). Given that folder (``vlmeval agree --judge DIR``):

* a sentence (``claims.text.sentence_spans``) is wrong for people when a human Incorrect span overlaps it;
* we flag it when one of our contradicted claims' spans overlaps it; the judge flags it when one of its
  Incorrect (type 0) spans does;
* MCC of each against people, over the sentences of the captions the judge annotated, beside the best "flag from
  sentence k on" rule (k = 2..5, picked on the same sentences: an upper bound for such a rule).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from vlmeval.agreement.agree.chance import POSITIONS
from vlmeval.agreement.agree.quintd import INCORRECT, AgreeInputError, ScoredCaption, overlaps
from vlmeval.agreement.agree.stats import matthews
from vlmeval.claims.text import sentence_spans

Spans = list[tuple[int, int]]


def read_judge(folder: Path, texts: dict[tuple[int, str], str]) -> dict[tuple[int, str], Spans]:
    """The judge's Incorrect spans by (table_idx, model), located in the caption ``texts`` (by offset, else by
    their text); a file or line that does not fit names itself and the fix."""
    files = sorted(Path(folder).glob("*owid*.jsonl"))
    if not files:
        raise AgreeInputError(f"{folder}: no *owid*.jsonl judge files (fix: pass quintd's data/quintd-1/annotations/"
                              "gpt-4 folder, from github.com/kasnerz/quintd)")
    out: dict[tuple[int, str], Spans] = {}
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if line.strip():
                key, spans = _judge_line(path, number, line, texts)
                if key is not None:
                    out[key] = spans
    return out


def _judge_line(path: Path, number: int, line: str, texts: dict[tuple[int, str], str]):
    fix = "fix: each line needs model, table_idx and annotations [{type, text, start}] as quintd publishes them"
    try:
        raw = json.loads(line)
        key = (int(raw["table_idx"]), str(raw["model"]))
        if key not in texts:
            return None, []
        text, spans = texts[key], []
        for a in raw["annotations"] or []:
            if a["type"] != INCORRECT or not a["text"]:
                continue
            start = int(a["start"])
            if text[start:start + len(a["text"])] != a["text"]:
                start = text.find(a["text"])
            if start >= 0:  # a span the judge quoted wrongly marks nothing
                spans.append((start, start + len(a["text"])))
        return key, spans
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as e:
        raise AgreeInputError(f"{path}:{number}: {type(e).__name__}: {e} ({fix})") from None


@dataclass(frozen=True, slots=True)
class JudgeRow:
    rater: str
    flagged: int
    mcc: float | None


@dataclass(frozen=True, slots=True)
class JudgeTable:
    captions: int
    sentences: int
    wrong: int
    rows: list[JudgeRow]  # ours, the judge, the best position rule


def judge_table(scored: list[ScoredCaption], judge: dict[tuple[int, str], Spans]) -> JudgeTable:
    """Sentence MCC of ours, the judge and the best position rule against people, on the captions the judge
    annotated."""
    units = []  # (people, ours, judge, 1-based position)
    items = [s for s in scored if (s.caption.table_idx, s.caption.model) in judge]
    for s in items:
        human = [(h.start, h.end) for h in s.caption.incorrect]
        theirs = judge[(s.caption.table_idx, s.caption.model)]
        for position, sentence in enumerate(sentence_spans(s.caption.text), start=1):
            hit = lambda spans: any(overlaps(sentence, span) for span in spans)  # noqa: E731
            units.append((hit(human), hit(s.predicted), hit(theirs), position))
    rows = [_row("ours", units, lambda u: u[1]), _row("GPT-4 judge (gpt-4-1106-preview)", units, lambda u: u[2])]
    positions = [_row(f"flag from sentence {k} on", units, lambda u, k=k: u[3] >= k) for k in POSITIONS]
    rows.append(max(positions, key=lambda r: -2.0 if r.mcc is None else r.mcc))
    return JudgeTable(len(items), len(units), sum(u[0] for u in units), rows)


def _row(name: str, units, flag) -> JudgeRow:
    tp = sum(1 for u in units if u[0] and flag(u))
    fp = sum(1 for u in units if not u[0] and flag(u))
    fn = sum(1 for u in units if u[0] and not flag(u))
    tn = len(units) - tp - fp - fn
    return JudgeRow(name, tp + fp, matthews(tp, fp, fn, tn))
