"""Numbers printed as powers of ten ("3×10⁻⁴", "6 × 10^-2", "10^{3}") read as one number, and hedged readings off a
log axis judged by decades (claims.number_text, claims.xy_readings, claims.types.range, value_check)."""

from __future__ import annotations

import pytest

from vlmeval.claims.line_text import find_numbers as prose_numbers
from vlmeval.claims.text import numbers_in
from vlmeval.claims.xy_readings import decimals_of
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


@pytest.mark.parametrize("written,value", [
    ("3×10⁻⁴", 3e-4), ("6 × 10^-2", 6e-2), ("4 x 10^5", 4e5), ("1.5×10⁶", 1.5e6), ("10⁻²", 1e-2), ("10^{3}", 1e3),
    ("10^-1", 0.1), ("−2×10³", -2e3),
])
def test_a_power_of_ten_is_one_number_with_its_whole_span(written, value):
    text = f"the cost is near {written} here"
    for read in (numbers_in(text), prose_numbers(text, [])):
        assert [(text[n.start:n.end], n.value) for n in read] == [(written, pytest.approx(value))]


def test_a_product_without_a_power_stays_two_numbers():
    text = "a 3 x 10 grid of 12 cells"
    assert [n.value for n in numbers_in(text)] == [3.0, 10.0, 12.0]


def test_the_decimals_of_a_power_of_ten_are_of_the_unit():
    assert [decimals_of(t) for t in ("4.5×10⁻³", "2×10⁵", "0.25", "3e-2")] == [4, -5, 2, 2]


def _loglog() -> Figure:
    xs = [10.0, 100.0, 1000.0, 10000.0]
    table = Table(rows=["32", "256"], columns=xs, values=[[2e-5, 1.6e-4, 1.9e-3, 2.1e-2], [3e-4, 2.6e-3, 2.4e-2, 0.31]])
    panel = Panel(title="main", x=Axis(label="samples", scale="log", range=(8.0, 12000.0)),
                  y=Axis(label="time [s]", scale="log", range=(1e-5, 1.0)), data=table)
    return Figure(id="cost", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, "### Detailed Analysis\n" + text).claims if c.kind == kind]


def test_readings_written_as_powers_of_ten_are_judged_on_a_log_axis():
    fig = _loglog()
    assert _verdicts(fig, "* The 32 curve: from ~2×10⁻⁵ s at N = 10 to ~2×10⁻² s at N = 10⁴.\n", "value") == \
        ["supported", "supported"]
    # a factor of three off: the printed mantissa's unit is 10⁻⁴, not a tenth
    assert _verdicts(fig, "* The 256 curve: ~8×10⁻³ s at N = 100.\n", "value") == ["contradicted"]


def test_a_reading_at_an_x_equal_to_a_numeric_series_name_names_no_series():
    fig = _loglog()
    assert _verdicts(fig, "* The guide line climbs to ~10⁻² s at N = 256.\n", "value") == []
    assert _verdicts(fig, "* The guide line climbs to ~0.05 s at N = 256.\n", "value") == []


def test_a_hedged_axis_range_on_a_log_axis_is_within_a_share_of_its_decades():
    fig = _loglog()  # x axis drawn from 8 to 12,000: three decades, a twentieth of them 0.16 decade
    text = "### Components/Axes\n* **X-axis:** samples, logarithmic, from about 10 to about {}.\n"
    verdicts = [c.verdict for t in ("14000", "1.4×10⁴", "4×10⁴")
                for c in evaluate_text(fig, text.format(t)).claims if c.kind == "range"]
    assert verdicts == ["supported", "supported", "contradicted"]


def _log_scatter() -> Figure:
    xs = [170.0, 950.0, 5200.0, 41000.0, 1.6e6]
    values = [[9e4, None, 3.1e4, None, 2.6e7], [None, 3e5, None, 2e5, None]]
    points = [[(x, y) for x, y in zip(xs, row) if y is not None] for row in values]
    table = Table(rows=["Social", "Web"], columns=xs, values=values, points=points)
    panel = Panel(title="main", x=Axis(label="nodes", scale="log", range=(100.0, 3e6)),
                  y=Axis(label="edges", scale="log", range=(1e4, 5e7)), data=table)
    return Figure(id="graphs", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_table_key_read_off_a_log_x_axis_near_a_marker_is_no_missing_point():
    text = "| Number of nodes | Number of edges |\n|---|---|\n| 180 | 9×10⁴ |\n| 5,000 | 31,000 |\n"
    claims = evaluate_text(_log_scatter(), "### Detailed Analysis\n**Social (blue circles):**\n" + text).claims
    assert [c.verdict for c in claims if c.kind == "value"] == ["unverifiable", "unverifiable"]


def test_ticks_as_powers_of_ten_then_the_data_positions_give_no_tick_list():
    fig = _loglog()
    fig.panels[0].x.ticks = [10.0, 100.0, 1000.0, 10000.0]
    text = "### Components/Axes\n* **X-axis:** samples, logarithmic, ticks at 10¹, 10², 10³ and 10⁴; data at 10, 20, 50, 100 and 200.\n"
    assert [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "ticks"] == []  # the longest list is the data's
