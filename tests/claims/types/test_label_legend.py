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
    # two known entries are too few to say the others are invented, unless the reader read the legend (tag true,
    # nothing unread: it declares every entry no series holds)
    two_known = "* **Legend:** Cs (purple), Rb (blue), He (black), Xe (red).\n"
    assert "contradicted" in _label_verdicts(fig, two_known)
    fig.tags = {}
    assert "contradicted" not in _label_verdicts(fig, two_known)


def _four(legend: bool | None = True, unread: list | None = None) -> Figure:
    fig = _fig(["DBSCAN", "OCSVM", "Forest"], legend)
    fig.panels[0].data.values.append([2.0, 2.0, 2.0])
    fig.panels[0].unread = unread
    return fig


def test_entries_written_look_first_or_with_an_equals_sign_are_read():
    for listed in ('* Legend (lower right): blue line with "x" markers = DBSCAN; orange line = OCSVM; green line = '
                   'Forest; purple line with triangles = Bagging.\n',
                   "- **Legend (top left):** DBSCAN = blue circle, OCSVM = orange cross (x), Forest = green square, "
                   "Bagging = purple triangle.\n",
                   '- Legend: blue circles "DBSCAN", orange circles "OCSVM", green squares "Forest" and purple '
                   'squares "Bagging".\n'):
        assert _label_verdicts(_four(), listed).count("contradicted") == 1, listed
        assert "contradicted" not in _label_verdicts(_four(), listed.replace("Bagging", "Forest")), listed


def test_drawn_parts_left_unread_do_not_hide_an_invented_entry_of_a_legend_the_reader_read():
    from vlmeval.groundtruth.schema import UnreadPart

    listed = '* **Legend:** "DBSCAN" (blue), "OCSVM" (orange), "Forest" (green), "Bagging" (purple).\n'
    line = [UnreadPart(kind="reference_line", note="horizontal line at y = 10 not read")]
    assert "contradicted" in _label_verdicts(_four(True, line), listed)
    assert "contradicted" not in _label_verdicts(_four(None, line), listed)  # whether it read a legend: unknown
    declared = [UnreadPart(kind="other", note="legend entries not read as series: 'Bagging' (a line)")]
    assert "contradicted" not in _label_verdicts(_four(True, declared), listed)  # an entry the reader found
    text = [UnreadPart(kind="annotation", note="3 texts not read")]
    assert "contradicted" not in _label_verdicts(_four(True, text), listed)



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


def _styled(fit: bool = False, unread: list | None = None) -> Figure:
    """Two series whose looks the record holds: black circles and an orange line."""
    from vlmeval.groundtruth.schema import SeriesStyle, TrendLine

    fig = _fig(["cooling", "heating"], True)
    fig.panels[0].data.styles = [SeriesStyle(color="black", marker="circle", mark="marker"),
                                 SeriesStyle(color="orange", line="solid", mark="line")]
    fig.panels[0].unread = unread
    if fit:
        fig.panels[0].fit = TrendLine(slope=1.0, intercept=0.0)
    return fig


def test_an_entry_no_series_names_or_draws_is_invented_among_few_entries():
    listed = '* Legend: black circles "cooling" and open green triangles "annealed".\n'
    assert "contradicted" in _label_verdicts(_styled(), listed)
    # a look a series has, or panels drawing a look the record does not hold, leave the entry unjudged
    assert "contradicted" not in _label_verdicts(_styled(), listed.replace("open green triangles", "black circles"))
    assert "contradicted" not in _label_verdicts(_styled(fit=True), listed)
    from vlmeval.groundtruth.schema import UnreadPart
    band = [UnreadPart(kind="band", note="1 shaded area(s) not read")]
    assert "contradicted" in _label_verdicts(_styled(unread=band), listed)  # a band draws no triangles
    dashed = '* Legend: black circles "cooling" and a green dashed line "annealed".\n'
    assert "contradicted" not in _label_verdicts(_styled(unread=band), dashed)  # the band's edge may be that line


def test_a_legend_lead_in_placed_in_brackets_is_read():
    fig = _four()
    listed = '* **Upper legend** (top right corner): DBSCAN (blue), OCSVM (orange), Forest (green), Bagging (purple).\n'
    assert _label_verdicts(fig, listed).count("contradicted") == 1
    assert "contradicted" not in _label_verdicts(fig, listed.replace("Bagging", "Forest"))
