"""A range read as a range of values that is no range of them (issue 32, dev parts): a window of the x axis, the
span of the series' names, or a part of the values the sentence picks out. The record can neither support nor
contradict those, so they are unverifiable; a range that goes past the values is still wrong. Made-up figures."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _cost() -> Figure:
    """Cost against size for three series named by a number of terms (J = 1, 4, 16); sizes 10 to 1000."""
    table = Table(rows=["1", "4", "16"], columns=[10.0, 100.0, 1000.0],
                  values=[[0.2, 0.5, 0.9], [0.3, 0.7, 1.2], [0.5, 1.1, 1.8]])
    panel = Panel(title="main panel", x=Axis(label="size", range=(8.0, 1200.0), scale="log"),
                  y=Axis(label="cost [s]", range=(0.1, 2.0)), data=table)
    return Figure(id="cost", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _scatter() -> Figure:
    """Scores against a parameter from 3.1 to 3.4; the scores run from 20 to 80."""
    table = Table(rows=["runs"], columns=[3.1, 3.2, 3.3, 3.4], values=[[20.0, 45.0, 52.0, 80.0]])
    panel = Panel(title="main panel", x=Axis(label="U/J", range=(3.08, 3.42)),
                  y=Axis(label="score", range=(15.0, 85.0)), data=table)
    return Figure(id="scores", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _range_verdicts(fig: Figure, sentence: str) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "range"]


def test_the_span_of_the_series_names_is_no_range_of_values():
    assert "contradicted" not in _range_verdicts(_cost(), "The chart shows cost for three values of J (1 to 16).")
    # a range of values the series' names do not span is still caught
    assert "contradicted" in _range_verdicts(_cost(), "Cost values (3 to 16) are high.")


def test_a_window_of_x_that_misses_every_value_is_no_range_of_values():
    assert "contradicted" not in _range_verdicts(_scatter(), "The score is plotted over a narrow range from 3.1 to 3.4.")
    assert "contradicted" in _range_verdicts(_scatter(), "The scores range from 90 to 120.")


def test_a_part_of_the_values_picked_out_in_words_is_unverifiable():
    assert "contradicted" not in _range_verdicts(_scatter(), "The scores lie mostly between 40 and 60.")
    assert "contradicted" not in _range_verdicts(_scatter(), "After U/J = 3.15 the scores range from 45 to 80.")
    # the same range of all the values is wrong, and a part cannot reach past the values
    assert "contradicted" in _range_verdicts(_scatter(), "The scores range from 40 to 60.")
    assert "contradicted" in _range_verdicts(_scatter(), "The scores lie mostly between 40 and 95.")


def test_ends_at_x_places_inside_the_values_span_are_still_values():
    # x runs 1..4 and the values 1..5: "from 1 to 4" reads as values as well as places, so it is judged (5 > 4)
    from vlmeval.claims.types.range_places import places_not_values
    from vlmeval.groundtruth.schema import Panel
    panel = Panel.model_validate({"title": "P", "x": {"label": "x", "ticks": [1, 2, 3, 4]}, "y": {"label": "y"},
                                  "data": {"rows": ["A"], "columns": [1, 2, 3, 4], "values": [[1.0, 2.0, 3.0, 5.0]]}})
    assert places_not_values((1.0, 4.0), [panel], (1.0, 5.0), 0.05) is None
    assert places_not_values((1.0, 4.0), [panel], (10.0, 50.0), 0.05) is not None  # values elsewhere: a window of x
