"""The ocr-baseline captioner, run with the real OCR model (RapidOCR, PP-OCRv6 small ONNX) on real images.

Each bundled paper image is read once per module; what it reads is compared with the figure's JSON data,
and the description it writes is scored by the real scorer.
"""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.run.models import ocr_baseline  # noqa: E402
from vlmeval.run.models.base import DescribeRequest  # noqa: E402
from vlmeval.run.models.ocr_baseline import OcrBaselineAdapter, describe_reading, read_figure  # noqa: E402
from vlmeval.run.models.ocr_layout import (  # noqa: E402
    PanelLayout,
    Rect,
    TextBox,
    calibrate,
    find_plot_areas,
    join_slanted,
    powers_of_ten,
    read_grid,
    restore_sign,
    split_at_marks,
    split_ticks,
)
from vlmeval.scoring.scorecard import evaluate_text  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
PAPERS = ["dynts-average", "dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks"]
SYNTH_LABELLED = "synth-2-0002-bar-labelled"  # grouped bars with printed values and a legend
SYNTH_PLAIN = "synth-2-0003-bar-plain"  # the same style with no values printed


def _no_network(*args, **kwargs):
    raise OSError("network access attempted while the OCR baseline ran")


@pytest.fixture(scope="module")
def readings(bundled_figures):
    """Every paper image read once, with the engine loaded afresh and all network connections refused."""
    ocr_baseline._engine = None  # load it here, under the network block, even if another test loaded it
    mp = pytest.MonkeyPatch()
    mp.setattr(socket.socket, "connect", _no_network)
    mp.setattr(socket, "create_connection", _no_network)
    try:
        return {fid: read_figure(bundled_figures.image_path(fid)) for fid in PAPERS}
    finally:
        mp.undo()


@pytest.fixture(scope="module")
def synth():
    figures = load_figure_set(ROOT / "ground_truth" / "synth")
    return {fid: (figures.get(fid), read_figure(figures.image_path(fid))) for fid in (SYNTH_LABELLED, SYNTH_PLAIN)}


def _key(text: str) -> float | str:
    try:
        return float(text)
    except ValueError:
        return text


def _squash(text: str) -> str:
    return "".join(text.split()).lower()


def test_the_engine_reads_its_models_from_inside_the_wheel():
    """The engine's models are the files the package ships (rapidocr downloads a model it does not find there;
    the readings fixture refuses every connection while the engine loads and reads)."""
    import rapidocr

    shipped = Path(rapidocr.__file__).parent / "models"
    assert Path(ocr_baseline._get_engine().cfg.Global.model_root_dir) == shipped
    assert {"PP-OCRv6_det_small.onnx", "PP-OCRv6_rec_small.onnx", "ch_ppocr_mobile_v2.0_cls_mobile.onnx"} <= {
        p.name for p in shipped.glob("*.onnx")}


def test_reads_every_printed_cell_at_its_place(readings, bundled_figures):
    """Cell by cell against the JSON data: at least 95% of the known cells are read right at their row and
    column (rows = y ticks top to bottom, columns = x ticks), and no value is put in a wrong cell."""
    known = right = wrong = 0
    for fid, reading in readings.items():
        figure = bundled_figures.get(fid)
        for panel, layout in zip(figure.panels, reading.layout.panels):
            if panel.data is None or not panel.data.known_cells():
                continue
            grid = read_grid(layout)
            assert grid is not None, f"{fid} / {panel.title}: no cell table read"
            assert [_key(r) for r in grid.rows] == panel.data.rows
            assert [_key(c) for c in grid.columns] == panel.data.columns
            for truth_row, read_row in zip(panel.data.values, grid.values):
                for truth, read in zip(truth_row, read_row):
                    if truth is None:
                        continue
                    known += 1
                    if read is not None and abs(read - truth) < 1e-9:
                        right += 1
                    elif read is not None:
                        wrong += 1
    assert known == sum(bundled_figures.get(fid).known_cells() for fid in PAPERS)
    assert right / known >= 0.95, f"{right}/{known} cells read right"
    assert wrong == 0


def test_panels_without_values_get_no_table(readings, bundled_figures):
    figure = bundled_figures.get("dynts-r1llama-benchmarks")
    layouts = readings["dynts-r1llama-benchmarks"].layout.panels
    empty = [i for i, p in enumerate(figure.panels) if p.data is None or not p.data.known_cells()]
    assert empty, "the R1-Llama figure has panels with unknown values"
    for i in empty:
        assert read_grid(layouts[i]) is None
        assert not [b for b in layouts[i].inside if b.number is not None]


