"""Two panels compared in a part of theirs ("Rejection in the Potential panel starts lower than in the Kinetic
panel": one series, at its start) are no comparison of the panels' whole data, which the check of two panels
judges cell by cell or on average; such a sentence is left unjudged, a sentence about the whole panels is not."""

from __future__ import annotations

import pytest

from vlmeval.api import score_text
from vlmeval.groundtruth.schema import Figure

KEYS = ["2^2", "2^3", "2^4", "2^5", "2^6"]
KINETIC = [[467.0, 510.0, 610.0, 723.0, 849.0], [421.0, 462.0, 543.0, 634.0, 713.0]]
POTENTIAL = [[446.0, 504.0, 626.0, 713.0, 844.0], [427.0, 477.0, 569.0, 680.0, 732.0]]


def _figure() -> Figure:
    panels = [{"title": t, "x": {"label": "β", "scale": "categorical", "ticks": KEYS},
               "y": {"label": "τ", "scale": "linear"}, "position": [0, i],
               "data": {"rows": ["Rejection", "Direct"], "columns": KEYS, "values": v}}
              for i, (t, v) in enumerate((("Kinetic", KINETIC), ("Potential", POTENTIAL)))]
    return Figure.model_validate({"schema_version": 2, "id": "panel-parts", "kind": "line",
                                  "layout": {"rows": 1, "cols": 2}, "panels": panels})


def _comparisons(sentence: str) -> list[str]:
    card = score_text(f"## Line Chart\n\n{sentence}\n", _figure())
    return [c.verdict for c in card.claims if c.kind == "comparison"]


@pytest.mark.parametrize("sentence", [
    "Rejection in the Potential panel starts lower than in the Kinetic panel.",
    "The Kinetic values are higher than the Potential values at large β.",
    "The Potential panel's curves end lower than the Kinetic panel's.",
])
def test_panels_compared_in_a_part_of_theirs_are_not_judged_on_their_whole_data(sentence):
    assert _comparisons(sentence) and "contradicted" not in _comparisons(sentence)


def test_panels_compared_as_wholes_are_still_judged():
    assert _comparisons("The Kinetic panel's values are higher than the Potential panel's.") == ["contradicted"]
