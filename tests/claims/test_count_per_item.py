"""A count said of each item ("Each dataset (glass, iris, wine) gets two panels", "two panels per dataset") or of a
legend's rows ("Colour legend (top, two rows of three)") is no count of the figure's panels or of its grid's rows.
A made-up figure of six panels in two rows of three and sentences in the seed format."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table


def _figure() -> Figure:
    panels = []
    for i, name in enumerate(["glass", "iris", "wine"]):
        for j, metric in enumerate(["accuracy", "mpba"]):
            panels.append(Panel(title=f"({'abcdef'[2 * i + j]}) {name}, {metric}",
                                x=Axis(label="size", ticks=[0.0, 50.0, 100.0], range=(0.0, 100.0)),
                                y=Axis(label=metric, ticks=[0.5, 0.7, 0.9], range=(0.5, 0.9)),
                                data=Table(rows=["borda"], columns=[10.0, 50.0, 100.0], values=[[0.5, 0.7, 0.9]])))
    return Figure(id="grid", kind="line", layout=Layout(rows=2, cols=3), panels=panels)


def _counts(text: str) -> list[tuple[str, str]]:
    from vlmeval.scoring.scorecard import evaluate_text
    return [(c.text, c.verdict) for c in evaluate_text(_figure(), text).claims if c.kind == "count"]


def test_a_count_of_each_item_is_no_count_of_the_panels():
    for sentence in ("Each dataset (glass, iris, wine) gets two panels, one for accuracy and one for MPBA.",
                     "There are two panels per dataset, one for accuracy and one for MPBA."):
        assert all(v != "contradicted" for _, v in _counts(f"### Overview\n{sentence}\n")), sentence


def test_a_legend_in_rows_is_no_grid_of_panels():
    text = "### Components/Axes\n* **Colour legend (top, one row of three):** borda (blue), passive (red), random (grey).\n"
    assert all(v != "contradicted" for _, v in _counts(text))


def test_the_figure_count_stays_judged():
    assert ("four panels", "contradicted") in _counts("### Overview\nThe figure has four panels.\n")
    assert ("six panels", "supported") in _counts("### Overview\nThe figure has six panels, two for each dataset.\n")
