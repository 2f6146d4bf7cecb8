"""Numbers printed as powers of two ("2^6", "2⁶": the ticks of a base-2 log axis) read as one number, and readings
at such an x judged at that x (claims.number_text)."""

from __future__ import annotations

import pytest

from vlmeval.claims.line_text import find_numbers as prose_numbers
from vlmeval.claims.text import numbers_in
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


@pytest.mark.parametrize("written,value", [("2^6", 64.0), ("2⁶", 64.0), ("2^{3}", 8.0), ("2^-2", 0.25)])
def test_a_power_of_two_is_one_number_with_its_whole_span(written, value):
    text = f"the energy at beta = {written} is high"
    for read in (numbers_in(text), prose_numbers(text, [])):
        assert [(text[n.start:n.end], n.value) for n in read] == [(written, pytest.approx(value))]


def test_two_alone_and_other_bases_stay_as_written():
    text = "a 2 x 3 grid, 3^4 cells, 25 points"  # a power of another base: its base alone, as before
    assert [n.value for n in numbers_in(text)] == [2.0, 3.0, 3.0, 25.0]


def _base_two() -> Figure:
    xs = [4.0, 8.0, 16.0, 32.0, 64.0]
    table = Table(rows=["Direct"], columns=xs, values=[[467.0, 520.0, 610.0, 730.0, 849.0]])
    panel = Panel(title="main", x=Axis(label="β", scale="log", range=(3.0, 80.0), ticks=xs),
                  y=Axis(label="energy", range=(400.0, 900.0)), data=table)
    return Figure(id="base2", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_base_two(), "### Detailed Analysis\n" + text).claims
            if c.kind == "value"]


def test_a_reading_at_a_power_of_two_is_judged_at_that_x():
    assert _verdicts("* Direct at β = 2^4: ~610\n") == ["supported"]
    assert _verdicts("* Direct at β = 2⁴: ~760\n") == ["contradicted"]
