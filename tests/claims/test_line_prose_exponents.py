"""Line/bar prose reads a number written with an exponent as the table readers do ("1e-3" is 0.001, "2.5e6" is
2,500,000), with the tolerance of its last written digit scaled by the exponent. It read none before (the "e" made
the digits part of a word), and read the tail of "1e+5" as 5. Sentences written for the tests."""

from __future__ import annotations

import pytest

from vlmeval.claims import line_text, text
from vlmeval.claims.pipeline import pipeline_of
from vlmeval.claims.types import line_prose
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.scoring.scorecard import evaluate_text


@pytest.mark.parametrize("written, value, tolerance", [
    ("1e-3", 0.001, 0.0005), ("1.5e-3", 0.0015, 0.00005), ("2.5e6", 2.5e6, 5e4), ("3E+04", 3e4, 5e3),
    ("1e+5", 1e5, 5e4), ("-2e-2", -0.02, 0.005),
])
def test_an_exponent_is_read_with_its_number(written, value, tolerance):
    sentence = f"The rate reached {written} at its peak."
    [n] = line_text.find_numbers(sentence, [], text.find_numbers(sentence))
    assert n.value == pytest.approx(value) and n.tolerance == pytest.approx(tolerance)
    assert sentence[n.start:n.end] == written


@pytest.fixture()
def decay(tmp_path):
    path = tmp_path / "decay.csv"
    path.write_text("year,rate\n2017,0.012\n2018,0.004\n2019,0.0011\n2020,0.0002\n")
    return figure_from_csv(path, "line")


def _values(fig, sentence):
    return [c.verdict for c in evaluate_text(fig, sentence, pipeline_of((line_prose.ENTRY,))).claims
            if c.kind == "value"]


def test_a_value_written_with_an_exponent_is_checked(decay):
    assert _values(decay, "In 2019 the rate was 1.1e-3.") == ["supported"]
    assert _values(decay, "In 2019 the rate was 4e-3.") == ["contradicted"]
