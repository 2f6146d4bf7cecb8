"""A level held over a period ("has consistently remained at 0.00", "stayed at around 12") is checked at every
point of it, like a held bound. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

SHARE = figure_from_table(read_csv_text("Year,Share\n2015,12.1%\n2016,12.0%\n2017,12.2%\n2018,12.1%\n2019,12.3%\n",
                                        Path("t.csv")), "line", title="Share of Arcadia in world tea exports")


def _values(text):
    return [c.verdict for c in evaluate_text(SHARE, text).claims if c.kind == "value"]


def test_a_held_level_is_checked_over_the_period():
    assert _values("Throughout these years, the share has consistently remained at 0.00.") == ["contradicted"]
    assert _values("The share has stayed at around 12% over the years.") == ["supported"]
    assert _values("The share has remained at around 15%.") == ["contradicted"]
