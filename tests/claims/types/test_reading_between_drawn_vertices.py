"""A reading at an x between two samples of a line series: where the record read the line off the drawing's geometry,
its samples are the drawn line's vertices, joined by straight segments, so the value between two of them is known
however far apart they lie; a curve recorded otherwise (fewer samples than drawn) is not known between distant ones."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _figure(values_read: str | None, mark: str = "line") -> Figure:
    table = Table(rows=["Alpha"], columns=[0.0, 50.0, 100.0], values=[[10.0, 30.0, 20.0]],
                  styles=[SeriesStyle(color="red", line="solid", mark=mark)])
    panel = Panel(title="main panel", x=Axis(label="t", range=(0.0, 100.0)), y=Axis(label="v", range=(0.0, 40.0)),
                  data=table, values_read=values_read)
    return Figure(id="drawn-vertices", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(y: str, fig: Figure) -> list[str]:
    text = f"## Line Chart: v vs. t\n### Detailed Analysis\n**Alpha (red):**\n- t = 25: ~{y}\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value"]


def test_a_reading_between_drawn_vertices_is_judged_on_the_segment():
    assert _verdicts("20", _figure("geometry")) == ["supported"]
    assert _verdicts("35", _figure("geometry")) == ["contradicted"]


def test_a_curve_recorded_otherwise_is_not_known_between_distant_samples():
    assert _verdicts("20", _figure("raster")) == ["unverifiable"]
    assert _verdicts("20", _figure("geometry", mark="marker")) != ["supported"]
