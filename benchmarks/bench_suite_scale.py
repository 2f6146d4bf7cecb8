"""Scale benchmark: a generated suite of 1,000 figures validates and is scored without running out of memory.

    python benchmarks/bench_suite_scale.py                 # 100 then 1,000 figures, data only
    python benchmarks/bench_suite_scale.py --out reports/bench_suite_scale.md

Each size is generated (data JSON only: rendering is timed on a sample of two figures per style and
extrapolated), validated with load_figure_set, described by one correct markdown table per panel (written
from the data), and scored with vlmeval.scoring.batch.score_jsonl. Peak RSS is read after each stage
(ru_maxrss: the process's high-water mark, so it only grows). Both sizes run in one process, one after the
other, so the ratios compare like with like.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from vlmeval.groundtruth.load import load_figure_set
from vlmeval.groundtruth.render import render_to_file
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.synth import DEFAULT_DPI, SYNTH_KINDS, generate_figure, generate_suite, write_figure
from vlmeval.scoring.batch import score_jsonl


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _ticks(values: list[float]) -> str:
    return ", ".join(f"{v:g}" for v in values)


def table_description(fig: Figure) -> str:
    """A correct description: every panel's printed ticks, and its data as a markdown table at its printed precision."""
    lines = []
    for panel in fig.panels:
        t = panel.data
        lines += [f"### {panel.title}", ""]
        if panel.colorbar is not None and panel.colorbar.ticks:
            lines += [f"The colorbar has ticks {_ticks(panel.colorbar.ticks)}.", ""]
        elif panel.y.ticks and panel.y.scale != "categorical":
            lines += [f"The y axis ({panel.y.label}) has ticks {_ticks(panel.y.ticks)}.", ""]
        lines += [f"| {t.row_label or ''} | " + " | ".join(str(c) for c in t.columns) + " |",
                  "|---" * (len(t.columns) + 1) + "|"]
        lines += [f"| {r} | " + " | ".join(f"{v:.{t.decimals}f}" for v in row) + " |" for r, row in zip(t.rows, t.values)]
        lines.append("")
    return "\n".join(lines)


def run_size(n: int, seed: int, work: Path) -> dict:
    figures_dir, runs_dir = work / f"figures-{n}", work / f"run-{n}"
    figures_dir.mkdir()
    result: dict = {"n": n}

    start = time.perf_counter()
    for synth_figure in generate_suite(n, seed):
        write_figure(synth_figure, figures_dir, images=False)
    result["generate_s"] = time.perf_counter() - start
    result["rss_after_generate"] = peak_rss_mib()

    start = time.perf_counter()
    figure_set = load_figure_set(figures_dir)
    result["validate_s"] = time.perf_counter() - start
    result["valid"], result["problems"] = len(figure_set.figures), len(figure_set.problems)
    result["cells"] = sum(f.known_cells() for f in figure_set.figures.values())
    result["rss_after_validate"] = peak_rss_mib()

    descriptions = work / f"descriptions-{n}.jsonl"
    with descriptions.open("w", encoding="utf-8") as out:
        for fid, fig in sorted(figure_set.figures.items()):
            out.write(json.dumps({"figure_id": fid, "model": "data-table", "text": table_description(fig)}) + "\n")
    start = time.perf_counter()
    report = score_jsonl(descriptions, figure_set, runs_dir, progress=False)
    result["score_s"] = time.perf_counter() - start
    result["scored"], result["skipped"] = report.scored, report.skipped
    result["rss_after_score"] = peak_rss_mib()

    recall_by_style: dict[str, list[float]] = defaultdict(list)
    contradicted_by_style: dict[str, int] = defaultdict(int)
    with report.out_path.open(encoding="utf-8") as cards:
        for line in cards:
            card = json.loads(line)
            style = figure_set.figures[card["figure_id"]].tags["style"]
            recall_by_style[style].append(card["metrics"]["value_recall"] or 0.0)
            contradicted_by_style[style] += card["counts"]["contradicted"]
    result["recall_by_style"] = {s: (statistics.mean(v), sum(x == 1.0 for x in v) / len(v), len(v),
                                     contradicted_by_style[s]) for s, v in sorted(recall_by_style.items())}
    return result


