""""Top" and "bottom" as places in the plot ("**Top marginal panel:** y-axis from 0.0 to 0.8", "~6.9, below the
first bar's top", "a few dots above 5 × 10^4 reaching the very top of the plot") say where something is drawn, not
the extreme of a series; "tops out at", "a top of" still state one. Own sentences in the seed format on real-suite
figures of dev papers: a histogram with a fitted curve (brainfit-weight-dist, tallest bar 23), a strip plot of
downloads whose record holds the box statistics (bioconda-downloads), and a heatmap with marginal step lines
(peerless-completeness-am)."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts


@pytest.mark.parametrize("figure_id, name, bullet", [
    ("brainfit-weight-dist", "Detailed Analysis",
     "- Begins at the left edge of the first bin at a height of ~6.9, below the first bar's top."),
    ("bioconda-downloads", "Detailed Analysis",
     "* Python (blue) has most dots between about 50 and 2,000, a few above 5 × 10^4 reaching the very top of the plot."),
    ("peerless-completeness-am", "Components/Axes", "- **Top marginal panel:** y-axis from 0.0 to about 0.8."),
    ("peerless-completeness-am", "Components/Axes", "- **Bottom-left panel:** x-axis from 1.5 to about 9."),
])
def test_top_and_bottom_as_places_state_no_extreme(figure_id, name, bullet):
    assert "contradicted" not in verdicts(figure_id, section(name, bullet), "extremum")


@pytest.mark.parametrize("bullet", ["- The bars top out at about 9 in the fourth bin.",
                                    "- The counts reach a top of about 9."])
def test_a_stated_top_stays_judged(bullet):
    assert "contradicted" in verdicts("brainfit-weight-dist", section("Detailed Analysis", bullet), "extremum")
