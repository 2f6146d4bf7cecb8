"""``vlmeval score``: re-score recorded descriptions offline, claim by claim."""

from __future__ import annotations

import os
from pathlib import Path

import typer
from rich.table import Table as RichTable

from vlmeval.cli.common import FIGURES_OPTION, SUITE_OPTION, console, err_console, fail, figures_or_fail
from vlmeval.records import METRIC_NAMES

EXIT_OK, EXIT_SKIPPED, EXIT_USAGE = 0, 1, 2


def register(app: typer.Typer) -> None:
    app.command("score")(score)


def score(
    descriptions: Path = typer.Argument(..., metavar="DESCRIPTIONS.jsonl",
                                        help='Lines of {"figure_id": ..., "model": ..., "text": ...} (other fields are kept).'),
    out: Path = typer.Option(..., "--out", "-o", help="Output folder; DIR/scorecards.jsonl is written (replaced when complete)."),
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
    progress: bool = typer.Option(True, "--progress/--no-progress", help="Show a progress bar on stderr."),
    jobs: int = typer.Option(1, "--jobs", "-j", min=0,
                             help="Worker processes (0: one per CPU core). The output is the same, in input order."),
) -> None:
    """Score each description claim by claim against its figure's ground truth.

    Writes one scorecard per scorable line to DIR/scorecards.jsonl and prints a summary per model.
    Lines with malformed JSON, an unknown figure id or an empty text are reported with their line number
    and skipped.

    Exit codes: 0 every line scored; 1 some lines skipped (the rest are scored and written);
    2 usage error (missing or unreadable file, no figures, nothing scorable).
    """
    from vlmeval.scoring import score_jsonl

    if not descriptions.is_file():
        fail(f"{descriptions}: no such file; fix: pass a descriptions .jsonl file", EXIT_USAGE)
    figure_set = figures_or_fail(figures, suite=suite)
    try:
        report = score_jsonl(descriptions, figure_set, out, progress=progress, jobs=jobs or os.cpu_count() or 1)
    except OSError as e:
        fail(f"{descriptions}: {e}", EXIT_USAGE)
    for problem in report.problems:
        err_console.print(f"[yellow]skipped[/] {descriptions}:{problem.line}: {problem.reason}", highlight=False, soft_wrap=True)
    table = RichTable(title=f"{report.scored} scored, {report.skipped} skipped -> {report.out_path}")
    table.add_column("model")
    table.add_column("n", justify="right")
    for name in METRIC_NAMES:
        table.add_column(name.replace("_", " "), justify="right")
    for model, totals in sorted(report.models.items()):
        means = [totals.mean(name) for name in METRIC_NAMES]
        table.add_row(model, str(totals.n), *("-" if m is None else f"{m:.3f}" for m in means))
    if report.skipped > len(report.problems):
        err_console.print(f"... and {report.skipped - len(report.problems)} more skipped line(s)")
    console.print(table)
    if report.scored == 0:
        raise typer.Exit(EXIT_USAGE)
    if report.skipped:
        raise typer.Exit(EXIT_SKIPPED)
