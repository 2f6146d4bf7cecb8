"""A bar chart whose bars are drawn as magnitudes while their labels print signed values (Table.printed): a stated
number matching either the drawn or the printed value is right, any other is wrong. Sentences written for the
tests."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig(printed):
    table = Table(rows=["value"], columns=["smoking", "elevation", "education"], values=[[0.52, 0.33, 0.2]],
                  decimals=2, printed=printed)
    panel = Panel(title="Lung", x=Axis(label="Predictor", scale="categorical", ticks=table.columns),
                  y=Axis(label="Absolute standardized coefficient", range=(0.0, 0.4)), data=table,
                  values_printed=True, values_read="printed", value_tolerance=0.005)
    return Figure(id="signed-labels", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _value_verdicts(fig, text):
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value"]


SIGNED = [[None, -0.33, -0.2]]


def test_a_signed_label_is_right_as_printed():
    assert _value_verdicts(_fig(SIGNED), "The coefficient of elevation is -0.33.") == ["supported"]
    assert _value_verdicts(_fig(SIGNED), "The coefficient of education is -0.20.") == ["supported"]


def test_the_drawn_magnitude_is_right_too():
    assert _value_verdicts(_fig(SIGNED), "The coefficient of elevation is 0.33.") == ["supported"]


def test_a_number_matching_neither_is_wrong():
    assert _value_verdicts(_fig(SIGNED), "The coefficient of elevation is -0.5.") == ["contradicted"]
    assert _value_verdicts(_fig(None), "The coefficient of elevation is -0.33.") == ["contradicted"]


def test_verify_value_accepts_the_printed_number_of_a_cell():
    from vlmeval.claims import Claim
    from vlmeval.verify import context_for
    from vlmeval.claims.types.value_check import verify_value

    table = Table(rows=["Austen", "Baum"], columns=["Twain", "Wells"], values=[[0.5, 1.2], [2.0, 0.7]], decimals=2,
                  printed=[[-0.5, None], [None, None]])
    panel = Panel(title="Loss", x=Axis(scale="categorical", ticks=table.columns),
                  y=Axis(scale="categorical", ticks=table.rows), data=table, values_read="printed", value_tolerance=0.005)
    fig = Figure(id="signed-cells", kind="heatmap", layout=Layout(rows=1, cols=1), panels=[panel])

    def verdict(stated):
        claim = Claim(kind="value", start=0, end=4, stated=stated, panel="Loss", row="Austen", column="Twain", decimals=2)
        return verify_value(claim, context_for(fig)).verdict

    assert [verdict(-0.5), verdict(0.5), verdict(-0.7)] == ["supported", "supported", "contradicted"]
