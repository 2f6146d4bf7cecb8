"""The unit an axis bullet states in words where it quotes no label ("* **Y-axis:** Uptake, measured in cm³/g") is
judged against the unit the record's axis label ends with, on a real-suite figure of a dev paper
(ar-mcm-avg-uptake-vs-poverp0: y "Uptake [mmol/g]", x "P/P0" without a unit). Before, no claim was read."""

from __future__ import annotations

from real_suite_sentences import section, verdicts

UPTAKE = "ar-mcm-avg-uptake-vs-poverp0"


def _labels(bullet: str) -> list[str]:
    return verdicts(UPTAKE, section("Components/Axes", bullet), "label")


def test_a_unit_in_words_is_the_axis_unit():
    assert _labels("* **Y-axis:** Uptake, measured in mmol/g, from 0 to about 31.") == ["supported"]
    assert _labels("* **Y-axis:** Uptake, measured in cm³/g, from 0 to about 31.") == ["contradicted"]
    assert _labels("* **Y-axis:** the uptake, given in units of wt%.") == ["contradicted"]


def test_an_axis_label_without_a_unit_or_a_word_that_is_no_unit_is_not_judged():
    assert "contradicted" not in _labels("* **X-axis:** relative pressure, measured in bar, from 0 to 1.")
    assert _labels("* **Y-axis:** Uptake, measured in hundreds.") == []
