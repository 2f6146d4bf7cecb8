"""A list item "**Name** (value)" or "**Name:** 2,113,370" is that name's value: the bold name is no heading with a
note, and a number's thousands groups are no list of three values. Made-up provinces and numbers."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

FIG = figure_from_table(read_csv_text("Province,Population\nNorth Vale,2113370\nEast Ridge,1450000\nLow Fen,980500\n",
                                      Path("t.csv")), "bar", title="Population of made-up provinces")


def _values(text: str) -> list[tuple[str, object]]:
    return [(c.verdict, c.column) for c in evaluate_text(FIG, text).claims if c.kind == "value"]


def test_a_bold_name_with_its_value_in_brackets():
    text = "The largest provinces:\n1. **North Vale** (2,113,370)\n2. **East Ridge** (1,250,000)\n3. **Low Fen** (about 0.98 million)"
    assert _values(text) == [("supported", "North Vale"), ("contradicted", "East Ridge"), ("supported", "Low Fen")]


def test_a_bold_line_with_a_note_is_still_a_heading():
    # "(row by row)" is a note: the line scopes what follows, it states no value
    assert _values("* **East Ridge** (row by row):\n* 1,450,000") == []


def test_thousands_groups_are_one_number_not_a_list():
    for text in ("* **North Vale:** 2,113,370", "North Vale: 2,113,370 people"):
        assert _values(text) == [("supported", "North Vale")], text
    assert _values("* **North Vale:** 2,913,370") == [("contradicted", "North Vale")]
