"""A rank before results prose's superlatives ("the second strongest", "the third best") is no extreme: the
extremum reader leaves it alone as it does "the second highest" (claims.ordinal_extremes)."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _figure() -> Figure:
    panel = Panel(title="Link strength", x=Axis(label="link"), y=Axis(label="strength"),
                  data=Table(rows=["strength"], columns=["north", "south", "east", "west"], values=[[0.8, 0.71, 0.4, 0.2]]))
    return Figure(id="links", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _extrema(sentence: str) -> list[str]:
    text = "### Detailed Analysis\n* " + sentence + "\n"
    return [c.verdict for c in evaluate_text(_figure(), text).claims if c.kind == "extremum"]


@pytest.mark.parametrize("word", ["strongest", "best"])
def test_a_ranked_superlative_of_results_prose_is_no_maximum(word):
    assert "contradicted" not in _extrema(f"The second {word} is about 0.71.")


def test_the_unranked_superlative_is_still_judged():
    assert _extrema("The strongest is about 0.71.") == ["contradicted"]
