"""vlmeval.claims.types.value_check directly: a number stated at a place of the real DynTS heatmap (four panels
"R1-Qwen | <benchmark>", rows: window size, columns: ratio, one decimal) is right, at another place, wrong, at a
place the figure does not have, or not checkable. Expected values are read from the figure's table here."""

from __future__ import annotations

import pytest

from vlmeval.claims import Claim
from vlmeval.verify import context_for
from vlmeval.claims.types.value_check import locate, resolve_panel, verify_value

AIME24, AIME25 = "R1-Qwen | AIME'24", "R1-Qwen | AIME'25"


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


@pytest.fixture(scope="module")
def ctx(qwen):
    return context_for(qwen)


def cell(figure, title, row, column):
    panel = next(p for p in figure.panels if p.title == title)
    return panel.data.values[panel.data.rows.index(row)][panel.data.columns.index(column)]


def value(stated, row=3000, column=0.1, panel=AIME24, decimals=1, hedge=None) -> Claim:
    return Claim(kind="value", start=0, end=4, stated=stated, panel=panel, row=row, column=column, decimals=decimals,
                 hedge=hedge)


def test_resolve_panel(ctx, qwen, bundled_figures):
    assert resolve_panel(value(1.0), ctx).title == AIME24
    assert resolve_panel(value(1.0, panel="R1-Qwen | MATH500"), ctx) is None
    assert resolve_panel(value(1.0, panel=None), ctx) is None  # four panels: which one is not clear
    single = next(f for f in bundled_figures.figures.values() if len(f.panels) == 1 and f.panels[0].data is not None)
    assert resolve_panel(value(1.0, panel=None), context_for(single)) is single.panels[0]


def test_locate_tries_the_axes_both_ways(qwen):
    panel = qwen.panels[0]
    assert locate(panel, 3000, 0.1) == (3000, 0.1)
    assert locate(panel, 0.1, 3000) == (3000, 0.1)   # stated as (ratio, window size)
    assert locate(panel, "2k", "0.20") == (2000, 0.2)
    assert locate(panel, 42, 0.1) is None


def test_the_right_value_is_supported_within_the_printed_precision(ctx, qwen):
    true = cell(qwen, AIME24, 3000, 0.1)
    for stated, decimals in ((true, 1), (true + 0.04, 2), (round(true), 0)):
        outcome = verify_value(value(stated, decimals=decimals), ctx)
        assert outcome.verdict == "supported", stated
        assert (outcome.expected, outcome.panel, outcome.row, outcome.column) == (true, AIME24, 3000, 0.1)


def test_a_value_of_another_cell_is_a_location_error(ctx, qwen):
    elsewhere = cell(qwen, AIME24, 2000, 0.4)
    panel = qwen.panels[0].data
    assert [v for row in panel.values for v in row].count(elsewhere) == 1  # only that cell holds it
    outcome = verify_value(value(elsewhere), ctx)
    assert (outcome.verdict, outcome.error_type) == ("contradicted", "location")
    assert outcome.expected == cell(qwen, AIME24, 3000, 0.1) and "row 2000, column 0.4" in outcome.reason


def test_the_same_cell_of_another_panel_is_a_location_error(ctx, qwen):
    other = cell(qwen, AIME25, 3000, 0.1)
    assert all(abs(v - other) > 0.05 for row in qwen.panels[0].data.values for v in row)
    outcome = verify_value(value(other), ctx)
    assert (outcome.verdict, outcome.error_type) == ("contradicted", "location")
    assert AIME25 in outcome.reason


def test_a_value_no_cell_holds_is_a_value_error_and_approx_widens_the_tolerance(ctx, qwen):
    true = cell(qwen, AIME24, 3000, 0.1)
    everything = [v for p in qwen.panels for row in p.data.values for v in row]
    # the first number more than half a unit above the true one that no cell of any panel holds
    stated = next(s for s in (round(true + k / 10, 1) for k in range(6, 60)) if all(abs(v - s) > 0.05 for v in everything))
    outcome = verify_value(value(stated), ctx)
    assert (outcome.verdict, outcome.error_type, outcome.expected) == ("contradicted", "value", true)
    # "48" against 47.3 is off by more than half a unit; "about 48" is within a full unit
    assert verify_value(value(48.0, decimals=0), ctx).verdict == "contradicted"
    assert verify_value(value(48.0, decimals=0, hedge="approx"), ctx).verdict == "supported"


def test_a_place_the_figure_does_not_have_is_a_hallucination(ctx):
    outcome = verify_value(value(47.3, row=4000), ctx)
    assert (outcome.verdict, outcome.error_type) == ("contradicted", "hallucination")
    assert "4000" in outcome.reason


def test_what_cannot_be_checked_is_unverifiable(ctx, qwen):
    assert verify_value(value(47.3, panel=None), ctx).verdict == "unverifiable"
    assert verify_value(value(47.3, column=None), ctx).verdict == "unverifiable"
    panels = list(qwen.panels)
    data = panels[0].data
    unknown = [list(row) for row in data.values]
    unknown[0][0] = None
    panels[0] = panels[0].model_copy(update={"data": data.model_copy(update={"values": unknown})})
    blank = context_for(qwen.model_copy(update={"panels": panels}))
    outcome = verify_value(value(47.3), blank)
    assert outcome.verdict == "unverifiable" and outcome.row == 3000 and outcome.column == 0.1
    no_data = context_for(qwen.model_copy(update={"panels": [panels[0].model_copy(update={"data": None})] + panels[1:]}))
    assert verify_value(value(47.3), no_data).verdict == "unverifiable"


def test_a_place_is_looked_up_once_per_figure(monkeypatch):
    """The table place of a value stated at a place named in words is kept with the figure (value_check._located): the
    second description stating a value there does not compare the keys again, and gets the same verdict."""
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.claims.types import value_check as values

    figure = load_figure_set().get("dynts-r1qwen-benchmarks")  # a figure of its own: nothing kept from other tests
    calls = []
    real = values.locate
    monkeypatch.setattr(values, "locate", lambda *args: calls.append(args) or real(*args))
    panel = next(p for p in figure.panels if p.title == AIME24)
    row, column = panel.data.rows[0], panel.data.columns[1]
    claim = Claim("value", 0, 4, stated=cell(figure, AIME24, row, column), panel=AIME24, row=str(row),
                  column=str(column), decimals=1)
    first = verify_value(claim, context_for(figure))
    second = verify_value(claim, context_for(figure))
    assert first == second and first.verdict == "supported" and (first.row, first.column) == (row, column)
    assert len(calls) == 1
    # a key equal to another of another type is another place: True is read as a name, not as 1
    verify_value(Claim("value", 0, 4, stated=1.0, panel=AIME24, row=True, column=column, decimals=1),
                 context_for(figure))
    assert len(calls) == 2
