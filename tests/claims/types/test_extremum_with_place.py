"""The extreme of a chart stated with its place beside it ("The highest value in the figure is about 1.2 (Alpha,
n = 1000)"): the x given to the axis' symbol is the extreme's place, not a second value, so the value is judged as
the chart's extreme (claims.types.extremum). A local feature ("the second peak", "their minimum") and a reading at
an x marked as an extreme ("* n = 1000: ~1.2 (maximum)") are left to the series readers. Made-up values."""

from __future__ import annotations

from record_builders import two_curves
from vlmeval.scoring.scorecard import evaluate_text


def _extremes(text: str) -> list[tuple[float, str]]:
    scored = evaluate_text(two_curves("xy-extremes"), "### Key Observations\n" + text + "\n")
    return [(c.stated, c.verdict) for c in scored.claims if c.kind == "extremum"]


def test_the_charts_extreme_with_its_place_in_brackets_is_judged():
    assert _extremes("* The highest value in the figure is about 1.2 (Alpha, n = 1000).") == [(1.2, "supported")]
    assert _extremes("* The highest value in the figure is about 1.6 (Alpha, n = 1000).") == [(1.6, "contradicted")]


def test_the_charts_extreme_with_its_place_after_a_comma_is_judged():
    assert _extremes("* The lowest value in the chart is ~0.3, for Beta at n = 1000.") == [(0.3, "contradicted")]


def test_a_local_extreme_with_its_place_gives_no_extreme_of_the_chart():
    assert _extremes("* The second peak of Alpha is ~0.8 at n = 500.") == []
    assert _extremes("* Both series reach their minimum, about 0.1, at n = 1000.") == []


def test_a_reading_marked_as_an_extreme_stays_a_reading():
    scored = evaluate_text(two_curves("xy-extremes"), "### Detailed Analysis\n**Alpha (red):**\n* n = 1000: ~1.2 (maximum)\n")
    assert [(c.kind, c.verdict) for c in scored.claims if c.kind in ("value", "extremum")] == [("value", "supported")]
