"""Cases of what the real suite's records missed or misread (../shared/data/real-prose-dev's record notes), each
drawn by the producer and version named, as small PDFs with the data they were drawn from
(tests/groundtruth/test_pdf_record_cases.py). The same interface as make_pdf_reader_cases.py, whose helpers it uses:

    python scripts/make_pdf_record_cases.py            # writes the cases this interpreter's producers can draw
    python scripts/make_pdf_record_cases.py --list     # each case and the producer it needs
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_pdf_reader_cases import _write, case_registry, main, plt  # noqa: E402

CASES, case = case_registry()


TOPICS = [1, 2, 3, 4, 5, 6]
FACETS = {("Lectures", "Forces"): [0.01, 0.18, 0.11, 0.01, 0.05, 0.15],
          ("Lectures", "Stars"): [0.12, 0.01, 0.01, 0.17, 0.11, 0.02],
          ("Questions", "Forces"): [0.07, 0.02, 0.16, 0.01, 0.04, 0.10],
          ("Questions", "Stars"): [0.07, 0.02, 0.02, 0.23, 0.17, 0.18],
          ("Questions", "General knowledge"): [0.06, 0.06, 0.03, 0.10, 0.18, 0.03]}


@case("matplotlib 3.11")
def facet_row_and_column_labels(producer: str) -> None:
    """A grid of bar panels named only by facet labels: a rotated row label left of each row's y label and a
    column title under each column's x label, one slot of the grid left empty (efficient-learning-topic-weights)."""
    fig, axes = plt.subplots(2, 3, figsize=(8, 5), sharey=True)
    rows, cols = ["Lectures", "Questions"], ["Forces", "Stars", "General knowledge"]
    for (row, col), ys in FACETS.items():
        ax = axes[rows.index(row)][cols.index(col)]
        ax.bar(TOPICS, ys, color="tab:green")
        ax.set_xlabel("Topic")
        ax.set_ylabel("Avg. weight")
    axes[0][2].set_visible(False)
    fig.tight_layout(rect=(0.05, 0.06, 1, 1))
    for i, row in enumerate(rows):
        box = axes[i][0].get_position()
        fig.text(0.015, (box.y0 + box.y1) / 2, row, rotation=90, va="center", fontsize=13, fontweight="bold")
    for j, col in enumerate(cols):
        box = axes[1][j].get_position()
        fig.text((box.x0 + box.x1) / 2, 0.01, col, ha="center", va="bottom", fontsize=13, fontweight="bold")
    _write("facet_row_and_column_labels", fig, producer,
           {f"{row} – {col}": {"x": TOPICS, "y": ys} for (row, col), ys in FACETS.items()})


R_OVER = [0.0, 0.2, 0.4, 0.6, 0.8]
SHELLS = {"R = 4.0 Å": {"Cs": [0.12, 0.07, 0.02, 0.0, 0.0], "Au": [0.03, 0.025, 0.02, 0.01, 0.0],
                        "Ne": [0.007, 0.008, 0.009, 0.004, 0.0]},
          "R = 6.0 Å": {"Cs": [0.015, 0.012, 0.004, 0.0, 0.0], "Au": [0.0, 0.001, 0.005, 0.002, 0.0],
                        "Ne": [0.0, 0.0005, 0.003, 0.0045, 0.0]},
          "R = 8.0 Å": {"Cs": [0.0026, 0.0025, 0.001, 0.0, 0.0], "Au": [0.0, 0.0, 0.0005, 0.0028, 0.0],
                        "Ne": [0.0, 0.0, 0.0002, 0.0021, 0.0001]}}
SHADES = {"Cs": "#5e4fa2", "Au": "#ff8c00", "Ne": "#fdbf6f"}  # two shades a reader calls orange