def test_structure_matches_the_ground_truth(readings, bundled_figures):
    for fid, reading in readings.items():
        figure = bundled_figures.get(fid)
        assert len(reading.layout.panels) == len(figure.panels), fid
        for panel, layout in zip(figure.panels, reading.layout.panels):
            assert _squash(" ".join(b.text for b in layout.title)) == _squash(panel.title)
            assert _squash(" ".join(b.text for b in layout.x_label)) == _squash(panel.x.label)
            assert layout.y_label is not None and _squash(layout.y_label.text) == _squash(panel.y.label)
            assert [_key(b.text) for b in layout.x_ticks] == panel.x.ticks
            assert [_key(b.text) for b in reversed(layout.y_ticks)] == panel.y.ticks  # axis order: bottom up


def test_value_recall_through_the_scorer(readings, bundled_figures):
    for fid, reading in readings.items():
        metrics = evaluate_text(bundled_figures.get(fid), describe_reading(reading)).metrics
        assert metrics.value_recall >= 0.9, (fid, metrics)
        assert metrics.value_precision >= 0.95, (fid, metrics)


def test_description_is_markdown_a_scorer_can_parse(readings):
    text = describe_reading(readings["dynts-average"])
    assert "### R1-Llama" in text and "### R1-Qwen" in text
    header = next(line for line in text.splitlines() if line.startswith("| Local Window Size"))
    assert header.split("|")[2:7] == [" 0.1 ", " 0.2 ", " 0.3 ", " 0.4 ", " 0.5 "]
    assert "The highest value in R1-Qwen is 56.3 at Local Window Size 2000, Ratio 0.4." in text


def test_bar_chart_values_by_legend_colour(synth):
    figure, reading = synth[SYNTH_LABELLED]
    metrics = evaluate_text(figure, describe_reading(reading)).metrics
    assert metrics.value_recall >= 0.9, metrics
    assert metrics.value_precision >= 0.95, metrics


def test_chart_without_printed_values_states_no_values(synth):
    figure, reading = synth[SYNTH_PLAIN]
    text = describe_reading(reading)
    scored = evaluate_text(figure, text)
    assert scored.metrics.value_recall == 0.0
    assert scored.counts["value_claims"] == 0, text
    assert "|" not in text  # no table invented
    assert "Exact match" in text  # but the axis label is read


def test_adapter_describes_in_a_thread(synth):
    adapter = OcrBaselineAdapter()
    assert adapter.name == "ocr-baseline"
    identity = adapter.identity()
    assert identity["model"] == "ocr-baseline" and identity["ocr"].startswith("rapidocr ")
    figure, _ = synth[SYNTH_LABELLED]
    image = ROOT / "ground_truth" / "synth" / figure.image.path
    request = DescribeRequest(figure.id, image, None, "p", "describe")

    async def run():
        ticks = 0

        async def ticker():
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        task = asyncio.create_task(ticker())
        result = await adapter.describe(request)
        task.cancel()
        await adapter.aclose()
        return result, ticks

    result, ticks = asyncio.run(run())
    data = figure.panels[0].data
    for series, values in zip(data.rows, data.values):  # each series a table row, values as printed
        assert f"| {series} | " + " | ".join(f"{v:.{data.decimals}f}" for v in values) + " |" in result.text
    assert result.latency_s > 0
    assert ticks > 5, "the event loop was blocked while the image was read"


def test_bad_images_give_clear_errors(tmp_path):
    adapter = OcrBaselineAdapter()
    with pytest.raises(FileNotFoundError, match="missing.png"):
        adapter.describe_image(tmp_path / "missing.png")
    bad = tmp_path / "broken.png"
    bad.write_bytes(b"not a png")
    with pytest.raises(ValueError, match="broken.png.*not a readable image"):
        adapter.describe_image(bad)
    with pytest.raises(ValueError, match="has no image"):
        asyncio.run(adapter.describe(DescribeRequest("x", None, None, "p", "describe")))


def test_blank_image_is_described_without_crashing(tmp_path):
    path = tmp_path / "blank.png"
    plt.imsave(path, np.ones((60, 80, 3)))
    assert "No plot area was found" in OcrBaselineAdapter().describe_image(path)


# --- geometry, without the OCR model ---------------------------------------------------------------------


def test_plot_areas_are_found_from_the_spines(tmp_path):
    fig, axes = plt.subplots(1, 2, figsize=(6, 3), dpi=100)
    axes[0].bar([0, 1, 2], [3, -1, 2])
    axes[1].plot([0, 1, 2], [1, 2, 3])
    image = axes[1].imshow(np.arange(4).reshape(2, 2), extent=(0, 2, 1, 3))
    fig.colorbar(image, ax=axes[1])
    fig.canvas.draw()
    rgb = np.asarray(fig.canvas.buffer_rgba())[:, :, :3]
    expected = [ax.get_window_extent() for ax in axes]
    plt.close(fig)
    areas = find_plot_areas(rgb)
    panels = [r for r in areas if r.width > 45]
    colorbars = [r for r in areas if r.width <= 45]
    assert len(panels) == 2 and len(colorbars) == 1
    height = rgb.shape[0]
    for rect, box in zip(sorted(panels, key=lambda r: r.x0), expected):
        assert abs(rect.x0 - box.x0) <= 2 and abs(rect.x1 - box.x1) <= 2
        assert abs(rect.y1 - (height - box.y0)) <= 2 and abs(rect.y0 - (height - box.y1)) <= 2


