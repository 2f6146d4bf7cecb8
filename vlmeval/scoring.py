"""Verdicts -> metrics, counts and the sentence view; descriptions files -> scorecards.jsonl.

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
import os
from bisect import bisect_right
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from operator import attrgetter
from pathlib import Path

from pydantic import ValidationError

from vlmeval.claims import Claim, extract
from vlmeval.claims.text import sentence_spans
from vlmeval.claimtypes import kinds_counting_toward
from vlmeval.files import create_beside, replace_durably
from vlmeval.groundtruth.load import FigureSet
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import ERROR_TYPES, ClaimVerdict, Description, Metrics, Scorecard, SentenceVerdict
from vlmeval.verify import Outcome, context_for, mark_inverted_extremes, mark_non_finite_extremes, verify_claim
from vlmeval.textsafe import clean_value

SCORECARDS_FILE = "scorecards.jsonl"
COUNT_KEYS: tuple[str, ...] = (
    "claims", "checkable", "supported", "contradicted", "unverifiable", *ERROR_TYPES,
    "value_claims", "value_checkable", "value_supported", "trend_claims", "label_claims",
    "cells_known", "cells_correct", "truncated", "ungrounded",
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
    return value


# The models' own validators, called without ``BaseModel.__init__``'s Python wrapper: the same validation and
# the same objects as ``ClaimVerdict(**fields)`` at a fraction of the cost (~150 records per description).
_new_claim_verdict = ClaimVerdict.__pydantic_validator__.validate_python
_new_sentence_verdict = SentenceVerdict.__pydantic_validator__.validate_python
_new_metrics = Metrics.__pydantic_validator__.validate_python


def _verdict(text: str, claim: Claim, outcome: Outcome, sentence: int | None = None) -> ClaimVerdict:
    return _new_claim_verdict({
        "start": claim.start, "end": claim.end, "text": text[claim.start:claim.end], "kind": claim.kind,
        "verdict": outcome.verdict, "error_type": outcome.error_type,
        "expected": _json_safe(outcome.expected), "stated": _json_safe(claim.stated),
        "panel": outcome.panel or claim.panel,
        "row": outcome.row if outcome.row is not None else claim.row,
        "column": outcome.column if outcome.column is not None else claim.column,
        "sentence": sentence, "reason": outcome.reason,
    })


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
    recall_kinds = kinds_counting_toward("value_recall")
    correct_cells = {(v.panel, str(v.row), str(v.column)) for v in verdicts
                     if v.verdict == "supported" and v.kind in recall_kinds}
    counts["claims"] = len(verdicts)
    counts["checkable"] = sum(tally[0] for tally in by_kind.values())
    ungrounded = by_kind.get("ungrounded", [0, 0, 0])
    counts["ungrounded"] = ungrounded[0] - ungrounded[1]  # contradicted ones (never supported)
    value = _tally_for("value_precision", by_kind)
    trend = _tally_for("trend_accuracy", by_kind)
    label = _tally_for("label_accuracy", by_kind)
    counts.update(value_claims=value[2], value_checkable=value[0], value_supported=value[1],
                  trend_claims=trend[2], label_claims=label[2], cells_known=figure.known_cells(),
                  cells_correct=len(correct_cells), truncated=int(truncated))
    hallucination_rate = _ratio(counts["contradicted"], counts["checkable"])
    fields = {
        "value_precision": _ratio(value[1], value[0]),
        "value_recall": _ratio(len(correct_cells), counts["cells_known"]),
        "trend_accuracy": _ratio(trend[1], trend[0]),
        "label_accuracy": _ratio(label[1], label[0]),
        "hallucination_rate": hallucination_rate,
    }
    parts = [fields["value_precision"], fields["value_recall"], fields["trend_accuracy"], fields["label_accuracy"],
             None if hallucination_rate is None else 1.0 - hallucination_rate]
    known = [p for p in parts if p is not None]
    metrics = _new_metrics(fields)
    metrics.overall = sum(known) / len(known) if known and counts["checkable"] else None
    return metrics, counts


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
    return [_new_sentence_verdict({"start": s, "end": e, "n_claims": n, "n_contradicted": c,
                                   "factual": False if c else (True if ok else None)})
            for (s, e), (n, c, ok) in zip(spans, tally)]


def score_text(figure: Figure, text: str) -> ScoredText:
    """Extract the claims of ``text``, verify each against ``figure`` and compute the metrics."""
    claims, doc = extract(text, figure)
    ctx = context_for(figure)
    # the document's lines know their sentences already (split the same way: at sentence ends and newlines)
    spans = [(line.start + a, line.start + b) for line in doc.lines for a, b in line.sentence_spans]
    # each claim's sentence is known from its start, so the record is built with it (no later assignment)
    sentence_of = _sentence_indices([c.start for c in claims], spans)
    verdicts = [_verdict(doc.text, c, verify_claim(c, ctx), i) for c, i in zip(claims, sentence_of)]
    mark_inverted_extremes(claims, verdicts)  # nonsense across claims: a stated maximum below a stated minimum
    mark_non_finite_extremes(claims, verdicts)  # "the highest value is 1e309": the extremum's value is wrong
    metrics, counts = compute_metrics(verdicts, figure, doc.truncated)
    sentences = _sentence_verdicts(spans, verdicts)
    return ScoredText(metrics=metrics, counts=counts, claims=verdicts, sentences=sentences)


def score_description(figure: Figure, description: Description, line: int | None = None) -> Scorecard:
    scored = score_text(figure, description.text)
    extra = {k: v for k, v in (description.model_extra or {}).items() if k not in Scorecard.model_fields}
    return Scorecard(figure_id=description.figure_id, model=description.model, prompt_id=description.prompt_id,
                     line=line, metrics=scored.metrics, counts=scored.counts, claims=scored.claims,
                     sentences=scored.sentences, text=description.text, **extra)


@dataclass
class SkippedLine:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


@dataclass
class ModelTotals:
    """Running sums of one model's metrics (memory stays flat however many lines are scored)."""

    n: int = 0
    sums: dict[str, float] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)

    def add(self, metrics: Metrics) -> None:
        self.n += 1
        for name, value in metrics.model_dump().items():
            if value is not None:
                self.sums[name] = self.sums.get(name, 0.0) + value
                self.counts[name] = self.counts.get(name, 0) + 1

    def mean(self, name: str) -> float | None:
        """Mean over the descriptions where the metric was measurable; None if it never was."""
        return self.sums[name] / self.counts[name] if self.counts.get(name) else None