@case("matplotlib 3.11")
def labels_inside_every_panel(producer: str) -> None:
    """Panels named by a label set inside each, at one place ('R = 4.0 Å' in the top right corner), with one legend
    in the first panel for all of them, two of whose series are shades of one colour name (nanopores-wetting's
    'Au' and 'Ne', both orange): each panel is named by its label, and each series by the legend in every panel."""
    fig, axes = plt.subplots(1, 3, figsize=(9, 3))
    for ax, (label, series) in zip(axes, SHELLS.items()):
        for name, ys in series.items():
            ax.plot(R_OVER, ys, ":", marker="o", color=SHADES[name], label=name)
        ax.text(0.96, 0.95, label, ha="right", va="top", transform=ax.transAxes, fontsize=11)
        ax.set_xlabel("r/R")
    axes[0].set_ylabel("density")
    axes[0].legend(loc="center right", frameon=False)
    fig.tight_layout()
    _write("labels_inside_every_panel", fig, producer,
           {f"{label}: {name}": {"x": R_OVER, "y": ys} for label, series in SHELLS.items() for name, ys in series.items()},
           titles=list(SHELLS))


@case("matplotlib 3.11")
def line_labels_in_every_panel(producer: str) -> None:
    """Two panels whose lines are labelled over their right ends ('V/J = 0.2', one-particle-entanglement-006): a
    panel's line labels share one form, so the lowest of each panel, at one place in both, titles neither."""
    xs = [0.0, 0.05, 0.1, 0.15]
    fig, axes = plt.subplots(2, 1, figsize=(4, 5))
    for ax, values in zip(axes, ([1.7, 1.0, 0.2], [-0.2, -1.0, -1.7])):
        for k, v in enumerate(values):
            level = 0.15 - 0.05 * k
            ax.plot(xs, [level + 0.01 * x for x in xs], "-")
            ax.text(0.145, level + 0.012, f"V/J = {v:g}", ha="right")
        ax.set_ylim(0, 0.25)
        ax.set_xlabel("1/N")
    fig.tight_layout()
    _write("line_labels_in_every_panel", fig, producer, {}, labels=["V/J = 1.7", "V/J = 1", "V/J = 0.2", "V/J = -0.2",
                                                                       "V/J = -1", "V/J = -1.7"])


@case("matplotlib 3.11")
def tex_minus_ticks_tight_label(producer: str) -> None:
    """Tick labels in Computer Modern math ('$-2$': the minus is CMSY's, whose box hangs far below the digits) with
    the x label set close under them (labelpad 0; one-particle-entanglement-008-fittedcutoff's 'V/J')."""
    xs = [-2.0, -1.0, 0.0, 1.0, 2.0]
    ys = [2.7, 1.2, 0.85, 0.9, 1.06]
    with plt.rc_context({"mathtext.fontset": "cm"}):
        fig, ax = plt.subplots(figsize=(4, 2.6))
        ax.plot(xs, ys, "o", color="tab:red")
        ax.set_xticks(xs, [f"${x:g}$" for x in xs])
        ax.set_xlabel("$V/J$", labelpad=0)
        ax.set_ylabel("fit")
        fig.tight_layout()
        _write("tex_minus_ticks_tight_label", fig, producer, {"": {"x": xs, "y": ys}}, x_label="V/J")


@case("matplotlib 3.11")
def tex_y_label_in_two_pieces(producer: str) -> None:
    """A y label in Computer Modern math set as two runs ('|ψ(r)| 2' and '[Å^−3 ]', a space between them), whose
    glyph boxes ('|', 'ψ') reach into the tick labels' column (nanopores-wetting-radial-density-n2, read '[Å^−3 ]')."""
    xs = [0.0, 0.25, 0.5, 0.75]
    ys = [0.12, 0.07, 0.02, 0.0]
    with plt.rc_context({"mathtext.fontset": "cm"}):
        fig, ax = plt.subplots(figsize=(4, 2.6))
        ax.plot(xs, ys, ":o", color="tab:blue")
        ax.set_ylabel(r"$|\psi(r)|^2\quad[\mathrm{\AA}^{-3}]$")
        ax.set_xlabel("r/R")
        fig.tight_layout()
        _write("tex_y_label_in_two_pieces", fig, producer, {"": {"x": xs, "y": ys}}, y_label="|ψ(r)| 2 [Å^−3 ]")


