"""Values of a figure's parts kept with the figure (``groundtruth.facts.derived_for``): a table's printed decimals
(``verify.tolerance.table_decimals``, asked by the verifiers per claim) and the per-panel patterns of the xy order and
chart-extreme readers (asked per description). Each equals what is computed afresh, is computed once per part, and
an entry kept for another object under the same id is not handed out."""

from __future__ import annotations

from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.types import xy_chart_extreme, xy_order
from vlmeval.groundtruth.facts import derived, derived_for
from vlmeval.groundtruth.load import load_figure_set, suite_dirs
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.verify.tolerance import printed_decimals, table_decimals


_FIGURES: list[Figure] = []


def _figures() -> list[Figure]:
    """The bundled suite's figures and the real suite's, read once."""
    if not _FIGURES:
        _FIGURES.extend([*load_figure_set().figures.values(), *load_figure_set(suite_dirs("real")).figures.values()])
    return _FIGURES


def test_table_decimals_equal_printed_decimals_for_every_bundled_table():
    tables = 0
    for fig in _figures():
        for panel in fig.panels:
            for _ in range(2):  # computed, then kept
                assert table_decimals(fig, panel.data) == printed_decimals(panel.data)
            tables += panel.data is not None
    assert tables > 100


def _fig(values) -> Figure:
    table = Table(rows=["a", "b"], columns=[1, 2], values=values)
    return Figure(id="kept-parts", kind="line", layout=Layout(rows=1, cols=1),
                  panels=[Panel(title="p", x=Axis(label="x"), y=Axis(label="y"), data=table)])


def test_a_part_is_computed_once_and_another_object_under_its_id_afresh():
    fig = _fig([[1.25, 2.0], [3.0, None]])
    table = fig.panels[0].data
    calls = []

    def compute(part):
        calls.append(part)
        return printed_decimals(part)

    assert derived_for(fig, "d", table, compute) == 2 and derived_for(fig, "d", table, compute) == 2
    assert len(calls) == 1
    other = Table(rows=["a"], columns=[1], values=[[0.5]])
    derived(fig, "d", dict)[id(other)] = (table, 2)  # what a part gone and its id taken by another would leave
    assert derived_for(fig, "d", other, compute) == 1 and calls[-1] is other
    assert derived_for(fig, "d", None, compute) is None  # a panel without a table


def test_the_readers_patterns_are_those_compiled_afresh():
    checked = 0
    for fig in _figures():
        if fig.kind not in ("line", "scatter", "bar"):
            continue
        doc = build_document("", fig, lexicon_for(fig))
        for panel in fig.panels:
            if panel.data is None or not panel.data.rows:
                continue
            for _ in range(2):
                kept = xy_order._panel_patterns(doc, panel)
                assert [(p.pattern, p.flags) for p in kept] == [(p.pattern, p.flags) for p in xy_order._patterns(panel)]
                kept = xy_chart_extreme._panel_pattern(doc, panel)
                fresh = xy_chart_extreme._pattern(panel)
                assert (kept.pattern, kept.flags) == (fresh.pattern, fresh.flags)
            assert xy_order._panel_patterns(doc, panel) is xy_order._panel_patterns(doc, panel)
            checked += 1
            if checked == 30:  # each compile takes milliseconds
                return
    assert False, "fewer than 30 panels of a line, scatter or bar chart"
