"""A number set to a parameter beside a superlative names which run is extreme, not the extreme value (issue 32,
dev parts): "the weakest interaction, U/t = 0.50, is always highest", "(N = 64 lowest)". Made-up figure."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _entropy() -> Figure:
    """An entropy against inverse temperature for two interaction strengths (blue, red); values 1.2 to 1.9."""
    table = Table(rows=["blue circles", "red circles"], columns=[1.0, 2.0, 4.0],
                  values=[[1.9, 1.7, 1.5], [1.6, 1.4, 1.2]])
    panel = Panel(title="main panel", x=Axis(label="βt", range=(0.5, 4.5)), y=Axis(label="S₂", range=(1.0, 2.0)),
                  data=table)
    return Figure(id="entropy", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _extremum_verdicts(sentence: str) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(_entropy(), text).claims if c.kind == "extremum"]


def test_a_parameter_beside_a_superlative_is_no_extreme_value():
    assert "contradicted" not in _extremum_verdicts("The weakest interaction, U/t = 0.50, is always highest.")
    assert "contradicted" not in _extremum_verdicts("The curves are stacked by strength (U/t = 3 lowest).")


def test_an_extreme_value_stated_is_still_judged():
    assert "contradicted" in _extremum_verdicts("The highest value is 2.6.")
    assert "contradicted" in _extremum_verdicts("For U/t = 0.50 the highest value is 2.6.")
