"""Verdicts -> metrics, counts and the sentence view; one description -> its scorecard.

Reading descriptions files and writing scorecards (JSONL or Parquet, worker processes) is ``vlmeval.scoring.batch``.

Metrics (each None when there is nothing to measure, never 0 or 1 by default):
    value_precision     supported value claims / checkable value claims
    value_recall        known cells stated correctly at their place / known cells of the figure
    trend_accuracy      supported trend claims / checkable trend claims
    label_accuracy      supported label claims / checkable label claims
    hallucination_rate  contradicted claims (any error type) / checkable claims; an ungrounded claim (a
                        cause, forecast or benchmark the chart cannot show) is a contradicted claim of
                        error type hallucination, so it counts once, like any other; counts["ungrounded"]
                        says how many of them there are
    overall             mean of the available values among value_precision, value_recall,
                        trend_accuracy, label_accuracy and (1 - hallucination_rate); None when
                        no claim is checkable
A claim is checkable when its verdict is supported or contradicted (not unverifiable).
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, fields as dataclass_fields
from operator import attrgetter
from typing import Callable

from pydantic import ValidationError

from vlmeval import jsonl
from vlmeval.claims import Claim
from vlmeval.claims.language import UNSUPPORTED, language_of
from vlmeval.claims.pasted import Pasted, read_pasted
from vlmeval.claims.text import sentence_spans
from vlmeval.claimtypes import (BUILTIN_KINDS, CELL_METRIC, CLAIM_TYPES, COUNTED_METRICS, METRIC_COUNTS,
                                contradiction_counts, kinds_counting_toward)
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.load import FigureSet
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import (ERROR_TYPES, VERDICTS, ClaimVerdict, Description, Metrics, Scorecard, SentenceVerdict,
                             trusted)
from vlmeval.claims.pipeline import Pipeline, default_pipeline
from vlmeval.collector import fewer_sweeps
from vlmeval.verify import Outcome, context_for
from vlmeval.textsafe import clean_value

SCORECARDS_FILE = "scorecards.jsonl"
# The counts of every scorecard; those of the per-type metrics and claim types are read from the registry.
COUNT_KEYS: tuple[str, ...] = (
    "claims", "checkable", "supported", "contradicted", "unverifiable", *ERROR_TYPES,
    *(key for keys in METRIC_COUNTS.values() for key in keys), "cells_known", "cells_correct", "truncated",
    *(key for kind, key in contradiction_counts().items() if kind in BUILTIN_KINDS),
)


@dataclass
class ScoredText:
    metrics: Metrics
    counts: dict[str, int]
    claims: list[ClaimVerdict]
    sentences: list[SentenceVerdict]


_PLAIN = frozenset({str, int, float, bool})


def _ratio(num: int, den: int) -> float | None:
    return None if den == 0 else num / den


def _json_safe(value):
    if value is None or type(value) in _PLAIN:
        return value
    if isinstance(value, tuple):
        return [_json_safe(v) for v in value]
    if isinstance(value, list):
        return [_json_safe(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if hasattr(type(value), "__dataclass_fields__"):  # a record inside a payload (a number or date as read)
        return _payload_json(value)
    return value


# The models' own validators, called without ``BaseModel.__init__``'s Python wrapper: the same validation and
# the same objects as ``ClaimVerdict(**fields)``, for the records whose fields are not known to be of their types.
_new_claim_verdict = ClaimVerdict.__pydantic_validator__.validate_python
_new_metrics = Metrics.__pydantic_validator__.validate_python
_VERDICTS = frozenset(VERDICTS)
_ERROR_TYPES = frozenset((None, *ERROR_TYPES))
_KEY_TYPES = frozenset({int, float, str})  # ``Key``'s types, which validation keeps as they are (not a bool)
_OPTIONAL_KEY = _KEY_TYPES | {type(None)}
_OPTIONAL_TEXT = frozenset({str, type(None)})
_OPTIONAL_INT = frozenset({int, type(None)})
_PLAIN_OR_NONE = _PLAIN | {type(None)}  # values written as they are (``_json_safe`` returns them unchanged)
# (verdict, error type) pairs validation keeps as they are: a verdict of ``VERDICTS`` and an error type of
# ``ERROR_TYPES`` or None, tested in one look-up
_OUTCOME_PAIRS = frozenset((v, e) for v in _VERDICTS for e in _ERROR_TYPES)


def _verdict(text: str, claim: Claim, outcome: Outcome, sentence: int | None = None) -> ClaimVerdict:
    panel = outcome.panel or claim.panel
    row = outcome.row
    if row is None:
        row = claim.row
    column = outcome.column
    if column is None:
        column = claim.column
    expected, stated, start, end = outcome.expected, claim.stated, claim.start, claim.end
    kind, verdict, error_type, reason = claim.kind, outcome.verdict, outcome.error_type, outcome.reason
    fields = {
        "start": start, "end": end, "text": text[start:end], "kind": kind,
        "verdict": verdict, "error_type": error_type,
        "expected": expected if type(expected) in _PLAIN_OR_NONE else _json_safe(expected),
        "stated": stated if type(stated) in _PLAIN_OR_NONE else _json_safe(stated),
        "panel": panel, "row": row, "column": column,
        "sentence": sentence, "reason": reason, "payload": _payload_json(claim.payload),
    }
    # ~75 records per description: when every field is already of its type (the usual case), the record is built
    # as validation would build it, without running it; anything else (an unregistered kind, a key of another
    # type) is validated, and fails as before
    if ((verdict, error_type) in _OUTCOME_PAIRS and kind in CLAIM_TYPES and type(panel) in _OPTIONAL_TEXT
            and type(reason) in _OPTIONAL_TEXT and type(row) in _OPTIONAL_KEY and type(column) in _OPTIONAL_KEY
            and type(start) is int and type(end) is int and type(sentence) in _OPTIONAL_INT):
        return trusted(ClaimVerdict, fields)
    return _new_claim_verdict(fields)


# payload class -> its field names and a getter of their values (one C call), read once per class
_PAYLOAD_FIELDS: dict[type, tuple[tuple[str, ...], Callable]] = {}


def _payload_json(payload) -> dict | None:
    """A claim's payload (a dataclass) as a JSON object of its fields; None when the claim carries none."""
    if payload is None:
        return None
    known = _PAYLOAD_FIELDS.get(type(payload))
    if known is None:
        names = tuple(f.name for f in dataclass_fields(payload))
        known = _PAYLOAD_FIELDS[type(payload)] = (names, _values_of(names))
    names, values = known
    got = values(payload)
    if _PLAIN_OR_NONE.issuperset(map(type, got)):  # the usual case: every field a number, text or None
        return dict(zip(names, got))
    return {name: value if type(value) in _PLAIN_OR_NONE else _json_safe(value) for name, value in zip(names, got)}


