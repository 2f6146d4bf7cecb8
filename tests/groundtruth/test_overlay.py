"""``vlmeval gt overlay``: a record's values land on the elements drawn in its figure (within 2 px of the image the
overlay is drawn on), for lines, bars (vertical, horizontal, stacked), scatter points, log axes and heatmap cells."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.overlay import draw_overlay, stacked_top, value_place  # noqa: E402
from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.schema import UnreadPart  # noqa: E402

WIDTH_PX = 1200  # the real suite's renderings are at most 1200 px on a side
WITHIN = 2.0


def _record(fig, path: Path):
    fig.savefig(path)  # no bbox cropping: the page is the figure
    return read_figure(path)[0]


def _expected(mpl_fig, ax, x, y) -> tuple[float, float]:
    """Where matplotlib drew (x, y), in pixels of a WIDTH_PX-wide image of the page (y from the top)."""
    px, py = ax.transData.transform((x, y))
    w, h = mpl_fig.bbox.width, mpl_fig.bbox.height
    s = WIDTH_PX / w
    return px * s, (h - py) * s


def _placed(record, panel, i, j, mpl_fig, value=None) -> tuple[float, float]:
    fx, fy = value_place(record, panel, i, j, value)
    s = WIDTH_PX / mpl_fig.bbox.width
    return fx * mpl_fig.bbox.width * s, fy * mpl_fig.bbox.height * s


def _close(a, b) -> bool:
    return abs(a[0] - b[0]) <= WITHIN and abs(a[1] - b[1]) <= WITHIN


def test_line_and_log_axis_values_land_on_their_points(tmp_path):
    fig, (lin, log) = plt.subplots(1, 2, figsize=(8, 3))
    xs = [0, 1, 2, 3, 4]
    lin.plot(xs, [1.5, 2.0, 3.25, 2.5, 4.0], marker="o", label="a")
    lin.plot(xs, [0.5, 1.0, 1.5, 3.5, 3.0], marker="s", label="b")
    lin.legend()
    log.semilogy([1, 2, 3, 4], [0.01, 0.5, 20.0, 300.0], marker="o")
    record = _record(fig, tmp_path / "lines.pdf")
    for panel, ax in zip(record.panels, (lin, log)):
        t = panel.data
        for i in range(len(t.rows)):
            line = ax.get_lines()[i]
            for j, column in enumerate(t.columns):
                drawn = dict(zip(line.get_xdata(), line.get_ydata()))
                want = _expected(fig, ax, float(column), drawn[float(column)])
                assert _close(_placed(record, panel, i, j, fig), want), (panel.title, t.rows[i], column)
    plt.close(fig)


def test_bar_values_land_on_bar_tops_vertical_horizontal_and_stacked(tmp_path):
    fig, (v, hz, st) = plt.subplots(1, 3, figsize=(10, 3))
    cats = ["p", "q", "r"]
    v.bar(cats, [3.0, 5.5, 2.25])
    hz.barh(cats, [10.0, 4.0, 7.5])
    st.bar(cats, [1.0, 2.0, 3.0], label="low")
    st.bar(cats, [2.0, 1.5, 0.5], bottom=[1.0, 2.0, 3.0], label="high")
    st.legend(loc="upper left")
    record = _record(fig, tmp_path / "bars.pdf")
    pv, ph, ps = record.panels
    for j, (c, h) in enumerate(zip(range(3), [3.0, 5.5, 2.25])):
        assert _close(_placed(record, pv, 0, j, fig), _expected(fig, v, c, h))
    for j, (c, w) in enumerate(zip(range(3), [10.0, 4.0, 7.5])):
        k = ph.data.columns.index(cats[j])
        assert _close(_placed(record, ph, 0, k, fig), _expected(fig, hz, w, c))
    assert ps.stacked
    tops = [3.0, 3.5, 3.5]
    high = ps.data.rows.index("high")
    for j in range(3):
        top = stacked_top(ps, high, j)
        assert _close(_placed(record, ps, high, j, fig, top), _expected(fig, st, j, tops[j]))
    plt.close(fig)


def test_heatmap_cell_values_land_on_their_cells(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3.5))
    m = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    im = ax.pcolormesh(m, cmap="viridis")
    ax.set_xticks([0.5, 1.5, 2.5], ["A", "B", "C"])
    ax.set_yticks([0.5, 1.5], ["u", "v"])
    for (r, c), val in np.ndenumerate(m):
        ax.text(c + 0.5, r + 0.5, f"{val:.1f}", ha="center", va="center", color="w")
    fig.colorbar(im)
    record = _record(fig, tmp_path / "heat.pdf")
    panel = record.panels[0]
    assert record.kind == "heatmap"
    t = panel.data
    for i, row in enumerate(t.rows):
        for j, col in enumerate(t.columns):
            r, c = ["u", "v"].index(row), ["A", "B", "C"].index(col)
            assert _close(_placed(record, panel, i, j, fig), _expected(fig, ax, c + 0.5, r + 0.5)), (row, col)
    plt.close(fig)


def test_the_overlay_png_has_the_images_size_and_marks_the_values(tmp_path):
    from PIL import Image

    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([0, 1, 2, 3], [1.0, 3.0, 2.0, 4.0], marker="o", color="black")
    record = _record(fig, tmp_path / "one.pdf")
    plt.close(fig)
    from vlmeval.groundtruth.pdf.record import render_page

    render_page(tmp_path / "one.pdf", 0, 2.0).save(tmp_path / "one.png")
    record.panels[0].unread = [UnreadPart(kind="band", note="shaded interval")]
    out = draw_overlay(record, tmp_path / "one.png", tmp_path / "over.png")
    image, plain = Image.open(out).convert("RGB"), Image.open(tmp_path / "one.png")
    assert image.size == plain.size
    fx, fy = value_place(record, record.panels[0], 0, 2)
    r, g, b = image.getpixel((round(fx * image.size[0]), round(fy * image.size[1])))
    assert r > 180 and b > 180 and g < 120  # the first series' magenta mark sits on the point (2, 2.0)


def test_values_on_a_date_axis_land_on_their_days(tmp_path):
    import datetime as dt

    import matplotlib.dates as mdates

    days = [dt.date(2020, 1, 1) + dt.timedelta(days=20 * k) for k in range(6)]
    ys = [1.0, 2.5, 2.0, 4.0, 3.5, 5.0]
    fig, ax = plt.subplots(figsize=(6, 3))
    ax.plot(days, ys, marker="o")
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%Y-%m-%d"))
    ax.xaxis.set_major_locator(mdates.DayLocator(interval=25))
    record = _record(fig, tmp_path / "dates.pdf")
    panel = record.panels[0]
    assert panel.x.scale == "time"
    for j, column in enumerate(panel.data.columns):
        k = days.index(dt.date.fromisoformat(column))
        assert _close(_placed(record, panel, 0, j, fig), _expected(fig, ax, mdates.date2num(days[k]), ys[k])), column
    plt.close(fig)
    # the overlay draws its date ticks with their dates (a date is no number to format)
    from vlmeval.groundtruth.pdf.record import render_page

    render_page(tmp_path / "dates.pdf", 0, 2.0).save(tmp_path / "dates.png")
    assert draw_overlay(record, tmp_path / "dates.png", tmp_path / "over.png").exists()


def test_heatmap_cells_under_rotated_labels_are_placed_on_the_cells(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 4.5))
    m = np.arange(16, dtype=float).reshape(4, 4)
    names = ["Baum", "Thompson", "Austen", "Dickens"]
    mesh = ax.pcolormesh(m)
    ax.set_xticks([0.5, 1.5, 2.5, 3.5], names, rotation=45)  # centred on the tick: its ends are off it
    ax.set_yticks([0.5, 1.5, 2.5, 3.5], names)
    for (r, c), val in np.ndenumerate(m):
        ax.text(c + 0.5, r + 0.5, f"{val:.1f}", ha="center", va="center")
    fig.colorbar(mesh)
    record = _record(fig, tmp_path / "rotated.pdf")
    panel = record.panels[0]
    t = panel.data
    for i, row in enumerate(t.rows):
        for j, col in enumerate(t.columns):
            want = _expected(fig, ax, names.index(col) + 0.5, names.index(row) + 0.5)
            assert _close(_placed(record, panel, i, j, fig), want), (row, col)
    plt.close(fig)


def test_gt_overlay_finds_a_real_figure_by_id_and_says_why_it_cannot_draw(tmp_path):
    from PIL import Image
    from typer.testing import CliRunner

    from vlmeval.cli import app

    runner = CliRunner()
    out = tmp_path / "over.png"
    said = runner.invoke(app, ["gt", "overlay", "LLM-Stylometry-Average-Loss-Heatmap-Content", "-o", str(out)])
    assert said.exit_code == 0, said.output
    assert Image.open(out).size[0] > 300
    said = runner.invoke(app, ["gt", "overlay", "coat-breakdown", "-o", str(tmp_path / "over.jpg")])
    assert said.exit_code == 2 and "must be a .png file" in said.output
    said = runner.invoke(app, ["gt", "overlay", "dynts-average", "-o", str(out)])
    assert said.exit_code == 2 and "no panel has a placement" in said.output


def test_a_histogram_laid_on_its_side_is_placed_with_its_bins_along_y(tmp_path):
    fig, ax = plt.subplots(figsize=(3, 4))
    edges, counts = [0.0, 1.0, 2.0, 3.0, 4.0], [2.0, 5.0, 7.0, 4.0]
    ax.stairs(counts, edges, orientation="horizontal", color="black")
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 4)
    record = _record(fig, tmp_path / "side.pdf")
    panel = record.panels[0]
    assert panel.data.columns_on == "y"
    for j, column in enumerate(panel.data.columns):  # each bin's level drawn at its middle, on its side
        want = _expected(fig, ax, counts[j], float(column))
        assert _close(_placed(record, panel, 0, j, fig), want), column
    plt.close(fig)


def test_a_histogram_bin_key_is_placed_at_the_middle_of_its_bin():
    from vlmeval.groundtruth.overlay import axis_place

    assert axis_place((0.0, 10.0), 0.0, 1.0, "2–4", "linear") == pytest.approx(0.3)
    assert axis_place((0.0, 10.0), 0.0, 1.0, "Early", "linear") is None


def test_a_curve_held_beside_the_table_is_drawn_through_its_vertices(tmp_path):
    from vlmeval.groundtruth.overlay import _draw_curves, point_place

    fig, ax = plt.subplots(figsize=(5, 3))
    fine = np.linspace(0, 10, 120)
    ax.plot([1, 3, 5, 7, 9], [1.2, 2.9, 0.4, 2.2, 1.1], "o", color="tab:blue")
    ax.plot(fine, 1.5 + np.sin(fine), color="black")
    record = _record(fig, tmp_path / "curve.pdf")
    panel = record.panels[0]
    (curve,) = panel.curves
    canvas, target = plt.subplots()
    (drawn,) = _draw_curves(target, panel, WIDTH_PX, 700)
    assert drawn.get_label() == f"curve: {curve.name}"
    first = point_place(panel, *curve.points[0])
    assert (drawn.get_xdata()[0], drawn.get_ydata()[0]) == pytest.approx((first[0] * WIDTH_PX, first[1] * 700))
    assert len(drawn.get_xdata()) == len(curve.points)
    plt.close(canvas)
