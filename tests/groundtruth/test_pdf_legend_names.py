"""Legend names read whole, and given to the artist they name.

- A name set in pieces on its line (LaTeX's mathtext: 'V' then '= +0.765J'; 'x', '∼ p(x|', an outlined θ, a
  subscript '0)') is the whole line, not its first piece (quench-structure-factor-nq-vs-v held 'V', 'V (3)', ...;
  mining-gold-plinko-vanilla 'x', 'x (2)'); a letter drawn as an outline inside the name is no swatch.
- A marker swatch names the scatter, not a front drawn through some of its points (spectrum-anomaly's OCSVM).
- An annotation set left of a legend's marker does not name it ('vacuum', strain-graphene-fig3-insets).
- Light markers on an unnamed darker line give it the legend's name; a lattice sketch is no series
  (he-graphene-bh-t-vs-delta-anistrain).
"""

from __future__ import annotations


import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.transforms as mtransforms  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import PathPatch  # noqa: E402
from matplotlib.textpath import TextPath  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [1, 2, 3, 4]
SIZE = 8


def _pieces(fig, ax, at: tuple[float, float], pieces: list[tuple[str, float, float]]) -> None:
    """Text set piece by piece after the point ``at`` (axes fraction): each (text or '@glyph', gap in em before
    it, size factor); '@θ' draws θ as a filled outline, as a TeX figure converted to paths does."""
    renderer = fig.canvas.get_renderer()
    x, y = ax.transAxes.transform(at)
    x += 1.2 * SIZE * fig.dpi / 72
    for text, gap, scale in pieces:
        x += gap * SIZE * fig.dpi / 72
        size = SIZE * scale
        if text.startswith("@"):
            path = TextPath((0, 0), text[1:], size=size)
            where = mtransforms.Affine2D().scale(fig.dpi / 72).translate(x, y)
            ax.add_patch(PathPatch(path, transform=where, facecolor="black", edgecolor="none", lw=0, clip_on=False))
            x += path.get_extents().width * fig.dpi / 72
            continue
        t = fig.text(x / fig.bbox.width, y / fig.bbox.height, text, fontsize=size, va="baseline")
        x = t.get_window_extent(renderer).x1


def test_a_name_set_in_pieces_is_read_whole(tmp_path):
    fig, ax = plt.subplots(figsize=(4.5, 3))
    ax.set_xlim(0.5, 4.5)
    ax.set_ylim(0, 8)
    names = [[("V", 0, 1), ("= +0.765J", 0.6, 1)], [("V", 0, 1), ("= −0.5J", 0.6, 1)],
             [("x", 0, 1), ("∼ p(x|", 0.3, 1), ("@θ", 0.05, 1), ("0)", 0.05, 0.7)]]
    colours = ["tab:blue", "tab:orange", "tab:green"]
    fig.canvas.draw()
    for i, (colour, pieces) in enumerate(zip(colours, names)):
        ax.plot(XS, [3 + i, 4 + i, 3.5 + i, 5 + i], "o-", color=colour)
        at = (0.05, 0.93 - 0.08 * i)
        ax.plot([at[0]], [at[1]], "o", color=colour, transform=ax.transAxes)
        _pieces(fig, ax, (at[0], at[1] - 0.015), pieces)
    path = tmp_path / "pieces.pdf"
    fig.savefig(path)
    plt.close(fig)
    (panel,) = read_figure(path)[0].panels
    rows = [str(r) for r in panel.data.rows]
    assert rows[:2] == ["V = +0.765J", "V = −0.5J"], rows
    assert rows[2].startswith("x") and "p(x|" in rows[2] and rows[2].endswith("0)"), rows


def _front(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The lower-left front of the points: those no other point beats on both coordinates."""
    return sorted(p for p in points if not any(q[0] <= p[0] and q[1] <= p[1] and q != p for q in points))


def test_a_marker_swatch_names_the_scatter_not_the_front_drawn_through_it(tmp_path):
    """spectrum-anomaly's OCSVM figures: circles of two colours, each with a dashed front through a few of them,
    and the legend's swatches circles: the names are the circles' (every marker), the fronts named by their look;
    stars in a third colour (a marker swatch) that sit on a front's vertices are a series too."""
    rng = np.random.default_rng(3)
    clouds = {"Full": [(float(x), float(y)) for x, y in rng.uniform(0.05, 0.95, (9, 2)).round(3)],
              "Encoded": [(float(x), float(y)) for x, y in rng.uniform(0.05, 0.95, (14, 2)).round(3)]}
    fig, ax = plt.subplots(figsize=(5.5, 3.2))
    fig.subplots_adjust(right=0.75)
    for (name, points), colour in zip(clouds.items(), ("tab:blue", "tab:orange")):
        ax.scatter(*zip(*points), color=colour, edgecolor="white", s=40, label=name, zorder=3)
        ax.plot(*zip(*_front(points)), "--", color=colour, zorder=2)
    stars = _front(clouds["Encoded"])[:2] + [(0.5, 0.97), (0.97, 0.5)]
    ax.scatter(*zip(*stars), color="tab:red", marker="*", s=50, label="AE", zorder=4)
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0))
    path = tmp_path / "front.pdf"
    fig.savefig(path)
    plt.close(fig)
    (panel,) = read_figure(path)[0].panels
    rows = [str(r) for r in panel.data.rows]
    assert {"Full", "Encoded", "AE"} <= set(rows), rows
    for name, points in clouds.items():
        held = panel.data.points[rows.index(name)] if panel.data.points else []
        assert len(held) == len(points), (name, held)
    assert sum("dashed line" in r for r in rows) == 2, rows


