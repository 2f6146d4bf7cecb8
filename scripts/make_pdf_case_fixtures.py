"""Figures with twin y axes, plotly's default log axes and other normal cases of real figures, as small PDFs with their known data, for the
from-pdf tests (tests/groundtruth/test_pdf_twin.py).

    python scripts/make_pdf_case_fixtures.py     # writes tests/groundtruth/fixtures/pdf/cases/NAME.{pdf,json}

Each case writes NAME.pdf (matplotlib; gnuplot's pdfcairo where Debian's gnuplot-nox is installed; plotly
with kaleido where they install) and NAME.json:
the data it was drawn from, ``{"series": {name: {"axis": "y" | "y2" | null, "x": [...], "y": [...]}}}`` (axis null:
the drawing gives no way to tell which axis the series belongs to, so the reader must leave it unknown; "errors":
± half-widths where error bars are drawn), and ``"fit"`` where a trend line is. The gnuplot and plotly PDFs carry
a creation date, so regenerating them changes their bytes, not their drawing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "groundtruth" / "fixtures" / "pdf" / "cases"
METADATA = {"CreationDate": None, "Creator": None, "Producer": None}
EPOCHS = [1, 2, 3, 4, 5, 6]
ACCURACY = [52.5, 61.0, 66.25, 70.5, 72.0, 73.75]
LOSS = [2.4, 1.7, 1.3, 1.05, 0.9, 0.85]


def _write(name: str, fig, series: dict, **more) -> None:
    fig.savefig(OUT / f"{name}.pdf", metadata=METADATA)
    plt.close(fig)
    (OUT / f"{name}.json").write_text(json.dumps({"series": series, **more}, indent=1) + "\n")


def twin_coloured_axes() -> None:
    """The common style: each y axis's label and tick labels in the colour of its line."""
    fig, ax = plt.subplots(figsize=(4.5, 3))
    ax.plot(EPOCHS, ACCURACY, color="tab:blue", marker="o")
    ax.set_ylabel("Accuracy (%)", color="tab:blue")
    ax.tick_params(axis="y", labelcolor="tab:blue")
    right = ax.twinx()
    right.plot(EPOCHS, LOSS, color="tab:red", marker="s")
    right.set_ylabel("Loss", color="tab:red")
    right.tick_params(axis="y", labelcolor="tab:red")
    ax.set_xlabel("Epoch")
    ax.set_title("Training")
    _write("twin_coloured_axes", fig, {
        "Accuracy (%)": {"axis": "y", "x": EPOCHS, "y": ACCURACY}, "Loss": {"axis": "y2", "x": EPOCHS, "y": LOSS}})


def twin_legend_sides() -> None:
    """Black axes; the legend names the side of each series."""
    fig, ax = plt.subplots(figsize=(4.5, 3))
    a = ax.plot(EPOCHS, ACCURACY, color="C0", label="accuracy (left)")
    right = ax.twinx()
    b = right.plot(EPOCHS, LOSS, color="C1", linestyle="--", label="loss (right axis)")
    ax.legend(handles=a + b, loc="center right")
    ax.set_title("Sides in the legend")
    _write("twin_legend_sides", fig, {
        "accuracy (left)": {"axis": "y", "x": EPOCHS, "y": ACCURACY},
        "loss (right axis)": {"axis": "y2", "x": EPOCHS, "y": LOSS}})


def twin_named_by_axis_labels() -> None:
    """Black axes; each axis's label names one of the legend's series."""
    fig, ax = plt.subplots(figsize=(4.5, 3))
    a = ax.plot(EPOCHS, ACCURACY, color="C0", marker="o", label="Accuracy")
    ax.set_ylabel("Top-1 accuracy (%)")
    right = ax.twinx()
    b = right.plot(EPOCHS, LOSS, color="C1", marker="s", label="Loss")
    right.set_ylabel("Validation loss")
    ax.legend(handles=a + b, loc="center right")
    ax.set_title("Axis labels")
    _write("twin_named_by_axis_labels", fig, {"Accuracy": {"axis": "y", "x": EPOCHS, "y": ACCURACY},
                                              "Loss": {"axis": "y2", "x": EPOCHS, "y": LOSS}})


