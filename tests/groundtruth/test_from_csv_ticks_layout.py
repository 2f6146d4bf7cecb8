"""`gt from-csv` records the y ticks its image shows; unrecorded ticks make tick claims unverifiable; long titles
and labels stay inside the image."""

from __future__ import annotations

import json
from pathlib import Path

import matplotlib.pyplot as plt

from run_helpers import cli
from vlmeval import score_text
from vlmeval.groundtruth.render import render_figure
from vlmeval.groundtruth.schema import Figure

CSV = """# title: Share of the population using the internet, 1990 to 2020
# unit: %
Year,Germany,France
2000,30,14
2005,68,42
2010,82,77
2015,87,78
2020,90,85
"""


def _from_csv(tmp_path: Path) -> Figure:
    table = tmp_path / "internet.csv"
    table.write_text(CSV, encoding="utf-8")
    out = tmp_path / "internet.json"
    result = cli("gt", "from-csv", str(table), "-o", str(out))
    assert result.returncode == 0, result.stderr
    return Figure.model_validate_json(out.read_text(encoding="utf-8"))


def test_from_csv_records_the_y_ticks_its_image_shows(tmp_path):
    fig = _from_csv(tmp_path)
    ticks = fig.panels[0].y.ticks
    assert ticks is not None and len(ticks) >= 3
    steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:])}
    assert len(steps) == 1 and steps.pop() > 0  # evenly spaced, rising, as an axis is
    assert ticks[0] <= 30 and ticks[-1] >= 80  # they span the drawn values (14 to 90)
    said = ", ".join(f"{t:g}" for t in ticks[:-1]) + f" and {ticks[-1]:g}"
    card = score_text(f"The y axis has ticks at {said}.", fig)
    assert [c.verdict for c in card.claims if c.kind == "ticks"] == ["supported"], card.claims
    card = score_text("The y axis has ticks at 0, 25, 50 and 75.", fig)
    assert [c.verdict for c in card.claims if c.kind == "ticks"] == ["contradicted"], card.claims


def test_unrecorded_ticks_make_tick_claims_unverifiable(tmp_path):
    fig = _from_csv(tmp_path)
    panel = fig.panels[0]
    bare = fig.model_copy(update={"panels": [panel.model_copy(update={"y": panel.y.model_copy(update={"ticks": None})})]})
    for text in ("The y axis has ticks at 0, 20, 40 and 60.", "The y axis has ticks at 20, 40, 60 and 80."):
        card = score_text(text, bare)
        ticks = [c for c in card.claims if c.kind == "ticks"]
        assert ticks and all(c.verdict == "unverifiable" for c in ticks), card.claims


def test_long_title_and_labels_stay_inside_the_image(tmp_path):
    fig_record = _from_csv(tmp_path)
    fig = render_figure(fig_record)
    try:
        fig.canvas.draw()
        renderer = fig.canvas.get_renderer()
        box = fig.bbox
        ax = fig.axes[0]
        for text in (ax.title, ax.yaxis.label, ax.xaxis.label):
            extent = text.get_window_extent(renderer)
            assert extent.x0 >= box.x0 - 1 and extent.x1 <= box.x1 + 1, (text.get_text(), extent, box)
            assert extent.y0 >= box.y0 - 1 and extent.y1 <= box.y1 + 1, (text.get_text(), extent, box)
    finally:
        plt.close(fig)


def test_the_recorded_png_is_what_a_rerender_of_the_record_draws(tmp_path):
    fig = _from_csv(tmp_path)
    again = tmp_path / "again.png"
    result = cli("gt", "render", fig.id, "--figures", str(tmp_path), "-o", str(again))
    assert result.returncode == 0, result.stderr
    assert again.read_bytes() == (tmp_path / "internet.png").read_bytes()
    assert json.loads((tmp_path / "internet.json").read_text())["image"]["path"] == "internet.png"


def test_an_x_range_still_comes_from_the_dates_where_no_x_ticks_are_recorded(tmp_path):
    fig = _from_csv(tmp_path)
    assert fig.panels[0].x.ticks is None
    card = score_text("The x axis runs from 2000 to 2020.", fig)
    assert [c.verdict for c in card.claims if c.kind == "range"] == ["supported"], card.claims
