"""A number's digits after "^" or a decimal point ("N ≈ 10^2", "0.5") name no series of a legend of numbers
("1", "2", "5"): a sentence about the series "O(N)" at N ≈ 10^2 is about O(N) alone. Made-up panel."""

from __future__ import annotations

from vlmeval.claims.xy_readings import named_series
from vlmeval.groundtruth.schema import Axis, Panel, Table


def _panel() -> Panel:
    xs = [100.0, 1000.0, 10000.0]
    return Panel(title="left panel", x=Axis(label="N", scale="log", ticks=[100.0, 1000.0, 10000.0], range=(64.0, 20000.0)),
                 y=Axis(label="time", scale="log", ticks=[1e-5, 1e-3, 1e-1], range=(1e-6, 1.0)),
                 data=Table(rows=["1", "2", "5", "O(N)"], columns=xs,
                            values=[[1e-5, 1e-4, 1e-3], [2e-5, 2e-4, 2e-3], [5e-5, 5e-4, 5e-3], [5e-6, 5e-5, 5e-4]]))


def test_digits_of_a_power_or_a_decimal_name_no_series():
    assert named_series(_panel(), "The O(N) line runs from ≈ 5×10^-6 at N ≈ 10^2 to ≈ 3×10^-2 at N ≈ 5×10^5.") == [3]
    assert named_series(_panel(), "The O(N) line is near 0.5 at the right edge.") == [3]


def test_a_number_standing_alone_still_names_its_series():
    assert named_series(_panel(), "The 2 curve lies above the 1 curve.") == [0, 1]
