"""Cases of axes, histograms, bars and heatmaps that real figures draw and the from-pdf reader once misread, each
drawn by matplotlib 3.11 as a small PDF with the data it was drawn from (tests/groundtruth/test_pdf_axis_cases.py).

    python scripts/make_pdf_axis_cases.py            # writes every case (needs matplotlib 3.11, numpy)

Files go to tests/groundtruth/fixtures/pdf/cases/NAME.{pdf,json} like scripts/make_pdf_reader_cases.py's (the JSON
holds ``{"producer": ..., "series": {name: {"x": [...], "y": [...]}}, ...}``); the committed PDFs are what the
tests read.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_pdf_geometry_cases import OUT, np, plt  # noqa: E402  (the same fixtures folder and producer)
from make_pdf_geometry_cases import _write as _save  # noqa: E402


def _write(name: str, fig, series: dict, **known) -> None:
    _save(name, fig, series, **known)
    print(name)


def sqrt_axis() -> None:
    """An x axis drawn against the square root of its values (fbcdgraph's cumulative plots: ticks 0, 0.01, 0.04,
    ... 0.81 equally apart); the line's vertices are at values between the ticks."""
    xs = [0.0, 0.02, 0.1, 0.3, 0.5, 0.7, 0.9]
    ys = [0.0, 0.01, 0.04, 0.09, 0.12, 0.15, 0.17]
    fig, ax = plt.subplots(figsize=(4.5, 3))
    ax.plot(np.sqrt(xs), ys, color="k")
    ticks = [0.0, 0.01, 0.04, 0.09, 0.16, 0.25, 0.36, 0.49, 0.64, 0.81]
    ax.set_xticks(np.sqrt(ticks), [f"{t:g}" for t in ticks])
    ax.set_xlim(0, 1)
    ax.set_xlabel("$S_k$")
    ax.set_title("Square-root axis")
    _write("sqrt_axis", fig, {"black line": {"x": xs, "y": ys}}, x_ticks=ticks)


def offset_axis() -> None:
    """Values that differ in their sixth digit: matplotlib prints the ticks as offsets ('4', '6') and the offset
    once at the axis's end ('1e−5+1.44'); a value is tick × 1e−5 + 1.44. The y values are printed with a factor
    above the axis ('1e−6')."""
    xs = [1.44 + 1e-5 * k for k in (4.0, 5.0, 6.5, 7.5)]
    ys = [2e-6, 3.5e-6, 3e-6, 5e-6]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(xs, ys, color="tab:red", marker="o")
    ax.set_title("Offset axis")
    fig.canvas.draw()
    offsets = {f"{a}_offset": getattr(ax, f"{a}axis").get_major_formatter().get_offset() for a in "xy"}
    _write("offset_axis", fig, {"red line with circles": {"x": xs, "y": ys}}, **offsets)


def histogram_with_formula() -> None:
    """ax.hist with bins of count 1 (square bars, no markers), bins of count 0 (bars of height 0) and a formula
    'U/t = 0.5' drawn inside the frame whose fraction bar is a filled rectangle (pigsfli's histograms)."""
    counts = [1, 1, 0, 3, 6, 9, 14, 20, 27, 31, 24, 26, 17, 12, 8, 5, 6, 2, 0, 1, 3, 1]
    edges = [0.25 * i for i in range(len(counts) + 1)]
    sample = [edges[i] + 0.125 for i, c in enumerate(counts) for _ in range(c)]
    fig, ax = plt.subplots(figsize=(2.4, 3.6))
    ax.hist(sample, bins=edges, color="pink")
    ax.set_xlim(edges[0], edges[-1])
    box = ax.get_position()  # a count of 1 as tall as a bin is wide: the bin is a square
    width, height = (box.width * fig.get_figwidth() * 72, box.height * fig.get_figheight() * 72)
    ax.set_ylim(0, height / (width * 0.25 / (edges[-1] - edges[0])))
    ax.text(0.7, 0.9, r"$\frac{U}{t} = 0.5$", transform=ax.transAxes)
    ax.text(0.05, 0.5, r"$-\ln\langle\mathrm{SWAP}\rangle$", transform=ax.transAxes, fontsize=10)
    ax.set_title("Histogram")
    bins = [f"{lo:g}–{hi:g}" for lo, hi in zip(edges, edges[1:])]
    _write("histogram_with_formula", fig, {"pink bars": {"x": bins, "y": counts}})


