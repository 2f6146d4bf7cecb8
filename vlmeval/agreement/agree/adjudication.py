"""Adjudicated labels: where we and people disagree on a sentence, the chart's table decides.

An adjudication file (JSON lines) names one sentence per line by caption id, 0-based sentence index and the
first 12 hex digits of the SHA-1 of its text (so a line never lands on another sentence), with a decision:

* ``error``: people marked the sentence clean, the table shows an error; ``labels`` are added to it;
* ``clean``: people's clean label stands (our flag is a false alarm; ``evidence`` says why);
* ``arguable``: evidence both ways; people's label is kept.

Only ``error`` changes a label. The report shows agreement on people's labels and on the adjudicated ones, side
by side, and says how many sentences changed. The bundled files cover the CHOCOLATE dev copy's false alarms: its
dev half (``adjudications/chocolate-vistext-dev.jsonl``) and its validation half
(``adjudications/chocolate-vistext-dev-validation.jsonl``: held out, it measures and no rule is drawn from it, so
whoever writes rules does not read it); a line whose sentence is not in the set is ignored.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from pathlib import Path

from vlmeval.agreement.agree.judged import JudgedCaption
from vlmeval.agreement.agree.quintd import AgreeInputError
from vlmeval.agreement.agree.vistext import FACTUAL_LABELS

BUNDLED = Path(__file__).parent / "adjudications" / "chocolate-vistext-dev.jsonl"  # the dev half
BUNDLED_VALIDATION = BUNDLED.with_name("chocolate-vistext-dev-validation.jsonl")  # the validation half (held out)
DECISIONS = ("error", "clean", "arguable")


@dataclass(frozen=True, slots=True)
class Adjudication:
    caption_id: str
    sentence: int
    sha1: str
    decision: str
    labels: tuple[str, ...]
    evidence: str


def sentence_sha1(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def read_adjudications(path: Path) -> list[Adjudication]:
    """Every line of ``path``; a malformed line is an error naming the file, the line and the fix."""
    if not path.is_file():
        raise AgreeInputError(f"{path}: no such adjudication file (fix: give a JSON-lines file, or leave out "
                              "--adjudications to use the bundled one)")
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            out.append(_parse(path, number, line))
    return out


def read_bundled() -> list[Adjudication]:
    """The bundled decisions of both halves."""
    return read_adjudications(BUNDLED) + read_adjudications(BUNDLED_VALIDATION)


def _parse(path: Path, number: int, line: str) -> Adjudication:
    fix = ("fix: one object per line with caption_id, sentence (0-based), sha1 (12 hex digits of the sentence's "
           f"SHA-1), decision ({', '.join(DECISIONS)}), labels and evidence")
    try:
        raw = json.loads(line)
        item = Adjudication(str(raw["caption_id"]), int(raw["sentence"]), str(raw["sha1"]), str(raw["decision"]),
                            tuple(str(x) for x in raw.get("labels", [])), str(raw["evidence"]))
    except json.JSONDecodeError as e:
        raise AgreeInputError(f"{path}:{number}: not JSON ({e.msg}) ({fix})") from None
    except (KeyError, TypeError, ValueError) as e:
        raise AgreeInputError(f"{path}:{number}: {type(e).__name__}: {e} ({fix})") from None
    if item.decision not in DECISIONS:
        raise AgreeInputError(f"{path}:{number}: decision {item.decision!r} is not one of {', '.join(DECISIONS)} "
                              f"({fix})")
    unknown = [x for x in item.labels if x not in FACTUAL_LABELS]
    if unknown or (item.decision == "error") != bool(item.labels):
        raise AgreeInputError(f"{path}:{number}: an 'error' decision needs factual labels, the others none; got "
                              f"{list(item.labels)} (fix: labels from {', '.join(FACTUAL_LABELS)})")
    return item


@dataclass(frozen=True, slots=True)
class Adjudicated:
    items: list[JudgedCaption]  # the same verdicts, with the adjudicated labels
    changed: int  # sentences whose label the adjudication changed
    applied: int  # lines that found their sentence
    stale: list[str]  # lines whose caption and index exist but whose sentence text differs


def adjudicate(items: list[JudgedCaption], adjudications: list[Adjudication]) -> Adjudicated:
    """``items`` with each ``error`` decision's labels added to its sentence (people's labels kept otherwise)."""
    by_key = {(a.caption_id, a.sentence): a for a in adjudications}
    out, changed, applied, stale = [], 0, 0, []
    for item in items:
        caption, labels = item.caption, [list(x) for x in item.caption.labels]
        for i, text in enumerate(caption.sentences):
            a = by_key.get((caption.caption_id, i))
            if a is None:
                continue
            if a.sha1 != sentence_sha1(text):
                stale.append(f"{caption.caption_id} sentence {i}: its text differs from the adjudicated one")
                continue
            applied += 1
            if a.decision == "error" and not caption.factual_errors(i):
                labels[i] = sorted(set(labels[i]) | set(a.labels))
                changed += 1
        out.append(JudgedCaption(replace(caption, labels=labels), item.sentences))
    return Adjudicated(out, changed, applied, stale)
