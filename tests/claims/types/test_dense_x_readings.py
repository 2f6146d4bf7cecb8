"""A reading at a numeric x on a densely sampled curve ("| 4 | -4.0 |" where the samples sit at 3.94 and 4.04) is
looked up at the nearest sample that holds a value, not called a missing row/column (issue 32, own-d)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_X = [round(0.04 + 0.1 * k, 2) for k in range(200)]  # 0.04 ... 19.94: two samples about equally near each integer


def _figure() -> Figure:
    # "bulk" is -x, drawn only at every other sample (the record's unknown cells); "film" is -2x everywhere
    bulk = [-x if k % 2 else None for k, x in enumerate(_X)]
    film = [-2 * x for x in _X]
    panel = Panel(title="main", x=Axis(label="r [nm]", range=(0.0, 20.0), ticks=[0.0, 5.0, 10.0, 15.0, 20.0]),
                  y=Axis(label="E [K]", range=(-40.0, 0.0)), data=Table(rows=["bulk", "film"], columns=_X, values=[bulk, film]))
    return Figure(id="dense", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str):
    return [(c.verdict, c.reason) for c in evaluate_text(_figure(), text).claims if c.kind == "value"]


def test_readings_between_dense_samples_are_judged_at_the_nearest_known_sample():
    text = "### Detailed Analysis\n| r | bulk | film |\n|---|---|---|\n| 4 | -4 | -8 |\n| 12 | -12 | -24 |\n"
    verdicts = _values(text)
    assert len(verdicts) == 4 and all(v == "supported" for v, _ in verdicts), verdicts


def test_a_wrong_reading_between_dense_samples_is_still_wrong():
    text = "### Detailed Analysis\n| r | bulk | film |\n|---|---|---|\n| 10 | -25 | -35 |\n"
    verdicts = _values(text)
    assert [v for v, _ in verdicts] == ["contradicted", "contradicted"], verdicts
    assert not any("has no row/column" in (r or "") for _, r in verdicts)


def test_a_reading_on_a_steep_stretch_is_held_against_the_values_near_that_x():
    # "steep" falls by 1 per 0.1 in x: at x = 8 (samples 7.94 and 8.04) anything from the values within the x reading
    # tolerance (8 +- 0.5: -79.4 to -84.4 and so on) is a fair reading; a value far outside them is still wrong
    fig = _figure()
    steep = [-10 * x for x in _X]
    panel = fig.panels[0].model_copy(update={"data": Table(rows=["steep"], columns=_X, values=[steep]),
                                             "y": Axis(label="E [K]", range=(-200.0, 0.0))})
    fig = fig.model_copy(update={"panels": [panel]})
    ok = [(c.verdict, c.reason) for c in evaluate_text(fig, "### Detailed Analysis\n| r | steep |\n|---|---|\n"
                                                            "| 8 | -83 |\n").claims if c.kind == "value"]
    bad = [c.verdict for c in evaluate_text(fig, "### Detailed Analysis\n| r | steep |\n|---|---|\n"
                                                 "| 8 | -120 |\n").claims if c.kind == "value"]
    assert ok == [("supported", None)] and bad == ["contradicted"], (ok, bad)
