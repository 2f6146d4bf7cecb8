"""A heatmap that prints no values, its record read from the embedded image through the colour bar
(``values_read="raster"``): a cell's value written from its shade ("0.53" for 0.517 on a 0 to 0.75 scale) is a
reading a twentieth of the colour bar's span wide (claims.types.value_check.COLOUR_READ_SHARE), so a near shade
is no contradiction, while a number far along the scale still is. Made-up values."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_VALUES = [[0.517, 0.285], [0.684, 0.441]]


def _heatmap(values_read: str = "raster", printed: bool = False) -> Figure:
    table = Table(rows=[5, 10], columns=[5, 10], values=[list(r) for r in _VALUES], row_label="window",
                  column_label="recall")
    panel = Panel(title="main", x=Axis(label="recall"), y=Axis(label="window"), data=table, values_printed=printed,
                  values_read=values_read, colorbar=Colorbar(label="correlation", ticks=[0.0, 0.15, 0.3, 0.45, 0.6, 0.75]))
    return Figure(id="heat", kind="heatmap", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(figure: Figure, rows: str) -> list[str]:
    text = "### Detailed Analysis\n\n| window \\ recall | 5 | 10 |\n|---|---|---|\n" + rows + "\n"
    return [c.verdict for c in evaluate_text(figure, text).claims if c.kind == "value"]


def test_a_near_shade_read_off_the_colour_bar_is_no_contradiction():
    assert _verdicts(_heatmap(), "| 5 | 0.53 | 0.30 |") == ["supported", "supported"]


def test_a_number_far_along_the_colour_scale_is_still_wrong():
    assert _verdicts(_heatmap(), "| 5 | 0.70 | 0.10 |") == ["contradicted", "contradicted"]


def test_printed_values_keep_their_printed_precision():
    assert _verdicts(_heatmap("printed", printed=True), "| 5 | 0.53 | 0.30 |") == ["contradicted", "contradicted"]
