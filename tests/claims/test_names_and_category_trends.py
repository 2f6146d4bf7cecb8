"""Numbers inside printed names, ages, contrasted dates, trends over a category axis, 'steady incline'.
Sentences written for the tests, in the forms captions and editors use."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

BOEING = figure_from_table(read_csv_text(
    "Year,Deliveries of the Boeing 737\n2019,127\n2018,580\n2017,529\n2016,490\n", Path("t.csv")),
    "line", title="Deliveries of the Boeing 737 from 2016 to 2019")
AGES = figure_from_table(read_csv_text(
    "Age group,Share of members\nYounger than 18 years,12%\n18 to 39 years,41%\n40 to 64 years,35%\n65 years and older,12%\n",
    Path("t.csv")), "bar", title="Members of a ski club by age group")
BRANDS = figure_from_table(read_csv_text("Brand,Sales growth\nAcme,12%\nBolt,9%\nCorex,4%\nDyno,1%\n", Path("t.csv")),
                           "bar", title="Sales growth of snack brands in 2021")


def _contradicted(fig, text: str) -> list[str]:
    return [c.text for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def test_a_number_inside_a_printed_name_is_not_a_value():
    assert _contradicted(BOEING, "A peak in deliveries of the Boeing 737 came in 2018.") == []
    assert _contradicted(BOEING, "The peak in deliveries of the Boeing 737 came in 2016.") != []


def test_an_age_is_not_a_value():
    assert _contradicted(AGES, "The highest share of members is in the 18 to 39 year old group.") == []
    assert _contradicted(AGES, "The lowest share of members is in the younger than 18 year old group.") == []


def test_a_contrasted_date_is_not_the_numbers_date():
    assert _contradicted(BOEING, "In 2019, 127 aircraft were delivered, compared to in 2018 when 580 were.") == []


def test_a_trend_over_categories_without_bounds_is_not_checked():
    # the brands are sorted by value: "growth" and "declines" do not describe that order
    assert _contradicted(AGES, "The share of members has kept growing since 1990.") == []  # no years on this axis
    assert _contradicted(BRANDS, "Several of the brands showed solid growth.") == []
    assert _contradicted(BRANDS, "Interestingly, as the brands in the list get smaller, the share declines considerably.") == []


def test_steady_incline_is_a_rise_not_stability():
    fig = figure_from_table(read_csv_text("Year,Output\n2015,3\n2016,4\n2017,5\n2018,6\n", Path("t.csv")), "line",
                            title="Output")
    assert _contradicted(fig, "Output has been on a steady incline from 2015 to 2018.") == []
    assert _contradicted(fig, "Output has been on a steady decline from 2015 to 2018.") != []
