"""Cases of legends the from-pdf reader once read as data or missed, each drawn by the producer and version
named, as small PDFs with the data they were drawn from (tests/groundtruth/test_pdf_reader_cases.py). The same
interface as make_pdf_reader_cases.py, whose helpers it uses:

    python scripts/make_pdf_legend_cases.py            # writes the cases this interpreter's producers can draw
    python scripts/make_pdf_legend_cases.py --list     # each case and the producer it needs
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_pdf_reader_cases import _write, case_registry, main, plt  # noqa: E402

CASES, case = case_registry()


@case("matplotlib 3.11")
def lone_key_text_before_handle(producer: str) -> None:
    """One series on a log x axis with a key of one entry, its text left of its handle (a line sample with a
    marker in the middle) and no frame, in the top right corner, as gnuplot's cairo keys are drawn
    (newton-krylov-cooks-membrane-disp): the handle's line ends and marker are no data points."""
    xs = [0.125, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0]
    ys = [32.26, 32.22, 32.12, 31.92, 31.48, 30.53, 28.42, 27.17]
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.plot(xs, ys, color="red", marker="s", label="U2 - Hexahedra")
    ax.set_xscale("log")
    ax.set_xlim(0.1, 100)
    ax.set_xlabel("Average cell spacing (in mm)")
    ax.set_ylabel("Vertical displacement (in mm)")
    ax.legend(loc="upper right", frameon=False, markerfirst=False)
    fig.tight_layout()
    _write("lone_key_text_before_handle", fig, producer, {"U2 - Hexahedra": {"x": xs, "y": ys}})


@case("matplotlib 3.11")
def one_series_legend_and_colorbar(producer: str) -> None:
    """One series with a legend of its one entry, and a colorbar for a colour scale drawn elsewhere (a board above
    the chart, mining-gold-plinko-histogram): the figure draws a legend and a colorbar though it holds one series."""
    from matplotlib.cm import ScalarMappable
    from matplotlib.colors import Normalize

    xs = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    ys = [2.0, 3.5, 3.0, 5.0, 4.5, 6.0]
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.plot(xs, ys, color="tab:blue", marker="o", label="samples")
    fig.colorbar(ScalarMappable(Normalize(0, 1), cmap="coolwarm"), ax=ax, label="side")
    ax.set_xlabel("Step")
    ax.set_ylabel("Loss")
    ax.legend(loc="upper left")
    fig.tight_layout()
    _write("one_series_legend_and_colorbar", fig, producer, {"samples": {"x": xs, "y": ys}})


@case("matplotlib 3.11")
def frameless_key_marker_over_line(producer: str) -> None:
    """A key without a frame of two entries, a marker with error bars over a fitted line, set above an inset
    (he-graphene-bh-beta-tau-scaling): both are entries of one key (their handles centred in one column), so
    neither text is the inset's title, and each names its series."""
    import numpy as np

    xs = [0.1, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4]
    qmc = [122.8, 123.9, 124.2, 124.25, 124.3, 124.2, 124.3, 124.3]
    fit_x = [float(x) for x in np.linspace(0.1, 1.4, 6)]
    fit = [round(124.28 - 1.5 * float(np.exp(-8 * x)), 4) for x in fit_x]
    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    ax.errorbar(xs, qmc, yerr=0.05, fmt="o", mfc="none", color="tab:purple", label="QMC")
    ax.plot(fit_x, fit, color="tab:blue", label="fit")
    ax.set_xlabel("beta (1/K)")
    ax.set_ylabel("K/N (K)")
    ax.legend(loc="center right", frameon=False)
    inset = ax.inset_axes([0.45, 0.08, 0.4, 0.3])
    inset.plot([0.0, 0.01, 0.02, 0.03], [150.0, 140.0, 120.0, 90.0], "^", color="tab:green")
    inset.set_xlabel("tau (K)")
    fig.tight_layout()
    _write("frameless_key_marker_over_line", fig, producer, {"QMC": {"x": xs, "y": qmc}, "fit": {"x": fit_x, "y": fit}})


@case("matplotlib 3.11")
def legend_over_bands(producer: str) -> None:
    """Lines with markers inside shaded bands (fill_between), and a key without a frame set over the bands
    (mining-gold-all-results): a band's polygon is no legend box, so no marker of the data level with a key's text
    is taken as its swatch (which named one series after another's key)."""
    xs = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    series = {"NDE": ([0.9, 0.8, 0.7, 0.6, 0.5, 0.45], "tab:grey"), "LRT": ([0.6, 0.5, 0.42, 0.35, 0.3, 0.25], "tab:green"),
              "RASCAL": ([0.35, 0.3, 0.22, 0.18, 0.15, 0.12], "tab:red")}
    fig, ax = plt.subplots(figsize=(4.5, 4))
    for name, (ys, color) in series.items():
        ax.plot(xs, ys, color=color, marker="o", label=name)
        ax.fill_between(xs, [y * 0.3 for y in ys], [y * 1.6 for y in ys], color=color, alpha=0.15, lw=0)
    ax.set_ylim(0, 1.5)
    ax.set_xlabel("Training sample size")
    ax.set_ylabel("MSE")
    ax.legend(loc="lower left", frameon=False)
    fig.tight_layout()
    _write("legend_over_bands", fig, producer, {n: {"x": xs, "y": ys} for n, (ys, _) in series.items()})


