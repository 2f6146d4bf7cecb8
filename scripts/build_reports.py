"""Rebuild the committed leaderboard from the bundled runs.

    python scripts/build_reports.py                # seed runs + ocr-baseline on the paper figures
    python scripts/build_reports.py --no-ocr       # seed runs only (no OCR model run)
    python scripts/build_reports.py --whole-suite  # also re-run ocr-baseline on all of vlmeval-bench-v1 (~5 min)
    python scripts/build_reports.py --real-suite   # also re-run ocr-baseline on vlmeval-real-v1

Writes reports/runs/<model>/ (one run per model: each seed model replayed from
reports/seed_descriptions.jsonl, and the offline ocr-baseline captioner on the paper figures), then reports/leaderboard.md and
reports/leaderboard.png. Every run is made from scratch with the real `vlmeval run` (replay or OCR) and
scored by it; nothing is cached.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from vlmeval.cli import app
from vlmeval.groundtruth.load import REAL_SUITE, load_figure_set, suite_dirs
from vlmeval.reporting.leaderboard import bar_chart, footnote, leaderboard, load_runs, ranking_basis, render

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "reports"
SEEDS = REPORTS / "seed_descriptions.jsonl"
RUNS = REPORTS / "runs"
SUITE_RUN = RUNS / "ocr-baseline-bench-v1"
REAL_RUN = RUNS / "ocr-baseline-real-v1"
BREAKDOWNS = ("kind", "tag:values_printed", "tag:style", "tag:n_panels", "tag:size")


def vlmeval(*args: str) -> None:
    try:
        app(list(args), standalone_mode=False)
    except SystemExit as e:  # typer.Exit inside standalone_mode=False surfaces as a return code
        if e.code:
            sys.exit(f"vlmeval {' '.join(args)} exited with {e.code}")


def fresh_run(name: str, *args: str) -> Path:
    out = RUNS / name
    shutil.rmtree(out, ignore_errors=True)
    vlmeval("run", *args, "--out", str(out.relative_to(ROOT)), "--no-cache", "--quiet")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    if not (out / "scorecards.jsonl").is_file():
        sys.exit(f"{out}: not scored ({manifest.get('scoring')}); the leaderboard needs the scoring stage")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-ocr", action="store_true", help="leave out the ocr-baseline run")
    parser.add_argument("--whole-suite", action="store_true", help="re-run ocr-baseline on the whole benchmark")
    parser.add_argument("--real-suite", action="store_true", help="re-run ocr-baseline on the real suite")
    options = parser.parse_args()
    if options.whole_suite:
        fresh_run(SUITE_RUN.name, "--model", "ocr-baseline", "--max-error-rate", "1")
    if options.real_suite:
        fresh_run(REAL_RUN.name, "--model", "ocr-baseline", "--suite", REAL_SUITE, "--max-error-rate", "1")

    models = sorted({json.loads(line)["model"] for line in SEEDS.read_text(encoding="utf-8").splitlines() if line.strip()})
    runs = [fresh_run(m, "--model", f"replay:{SEEDS.relative_to(ROOT)}", "--name", m) for m in models]
    if not options.no_ocr:
        # the figures the seeds describe, so that every row is measured on the same kind of figure
        runs.append(fresh_run("ocr-baseline", "--model", "ocr-baseline", "--suite", "papers"))

    loaded = load_runs(runs)
    table, note = leaderboard(loaded), ranking_basis(loaded).note()
    sources = ", ".join(f"`{r.relative_to(ROOT)}`" for r in runs)
    ocr = ("`ocr-baseline` is the offline captioner run on the bundled paper figures (`--suite papers`, the "
           "figures the seeds describe) that have an image: three descriptions, so its interval is rough; "
           "`vlmeval run` without `--suite` runs it on the whole benchmark."
           if not options.no_ocr else "The `ocr-baseline` run was left out (`--no-ocr`).")
    (REPORTS / "leaderboard.md").write_text(
        "# Leaderboard: the bundled runs\n\n"
        "Built by `python scripts/build_reports.py` from " + sources + ". The seed runs replay the five recorded "
        "descriptions in `reports/seed_descriptions.jsonl`: one figure per model, so they have no intervals and "
        "their ranks say little. Their prompt reads `recorded`: a replay records the prompt id its recording names, "
        "and the seed texts name none (the prompts they were written with are not known). " + ocr + "\n\n"
        + (f"{note}\n\n" if note else "") + render(table, "md") + "\n" + footnote() + "\n" + origin_breakdown() + suite_breakdowns(), encoding="utf-8")
    bar_chart(table, REPORTS / "leaderboard.png")
    print(f"wrote {REPORTS / 'leaderboard.md'} and {REPORTS / 'leaderboard.png'} from {len(runs)} run(s)")


def origin_breakdown() -> str:
    """The ocr-baseline runs on both suites side by side: one row per origin (synth, paper, real)."""
    runs = [r for r in (SUITE_RUN, REAL_RUN) if (r / "scorecards.jsonl").is_file()]
    if len(runs) < 2:
        return ""
    figures = load_figure_set(suite_dirs(None) + suite_dirs(REAL_SUITE))

    def printed(origin: str) -> str:
        group = [f for f in figures.figures.values() if f.tags.get("origin") == origin]
        return f"{sum(1 for f in group if f.tags.get('values_printed'))} of the {len(group)}"

    return (f"\n## ocr-baseline on the synthetic and the real suite (by tag:origin)\n\n"
            f"From `{SUITE_RUN.relative_to(ROOT)}` (vlmeval-bench-v1: `synth` generated figures, `paper` figures "
            f"re-drawn from their data) and `{REAL_RUN.relative_to(ROOT)}` (vlmeval-real-v1: `real`, papers' own "
            "figure files, values read from the PDFs; rebuild with `--real-suite`, about 3 to 6 minutes on 2 "
            f"cores). The baseline reads printed text only: {printed('real')} real figures print their values "
            f"(`values_printed`), against {printed('synth')} synthetic ones.\n\n"
            + render(leaderboard(load_runs(runs), by="tag:origin", figures=figures), "md") + "\n")


def suite_breakdowns() -> str:
    """The ocr-baseline run on the whole benchmark, broken down by kind and difficulty tags."""
    if not (SUITE_RUN / "scorecards.jsonl").is_file():
        return ""
    runs, figures = load_runs([SUITE_RUN]), load_figure_set()
    n = sum(1 for line in (SUITE_RUN / "scorecards.jsonl").open(encoding="utf-8") if line.strip())
    parts = [f"\n## ocr-baseline on the whole benchmark (vlmeval-bench-v1, {n} figures with an image)\n\n"
             f"From `{SUITE_RUN.relative_to(ROOT)}` (`vlmeval run --model ocr-baseline`; rebuild with "
             "`--whole-suite`). The baseline reads printed text only, so it should do well where values are "
             "printed and poorly where they are not: `tag:values_printed` is the check.\n"]
    for by in BREAKDOWNS:
        parts.append(f"\n### by {by}\n\n" + render(leaderboard(runs, by=by, figures=figures), "md") + "\n")
    return "".join(parts)


if __name__ == "__main__":
    main()
