"""Cases where the from-pdf reader misread how a real figure's marks look or what they are (issue 32's record side):
translucent paint, point labels, frameless insets, diagonal guide lines; each drawn by the producer named, as a
small PDF with the data it was drawn from (tests/groundtruth/test_pdf_look_cases.py). The same interface as
make_pdf_reader_cases.py, whose helpers it uses:

    python scripts/make_pdf_look_cases.py            # writes the cases this interpreter's producers can draw
    python scripts/make_pdf_look_cases.py --list     # each case and the producer it needs
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_pdf_reader_cases import _write, case_registry, main, plt  # noqa: E402

CASES, case = case_registry()


@case("matplotlib 3.11")
def translucent_bars_and_line(producer: str) -> None:
    """Two panels without a legend: bars painted black at alpha 0.5 (brainfit's grey histograms, read as "black
    bars") and lines painted green and orange at alpha 0.3 over a grey face (seaborn's darkgrid): each shows its paint
    composited over the face and is named by it, keeping its hue: grey bars, a light green line and a light
    orange line (pale orange is nearest pink, which no reader calls it)."""
    cats = ["A", "B", "C", "D"]
    bars = [3.0, 5.0, 4.0, 2.0]
    xs = [1.0, 2.0, 3.0, 4.0, 5.0]
    ys = [1.0, 3.0, 2.0, 4.0, 3.5]
    zs = [4.0, 2.5, 3.0, 1.5, 1.0]
    fig, (left, right) = plt.subplots(1, 2, figsize=(7, 3))
    left.bar(cats, bars, color="black", alpha=0.5)
    left.set_ylabel("Count")
    right.set_facecolor("#eaeaf2")
    right.plot(xs, ys, color="tab:green", alpha=0.3, lw=2)
    right.plot(xs, zs, color="tab:orange", alpha=0.3, lw=2)
    right.set_ylabel("Score")
    fig.tight_layout()
    _write("translucent_bars_and_line", fig, producer, {"grey bars": {"x": cats, "y": bars}},
           lines={"light green line": {"x": xs, "y": ys}, "light orange line": {"x": xs, "y": zs}},
           colours=[["grey"], ["light green", "light orange"]], face="#eaeaf2")


@case("matplotlib 3.11")
def diagonal_guide(producer: str) -> None:
    """Two panels of lines on 0..1 axes with a straight y = x line corner to corner: in the first a reliability
    diagram's unnamed diagonal without markers (subpop-deviation: read as a "black line" of two values), a guide
    to compare with, not a series; in the second the diagonal is a legend-named series ("chance"), which stays."""
    bins = [0.1, 0.3, 0.5, 0.7, 0.9]
    models = {"model A": [0.05, 0.22, 0.48, 0.75, 0.95], "model B": [0.2, 0.35, 0.45, 0.6, 0.8]}
    fig, (left, right) = plt.subplots(1, 2, figsize=(7, 3.2))
    for name, ys in models.items():
        left.plot(bins, ys, marker="o", label=name)
    left.plot([0, 1], [0, 1], color="black", lw=1)
    left.legend(loc="upper left")
    right.plot(bins, models["model A"], marker="s", color="tab:green", label="model A")
    right.plot([0, 1], [0, 1], color="tab:red", ls="--", label="chance")
    right.legend(loc="upper left")
    for ax in (left, right):
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_xlabel("Confidence")
    left.set_ylabel("Accuracy")
    fig.tight_layout()
    _write("diagonal_guide", fig, producer, {n: {"x": bins, "y": ys} for n, ys in models.items()},
           second={"model A": {"x": bins, "y": models["model A"]}, "chance": {"x": [0, 1], "y": [0, 1]}})


def _labelled_points() -> tuple[list[float], list[float], list[float], list[str]]:
    """36 points in a crowded cloud, sized from three sizes (a bubble chart's), with two-letter codes."""
    import numpy as np

    rng = np.random.default_rng(6)
    xs = [round(float(v), 3) for v in rng.normal(0.55, 0.05, 36)]
    ys = [round(float(v), 2) for v in rng.normal(94.0, 1.5, 36)]
    sizes = [float(rng.choice([20.0, 35.0, 50.0])) for _ in xs]
    codes = [a + b for a, b in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ", "KLMNOPQRSTUVWXYZKLMNOPQRSTUVWXYZKLMN")]
    return xs, ys, sizes, codes


@case("matplotlib 3.11")
def point_labels(producer: str) -> None:
    """A crowded scatter of one series of three marker sizes whose every marker has a text beside it (honesty's
    state codes beside its bubbles): texts crowd, two may sit nearest one marker and markers of one look line up
    by chance, as a frameless legend's handles do; the texts are point labels and every marker a point. Beside
    it, a frameless legend of two series (distinct markers) stays a legend."""
    xs, ys, sizes, codes = _labelled_points()
    fig, (left, right) = plt.subplots(1, 2, figsize=(8, 3.2))
    left.scatter(xs, ys, s=sizes, color="#5a6acf")
    for x, y, code in zip(xs, ys, codes):
        left.annotate(code, (x, y), xytext=(3, 3), textcoords="offset points", color="grey", fontsize=8)
    left.set_xlim(0.35, 0.75)
    left.set_ylim(88, 100)
    left.set_xlabel("D")
    left.set_ylabel("S")
    right.scatter([1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 1.5, 3.0], marker="o", color="tab:blue", label="first")
    right.scatter([1.0, 2.0, 3.0, 4.0], [2.5, 0.5, 3.5, 2.0], marker="^", color="tab:orange", label="second")
    right.legend(loc="upper left", frameon=False)
    right.set_ylim(0, 5)
    fig.tight_layout()
    _write("point_labels", fig, producer, {"points": {"x": xs, "y": ys}}, codes=codes, legend=["first", "second"])


@case("matplotlib 3.11")
def frameless_inset(producer: str) -> None:
    """A line panel with an inset drawn without a frame or a background (its left and bottom spines only, no
    face: a despined inset over the data), with tick labels of its own and markers of three series: the inset is
    a panel of its own, its markers read against its own axes, never the main panel's."""
    xs = [round(-2.0 + 0.25 * i, 2) for i in range(17)]
    main = [round(0.85 + 0.45 * x * x, 4) for x in xs]
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(xs, main, marker="o", color="darkred", ms=3, lw=0)
    ax.set_xlabel("V/J")
    ax.set_ylabel("eps")
    ax.set_ylim(0.5, 2.9)
    inset = ax.inset_axes([0.35, 0.55, 0.3, 0.35])
    ix = [-2.0, -1.0, 0.0, 1.0, 2.0]
    inner = {"a": [0.27, 0.1, 0.0, 0.08, 0.2], "b": [0.28, 0.05, 0.0, 0.03, 0.11]}
    for (name, ys), colour in zip(inner.items(), ("darkred", "orange")):
        inset.plot(ix, ys, marker="s", color=colour, lw=0, ms=3)
    inset.set_facecolor("none")
    inset.spines[:].set_visible(False)
    inset.set_xticks([-2, 0, 2])
    inset.set_yticks([0.0, 0.1, 0.2])
    fig.tight_layout()
    _write("frameless_inset", fig, producer, {"main": {"x": xs, "y": main}},
           inset={n: {"x": ix, "y": ys} for n, ys in inner.items()})


@case("matplotlib 3.11")
def heatmap_row_shared_rows(producer: str) -> None:
    """A row of three annotated heatmaps (pcolormesh cells, each value printed in its cell) over one set of rows,
    named only left of the first (sharey; timecorr's stats heatmaps): the later panels print no row labels and
    read their rows from the first, so every printed value is a cell of its panel."""
    rows = ["order 0", "order 1", "order 2", "order 3"]
    cols = ["a", "b", "c", "d", "e"]
    grids = [[[round(0.1 * (k + 1) + 0.37 * i - 0.21 * j + 0.01 * ((i * j + k) % 7), 2) for j in range(5)]
              for i in range(4)] for k in range(3)]
    fig, axes = plt.subplots(1, 3, figsize=(9, 3), sharey=True)
    for ax, grid in zip(axes, grids):
        ax.pcolormesh(grid, cmap="RdBu_r", vmin=-2, vmax=2)
        for i, row in enumerate(grid):
            for j, v in enumerate(row):
                ax.text(j + 0.5, i + 0.5, f"{v:.2f}", ha="center", va="center", fontsize=7)
        ax.set_xticks([j + 0.5 for j in range(5)], cols)
        ax.set_yticks([i + 0.5 for i in range(4)], rows)
    axes[0].invert_yaxis()
    fig.tight_layout()
    _write("heatmap_row_shared_rows", fig, producer, {}, rows=rows, columns=cols, grids=grids)


@case("matplotlib 3.11")
def wide_space_x_label(producer: str) -> None:
    """An x label whose variable follows its words after a quad and more (Computer Modern math,
    as usetex sets 'Interaction Strength \\quad $V/J$': two runs over an em apart; quench's entropy comparison), beside a
    panel whose own label stands close to it: the first label is read whole, the second stays the second's."""
    xs = [-0.5, -0.25, 0.0, 0.25, 0.5]
    ys = [0.9, 0.95, 1.0, 1.05, 1.0]
    plt.rcParams["mathtext.fontset"] = "cm"
    try:
        fig, (left, right) = plt.subplots(1, 2, figsize=(7, 3))
        left.plot(xs, ys, marker="o")
        left.set_xlabel(r"Interaction Strength $\quad\;V/J$")
        right.plot(xs, ys[::-1], marker="s")
        right.set_xlabel(r"Time $\quad\;tJ$")
        fig.tight_layout()
        _write("wide_space_x_label", fig, producer, {"left": {"x": xs, "y": ys}},
               x_labels=["Interaction Strength V/J", "Time tJ"])
    finally:
        plt.rcParams["mathtext.fontset"] = "dejavusans"


@case("matplotlib 3.11")
def colorbar_end_tick_large_font(producer: str) -> None:
    """A scatter coloured through a colorbar from 0 whose tick labels are set large (20 pt; flares' log10(N)): a
    label's box hangs its descent under the glyphs, so the bottom label '0', centred on the bar's lower edge, has
    its box's middle a third of an em under that edge; it is the bar's first tick all the same."""
    xs = [0.5, 1.0, 1.5, 2.0, 2.5]
    ys = [1.2, 1.8, 1.1, 2.2, 1.6]
    cs = [0.3, 1.2, 2.5, 3.1, 4.1]
    fig, ax = plt.subplots(figsize=(6, 4))
    points = ax.scatter(xs, ys, c=cs, vmin=0, vmax=4.2, cmap="viridis")
    bar = fig.colorbar(points, ax=ax, ticks=[0, 1, 2, 3, 4])
    bar.ax.tick_params(labelsize=20)
    bar.set_label("log10(N)")
    ax.set_xlabel("Mass")
    ax.set_ylabel("Slope")
    _write("colorbar_end_tick_large_font", fig, producer, {"points": {"x": xs, "y": ys}}, colorbar_ticks=[0, 1, 2, 3, 4])


if __name__ == "__main__":
    main(CASES, __doc__)
