"""The geometry classes the real-suite audit found (issue 31), each drawn by matplotlib 3.11 as a small PDF with
the data it was drawn from (tests/groundtruth/test_pdf_geometry_cases.py).

    python scripts/make_pdf_geometry_cases.py     # writes tests/groundtruth/fixtures/pdf/cases/NAME.{pdf,json}

Each NAME.json holds ``{"producer": "matplotlib 3.11.2", "series": {name: {"x": [...], "y": [...]}}, ...}`` and what
else the case knows: the drawn axis limits, the parts of the panel that hold no data. The committed PDFs are what
the tests read: CI needs no producer.
"""

from __future__ import annotations

import json
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "groundtruth" / "fixtures" / "pdf" / "cases"
METADATA = {"CreationDate": None, "Creator": None, "Producer": None}
PRODUCER = f"matplotlib {matplotlib.__version__}"


def _write(name: str, fig, series: dict, **known) -> None:
    fig.savefig(OUT / f"{name}.pdf", metadata=METADATA)
    plt.close(fig)
    (OUT / f"{name}.json").write_text(json.dumps({"producer": PRODUCER, "series": series, **known}, indent=1) + "\n")


def axis_limits_past_ticks() -> None:
    """celerite-bic: the axes run past their first and last tick (176.6-210.5 with ticks 180 ... 210)."""
    xs, ys = [1, 2, 3, 4], [208.5, 190.25, 181.0, 178.5]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(xs, ys, marker="o")
    ax.set_xlim(0.85, 4.15)
    ax.set_ylim(176.6, 210.5)
    ax.set_xticks([1, 2, 3, 4])
    ax.set_yticks([180, 190, 200, 210])
    ax.set_title("BIC")
    _write("axis_limits_past_ticks", fig, {"value": {"x": xs, "y": ys}}, x_range=[0.85, 4.15], y_range=[176.6, 210.5])


def line_clipped_at_frame() -> None:
    """dnest4-fig1: a trace whose last point lies past the axis limit, clipped at the frame: that point is not
    drawn, so it is no value."""
    xs, ys = [0, 100, 200, 300, 400, 430], [2.0, 9.0, 15.0, 21.0, 1.0, 15.0]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(xs, ys, color="k")
    ax.set_xlim(-3.85, 429.6)
    _write("line_clipped_at_frame", fig, {"value": {"x": xs[:-1], "y": ys[:-1]}}, clipped={"x": 430, "y": 15.0})


def log_axis_two_decades() -> None:
    """peerless-full-sample: a log y axis labelled only at 1 and 10 (minor ticks between); a log x axis from 0.01."""
    xs, ys = [0.02, 0.5, 3.0, 40.0, 500.0], [0.383, 0.95, 1.0, 3.98, 10.97]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.loglog(xs, ys, "s", color="tab:orange")
    ax.set_ylim(0.3, 30)
    ax.set_xlim(0.01, 1000)
    ax.set_title("Radius")
    _write("log_axis_two_decades", fig, {"value": {"x": xs, "y": ys}}, x_range=[0.01, 1000], y_range=[0.3, 30])


def log_line_small_values() -> None:
    """celerite-benchmark: a line on a log axis spanning five decades; its smallest values are no 0."""
    xs, ys = [1, 2, 3, 4, 5], [2e-5, 3e-4, 0.004, 0.05, 0.7]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.semilogy(xs, ys, marker="o")
    ax.set_title("Error")
    _write("log_line_small_values", fig, {"value": {"x": xs, "y": ys}})


def shared_axes_grid() -> None:
    """efficient-learning, strain-graphene: a 2x2 grid with sharex and sharey, tick labels printed only under the
    bottom row and left of the first column: every panel is read through the shared axes."""
    xs = [1, 2, 3, 4, 5]
    data = {"a": [0.12, 0.18, 0.05, 0.2, 0.1], "b": [0.02, 0.07, 0.15, 0.11, 0.09],
            "c": [0.2, 0.16, 0.12, 0.08, 0.04], "d": [0.05, 0.1, 0.15, 0.1, 0.05]}
    fig, axes = plt.subplots(2, 2, sharex=True, sharey=True, figsize=(6, 4.5))
    for ax, (name, ys) in zip(axes.flat, data.items()):
        ax.bar(xs, ys, color="tab:blue")
        ax.set_title(name)
    _write("shared_axes_grid", fig, {n: {"x": xs, "y": ys} for n, ys in data.items()})


