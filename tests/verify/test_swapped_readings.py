"""Two readings of one line each within tolerance but stated the other way round from the record: a swapped pair
(vlmeval.verify.swapped_readings)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _bars() -> Figure:
    table = Table(rows=["share"], columns=[1, 2, 3, 4], values=[[0.031, 0.0718, 0.0676, 0.052]])
    panel = Panel(title="panel 1", x=Axis(label="group"), y=Axis(label="share", range=(0.0, 0.08)), data=table)
    return Figure(id="swap-bars", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _two_curves() -> Figure:
    xs = [0.0, 1.0, 2.0, 3.0]
    table = Table(rows=["left", "right"], columns=xs, values=[[0.10, 0.20, 0.415, 0.50], [0.12, 0.21, 0.392, 0.47]])
    panel = Panel(title="panel 1", x=Axis(label="t", range=(0.0, 3.0)), y=Axis(label="level", range=(0.0, 0.6)),
                  data=table)
    return Figure(id="swap-curves", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str) -> dict[str, str]:
    return {c.text: c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value"}


def test_two_bars_read_the_other_way_round_are_both_contradicted():
    text = "### Detailed Analysis\n* Group 1: ~0.031; group 2: ~0.068; group 3: ~0.072; group 4: ~0.052.\n"
    got = _verdicts(_bars(), text)
    assert [got["2: ~0.068"], got["3: ~0.072"]] == ["contradicted", "contradicted"]
    assert [got["1: ~0.031"], got["4: ~0.052"]] == ["supported", "supported"]


def test_the_same_readings_in_the_record_order_stay_supported():
    text = "### Detailed Analysis\n* Group 1: ~0.031; group 2: ~0.072; group 3: ~0.068; group 4: ~0.052.\n"
    assert set(_verdicts(_bars(), text).values()) == {"supported"}


def test_two_series_at_one_x_swapped_are_contradicted_but_one_digit_apart_states_no_order():
    fig = _two_curves()
    swapped = "### Detailed Analysis\n* t = 2: left ≈ 0.39, right ≈ 0.41.\n"
    assert set(_verdicts(fig, swapped).values()) == {"contradicted"}
    close = "### Detailed Analysis\n* t = 2: left ≈ 0.40, right ≈ 0.41.\n"  # one unit apart: no order stated
    assert set(_verdicts(fig, close).values()) == {"supported"}


def test_readings_on_different_lines_are_not_paired():
    text = "### Detailed Analysis\n* Group 1: ~0.031; group 2: ~0.068.\n* Group 3: ~0.072; group 4: ~0.052.\n"
    assert set(_verdicts(_bars(), text).values()) == {"supported"}


def test_readings_judged_on_a_window_of_categories_are_not_paired():
    table = Table(rows=["score"], columns=["1k", "8k"], values=[[40.7, 33.5]])
    panel = Panel(title="panel 1", x=Axis(label="size"), y=Axis(label="score"), data=table)
    fig = Figure(id="swap-k", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])
    text = "### Detailed Analysis\nThe series starts at 40.7 in 1k and ends at 33.5 in 8k.\n"
    assert "contradicted" not in _verdicts(fig, text).values()
