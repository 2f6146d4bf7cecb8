"""Descriptions of a heatmap in the seeds' format: "an 8 × 8 heatmap" gives its cells, not eight heatmaps; "**Cedar
row:** 8.5, 9.6, ..." and "**Row "Dogwood":** ..." are the values of that row (even when a line before names
values and a column); an extreme of the diagonal and a range of one row or of "the rest of the grid" are no claims
about all the values. Made-up authors and losses."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

NAMES = ["Ash", "Birch", "Cedar", "Dogwood"]
TABLE = Table(rows=NAMES, columns=NAMES, values=[[3.5, 7.3, 7.5, 7.6], [6.1, 3.4, 7.9, 7.8], [8.5, 9.6, 3.6, 7.7],
                                                 [7.6, 8.4, 6.8, 5.4]], decimals=1)
LOSS = Figure(id="loss", kind="heatmap", layout=Layout(rows=1, cols=1), panels=[Panel(
    title="Loss", x=Axis(label="Comparison author", scale="categorical", ticks=NAMES),
    y=Axis(label="Training author", scale="categorical", ticks=NAMES), data=TABLE)])


def _claims(text: str, kind: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in evaluate_text(LOSS, text).claims if c.kind == kind]


def test_the_dimensions_of_a_heatmap_are_no_count_of_heatmaps():
    assert _claims("The image is a 4 × 4 heatmap of loss values.", "count") == []
    assert [v for _, v in _claims("The image shows 4 heatmaps of loss values.", "count")] == ["contradicted"]


def test_a_bold_named_row_lists_that_rows_values():
    text = ("* **Ash row:** 3.5, 7.3, 7.5, 7.6; the highest of them, 7.6, is at the Dogwood column.\n"
            "* **Cedar row:** 8.5, 9.6, 3.6, 7.7.\n* **Row \"Dogwood\":** 7.6, 8.4, 9.8, 5.4.")
    verdicts = [v for _, v in _claims(text, "value")]
    assert verdicts == ["supported"] * 4 + ["supported"] * 4 + ["supported", "supported", "contradicted", "supported"]


def test_an_extreme_of_the_diagonal_is_no_extreme_of_the_grid():
    assert _claims("* The highest diagonal value is Dogwood at 5.4.", "extremum") == []
    assert [v for _, v in _claims("* The highest value is Dogwood at 5.4.", "extremum")] == ["contradicted"]


def test_a_range_of_part_of_the_grid_is_no_range_of_all_values():
    text = "* The Cedar row holds values from 3.6 to 9.6, and the rest of the grid has values between about 6 and 8."
    assert [v for _, v in _claims(text, "range")] == []
    assert [v for _, v in _claims("* The grid holds values from 3.6 to 9.6.", "range")] == ["contradicted"]


def _panel(k: int) -> Panel:
    return Panel(title=f"Number of topics (K): {k}", x=Axis(label="Comparison author", scale="categorical", ticks=NAMES),
                 y=Axis(label="Training author", scale="categorical", ticks=NAMES), data=TABLE)


TOPICS = Figure(id="topics", kind="heatmap", layout=Layout(rows=1, cols=3), panels=[_panel(k) for k in (5, 10, 25)])


def _verdicts(fig: Figure, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind]


def test_the_cells_of_each_panel_and_a_panel_named_by_a_value_are_no_panel_counts():
    assert _verdicts(TOPICS, "The image shows three heatmaps; each is a 4 × 4 grid of losses.", "count") == ["supported"]
    assert _verdicts(TOPICS, "In the K = 25 panel, the loss is lowest on the diagonal.", "count") == []
    assert _verdicts(TOPICS, "The panels form a 3 × 4 grid of panels.", "count") == ["contradicted", "contradicted"]


def test_a_list_of_panel_titles_that_share_words_is_no_loop():
    text = '* **Panel titles:** "Number of topics (K): 5", "Number of topics (K): 10", "Number of topics (K): 25".'
    assert "contradicted" not in _verdicts(TOPICS, text, "degenerate")
