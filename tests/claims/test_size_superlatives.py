""""The largest value is ..." and "the smallest value ..." state the extreme value (a class of misses in dev parts
own-e, own-f, own-m, own-y and own-z: "largest" and "smallest" were read by the extreme readers of markers and bars
only); before any other noun they rank the sizes of other things and state no extreme value."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _losses() -> Figure:
    """A 3 x 3 heatmap of losses: trained on (rows) against compared with (columns); max 1.59, min 1.22."""
    names = ["Austen", "Baum", "Dickens"]
    table = Table(rows=names, columns=names, values=[[1.30, 1.56, 1.59], [1.44, 1.25, 1.50], [1.40, 1.45, 1.22]])
    panel = Panel(title="", x=Axis(label="Compared with", ticks=names), y=Axis(label="Trained on", ticks=names),
                  data=table, position=(0, 0))
    return Figure(id="losses", kind="heatmap", layout=Layout(rows=1, cols=1), panels=[panel])


def _extrema(sentence: str) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(_losses(), text).claims if c.kind == "extremum"]


def test_the_largest_and_smallest_value_are_read():
    assert _extrema("The largest value in the figure is 1.59.") == ["supported"]
    assert _extrema("The smallest value in the heatmap is about 1.22.") == ["supported"]
    assert _extrema("The largest value is 1.56 (trained on Austen, compared with Baum).") == ["contradicted"]
    assert _extrema("The smallest value is 1.30.") == ["contradicted"]


def test_the_second_of_a_pair_is_read_without_its_noun():
    assert _extrema("The largest value is 1.59 and the smallest 1.22.") == ["supported", "supported"]
    assert _extrema("The largest value is 1.59 and the smallest 1.30.") == ["supported", "contradicted"]


def test_the_size_of_other_things_is_no_extreme_value():
    assert _extrema("The largest gap between neighbouring cells is 0.34.") == []
    assert _extrema("The largest drop is 0.29, from Austen to Dickens.") == []
    assert _extrema("The smallest 2 cells lie on the diagonal.") == []
