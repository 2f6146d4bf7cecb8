"""Mark kinds the from-pdf reader did not read on real figures (issue 32's record side, the record notes of
real-prose-own and real-prose-dev), each drawn by the producer named, as a small PDF with the data it was drawn from
(tests/groundtruth/test_pdf_mark_cases.py). The same interface as make_pdf_reader_cases.py, whose helpers it uses:

    python scripts/make_pdf_mark_cases.py            # writes the cases this interpreter's producers can draw
    python scripts/make_pdf_mark_cases.py --list     # each case and the producer it needs
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_pdf_reader_cases import _write, case_registry, main, plt  # noqa: E402

CASES, case = case_registry()


@case("matplotlib 3.11")
def stroked_crosses(producer: str) -> None:
    """Markers drawn as two strokes: a main panel of 'x' (scatter) and '+' (plot) markers named in a legend, and an
    inset of grey 'x' markers with a dashed line at 1 (quench-structure-factor's s_b/s inset: "no markers
    recognised", every value unknown). Every marker is a value; the crosses are named 'cross' and 'plus'."""
    xs = [-0.5, -0.25, -0.15, 0.15, 0.25, 0.75]
    first = [1.2, 2.4, 1.9, 3.1, 2.6, 3.8]
    second = [0.8, 1.1, 1.6, 2.0, 2.9, 3.3]
    ratio = [0.926, 0.916, 0.968, 1.053, 0.996, 1.002]
    fig, ax = plt.subplots(figsize=(5, 3.6))
    ax.scatter(xs, first, marker="x", color="tab:red", label="bosons")
    ax.plot(xs, second, "+", color="tab:blue", ms=8, label="fermions")
    ax.set_xlabel("V/J")
    ax.set_ylabel("s")
    ax.set_ylim(0, 6)
    ax.legend(loc="upper left")
    inset = ax.inset_axes([0.55, 0.55, 0.4, 0.38])
    inset.plot(xs, ratio, "x", color="grey")
    inset.axhline(1.0, color="grey", ls="--", lw=0.8)
    inset.set_xticks([-0.5, 0.0, 0.5])
    inset.set_yticks([0.9, 1.0])
    inset.set_ylim(0.85, 1.1)
    inset.set_ylabel("s_b/s")
    _write("stroked_crosses", fig, producer, {"bosons": {"x": xs, "y": first}, "fermions": {"x": xs, "y": second}},
           inset={"grey crosses": {"x": xs, "y": ratio}}, markers={"bosons": "cross", "fermions": "plus"})


@case("matplotlib 3.11")
def zoom_inset_names(producer: str) -> None:
    """A panel of legend-named red circles with error bars in x and in y of one length (flares-soc's dots: the two
    bars cross at the point like an 'x' drawn '+'), and an inset zooming on two of them beside a blue 'x' the panel
    does not draw (bkt-flow's acquisition zoom): the inset's circles take the panel's legend name, the cross is a
    point named by its look, and no error-bar crossing is a marker."""
    xs = [3.1, 3.2, 3.27, 3.28, 3.35, 3.4]
    ys = [6.0, 2.5, 0.06, 0.03, 0.8, 2.2]
    err = [0.2, 0.2, 0.05, 0.05, 0.2, 0.2]
    fig, ax = plt.subplots(figsize=(5, 3.6))
    ax.errorbar(xs, ys, yerr=err, xerr=0.007, fmt="o", color="tab:red", label="ground truth", capsize=0)
    ax.set_xlabel("U/J")
    ax.set_ylabel("loss")
    ax.legend(loc="lower left")
    inset = ax.inset_axes([0.3, 0.5, 0.35, 0.42])
    inset.errorbar(xs[2:4], ys[2:4], yerr=err[2:4], fmt="o", color="tab:red", capsize=0)
    inset.plot([3.275], [0.0], "x", color="tab:blue", ms=7)
    inset.set_xlim(3.265, 3.285)
    inset.set_xticks([3.27, 3.28])
    inset.set_ylim(-0.02, 0.12)
    inset.set_yticks([0.0, 0.1])
    _write("zoom_inset_names", fig, producer, {"ground truth": {"x": xs, "y": ys}},
           inset={"ground truth": {"x": xs[2:4], "y": ys[2:4]}, "blue crosses": {"x": [3.275], "y": [0.0]}})



@case("matplotlib 3.11")
def step_outlines(producer: str) -> None:
    """Step outlines (mining-gold's plinko figures, peerless' histograms: "a step outline not read"): a panel of
    two rows of markers at y = 0 and 1 with a step function over them (``ax.step``, one level per unit from x = 4 to
    25), and a panel of two step histograms named in a legend (``hist(histtype="step")``). Each step is its level
    at the middle of its run; the histograms start at no baseline 0."""
    edges = list(range(4, 26))
    levels = [0.31, 0.34, 0.36, 0.40, 0.43, 0.47, 0.50, 0.53, 0.56, 0.57, 0.58, 0.57, 0.55, 0.53, 0.49, 0.45, 0.43,
              0.40, 0.37, 0.33, 0.28]
    fig, (left, right) = plt.subplots(1, 2, figsize=(8, 3.4))
    left.scatter(range(6, 25), [0.0] * 19, color="tab:red", alpha=0.5)
    left.scatter(range(7, 25), [1.0] * 18, color="tab:orange", alpha=0.5)
    left.step(edges, levels + levels[-1:], where="post", color="mediumblue")
    left.set_xlim(0, 31)
    left.set_ylim(-0.1, 1.1)
    left.set_xlabel("x")
    bins = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
    first, second = [2, 6, 9, 4, 1], [1, 3, 5, 8, 3]
    right.hist(bins[:-1], bins=bins, weights=first, histtype="step", color="tab:blue", label="observed")
    right.hist(bins[:-1], bins=bins, weights=second, histtype="step", color="tab:green", label="simulated")
    right.set_ylim(0, 10)
    right.legend(loc="upper right")
    middles = [b + 0.5 for b in bins[:-1]]
    _write("step_outlines", fig, producer, {"step": {"x": [e + 0.5 for e in edges[:-1]], "y": levels}},
           histograms={"observed": {"x": middles, "y": first}, "simulated": {"x": middles, "y": second}})



@case("matplotlib 3.11")
def letter_top_right(producer: str) -> None:
    """Panel letters printed inside the frames (bhz-interacting's observables): the first panel's '(a)' at its top
    right, where its legend takes the top left, the second panel's '(b)' at its top left; a '(1, 1)' printed lower
    in the first panel is no letter."""
    us = [0, 2, 4, 6, 8, 10, 12]
    fig, (a, b) = plt.subplots(1, 2, figsize=(7, 3))
    a.plot(us, [1.8, 1.8, 1.7, 1.0, 1.0, 1.0, 1.0], "o-", label="α = s")
    a.plot(us, [0.1, 0.2, 0.4, 1.0, 1.0, 1.0, 1.0], "s-", label="α = p")
    a.legend(loc="upper left")
    a.text(0.97, 0.97, "(a)", transform=a.transAxes, ha="right", va="top")
    a.text(0.85, 0.6, "(1, 1)", transform=a.transAxes, ha="right")
    b.plot(us, [0.0, 0.1, 0.5, 1.9, 2.0, 2.0, 2.0], "o-")
    b.text(0.03, 0.97, "(b)", transform=b.transAxes, ha="left", va="top")
    _write("letter_top_right", fig, producer, {}, letters=["(a)", "(b)"])



@case("matplotlib 3.11")
def symbol_y_label(producer: str) -> None:
    """A y label in Computer Modern mathtext whose arrow and infinity come from the symbol font, set close to the
    tick labels (quench-entanglement's 'ΔS(t → ∞)/n'): those glyphs' boxes sit higher on the rotated line and reach
    over the tick labels' column, the rest of the label does not. It is the panel's y label."""
    xs = [0.05, 0.1, 0.15, 0.2]
    ys = [0.0011, 0.0016, 0.0021, 0.0027]
    with plt.rc_context({"mathtext.fontset": "cm", "font.size": 8}):
        fig, ax = plt.subplots(figsize=(2.2, 1.6))
        ax.plot(xs, ys, "o", color="tab:red")
        ax.set_ylim(0, 0.003)
        ax.set_yticks([0.0, 0.001, 0.002, 0.003])
        fig.subplots_adjust(left=0.38, bottom=0.25)
        ax.set_ylabel(r"$\Delta S(t\rightarrow\infty)/n$", labelpad=0)
        ax.set_xlabel("log(N)/N")
        _write("symbol_y_label", fig, producer, {"red circles": {"x": xs, "y": ys}}, y_label="ΔS(t → ∞)/n")



@case("matplotlib 3.11")
def edge_reference_lines(producer: str) -> None:
    """Vertical lines on the frame's edges (brainfit's accuracy histograms: blue lines at 0.2, 0.31, 0.42 and at
    1.0, the axis' right end, where the spine is): the left panel draws axvlines at 0.3 and on both edges (x = 0 and
    1), in colours of their own; the right panel draws a grid, its line at x = 0 on the left edge. The edge lines
    are declared unread like the inner one; the grid's is no line of its own."""
    bins = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    counts = [3, 7, 9, 5, 2]
    fig, (left, right) = plt.subplots(1, 2, figsize=(7, 3))
    for ax in (left, right):
        ax.hist(bins[:-1], bins=bins, weights=counts, color="grey", edgecolor="white")
        ax.set_xlim(0, 1)
    for x, colour in ((0.0, "tab:orange"), (0.3, "tab:green"), (1.0, "tab:blue")):
        left.axvline(x, color=colour, lw=2)
    right.grid(True, color="lightgrey")
    right.set_axisbelow(True)
    _write("edge_reference_lines", fig, producer, {}, left_lines=[0.0, 0.3, 1.0],
           left_colours=["orange", "green", "blue"])


@case("matplotlib 3.11")
def curves_beside_data(producer: str) -> None:
    """Curves drawn over the data and not in its table (psoap's orbit model, strain-graphene's fits, brainfit's and
    dnest4's density curves over histograms): a panel of circles with a model curve through 300 x positions, named in
    a legend, and an unnamed dashed fit that leaves the top of the frame (clipped there); a histogram with a density
    curve scaled to its counts. The table keeps the circles and the bars; each curve its vertices."""
    import math

    times = [1.0, 5.0, 9.0, 13.5, 17.5, 21.8, 30.0]
    speeds = [5.6, 8.4, -0.6, 9.1, 3.2, 6.3, 0.1]
    fine = [35 * k / 299 for k in range(300)]
    model = [4.2 + 5.0 * math.sin(2 * math.pi * (t - 1.2) / 10.0) for t in fine]
    fit = [0.02 * t * t - 1.0 for t in fine]
    fig, (left, right) = plt.subplots(1, 2, figsize=(8, 3.4))
    left.plot(times, speeds, "o", color="tab:blue", label="data")
    left.plot(fine, model, "-", color="tab:blue", label="model")
    left.plot(fine, fit, "--", color="tab:red")
    left.set_ylim(-2, 12)
    left.set_xlim(0, 35)
    left.legend(loc="upper left")
    edges = [0.1 * k for k in range(11)]
    counts = [1, 2, 5, 9, 14, 17, 12, 7, 3, 1]
    grid = [k / 199 for k in range(200)]
    density = [17.5 * math.exp(-((g - 0.55) / 0.17) ** 2) for g in grid]
    right.hist(edges[:-1], bins=edges, weights=counts, color="grey")
    right.plot(grid, density, color="black")
    right.set_ylim(0, 20)
    inside = [(t, y) for t, y in zip(fine, fit) if y <= 12]
    _write("curves_beside_data", fig, producer, {"data": {"x": times, "y": speeds}}, counts=counts,
           model={"x": fine, "y": model}, fit={"x": [t for t, _ in inside], "y": [y for _, y in inside]},
           density={"x": grid, "y": density})


if __name__ == "__main__":
    main(CASES, __doc__)
