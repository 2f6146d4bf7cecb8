"""A stability word that names one phase of a course ("stays flat at 56 up to 1.37, then falls in two steps to 54")
or several flat parts ("the plateaus at integer values") is no claim that the whole series is flat; "from 27 to
33 with ticks every 1 mm" counts no ticks. Sentences written for the tests, in the seeds' format."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

XS = [1.2 + 0.05 * i for i in range(12)]
STEPS = figure_from_table(read_csv_text("load,count\n" + "".join(
    f"{x:.2f},{56 if x < 1.42 else 55 if x < 1.5 else 54}\n" for x in XS), Path("t.csv")), "line", title="Count by load")


def _contradicted(text: str, kind: str) -> list[str]:
    return [c.text for c in evaluate_text(STEPS, text).claims if c.kind == kind and c.verdict == "contradicted"]


def test_a_flat_phase_before_a_fall_is_not_a_flat_series():
    assert _contradicted("The count stays flat at 56 from 1.2 to 1.4, then falls in two steps to 54.", "trend") == []
    # a flat claim about the whole series is still judged, with a direction word too
    assert _contradicted("The count stays flat across all loads.", "trend") != []
    assert _contradicted("The count stays flat across all loads, with a slight fall at the end.", "trend") != []


def test_several_plateaus_are_not_one_flat_series():
    assert _contradicted("The plateaus at integer values suggest that the count changes in discrete steps as it is "
                         "increased.", "trend") == []
    assert _contradicted("The count is stable as it is increased.", "trend") != []


def test_a_range_with_ticks_every_step_counts_no_ticks():
    text = "* **Y-axis:** \"count\", from 53 to 57 with ticks every 1."
    assert [c for c in evaluate_text(STEPS, text).claims if c.kind == "count"] == []
    assert [c.kind for c in evaluate_text(STEPS, "* **Y-axis:** \"count\", with 9 labelled ticks.").claims
            if c.kind == "count"] == ["count"]