def render_sample(work: Path) -> dict:
    """Render two figures per style at the suite's resolution: seconds and bytes per image."""
    seconds, sizes = [], []
    out = work / "images"
    out.mkdir()
    for index, kind in enumerate(list(SYNTH_KINDS) * 2):
        record = generate_figure(0, index, kind).figure
        start = time.perf_counter()
        png = render_to_file(record, out / f"{record.id}.png", dpi=DEFAULT_DPI)
        seconds.append(time.perf_counter() - start)
        sizes.append(png.stat().st_size)
    return {"images": len(seconds), "median_s": statistics.median(seconds), "max_s": max(seconds),
            "median_kib": statistics.median(sizes) / 1024, "max_kib": max(sizes) / 1024}


def markdown(results: list[dict], render: dict, baseline_rss: float, seed: int, load: tuple) -> str:
    small, big = results[0], results[-1]
    lines = [
        "# Benchmark: a generated suite at scale",
        "",
        f"`python benchmarks/bench_suite_scale.py --seed {seed}` on {platform.machine()}, Python "
        f"{platform.python_version()}, {platform.system()}, {os.cpu_count()} cores; 1-minute load average "
        f"{load[0]:.1f} at the start and {load[1]:.1f} at the end (other work on the machine slows every stage alike).",
        "One process, sizes run one after the other.",
        "Figures are generated as data JSON only; image rendering is timed on a sample below and extrapolated.",
        "Descriptions are correct: per panel its y-axis (or colorbar) ticks in a sentence and its data as a markdown table, scored with `score_jsonl`.",
        "",
        "| figures | known cells | generate (s) | validate (s) | score (s) | score ms / figure | valid | problems | scored | peak RSS after score (MiB) |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        lines.append(f"| {r['n']} | {r['cells']} | {r['generate_s']:.1f} | {r['validate_s']:.2f} | {r['score_s']:.1f} | "
                     f"{1000 * r['score_s'] / r['n']:.1f} | {r['valid']} | {r['problems']} | {r['scored']} | "
                     f"{r['rss_after_score']:.0f} |")
    per_fig = [(r["score_s"] / r["n"]) for r in (small, big)]
    lines += [
        "",
        f"- Peak RSS after imports: {baseline_rss:.0f} MiB; after the {big['n']}-figure run: {big['rss_after_score']:.0f} MiB "
        f"(generate {big['rss_after_generate']:.0f}, validate {big['rss_after_validate']:.0f}). The peak grew by "
        f"{big['rss_after_score'] - small['rss_after_score']:.0f} MiB from {small['n']} to {big['n']} figures.",
        f"- Scoring time per figure, {big['n']} vs {small['n']} figures: ratio {per_fig[1] / per_fig[0]:.2f} "
        "(1.0 = linear in the number of figures).",
        f"- Rendering ({render['images']} images, two per style, {DEFAULT_DPI} dpi): median {render['median_s']:.2f} s per "
        f"image (max {render['max_s']:.2f} s), median {render['median_kib']:.0f} KiB (max {render['max_kib']:.0f} KiB). "
        f"{big['n']} images would take about {big['n'] * render['median_s'] / 60:.0f} min on one core, which is why this "
        "benchmark validates and scores data only.",
        "",
        f"## Value recall of correct table descriptions, by style ({big['n']} figures)",
        "",
        "A correct table should score value recall 1.0 with no contradicted claim. Where it does not, the scorer "
        "is wrong, not the figure (see docs/benchmark.md, 'Checking the scorer with correct descriptions').",
        "",
        "| style | figures | mean value recall | share with recall 1.0 | contradicted claims |",
        "|---|---:|---:|---:|---:|",
    ]
    for style, (mean, full, count, contradicted) in big["recall_by_style"].items():
        lines.append(f"| {style} | {count} | {mean:.3f} | {full:.2f} | {contradicted} |")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, help="Write the markdown result here (default: print it).")
    args = parser.parse_args()
    baseline = peak_rss_mib()
    load_start = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="vlmeval-bench-") as tmp:
        work = Path(tmp)
        results = []
        for n in args.sizes:
            results.append(run_size(n, args.seed, work))
            print(f"{n} figures: {results[-1]['valid']} valid, {results[-1]['scored']} scored, "
                  f"peak RSS {results[-1]['rss_after_score']:.0f} MiB", file=sys.stderr)
        render = render_sample(work)
    text = markdown(results, render, baseline, args.seed, (load_start, os.getloadavg()[0]))
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0 if all(r["problems"] == 0 and r["valid"] == r["n"] == r["scored"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