def test_joined_tick_labels_are_split_and_o_is_zero():
    line = [TextBox("16,", 0, 0, 20, 10), TextBox("64 128 256", 40, 0, 110, 10), TextBox("o", 120, 0, 126, 10)]
    ticks = split_ticks(line)
    assert [b.text for b in ticks] == ["16,", "64", "128", "256", "0"]
    assert ticks[1].cx < ticks[2].cx < ticks[3].cx


def test_lost_minus_signs_are_restored_from_the_value_axis():
    # ticks 10, 5, 0, "5" (really -5) at y = 0, 20, 40, 60; a value "4.1" printed at y = 58 is about -4.5
    panel = PanelLayout(Rect(0, 0, 100, 80), y_ticks=[TextBox(t, -20, y - 5, -5, y + 5) for t, y in
                                                      (("10", 0), ("5", 20), ("0", 40), ("5", 60))])
    panel.value_axis = calibrate(panel)
    assert panel.value_axis is not None
    assert [t.text for t in panel.y_ticks] == ["10", "5", "0", "-5"]
    assert restore_sign(panel, TextBox("4.1", 40, 53, 60, 63)).number == -4.1
    assert restore_sign(panel, TextBox("4.1", 40, 18, 60, 28)).number == 4.1  # above zero: left as read


def test_log_ticks_read_as_powers_of_ten():
    line = [TextBox(t, i * 30, 0, i * 30 + 20, 10) for i, t in enumerate(["100", "101", "102"])]
    assert [b.text for b in powers_of_ten(line)] == ["10^0", "10^1", "10^2"]
    linear = [TextBox(t, i * 30, 0, i * 30 + 20, 10) for i, t in enumerate(["100", "150", "200"])]
    assert powers_of_ten(linear) == linear


def test_a_misread_value_axis_tick_is_interpolated():
    # ticks 80, 60 read as "09", 40, 20, 0 at y = 0, 20, ..., 80 (a linear value axis)
    ticks = [TextBox(t, -20, y - 5, -5, y + 5) for t, y in (("80", 0), ("09", 20), ("40", 40), ("20", 60), ("0", 80))]
    panel = PanelLayout(Rect(0, 0, 100, 80), y_ticks=ticks)
    assert calibrate(panel) is not None
    assert [t.text for t in panel.y_ticks] == ["80", "60", "40", "20", "0"]
    # a log axis does not lie on a line: nothing is changed
    log = PanelLayout(Rect(0, 0, 100, 80), y_ticks=[TextBox(t, -20, y - 5, -5, y + 5) for t, y in
                                                    (("1000", 0), ("100", 27), ("10", 54), ("1", 80))])
    assert calibrate(log) is None and [t.text for t in log.y_ticks] == ["1000", "100", "10", "1"]


def test_joined_category_labels_are_split_at_the_tick_marks():
    line = [TextBox("MBPP", 20, 0, 60, 10), TextBox("ARC-C WinoGrande", 80, 0, 240, 10)]
    ticks = split_at_marks(line, marks=[40.0, 110.0, 200.0])
    assert [b.text for b in ticks] == ["MBPP", "ARC-C", "WinoGrande"]
    assert [b.cx for b in ticks[1:]] == [110.0, 200.0]


def test_a_tick_mark_read_as_a_dash_is_dropped():
    line = [TextBox("0.3-", 0, 0, 20, 10), TextBox("-5", 30, 0, 40, 10), TextBox("Beam -", 50, 0, 80, 10)]
    assert [b.text for b in split_ticks(line)] == ["0.3", "-5", "Beam -"]


def test_slanted_label_pieces_are_joined_at_their_tick_mark():
    # 'OLMo-7B' detected as two slanted pieces ending at or before the mark at 100; 'Mistral-7B' at 155
    line = [TextBox("OLMo-", 50, 20, 85, 40, slanted=True), TextBox("7B", 86, 10, 101, 22, slanted=True),
            TextBox("Mistral-7B", 95, 10, 158, 45, slanted=True)]
    ticks = join_slanted(line, marks=[100.0, 155.0])
    assert [b.text for b in ticks] == ["OLMo-7B", "Mistral-7B"]
    assert [b.anchor_x for b in ticks] == [101, 158]
