"""A run of readings at an x under a series' lead-in keeps that lead-in past a bullet of another kind that speaks of
no subject of its own ("- First peak: ~2.62 m at t ≈ 0.31 s", "- U = 0.001 to 0.1: nearly flat at about 5"); a
bullet that names a series, a colour, a shape or a panel ends the scope as before."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

XS = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]


def _figure() -> Figure:
    styles = [SeriesStyle(color="dark blue", line="solid", mark="line"), SeriesStyle(color="cyan", line="solid", mark="line")]
    panel = Panel(title="main panel", x=Axis(label="Time (s)", range=(0.0, 0.6)), y=Axis(label="Displacement (m)", range=(0.0, 3.0)),
                  data=Table(rows=["coarse mesh", "fine mesh"], columns=XS,
                             values=[[0.0, 0.9, 1.95, 2.6, 2.0, 0.95, 0.1], [0.0, 1.0, 2.1, 2.75, 2.2, 1.2, 0.2]],
                             styles=styles), values_read="geometry")
    return Figure(id="tip", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _readings(between: str, last: str = "  - t = 0.5 s: ~0.95 m") -> list[tuple[float, str]]:
    text = f"### Detailed Analysis\n**Coarse mesh (dark blue):**\n  - t = 0.1 s: ~0.9 m\n{between}\n{last}\n"
    claims = evaluate_text(_figure(), text).claims
    start = text.index(last)
    return [(c.stated, c.verdict) for c in claims if c.kind == "value" and c.start >= start]


def test_a_remark_bullet_naming_no_subject_keeps_the_lead_in():
    assert _readings("  - First peak: ~2.6 m at t ≈ 0.3 s") == [(0.95, "supported")]
    assert _readings("  - First peak: ~2.6 m at t ≈ 0.3 s", "  - t = 0.5 s: ~1.9 m") == [(1.9, "contradicted")]


def test_a_bullet_naming_another_series_ends_the_lead_in():
    assert _readings("  - The cyan curve rises a little faster.") == []
    assert _readings("  - The fine mesh rises a little faster.") == []