def twin_one_coloured_axis() -> None:
    """Two lines on a plain left axis, one on a right axis coloured like it."""
    fig, ax = plt.subplots(figsize=(4.5, 3))
    a = ax.plot(EPOCHS, ACCURACY, color="C0", label="ours")
    b = ax.plot(EPOCHS, [a - 6 for a in ACCURACY], color="C2", label="baseline")
    right = ax.twinx()
    c = right.plot(EPOCHS, LOSS, color="tab:red", marker="s", label="cost")
    right.tick_params(axis="y", labelcolor="tab:red")
    ax.legend(handles=a + b + c, loc="center right")
    ax.set_title("One coloured axis")
    _write("twin_one_coloured_axis", fig, {"ours": {"axis": "y", "x": EPOCHS, "y": ACCURACY},
                                           "baseline": {"axis": "y", "x": EPOCHS, "y": [a - 6 for a in ACCURACY]},
                                           "cost": {"axis": "y2", "x": EPOCHS, "y": LOSS}})


def twin_unknown_side() -> None:
    """Black axes and a legend that names no side: which axis each line is read on cannot be told."""
    fig, ax = plt.subplots(figsize=(4.5, 3))
    a = ax.plot(EPOCHS, ACCURACY, color="C0", label="accuracy")
    right = ax.twinx()
    b = right.plot(EPOCHS, LOSS, color="C1", label="loss")
    ax.legend(handles=a + b, loc="center right")
    ax.set_title("No sides")
    _write("twin_unknown_side", fig, {"accuracy": {"axis": None, "x": EPOCHS, "y": ACCURACY},
                                      "loss": {"axis": None, "x": EPOCHS, "y": LOSS}})


def twin_tick_ranges() -> None:
    """Black axes, each axis labelled over only the part of the frame its series uses (a broken-out layout):
    a series whose points lie inside one axis's tick range only is read on that axis."""
    fig, ax = plt.subplots(figsize=(4.5, 3.5))
    ax.plot(EPOCHS, [10, 12, 15, 14, 17, 19], color="C2", marker="^", label="throughput")
    ax.set_ylim(0, 40)
    ax.set_yticks([0, 5, 10, 15, 20])
    right = ax.twinx()
    right.plot(EPOCHS, [0.5, 0.6, 0.55, 0.7, 0.8, 0.75], color="C4", marker="D", label="latency")
    right.set_ylim(-1, 1)
    right.set_yticks([0.4, 0.6, 0.8, 1.0])
    ax.legend(handles=ax.get_lines() + right.get_lines(), loc="upper left")
    ax.set_title("Tick ranges")
    _write("twin_tick_ranges", fig, {
        "throughput": {"axis": "y", "x": EPOCHS, "y": [10, 12, 15, 14, 17, 19]},
        "latency": {"axis": "y2", "x": EPOCHS, "y": [0.5, 0.6, 0.55, 0.7, 0.8, 0.75]}})


def twin_bars_and_line() -> None:
    """Bars on the left axis, a line on the right, no legend: each axis coloured like what it measures."""
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    requests, latency = [120, 340, 560, 410, 275], [0.5, 0.8, 1.4, 1.1, 0.75]
    fig, ax = plt.subplots(figsize=(4.5, 3))
    ax.bar(days, requests, color="tab:blue")
    ax.set_ylabel("Requests", color="tab:blue")
    ax.tick_params(axis="y", labelcolor="tab:blue")
    right = ax.twinx()
    right.plot(days, latency, color="tab:red", marker="o")
    right.set_ylabel("Latency (s)", color="tab:red")
    right.tick_params(axis="y", labelcolor="tab:red")
    ax.set_title("Load")
    _write("twin_bars_and_line", fig, {"Requests": {"axis": "y", "x": days, "y": requests},
                                       "Latency (s)": {"axis": "y2", "x": days, "y": latency}})


