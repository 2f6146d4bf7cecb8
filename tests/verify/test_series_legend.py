"""A legend on a chart of series is the key of its series, not a colour bar (claims.structure.series_legend,
verify.structure.verify_legend)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring import evaluate_text


def _fig(rows: list[str], legend: bool | None) -> Figure:
    table = Table(rows=rows, columns=[1.0, 2.0, 3.0], values=[[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]])
    panel = Panel(title="main panel", x=Axis(label="N"), y=Axis(label="time"), data=table)
    tags = {} if legend is None else {"legend": legend}
    return Figure(id="legend-fig", kind="line", layout=Layout(rows=1, cols=1), panels=[panel], metric="time",
                  tags=tags)


def _label_verdicts(fig: Figure, text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, "### Components/Axes\n" + text).claims if c.kind == "label"]


def test_a_legend_name_is_judged_against_the_series_names():
    fig = _fig(["32 procs", "64 procs"], True)
    assert _label_verdicts(fig, '* **Legend:** "32 procs" (dark green), "64 procs" (navy).\n')[:1] == ["supported"]
    assert _label_verdicts(fig, '* **Legend:** "16 procs" (dark green).\n') == ["contradicted"]


def test_series_named_by_their_look_leave_a_legend_name_unverifiable():
    fig = _fig(["red line with dots", "green circles"], True)
    assert _label_verdicts(fig, '* **Legend:** "GCMC" (red line) and "Experiment" (green).\n') == ["unverifiable"]


def test_a_legend_on_a_figure_that_draws_none_is_a_hallucination():
    fig = _fig(["a", "b"], False)
    assert _label_verdicts(fig, "* **Legend:** upper left, telling the two groups apart.\n") == ["contradicted"]
    assert "contradicted" not in _label_verdicts(fig, "* **Legend:** none; each panel has one curve.\n")
    assert "contradicted" not in _label_verdicts(_fig(["a", "b"], None), "* **Legend:** upper left.\n")


def test_an_entry_the_legend_lacks_among_entries_it_has_is_an_invented_series():
    fig = _fig(["Cs", "Rb", "K", "Mg"], True)
    fig.panels[0].data.values.extend([[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]])
    listed = "* **Legend (top-left panel):** Cs (purple), Rb (blue), K (teal), Mg (green)"
    assert _label_verdicts(fig, listed + ", and a bulk-He reference (black dashed line).\n").count("contradicted") == 1
    assert "contradicted" not in _label_verdicts(fig, listed + ".\n")
    # two known entries are too few to say the others are invented
    assert "contradicted" not in _label_verdicts(fig, "* **Legend:** Cs (purple), Rb (blue), He (black), Xe (red).\n")


def test_a_colour_bar_on_a_chart_of_series_that_draws_no_key_is_a_hallucination():
    text = "* **Colours:** each bar has its own colour; a colour bar on the far right maps them to topics.\n"
    assert _label_verdicts(_fig(["a", "b"], False), text) == ["contradicted"]
    assert _label_verdicts(_fig(["a", "b"], None), text) == []  # the record does not say: nothing to judge
    assert _label_verdicts(_fig(["a", "b"], False), "* **Colours:** there is no colour bar.\n") == []
