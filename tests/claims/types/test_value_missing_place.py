"""A value stated at a place its record does not hold is a hallucination only when the figure certainly lacks that
place (issue 32: "when a name resolves to nothing, the claim is a hallucination only when the figure certainly lacks
it"): a number or a numeric range inside the drawn x axis is a place between the record's samples (a histogram bin
read with other edges), an axis name is a misread place, and a panel with a part left unread may hold the name."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.claims.types.value_check import verify_value
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table, UnreadPart
from vlmeval.verify import context_for


def _figure(x: Axis, columns, unread=None) -> Figure:
    panel = Panel(title="main", x=x, y=Axis(label="Count"), unread=unread,
                  data=Table(rows=["density"], columns=columns, values=[[3.0, 7.0, 12.0, 6.0, 2.0][:len(columns)]]))
    return Figure(id="missing-place", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


NUMERIC = Axis(label="Width (nm)", range=(0.0, 20.0), ticks=[0, 5, 10, 15, 20])
SAMPLES = [0.0, 5.0, 10.0, 15.0, 20.0]


def _verdict(figure: Figure, row, column, stated=7.0) -> str:
    claim = Claim(kind="value", start=0, end=4, stated=stated, panel="main", row=row, column=column, decimals=0)
    return verify_value(claim, context_for(figure)).verdict


def test_a_bin_read_with_other_edges_inside_the_axis_is_unverifiable():
    fig = _figure(NUMERIC, SAMPLES)
    assert _verdict(fig, "density", "7.5–8.5") == "unverifiable"
    assert _verdict(fig, "density", "11 to 12") == "unverifiable"


def test_a_place_outside_the_drawn_axis_is_still_a_hallucination():
    fig = _figure(NUMERIC, SAMPLES)
    assert _verdict(fig, "density", "30–35") == "contradicted"
    assert _verdict(fig, "density", 42.0) == "contradicted"


def test_an_axis_name_read_as_a_place_is_unverifiable():
    assert _verdict(_figure(NUMERIC, SAMPLES), "density", "Count") == "unverifiable"
    assert _verdict(_figure(NUMERIC, SAMPLES), "Width (nm)", 5.0) == "unverifiable"


def test_a_series_the_record_lacks_is_a_hallucination_unless_a_part_is_unread():
    assert _verdict(_figure(NUMERIC, SAMPLES), "mass", 5.0) == "contradicted"
    unread = [UnreadPart(kind="histogram", note="grey bars behind the curve")]
    assert _verdict(_figure(NUMERIC, SAMPLES, unread), "mass", 5.0) == "unverifiable"
    drawn_over = [UnreadPart(kind="reference_line", note="dashed line at 10")]
    assert _verdict(_figure(NUMERIC, SAMPLES, drawn_over), "mass", 5.0) == "contradicted"


def test_a_category_the_record_lacks_is_a_hallucination():
    fig = _figure(Axis(label="Method", scale="categorical"), ["A", "B", "C"])
    assert _verdict(fig, "density", "D") == "contradicted"
    assert _verdict(fig, "density", "B") == "supported"


def test_a_quantity_column_over_an_unlabelled_numeric_x_axis_is_unverifiable():
    # a table "| Study | Year | Error |" over a scatter whose x axis of years the record holds without a label
    unlabelled = Axis(label=None, range=(0.0, 20.0), ticks=[0, 5, 10, 15, 20])
    assert _verdict(_figure(unlabelled, SAMPLES), "density", "Year") == "unverifiable"
    assert _verdict(_figure(NUMERIC, SAMPLES), "density", "Year") == "contradicted"
    assert _verdict(_figure(unlabelled, SAMPLES), "mass", 5.0) == "contradicted"
