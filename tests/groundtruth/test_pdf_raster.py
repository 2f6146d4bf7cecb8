"""Image heatmaps read from their own pixels through the colorbar (vlmeval/groundtruth/pdf/raster.py), on the
matplotlib figures of scripts/make_pdf_raster_fixtures.py and the real figure of issue 31 (psoap's example)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.raster import FAR, Scale, lab, nearest_values  # noqa: E402

CASES = Path(__file__).parent / "fixtures" / "pdf" / "raster"
REAL = Path(__file__).parent / "fixtures" / "pdf" / "real"


def _case(name: str):
    fig, _ = read_figure(CASES / f"{name}.pdf")
    known = json.loads((CASES / f"{name}.json").read_text())
    grid = np.array([[np.nan if v is None else v for v in row] for row in known["grid"]])[::-1]  # rows top first
    return fig.panels[0], grid, known["extent"]


def _values(panel) -> np.ndarray:
    return np.array([[np.nan if v is None else v for v in row] for row in panel.data.values])


def _centres(lo: float, hi: float, n: int) -> np.ndarray:
    return lo + (np.arange(n) + 0.5) / n * (hi - lo)


def test_image_cells_read_through_the_colorbar_within_tolerance():
    panel, grid, (left, right, bottom, top) = _case("raster_colorbar")
    assert panel.values_read == "raster" and panel.value_tolerance is not None
    values = _values(panel)
    assert values.shape == grid.shape  # 18 rows x 30 columns: the array's own cells, not the 310x270 pixels
    known = ~np.isnan(grid)
    assert np.all(np.abs(values[known] - grid[known]) <= panel.value_tolerance)
    # the tolerance is the colorbar's resolution, not a blanket: well under a hundredth of the value range
    assert panel.value_tolerance < 0.01 * (np.nanmax(grid) - np.nanmin(grid)) + 0.02
    cell_w, cell_h = (right - left) / grid.shape[1], (top - bottom) / grid.shape[0]
    assert np.all(np.abs(np.array(panel.data.columns) - _centres(left, right, grid.shape[1])) <= cell_w / 10)
    assert np.all(np.abs(np.array(panel.data.rows) - _centres(top, bottom, grid.shape[0])) <= cell_h / 10)


def test_masked_cells_stay_unknown():
    panel, grid, _ = _case("raster_colorbar")
    assert np.array_equal(np.isnan(_values(panel)), np.isnan(grid)) and np.isnan(grid).sum() == 12
    assert "12 cell(s)" in panel.notes


def test_an_image_without_a_colorbar_stays_unread():
    panel, _, _ = _case("raster_no_colorbar")
    assert panel.data is None
    assert [u.kind for u in panel.unread] == ["image"] and "no calibrated colorbar" in panel.unread[0].note


def test_a_large_image_is_capped_by_block_means_and_its_tolerance_covers_every_pixel():
    panel, grid, _ = _case("raster_large")
    values = _values(panel)
    assert max(values.shape) <= 64 and "mean value of a block of 4x4" in panel.notes
    k = 4
    for i in range(values.shape[0]):
        for j in range(values.shape[1]):
            block = grid[i * k:(i + 1) * k, j * k:(j + 1) * k]
            assert abs(values[i, j] - block.mean()) <= panel.value_tolerance
            assert np.all(np.abs(block - values[i, j]) <= panel.value_tolerance)  # any pixel: a sound verdict


def test_a_block_matrix_is_not_sampled_at_its_category_ticks():
    panel, _, _ = _case("raster_block_matrix")
    assert panel.data is None and [u.kind for u in panel.unread] == ["image"]
    assert "vary within the cells its ticks name" in panel.unread[0].note


def test_real_example_band_peaks_at_the_colorbar_top():
    # iancze/PSOAP's V11_example.pdf (MIT): a 22x22 image, a band along the diagonal peaking at 0.04 (the bar's top,
    # a little above its 0.040 tick); sampled at its three ticks it once read a maximum of 0.00115
    fig, _ = read_figure(REAL / "psoap-v11-example.pdf")
    panel = fig.panels[0]
    values = _values(panel)
    assert values.shape == (22, 22) and panel.values_read == "raster"
    assert 0.04 <= np.nanmax(values) <= 0.0415 and panel.value_tolerance < 0.001
    i, j = np.indices(values.shape)
    assert np.all(values[i == j] > 0.03) and np.all(values[abs(i - j) > 3] < 0.002)
    assert 5160.0 < min(panel.data.columns) < max(panel.data.columns) < 5161.0


def test_a_colour_far_from_the_bar_has_no_value():
    grey = np.array([[0, 0, 0], [255, 255, 255]], dtype=float)
    scale = Scale(lab(grey), np.array([0.0, 1.0]))
    found = nearest_values(lab(np.array([[128.0, 128.0, 128.0], [255.0, 0.0, 0.0]])), scale)
    assert 0.1 < found[0] < 0.9 and np.isnan(found[1])  # a mid grey is on the bar; red is far from it (> FAR)
    assert FAR < 50


def test_overlay_places_image_cells_at_their_axis_values(tmp_path):
    # an image that does not fill its axes, beside a line panel (the figure is no heatmap): each cell's mark lands
    # on the cell's centre, within 2 px of a 1200 px wide image of the page
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from vlmeval.groundtruth.overlay import value_place

    fig, (line_ax, ax) = plt.subplots(1, 2, figsize=(8, 3))
    line_ax.plot([0, 1, 2, 3], [1.0, 3.0, 2.0, 4.0], marker="o")
    im = ax.imshow(np.arange(24.0).reshape(4, 6), origin="lower", extent=(0, 60, 0, 20), aspect="auto",
                   interpolation="nearest")
    ax.set_xlim(-5, 65)
    ax.set_ylim(-2, 22)
    fig.colorbar(im, ax=ax)
    fig.savefig(tmp_path / "beside.pdf")
    record = read_figure(tmp_path / "beside.pdf")[0]
    panel = next(p for p in record.panels if p.values_read == "raster")
    assert len(panel.data.rows) == 4 and len(panel.data.columns) == 6
    scale = 1200 / fig.bbox.width
    for i, row in enumerate(panel.data.rows):
        for j, column in enumerate(panel.data.columns):
            fx, fy = value_place(record, panel, i, j)
            px, py = ax.transData.transform((5 + 10 * j, 17.5 - 5 * i))  # cell centres, rows top first
            assert abs(fx * fig.bbox.width * scale - px * scale) <= 2.0
            assert abs(fy * fig.bbox.height * scale - (fig.bbox.height - py) * scale) <= 2.0
            assert abs(panel.data.values[i][j] - (6 * (3 - i) + j)) <= panel.value_tolerance
    plt.close(fig)


def test_a_heatmaps_keys_must_match_its_ticks_only_on_category_axes():
    from vlmeval.groundtruth.load import consistency_problems
    from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table

    def figure(scale: str, columns: list) -> Figure:
        x = Axis(ticks=[0.0, 0.5, 1.0], scale=scale, range=None if scale == "categorical" else (0.0, 1.0))
        y = Axis(ticks=["a"], scale="categorical")
        table = Table(rows=["a"], columns=columns, values=[[1.0] * len(columns)])
        return Figure(id="keys", kind="heatmap", layout=Layout(rows=1, cols=1),
                      panels=[Panel(title="p", x=x, y=y, data=table, values_read="raster")])

    centres = [0.125, 0.375, 0.625, 0.875]  # an image's cells between its ticks, on a continuous axis
    assert consistency_problems(figure("linear", centres), Path("f.json")) == []
    problems = consistency_problems(figure("categorical", centres), Path("f.json"))
    assert [p.path for p in problems] == ["panels[0].data.columns"]


def test_overlay_numbers_an_images_cells_only_where_a_number_fits():
    from vlmeval.groundtruth.overlay import numbered_cells

    fig, _ = read_figure(REAL / "psoap-v11-example.pdf")
    panel = fig.panels[0]
    values = _values(panel)
    dense = numbered_cells(panel, 360, 7.0)  # 22 cells across about 200 px: dots, the extremes numbered
    extremes = [tuple(np.argwhere(values == f(values))[0]) for f in (np.nanmax, np.nanmin)]
    assert dense == set(extremes)
    assert len(numbered_cells(panel, 4000, 7.0)) == 22 * 22  # wide enough for every number


def test_real_block_matrix_is_declared_unread():
    # iancze/PSOAP's V11_multi_epoch.pdf (MIT): two 3x3 block covariance matrices drawn as images, a band inside
    # every block; it was a 3x3 table of one pixel per block, and left the suite once declared unread
    fig, _ = read_figure(REAL / "psoap-v11-multi-epoch.pdf")
    assert all(p.data is None and [u.kind for u in p.unread][:1] == ["image"] for p in fig.panels)
    assert all("vary within the cells its ticks name" in p.unread[0].note for p in fig.panels)


def test_colours_are_placed_alike_a_chunk_at_a_time():
    rng = np.random.default_rng(3)
    bar = lab(rng.uniform(0, 255, size=(12, 3)))
    scale = Scale(bar, np.linspace(0.0, 1.0, 12))
    points = np.concatenate([bar[:5] + 0.5, lab(rng.uniform(0, 255, size=(20, 3)))])
    assert np.array_equal(nearest_values(points, scale, chunk=4), nearest_values(points, scale), equal_nan=True)
