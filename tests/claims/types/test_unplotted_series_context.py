"""Out-of-chart context is never a value error. Sentences written for the tests, in the form editors use."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text
from vlmeval.verify.context import widens_scope

CYCLISTS = figure_from_table(read_csv_text("Year,Number of cyclists killed\n2019,61\n2018,58\n2017,70\n2016,52\n",
                                           Path("t.csv")), "line",
                             title="Number of cyclists killed in road accidents in Ruritania from 2016 to 2019")


def _verdicts(text: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in evaluate_text(CYCLISTS, text).claims if c.kind == "value"]


def test_context_beyond_the_chart_is_unverifiable():
    text = "In 2019, 61 cyclists were killed on Ruritanian roads. Overall, some 540 people died on the roads that year."
    assert all(c.verdict != "contradicted" for c in evaluate_text(CYCLISTS, text).claims)
    text = "In 2018, 58 cyclists died. In total, around 3,100 people were injured in road accidents in 2018."
    assert [v for _, v in _verdicts(text)] == ["supported", "unverifiable"]


def test_a_wrong_chart_value_is_still_wrong_and_a_misplaced_one_still_a_location_error():
    assert [v for _, v in _verdicts("In 2019, 75 cyclists were killed.")] == ["contradicted"]
    # the number is the chart's 2017 value: a misreading of the chart, not context
    assert [v for _, v in _verdicts("Overall, 70 cyclists were killed in 2019.")] == ["contradicted"]


def test_scope_words():
    assert widens_scope("A. Nationwide, 12 people died. B.", 5)
    assert not widens_scope("A. In 2019, 12 cyclists died. Overall it rose.", 5)