MAX_REPORTED_PROBLEMS = 1_000


@dataclass
class ScoreReport:
    out_path: Path
    scored: int = 0
    skipped: int = 0
    problems: list[SkippedLine] = field(default_factory=list)  # the first MAX_REPORTED_PROBLEMS skipped lines
    warnings: list[SkippedLine] = field(default_factory=list)  # lines scored after invalid characters were replaced
    models: dict[str, ModelTotals] = field(default_factory=dict)
    written: bool = False  # whether out_path was replaced with this run's scorecards


def parse_line(raw: str, figures: FigureSet) -> tuple[Description | None, Figure | None, str | None]:
    """(description, figure, None) or (None, None, why the line is skipped). Invalid code points (a lone
    surrogate escape) are replaced; see ``parse_line_cleaned`` for how many."""
    desc, fig, problem, _ = parse_line_cleaned(raw, figures)
    return desc, fig, problem


def parse_line_cleaned(raw: str, figures: FigureSet) -> tuple[Description | None, Figure | None, str | None, int]:
    """As ``parse_line``, plus how many invalid characters were replaced with U+FFFD."""
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        return None, None, f"not valid JSON ({e.msg} at column {e.colno}); fix: one JSON object per line", 0
    if not isinstance(data, dict):
        return None, None, "not a JSON object; fix: write {\"figure_id\": ..., \"model\": ..., \"text\": ...}", 0
    data, replaced = clean_value(data)
    desc, fig, problem = _validated(data, figures)
    return desc, fig, problem, replaced


