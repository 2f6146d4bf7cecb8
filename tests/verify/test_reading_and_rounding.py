"""A number read off a drawing without a hedge (issue 32, false alarms): its error is that of the reading (the
drawing's resolution) and then of the rounding to the digits it is written with, the two adding; a reading farther
off than both is still wrong."""

from __future__ import annotations

from real_suite_sentences import section, verdicts

THOMPSON = "active-suggestions-strengths-thompson-params"  # box plots drawn as vectors, panel B's axis 0.54 wide
_HEAD = ("**Panel (B) ionosphere**\n\n| setting | lower whiskers | lower quartiles | medians | upper quartiles | "
         "upper whiskers |\n|---|---|---|---|---|---|\n")


def _row(row: str) -> str:
    return section("Detailed Analysis", _HEAD + row + "\n")


def test_an_unhedged_reading_may_be_off_by_its_rounding_and_the_drawings_resolution():
    # upper quartile 0.2867 read "0.28": 0.0067 off, within half a unit of 0.01 (0.005) plus the drawing's
    # resolution (0.5% of the axis span, 0.0027)
    right = "| μ=0.001, σ=τ=0.02 | -0.04 | 0.11 | 0.19 | 0.28 | 0.32 |"
    assert verdicts(THOMPSON, _row(right), "value") == ["supported"] * 5


def test_a_reading_off_by_more_than_both_is_wrong():
    wrong = "| μ=0.001, σ=τ=0.02 | -0.04 | 0.11 | 0.19 | 0.25 | 0.32 |"
    assert verdicts(THOMPSON, _row(wrong), "value") == ["supported"] * 3 + ["contradicted", "supported"]