def _values_of(names: tuple[str, ...]) -> Callable:
    """A function giving the values of the fields ``names`` of an object, as a tuple."""
    if len(names) > 1:
        return attrgetter(*names)  # a tuple of the values, in one C call
    return lambda record: tuple(getattr(record, name) for name in names)


_OUTCOME_OF = attrgetter("verdict", "kind", "error_type")


def compute_metrics(verdicts: list[ClaimVerdict], figure: Figure, truncated: bool = False) -> tuple[Metrics, dict[str, int]]:
    """The metrics and counts of one description's verdicts. Which claim types feed which metric is read
    from the claim-type registry (``vlmeval.claimtypes``), so a newly registered type counts where it says."""
    counts = dict.fromkeys(COUNT_KEYS, 0)
    by_kind: dict[str, list[int]] = {}  # kind -> [checkable, supported, claims]
    # the few distinct (verdict, kind, error type) triples, counted in C, then tallied once each
    for (verdict, kind, error_type), n in Counter(map(_OUTCOME_OF, verdicts)).items():
        counts[verdict] += n
        if error_type:
            counts[error_type] += n
        tally = by_kind.setdefault(kind, [0, 0, 0])
        tally[2] += n
        if verdict != "unverifiable":
            tally[0] += n
            if verdict == "supported":
                tally[1] += n
    recall_kinds = kinds_counting_toward(CELL_METRIC)
    correct_cells = {(v.panel, str(v.row), str(v.column)) for v in verdicts
                     if v.verdict == "supported" and v.kind in recall_kinds}
    counts["claims"] = len(verdicts)
    counts["checkable"] = sum(tally[0] for tally in by_kind.values())
    for kind, key in contradiction_counts().items():  # e.g. ungrounded: its contradicted claims (never supported)
        checkable, supported, _ = by_kind.get(kind, (0, 0, 0))
        counts[key] = counts.get(key, 0) + checkable - supported
    # the figure's known cells, counted once per figure (every description of it asks)
    counts.update(cells_known=derived(figure, "known_cells", Figure.known_cells), cells_correct=len(correct_cells),
                  truncated=int(truncated))
    fields = {}
    for metric in COUNTED_METRICS:  # in the registry's order, which is also the order ``overall`` sums them in
        if metric == CELL_METRIC:
            fields[metric] = _ratio(len(correct_cells), counts["cells_known"])
            continue
        checkable, supported, claims = _tally_for(metric, by_kind)
        fields[metric] = _ratio(supported, checkable)
        counts.update(zip(METRIC_COUNTS.get(metric, ()), (claims, checkable, supported)))
    hallucination_rate = _ratio(counts["contradicted"], counts["checkable"])
    parts = [*fields.values(), None if hallucination_rate is None else 1.0 - hallucination_rate]
    fields["hallucination_rate"] = hallucination_rate
    known = [p for p in parts if p is not None]
    # set before the record is built: assigning to a built record goes through pydantic's __setattr__
    fields["overall"] = sum(known) / len(known) if known and counts["checkable"] else None
    return _new_metrics(fields), counts