@case("matplotlib 3.11")
def stacked_panels_own_y_labels(producer: str) -> None:
    """Two panels stacked without a gap, each with its own y label (celerite-correct's 'relative flux [ppm]' over
    'residuals', one line's thickness apart): a rotated label is joined only with pieces within its own panel."""
    xs = [0.0, 1.0, 2.0, 3.0]
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(4, 3.4), sharex=True, gridspec_kw={"hspace": 0})
    top.plot(xs, [10.0, -5.0, 3.0, 8.0], "o", color="black")
    bottom.plot(xs, [0.5, -0.4, 0.2, 0.1], "o", color="black")
    top.set_ylabel("relative flux [ppm]", fontsize=10)
    bottom.set_ylabel("residual flux [ppm]", fontsize=10)
    bottom.set_xlabel("time [day]")
    fig.tight_layout()
    fig.align_ylabels()
    _write("stacked_panels_own_y_labels", fig, producer, {}, y_labels=["relative flux [ppm]", "residual flux [ppm]"])


PRESSURE = [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]
GCMC = [6.0, 9.0, 19.0, 19.8, 20.0, 20.2, 20.4]
EXPERIMENT = [3.7, 7.3, 14.9, 18.0, 18.6, 19.0, 19.5]


@case("matplotlib 3.11")
def key_texts_flush_right(producer: str) -> None:
    """A key without a frame whose texts stand flush right before their handles (gnuplot's key; matplotlib's
    markerfirst=False), one a line with markers and error bars, one a marker (ar-mcm-avg-uptake-vs-poverp0's
    'GCMC' and 'Experiment'): both are entries, and each names its series."""
    fig, ax = plt.subplots(figsize=(4.5, 3))
    ax.errorbar(PRESSURE, GCMC, yerr=0.4, color="red", marker="o", ms=3, label="GCMC")
    ax.plot(PRESSURE, EXPERIMENT, "o", color="darkgreen", ms=4, label="Experiment")
    ax.set_ylim(0, 31)
    ax.set_xlabel("P/P0")
    ax.set_ylabel("Uptake [mmol/g]")
    ax.legend(loc="upper right", frameon=False, markerfirst=False)
    fig.tight_layout()
    _write("key_texts_flush_right", fig, producer,
           {"GCMC": {"x": PRESSURE, "y": GCMC}, "Experiment": {"x": PRESSURE, "y": EXPERIMENT}})


@case("matplotlib 3.11")
def small_marker_key_beside_line_key(producer: str) -> None:
    """A key of a line and of a small marker with error bars (quench-structure-factor-tq-vs-q's 'LL' and 'ED'):
    the small marker stands centred in its handle, a little more than 1.6 em from its text, and is its entry."""
    qs = [0.17, 0.33, 0.5, 0.67, 0.83, 1.0]
    ed = [0.035, 0.068, 0.095, 0.12, 0.145, 0.16]
    fig, ax = plt.subplots(figsize=(3, 3))
    ax.plot([0.0, 1.0], [0.0, 0.26], color="purple", label="LL")
    ax.errorbar(qs, ed, yerr=0.006, fmt="o", ms=2.5, mfc="plum", color="purple", label="ED")
    ax.set_ylim(0, 0.29)
    ax.set_xlabel("q/kF")
    ax.set_ylabel("Tq")
    ax.legend(loc="upper left", frameon=False, handletextpad=1.0)
    fig.tight_layout()
    _write("small_marker_key_beside_line_key", fig, producer, {"ED": {"x": qs, "y": ed}})


@case("matplotlib 3.11")
def key_of_two_marker_sizes(producer: str) -> None:
    """A key without a frame of two marker series of different shapes and sizes (one-particle-entanglement-015's
    diamonds and circles): the handles are centred in one column, so both are entries, not data points."""
    qs = [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]
    time_avg = [0.002, 0.09, 0.83, 1.0, 0.83, 0.09, 0.002]
    ground = [0.04, 0.19, 0.72, 0.99, 0.72, 0.19, 0.04]
    fig, ax = plt.subplots(figsize=(4, 2.8))
    ax.plot(qs, time_avg, "D", ms=7, color="palevioletred", mec="darkred", label="time average")
    ax.plot(qs, ground, "o", ms=5, color="lavender", mec="slateblue", label="ground state")
    ax.set_xlabel("q")
    ax.legend(loc="lower center", frameon=False)
    fig.tight_layout()
    _write("key_of_two_marker_sizes", fig, producer,
           {"time average": {"x": qs, "y": time_avg}, "ground state": {"x": qs, "y": ground}})


