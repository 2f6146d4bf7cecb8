"""One value shared by a list of categories is each category's value: "all other shops sold 0.0, including A,
B and C". Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

CSV = "Shop,Market share\nTeapot Lane,48.2%\nKettle & Co,21.5%\nLeaf Hall,12.9%\nCuppa Corner,0.4%\nBrew Barn,0.3%\nSteep Street,0.2%\n"
SHOPS = figure_from_table(read_csv_text(CSV, Path("t.csv")), "bar", title="Market share of tea shops in Arcadia in 2021")


def _shared(text):
    return [(c.text, c.verdict) for c in evaluate_text(SHOPS, text).claims if c.kind == "value" and c.reason and
            "matches a value in" in c.reason or (c.kind == "value" and c.verdict == "contradicted")]


def test_a_value_shared_by_a_list_is_checked_for_each_item():
    right = "All other shops recorded a market share below 1%, including Cuppa Corner, Brew Barn and Steep Street."
    assert [v for _, v in _shared(right)] == ["supported"] * 3
    wrong = "All other shops recorded a market share of around 0.3%, including Leaf Hall, Brew Barn and Steep Street."
    assert [(t, v) for t, v in _shared(wrong) if v == "contradicted"] == [("Leaf Hall", "contradicted")]
    after = "Kettle & Co and Leaf Hall each held about 21.5% of the market."
    assert [(t, v) for t, v in _shared(after) if v == "contradicted"] == [("Leaf Hall", "contradicted")]


def test_parts_of_a_total_are_not_a_shared_value():
    text = "Three shops held 13.6% together, including Leaf Hall, Cuppa Corner and Brew Barn."
    assert not [c for c in evaluate_text(SHOPS, text).claims if c.kind == "value" and c.text in ("Leaf Hall", "Brew Barn")]


FIRMS = figure_from_table(read_csv_text("Company,Sales growth\nNorthwind Traders Arcadia Limited,31.2%\n"
                                        "Blue Kettle Canada Corporation,24.8%\nRedleaf Holdings,9.9%\n", Path("t.csv")),
                          "bar", title="Fastest growing tea companies in Canada in 2021")


def test_respective_values_of_categories_named_by_part_of_their_names():
    right = "They were followed by Northwind Traders and Blue Kettle Canada, with 31.2% and 24.8% respectively."
    got = [(c.text, c.verdict) for c in evaluate_text(FIRMS, right).claims if c.kind == "value"]
    assert got == [("Northwind Traders", "supported"), ("Blue Kettle Canada", "supported")]
    swapped = "They were followed by Northwind Traders and Blue Kettle Canada, with 24.8% and 31.2% respectively."
    assert [c.verdict for c in evaluate_text(FIRMS, swapped).claims if c.kind == "value"] == ["contradicted"] * 2
