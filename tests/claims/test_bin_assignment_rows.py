"""A histogram bullet keyed by an assignment to the x symbol ("* x ≈ 0.35: 9") names the bin holding that x, as
"- 0.35: 9" does, and its count is judged against that bin's (issue 32, own-d: histogram bin bullets)."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_BINS = ["0.0–0.1", "0.1–0.2", "0.2–0.3", "0.3–0.4", "0.4–0.5"]
_COUNTS = [1.0, 3.0, 7.0, 4.0, 2.0]


def _figure() -> Figure:
    panel = Panel(title="main", x=Axis(label="Error rate", range=(0.0, 0.5)), y=Axis(label="Count", range=(0.0, 8.0)),
                  data=Table(rows=["bars"], columns=_BINS, values=[_COUNTS]))
    return Figure(id="hist", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(bullet: str):
    text = "### Detailed Analysis\nBar heights:\n" + bullet + "\n"
    return [c.verdict for c in evaluate_text(_figure(), text).claims if c.start >= text.index(bullet)]


@pytest.mark.parametrize("bullet", ["* x ≈ 0.35: 4", "* x = 0.25: 7", "- rate ≈ 0.15: 3"])
def test_a_right_count_at_an_assigned_x_is_supported(bullet):
    assert _verdicts(bullet) == ["supported"]


@pytest.mark.parametrize("bullet", ["* x ≈ 0.35: 7", "* x = 0.25: 4"])  # the neighbours' counts, swapped
def test_a_wrong_count_at_an_assigned_x_is_contradicted(bullet):
    assert "contradicted" in _verdicts(bullet)


def test_the_plain_key_reads_the_same():
    assert _verdicts("* 0.35: 7") == _verdicts("* x ≈ 0.35: 7") != []
