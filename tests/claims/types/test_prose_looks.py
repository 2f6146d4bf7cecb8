"""Series named with their colours inside a sentence (claims.types.prose_looks): two series each given the other's
colour are a swapped legend (label); every colour its own series' is supported; a colour of another series with no
swap back is unverifiable; a legend line is left to the legend readers. Sentences written for the tests."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    table = Table(rows=["k = 1", "k = 2", "k = 3"], columns=[1.0, 2.0, 3.0, 4.0],
                  values=[[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
                  styles=[SeriesStyle(color="red", line="solid", marker="circle"),
                          SeriesStyle(color="blue", line="solid", marker="square"),
                          SeriesStyle(color="green", line="solid")])
    panel = Panel(title="main", x=Axis(label="t"), y=Axis(label="n"), data=table)
    return Figure(id="orbits", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str) -> list[tuple[str, str | None]]:
    return [(c.verdict, c.error_type) for c in evaluate_text(_fig(), "### Overview\n" + text + "\n").claims
            if c.kind == "label" and c.payload and "looks" in c.payload and "names" in c.payload]


def test_two_series_given_each_others_colour_are_a_swap():
    for text in ("The panel plots the occupation of two orbitals, k = 1 (blue) and k = 2 (red), over time.",
                 "At t = 3 the red (k = 2) and blue (k = 1) points nearly coincide.",
                 "The curves k = 1 (blue squares), k = 2 (red circles) and k = 3 (green) all rise."):
        assert _verdicts(text) == [("contradicted", "label")], text


def test_colours_of_their_own_series_are_supported():
    assert _verdicts("Two orbitals, k = 1 (red) and k = 2 (blue), rise together.") == [("supported", None)]
    assert _verdicts("The blue (k = 2) and green (k = 3) curves run close.") == [("supported", None)]


def test_a_colour_of_another_series_without_a_swap_back_is_unverifiable():
    assert _verdicts("Two orbitals, k = 1 (green) and k = 2 (blue), rise together.") == [("unverifiable", None)]


def test_one_pair_or_a_legend_line_is_no_claim_here():
    assert _verdicts("Only k = 1 (blue) rises fastest.") == []
    assert _verdicts("Legend: k = 1 (blue), k = 2 (red).") == []
