"""A numbered list of names with their values in parentheses ("1. New Ireland (2,113,370)") is each name's value,
not a CSV block whose commas split the numbers (claims.types.value_tables). Made-up provinces and numbers."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

FIG = figure_from_table(read_csv_text("Province,Population\nNorth Vale,2113370\nEast Ridge,1450000\nLow Fen,980500\n",
                                      Path("t.csv")), "bar", title="Population of made-up provinces")


def _values(text: str) -> list[tuple[str, str, object]]:
    return [(text[c.start:c.end], c.verdict, c.column) for c in evaluate_text(FIG, text).claims if c.kind == "value"]


def test_a_value_in_parentheses_after_a_name_is_that_names_value():
    text = "The largest provinces:\n1. North Vale (2,113,370)\n2. East Ridge (1,250,000)\n3. Low Fen (980,500)"
    assert _values(text) == [("North Vale (2,113,370)", "supported", "North Vale"),
                             ("East Ridge (1,250,000)", "contradicted", "East Ridge"),
                             ("Low Fen (980,500)", "supported", "Low Fen")]


def test_a_csv_block_is_still_read():
    text = "Province,Population,Rank\nNorth Vale,2113370,1\nEast Ridge,1450000,2\n"
    values = _values(text)
    assert ("2113370", "supported", "North Vale") in values and ("1450000", "supported", "East Ridge") in values