def _tally_for(metric: str, by_kind: dict[str, list[int]]) -> list[int]:
    """[checkable, supported, claims] summed over the claim types that count toward ``metric``."""
    total = [0, 0, 0]
    for kind in kinds_counting_toward(metric):
        tally = by_kind.get(kind)
        if tally is not None:
            total[0] += tally[0]
            total[1] += tally[1]
            total[2] += tally[2]
    return total


def sentence_view(text: str, verdicts: list[ClaimVerdict], spans: list[tuple[int, int]] | None = None) -> list[SentenceVerdict]:
    """Sentences (and table lines) with their claims; a sentence is non-factual if any claim in it is contradicted.
    Sets each verdict's ``sentence``.

    ``spans``: the sentence spans of ``text`` when already known (``sentence_spans(text)`` otherwise)."""
    spans = sentence_spans(text) if spans is None else spans
    if spans:
        for verdict, i in zip(verdicts, _sentence_indices([v.start for v in verdicts], spans)):
            verdict.sentence = i
    return _sentence_verdicts(spans, verdicts)


def _sentence_indices(starts: list[int], spans: list[tuple[int, int]]) -> list[int | None]:
    """The sentence of each claim start: the first span ending after it (the last span for starts beyond the
    last end); None for every start when there are no spans. ``spans`` are in text order."""
    if not spans:
        return [None] * len(starts)
    ends = [e for _, e in spans]
    last = len(spans) - 1
    return [min(bisect_right(ends, start), last) for start in starts]


def _sentence_verdicts(spans: list[tuple[int, int]], verdicts: list[ClaimVerdict]) -> list[SentenceVerdict]:
    """One SentenceVerdict per span, from the verdicts' ``sentence`` (set by ``_sentence_indices``)."""
    if not spans:
        return []
    tally = [[0, 0, 0] for _ in spans]  # claims, contradicted, supported
    for v in verdicts:
        row = tally[v.sentence]
        row[0] += 1
        if v.verdict == "contradicted":
            row[1] += 1
        elif v.verdict == "supported":
            row[2] += 1
    # every field is an int or a bool counted here: built as validation would build it (``records.trusted``)
    return [trusted(SentenceVerdict, {"start": s, "end": e, "n_claims": n, "n_contradicted": c,
                                      "factual": False if c else (True if ok else None)})
            for (s, e), (n, c, ok) in zip(spans, tally)]


def evaluate_text(figure: Figure, text: str, pipeline: Pipeline | None = None) -> ScoredText:
    """Extract the claims of ``text``, verify each against ``figure`` and compute the metrics (with ``pipeline``:
    its claim types alone, e.g. ``pipeline_of((line_prose.ENTRY,))``; default: every registered one). The
    collector sweeps less often meanwhile (``vlmeval.collector``: most of what a description allocates is freed at
    once, and the default sweeps cost ~8% of the time)."""
    with fewer_sweeps():
        return _evaluate_text(figure, text, pipeline or default_pipeline())


def _evaluate_text(figure: Figure, text: str, pipeline: Pipeline) -> ScoredText:
    pasted = read_pasted(text)  # read as a person reads it; spans are mapped back to ``text`` at the end
    claims, doc = pipeline.extract(pasted.text, figure)
    ctx = context_for(figure, doc.text, doc)
    # the document's lines know their sentences already (split the same way: at sentence ends and newlines)
    spans = [(line.start + a, line.start + b) for line in doc.lines for a, b in line.sentence_spans]
    # each claim's sentence is known from its start, so the record is built with it (no later assignment)
    sentence_of = _sentence_indices([c.start for c in claims], spans)
    verdicts = [_verdict(doc.text, c, pipeline.verify(c, ctx), i) for c, i in zip(claims, sentence_of)]
    verdicts = pipeline.cross_check(ctx, claims, verdicts, spans)  # over the whole description (CROSS_CHECKS)
    metrics, counts = compute_metrics(verdicts, figure, doc.truncated)
    sentences = _sentence_verdicts(spans, verdicts)
    if pasted.changed:
        _point_into(pasted, verdicts, sentences)
    return ScoredText(metrics=metrics, counts=counts, claims=verdicts, sentences=sentences)


