"""A legend on a chart of series is the key of its series, not a colour bar (claims.types.label.series_legend,
verify_legend)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


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


def test_the_records_legend_tag_does_not_judge_a_legend():
    # "legend" is a difficulty tag, not a fact of the figure (wrong on a real-suite record): no verdict from it
    fig = _fig(["a", "b"], False)
    assert "contradicted" not in _label_verdicts(fig, "* **Legend:** upper left, telling the two groups apart.\n")


def test_an_entry_the_legend_lacks_among_entries_it_has_is_an_invented_series():
    fig = _fig(["Cs", "Rb", "K", "Mg"], True)
    fig.panels[0].data.values.extend([[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]])
    listed = "* **Legend (top-left panel):** Cs (purple), Rb (blue), K (teal), Mg (green)"
    assert _label_verdicts(fig, listed + ", and a bulk-He reference (black dashed line).\n").count("contradicted") == 1
    assert "contradicted" not in _label_verdicts(fig, listed + ".\n")
    # two known entries are too few to say the others are invented
    assert "contradicted" not in _label_verdicts(fig, "* **Legend:** Cs (purple), Rb (blue), He (black), Xe (red).\n")



def test_a_legend_name_the_record_lacks_may_name_a_part_it_leaves_unread():
    from vlmeval.groundtruth.schema import UnreadPart

    fig = _fig(["32 procs", "64 procs"], True)
    fig.panels[0].unread = [UnreadPart(kind="fit", note="dashed power-law fit")]
    stated = '* **Legend:** "power-law fit" (dashed black).\n'
    verdicts = [(c.verdict, c.reason) for c in evaluate_text(fig, "### Components/Axes\n" + stated).claims
                if c.kind == "label"]
    assert [v for v, _ in verdicts] == ["unverifiable"] and "fit (dashed power-law fit)" in verdicts[0][1]
    listed = "* **Legend:** 32 procs (green), 64 procs (navy), Cs (purple), Rb (blue), power-law fit (black)"
    assert "contradicted" not in _label_verdicts(fig, listed + ".\n")
    fig.panels[0].unread = None  # nothing unread: the same name is a series the figure does not have
    assert _label_verdicts(fig, stated) == ["contradicted"]