GENES = ["MPO", "ELANE", "AZU1", "MS4A3", "CPA3", "CTSG", "CST7", "GFI1"]
LOADING = [7.5, 6.25, 5.75, 5.0, 3.25, 3.0, 2.75, 2.5]
ANTIGEN = [True, True, True, False, False, True, False, False]


@case("matplotlib 3.11")
def legend_title_boxed(producer: str) -> None:
    """Bars coloured by a hue whose legend has a title over its entries (``legend(title=...)``, seaborn's hue name,
    multi-plier's 'Autoantigen' over 'No' and 'Yes'): the title names the legend, never a series."""
    fig, ax = plt.subplots(figsize=(5, 3.2))
    for flag, name, colour in ((False, "No", "black"), (True, "Yes", "red")):
        xs = [i for i, a in enumerate(ANTIGEN) if a == flag]
        ax.bar(xs, [v for v, a in zip(LOADING, ANTIGEN) if a == flag], color=colour, label=name)
    ax.set_xticks(range(len(GENES)), GENES)
    ax.set_ylabel("Z")
    ax.set_title("LV 599 loadings")
    ax.legend(title="Autoantigen", loc="upper right")
    fig.tight_layout()
    series = {name: {"x": [g for g, a in zip(GENES, ANTIGEN) if a == flag],
                     "y": [v for v, a in zip(LOADING, ANTIGEN) if a == flag]} for flag, name in ((False, "No"), (True, "Yes"))}
    _write("legend_title_boxed", fig, producer, series, legend_title="Autoantigen", title="LV 599 loadings")


@case("matplotlib 3.11")
def legend_title_two_lines(producer: str) -> None:
    """Lines with an unframed legend whose title takes two lines, centred over the entries (temporal-links'
    'Temporal weighting'), under a panel title; and a second panel whose legend has no title."""
    xs = [1, 2, 3, 4, 5]
    weights = {"linear": [1.0, 0.8, 0.6, 0.4, 0.2], "exponential": [1.0, 0.5, 0.25, 0.125, 0.0625],
               "square root": [1.0, 0.875, 0.75, 0.5, 0.25]}
    fig, (left, right) = plt.subplots(1, 2, figsize=(7, 3))
    for name, ys in weights.items():
        left.plot(xs, ys, label=name)
        right.plot(xs, [2 * y for y in ys], label=name)
    left.set_title("Weights")
    right.set_title("Doubled")
    for ax in (left, right):
        ax.set_xlabel("Year")
    left.set_ylabel("Weight")
    left.legend(title="Temporal\nweighting", frameon=False, loc="upper right")
    right.legend(frameon=False, loc="upper right")
    fig.tight_layout()
    _write("legend_title_two_lines", fig, producer, {n: {"x": xs, "y": ys} for n, ys in weights.items()},
           legend_title="Temporal weighting", titles=["Weights", "Doubled"])


GROUP_X = [1, 2, 3, 4, 5]
GROUPS = {"control": [2.0, 2.5, 3.0, 3.5, 4.0], "treated": [2.0, 3.0, 4.5, 6.0, 8.0]}


def _two_groups():
    """Two marked lines, control and treated, over weeks: the plot under the one-row legend cases."""
    fig, ax = plt.subplots(figsize=(5, 3.4))
    for name, ys in GROUPS.items():
        ax.plot(GROUP_X, ys, marker="o", label=name)
    ax.set_xlabel("Week")
    ax.set_ylabel("Size (mm)")
    return fig, ax


@case("matplotlib 3.11")
def legend_title_in_row(producer: str) -> None:
    """A legend laid out in one row under the plot with its title left of the first entry, as ggplot sets a legend
    at the bottom (``legend.position = "bottom"``): drawn here as a one-row legend and a text on its baseline."""
    fig, ax = _two_groups()
    legend = ax.legend(ncol=2, frameon=False, loc="upper center", bbox_to_anchor=(0.6, -0.22))
    fig.tight_layout(rect=(0, 0.08, 1, 1))
    fig.canvas.draw()
    first = legend.get_texts()[0].get_window_extent()
    handle = legend.legend_handles[0].get_window_extent()
    size = fig.bbox.width, fig.bbox.height
    fig.text((handle.x0 - 8) / size[0], first.y0 / size[1], "Group", ha="right", va="baseline",
             fontsize=legend.get_texts()[0].get_fontsize())
    _write("legend_title_in_row", fig, producer, {n: {"x": GROUP_X, "y": ys} for n, ys in GROUPS.items()},
           legend_title="Group")


@case("matplotlib 3.11")
def legend_title_above_plot(producer: str) -> None:
    """A titled legend set in one row above the plot, where a panel's title would be: the line nearest above the
    frame is the legend's title, not the panel's (the panel has none)."""
    fig, ax = _two_groups()
    ax.legend(title="Group", ncol=2, frameon=False, loc="lower center", bbox_to_anchor=(0.5, 1.0))
    fig.tight_layout()
    _write("legend_title_above_plot", fig, producer, {n: {"x": GROUP_X, "y": ys} for n, ys in GROUPS.items()},
           legend_title="Group")


if __name__ == "__main__":
    main(CASES, __doc__)
