"""A table column whose header names a quantity derived from the row's other cells ("ratio", "Gap (B − A)",
"speedup", "difference") is a computation of the description's own, not a place of the figure: when the record holds
no such column its cells are unverifiable, never a hallucinated column (issue 32: derived columns of timing and
scaling tables, own-p and own-l). A column the figure certainly lacks and that derives nothing is still one."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _figure() -> Figure:
    panel = Panel(title="main", x=Axis(label="batch size", range=(0.0, 10.0), ticks=[2.0, 4.0, 6.0, 8.0]),
                  y=Axis(label="run time (s)", range=(0.0, 50.0)),
                  data=Table(rows=["fast", "slow"], columns=[2.0, 4.0, 8.0], values=[[5.0, 9.0, 17.0], [12.0, 25.0, 44.0]]))
    return Figure(id="timing", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(header: str) -> list[tuple[str, str | None]]:
    text = (f"### Detailed Analysis\n| batch size | slow | fast | {header} |\n|---|---|---|---|\n"
            "| 2 | ~12 | ~5 | ~2.4 |\n| 4 | ~25 | ~9 | ~2.8 |\n")
    return [(c.verdict, c.reason) for c in evaluate_text(_figure(), text).claims if c.kind == "value"]


@pytest.mark.parametrize("header", ["ratio", "Gap (slow − fast)", "speedup", "difference"])
def test_a_derived_column_is_not_a_hallucinated_column(header):
    verdicts = _verdicts(header)
    readings = [v for v, _ in verdicts]
    assert readings.count("supported") == 4, verdicts  # the plotted cells are still read and judged
    assert "contradicted" not in readings, verdicts


def test_a_column_the_figure_lacks_is_still_a_hallucination():
    verdicts = _verdicts("medium")
    assert [v for v, _ in verdicts].count("contradicted") == 2, verdicts
