"""Runs of readings at an x nested under a series lead-in: a lead-in of nothing but bold words ("* **Beta (dashed):**")
scopes the bullets under it, a bullet may list several readings separated by ";" (bare "500: ~0.9", or "n = 500:
~0.9" after a short lead such as "Data points:"), and a reading over a span of x ("n = 100-150: ~0.2") does not end
the run (claims.xy_readings.scope_line, listed_readings; claims.types.xy_reading)."""

from __future__ import annotations

from record_builders import two_curves
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _readings(text: str) -> list[tuple[object, float, str]]:
    scored = evaluate_text(two_curves("xy-lists"), "### Detailed Analysis\n" + text + "\n")
    return [(c.row, c.column, c.verdict) for c in scored.claims if c.kind == "value"]


def test_a_bold_lead_in_bullet_scopes_a_nested_list_of_bare_readings():
    text = "* **Beta (blue, dashed):**\n    * 100: ~0.5; 200: ~0.4; 500: ~0.9"
    assert _readings(text) == [("Beta", 100.0, "supported"), ("Beta", 200.0, "supported"),
                               ("Beta", 500.0, "contradicted")]  # 0.25 there


def test_a_list_after_a_short_lead_reads_assigned_x():
    text = "* **Alpha (red):**\n  * Data points: n = 100: ~0.2; n = 500: ~0.8; n = 1000: ~0.4."
    assert _readings(text) == [("Alpha", 100.0, "supported"), ("Alpha", 500.0, "supported"),
                               ("Alpha", 1000.0, "contradicted")]  # 1.2 there


def test_a_reading_over_a_span_of_x_does_not_end_the_run_under_a_lead_in():
    text = "**Alpha (red), level of each step:**\n* n = 100-150: ~0.2\n* n = 500: ~0.8\n* n = 1000: ~0.3"
    at_one_x = [r for r in _readings(text) if r[1] is not None]  # the span itself is judged elsewhere
    assert at_one_x == [("Alpha", 500.0, "supported"), ("Alpha", 1000.0, "contradicted")]



def test_a_reading_followed_by_a_remark_does_not_end_the_run_under_a_lead_in():
    # "n = 200: ~0.4, its flattest stretch" opens with a reading: the bullets after it stay in Beta's scope
    text = "**Beta (blue):**\n* n = 100: ~0.5\n* n = 200: ~0.4, its flattest stretch\n* n = 500: ~0.25\n* n = 1000: ~0.3"
    later = [r for r in _readings(text) if r[1] in (500.0, 1000.0)]
    assert later == [("Beta", 500.0, "supported"), ("Beta", 1000.0, "contradicted")]  # 0.1 there


def test_a_bullet_of_another_kind_naming_a_subject_of_its_own_still_ends_the_run():
    for other in ("The red curve then flattens, ending at 0.1 overall", "Alpha then flattens, ending at 0.1 overall"):
        text = f"**Beta (blue):**\n* n = 100: ~0.5\n* {other}\n* n = 500: ~0.25"
        assert [r for r in _readings(text) if r[1] == 500.0] == []


def test_a_bullet_of_another_kind_naming_no_subject_keeps_the_run():
    # "The curve" of a run under Beta's lead-in is Beta: the readings after it stay in Beta's scope
    text = "**Beta (blue):**\n* n = 100: ~0.5\n* The curve then flattens, ending at 0.1 overall\n* n = 500: ~0.25"
    assert [r for r in _readings(text) if r[1] == 500.0] == [("Beta", 500.0, "supported")]


def test_a_bullet_naming_another_subject_ends_the_run_under_a_sentence_or_a_lead_in():
    # a bold lead-in scopes every item of its list that speaks of nothing else (claims.list_items); under a plain
    # sentence or a lead-in alike, an item naming a subject of its own ends the run of readings
    items = "\n* n = 100: ~0.5\n* Alpha then flattens, ending at 0.1 overall\n* n = 500: ~0.25"
    assert [r for r in _readings("Beta (blue) falls quickly." + items) if r[1] == 500.0] == []
    assert [r for r in _readings("**Beta (blue):**" + items) if r[1] == 500.0] == []


def test_a_bare_list_with_no_lead_in_names_no_series():
    assert _readings("* 100: ~0.5; 200: ~0.4") == []


def test_a_markdown_heading_is_no_lead_in():
    assert _readings("#### Beta\n* 100: ~0.5; 200: ~0.4") == []


def _bumpy() -> Figure:
    table = Table(rows=["density"], columns=[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                  values=[[0.1, 0.5, 0.2, 0.15, 0.6, 0.3, 0.1]])
    panel = Panel(title="panel 1", x=Axis(label="x", range=(0.0, 6.0)), y=Axis(label="density"), data=table)
    return Figure(id="xy-bumps", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_reading_named_a_peak_or_dip_before_its_value_is_read_at_that_x():
    text = "### Detailed Analysis\nReadings:\n* x = 1: local peak ~0.5\n* x = 3: minimum of ~0.15\n* x = 4: main peak ~0.9\n"
    claims = [c for c in evaluate_text(_bumpy(), text).claims if c.kind == "value"]
    assert [(c.column, c.verdict) for c in claims] == [(1.0, "supported"), (3.0, "supported"), (4.0, "contradicted")]
    assert [c.payload["marked"] for c in claims] == ["max", "min", "max"]


def test_several_series_read_at_one_x_are_each_judged_on_their_own_series():
    text = "**Readings:**\n* n = 500: Alpha ≈ 0.8, Beta ≈ 0.6.\n* n = 1000: both ≈ 0.1.\n* n = 200: Alpha ~0.3, Beta ~0.4."
    assert _readings(text) == [("Alpha", 500.0, "supported"), ("Beta", 500.0, "contradicted"),  # 0.25 there
                               ("Alpha", 1000.0, "contradicted"), ("Beta", 1000.0, "supported"),  # Alpha: 1.2
                               ("Alpha", 200.0, "supported"), ("Beta", 200.0, "supported")]


def test_a_name_that_is_no_series_leaves_the_bullet_unread():
    assert _readings("**Readings:**\n* n = 500: Alpha ≈ 0.8, Gamma ≈ 0.6.") == []
