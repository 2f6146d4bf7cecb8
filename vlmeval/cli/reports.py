"""``vlmeval leaderboard``, ``vlmeval compare`` and ``vlmeval report``: what users read after a run."""

from __future__ import annotations

from pathlib import Path

import typer
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape

from vlmeval.cli.tables import WIDER, Column, TextTable, print_table
from vlmeval.cli.common import FIGURES_OPTION, SUITE_OPTION, console, err_console, fail, print_error
from vlmeval.cli.run_figures import figures_for_runs

if TYPE_CHECKING:  # pandas loads in ~1 s: imported by the commands that need it, not by every `vlmeval` call
    from vlmeval.reporting.compare import Comparison
    from vlmeval.reporting.leaderboard import Run, Skipped

FORMAT_NAMES = "md, csv, html, latex, json"
# a terminal's leaderboard: the columns kept first where the width is short, most important first
LEADERBOARD_FIRST = ("group", "rank", "model", "overall (attempted)", "coverage", "prompt", "failure rate", "figures",
                     "overall (scored)", "hallucination rate ↓", "value precision", "value recall", "trend accuracy",
                     "label accuracy", "repeats", "descriptions", "run", "CI overlaps rank")
LEADERBOARD_COUNTS = ("rank", "repeats", "figures", "coverage", "descriptions", "failure rate")

RUNS_ARGUMENT = typer.Argument(..., metavar="RUN_DIR...", help="Run directories (or scorecards.jsonl files, or a folder "
                                                                "of runs such as the --out of 'run --config'). A folder "
                                                                "that holds no readable run is listed as skipped, with "
                                                                "the reason.")


def _readable_runs(paths: list[Path]) -> tuple[list[Run], list[Skipped]]:
    """Every readable run; each folder that is not one is listed on stderr with the reason, and the rest go
    on (``runs/*`` over a folder left by a crash). Exit 2 only when no run at all can be read."""
    from vlmeval.reporting.leaderboard import gather_runs

    runs, skipped = gather_runs(paths)
    if not runs:
        for s in skipped[:-1]:
            print_error(f"{s.path}: {s.reason}")
        last = skipped[-1] if skipped else None
        fail(f"{last.path}: {last.reason}" if last else "no run directory given (fix: pass RUN_DIR...)")
    for s in skipped:
        err_console.print(f"[yellow]skipped[/] {escape(str(s.path))}: {escape(s.reason)}", highlight=False, soft_wrap=True)
    return runs, skipped


def _write(text: str, out: Path | None) -> None:
    if out is None:
        typer.echo(text, nl=False)
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    err_console.print(f"wrote {out}", highlight=False)


