"""``vlmeval score``: re-score recorded descriptions offline, claim by claim."""

from __future__ import annotations

import os
from pathlib import Path

import typer
from rich.console import Console
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
    2 usage error (missing or unreadable file, no figures, output folder not writable, nothing scorable);
    then an existing DIR/scorecards.jsonl is left as it was.
    """
    from vlmeval.scoring import SCORECARDS_FILE, OutputError, score_jsonl

    _check_descriptions(descriptions)
    figure_set = figures_or_fail(figures, suite=suite)
    try:
        # a run that scores nothing fails (exit 2) and so must leave a previous scorecards file as it was
        report = score_jsonl(descriptions, figure_set, out, progress=progress, jobs=jobs or os.cpu_count() or 1,
                             keep_previous_if_none=True)
    except OutputError as e:
        fix = ("move that folder away, or pass another --out" if e.path.name == SCORECARDS_FILE
               else f"pass --out a folder you can create and write to; DIR/{SCORECARDS_FILE} is written in it")
        fail(f"{e} (fix: {fix})", EXIT_USAGE)
    except OSError as e:
        fail(f"{descriptions}: cannot read: {e.strerror or e} (fix: pass a readable descriptions .jsonl file)", EXIT_USAGE)
    for warning in report.warnings:
        err_console.print(f"[yellow]warning[/] {descriptions}:{warning.line}: {warning.reason}", highlight=False, soft_wrap=True)
    for problem in report.problems:
        err_console.print(f"[yellow]skipped[/] {descriptions}:{problem.line}: {problem.reason}", highlight=False, soft_wrap=True)
    if report.skipped > len(report.problems):
        err_console.print(f"... and {report.skipped - len(report.problems)} more skipped line(s)")
    if report.scored == 0:
        _fail_nothing_scored(descriptions, report)
    table = RichTable(title=f"{report.scored} scored, {report.skipped} skipped -> {report.out_path}")
    table.add_column("model", no_wrap=True)  # a model name cut to 'site-de…' names nobody
    table.add_column("n", justify="right")
    for name in METRIC_NAMES:
        table.add_column(name.replace("_", " "), justify="right")
    for model, totals in sorted(report.models.items()):
        means = [totals.mean(name) for name in METRIC_NAMES]
        table.add_row(model, str(totals.n), *("-" if m is None else f"{m:.3f}" for m in means))
    Console(width=max(console.width, 120)).print(table)  # CI logs are 80 columns: keep names and headers whole
    if report.skipped:
        raise typer.Exit(EXIT_SKIPPED)


def _check_descriptions(path: Path) -> None:
    if path.is_dir():
        inside = path / "descriptions.jsonl"
        hint = f"e.g. {inside}" if inside.is_file() else "not the folder that holds it"
        fail(f"{path}: is a folder, not a file (fix: pass the descriptions .jsonl file, {hint})", EXIT_USAGE)
    if not path.is_file():
        fail(f"{path}: no such file (fix: pass a descriptions .jsonl file)", EXIT_USAGE)


def _fail_nothing_scored(descriptions: Path, report) -> None:
    """Exit 2: no line could be scored; the previous scorecards file, if any, was left as it was."""
    kept = f"{report.out_path} left as it was" if report.out_path.exists() else "nothing written"
    if report.skipped:
        fail(f"{descriptions}: no line could be scored; {kept} (fix: see the skipped lines above)", EXIT_USAGE)
    fail(f"{descriptions}: no description in the file; {kept} "
         '(fix: write one JSON object per line: {"figure_id": ..., "model": ..., "text": ...})', EXIT_USAGE)