def shared_y_lone_text() -> None:
    """ar-mcm-combined: two panels sharing y; a label set at the right edge of the left panel sits where the right
    panel's y tick labels would be, and is no axis of it."""
    xs = [0, 4, 8, 12, 16, 20]
    data = {"left": [0.0, 0.001, 0.0, 0.0014, 0.0, 0.0], "right": [0.017, 0.019, 0.021, 0.0166, 0.0266, 0.0]}
    fig, axes = plt.subplots(1, 2, sharey=True, figsize=(6, 2.6))
    fig.subplots_adjust(wspace=0.05)
    for ax, (name, ys) in zip(axes, data.items()):
        ax.plot(xs, ys, color="k")
        ax.set_title(name)
    axes[0].text(20.8, 0.025, "μ = −14.00 kJ/mol", ha="right", va="center")
    _write("shared_y_lone_text", fig, {n: {"x": xs, "y": ys} for n, ys in data.items()})


SHAPES = {"square": "s", "star": "*", "pentagon": "p", "diamond": "D", "triangle": "^", "plus": "P", "cross": "X",
          "hexagon": "h", "circle": "o"}


def marker_shapes() -> None:
    """Markers of every common shape at the same points: each reads the point, not its box's centre."""
    fig, ax = plt.subplots(figsize=(5, 3.5))
    series = {}
    for i, (name, marker) in enumerate(SHAPES.items()):
        xs = [i + 0.5 * k for k in range(3)]
        ys = [1.0, 1.5, 0.5]
        ax.scatter(xs, ys, marker=marker, s=120, color=f"C{i}", label=name)
        series[name] = {"x": xs, "y": ys}
    ax.set_ylim(0.0, 2.0)
    ax.set_title("Shapes")
    ax.legend(loc="upper right", ncol=3, fontsize=6)
    _write("marker_shapes", fig, series)


def scatter_many_per_x() -> None:
    """A scatter with several markers at each x (repeated trials): every marker is kept, with its series."""
    rng = np.random.default_rng(11)
    fig, ax = plt.subplots(figsize=(4, 3))
    series = {}
    for name, base, color in (("trial A", 2.0, "tab:blue"), ("trial B", 5.0, "tab:red")):
        xs = [float(x) for x in np.repeat([1, 2, 3, 4, 5], 4)]
        ys = [round(float(v), 2) for v in base + rng.normal(0, 0.8, len(xs))]
        ax.scatter(xs, ys, color=color, label=name)
        series[name] = {"x": xs, "y": ys}
    ax.legend(loc="upper left")
    ax.set_ylim(-1, 9)
    ax.set_title("Trials")
    _write("scatter_many_per_x", fig, series)


def inset_panel() -> None:
    """one-particle-entanglement: an inset with its own axes inside the main panel: its markers are its own."""
    xs = [-2.0, -1.0, 0.0, 1.0, 2.0]
    main = [2.5, 1.6, 0.9, 1.3, 2.1]
    inset = [0.28, 0.05, 0.0, 0.03, 0.11]
    fig, ax = plt.subplots(figsize=(4.5, 3.5))
    ax.plot(xs, main, marker="o", color="crimson")
    ax.set_ylim(0.5, 2.9)
    ax.set_title("Main")
    sub = ax.inset_axes([0.38, 0.55, 0.3, 0.38])
    sub.plot(xs, inset, "s", color="tab:purple")
    sub.set_ylim(-0.02, 0.32)
    _write("inset_panel", fig, {"value": {"x": xs, "y": main}}, inset={"value": {"x": xs, "y": inset}})


def legend_arrow_annotation() -> None:
    """strain-graphene, ar-mcm: a legend without a frame, an annotation arrow and a fraction in text over the data:
    none of them is a point (the legend's marker would be the maximum)."""
    xs, ys = [0.03, 0.05, 0.08, 0.10, 0.12], [0.05, 0.9, 1.0, 1.0, 0.93]
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    ax.errorbar(xs, ys, yerr=0.03, fmt="o", color="k", label="Critical T")
    ax.set_ylim(0, 1.9)
    ax.set_xlim(0, 0.155)
    ax.legend(loc="upper center", frameon=False)
    ax.annotate("vacuum", xy=(0.14, 0.4), xytext=(0.14, 1.2), ha="center",
                arrowprops={"arrowstyle": "-|>", "color": "k"})
    ax.text(0.02, 1.5, r"$u = \frac{N}{m}$", fontsize=12)
    ax.set_title("Phase")
    _write("legend_arrow_annotation", fig, {"Critical T": {"x": xs, "y": ys}})


def inset_in_corner() -> None:
    """one-particle-entanglement: an inset set into the panel's top right corner, sharing two of its edges (no
    main point lies under it, as in a figure whose inset hides none)."""
    xs = [-2.0, -1.0, 0.0, 1.0, 2.0]
    main = [2.5, 1.6, 0.9, 1.3, 1.5]
    inset = [0.27, 0.1, 0.0, 0.08, 0.2]
    fig, ax = plt.subplots(figsize=(4.5, 3.5))
    ax.plot(xs, main, "o", color="crimson")
    ax.set_ylim(0.5, 2.9)
    sub = ax.inset_axes([0.5, 0.5, 0.5, 0.5])
    sub.plot(xs, inset, "o", color="crimson")
    sub.set_ylim(-0.02, 0.35)
    _write("inset_in_corner", fig, {"value": {"x": xs, "y": main}}, inset={"value": {"x": xs, "y": inset}})