def leaderboard_command(
    ctx: typer.Context,
    runs: list[Path] = RUNS_ARGUMENT,
    fmt: str = typer.Option("md", "--format", "-f", help=f"Output format: {FORMAT_NAMES}."),
    out: Path = typer.Option(None, "--out", "-o", help="Write to this file instead of standard output."),
    by: str = typer.Option(None, "--by", help="Break down by figure, kind or tag:<name> (e.g. tag:values_printed): "
                           "one block of ranked rows per group. Default: no breakdown, one row per model, prompt "
                           "and run over all its figures."),
    plot: Path = typer.Option(None, "--plot", help="Also draw a PNG bar chart of the metrics with their intervals."),
    all_figures: bool = typer.Option(False, "--all-figures", help="Rank each run on all of its own figures, with a "
                                     "coverage column. Default: where the runs cover different figures, rank them on "
                                     "the figures they all share."),
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
) -> None:
    """One row per (model, prompt): n figures, n descriptions, failure rate, each metric's mean with a 95%
    bootstrap interval; ranked by overall, shared ranks and overlapping intervals marked."""
    from vlmeval.reporting.leaderboard import (FORMATS, bar_chart, check_by, footnote, leaderboard, ranking_basis, render,
                                     skipped_note)

    if fmt not in FORMATS:
        fail(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
    try:
        check_by(by)
    except ValueError as e:
        fail(str(e))
    if plot is not None and by is not None:
        fail("--plot: draws the overall leaderboard, not a breakdown by group (fix: leave out --by, or draw the "
             "plot in a second command without --by)")
    loaded, skipped = _readable_runs(runs)
    needs_figures = by in ("kind",) or (by or "").startswith("tag:")
    figure_set = figures_for_runs(loaded, figures, suite) if needs_figures else None
    try:
        check_by(by, figure_set)  # a tag must be one the figures have
    except ValueError as e:
        fail(str(e))
    table = leaderboard(loaded, by=by, figures=figure_set, all_figures=all_figures)
    if table.empty:
        fail("the runs hold no scorecard and no failed item")
    note = ranking_basis(loaded, all_figures).note()
    if out is None and console.is_terminal and ctx.get_parameter_source("fmt").name == "DEFAULT":
        print_ranked(table, note, console, to_see="a wider terminal, --format md (or csv, json), or piping to a file")
        console.print(f"\n{footnote()}", highlight=False)
    elif fmt == "md":
        head = f"{note}\n\n" if note else ""
        _write(head + render(table, fmt) + "\n" + footnote() + "\n" + (f"\n{skipped_note(skipped)}\n" if skipped else ""),
               out)
    else:
        if note:
            err_console.print(note, highlight=False, soft_wrap=True)
        _write(render(table, fmt), out)
    if plot is not None:
        err_console.print(f"wrote {bar_chart(table, plot)}", highlight=False)


# what names a row; where two rows share all of these, the first other column that tells them apart is kept with them
ROW_NAME = ("group", "model", "prompt")
TELLING = ("run", "repeats", "figures", "descriptions")


def telling_first(shown) -> tuple[str, ...]:
    """LEADERBOARD_FIRST, with the column that tells alike rows apart (two runs of one model and prompt: ``run``)
    moved up beside the names, so that a narrow terminal never shows two rows that read the same."""
    names = [c for c in ROW_NAME if c in shown.columns]
    if not names or not shown[names].duplicated().any():
        return LEADERBOARD_FIRST
    for column in (c for c in TELLING if c in shown.columns):
        if not shown[[*names, column]].astype(str).duplicated().any():
            at = LEADERBOARD_FIRST.index("overall (attempted)")
            rest = tuple(c for c in LEADERBOARD_FIRST if c != column)
            return (*rest[:at], column, *rest[at:])
    return LEADERBOARD_FIRST


def print_ranked(table, note: str | None, out: Console, *, title: str | None = None, drop: tuple[str, ...] = (),
                 to_see: str = WIDER) -> None:
    """A leaderboard as the table renderer prints it: in a terminal the key columns first, each interval on one
    line, the rest named; the line saying which figures the ranks compare above it."""
    from vlmeval.reporting.leaderboard import display_frame

    shown = display_frame(table).drop(columns=list(drop))
    if note:
        out.print(note, highlight=False)
    rich = TextTable([Column(c, right=c in LEADERBOARD_COUNTS, wrap=c == "CI overlaps rank") for c in shown.columns],
                     title=title, first=telling_first(shown))
    for _, row in shown.iterrows():
        rich.add_row(*(escape(str(v)) for v in row))
    print_table(rich, out, to_see=to_see)


def compare_command(
    base: Path = typer.Argument(..., metavar="BASE_RUN", help="The reference run directory."),
    new: Path = typer.Argument(..., metavar="NEW_RUN", help="The run to check against it."),
    max_drop: list[str] = typer.Option(None, "--max-drop", metavar="METRIC=DELTA",
                                       help="Allowed worsening of a metric's mean: a drop, or a rise for "
                                            "hallucination_rate (repeatable, once per metric). Default: overall=0.01."),
    junit: Path = typer.Option(None, "--junit", help="Also write the verdict as JUnit XML for CI systems."),
    show_claims: int = typer.Option(10, "--show-claims", min=0,
                                    help="Changed claims to print per worse figure (by default the first 10), "
                                         "then a count of the rest; 0 prints only the count."),
    allow_missing: bool = typer.Option(False, "--allow-missing",
                                       help="Items the base run scored but the new run lacks are listed, not a "
                                            "regression (for a new run over a subset of the figures)."),
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
) -> None:
    """Pair two runs' items by figure and prompt and gate on the change.

    Exit codes: 0 = no regression beyond the thresholds, 1 = regression (or an item that the base run
    scored failed in the new run or is missing from it), 2 = unusable input (missing, unreadable,
    unfinished or mismatched runs).

    The figures of the new run are those its manifest records (--figures or --suite overrides): a base item on
    a figure outside them is listed as such.
    """
    from vlmeval.reporting.compare import EXIT_UNUSABLE, CompareError, compare, junit_xml, parse_max_drop
    from vlmeval.reporting.leaderboard import RunError, load_runs

    try:
        thresholds = parse_max_drop(max_drop or [])
        base_run, new_run = load_runs([base, new])
        comparison = compare(base_run, new_run, thresholds, allow_missing=allow_missing)
    except (RunError, CompareError) as e:
        if junit is not None:
            _write(junit_xml(None, error=str(e)), junit)
        fail(str(e), code=EXIT_UNUSABLE)
    if comparison.missing or figures is not None or suite is not None:
        comparison = _missing_outside_figures(comparison, new_run, figures, suite)
    _print_comparison(comparison, show_claims)
    if junit is not None:
        _write(junit_xml(comparison), junit)
    if comparison.regressions:
        console.print("[bold red]REGRESSION[/]: " + "; ".join(comparison.regressions), highlight=False)
    else:
        console.print(f"[bold green]OK[/]: no regression beyond the thresholds on {comparison.n_pairs} paired item(s)",
                      highlight=False)
    raise typer.Exit(comparison.exit_code)


def _missing_outside_figures(comparison: Comparison, new_run: Run, figures: Path | None, suite: str | None) -> Comparison:
    """Missing items checked against the figures the new run was made on (its manifest's, or the given ones)."""
    from vlmeval.reporting.compare import figures_source, outside_new_figures

    source = figures_source(new_run)
    if source is None and figures is None and suite is None:
        return comparison  # nothing says which figures the new run was made on
    chosen = str(figures) if figures is not None else f"--suite {suite}" if suite is not None else source
    figure_set = figures_for_runs([new_run], figures, suite)
    return outside_new_figures(comparison, set(figure_set.figures), chosen)


def _number(value: float | None, signed: bool = False) -> str:
    return "–" if value is None else (f"{value:+.3f}" if signed else f"{value:.3f}")


def _print_comparison(comparison: Comparison, show_claims: int) -> None:
    table = TextTable([Column(c, right=c not in ("metric", "status"))
                       for c in ("metric", "pairs", "base", "new", "delta [95% CI]", "allowed drop", "status")],
                      title=f"{comparison.n_pairs} paired item(s)", simple=True,
                      first=("metric", "status", "delta [95% CI]", "base", "new", "allowed drop"))
    for d in comparison.deltas:
        interval = "" if d.low is None else f" [{d.low:+.3f}, {d.high:+.3f}]"
        status = "" if d.max_drop is None else ("[red]regressed[/]" if d.regressed else "[green]ok[/]")
        table.add_row(d.metric, str(d.n_pairs), _number(d.base_mean), _number(d.new_mean), _number(d.delta, True) + interval,
                      "–" if d.max_drop is None else f"{d.max_drop:g}", status)
    print_table(table, console)
    for f in comparison.new_failures:
        console.print(f"[red]new failure[/] {f.figure_id} ({f.model}, {f.prompt_id}): {f.reason}", highlight=False)
    label = "[yellow]missing (allowed)[/]" if comparison.allow_missing else "[red]missing[/]"
    for f in comparison.missing:
        console.print(f"{label} {f.figure_id} ({f.model}, {f.prompt_id}): {f.reason}", highlight=False)
    for key in comparison.only_in_new:
        console.print(f"[yellow]only in new[/] {'/'.join(key)}", highlight=False)
    for w in comparison.worse:
        console.print(f"\n[bold]worse:[/] {w.figure_id} ({w.model}, {w.prompt_id}) overall "
                      f"{w.base_overall:.3f} -> {w.new_overall:.3f} ({w.delta:+.3f})", highlight=False, soft_wrap=True)
        for c in w.claim_changes[:show_claims]:
            error = f" ({c.new_error_type})" if c.new_error_type else ""
            text = c.new_text if c.new_text is not None else c.base_text
            where = f" [{c.where}]" if c.where else ""
            console.print(f"  {c.kind}{where}: {c.base_verdict or 'absent'} -> {c.new_verdict or 'absent'}{error}: "
                          f"{text!r}", highlight=False, markup=False, soft_wrap=True)
        if len(w.claim_changes) > show_claims:
            console.print(f"  ... and {len(w.claim_changes) - show_claims} more changed claim(s)")


def report_command(
    runs: list[Path] = RUNS_ARGUMENT,
    out: Path = typer.Option(Path("report.html"), "--out", "-o", help="The HTML file to write."),
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
) -> None:
    """One self-contained HTML file (works offline): the leaderboard, a metrics plot with intervals, and
    per figure its image beside each model's description with every claim highlighted by verdict."""
    from vlmeval.reporting.html import build_report

    loaded, skipped = _readable_runs(runs)
    figure_set = figures_for_runs(loaded, figures, suite)
    with console.status("building the report"):
        html = build_report(loaded, figure_set, skipped=skipped)
    _write(html, out)


def register(app: typer.Typer) -> None:
    app.command("leaderboard")(leaderboard_command)
    app.command("compare")(compare_command)
    app.command("report")(report_command)
