"""A metric at a cutoff ("nDCG@10", "P@5", "mAP@0.5") names the metric: the number after the '@' is part of the
name, never a value the description states (line and bar prose read it as no number, as the table readers do).
Made-up values."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

SHARES = ["0%", "10%", "20%", "30%"]


def _figure() -> Figure:
    """nDCG@10 over a share of collisions: Alpha falls 1.0 -> 0.7, Beta 1.0 -> 0.8."""
    table = Table(rows=["Alpha", "Beta"], columns=SHARES, values=[[1.0, 0.9, 0.8, 0.7], [1.0, 0.95, 0.9, 0.8]],
                  styles=[SeriesStyle(color="blue", marker="circle"), SeriesStyle(color="orange", marker="square")])
    panel = Panel(title="panel 1", x=Axis(label="% of collisions", ticks=SHARES, scale="categorical"),
                  y=Axis(label="nDCG@10", range=(0.5, 1.0)), data=table)
    return Figure(id="metric-at-cutoff", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _claims(text: str) -> list[tuple[str, object, str]]:
    scored = evaluate_text(_figure(), "### Key Observations\n" + text + "\n")
    return [(c.kind, c.stated, c.verdict) for c in scored.claims if c.kind not in ("label", "entity")]


def test_the_cutoff_of_a_metric_is_no_stated_value():
    for text in ("* Both methods start at an nDCG@10 of 1.00 at 0% collisions.",
                 "* The maximum nDCG@10 of about 1.0 is reached at 0% for both methods.",
                 "* Beta has an nDCG@10 of 0.8 at 30%."):
        claims = _claims(text)
        assert claims and all(v != "contradicted" for _, _, v in claims), (text, claims)
        assert not any(str(s).strip() in ("10", "10.0") or "@10" in str(s) and k == "extremum" and v == "contradicted"
                       for k, s, v in claims), (text, claims)


def test_a_wrong_value_beside_the_metric_is_still_caught():
    assert any(v == "contradicted" for _, _, v in _claims("* Beta has an nDCG@10 of 0.6 at 30%."))