def test_an_annotation_left_of_a_legend_marker_does_not_name_it(tmp_path):
    """strain-graphene-fig3-insets: the label 'vacuum' (an arrow's) ends half an em left of the legend's first
    marker, nearer than the entry's own text on its right: the legend sets its texts right of its swatches."""
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.set_xlim(0.5, 4.5)
    ax.set_ylim(0, 8)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    for i, (name, colour) in enumerate((("Filling fraction", "tab:blue"), ("Superfluid fraction", "tab:orange"))):
        ax.plot(XS, [5 + i, 6 + i, 5.5 + i, 7 - i], "o-", color=colour)
        at = (0.45, 0.3 - 0.09 * i)
        ax.plot([at[0]], [at[1]], "o", color=colour, transform=ax.transAxes)
        _pieces(fig, ax, (at[0], at[1] - 0.015), [(name, 0, 1)])
        if i == 0:
            x, y = ax.transAxes.transform((at[0], at[1] - 0.015))
            label = fig.text(0, y / fig.bbox.height, "vacuum", fontsize=9, va="baseline")
            width = label.get_window_extent(renderer).width
            label.set_x((x - 0.6 * SIZE * fig.dpi / 72 - width) / fig.bbox.width)
    path = tmp_path / "vacuum.pdf"
    fig.savefig(path)
    plt.close(fig)
    (panel,) = read_figure(path)[0].panels
    assert [str(r) for r in panel.data.rows] == ["Filling fraction", "Superfluid fraction"]


def test_light_markers_on_a_darker_line_name_it_and_a_sketch_is_no_series(tmp_path):
    """he-graphene-bh-t-vs-delta-anistrain: light circles (the legend's swatches) on darker dashed lines carry the
    legend's names, once per series (not a look-named line beside a named marker row); the lattice sketch in a
    corner, a hexagon drawn side by side in grey, is no series."""
    xs = [0.0, 0.05, 0.1, 0.15, 0.2, 0.25]
    curves = {"t1/t": ([1.0, 1.06, 1.08, 1.05, 0.94, 0.76], "#d7424e", "#f08a94"),
              "t2/t": ([1.0, 0.84, 0.66, 0.46, 0.26, 0.10], "#2f7fb0", "#86c3e6")}
    fig, ax = plt.subplots(figsize=(4, 3))
    for name, (ys, dark, light) in curves.items():
        ax.plot(xs, ys, "--", color=dark)
        ax.scatter(xs, ys, color=light, edgecolor="grey", zorder=3, label=name)
    corners = [(0.02 + 0.025 * np.cos(a), 0.3 + 0.12 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 7)[:-1] + 0.3]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
        ax.plot([x0, x1], [y0, y1], color="grey", lw=0.8)
    ax.legend(loc="upper right")
    path = tmp_path / "sketch.pdf"
    fig.savefig(path)
    plt.close(fig)
    (panel,) = read_figure(path)[0].panels
    assert [str(r) for r in panel.data.rows] == ["t1/t", "t2/t"], panel.data.rows
    assert panel.data.values == [curves["t1/t"][0], curves["t2/t"][0]]


def test_markers_along_a_dense_curve_are_its_own(tmp_path):
    """subpop-deviation-1000-10-1-2-exact: a curve of hundreds of points, a star on each: the table keeps fewer
    vertices than the curve draws markers, and the stars between kept vertices are still on the curve, not a
    scatter beside it."""
    xs = np.linspace(0.01, 1, 400)
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(xs, np.sqrt(xs), ":*", color="black", label="expected")
    path = tmp_path / "dense.pdf"
    fig.savefig(path)
    plt.close(fig)
    (panel,) = read_figure(path)[0].panels
    assert len(panel.data.rows) == 1, panel.data.rows


def test_an_insets_axis_label_beside_a_data_point_names_nothing(tmp_path):
    """he-graphene-bh-beta-tau-scaling: the inset's x label 'τ (K)' is set just right of one of the panel's
    circles, where a lone legend entry of matplotlib would be: it is the inset's label, not the circles' name."""
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    inset = ax.inset_axes((0.4, 0.3, 0.55, 0.62))
    inset.plot([1, 2, 3], [3, 1, 2], "^", color="tab:green")
    label = inset.set_xlabel("τ (K)", fontsize=9)
    fig.canvas.draw()
    box = label.get_window_extent(fig.canvas.get_renderer())
    em = 9 * fig.dpi / 72
    x, y = ax.transData.inverted().transform((box.x0 - 1.4 * em, (box.y0 + box.y1) / 2))
    xs, ys = [0.5, 1.0, 1.5, 2.0, round(float(x), 3)], [9.0, 7.0, 5.0, 3.0, round(float(y), 3)]
    ax.plot(xs, ys, "o", color="tab:blue")
    path = tmp_path / "inset-label.pdf"
    fig.savefig(path)
    plt.close(fig)
    panels = read_figure(path)[0].panels
    assert not any("τ" in str(r) for p in panels if p.data is not None for r in p.data.rows), \
        [p.data.rows for p in panels if p.data is not None]