def inset_unlabelled() -> None:
    """An inset whose ticks carry no labels: it cannot be read, so the panel declares it, and its marks are not the
    panel's."""
    xs = [-2.0, -1.0, 0.0, 1.0, 2.0]
    main = [2.5, 1.6, 0.9, 1.3, 2.1]
    fig, ax = plt.subplots(figsize=(4.5, 3.5))
    ax.plot(xs, main, "o-", color="crimson")
    ax.set_ylim(0.5, 2.9)
    sub = ax.inset_axes([0.36, 0.55, 0.3, 0.38])
    sub.plot([0, 1, 2, 3], [3, 1, 2, 0], "s-", color="crimson")
    sub.tick_params(labelleft=False, labelbottom=False)
    _write("inset_unlabelled", fig, {"value": {"x": xs, "y": main}}, unread=["inset"])


def legend_short_handle_arrow() -> None:
    """strain-graphene-fig4: a lone frameless legend entry with a short handle (handlelength 1) and a subscript in
    its text, an arrow drawn as one polygon (plt.arrow), and a fraction whose numerator line crosses its bar."""
    xs, ys = [0.03, 0.05, 0.08, 0.10, 0.12], [0.05, 0.9, 1.0, 1.0, 0.93]
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    ax.plot(xs, ys, "o", color="k", label=r"$\mu / k_B = -101$ K")
    ax.set_ylim(-0.1, 1.9)
    ax.set_xlim(0, 0.155)
    ax.legend(loc="upper center", frameon=False, handlelength=1)
    ax.arrow(0.14, 0.7, 0, -0.2, width=0.0006, head_width=0.003, head_length=0.05, color="k")
    ax.text(0.015, 1.45, r"uptake $= \frac{\langle N \rangle / N_A}{m}$", fontsize=9)
    _write("legend_short_handle_arrow", fig, {r"$\mu / k_B = -101$ K": {"x": xs, "y": ys}})


def line_and_marker_series() -> None:
    """ar-mcm: a simulated curve and measured dots in another colour: the dots are a series of their own."""
    xs = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    curve = [0.0, 8.0, 14.0, 18.0, 19.5, 20.5]
    dots_x = [0.05, 0.21, 0.37, 0.49, 0.81, 0.81, 1.02]
    dots_y = [3.7, 7.3, 14.9, 18.0, 19.0, 21.0, 30.8]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(xs, curve, color="tab:blue", marker="s")
    ax.plot(dots_x, dots_y, "o", color="tab:green")
    ax.set_ylim(0, 32)
    _write("line_and_marker_series", fig, {"curve": {"x": xs, "y": curve}, "dots": {"x": dots_x, "y": dots_y}})


def unread_parts() -> None:
    """A line with a confidence band, a dashed reference line, and a histogram with a KDE curve beside the panel:
    the record says which parts it does not hold."""
    rng = np.random.default_rng(5)
    xs = [0, 1, 2, 3, 4, 5]
    ys = [1.0, 1.8, 2.4, 2.9, 3.1, 3.3]
    fig = plt.figure(figsize=(5, 3.2))
    ax = fig.add_axes([0.12, 0.15, 0.6, 0.75])
    side = fig.add_axes([0.74, 0.15, 0.2, 0.75], sharey=ax)
    ax.plot(xs, ys, color="tab:blue")
    ax.fill_between(xs, [y - 0.3 for y in ys], [y + 0.3 for y in ys], color="tab:blue", alpha=0.3)
    ax.axhline(2.0, color="k", linestyle="--")
    ax.set_title("Growth")
    sample = rng.normal(2.5, 0.6, 300)
    side.hist(sample, bins=12, orientation="horizontal", color="0.6")
    grid = np.linspace(0.5, 4.5, 80)
    side.plot(60 * np.exp(-((grid - 2.5) ** 2) / (2 * 0.36)), grid, color="k")
    side.tick_params(labelleft=False, labelbottom=False, left=False, bottom=False)
    _write("unread_parts", fig, {"value": {"x": xs, "y": ys}},
           unread=["band", "reference_line", "histogram"])


