"""Scale words and units on both sides: a stated number is read in the table's units before it is compared.
Sentences written for the tests, in the forms captions and editors use."""

from __future__ import annotations

from pathlib import Path

import pytest

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text


def _fig(csv: str, title: str):
    return figure_from_table(read_csv_text(csv, Path("t.csv")), "line", title=title)


def _verdicts(fig, text: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in evaluate_text(fig, text).claims if c.kind == "value"]


MILLIONS = _fig("Year,Subscribers in millions\n2021,7.8\n2020,3140\n2019,6.1\n",
                "Subscribers of a streaming service from 2019 to 2021 ( in millions )")


@pytest.mark.parametrize("sentence, verdict", [
    ("In 2021, the service had roughly 7.8 million subscribers.", "supported"),
    ("In 2020, it counted 3.1 billion subscribers.", "supported"),  # 3,140 in millions at the printed precision
    ("In 2021, the service had 9.8 million subscribers.", "contradicted"),
    ("In 2020, it counted 4.1 billion subscribers.", "contradicted"),
])
def test_scale_words_against_a_table_in_millions(sentence, verdict):
    assert [v for _, v in _verdicts(MILLIONS, sentence)] == [verdict]


def test_a_plain_count_against_a_table_in_thousands_at_the_tables_precision():
    fig = _fig("Year,Members in thousands\n2022,31.2\n2021,28.4\n", "Members of a rowing club ( in 1,000s )")
    assert [v for _, v in _verdicts(fig, "In 2022, the club had 31,204 members.")] == ["supported"]
    assert [v for _, v in _verdicts(fig, "In 2022, the club had 312 thousand members.")] == ["contradicted"]


def test_a_fraction_against_a_percentage_table():
    fig = figure_from_table(read_csv_text("Answer,Share of respondents\nTea,62%\nCoffee,30%\nWater,8%\n",
                                          Path("t.csv")), "bar", title="Favourite drink")
    assert [v for _, v in _verdicts(fig, "Tea was chosen by a share of 0.62 of respondents.")] == ["supported"]
    assert [v for _, v in _verdicts(fig, "Coffee was chosen by a share of 0.45 of respondents.")] == ["contradicted"]


def test_a_count_with_a_scale_word_is_never_a_rate_per_hundred():
    fig = _fig("Year,Doses per hundred\n2022,41.5\n2021,12.0\n", "Vaccine doses per hundred people")
    assert [v for _, v in _verdicts(fig, "In 2022, 41.5 million people were vaccinated.")] == ["contradicted"]


def test_a_bare_number_may_be_written_in_the_tables_units():
    assert [v for _, v in _verdicts(MILLIONS, "In 2019, the service had 6.1 subscribers.")] == ["supported"]
    assert [v for _, v in _verdicts(MILLIONS, "In 2019, the service had 8.1 subscribers.")] == ["contradicted"]


def test_zero_written_with_decimals_is_zero_percent_at_its_own_precision():
    fig = figure_from_table(read_csv_text("Shop,Market share\nTeapot Lane,48.2%\nLeaf Hall,6.4%\nBrew Barn,0.03%\n",
                                          Path("t.csv")), "bar", title="Market share of tea shops")
    assert [v for _, v in _verdicts(fig, "Leaf Hall recorded a market share of 0.0.")] == ["contradicted"]
    assert [v for _, v in _verdicts(fig, "Brew Barn recorded a market share of 0.0.")] == ["supported"]
