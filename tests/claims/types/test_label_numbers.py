"""A label whose words agree with the record's but whose standalone number is another ("per 100,000 people" for
"per 10,000 people", "depth below 50 m" for "below 20 m") names another quantity: the scale or place differs. A
number added or left out, or one written as part of a word ("CO2", "PM2.5", "10k"), is no replacement. Labels
written for the tests."""

import pytest

from vlmeval.claims.types.label import label_matches
from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text
from pathlib import Path


@pytest.mark.parametrize("stated, recorded", [
    ("Cases per 100,000 people", "Cases per 10,000 people"),
    ("Cases per 1000 residents", "Cases per 100 residents"),
    ("Rainfall over 24 hours (mm)", "Rainfall over 48 hours (mm)"),
    ("Share of ages 15 to 64 (%)", "Share of ages 15 to 65 (%)"),
])
def test_another_number_is_another_label(stated, recorded):
    assert not label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("Cases per 10,000 people", "Cases per 10000 people"),
    ("Cases per 10,000 people", "Cases per 10,000 people (weekly)"),
    ("CO2 concentration (ppm)", "CO₂ concentration (ppm)"),
    ("Cases per 10,000 people", "Cases per 10,000"),
])
def test_the_same_number_or_none_replaced_is_the_same_label(stated, recorded):
    assert label_matches(stated, recorded)


def test_an_axis_label_with_another_scale_is_contradicted():
    csv = "week,cases\n" + "".join(f"{i},{10 * i}\n" for i in range(8))
    fig = figure_from_table(read_csv_text(csv, Path("t.csv")), "line", x_label="Week", y_label="Cases per 10,000 people")
    for text, verdict in (("The y-axis is labelled \"Cases per 100,000 people\".", "contradicted"),
                          ("The y-axis is labelled \"Cases per 10,000 people\".", "supported")):
        labels = [c for c in evaluate_text(fig, text).claims if c.kind == "label"]
        assert [c.verdict for c in labels] == [verdict], text
