"""Names and quantifiers: "second-highest" is the value second in order, not the maximum; "the rose" is a flower,
"rose" after a subject is a rise."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure, ferry_years
from vlmeval.scoring import evaluate_text


def _extrema(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


@pytest.mark.parametrize("sentence", [
    "Passenger numbers reached their second-highest level in 2018.",
    "The second highest count, 8.0 million, came in 2018.",
    "The second-lowest figure was 4.4 million in 2013.",
    "The 2nd largest value was 8.0 million.",
])
def test_an_ordinal_superlative_is_the_value_at_that_rank(tmp_path, sentence):
    assert _extrema(ferry_years(tmp_path), sentence) == [("supported", None)]


@pytest.mark.parametrize("sentence, error", [
    ("Passenger numbers reached their second-highest level in 2019.", "location"),  # 2019 is the maximum
    ("The second highest count was 8.6 million.", "value"),
    ("The third-lowest figure was 4.0 million.", "value"),  # the minimum, not the third
])
def test_the_maximum_is_not_the_second_highest(tmp_path, sentence, error):
    assert _extrema(ferry_years(tmp_path), sentence) == [("contradicted", error)]


def test_a_second_peak_is_still_a_local_peak(tmp_path):
    assert _extrema(ferry_years(tmp_path), "Passengers hit a second peak in 2019.") == [("supported", None)]


def _flowers(tmp_path):
    """Made-up stems sold at a flower auction, falling every year."""
    rows = {2015: 9.1, 2016: 8.4, 2017: 7.9, 2018: 7.0, 2019: 6.2, 2020: 5.5}
    return csv_figure(tmp_path, "Year,Stems sold in millions\n" + "".join(f"{y},{v}\n" for y, v in rows.items()),
                      "Stems sold at a made-up flower auction from 2015 to 2020 (in millions)", kind="line", name="fl")


@pytest.mark.parametrize("sentence", [
    "Sales of the rose fell every year.",
    "The rose lost ground steadily.",
    "A single rose fetched less each year as sales fell.",
])
def test_the_rose_is_a_flower(tmp_path, sentence):
    claims = evaluate_text(_flowers(tmp_path), sentence).claims
    assert not [c for c in claims if c.verdict == "contradicted"]


def test_rose_after_a_subject_is_still_a_rise(tmp_path):
    claims = evaluate_text(_flowers(tmp_path), "Auction sales rose from 2015 to 2020.").claims
    assert [(c.kind, c.error_type) for c in claims if c.verdict == "contradicted"][:1] == [("trend", "trend")]
