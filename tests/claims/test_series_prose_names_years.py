"""Years over categories are dates, never values; trend words inside names are not trends. Sentences written
for the tests, in the forms chart captions use."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

BREWERIES = figure_from_table(read_csv_text(
    "Brewery,Output in million hectoliters\nRosebank,9.4\nFellows & Sons,7.1\nRising Star,5.2\nOld Mill,2.3\n",
    Path("t.csv")), "bar", title="Fastest growing breweries in Ruritania in 2019 ( in million hectoliters )")


def _contradicted(text: str) -> list[str]:
    return [c.text for c in evaluate_text(BREWERIES, text).claims if c.verdict == "contradicted"]


def test_a_year_over_categories_is_not_a_value():
    assert _contradicted("Rosebank brewed the most beer of all breweries in 2019.") == []
    assert _contradicted("Between 2011 and 2019, Old Mill had the smallest output.") == []
    # a real value is still checked
    assert _contradicted("In 2019, Rosebank brewed 3.1 million hectoliters.") != []


def test_trend_words_inside_names_are_not_trends():
    assert _contradicted("Rosebank led the ranking, ahead of Fellows & Sons.") == []
    assert _contradicted("The chart lists the fastest growing breweries of the country.") == []
    assert _contradicted("Among the breweries, Rising Star is third.") == []
