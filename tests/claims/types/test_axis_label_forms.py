"""The label a description gives an axis, in the forms besides '* **Y-axis:** "Label", ...': a plural lead-in
("**Y-axes:**", the same axis of every panel), a row of a table of the figure's parts ('| X-axis | "Label" |'), a
quoted name right after the axis word in a sentence that goes on about ticks ('x axis "Label" with ticks ...'), and
each clause of a sentence naming both axes. A wrong label in any of them is caught; the right one is supported.
A label the record writes with a look-alike character (h for ħ, ∘ for °) is the same label."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _figure(x_label: str = "Elapsed time [h]", y_label: str = "Yield (%)") -> Figure:
    panel = Panel(title="panel 1", x=Axis(label=x_label, ticks=[0, 5, 10, 15]),
                  y=Axis(label=y_label, ticks=[0, 25, 50, 75]),
                  data=Table(rows=["batch A"], columns=[0, 5, 10, 15], values=[[3.0, 30.0, 55.0, 70.0]]))
    return Figure(id="reactor", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _labels(text: str, fig: Figure | None = None) -> list[tuple[str, str]]:
    return [(c.stated, c.verdict) for c in evaluate_text(fig or _figure(), text).claims
            if c.kind == "label" and c.stated in ("Elapsed time [h]", "Elapsed time [min]", "Yield (%)",
                                                  "Conversion (%)", "Tħ [°]", "Elapsed time")]


@pytest.mark.parametrize("text, stated, verdict", [
    ('### Components/Axes\n- **Y-axes:** "Conversion (%)", shared, ticks 0, 25, 50 and 75.\n', "Conversion (%)",
     "contradicted"),
    ('### Components/Axes\n- **Y-axes:** "Yield (%)", shared, ticks 0, 25, 50 and 75.\n', "Yield (%)", "supported"),
    ('### Components/Axes\n| Part | What it shows |\n|---|---|\n| X-axis | "Elapsed time [min]", ticks 0 to 15 by 5 |\n'
     '| Legend | none |\n', "Elapsed time [min]", "contradicted"),
    ('### Components/Axes\n| Part | What it shows |\n|---|---|\n| X-axis | "Elapsed time [h]", ticks 0 to 15 by 5 |\n'
     '| Legend | none |\n', "Elapsed time [h]", "supported"),
    ('### Components/Axes\n- **Lower plot:** x axis "Elapsed time [min]" carrying ticks 0, 5, 10 and 15.\n',
     "Elapsed time [min]", "contradicted"),
    ('### Components/Axes\n- **Lower plot:** x axis "Elapsed time [h]" carrying ticks 0, 5, 10 and 15.\n',
     "Elapsed time [h]", "supported"),
    ('### Components/Axes\n- The x axis is "Elapsed time", ticks 0-15; the y axis "Conversion (%)", ticks 0-75.\n',
     "Conversion (%)", "contradicted"),
    ('### Components/Axes\n- The x axis is "Elapsed time", ticks 0-15; the y axis "Yield (%)", ticks 0-75.\n',
     "Yield (%)", "supported"),
])
def test_the_label_in_each_form(text, stated, verdict):
    assert (stated, verdict) in _labels(text)


def test_a_quoted_list_after_the_axis_word_is_no_label():
    text = '### Components/Axes\n- x axis "0 h", "5 h" and "10 h" under the ticks 0, 5, 10.\n'
    assert not [c for c in evaluate_text(_figure(), text).claims if c.kind == "label" and c.source == "axis label"]


def test_both_axes_named_together_give_neither_a_label():
    text = '### Components/Axes\n- The x- and y-axes are labelled "Conversion (%)" with ticks every 25.\n'
    assert not [c for c in evaluate_text(_figure(), text).claims if c.kind == "label" and c.source == "axis label"]


def test_a_look_alike_character_in_the_record_is_the_same_label():
    fig = _figure(x_label="Th [^∘]")
    text = '### Components/Axes\n- **X-axis:** "Tħ [°]", ticks 0, 5, 10 and 15.\n'
    assert _labels(text, fig) == [("Tħ [°]", "supported")]
