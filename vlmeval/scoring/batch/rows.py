"""Scoring rows of a descriptions file in chunks: what a worker does, in any process."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator

from vlmeval.scoring import scorecard as scoring
from vlmeval.claims import MAX_CHARS, MAX_CLAIMS
from vlmeval.groundtruth.load import FigureSet
from vlmeval.records import Metrics

# A chunk (the unit sent to a worker process) holds at most so many rows or characters of text: a few long
# descriptions or a couple of hundred captions, so the cost of sending it stays small beside scoring it.
LINES_PER_TASK = 64
CHARS_PER_TASK = 16_000


@dataclass
class LineResult:
    """What scoring one row gives: a scorecard as JSON, or why the row is skipped."""

    line: int
    size: int  # bytes of a JSONL line (1 for a Parquet row), for the progress bar
    card_json: str | None = None
    model: str | None = None
    metrics: Metrics | None = None
    problem: str | None = None
    notes: list[str] = field(default_factory=list)  # what was changed in reading the row or cut in scoring it


def score_line(number: int, raw: str | dict, figures: FigureSet) -> LineResult:
    """Score one JSONL line (a blank line gives neither a scorecard nor a problem) or one Parquet row."""
    if isinstance(raw, str):
        size = len(raw.encode("utf-8", errors="replace"))
        if not raw.strip():
            return LineResult(number, size)
        desc, fig, problem, notes = scoring.parse_line_cleaned(raw, figures)
    else:
        size = 1
        desc, fig, problem, notes = scoring.parse_object(raw, figures)
    if problem is not None:
        return LineResult(number, size, problem=problem, notes=notes)
    card = scoring.score_description(fig, desc, line=number)
    if card.counts.get("truncated"):
        notes.append(truncated_note(len(desc.text)))
    return LineResult(number, size, card.model_dump_json(), desc.model, card.metrics, notes=notes)


def truncated_note(chars: int) -> str:
    """What a scorecard with ``counts.truncated`` missed: the text past the character cap, or the claims past
    the claim cap."""
    if chars > MAX_CHARS:
        return (f"a description of {chars:,} characters is cut at the {MAX_CHARS:,}-character cap: the "
                f"{chars - MAX_CHARS:,} after it are not scored (counts.truncated: 1)")
    return f"claims stop at the {MAX_CLAIMS:,}-claim cap: the rest of the description is not scored (counts.truncated: 1)"


@dataclass
class Chunk:
    """The results of a chunk of rows (without their scorecards) and the scorecards, ready for the writer:
    JSON lines, or one Arrow record batch for Parquet (built in the worker, so the parent only writes)."""

    results: list[LineResult]
    cards: object


def score_chunk(rows: list[tuple[int, str | dict]], figures: FigureSet, output_format: str) -> Chunk:
    results = [score_line(number, raw, figures) for number, raw in rows]
    cards = [r.card_json for r in results if r.card_json is not None]
    for r in results:
        r.card_json = None  # each scorecard travels once
    if output_format == "parquet":
        from vlmeval.scoring.batch.scorecards import scorecard_batch

        cards = scorecard_batch(cards)
    return Chunk(results, cards)


def chunked(rows: Iterable[tuple[int, str | dict]], max_rows: int = LINES_PER_TASK,
            max_chars: int = CHARS_PER_TASK) -> Iterator[list]:
    chunk: list = []
    chars = 0
    for row in rows:
        chunk.append(row)
        text = row[1] if isinstance(row[1], str) else row[1].get("text")
        chars += len(text) if isinstance(text, str) else 0
        if len(chunk) >= max_rows or chars >= max_chars:
            yield chunk
            chunk, chars = [], 0
    if chunk:
        yield chunk
