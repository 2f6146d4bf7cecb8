"""'A and B ... X and Y respectively' pairs the numbers with the places in order. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

PETS = figure_from_table(read_csv_text("Pet,Share of households\nDogs,38%\nCats,29%\nFish,11%\nBirds,4%\n", Path("t.csv")),
                         "bar", title="Pets kept by households in Ruritania")
RAIN = figure_from_table(read_csv_text("Year,Rainfall in millimetres\n2017,610\n2018,540\n2019,702\n", Path("t.csv")),
                         "line", title="Rainfall in Ruritania")


def _verdicts(fig, text):
    return [(c.text, c.verdict) for c in evaluate_text(fig, text).claims if c.kind == "value"]


def test_numbers_pair_with_places_in_order():
    assert [v for _, v in _verdicts(PETS, "Fish and Birds followed with shares of 11% and 4% respectively.")] == \
        ["supported", "supported"]
    assert [v for _, v in _verdicts(RAIN, "In 2017 and 2019 it rained 610 and 702 millimetres respectively.")] == \
        ["supported", "supported"]


def test_a_swapped_pair_is_wrong():
    verdicts = _verdicts(PETS, "Fish and Birds followed with shares of 4% and 11% respectively.")
    assert [v for _, v in verdicts] == ["contradicted", "contradicted"]
