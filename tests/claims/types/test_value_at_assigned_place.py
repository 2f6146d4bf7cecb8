"""A value placed at a category through the axis's symbol ("467 at β = 2^2", "~849 (β = 2^6)") is that category's;
the second number of "from 467 at β = 2^2 to 849" ends the range, it is not the value at 2^2. Before, the symbol
kept each number from its own place, and the range's end was judged at the place of its start."""

from __future__ import annotations

import pytest

from vlmeval.api import score_text
from vlmeval.groundtruth.schema import Figure

KEYS = ["A", "B", "C", "D", "E"]


def _figure() -> Figure:
    panel = {"title": "Times", "x": {"label": "β", "scale": "categorical", "ticks": KEYS}, "y": {"label": "τ"},
             "data": {"rows": ["Rejection", "Direct"], "columns": KEYS,
                      "values": [[467.0, 510.0, 610.0, 723.0, 849.0], [421.0, 462.0, 543.0, 634.0, 713.0]]}}
    return Figure.model_validate({"schema_version": 2, "id": "assigned-place", "kind": "line",
                                  "layout": {"rows": 1, "cols": 1}, "panels": [panel]})


@pytest.mark.parametrize("sentence", [
    "Rejection rises from about 467 at β = A to about 849 at β = E.",
    "Rejection rises from ~467 (β = A) to ~849 (β = E).",
    "Rejection rises from about 467 at β = A to about 849.",
])
def test_each_number_is_judged_at_its_own_place(sentence):
    card = score_text(f"## Line Chart\n\n{sentence}\n", _figure())
    verdicts = [c.verdict for c in card.claims if c.kind == "value"]
    assert verdicts and "contradicted" not in verdicts


def test_a_wrong_value_at_an_assigned_place_is_still_caught():
    card = score_text("## Line Chart\n\nRejection is about 600 at β = E.\n", _figure())
    assert [c.verdict for c in card.claims if c.kind == "value"] == ["contradicted"]
