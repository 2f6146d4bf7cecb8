"""A sentence that denies a movement ("there were no setbacks that reduced it", "never fell") makes no trend
claim. Sentences written for the tests, in the forms editors use."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

ROWS = "\n".join(f"{y},{v}" for y, v in zip(range(1980, 2021, 5), [12, 15, 19, 22, 26, 31, 33, 38, 41]))
HARVEST = figure_from_table(read_csv_text("Year,Harvest in tonnes\n" + ROWS + "\n", Path("t.csv")), "line",
                            title="Apple harvest in Arcadia from 1980 to 2020")


def _contradicted(text: str) -> list[str]:
    return [c.text for c in evaluate_text(HARVEST, text).claims if c.verdict == "contradicted"]


def test_a_denied_movement_is_no_trend_claim():
    assert _contradicted("Apart from that, there were no setbacks that reduced the harvest over these forty years.") == []
    assert _contradicted("The harvest never fell during the period.") == []
    assert _contradicted("The harvest didn't decline at any point.") == []


def test_an_asserted_movement_is_still_checked():
    assert _contradicted("The harvest fell over the period.") != []
    assert _contradicted("The harvest has not only declined but collapsed.") != []
    assert _contradicted("With no exception, the harvest decreased.") != []  # the negation ends at the comma