def _validated(data: dict, figures: FigureSet) -> tuple[Description | None, Figure | None, str | None]:
    try:
        desc = Description.model_validate(data)
    except ValidationError as e:
        return None, None, _bad_fields(e)
    if not desc.text.strip():
        return None, None, "empty text; fix: record the model's description or drop the line"
    if desc.figure_id not in figures.figures:
        return None, None, (f"unknown figure id {desc.figure_id!r}; fix: use an id from 'vlmeval gt list' "
                            "or pass --figures")
    return desc, figures.figures[desc.figure_id], None


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


@dataclass
class LineResult:
    """What scoring one line of a descriptions file gives: a scorecard as JSON, or why the line is skipped."""

    line: int
    size: int  # bytes of the line, for the progress bar
    card_json: str | None = None
    model: str | None = None
    metrics: Metrics | None = None
    problem: str | None = None
    replaced: int = 0  # invalid characters (lone surrogates, noncharacters) replaced with U+FFFD before scoring


def score_line(number: int, raw: str, figures: FigureSet) -> LineResult:
    """Score one line of a descriptions file (a blank line gives neither a scorecard nor a problem)."""
    size = len(raw.encode("utf-8", errors="replace"))
    if not raw.strip():
        return LineResult(number, size)
    desc, fig, problem, replaced = parse_line_cleaned(raw, figures)
    if problem is not None:
        return LineResult(number, size, problem=problem, replaced=replaced)
    card = score_description(fig, desc, line=number)
    return LineResult(number, size, card.model_dump_json(), desc.model, card.metrics, replaced=replaced)


class OutputError(OSError):
    """The output folder cannot be created, or the scorecards cannot be written in it. ``path``: the folder
    or file at fault; ``reason``: what went wrong, in words."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path, self.reason = path, reason


def score_jsonl(descriptions: Path, figures: FigureSet, out_dir: Path, progress: bool = True,
                jobs: int = 1, keep_previous_if_none: bool = False) -> ScoreReport:
    """Score every line of a descriptions file, streaming, into ``out_dir/scorecards.jsonl``.

    The scorecards are written to a temporary file in ``out_dir`` and renamed over ``scorecards.jsonl``
    only when every line has been read, so an existing scorecards file is never left half-written.
    ``keep_previous_if_none``: when no line could be scored, the temporary file is discarded and an existing
    scorecards file is left as it was (``report.written`` is False).
    Lines that cannot be scored are skipped and reported with their line number.
    ``jobs`` > 1 scores in that many worker processes; the output is the same, line for line, in input order.
    Raises ``OutputError`` when the output folder is at fault, another ``OSError`` when the input is.
    """
    descriptions = Path(descriptions)
    out_dir = Path(out_dir)
    report = ScoreReport(out_path=out_dir / SCORECARDS_FILE)
    # utf-8-sig: a byte order mark at the start (files saved by Windows tools) is not part of the first line
    with descriptions.open("r", encoding="utf-8-sig", errors="replace") as src:
        created = _missing_folders(out_dir)
        try:
            fd, tmp = _create_output(out_dir, report.out_path)
        except OutputError:
            _discard(None, created)
            raise
        pool = None
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                pool = _worker_pool(figures, jobs) if jobs > 1 else None  # started before the progress bar's thread
                size = descriptions.stat().st_size
                bar = _progress(descriptions) if progress else None
                _score_lines_into(src, out, figures, pool, jobs, report, bar, size)
            if report.scored or not keep_previous_if_none:
                _publish(tmp, report.out_path)
                report.written = True
            else:
                _discard(tmp, created)
        except BaseException:
            _discard(tmp, created)
            raise
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)
    return report


def _missing_folders(folder: Path) -> list[Path]:
    """``folder`` and those of its parents that do not exist yet, deepest first."""
    missing = []
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


def _discard(tmp: Path | None, created: list[Path]) -> None:
    """Remove the temporary file, and the folders this run created if they are empty: a failed run leaves
    the output place as it found it."""
    if tmp is not None:
        tmp.unlink(missing_ok=True)
    for folder in created:
        try:
            folder.rmdir()
        except OSError:
            return


def _create_output(out_dir: Path, dest: Path) -> tuple[int, Path]:
    """The output folder (created) and a new temporary file in it; OutputError naming the folder if it fails."""
    if out_dir.exists() and not out_dir.is_dir():
        raise OutputError(out_dir, "is a file, not a folder")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OutputError(out_dir, f"cannot create the folder: {e.strerror or e}") from e
    if dest.is_dir():
        raise OutputError(dest, "is a folder; the scorecards file cannot take its place")
    try:
        return create_beside(dest)
    except OSError as e:
        raise OutputError(out_dir, f"cannot write in this folder: {e.strerror or e}") from e


@contextmanager
def _writing(report: ScoreReport):
    """An OSError while writing the scorecards is the output folder's: an OutputError naming it."""
    try:
        yield
    except OSError as e:
        raise OutputError(report.out_path.parent, f"cannot write the scorecards: {e.strerror or e}") from e


