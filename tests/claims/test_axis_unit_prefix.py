"""A number written in the value axis' unit with another SI prefix ("1.4 s" on an axis "Time [ms]") is read in the
axis' unit (verify.units.prefix_power), by the line/bar prose readers and the extremum reader."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _figure(y_label: str) -> Figure:
    panel = Panel(title="main", x=Axis(label="Stage", scale="categorical"), y=Axis(label=y_label, range=(0.0, 1600.0)),
                  data=Table(rows=["time"], columns=["Load", "Copy", "Store"], values=[[310.0, 1420.0, 55.0]]))
    return Figure(id="stages", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str, y_label: str = "Time [ms]") -> list[str]:
    return [c.verdict for c in evaluate_text(_figure(y_label), text).claims if c.kind in ("value", "extremum")]


def test_a_value_in_seconds_on_an_axis_in_milliseconds_is_read_in_milliseconds():
    assert _verdicts("The tallest bar is Copy, at about 1.4 s.\n") and \
        "contradicted" not in _verdicts("The tallest bar is Copy, at about 1.4 s.\n")
    assert "contradicted" in _verdicts("The tallest bar is Copy, at about 2.9 s.\n")


def test_the_maximum_in_seconds_on_an_axis_in_milliseconds_is_read_in_milliseconds():
    assert "contradicted" not in _verdicts("The maximum time, ~1.4 s for Copy, dwarfs the others.\n")
    assert "contradicted" in _verdicts("The maximum time, ~3 s for Copy, dwarfs the others.\n")


def test_a_number_in_the_axis_own_unit_or_another_base_is_read_as_written():
    assert "contradicted" in _verdicts("The tallest bar is Copy, at about 1.4 ms.\n")
    assert "contradicted" in _verdicts("The tallest bar is Copy, at about 1.4 s.\n", y_label="Size [MB]")