def _point_into(pasted: Pasted, verdicts: list[ClaimVerdict], sentences: list) -> None:
    """Claim and sentence spans of the normalised text, moved to the text as written (``claims.pasted``)."""
    for v in verdicts:
        v.start, v.end = pasted.span(v.start, v.end)
        v.text = pasted.original[v.start:v.end]
    for s in sentences:
        s.start, s.end = pasted.span(s.start, s.end)


_last_language: list = [None, None]  # [text, its language]: the text read last, by identity


def _language(text: str) -> str:
    """``language_of(text)``, kept for the text read last: reading a line (``_cleaned``) and scoring it
    (``score_description``) both ask, about the same string object."""
    if _last_language[0] is not text:
        _last_language[:] = [text, language_of(text)]
    return _last_language[1]


def score_description(figure: Figure, description: Description, line: int | None = None) -> Scorecard:
    extra = {k: v for k, v in (description.model_extra or {}).items() if k not in Scorecard.model_fields}
    if _language(description.text) == UNSUPPORTED:  # not checked: no claim, nothing measured (never scored as right)
        scored = ScoredText(metrics=Metrics(), counts={}, claims=[], sentences=[])
        extra["language"] = UNSUPPORTED
    else:
        scored = evaluate_text(figure, description.text)
    return Scorecard(figure_id=description.figure_id, model=description.model, prompt_id=description.prompt_id,
                     line=line, metrics=scored.metrics, counts=scored.counts, claims=scored.claims,
                     sentences=scored.sentences, text=description.text, **extra)


def parse_line(raw: str, figures: FigureSet) -> tuple[Description | None, Figure | None, str | None]:
    """(description, figure, None) or (None, None, why the line is skipped). Invalid code points (a lone
    surrogate escape) are replaced, and values JSON lines cannot keep as they are (``vlmeval.jsonl``) kept as
    text or null; see ``parse_line_cleaned`` for what was changed."""
    desc, fig, problem, _ = parse_line_cleaned(raw, figures)
    return desc, fig, problem


def parse_line_cleaned(raw: str, figures: FigureSet) -> tuple[Description | None, Figure | None, str | None, list[str]]:
    """As ``parse_line``, plus a note for each change made in reading the line (for a warning)."""
    try:
        data, notes = jsonl.loads(raw)
    except json.JSONDecodeError as e:
        return None, None, f"not valid JSON ({e.msg} at column {e.colno}); fix: one JSON object per line", []
    if not isinstance(data, dict):
        return None, None, "not a JSON object; fix: write {\"figure_id\": ..., \"model\": ..., \"text\": ...}", []
    return _cleaned(data, figures, notes)


def _cleaned(data: dict, figures: FigureSet, notes: list[str]):
    data, replaced = clean_value(data)
    if replaced:
        notes.append(f"{replaced} invalid character(s) (a lone surrogate or a noncharacter) replaced with U+FFFD "
                     "before scoring")
    desc, fig, problem = _validated(data, figures)
    if desc is not None and _language(desc.text) == UNSUPPORTED:
        notes.append("the description is not in a language the claim readers read (English): scored as "
                     "'language: unsupported', its claims not checked")
    return desc, fig, problem, notes


def _validated(data: dict, figures: FigureSet) -> tuple[Description | None, Figure | None, str | None]:
    try:
        desc = Description.model_validate(data)
    except ValidationError as e:
        return None, None, _bad_fields(e)
    if not desc.text.strip():
        return None, None, "empty text; fix: record the model's description or drop the line"
    known = figures.resolve(desc.figure_id)
    if known is None:
        return None, None, f"unknown figure id {desc.figure_id!r}; fix: {figures.suggest(desc.figure_id)}, or pass --figures"
    if known != desc.figure_id:  # the id as typed, in other case: the figure's own id from here on
        desc = desc.model_copy(update={"figure_id": known})
    return desc, figures.figures[known], None


def _bad_fields(e: ValidationError) -> str:
    """What is wrong with a description's fields, and a fix naming just those fields."""
    errors = e.errors()
    problems = ", ".join(".".join(str(p) for p in err["loc"]) + f" ({err['msg']})" for err in errors)
    names = list(dict.fromkeys(str(err["loc"][0]) for err in errors if err["loc"]))
    if not names:
        return f"bad description: {problems}; fix: give figure_id, model and text as strings"
    if len(names) == 1:
        return f"bad description: {problems}; fix: give {names[0]} as a string"
    return f"bad description: {problems}; fix: give {', '.join(names[:-1])} and {names[-1]} as strings"


def parse_object(data: dict, figures: FigureSet) -> tuple[Description | None, Figure | None, str | None, list[str]]:
    """As ``parse_line_cleaned``, for a row already read as an object (a Parquet row)."""
    data, notes = jsonl.settle(data)
    return _cleaned(data, figures, notes)

