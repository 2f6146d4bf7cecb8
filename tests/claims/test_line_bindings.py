"""A series-prose claim records how it was tied to its place, and a contradiction names it (claims.line_bindings):
a place beside the number ("stated"), elsewhere in the clause or an unnamed part of the series ("clause"), a vague
span ("vague"), none ("whole"); a trend that refers back to a place that was not found is not held to the whole
series. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

IMPORTS = figure_from_table(read_csv_text(
    "Year,Imports in dollars\n" + "".join(f"{y},{v}\n" for y, v in zip(range(1990, 2012), (
        20, 25, 30, 40, 45, 60, 70, 80, 75, 90, 120, 110, 130, 160, 200, 260, 300, 350, 449, 280, 330, 400))),
    Path("t.csv")), "line", title="Fuel imports of Ruritania")
FIRMS = figure_from_table(read_csv_text("Company,Revenue in dollars\nAlpha,69.6\nBeta,64.8\nGamma,40.2\nDelta,29.1\n"
                                        "Epsilon,21.5\nZeta,15.3\nEta,9.6\n", Path("t.csv")), "bar",
                          title="Revenue of insurers in Ruritania")


def _claims(fig, text, kind):
    return [c for c in evaluate_text(fig, text).claims if c.kind == kind]


def test_a_vague_place_is_named_in_the_reason():
    for text in ("The most significant rise comes in the mid-2000s, where values peak at just over 400.",
                 "The imports peak in the early 1990s."):
        (peak,) = _claims(IMPORTS, text, "extremum")
        assert peak.verdict == "contradicted" and peak.reason.endswith("bound: vague"), text


def test_a_range_of_an_unnamed_part_is_bound_to_the_clause():
    (part,) = _claims(FIRMS, "After the three largest firms, all other companies are clustered between 150 and 170 "
                             "dollars.", "range")
    assert part.verdict == "contradicted" and part.reason.endswith("bound: clause")


def test_a_range_of_the_whole_series_is_still_held_to_its_ends():
    ranges = _claims(FIRMS, "The revenues range between 10 and 30 dollars.", "range")
    assert ranges and all(c.verdict == "contradicted" for c in ranges)
    assert [c.reason for c in ranges if c.reason and c.reason.endswith("bound: whole")]


def test_a_stated_place_names_its_binding():
    (value,) = [c for c in _claims(IMPORTS, "Imports were 90 in 2005.", "value")]
    assert value.verdict == "contradicted" and value.reason.endswith("bound: stated")


def test_a_values_range_limited_in_time_is_not_held_against_all_values():
    ranges = _claims(IMPORTS, "Afterwards, values fluctuate between approximately 50 and 150 until the early 2000s.", "range")
    assert [c for c in ranges if c.verdict == "contradicted"] == []


def test_a_trend_that_refers_back_to_a_place_not_found_is_not_held_to_the_whole_series():
    text = "Imports climbed for years. Since that point, imports have been experiencing a decline."
    (fall,) = [c for c in _claims(IMPORTS, text, "trend") if c.text.startswith("decline")]
    assert fall.verdict == "unverifiable" and "bound: inherited" in fall.reason
    (whole,) = [c for c in _claims(IMPORTS, "Overall, imports have been experiencing a decline.", "trend")]
    assert whole.verdict == "contradicted" and whole.reason.endswith("bound: whole")
