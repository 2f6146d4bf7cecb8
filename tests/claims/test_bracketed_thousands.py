"""A number in brackets after a name is that name's value, its thousands groups included even when written with a
space after each comma ("New Ireland (2, 113, 370)" is 2,113,370, not 2 and 113). Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.claims.line_text import find_numbers
from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

PROVINCES = figure_from_table(read_csv_text("Province,Population\nNorth Ridge,2113370\nSouth Vale,1204880\n"
                                            "East Marsh,873150\n", Path("t.csv")), "bar",
                              title="Population of the provinces of Ruritania in 2020")


def _values(text):
    return [(c.stated, c.verdict) for c in evaluate_text(PROVINCES, text).claims if c.kind == "value"]


def test_spaced_thousands_in_brackets_are_one_number():
    assert [n.value for n in find_numbers("North Ridge (2, 113, 370)", [])] == []  # the bracket closes: no loose value
    assert [n.value for n in find_numbers("North Ridge (about 2, 113, 370", [])] == [2113370.0]


def test_a_bracketed_value_with_spaced_groups_is_the_names_value():
    assert _values("1. North Ridge (2, 113, 370)\n2. South Vale (1, 204, 880)") == [
        ("North Ridge (2, 113, 370)", "supported"), ("South Vale (1, 204, 880)", "supported")]
    assert _values("1. North Ridge (2, 113, 370)\n2. South Vale (1, 504, 880)")[1][1] == "contradicted"


def test_numbers_listed_outside_brackets_stay_apart():
    assert [n.value for n in find_numbers("the counts were 2, 113 and 370", [])] == [2.0, 113.0, 370.0]