def scatter_colour_scaled() -> None:
    """peerless-completeness-analytic: one scatter whose markers are coloured by a colormap, a colorbar beside it:
    one series (every marker kept), not a series per colour."""
    rng = np.random.default_rng(5)
    xs = [round(float(v), 2) for v in rng.uniform(0, 10, 40)]
    ys = [round(float(v), 2) for v in rng.uniform(0, 5, 40)]
    zs = [round(x * y / 50, 3) for x, y in zip(xs, ys)]
    fig, ax = plt.subplots(figsize=(4, 3))
    sc = ax.scatter(xs, ys, c=zs, cmap="viridis", marker="s")
    fig.colorbar(sc, ax=ax, label="completeness")
    ax.set_xlim(-0.5, 10.5)
    ax.set_ylim(-0.5, 5.5)
    _write("scatter_colour_scaled", fig, {"value": {"x": xs, "y": ys, "z": zs}}, marker="squares")


def dense_lines() -> None:
    """trappist1-laplace-angle: lines through thousands of x positions; the record keeps each series' extremes,
    ends and trend within a cap, and says so."""
    xs = [float(x) for x in range(0, 24000, 4)]
    series = {}
    plt.rcParams["path.simplify"] = False  # every vertex drawn, as an integrator's output saved unsimplified
    fig, ax = plt.subplots(figsize=(5, 3))
    for k, (name, color) in enumerate((("a", "tab:blue"), ("b", "tab:orange"), ("c", "tab:green"))):
        ys = [round(180 + 150 * float(np.sin(x / (900 + 300 * k))) * (1 - x / 60000), 2) for x in xs]
        ys[1500 + 700 * k] = 355.0  # a lone spike: an extreme the cap must keep
        ax.plot(xs, ys, color=color, label=name, lw=0.5)
        top, low = max(range(len(ys)), key=ys.__getitem__), min(range(len(ys)), key=ys.__getitem__)
        series[name] = {"x": [xs[0], xs[-1], xs[top], xs[low]], "y": [ys[0], ys[-1], ys[top], ys[low]]}
    ax.legend(loc="lower right")
    ax.set_ylim(0, 360)
    _write("dense_lines", fig, series, drawn_x=len(xs), note="series x, y: first, last, highest, lowest point")
    plt.rcParams["path.simplify"] = True


def rotated_ticks_log_powers() -> None:
    """spectrum-anomaly-runtime: numeric x tick labels rotated 60 degrees (centred on their ticks, matplotlib's
    default) on a linear axis, and a log y axis labelled 10^0, 10^2 whose exponents are set high and small (STIX)."""
    xs, ys = [100, 500, 1000, 2500, 5000, 7500, 10000], [0.5, 2.0, 6.0, 40.0, 120.0, 300.0, 500.0]
    with plt.rc_context({"font.family": "serif", "mathtext.fontset": "stix", "font.size": 20}):
        fig, ax = plt.subplots(figsize=(7, 4.5))
        ax.plot(xs, ys, marker="s", color="tab:green")
        ax.set_yscale("log")
        ax.set_ylim(0.3, 2000)
        ax.set_yticks([1, 100])
        ax.set_xticks(xs)
        ax.tick_params(axis="x", labelrotation=60)
        ax.set_xlabel("Number of samples")
        fig.tight_layout()
        _write("rotated_ticks_log_powers", fig, {"value": {"x": xs, "y": ys}}, y_range=[0.3, 2000])


def legend_in_one_panel() -> None:
    """nanopores-wetting-radial-density-n2: one legend, in the first of four panels, names the series that every
    panel draws in the same colours."""
    xs = [0.0, 0.25, 0.5, 0.75, 1.0]
    fig, axes = plt.subplots(2, 2, figsize=(6, 5))
    series = {}
    for k, ax in enumerate(axes.flat):
        for j, (name, color) in enumerate((("Ar", "tab:blue"), ("Mg", "tab:orange"), ("Cs", "tab:green"))):
            ys = [round((j + 1) * (k + 1) * x * (1 - x), 3) for x in xs]
            ax.plot(xs, ys, color=color, label=name, linestyle=":", marker="o")
            series[f"{k}:{name}"] = {"x": xs, "y": ys}
        ax.set_xlabel("r/R")
    axes.flat[0].legend(loc="upper left")
    fig.tight_layout()
    _write("legend_in_one_panel", fig, series)


CASES = [axis_limits_past_ticks, line_clipped_at_frame, shared_axes_grid, shared_y_lone_text, log_axis_two_decades, log_line_small_values, marker_shapes, scatter_many_per_x, inset_panel,
         legend_arrow_annotation, inset_in_corner, inset_unlabelled, legend_short_handle_arrow, line_and_marker_series, unread_parts,
         scatter_colour_scaled, dense_lines, rotated_ticks_log_powers,
         legend_in_one_panel]


def main() -> None:
    """Writes every case, or those named on the command line."""
    import sys

    OUT.mkdir(parents=True, exist_ok=True)
    for fn in [f for f in CASES if not sys.argv[1:] or f.__name__ in sys.argv[1:]]:
        fn()
        print(f"{fn.__name__}: {PRODUCER}")


if __name__ == "__main__":
    main()
