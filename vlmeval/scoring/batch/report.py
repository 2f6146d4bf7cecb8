"""What a scoring run did: counts, skipped rows and per-model running sums (flat in the number of rows)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from vlmeval.scoring.batch.rows import LineResult
from vlmeval.records import Metrics

MAX_REPORTED_PROBLEMS = 1_000


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

    def merge(self, other: ModelTotals) -> None:
        self.n += other.n
        for name, value in other.sums.items():
            self.sums[name] = self.sums.get(name, 0.0) + value
            self.counts[name] = self.counts.get(name, 0) + other.counts[name]

    def mean(self, name: str) -> float | None:
        """Mean over the descriptions where the metric was measurable; None if it never was."""
        return self.sums[name] / self.counts[name] if self.counts.get(name) else None


@dataclass
class ScoreReport:
    out_path: Path
    scored: int = 0
    skipped: int = 0
    problems: list[SkippedLine] = field(default_factory=list)  # the first MAX_REPORTED_PROBLEMS skipped lines
    warnings: list[SkippedLine] = field(default_factory=list)  # the first MAX_REPORTED_PROBLEMS warnings: values
    # kept as text or null, characters replaced, descriptions cut at a cap (vlmeval.jsonl, vlmeval.textsafe)
    warned: int = 0
    models: dict[str, ModelTotals] = field(default_factory=dict)
    written: bool = False  # whether out_path was replaced with this run's scorecards
    place: Callable[[int], str] | None = None  # a row number -> where it is ('FILE:LINE', 'FILE row N')
    failed_parts: list[str] = field(default_factory=list)  # partitions that could not be scored, and why

    def where(self, line: int) -> str:
        return self.place(line) if self.place else f"line {line}"

    def record(self, result: LineResult) -> None:
        for note in result.notes:
            self.warned += 1
            if len(self.warnings) < MAX_REPORTED_PROBLEMS:
                self.warnings.append(SkippedLine(result.line, note))
        if result.problem is not None:
            self.skipped += 1
            if len(self.problems) < MAX_REPORTED_PROBLEMS:
                self.problems.append(SkippedLine(result.line, result.problem))
        elif result.metrics is not None:
            self.scored += 1
            self.models.setdefault(result.model, ModelTotals()).add(result.metrics)

    def merge(self, other: ScoreReport) -> None:
        """Add a partition's report (its problems in row order after this one's, up to the cap)."""
        self.scored += other.scored
        self.skipped += other.skipped
        self.warned += other.warned
        self.problems = sorted(self.problems + other.problems, key=lambda p: p.line)[:MAX_REPORTED_PROBLEMS]
        self.warnings = sorted(self.warnings + other.warnings, key=lambda p: p.line)[:MAX_REPORTED_PROBLEMS]
        for model, totals in other.models.items():
            self.models.setdefault(model, ModelTotals()).merge(totals)
