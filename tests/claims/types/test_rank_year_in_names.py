"""A chart of categories named with their years ("Expedition North (1901-1904)") is still no chart of years: "the
fewest ... was in the year 1905" puts a year where a category belongs. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

CSV = ("Expedition,Members\nExpedition North (1901-1904),41\nExpedition South (1907-1909),18\n"
       "Expedition East (1910-1913),27\n")
TRIPS = figure_from_table(read_csv_text(CSV, Path("t.csv")), "bar", title="Members of polar expeditions as of 1915")
YEARS = figure_from_table(read_csv_text("Season,Members\n2010/11,41\n2011/12,18\n2012/13,27\n", Path("t.csv")), "bar",
                          title="Members of the rowing club by season")


def _ranks(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


def test_a_year_in_the_place_of_a_named_category_is_a_label_error():
    assert ("contradicted", "label") in _ranks(TRIPS, "The lowest number of members was in the year 1905.")
    assert ("supported", None) in _ranks(TRIPS, "The lowest number of members was in Expedition South.")


def test_on_a_chart_of_seasons_a_year_is_not_checked_as_a_rank_category():
    assert ("contradicted", "label") not in _ranks(YEARS, "The lowest number of members was in the year 2011.")
