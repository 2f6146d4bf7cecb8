"""``vlmeval score``: re-score recorded descriptions offline, claim by claim."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import typer

from vlmeval.cli.common import (FIGURES_OPTION, SUITE_OPTION, console, err_console, fail, figures_or_fail,
                                print_warning)
from vlmeval.cli.run_figures import figures_for_descriptions
from vlmeval.cli.tables import Column, TextTable, print_table
from vlmeval.records import METRIC_NAMES

EXIT_OK, EXIT_SKIPPED, EXIT_USAGE = 0, 1, 2
ENGINES = ("local", "dask")


def register(app: typer.Typer) -> None:
    app.command("score")(score)


def score(
    descriptions: Path = typer.Argument(..., metavar="DESCRIPTIONS",
                                        help='A .jsonl file of {"figure_id": ..., "model": ..., "text": ...} lines, a '
                                             ".parquet file with those columns, or a folder of Parquet parts "
                                             "(other fields are kept). In a run folder (or the folder itself): "
                                             "scored against the figures its manifest records."),
    out: Path = typer.Option(..., "--out", "-o", help="Output folder (created); the scorecards are written in it (a "
                                                      "scorecards file, or with --engine dask a folder of parts), replaced "
                                                      "when complete."),
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
    output_format: str = typer.Option("jsonl", "--output-format", help="jsonl or parquet (a flat schema: docs/scoring.md)."),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="Show a progress bar on stderr."),
    jobs: int = typer.Option(None, "--jobs", "-j", min=0, show_default="1",
                             help="Worker processes (0: one per CPU core; with --engine dask and no --address: the "
                                  "local cluster's workers, default one per core). The output is the same, in input order."),
    engine: str = typer.Option("local", "--engine", help="local (this machine) or dask (a Dask cluster; the extra "
                                                         "vlmeval\\[dask]; reads Parquet)."),
    address: str = typer.Option(None, "--address", help="With --engine dask: the scheduler of a running cluster, "
                                                         "e.g. tcp://host:8786 (default: start a local one)."),
    from_harness: str = typer.Option(None, "--from", help="DESCRIPTIONS is another harness's output: inspect (an "
                                     "inspect_ai log, .eval or .json), vlmevalkit (a prediction file, .xlsx, .tsv "
                                     "or .csv), lmms-eval (a samples .jsonl). Its answers and failed items are "
                                     "written to OUT (failed ones count as 0); see the integrations page in docs."),
    model: str = typer.Option(None, "--model", help="With --from: the model's name in the scorecards (default: the "
                              "log's model for inspect, else taken from the file name or its folder)."),
) -> None:
    """Score each description claim by claim against its figure's ground truth.

    Writes one scorecard per scorable row and prints a summary per model.
    Rows with malformed JSON, missing fields, an unknown figure id or an
    empty text are reported with their line or row number and skipped.

    With --from, DESCRIPTIONS is an inspect_ai log, a VLMEvalKit prediction
    file or an lmms-eval samples file; rows that match no figure are listed,
    items whose model call failed go to OUT/errors.jsonl (counted as 0).

    Exit codes: 0 every row scored; 1 some rows skipped, failed or matching
    no figure (the rest are written); 2 usage error (a file of the wrong kind
    or without a needed column, unreadable input, Parquet without the
    needed columns, no figures, output not writable, nothing scorable, the dask
    extra missing); then existing scorecards are left as they were.
    """
    from vlmeval.scoring.batch import InputError, OutputError

    _check_options(output_format, engine, address)
    _check_descriptions(descriptions, harness_file=bool(from_harness))
    descriptions = run_descriptions(descriptions)
    figure_set = (figures_or_fail(figures, suite=suite) if from_harness or model
                  else figures_for_descriptions(descriptions, figures, suite))  # a run folder's: from its manifest
    converted = None
    if from_harness or model:
        from vlmeval.cli.score_from import read_harness_output

        converted = read_harness_output(from_harness, model, engine, descriptions, figures, figure_set, out)
        descriptions = converted.path_written
    try:
        report = _run(descriptions, figure_set, out, output_format, engine, address, jobs, progress)
    except KeyboardInterrupt:
        _say_interrupted(descriptions, out, output_format)
    except InputError as e:
        fail(str(e), EXIT_USAGE)
    except OutputError as e:
        kind = "folder" if e.path.is_dir() else "file"
        fix = (f"move that {kind} away, or pass another --out" if e.path.parent == out and e.path.name.startswith("scorecards")
               else "pass --out a folder you can create and write to; the scorecards are written in it")
        fail(f"{e} (fix: {fix})", EXIT_USAGE)
    except OSError as e:
        fail(f"{descriptions}: cannot read: {e.strerror or e} (fix: pass a readable descriptions .jsonl or .parquet file)",
             EXIT_USAGE)
    _print_problems(report)
    if report.scored == 0:
        _fail_nothing_scored(descriptions, report)
    _print_summary(report)
    if report.skipped or (converted is not None and not converted.complete):
        raise typer.Exit(EXIT_SKIPPED)


def run_descriptions(path: Path) -> Path:
    """A run folder given as DESCRIPTIONS is re-scored from its descriptions.jsonl (a folder of Parquet parts
    holds no manifest.json)."""
    if path.is_dir() and (path / "manifest.json").is_file() and (path / "descriptions.jsonl").is_file():
        return path / "descriptions.jsonl"
    return path


def _say_interrupted(descriptions: Path, out: Path, output_format: str) -> NoReturn:
    """Ctrl-C: scorecards are published whole or not at all, so say which and what a re-run does; exit 130."""
    from vlmeval.scoring.batch.output import scorecards_name

    path = out / scorecards_name(output_format)
    kept = f"{path} left as it was" if path.exists() else f"nothing written to {out}"
    err_console.print(f"\ninterrupted: {kept} (scorecards are written whole or not at all). Re-run the same command "
                      f"to score {descriptions} again from its first line.", highlight=False, soft_wrap=True)
    raise typer.Exit(130)


def _check_options(output_format: str, engine: str, address: str | None) -> None:
    from vlmeval.scoring.batch import OUTPUT_FORMATS

    if output_format not in OUTPUT_FORMATS:
        fail(f"--output-format {output_format}: unknown (fix: pass one of {', '.join(OUTPUT_FORMATS)})", EXIT_USAGE)
    if engine not in ENGINES:
        fail(f"--engine {engine}: unknown (fix: pass one of {', '.join(ENGINES)})", EXIT_USAGE)
    if address and engine != "dask":
        fail("--address: only used with --engine dask (fix: add --engine dask, or leave out --address)", EXIT_USAGE)


def _run(descriptions: Path, figure_set, out: Path, output_format: str, engine: str, address: str | None,
         jobs: int | None, progress: bool):
    from vlmeval.scoring.batch import default_jobs, score_file

    if engine == "local":
        # a run that scores nothing fails (exit 2) and so must leave a previous scorecards file as it was
        return score_file(descriptions, figure_set, out, progress=progress, jobs=default_jobs(jobs),
                          keep_previous_if_none=True, output_format=output_format)
    from vlmeval.scoring.engine import EngineUnavailable, score_with_dask

    try:
        return score_with_dask(descriptions, figure_set, out, output_format=output_format, address=address,
                               workers=jobs or None, progress=progress)
    except EngineUnavailable as e:
        fail(str(e), EXIT_USAGE)


def _print_problems(report) -> None:
    for warning in report.warnings:
        print_warning(f"{report.where(warning.line)}: {warning.reason}")
    if report.warned > len(report.warnings):
        err_console.print(f"... and {report.warned - len(report.warnings)} more warning(s)")
    for problem in report.problems:
        err_console.print(f"[yellow]skipped[/] {report.where(problem.line)}: {problem.reason}", highlight=False, soft_wrap=True)
    if report.skipped > len(report.problems):
        err_console.print(f"... and {report.skipped - len(report.problems)} more skipped line(s)")
    for part in report.failed_parts:
        err_console.print(f"[red]failed[/] {part}", highlight=False, soft_wrap=True)


def _print_summary(report) -> None:
    table = TextTable([Column("model"), Column("n", right=True),
                       *(Column(name.replace("_", " "), right=True) for name in METRIC_NAMES)],
                      title=f"{report.scored} scored, {report.skipped} skipped -> {report.out_path}",
                      first=("model", "n", "overall"))
    for model, totals in sorted(report.models.items()):
        means = [totals.mean(name) for name in METRIC_NAMES]
        table.add_row(model, str(totals.n), *("-" if m is None else f"{m:.3f}" for m in means))
    print_table(table, console)


def _check_descriptions(path: Path, harness_file: bool = False) -> None:
    if path.is_dir():
        return  # a folder of Parquet parts; one without any is an InputError naming it
    if not path.is_file():
        fail(f"{path}: no such file (fix: pass a descriptions .jsonl or .parquet file, or a folder of Parquet parts)",
             EXIT_USAGE)
    kind = None if harness_file else binary_kind(path)  # --from reads its own formats (an .eval log is a zip)
    if kind:
        fail(f"{path}: {kind}, not descriptions (fix: pass a descriptions .jsonl or .parquet file; to describe an "
             f"image use 'vlmeval run', and for another harness's output add --from)", EXIT_USAGE)


_MAGIC = {b"\x89PNG": "a PNG image", b"\xff\xd8\xff": "a JPEG image", b"%PDF": "a PDF file", b"PK\x03\x04":
          "a zip archive (an .xlsx or .eval file?)", b"\x1f\x8b": "a gzip file", b"GIF8": "a GIF image"}


def binary_kind(path: Path) -> str | None:
    """What a file that is not text is (None for text, and for Parquet, which 'score' reads): one message for it,
    not one 'not valid JSON' line per line of bytes."""
    try:
        with path.open("rb") as handle:
            head = handle.read(8192)
    except OSError:
        return None  # the reader reports it
    if head.startswith(b"PAR1"):
        return None
    for magic, kind in _MAGIC.items():
        if head.startswith(magic):
            return kind
    if b"\x00" in head:
        return "a binary file (it holds NUL bytes)"
    # a stray byte that is not UTF-8 is read as U+FFFD, line by line; a file mostly of such bytes is not text
    undecodable = head.decode("utf-8", "replace").count("\ufffd")
    return "a binary file (not UTF-8 text)" if head and undecodable > max(16, len(head) // 10) else None


def _fail_nothing_scored(descriptions: Path, report) -> None:
    """Exit 2: no row could be scored; the previous scorecards, if any, were left as they were."""
    kept = f"{report.out_path} left as it was" if report.out_path.exists() else "nothing written"
    if report.skipped:
        fail(f"{descriptions}: no line could be scored; {kept} (fix: see the skipped lines above)", EXIT_USAGE)
    fail(f"{descriptions}: no description in the file; {kept} "
         '(fix: write one JSON object per line: {"figure_id": ..., "model": ..., "text": ...})', EXIT_USAGE)
