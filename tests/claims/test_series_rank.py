"""A series ranked first or last among its panel's series ("NDE has the lowest error", issue 32): judged against
the other series x by x, not as a panel ranked among the figure's panels (one panel is first and last at once)."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

XS = [1.0, 2.0, 4.0, 8.0, 16.0]


def _errors(y_label: str = "Mean squared error", crossing: bool = False) -> Figure:
    """Three methods' error against sample count; NDE lies above both others at every x, Ours below both (or, with
    ``crossing``, Ours and Baseline swap places at the last x)."""
    ours = [0.4, 0.3, 0.2, 0.1, 0.25 if crossing else 0.05]
    table = Table(rows=["NDE", "Baseline", "Ours"], columns=XS,
                  values=[[0.9, 0.8, 0.7, 0.6, 0.5], [0.5, 0.4, 0.3, 0.25, 0.2], ours])
    panel = Panel(title="main", x=Axis(label="Number of samples", range=(0.5, 17.0)),
                  y=Axis(label=y_label, range=(0.0, 1.0)), data=table)
    return Figure(id="errors", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _rank_verdicts(fig: Figure, sentence: str) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims
            if c.kind == "comparison" and (c.payload or {}).get("type") == "rank"]


@pytest.mark.parametrize("sentence, verdict", [
    ("NDE has the highest error.", "supported"),
    ("NDE has the lowest error.", "contradicted"),
    ("Ours has the lowest error.", "supported"),
    ("Ours has the highest error.", "contradicted"),
])
def test_the_four_forms_of_a_plain_rank(sentence, verdict):
    assert _rank_verdicts(_errors(), sentence) == [verdict]


@pytest.mark.parametrize("sentence, verdict", [
    ("NDE consistently has the highest error.", "supported"),
    ("NDE shows the lowest error throughout.", "contradicted"),
    ("Ours achieves the lowest error across all sample sizes.", "supported"),
    ("Baseline achieves the lowest error across all sample sizes.", "contradicted"),
])
def test_a_rank_stated_at_every_x(sentence, verdict):
    assert _rank_verdicts(_errors(), sentence) == [verdict]


def test_a_rank_at_every_x_is_broken_by_one_x_a_plain_one_is_not():
    fig = _errors(crossing=True)  # Baseline is lowest at the last x only
    assert _rank_verdicts(fig, "Ours has the lowest error at every sample size.") == ["contradicted"]
    assert _rank_verdicts(fig, "Ours has the lowest error.") == ["supported"]  # lowest on average
    # lowest at one x of five and not on average: neither right nor wrong as a plain rank
    assert _rank_verdicts(fig, "Baseline has the lowest error.") == ["unverifiable"]


def test_best_and_worst_follow_the_measure_and_are_left_alone_where_it_is_unclear():
    assert _rank_verdicts(_errors(), "Ours is the best method.") == ["supported"]      # the lowest error
    assert _rank_verdicts(_errors(), "NDE is the best method.") == ["contradicted"]
    assert _rank_verdicts(_errors(), "NDE is the worst method.") == ["supported"]
    accuracy = _errors(y_label="Accuracy (%)")
    assert _rank_verdicts(accuracy, "NDE is the best method.") == ["supported"]       # the highest accuracy
    assert _rank_verdicts(accuracy, "Ours is the best method.") == ["contradicted"]
    assert _rank_verdicts(_errors(y_label="Signal"), "NDE is the best method.") == []  # which way is better?


def test_a_series_ranked_by_a_measure_its_panel_does_not_plot_is_left_alone():
    # the sentence names the y of another panel ("time") where the series is drawn by look, not by name
    fig = _errors()
    other = Panel(title="side", x=Axis(label="Number of samples", range=(0.5, 17.0)),
                  y=Axis(label="Run time (s)", range=(0.0, 10.0)),
                  data=Table(rows=["red line", "blue line"], columns=XS, values=[[1.0] * 5, [2.0] * 5]))
    fig = Figure(id="two", kind="line", layout=Layout(rows=1, cols=2), panels=[fig.panels[0], other])
    assert _rank_verdicts(fig, "NDE has the lowest run time.") == []
    assert _rank_verdicts(fig, "NDE has the lowest error.") == ["contradicted"]


def test_a_rank_by_a_measure_the_panel_does_not_plot_gives_no_claim():
    # "the highest variance" on a panel of errors ranks by something not drawn; the plotted measure, written short
    # in the label ("Acc."), or no measure at all still rank the series
    assert _rank_verdicts(_errors(), "NDE has the highest variance.") == []
    assert _rank_verdicts(_errors(), "Ours has the lowest variance across all sample sizes.") == []
    assert _rank_verdicts(_errors(), "The lowest curve is NDE.") == ["contradicted"]
    assert _rank_verdicts(_errors(y_label="Acc. (%)"), "Ours has the highest accuracy.") == ["contradicted"]


def test_a_rank_on_average_is_decided_by_the_means():
    fig = _errors(crossing=True)  # Baseline is lowest at the last x only, Ours on average
    assert _rank_verdicts(fig, "On average, Baseline has the lowest error.") == ["contradicted"]
    assert _rank_verdicts(fig, "Baseline has the lowest error.") == ["unverifiable"]
    assert _rank_verdicts(fig, "On average, Ours has the lowest error.") == ["supported"]