@case("matplotlib 3.11")
def marker_sets_without_legend(producer: str) -> None:
    """Three sets of markers in three colours and no legend (peerless-full-sample): no legend is drawn."""
    xs = [1.0, 2.0, 3.0, 4.0, 5.0]
    sets = {"orange": [1.0, 3.0, 2.0, 5.0, 4.0], "tab:blue": [2.0, 2.5, 3.5, 3.0, 4.5], "black": [0.5, 1.0, 1.5, 2.0, 2.5]}
    fig, ax = plt.subplots(figsize=(4, 3))
    for colour, ys in sets.items():
        ax.plot(xs, ys, "s" if colour == "orange" else "o", color=colour)
    ax.set_xlabel("period")
    ax.set_ylabel("radius")
    fig.tight_layout()
    _write("marker_sets_without_legend", fig, producer, {c: {"x": xs, "y": ys} for c, ys in sets.items()})


@case("matplotlib 3.11")
def top_axis_under_title(producer: str) -> None:
    """A second x axis along the top edge (secondary_xaxis) with its own label, the title above it
    (subpop-deviation's cumulative plots): the top ticks and their label are no title."""
    xs = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5]
    ys = [0.0, 0.02, 0.05, 0.09, 0.12, 0.14]
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    ax.plot(xs, ys, color="black")
    ax.set_xlabel("score")
    ax.set_ylabel("deviation")
    top = ax.secondary_xaxis("top", functions=(lambda v: 2 * v, lambda v: v / 2))
    top.set_xlabel("k/n")
    ax.set_title("miscalibration as a function of k/n")
    fig.tight_layout()
    _write("top_axis_under_title", fig, producer, {"black line": {"x": xs, "y": ys}},
           title="miscalibration as a function of k/n", x_label="score")


@case("matplotlib 3.11")
def inset_markers_past_its_frame(producer: str) -> None:
    """An inset whose x limits cut its series short: matplotlib writes the markers past the inset's frame into the
    file, clipped away (quench-structure-factor-nq-vs-v, the nanopores insets); they are no data of the main panel."""
    xs = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    main = [1.0, 2.5, 3.5, 4.0, 4.5, 5.0]
    inset_x = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]
    inset_y = [0.5, 0.9, 1.1, 1.2, 1.3, 1.35]
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    ax.plot(xs, main, "o", color="tab:blue")
    ax.set_ylim(0, 6)
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    inset = ax.inset_axes([0.45, 0.1, 0.35, 0.35])
    inset.plot(inset_x, inset_y, "s", color="tab:red")
    inset.set_xlim(0.05, 0.35)  # the markers at 0.4, 0.5, 0.6 are drawn right of the inset, clipped away
    inset.set_ylim(0.4, 1.4)
    _write("inset_markers_past_its_frame", fig, producer,
           {"blue circles": {"x": xs, "y": main}, "red squares": {"x": inset_x[:3], "y": inset_y[:3]}})


@case("matplotlib 3.11")
def markers_filled_paler_than_edge(producer: str) -> None:
    """Markers filled with a paler shade of their edge colour (one-particle-entanglement's Spectral markers, each
    face its edge mixed half with white): a reader names them by the edge, 'dark red', 'purple', not by the face."""
    xs = [-2.0, -1.0, 0.0, 1.0, 2.0]
    edges = {"dark red": (158, 1, 66), "purple": (94, 79, 162), "orange": (253, 174, 97)}
    ys = {"dark red": [0.27, 0.10, 0.0, 0.08, 0.20], "purple": [0.17, 0.03, 0.0, 0.02, 0.07],
          "orange": [0.28, 0.05, 0.0, 0.03, 0.11]}
    fig, ax = plt.subplots(figsize=(4, 3))
    for name, rgb in edges.items():
        edge = tuple(c / 255 for c in rgb)
        face = tuple(0.5 * c + 0.5 for c in edge)
        ax.plot(xs, ys[name], "o", ms=7, mfc=face, mec=edge, mew=1.2)
    ax.set_xlabel("V/J")
    ax.set_ylabel("A")
    fig.tight_layout()
    _write("markers_filled_paler_than_edge", fig, producer,
           {f"{name} circles": {"x": xs, "y": ys[name]} for name in edges})


if __name__ == "__main__":
    main(CASES, __doc__)
