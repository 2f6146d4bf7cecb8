"""Years read as dates, spans of time, bounds on an extreme, losses, 'since' scope, abbreviations inside a
clause. Sentences written for the tests, in the forms captions and editors use."""

from __future__ import annotations

from pathlib import Path

from vlmeval.claims.years import is_duration, is_year
from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

FERRIES = figure_from_table(read_csv_text(
    "Year,Passengers in millions\n2020,2.1\n2019,5.9\n2018,6.4\n2017,6.0\n2016,5.2\n2015,4.8\n", Path("t.csv")),
    "line", title="Ferry passengers in Ruritania from 2015 to 2020 ( in millions )")
PROFIT = figure_from_table(read_csv_text("Year,Earnings per share in U.S. dollars\n2021,-2.37\n2020,1.12\n2019,0.95\n",
                                         Path("t.csv")), "line", title="Earnings per share of Acme ( in U.S. dollars )")
SURVEY = figure_from_table(read_csv_text("Answer,Percentage of respondents\nToo far away,61%\nNo shower at work,22%\n"
                                         "Too slow,9%\nUnsafe roads,7%\n", Path("t.csv")), "bar",
                           title="Why do you not cycle to work?")


def _contradicted(fig, text: str) -> list[str]:
    return [c.text for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def test_year_and_duration_helpers():
    text = "In 2016.0 the count was 41, and over the next 120 years it tripled; 2,016 boats were counted."
    assert is_year(text, 3, 9, 2016.0, 1)
    assert not is_year(text, 69, 74, 2016, 0)  # "2,016 boats" is a count
    start = text.index("120")
    assert is_duration(text, start, start + 3)


def test_a_year_written_as_a_float_is_a_date():
    assert _contradicted(FERRIES, "The number of passengers was highest in 2018.0 at 6.4 million.") == []


def test_a_span_of_time_is_not_a_value():
    assert _contradicted(FERRIES, "Ferries carried 4.8 million people in 2015, and over the following 5 years "
                                  "numbers first rose.") == []


def test_a_bound_on_an_extreme_holds():
    said = "The highest percentage of respondents said they do not cycle because it is too far, with over {}% of them."
    assert _contradicted(SURVEY, said.format(55)) == []
    assert _contradicted(SURVEY, said.format(65)) != []


def test_a_loss_is_a_negative_value():
    assert _contradicted(PROFIT, "In 2021, Acme lost 2.37 U.S. dollars per share.") == []
    assert _contradicted(PROFIT, "In 2021, Acme lost 3.37 U.S. dollars per share.") != []


def test_a_number_before_its_unit_and_date_takes_that_date_across_an_abbreviation():
    assert _contradicted(PROFIT, "Earnings fell from 0.95 U.S. dollars in 2019 to a loss of 2.37 U.S. dollars "
                                 "in 2021.") == []


def test_since_without_a_date_scopes_the_trend_after_the_last_date():
    # 2020 falls, then "since" points after 2019's peak of 2018: the decline after 2018 holds
    assert _contradicted(FERRIES, "Passengers peaked at 6.4 million in 2018 and have since declined.") == []
    assert _contradicted(FERRIES, "Passengers peaked at 6.4 million in 2018 and have since grown.") != []


def test_the_extreme_placed_at_a_date_later_in_the_sentence():
    assert _contradicted(FERRIES, "The highest number of ferry passengers in Ruritania was in 2015.") != []
    assert _contradicted(FERRIES, "The highest number of ferry passengers in Ruritania was in 2018.") == []
