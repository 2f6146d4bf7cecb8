"""A bullet's reading over an x interval ("* r = 0–12 Å: ~0.000", "* N = 10–40: ~0.5"): the series holds that value
across the interval (claims.types.xy_interval), judged on the samples inside it."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_RS = [0.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0, 16.0, 18.0, 20.0]


def _density() -> Figure:
    table = Table(rows=["density"], columns=_RS,
                  values=[[0.0, 0.0, 0.0, 0.0, 0.0002, 0.0061, 0.0155, 0.021, 0.025, 0.003, 0.0]])
    panel = Panel(title="panel (c)", x=Axis(label="r [Å]", range=(0.0, 20.0)), y=Axis(label="density"), data=table,
                  value_tolerance=0.0002)
    return Figure(id="density", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str, reading: str) -> list[str]:
    at = text.index(reading)
    return [c.verdict for c in evaluate_text(_density(), text).claims
            if c.kind == "value" and at <= c.start < at + len(reading)]


_TEXT = ("### Detailed Analysis\n**Panel (c):** The density rises from near zero at r ≈ 7 Å through layered peaks.\n"
         "* r = 0–6 Å: ~0.000\n* r = 0–12 Å: ~0.000\n* r = 10–14 Å: ~0.02\n* r = 14 to 16 Å: ~0.023\n")


def test_a_value_held_over_an_interval_is_judged_on_every_sample_inside_it():
    assert _verdicts(_TEXT, "r = 0–6 Å: ~0.000") == ["supported"]
    assert _verdicts(_TEXT, "r = 0–12 Å: ~0.000") == ["contradicted"]  # 0.0061 at 10 Å, 0.0155 at 12 Å
    assert _verdicts(_TEXT, "r = 10–14 Å: ~0.02") == ["contradicted"]  # rises from 0.006 to 0.021
    assert _verdicts(_TEXT, "r = 14 to 16 Å: ~0.023") == ["supported"]  # 0.021 and 0.025, within 10%


def test_an_interval_with_too_few_samples_inside_is_not_judged():
    text = "### Detailed Analysis\n**Panel (c):** rises.\n* r = 13–13.5 Å: ~0.5\n"
    assert "contradicted" not in _verdicts(text, "r = 13–13.5 Å: ~0.5")


def _runtime() -> Figure:
    xs = [10.0, 20.0, 50.0, 100.0, 200.0, 500.0]
    table = Table(rows=["fast", "slow"], columns=xs,
                  values=[[0.2, 0.9, 2.1, 3.0, 3.1, 3.05], [0.5, 1.4, 4.0, 9.5, 21.0, 52.0]])
    panel = Panel(title="main panel", x=Axis(label="jobs", range=(0.0, 500.0)),
                  y=Axis(label="Runtime (s)", range=(0.0, 60.0)), data=table)
    return Figure(id="levels", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _levels(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_runtime(), text).claims if c.kind == "value"]


def test_a_level_a_series_settles_at_is_judged_on_its_last_samples():
    assert _levels("### Detailed Analysis\n* **fast:** rises quickly and then levels off at about 3 s.\n") == ["supported"]
    assert _levels("### Detailed Analysis\n* **slow:** rises quickly and then flattens out at about 5 s.\n") \
        == ["contradicted"]  # 21 and 52 at its end


def test_a_level_held_up_to_an_x_is_judged_up_to_there():
    text = "### Detailed Analysis\n* **slow:** stays near 1.4 up to 20 jobs, then climbs.\n"
    assert _levels(text) == ["contradicted"]  # 0.5 and 1.4: not held over its last two samples up to 20
    text = "### Detailed Analysis\n* **fast:** flat at ~3.0 from 100 to 500 jobs.\n"
    assert _levels(text) == ["supported"]


def test_flat_or_stays_without_a_window_is_no_level():
    assert _levels("### Detailed Analysis\n* **slow:** stays near 0.5 for jobs below 15.\n") == []
