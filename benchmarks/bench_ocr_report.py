"""The markdown report of bench_ocr.py: medians over the workers of each engine, ratios, accuracy per style."""

from __future__ import annotations

import os
import platform
import statistics
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]


def _median(values) -> float:
    return statistics.median(list(values))


def _mean(values) -> str:
    known = [v for v in values if v is not None]
    return f"{sum(known) / len(known):.2f}" if known else "n/a"


def _fmt(value: float | None, digits: int = 2) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def per_figure_median(runs: list[dict], key: str) -> dict[str, float]:
    """Figure id -> the median over the repeats of its ``key`` seconds."""
    ids = [row["id"] for row in runs[0]["figures"]]
    return {fid: _median(run["figures"][i][key] for run in runs) for i, fid in enumerate(ids)}


def total_median(runs: list[dict], key: str) -> float:
    """The median over the repeats of one pass's summed ``key`` seconds."""
    return _median(sum(row[key] for row in run["figures"]) for run in runs)


def scores(runs: list[dict]) -> dict[str, tuple[float | None, float | None]]:
    """Figure id -> (value recall, value precision) of the first repeat's text, through the real scorer."""
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.scoring.scorecard import evaluate_text

    sets = [load_figure_set(PROJECT / "ground_truth" / name) for name in ("papers", "synth")]
    out = {}
    for row in runs[0]["figures"]:
        figure = next(s.get(row["id"]) for s in sets if row["id"] in s.figures)
        metrics = evaluate_text(figure, row["text"]).metrics
        out[row["id"]] = (metrics.value_recall, metrics.value_precision)
    return out


def stable(runs: list[dict]) -> bool:
    return all(run["figures"][i]["text"] == runs[0]["figures"][i]["text"] for run in runs
               for i in range(len(runs[0]["figures"])))


def write_report(results: dict[str, list[dict]], settings: dict[str, dict], args, started: str,
                 argv: list[str] | None) -> str:
    names = list(results)
    base = names[0]
    load = os.getloadavg()
    packages = ", ".join(f"{n}: {results[n][0]['package']}" for n in names)
    command = " ".join(["python benchmarks/bench_ocr.py", *(argv if argv is not None else sys.argv[1:])])
    lines = [
        "# OCR baseline benchmark",
        "",
        f"Run {started} on {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}; "
        f"{packages}. Load average at the end {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f}: other work shares "
        "this CPU, so wall seconds are upper bounds; CPU seconds (user + sys of the worker process, all its threads) "
        "are the comparison.",
        f"Command: `{command}`",
        "",
        f"Each engine ran in {args.repeats} fresh worker processes (alternating with the others), each over the same "
        f"{len(results[base][0]['figures'])} figures: the paper figures and {args.per_style} synthetic figures per "
        "style. Figures are medians over the workers.",
        "",
    ]
    if "old" in names:
        lines.append("- `old`: the same captioner code and steps, on rapidocr-onnxruntime 1.4.4 (PP-OCRv4) with the "
                     "settings it had (benchmarks/ocr_old_engine.py)")
    for name in names[1:] if len(names) > 1 else []:
        if settings.get(name):
            lines.append(f"- `{name}`: current engine with {settings[name]}")
    lines += ["", "## Load, memory and total time", "",
              "| engine | load CPU s | load wall s | peak RSS after imports MiB | after load | at the end | "
              f"CPU s, all figures | / {base} | wall s, all figures |", "|---|---|---|---|---|---|---|---|---|"]
    base_cpu = total_median(results[base], "cpu")
    for n in names:
        runs = results[n]
        cpu = total_median(runs, "cpu")
        lines.append(f"| {n} | {_median(r['load']['cpu'] for r in runs):.2f} | "
                     f"{_median(r['load']['wall'] for r in runs):.2f} | {_median(r['rss_imports'] for r in runs):.0f} | "
                     f"{_median(r['load']['rss'] for r in runs):.0f} | {_median(r['rss_peak'] for r in runs):.0f} | "
                     f"{cpu:.1f} | {cpu / base_cpu:.2f} | {total_median(runs, 'wall'):.1f} |")
    lines += _paper_table(results, names) + _style_table(results, names)
    return "\n".join(lines) + "\n"


def _paper_table(results: dict[str, list[dict]], names: list[str]) -> list[str]:
    cpu = {n: per_figure_median(results[n], "cpu") for n in names}
    recall = {n: scores(results[n]) for n in names}
    papers = [row["id"] for row in results[names[0]][0]["figures"] if row["style"] == "paper"]
    lines = ["", "## Paper figures: CPU seconds per figure (median) and value recall", "",
             "| figure | " + " | ".join(f"{n} CPU s" for n in names) + " | " + " | ".join(f"{n} recall" for n in names)
             + " |", "|---|" + "---|" * (2 * len(names))]
    for fid in papers:
        lines.append(f"| {fid} | " + " | ".join(f"{cpu[n][fid]:.2f}" for n in names) + " | "
                     + " | ".join(_fmt(recall[n][fid][0]) for n in names) + " |")
    return lines


def _style_table(results: dict[str, list[dict]], names: list[str]) -> list[str]:
    rows = results[names[0]][0]["figures"]
    styles = sorted({row["style"] for row in rows if row["style"] != "paper"})
    cpu = {n: per_figure_median(results[n], "cpu") for n in names}
    score = {n: scores(results[n]) for n in names}
    lines = ["", "## Synthetic suite per style: value recall, precision, CPU seconds per figure (median)", "",
             "| style | figures | " + " | ".join(f"{n} recall | {n} precision | {n} CPU s" for n in names) + " |",
             "|---|---|" + "---|---|---|" * len(names)]
    recalls: dict[str, list] = {n: [] for n in names}
    for style in styles:
        ids = [row["id"] for row in rows if row["style"] == style]
        cells = []
        for n in names:
            recall = [score[n][i][0] for i in ids]
            recalls[n].append(sum(r or 0.0 for r in recall) / len(recall))
            cells.append(f"{_mean(recall)} | {_mean(score[n][i][1] for i in ids)} | "
                         f"{_median(cpu[n][i] for i in ids):.2f}")
        lines.append(f"| {style} | {len(ids)} | " + " | ".join(cells) + " |")
    lines += ["", "Value recall is 0 where no values are printed: the baseline states what it reads and no more; "
              "precision is n/a where it states no values.", ""]
    for n in names:
        pairs = zip(results[names[0]][0]["figures"], results[n][0]["figures"])
        same = sum(1 for a, b in pairs if a["text"] == b["text"])
        mean = f"{sum(recalls[n]) / len(recalls[n]):.3f}" if recalls[n] else "n/a (no synthetic figures)"
        lines.append(f"- `{n}`: mean value recall over the styles {mean}; "
                     f"the same text in every repeat: {'yes' if stable(results[n]) else 'no'}; text identical to "
                     f"`{names[0]}`'s on {same} of {len(rows)} figures.")
    return lines