def _publish(tmp: Path, dest: Path) -> None:
    try:
        replace_durably(tmp, dest)
    except OSError as e:
        raise OutputError(dest, f"cannot be replaced: {e.strerror or e}") from e


def _score_lines_into(src, out, figures: FigureSet, pool, jobs: int, report: ScoreReport, bar, size: int) -> None:
    """Score each line of ``src`` and write its scorecard to ``out``; ``bar``: a progress bar or None."""
    task = bar.add_task("scoring", total=size) if bar else None
    try:
        lines = enumerate(src, start=1)
        results = (_scored_in_order(pool, lines, jobs) if pool is not None
                   else (score_line(number, raw, figures) for number, raw in lines))
        for result in results:
            if bar is not None:
                bar.advance(task, result.size)
            with _writing(report):
                _record(result, out, report)
        with _writing(report):
            out.flush()  # a full disk may show only here
    finally:
        if bar is not None:
            bar.stop()


def _record(result: LineResult, out, report: ScoreReport) -> None:
    if result.replaced and len(report.warnings) < MAX_REPORTED_PROBLEMS:
        report.warnings.append(SkippedLine(result.line, f"{result.replaced} invalid character(s) (a lone surrogate or "
                                                        "a noncharacter) replaced with U+FFFD before scoring"))
    if result.problem is not None:
        report.skipped += 1
        if len(report.problems) < MAX_REPORTED_PROBLEMS:
            report.problems.append(SkippedLine(result.line, result.problem))
    elif result.card_json is not None:
        out.write(result.card_json + "\n")
        report.scored += 1
        report.models.setdefault(result.model, ModelTotals()).add(result.metrics)


# ---- worker processes --------------------------------------------------------------------------------------
LINES_PER_TASK = 16
_worker_figures: FigureSet | None = None


def _init_worker(figures: FigureSet) -> None:
    global _worker_figures
    _worker_figures = figures


def _score_lines(lines: list[tuple[int, str]]) -> list[LineResult]:
    return [score_line(number, raw, _worker_figures) for number, raw in lines]


def _worker_pool(figures: FigureSet, jobs: int):
    """``jobs`` worker processes holding the figures. Forked where the platform can, before ``score_jsonl``
    starts its progress-bar thread, so a child cannot inherit a lock that thread holds; spawned elsewhere."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_all_start_methods, get_context

    method = "fork" if "fork" in get_all_start_methods() else "spawn"
    pool = ProcessPoolExecutor(jobs, mp_context=get_context(method), initializer=_init_worker, initargs=(figures,))
    pool.submit(int).result()  # start the workers now
    return pool


def _scored_in_order(pool, lines, jobs: int):
    """Results of every line, in input order. At most ``4 * jobs`` tasks of ``LINES_PER_TASK`` lines are in
    flight, so memory stays flat however long the file is."""
    from collections import deque
    from itertools import islice

    pending: deque = deque()
    while True:
        while len(pending) < 4 * jobs:
            chunk = list(islice(lines, LINES_PER_TASK))
            if not chunk:
                break
            pending.append(pool.submit(_score_lines, chunk))
        if not pending:
            return
        yield from pending.popleft().result()


def _progress(path: Path):
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn

    from vlmeval.console import err_console

    bar = Progress(TextColumn(f"scoring {path.name}"), BarColumn(), DownloadColumn(), TimeRemainingColumn(),
                   console=err_console, transient=True)
    bar.start()
    return bar
