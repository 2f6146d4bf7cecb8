"""False alarms on correct seed-format prose, by class (issue 32, round 51 dev parts own-o/own-p/own-j): a range
judged against a place the record cannot resolve: all of a figure's panels lumped together when the range names no
panel (one of them unread, or plotting another quantity), and an axis that names categories in words given a
numeric extent from its one numeric label. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.claims.types.range import RangePayload, verify_range
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text
from vlmeval.verify import context_for


def _two_panels(top_data: Table | None) -> Figure:
    """A light curve (top; ``top_data`` its values, None where the record does not read it) over its residuals."""
    top = Panel(title="top panel", x=Axis(label="time [day]", scale="linear", ticks=[0.0, 10.0], range=(0.0, 12.0)),
                y=Axis(label="flux", scale="linear", ticks=[-2.0, 0.0, 2.0], range=(-3.0, 3.0)), data=top_data)
    rows = Table(rows=["points"], columns=[1.0, 4.0, 7.0, 10.0], values=[[-1.2, 0.4, 0.9, -0.3]])
    bottom = Panel(title="bottom panel", x=Axis(label="time [day]", scale="linear", ticks=[0.0, 10.0],
                                                range=(0.0, 12.0)),
                   y=Axis(label="residuals", scale="linear", ticks=[-1.0, 0.0, 1.0], range=(-1.5, 1.5)), data=rows)
    return Figure(id="curve", kind="scatter", layout=Layout(rows=2, cols=1), panels=[top, bottom])


def _range_verdict(fig: Figure, stated: tuple[float, float], target: str = "values", panel: str | None = None) -> str:
    claim = Claim(kind="range", start=0, end=1, stated=stated, target=target, panel=panel, hedge="approx",
                  decimals=1, payload=RangePayload(stated))
    return verify_range(claim, context_for(fig, "x")).verdict


def test_a_range_of_no_named_panel_is_not_wrong_where_an_unread_panel_may_hold_it():
    # the residuals run from -1.2 to 0.9; "high points (~1.6-2.4)" may be the unread light curve's
    assert _range_verdict(_two_panels(None), (1.6, 2.4)) == "unverifiable"


def test_a_range_of_no_named_panel_is_not_wrong_where_one_panel_alone_holds_it():
    top = Table(rows=["points"], columns=[1.0, 4.0, 7.0, 10.0], values=[[1.6, 2.1, 2.4, 1.9]])
    assert _range_verdict(_two_panels(top), (1.6, 2.4)) != "contradicted"


def test_a_range_every_panel_rules_out_is_still_wrong():
    top = Table(rows=["points"], columns=[1.0, 4.0, 7.0, 10.0], values=[[1.6, 2.1, 2.4, 1.9]])
    assert _range_verdict(_two_panels(top), (5.0, 9.0)) == "contradicted"
    one = Figure(id="one", kind="scatter", layout=Layout(rows=1, cols=1), panels=[_two_panels(None).panels[1]])
    assert _range_verdict(one, (1.6, 2.4)) == "contradicted"


def _legend_as_panel() -> Figure:
    """A chart over a record panel that reads its legend as a category axis ("Hit rate", 40)."""
    legend = Panel(title="Speedup in hits", x=Axis(scale="linear"),
                   y=Axis(scale="categorical", ticks=["Hit rate", 40]))
    rows = Table(rows=["Hit rate"], columns=[0.0, 20.0, 40.0], values=[[1.0, 1.8, 2.6]])
    chart = Panel(title="Speedup in hits (2)", x=Axis(label="steps", scale="linear", ticks=[0.0, 20.0, 40.0],
                                                      range=(-2.0, 42.0)),
                  y=Axis(label="(relative)", scale="linear", ticks=[1.0, 2.0], range=(0.8, 2.8)), data=rows)
    return Figure(id="hits", kind="line", layout=Layout(rows=1, cols=2), panels=[legend, chart])


def test_an_axis_naming_categories_in_words_has_no_numeric_extent():
    assert _range_verdict(_legend_as_panel(), (0.8, 2.8), target="y", panel="Speedup in hits") == "unverifiable"
    # the chart's own y axis still decides
    assert _range_verdict(_legend_as_panel(), (0.8, 2.8), target="y", panel="Speedup in hits (2)") == "supported"
    assert _range_verdict(_legend_as_panel(), (3.5, 6.0), target="y", panel="Speedup in hits (2)") == "contradicted"


def test_a_numeric_category_axis_keeps_its_extent():
    years = Panel(title="main panel", x=Axis(label="year", scale="categorical", ticks=[2001, 2004, 2007]),
                  y=Axis(label="count", scale="linear", ticks=[0.0, 10.0], range=(0.0, 12.0)))
    fig = Figure(id="years", kind="bar", layout=Layout(rows=1, cols=1), panels=[years])
    assert _range_verdict(fig, (2001.0, 2007.0), target="x", panel="main panel") == "supported"
    assert _range_verdict(fig, (1990.0, 1995.0), target="x", panel="main panel") == "contradicted"


def test_a_figure_wide_range_sentence_over_an_unread_panel():
    text = "### Detailed Analysis\n- A handful of points sit high (~1.6-2.4) near day 5.\n"
    verdicts = [c.verdict for c in evaluate_text(_two_panels(None), text).claims if c.kind == "range"]
    assert "contradicted" not in verdicts
