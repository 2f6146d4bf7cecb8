"""The marker said to have the largest (smallest) error bar, placed at its x, judged on the errors the record holds
(strain-graphene-lowt-strain12 in own-h, flares-soc-comparison in own-a state it this way)."""

import pytest

from real_suite_sentences import section, verdicts

LOWT = "strain-graphene-lowt-strain12"  # Density and Superfluid markers, each value's error recorded
TC = "strain-graphene-tc-cut"  # one series of ten markers with errors, three of them not recorded


def _superfluid(bullet: str) -> str:
    return section("Detailed Analysis", f"* **Superfluid (orange):**\n  * {bullet}")


@pytest.mark.parametrize("right, wrong", [
    ("The marker at -94 K shows the largest error bar.", "The marker at -98 K shows the largest error bar."),
    ("The point at μ = -94 K has the biggest error bar (about ±0.02).",
     "The point at μ = -100 K has the biggest error bar (about ±0.02)."),
])
def test_the_largest_error_bar_of_the_scopes_series(right, wrong):
    assert verdicts(LOWT, _superfluid(right), "extremum") == ["supported"]
    assert verdicts(LOWT, _superfluid(wrong), "extremum") == ["contradicted"]


def test_a_marker_that_is_not_the_extreme_is_wrong_whatever_the_unrecorded_errors():
    text = section("Detailed Analysis", "* The point at δ = 0.09 has the largest error bar.")
    assert verdicts(TC, text, "extremum") == ["contradicted"]
    text = section("Detailed Analysis", "* The point at δ = 0.05 has the largest error bar.")
    assert verdicts(TC, text, "extremum") == ["unverifiable"]  # an unrecorded error bar may be larger


@pytest.mark.parametrize("text", [
    "* The point at -98 K has the largest error bar.",  # two series, none named: no claim
    "* **Superfluid (orange):**\n  * The point at -97 K has the largest error bar.",  # no marker there
])
def test_an_error_bar_extreme_that_cannot_be_placed_is_not_called_wrong(text):
    assert "contradicted" not in verdicts(LOWT, section("Detailed Analysis", text), "extremum")
