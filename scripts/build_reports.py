"""Rebuild the committed leaderboard from the bundled runs.

    python scripts/build_reports.py            # seed runs + ocr-baseline
    python scripts/build_reports.py --no-ocr   # seed runs only (no OCR model run)

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
from vlmeval.leaderboard import bar_chart, footnote, leaderboard, load_runs, render

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "reports"
SEEDS = REPORTS / "seed_descriptions.jsonl"
RUNS = REPORTS / "runs"


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
    options = parser.parse_args()

    models = sorted({json.loads(line)["model"] for line in SEEDS.read_text(encoding="utf-8").splitlines() if line.strip()})
    runs = [fresh_run(m, "--model", f"replay:{SEEDS.relative_to(ROOT)}", "--name", m) for m in models]
    if not options.no_ocr:
        # the figures the seeds describe, so that every row is measured on the same kind of figure
        runs.append(fresh_run("ocr-baseline", "--model", "ocr-baseline", "--suite", "papers"))

    table = leaderboard(load_runs(runs))
    sources = ", ".join(f"`{r.relative_to(ROOT)}`" for r in runs)
    ocr = ("`ocr-baseline` is the offline captioner run on the bundled paper figures (`--suite papers`, the "
           "figures the seeds describe) that have an image: three descriptions, so its interval is rough; "
           "`vlmeval run` without `--suite` runs it on the whole benchmark."
           if not options.no_ocr else "The `ocr-baseline` run was left out (`--no-ocr`).")
    (REPORTS / "leaderboard.md").write_text(
        "# Leaderboard: the bundled runs\n\n"
        "Built by `python scripts/build_reports.py` from " + sources + ". The seed runs replay the five recorded "
        "descriptions in `reports/seed_descriptions.jsonl`: one figure per model, so they have no intervals and "
        "their ranks say little; their prompt column is the run's label (the seed texts were written with "
        "prompts that are not known). " + ocr + "\n\n"
        + render(table, "md") + "\n" + footnote() + "\n", encoding="utf-8")
    bar_chart(table, REPORTS / "leaderboard.png")
    print(f"wrote {REPORTS / 'leaderboard.md'} and {REPORTS / 'leaderboard.png'} from {len(runs)} run(s)")


if __name__ == "__main__":
    main()
