"""A markdown table's cell is read as the Document reads its numbers (``Document.numbers``): "2,113,370" is one
number, as in prose, where the cell reader's own pattern read three and the cell no value. Tables written for the
tests."""

from __future__ import annotations

import pytest

from vlmeval.claims import Document
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.scoring.scorecard import evaluate_text


@pytest.fixture()
def regions(tmp_path):
    path = tmp_path / "regions.csv"
    path.write_text("region,people\nNorth,2113370\nSouth,1500000\nEast,980000\n")
    return figure_from_csv(path, "bar")


def _table_values(fig, table):
    return [(c.stated, c.verdict) for c in evaluate_text(fig, table).claims if c.kind == "value"]


def test_a_cell_with_thousands_commas_is_one_value(regions):
    table = "| Region | People |\n|---|---|\n| North | 2,113,370 |\n| South | 1,500,000 |\n| East | 980,000 |\n"
    assert _table_values(regions, table) == [(2113370.0, "supported"), (1500000.0, "supported"), (980000.0, "supported")]
    wrong = table.replace("980,000", "890,000")
    assert _table_values(regions, wrong)[-1] == (890000.0, "contradicted")


def test_a_cell_reads_the_documents_numbers(regions, monkeypatch):
    calls = []
    original = Document.numbers

    def numbers(self, start, end):
        calls.append(self.text[start:end])
        return original(self, start, end)

    monkeypatch.setattr(Document, "numbers", numbers)
    _table_values(regions, "| Region | People |\n|---|---|\n| North | 2113370 |\n| South | 1500000 |\n")
    assert " 2113370 " in calls and " 1500000 " in calls
