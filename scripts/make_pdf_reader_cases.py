"""Cases of what real figures do that the from-pdf reader once missed, each drawn by the producer and version
named, as small PDFs with the data they were drawn from (tests/groundtruth/test_pdf_reader_cases.py).

    python scripts/make_pdf_reader_cases.py            # writes the cases this interpreter's producers can draw
    python scripts/make_pdf_reader_cases.py --list     # each case and the producer it needs

Each case needs one producer version; a throwaway virtual environment gives it, e.g. for matplotlib 3.10:

    python3 -m venv /tmp/mpl310 && /tmp/mpl310/bin/pip install 'matplotlib==3.10.*' pandas seaborn
    /tmp/mpl310/bin/python scripts/make_pdf_reader_cases.py

and gnuplot's cases need Debian's gnuplot-nox. Files go to tests/groundtruth/fixtures/pdf/cases/NAME.{pdf,json};
the JSON holds ``{"producer": "matplotlib 3.10.9", "series": {name: {"x": [...], "y": [...]}}, ...}`` and
whatever else the case knows (its axis labels, the side of a twin axis). The committed PDFs are what the tests
read: CI needs none of these producers.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "groundtruth" / "fixtures" / "pdf" / "cases"
METADATA = {"CreationDate": None, "Creator": None, "Producer": None}
def case_registry():
    """A script's cases (name -> (producer it needs: "matplotlib 3.10", "gnuplot"), function) and the decorator
    that adds one; the other make_pdf_*_cases scripts keep their own."""
    cases: dict[str, tuple[str, object]] = {}

    def case(producer: str):
        def register(fn):
            cases[fn.__name__] = (producer, fn)
            return fn
        return register
    return cases, case


CASES, case = case_registry()


def _producer(kind: str) -> str | None:
    """The producer and version this interpreter draws with, for a case that needs ``kind``; None if it cannot."""
    name, _, version = kind.partition(" ")
    if name == "matplotlib":
        return f"matplotlib {matplotlib.__version__}" if matplotlib.__version__.startswith(version + ".") else None
    if name == "seaborn":
        try:
            import seaborn
        except ImportError:
            return None
        return f"seaborn {seaborn.__version__} (matplotlib {matplotlib.__version__})"
    if name == "gnuplot" and shutil.which("gnuplot"):
        return subprocess.run(["gnuplot", "--version"], capture_output=True, text=True).stdout.strip()
    return None


def _write(name: str, fig, producer: str, series: dict, **known) -> None:
    fig.savefig(OUT / f"{name}.pdf", metadata=METADATA)
    plt.close(fig)
    _known(name, producer, series, **known)


def _known(name: str, producer: str, series: dict, **known) -> None:
    (OUT / f"{name}.json").write_text(json.dumps({"producer": producer, "series": series, **known}, indent=1) + "\n")


@case("matplotlib 3.10")
def mpl310_minus_signs(producer: str) -> None:
    """matplotlib 3.10 draws U+2212 (and any character past its Type 3 font's first 256) as a glyph form after
    the rest of the label: the ticks read −0.3 ... 0.1, the legend 'α = 0.5'."""
    steps = [1, 2, 3, 4, 5, 6]
    delta = [-0.25, -0.12, 0.0, 0.06, -0.18, -0.3]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(steps, delta, marker="o", label="α = 0.5")
    ax.set_ylim(-0.32, 0.12)
    ax.set_yticks([-0.3, -0.2, -0.1, 0.0, 0.1])
    ax.set_xlabel("Step")
    ax.set_ylabel("Δ accuracy")
    ax.set_title("Change")
    ax.legend(loc="lower left")
    _write("mpl310_minus_signs", fig, producer, {"α = 0.5": {"x": steps, "y": delta}},
           y_ticks=[-0.3, -0.2, -0.1, 0.0, 0.1], x_label="Step", y_label="Δ accuracy")


@case("matplotlib 3.10")
def mpl310_log_negative_exponents(producer: str) -> None:
    """A log axis whose mathtext labels 10^−3 ... 10^0 carry a minus sign matplotlib 3.10 draws as a glyph form."""
    xs, ys = [1, 2, 3, 4], [0.001, 0.02, 0.5, 3.0]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.semilogy(xs, ys, marker="o")
    ax.set_title("Error")
    _write("mpl310_log_negative_exponents", fig, producer, {"blue line with circles": {"x": xs, "y": ys}},
           y_ticks=[0.001, 0.01, 0.1, 1.0])


@case("matplotlib 3.10")
def legend_below_plot(producer: str) -> None:
    """A legend placed under the plot (common in papers, no x-axis label): its entries are no axis label."""
    sizes = [1, 2, 3, 4, 5]
    series = {"ours": [61.0, 64.5, 67.25, 69.0, 70.5], "baseline": [58.0, 60.0, 61.5, 62.0, 63.25],
              "oracle": [72.0, 73.0, 74.5, 75.0, 75.5]}
    fig, ax = plt.subplots(figsize=(4, 3.2))
    for name, ys in series.items():
        ax.plot(sizes, ys, marker="o", label=name)
    ax.set_ylabel("Accuracy (%)")
    ax.set_title("Legend below")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=3, frameon=False)
    fig.tight_layout()
    _write("legend_below_plot", fig, producer, {n: {"x": sizes, "y": ys} for n, ys in series.items()}, x_label=None)


@case("matplotlib 3.10")
def bars_above_zero(producer: str) -> None:
    """Bars on a value axis that starts at 60, not 0 (matplotlib draws each bar from 0, clipped at the frame)."""
    models = ["A", "B", "C", "D"]
    scores = [72.5, 65.0, 78.25, 69.75]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.bar(models, scores, color="tab:green")
    ax.set_ylim(60, 80)
    ax.set_ylabel("Score")
    ax.set_title("Zoomed bars")
    _write("bars_above_zero", fig, producer, {"green bars": {"x": models, "y": scores}}, y_range=[60, 80])


@case("matplotlib 3.10")
def ticks_ending_in_text(producer: str) -> None:
    """Ticks '2, 4, 8, 16, sat': a numeric axis whose last tick is a word (a saturated setting)."""
    labels = ["2", "4", "8", "16", "sat"]
    ys = [41.0, 47.5, 52.0, 55.25, 57.0]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(range(5), ys, marker="s")
    ax.set_xticks(range(5), labels)
    ax.set_xlabel("Budget")
    ax.set_ylabel("Accuracy")
    ax.set_title("Budget")
    _write("ticks_ending_in_text", fig, producer, {"blue line with squares": {"x": [2, 4, 8, 16, "sat"], "y": ys}})


@case("matplotlib 3.10")
def heatmap_image_annotated(producer: str) -> None:
    """imshow (the colour grid is one embedded image) with every cell's value printed on it, imshow's own ticks
    (x at every other cell, y at half cells too: they do not mark the cells one each) and a colorbar."""
    grid = [[round(0.05 + 0.11 * ((3 * i + 5 * j) % 9) + 0.01 * j, 2) for j in range(12)] for i in range(5)]
    fig, ax = plt.subplots(figsize=(7, 3.4))
    im = ax.imshow(grid, cmap="magma", vmin=0, vmax=1.2)
    for i, row in enumerate(grid):
        for j, v in enumerate(row):
            ax.text(j, i, f"{v:.2f}", ha="center", va="center", color="w" if v < 0.6 else "k", fontsize=7)
    fig.colorbar(im, ax=ax, label="Attention")
    ax.set_xlabel("Head")
    ax.set_ylabel("Layer")
    ax.set_title("Attention by head")
    x_ticks = [t for t in ax.get_xticks() if -0.5 <= t <= 11.5]
    _write("heatmap_image_annotated", fig, producer, {i: {"x": list(range(12)), "y": row} for i, row in enumerate(grid)},
           x_ticks=[float(t) for t in x_ticks])


@case("matplotlib 3.10")
def histograms(producer: str) -> None:
    """ax.hist of one sample, and a stacked histogram of two: each bin a column, its count the value."""
    import numpy as np

    rng = np.random.default_rng(7)
    a, b = rng.normal(50, 12, 200).round(1), rng.normal(58, 12, 120).round(1)
    edges = [15, 25, 35, 45, 55, 65, 75, 85]  # every bin holds some of each sample: no bar of height 0
    fig, (left, right) = plt.subplots(1, 2, figsize=(7, 3))
    left.hist(a, bins=edges, color="tab:blue", edgecolor="white")
    left.set_xlabel("Latency (ms)")
    left.set_ylabel("Count")
    left.set_title("One sample")
    right.hist([a, b], bins=edges, stacked=True, label=["cold", "warm"], color=["tab:blue", "tab:orange"])
    right.legend()
    right.set_title("Stacked")
    fig.tight_layout()
    bins = [f"{lo}–{hi}" for lo, hi in zip(edges, edges[1:])]
    count = lambda xs: np.histogram(xs, bins=edges)[0].tolist()  # noqa: E731
    _write("histograms", fig, producer, {"blue bars": {"x": bins, "y": count(a)}},
           stacked={"cold": {"x": bins, "y": count(a)}, "warm": {"x": bins, "y": count(b)}})


@case("matplotlib 3.10")
def twin_bars_line_plain(producer: str) -> None:
    """Bars on the left axis and a line on the right, all black axes and one legend without sides: the right
    axis's label names the line's series ("Latency (s)" for "latency"); the bars' axis is then the other."""
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    requests, latency = [120, 340, 560, 410, 275], [0.5, 0.8, 1.4, 1.1, 0.75]
    fig, ax = plt.subplots(figsize=(4.5, 3))
    bars = ax.bar(days, requests, color="0.6", label="requests")
    ax.set_ylabel("Load")
    right = ax.twinx()
    (line,) = right.plot(days, latency, color="k", marker="o", label="latency")
    right.set_ylabel("Latency (s)")
    ax.legend(handles=[bars, line], loc="upper left")
    ax.set_title("Plain twin")
    _write("twin_bars_line_plain", fig, producer, {"requests": {"axis": "y", "x": days, "y": requests},
                                                   "latency": {"axis": "y2", "x": days, "y": latency}})


@case("matplotlib 3.10")
def twin_bars_line_undecided(producer: str) -> None:
    """Bars and a line on twin axes that nothing tells apart (no colours, no sides, no naming label, both tick
    ranges hold both): left unknown."""
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    fig, ax = plt.subplots(figsize=(4.5, 3))
    bars = ax.bar(days, [3, 5, 6, 4, 2], color="0.6", label="jobs")
    right = ax.twinx()
    (line,) = right.plot(days, [2, 4, 5, 6, 3], color="k", marker="o", label="errors")
    ax.set_ylim(0, 8)
    right.set_ylim(0, 8)
    ax.legend(handles=[bars, line], loc="upper left")
    ax.set_title("Undecided")
    _write("twin_bars_line_undecided", fig, producer, {"jobs": {"axis": None, "x": days, "y": [3, 5, 6, 4, 2]},
                                                       "errors": {"axis": None, "x": days, "y": [2, 4, 5, 6, 3]}})


THREADS = [1, 2, 4, 8, 16]
SPEEDUP = {"ours": [1.0, 1.9, 3.6, 6.5, 10.2], "baseline": [0.9, 1.6, 2.7, 4.1, 5.3], "naive": [1.0, 1.4, 1.8, 2.1, 2.2]}


@case("gnuplot")
def gnuplot_monochrome_linespoints(producer: str) -> None:
    """gnuplot's monochrome pdfcairo: every series black, told apart by dash pattern and point type."""
    data = "\n".join(" ".join(str(v) for v in row) for row in zip(THREADS, *SPEEDUP.values()))
    script = "\n".join([
        "set terminal pdfcairo monochrome size 4in,3in font 'DejaVu Sans,9'", f"set output '{OUT / 'gnuplot_monochrome_linespoints.pdf'}'",
        "set title 'Scaling'", "set xlabel 'Threads'", "set ylabel 'Speedup'", "set key top left",
        "$d << EOD", data, "EOD",
        "plot " + ", ".join(f"$d using 1:{i + 2} with linespoints pt {pt} title '{name}'"
                            for i, (name, pt) in enumerate(zip(SPEEDUP, (7, 5, 9)))), "unset output"])
    subprocess.run(["gnuplot"], input=script, text=True, check=True, capture_output=True,
                   env={**os.environ, "SOURCE_DATE_EPOCH": "0"})
    _known("gnuplot_monochrome_linespoints", producer, {n: {"x": THREADS, "y": ys} for n, ys in SPEEDUP.items()})


@case("matplotlib 3.6")
def mpl36_black_lines_markers(producer: str) -> None:
    """matplotlib 3.6, a figure for print: three black lines, two of them solid, told apart by marker shape."""
    fig, ax = plt.subplots(figsize=(4, 3))
    for (name, ys), style in zip(SPEEDUP.items(), ("ko-", "ks--", "k^-")):
        ax.plot(THREADS, ys, style, label=name, mfc="white")
    ax.set_xlabel("Threads")
    ax.set_ylabel("Speedup")
    ax.set_title("Scaling")
    ax.legend(loc="upper left")
    _write("mpl36_black_lines_markers", fig, producer, {n: {"x": THREADS, "y": ys} for n, ys in SPEEDUP.items()})


@case("matplotlib 3.6")
def classic_bar_value_labels(producer: str) -> None:
    """The bar chart of matplotlib 1.5/2.x's gallery (barchart_demo) as papers copied it: 'classic' style, grouped
    bars with error bars, each value printed by ``autolabel`` at 1.05 x its height as a whole number.
    matplotlib 1.5/2.x do not install on Python 3.11 (no wheels); 3.6 is the oldest that does, and its classic
    style draws what 1.5 drew."""
    men, women = [20, 35, 30, 35, 27], [25, 32, 34, 20, 25]
    groups = ["G1", "G2", "G3", "G4", "G5"]
    with plt.style.context("classic"):
        fig, ax = plt.subplots(figsize=(5, 3.5))
        width = 0.35
        xs = list(range(5))
        a = ax.bar(xs, men, width, color="r", yerr=[2, 3, 4, 1, 2])
        b = ax.bar([x + width for x in xs], women, width, color="y", yerr=[3, 5, 2, 3, 3])
        ax.set_ylabel("Scores")
        ax.set_title("Scores by group and gender")
        ax.set_xticks([x + width / 2 for x in xs])
        ax.set_xticklabels(groups)
        ax.legend((a[0], b[0]), ("Men", "Women"))
        for rects in (a, b):
            for rect in rects:
                height = rect.get_height()
                ax.text(rect.get_x() + rect.get_width() / 2.0, 1.05 * height, "%d" % int(height), ha="center", va="bottom")
        _write("classic_bar_value_labels", fig, producer, {"Men": {"x": groups, "y": men}, "Women": {"x": groups, "y": women}})


@case("matplotlib 3.6")
def classic_bars_negative_labels(producer: str) -> None:
    """Gains and losses in the classic style with each value printed above (below) its bar: the value axis's
    ticks carry U+2212, which matplotlib before 3.11 (1.5 and 2.x included) draws as a glyph form."""
    tasks = ["QA", "NLI", "NER", "MT", "SUM"]
    delta = [4.5, -2.0, 7.25, -6.5, 1.5]
    with plt.style.context("classic"):
        fig, ax = plt.subplots(figsize=(5, 3.5))
        bars = ax.bar(range(5), delta, 0.6, color="c")
        ax.axhline(0, color="k")
        ax.set_xticks(range(5))
        ax.set_xticklabels(tasks)
        ax.set_ylim(-9, 9)
        ax.set_ylabel("Change (points)")
        ax.set_title("Gain over the baseline")
        for rect, v in zip(bars, delta):
            ax.text(rect.get_x() + rect.get_width() / 2.0, v + (0.3 if v > 0 else -0.3), "%.2f" % v, ha="center",
                    va="bottom" if v > 0 else "top")
        _write("classic_bars_negative_labels", fig, producer, {"cyan bars": {"x": tasks, "y": delta}})


@case("matplotlib 3.10")
def twin_log_x(producer: str) -> None:
    """Lines on a log x axis against twin y axes, each axis coloured like its line, the right one log too: its
    labels 10^0, 10^1 (raised exponents) sit nearer a minor mark than their own major one."""
    sizes = [1e2, 1e3, 1e4, 1e5, 1e6]
    acc, cost = [41.0, 55.5, 63.0, 70.25, 74.0], [0.2, 1.1, 6.5, 40.0, 230.0]
    fig, ax = plt.subplots(figsize=(4.5, 3))
    ax.semilogx(sizes, acc, color="tab:blue", marker="o")
    ax.set_ylabel("Accuracy", color="tab:blue")
    ax.tick_params(axis="y", labelcolor="tab:blue")
    right = ax.twinx()
    right.plot(sizes, cost, color="tab:red", marker="s")
    right.set_yscale("log")
    right.set_ylabel("Cost (h)", color="tab:red")
    right.tick_params(axis="y", labelcolor="tab:red")
    ax.set_xlabel("Training examples")
    ax.set_title("Data scaling")
    _write("twin_log_x", fig, producer, {"Accuracy": {"axis": "y", "x": sizes, "y": acc},
                                         "Cost (h)": {"axis": "y2", "x": sizes, "y": cost}})


@case("matplotlib 3.10")
def matshow_confusion(producer: str) -> None:
    """A confusion matrix drawn with matshow: an image, the x ticks on the top edge, every count printed."""
    labels = ["cat", "dog", "fox", "owl"]
    counts = [[41, 3, 5, 1], [4, 38, 6, 2], [7, 5, 35, 3], [0, 2, 1, 47]]
    fig, ax = plt.subplots(figsize=(4, 4))
    ax.matshow(counts, cmap="Blues")
    ax.set_xticks(range(4), labels)
    ax.set_yticks(range(4), labels)
    for i, row in enumerate(counts):
        for j, v in enumerate(row):
            ax.text(j, i, str(v), ha="center", va="center", color="w" if v > 25 else "k")
    ax.set_ylabel("True")
    ax.set_title("Confusion", pad=20)
    _write("matshow_confusion", fig, producer, {r: {"x": labels, "y": row} for r, row in zip(labels, counts)})


@case("matplotlib 3.11")
def two_line_category_labels(producer: str) -> None:
    """Grouped bars whose category labels run over two lines, two of them starting with one word ('Checkpoint'
    and 'Checkpoint\\nTransfer'): each label is one column, the axis label under them is the axis's."""
    ops = ["Checkpoint", "Clear\nNamespace", "Checkpoint\nTransfer", "Restore"]
    series = {"sockperf": [120.0, 45.5, 310.0, 80.25], "iperf3": [140.0, 50.0, 290.5, 95.0]}
    fig, ax = plt.subplots(figsize=(5, 3.2))
    for i, (name, ys) in enumerate(series.items()):
        ax.bar([j + (i - 0.5) * 0.38 for j in range(len(ops))], ys, width=0.38, label=name)
    ax.set_xticks(range(len(ops)), ops)
    ax.set_xlabel("Operation")
    ax.set_ylabel("Time (ms)")
    ax.legend()
    fig.tight_layout()
    labels = [" ".join(op.split("\n")) for op in ops]
    _write("two_line_category_labels", fig, producer, {n: {"x": labels, "y": ys} for n, ys in series.items()},
           x_label="Operation")


@case("matplotlib 3.11")
def lines_sharing_a_legend_entry(producer: str) -> None:
    """Lines of one colour that the legend tells apart by marker, two of them through the same first points (each
    point carries both markers there) and less than a point apart after (each marker lies near both lines); and a solid and a dashed line of another colour with one legend entry, a
    solid line's. Each legend entry names one line: the dashed one stays unnamed."""
    xs = [1, 2, 3, 4, 5, 6]
    marked = {"MG": ([10.0, 14.0, 18.0, 22.0, 26.15, 33.15], "o"), "ILU": ([10.0, 14.0, 18.0, 22.0, 26.0, 33.0], "s"),
              "LU": ([4.0, 6.0, 9.0, 12.0, 15.0, 19.0], "^")}
    fit, guess = [2.0, 8.0, 16.0, 24.0, 34.0, 45.0], [1.0, 5.0, 11.0, 19.0, 28.0, 38.0]
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    for name, (ys, marker) in marked.items():
        ax.plot(xs, ys, color="tab:blue", marker=marker, label=name)
    ax.plot(xs, fit, color="tab:orange", label="fit")
    ax.plot(xs, guess, color="tab:orange", linestyle="--")
    ax.set_xlabel("Level")
    ax.set_ylabel("Memory (MB)")
    ax.legend()
    fig.tight_layout()
    series = {n: {"x": xs, "y": ys} for n, (ys, _) in marked.items()} | {"fit": {"x": xs, "y": fit}}
    _write("lines_sharing_a_legend_entry", fig, producer, series, unnamed={"x": xs, "y": guess})


@case("seaborn")
def seaborn_histplot(producer: str) -> None:
    """seaborn's histplot, one sample and two stacked by hue (translucent fills, the legend seaborn draws)."""
    import numpy as np
    import pandas as pd
    import seaborn as sns

    rng = np.random.default_rng(3)
    df = pd.DataFrame({"latency": np.r_[rng.normal(50, 12, 200), rng.normal(58, 12, 120)].round(1),
                       "cache": ["cold"] * 200 + ["warm"] * 120})
    edges = [15, 25, 35, 45, 55, 65, 75, 85]
    fig, (left, right) = plt.subplots(1, 2, figsize=(7, 3))
    sns.histplot(df[df.cache == "cold"], x="latency", bins=edges, ax=left)
    left.set_title("One sample")
    sns.histplot(df, x="latency", hue="cache", bins=edges, multiple="stack", ax=right)
    right.set_title("Stacked")
    fig.tight_layout()
    bins = [f"{lo}–{hi}" for lo, hi in zip(edges, edges[1:])]
    count = {c: np.histogram(df[df.cache == c].latency, bins=edges)[0].tolist() for c in ("cold", "warm")}
    _write("seaborn_histplot", fig, producer, {"blue bars": {"x": bins, "y": count["cold"]}},
           stacked={c: {"x": bins, "y": ys} for c, ys in count.items()})


def main(cases: dict[str, tuple[str, object]] = CASES, doc: str = __doc__) -> None:
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="list the cases and the producer each needs")
    parser.add_argument("--only", nargs="*", default=None, help="write only these cases")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (kind, fn) in cases.items():
        producer = _producer(kind)
        if args.list:
            print(f"{name}: {kind}" + ("" if producer else " (not here)"))
        elif producer and (args.only is None or name in args.only):
            fn(producer)
            print(f"{name}: {producer}")
    if not args.list and not any(_producer(kind) for kind, _ in cases.values()):
        sys.exit("no case can be drawn with this interpreter's producers (see --list)")


if __name__ == "__main__":
    main()
