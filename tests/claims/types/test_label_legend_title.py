"""A description may name a legend by its title ("Autoantigen" over the entries "No" and "Yes"): the title is
the legend's name, not a series the figure lacks (claims.types.label.verify_legend, Table.legend_title)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig(title: str | None) -> Figure:
    table = Table(rows=["No", "Yes"], columns=["MPO", "ELANE", "KIT"], values=[[None, None, 1.8], [7.6, 6.3, None]],
                  legend_title=title)
    panel = Panel(title="LV 599 loadings", x=Axis(label="Gene"), y=Axis(label="Z"), data=table)
    return Figure(id="legend-title-fig", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel], metric="Z")


def _legend_verdicts(fig: Figure, text: str) -> list[tuple[str, str, str | None]]:
    claims = evaluate_text(fig, "### Components/Axes\n" + text + "\n").claims
    return [(c.text, c.verdict, c.reason) for c in claims if c.kind == "label"]


SAID = '* **Legend:** "Gene class", on the right, with grey = "No" and crimson = "Yes".'


def test_a_legend_named_by_its_title_is_right():
    said = _legend_verdicts(_fig("Gene class"), SAID)
    assert ("Gene class", "supported", None) in said
    assert all(v != "contradicted" for _, v, _ in said), said


def test_a_title_written_a_little_differently_still_names_the_legend():
    said = _legend_verdicts(_fig("Gene class"), SAID.replace('"Gene class"', '"gene classes"'))
    assert all(v != "contradicted" for _, v, _ in said), said


def test_without_a_recorded_title_the_name_is_no_series():
    said = _legend_verdicts(_fig(None), SAID)
    assert ("Gene class", "contradicted", "no series is named 'Gene class'") in said


def test_a_title_in_a_list_of_entries_is_no_invented_series():
    # the title is one of the legend's texts: with it, three of the four are known and 'NA' is the invented entry
    listed = "* **Legend:** Gene class (heading), No (grey), Yes (crimson), NA (light grey)."
    lacking = [r for _, v, r in _legend_verdicts(_fig("Gene class"), listed) if v == "contradicted"]
    assert lacking == ["the legend has no 'NA'"]
    untitled = [v for t, v, _ in _legend_verdicts(_fig(None), listed) if t.startswith("Gene class")]
    assert untitled == ["unverifiable"]  # two unknown of four: too few known to call one invented
