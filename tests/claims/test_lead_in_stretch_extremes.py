"""A later item of a course told item by item under a lead-in ("**Train:**", "1. Starts at ~1.0 at x = 0.",
"2. Drops to a minimum of ~0.4 near x = 2.") states that stretch's extreme, not the whole series': it is not judged
against the series' own minimum (claims.types.clause_readings)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    xs = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    panel = Panel(title="panel 1", x=Axis(label="x", range=(0.0, 6.0)), y=Axis(label="loss"),
                  data=Table(rows=["train", "test"], columns=xs,
                             values=[[1.0, 0.6, 0.4, 0.8, 0.9, 0.5, 0.2], [1.2, 0.9, 0.7, 0.3, 0.8, 0.9, 1.0]]))
    return Figure(id="lead-in-stretch", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _extremes(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_fig(), text).claims if c.kind == "extremum"]


def test_a_later_item_under_a_lead_in_states_its_stretchs_minimum():
    text = ("### Detailed Analysis\n**Train:**\n1. Starts at ~1.0 at x = 0.\n"
            "2. Drops to a minimum of ~0.4 near x = 2.\n3. Rises to ~0.9 at x = 4.\n")
    assert "contradicted" not in _extremes(text)


def test_a_sentence_naming_its_series_keeps_the_whole_series_extreme():
    text = "### Key Observations\n- The train curve has its minimum of ~0.4 near x = 2.\n"
    assert _extremes(text) == ["contradicted"]  # the train series' minimum is 0.2 at x = 6
