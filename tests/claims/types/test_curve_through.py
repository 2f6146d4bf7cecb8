"""A fit or model curve said to pass through the markers: judged marker by marker against the curve the record
holds (claims.types.curve_through)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Curve, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [float(i) for i in range(11)]


def _scatter(offsets: dict[int, float] | None = None, curves: int = 1) -> Figure:
    """Eleven markers on y = 2x (some moved by ``offsets``) with a straight fit y = 2x drawn over them."""
    ys = [2.0 * x + (offsets or {}).get(i, 0.0) for i, x in enumerate(_XS)]
    table = Table(rows=["grey circles"], columns=_XS, values=[ys], points=[[(x, y) for x, y in zip(_XS, ys)]])
    fit = [Curve(name=f"line {k}", style=SeriesStyle(color="blue", line="solid", mark="line"), over="markers",
                 points=[(x / 4, x / 2) for x in range(41)]) for k in range(curves)]
    panel = Panel(title="main panel", x=Axis(label="t", range=(0.0, 10.0)), y=Axis(label="v", range=(0.0, 20.0)),
                  data=table, curves=fit)
    return Figure(id="fit", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "comparison"]


_THROUGH = "### Key Observations\n* The fitted line passes through nearly all the data points.\n"
_ON = "### Key Observations\n* All data points lie on the model curve.\n"


def test_a_fit_said_to_pass_through_the_markers_is_judged_marker_by_marker():
    assert _verdicts(_scatter(), _THROUGH) == ["supported"]
    assert _verdicts(_scatter(), _ON) == ["supported"]
    assert _verdicts(_scatter({3: 2.0}), _THROUGH) == ["supported"]  # one of eleven off: "nearly all"
    assert _verdicts(_scatter({3: 2.0}), _ON) == ["contradicted"]  # "all": none may be off
    assert _verdicts(_scatter({3: 2.0, 6: -1.5, 8: 3.0}), _THROUGH) == ["contradicted"]


def test_no_curve_or_an_ambiguous_one_leaves_the_sentence_to_others():
    fig = _scatter({3: 2.0, 6: -1.5, 8: 3.0})
    fig.panels[0].curves = None
    assert "contradicted" not in _verdicts(fig, _THROUGH)
    assert "contradicted" not in _verdicts(_scatter({3: 2.0, 6: -1.5, 8: 3.0}, curves=2), _THROUGH)