def heatmap_cells_off_ticks() -> None:
    """pcolormesh cells on log axes, each with its value printed, whose ticks (0.2, 0.5, 1, 2; 3, 5, 10, 20) do
    not mark the cells (peerless's completeness): 7 rows and 4 columns, each keyed by its edges. A panel right
    above it shares its x axis (no tick labels of its own): the numbers of the top row are no label of it."""
    y_edges = [round(0.15 * (2.2 / 0.15) ** (i / 7), 4) for i in range(8)]
    x_edges = [round(2.0 * 12.5 ** (i / 4), 4) for i in range(5)]
    grid = [[round(0.05 + 0.09 * i + 0.02 * (3 - j) + 0.003 * (i * j % 5), 3) for j in range(4)] for i in range(7)]
    fig, (top, ax) = plt.subplots(2, 1, figsize=(4.5, 5), sharex=True, height_ratios=[1, 4])
    fig.subplots_adjust(hspace=0.03)
    top.step(x_edges, [0.5, 0.5, 0.45, 0.42, 0.4], where="post", color="k")
    top.set_ylim(0, 0.8)
    ax.pcolormesh(x_edges, y_edges, grid, cmap="Blues", vmin=0, vmax=1)
    ax.set_xscale("log")
    ax.set_yscale("log")
    for i, row in enumerate(grid):
        for j, v in enumerate(row):
            x, y = (x_edges[j] * x_edges[j + 1]) ** 0.5, (y_edges[i] * y_edges[i + 1]) ** 0.5
            ax.text(x, y, f"{v:.3f}", ha="center", va="center", fontsize=7)
    ax.set_xticks([3, 5, 10, 20], ["3", "5", "10", "20"])
    ax.set_yticks([0.2, 0.5, 1, 2], ["0.2", "0.5", "1.0", "2.0"])
    ax.minorticks_off()
    ax.set_xlabel("period [years]")
    top.set_title("Completeness")
    _write("heatmap_cells_off_ticks", fig, {f"{y_edges[i]}–{y_edges[i + 1]}": {
        "x": [f"{a}–{b}" for a, b in zip(x_edges, x_edges[1:])], "y": row} for i, row in enumerate(grid)},
        x_edges=x_edges, y_edges=y_edges)


def stacked_histogram_log_x() -> None:
    """ax.hist of three samples stacked, on a log x axis (peerless's discoveries by method): each segment is its
    series' count in the bin; a series with none in a bin draws a segment of height 0 on the stack."""
    edges = [10.0 ** (i / 3) for i in range(10)]
    counts = {"transit": [120, 370, 520, 525, 445, 290, 160, 90, 40],
              "RV": [5, 25, 45, 30, 45, 40, 35, 50, 65],
              "microlensing": [0, 0, 0, 0, 0, 0, 0, 3, 6]}
    mids = [(a * b) ** 0.5 for a, b in zip(edges, edges[1:])]
    fig, ax = plt.subplots(figsize=(5, 3.2))
    ax.hist([mids] * 3, bins=edges, weights=list(counts.values()), stacked=True, label=list(counts),
            color=["#6baed6", "#fd8d3c", "#74c476"])
    ax.set_xscale("log")
    ax.set_xlabel("orbital period [days]")
    ax.set_ylabel("number of discoveries")
    ax.legend()
    bins = [f"{a:.6g}–{b:.6g}" for a, b in zip(edges, edges[1:])]
    _write("stacked_histogram_log_x", fig, {name: {"x": bins, "y": ys} for name, ys in counts.items()},
           edges=edges)


def neighbour_y_label() -> None:
    """Two panels close side by side (bhz-interacting): the right panel's rotated y label, set by mathtext in
    pieces ('⟨S', '2', 'α⟩'), sits just right of the left panel's frame, and is no second y axis of it."""
    u = [0, 2, 4, 6, 8, 10, 12]
    s = [0.14, 0.15, 0.3, 0.95, 0.99, 1.0, 1.0]
    p = [1.86, 1.85, 1.7, 1.05, 1.01, 1.0, 1.0]
    fig, (left, right) = plt.subplots(1, 2, figsize=(4.4, 2.2))
    fig.subplots_adjust(wspace=0.3, left=0.1, right=0.98, bottom=0.18)
    left.plot(u, s, color="red", marker="o", label="s")
    left.plot(u, p, color="blue", marker="s", label="p")
    left.set_ylabel(r"$\langle n_\alpha \rangle$")
    left.legend(loc="center left")
    right.plot(u, [0.2, 0.3, 1.0, 1.8, 1.9, 1.95, 1.97], color="orange", marker="o")
    right.set_ylabel(r"$\langle S^2_\alpha \rangle$", labelpad=0)
    _write("neighbour_y_label", fig, {"s": {"x": u, "y": s}, "p": {"x": u, "y": p}})


def stacked_panels_shared_edge() -> None:
    """Two panels stacked with no gap (harmonic-sampling's grid): the upper one's '0' and the lower one's '1.0'
    sit on the edge they share, and a boxed note at the top of the lower panel is right under the upper one's
    frame: neither is a tick label of the other panel, and the upper panel takes the shared x axis."""
    beta = [2, 4, 8, 16]
    auto, accept = [2.5, 3.5, 9.0, 39.0], [0.76, 0.53, 0.23, 0.04]
    fig, (top, low) = plt.subplots(2, 1, figsize=(3.2, 4), sharex=True)
    fig.subplots_adjust(hspace=0, left=0.2)
    top.plot(beta, auto, color="tab:blue", marker="D")
    top.set_ylim(0, 42)
    top.set_yticks([0, 10, 20, 30, 40])
    low.plot(beta, accept, color="tab:red", marker="o")
    low.set_ylim(0, 1.0)
    low.set_yticks([0.2, 0.4, 0.6, 0.8, 1.0])
    low.text(9, 0.93, "strongly anharmonic", ha="center", va="center", bbox={"boxstyle": "round", "fc": "w"})
    low.set_xlabel("βħω")
    _write("stacked_panels_shared_edge", fig, {"upper": {"x": beta, "y": auto}, "lower": {"x": beta, "y": accept}})


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for case in (sqrt_axis, offset_axis, histogram_with_formula, heatmap_cells_off_ticks,
                 stacked_histogram_log_x, neighbour_y_label, stacked_panels_shared_edge):
        case()


if __name__ == "__main__":
    main()
