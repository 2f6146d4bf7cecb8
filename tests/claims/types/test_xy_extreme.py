"""A series' extreme stated with its value at a numeric x ("reaches its maximum of ~2.73 at V/J ≈ -1.95"):
misplaced when the series peaks elsewhere (claims.types.xy_extreme: reader and verify_xy_extreme)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    xs = [-2.0, -1.0, 0.0, 1.0, 2.0]
    main = Panel(title="panel 1", x=Axis(range=(-2.2, 2.2)), y=Axis(label="εfit"),
                 data=Table(rows=["value"], columns=xs, values=[[2.7, 1.1, 0.85, 0.86, 1.06]]))
    inset = Panel(title="inset of panel 1", x=Axis(range=(-2.2, 2.2)), y=Axis(label="A"),
                  data=Table(rows=["a", "b"], columns=xs, values=[[0.3, 0.1, 0.0, 0.1, 0.2], [0.2, 0.05, 0.0, 0.04, 0.1]]))
    return Figure(id="extremes", kind="line", layout=Layout(rows=1, cols=2), panels=[main, inset])


def _extremes(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_fig(), text).claims if c.kind == "extremum"]


def test_an_extreme_placed_at_the_wrong_x_is_caught_on_the_panel_its_y_label_names():
    assert _extremes("* ε_fit reaches its maximum of ~2.7 at the rightmost point, V/J ≈ 1.95.\n") == ["contradicted"]
    assert _extremes("* ε_fit reaches its maximum of ~2.7 at the leftmost point, V/J ≈ -1.95.\n") == ["supported"]


def test_a_sentence_opening_with_inset_is_about_the_inset_and_names_no_single_series():
    assert "contradicted" not in _extremes("Inset: all series are U-shaped with a minimum of 0 at V/J = 0.\n")


def test_a_line_opening_with_inset_or_main_panel_sets_the_panel_of_what_follows():
    fig = _fig()
    inset = "Inset: all series are U-shaped with a minimum of 0 at V/J = 0.\n"
    extremes = [c for c in evaluate_text(fig, inset).claims if c.kind == "extremum"]
    assert [(c.verdict, c.panel) for c in extremes] == [("supported", "inset of panel 1")]
    wrong = "Inset: all series are U-shaped with a minimum of 0.5 at V/J = 0.\n"
    assert [c.verdict for c in evaluate_text(fig, wrong).claims if c.kind == "extremum"] == ["contradicted"]


def test_the_lines_under_main_panel_and_inset_lead_ins_carry_those_panels():
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document

    fig = _fig()
    text = "Main panel: the points fall.\n* V/J ≈ 0: ~0.85\nInset: all series are U-shaped.\n* a: 0.3 at -2\n"
    doc = build_document(text, fig, lexicon_for(fig))
    assert [line.panel for line in doc.lines[:4]] == ["panel 1", "panel 1", "inset of panel 1", "inset of panel 1"]


def test_the_x_of_an_extreme_placed_with_x_equals_is_a_place_never_the_value():
    def extremes(text: str) -> list[tuple[str, str]]:
        return [(text[c.start:c.end], c.verdict) for c in evaluate_text(_fig(), text).claims if c.kind == "extremum"]

    assert extremes("* ε_fit is highest at V/J = -2.\n") == [("highest at V/J = -2", "supported")]
    assert extremes("* ε_fit peaks at V/J ≈ 2 (~2.7).\n") == [("peaks at V/J ≈ 2 (~2.7)", "contradicted")]
    assert extremes("* ε_fit is lowest at V/J = 0.\n") == [("lowest at V/J = 0", "supported")]
    assert extremes("Inset: the curve is highest at V/J = -2.\n") == []  # three inset series: none is named


def test_the_extreme_is_read_and_checked_in_its_claim_types_module():
    """One claim type, one module: ``XYExtreme``, its readers and its verifier live in ``claims.types.xy_extreme``."""
    from vlmeval.claims.pipeline import PAYLOAD_VERIFIERS
    from vlmeval.claims.types import xy_extreme

    assert PAYLOAD_VERIFIERS[xy_extreme.XYExtreme].__module__ == xy_extreme.__name__