def twin_gnuplot() -> None:
    """gnuplot (pdfcairo): y2tics, each axis's tick labels coloured like its line, a key without sides."""
    if shutil.which("gnuplot") is None:
        return
    data = "\n".join(f"{e} {a} {lo}" for e, a, lo in zip(EPOCHS, ACCURACY, LOSS))
    script = "\n".join([
        "set terminal pdfcairo size 4.5in,3in font 'DejaVu Sans,9'", f"set output '{OUT / 'twin_gnuplot.pdf'}'",
        "set title 'gnuplot twin'", "set xlabel 'Epoch'", "set ytics nomirror textcolor rgb '#1f77b4'",
        "set y2tics textcolor rgb '#d62728'", "set ylabel 'Accuracy' textcolor rgb '#1f77b4'",
        "set y2label 'Loss' textcolor rgb '#d62728'", "set key top center",
        "$d << EOD", data, "EOD",
        "plot $d using 1:2 with linespoints lc rgb '#1f77b4' title 'accuracy' axes x1y1, "
        "$d using 1:3 with linespoints lc rgb '#d62728' title 'loss' axes x1y2", "unset output"])
    env = {**os.environ, "SOURCE_DATE_EPOCH": "0"}
    subprocess.run(["gnuplot"], input=script, text=True, check=True, capture_output=True, env=env)
    (OUT / "twin_gnuplot.json").write_text(json.dumps({"series": {
        "accuracy": {"axis": "y", "x": EPOCHS, "y": ACCURACY},
        "loss": {"axis": "y2", "x": EPOCHS, "y": LOSS}}}, indent=1) + "\n")


def plotly_default_log_axes() -> None:
    """plotly's own log axes (kaleido): decades labelled in full, the ticks between them only "2" and "5"."""
    try:
        import plotly.graph_objects as go
    except ImportError:
        return
    sizes = [1.5, 4, 12, 30, 80, 250, 700]
    series = {"ours": [0.9, 2.5, 7, 20, 45, 130, 400], "baseline": [1.2, 3.5, 11, 35, 90, 300, 850]}
    fig = go.Figure([go.Scatter(x=sizes, y=ys, name=name, mode="lines+markers") for name, ys in series.items()])
    fig.update_xaxes(type="log", title_text="Model size (B)")
    fig.update_yaxes(type="log", title_text="Cost ($)")
    fig.update_layout(template="simple_white", width=520, height=360, title_text="Default log axes")
    fig.write_image(OUT / "plotly_log_axes.pdf")
    (OUT / "plotly_log_axes.json").write_text(json.dumps({"series": {
        name: {"axis": "y", "x": sizes, "y": ys} for name, ys in series.items()}}, indent=1) + "\n")


def seaborn_error_bars() -> None:
    """seaborn's barplot of raw observations with ± one standard deviation (its error lines are centred on the bar's
    top); the known data are the means and standard deviations pandas computes (ddof 1, as seaborn does)."""
    import pandas as pd
    import seaborn as sns

    obs = pd.DataFrame({"method": ["A"] * 4 + ["B"] * 4 + ["C"] * 4,
                        "score": [40, 44, 47, 41, 50, 61, 58, 67, 30, 31, 29, 38]})
    fig, ax = plt.subplots(figsize=(4, 3))
    sns.barplot(obs, x="method", y="score", errorbar="sd", ax=ax)
    ax.set_title("Scores")
    stats = obs.groupby("method")["score"].agg(["mean", "std"])
    _write("seaborn_error_bars", fig, {"value": {"axis": "y", "x": list(stats.index), "y": stats["mean"].round(6).tolist(),
                                                 "errors": stats["std"].round(6).tolist()}})


def scatter_fit_and_guide() -> None:
    """A scatter with a fitted line the legend names (R² printed in it) and a parity line y = x it does not name."""
    xs = [10, 20, 30, 40, 50, 60, 70]
    ys = [18, 25, 41, 44, 58, 61, 77]
    slope, intercept = 0.95, 6.5
    fig, ax = plt.subplots(figsize=(4, 3.2))
    ax.scatter(xs, ys, color="C0", label="runs")
    ax.plot([5, 75], [intercept + slope * 5, intercept + slope * 75], color="C3", label="linear fit (R² = 0.97)")
    ax.plot([0, 80], [0, 80], color="0.6", linestyle=":")  # y = x, a guide
    ax.set_xlim(0, 80)
    ax.set_ylim(0, 90)
    ax.legend(loc="upper left")
    ax.set_title("Fit")
    _write("scatter_fit_and_guide", fig, {"runs": {"axis": "y", "x": xs, "y": ys}},
           fit={"slope": slope, "intercept": intercept, "r2": 0.97})


CASES = [twin_coloured_axes, twin_legend_sides, twin_named_by_axis_labels, twin_one_coloured_axis,
         twin_unknown_side, twin_tick_ranges, twin_bars_and_line, twin_gnuplot,
         plotly_default_log_axes, seaborn_error_bars, scatter_fit_and_guide]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    plt.rcParams["svg.hashsalt"] = "vlmeval"
    for case in CASES:
        case()
        print(case.__name__)


if __name__ == "__main__":
    main()
