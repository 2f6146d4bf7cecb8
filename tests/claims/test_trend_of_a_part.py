"""A stability stated of one phase or part of a series ("the trace has two phases: a flat plateau ...", "apart
from the jump, ... stable", a bracketed window, a sub-bullet under a phase's bullet) is not judged against the
whole series; a stability of the whole series still is. Sentences written for the tests on a series that holds
at 10 up to x = 19 and then climbs to 50."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

CSV = "step,load\n" + "\n".join(f"{i},{10 if i < 20 else 10 + 2 * (i - 19)}" for i in range(40)) + "\n"
LOAD = figure_from_table(read_csv_text(CSV, Path("t.csv")), "line", title="Server load")


def _contradicted_trends(text: str) -> list[str]:
    return [c.text for c in evaluate_text(LOAD, text).claims if c.kind == "trend" and c.verdict == "contradicted"]


def test_a_stability_of_the_whole_series_is_still_judged():
    assert _contradicted_trends("The load is extremely stable across all steps.")


def test_a_stability_of_one_phase_is_not_judged_against_the_whole_series():
    for text in ("The load has two phases: a flat plateau near 10 and a steep climb to about 50.",
                 "Apart from the jump, the load is extremely stable.",
                 "**Phase 1 - quiet (0 to ~19 steps).** The load starts at 10 and stays flat.",
                 "### Detailed Analysis\n- **Quiet stretch (steps 0-19)**\n    - The load is nearly constant at ~10."):
        assert _contradicted_trends(text) == [], text


def test_a_sub_bullet_under_a_bullet_without_a_window_is_judged():
    text = "### Detailed Analysis\n- **The load**\n    - The load is nearly constant at ~10."
    assert _contradicted_trends(text)
