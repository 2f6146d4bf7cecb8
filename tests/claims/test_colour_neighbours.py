"""A colour the record names between two hues ("coral", between red and orange) is reached by either hue's word
when it is the panel's only series of that family, never when the word names another series of the panel; a paler
or darker purple is reached by "purple"."""

from __future__ import annotations

import pytest

from record_builders import two_curves
from vlmeval.claims.xy_readings import series_by_look
from vlmeval.groundtruth.schema import SeriesStyle

FIG = two_curves("colour-neighbours")


def _panel(first: str, second: str):
    panel = FIG.panels[0].model_copy(deep=True)
    panel.data.styles = [SeriesStyle(color=first), SeriesStyle(color=second)]
    return panel


@pytest.mark.parametrize("word", ["red", "orange", "salmon", "coral"])
def test_a_coral_series_is_reached_by_red_or_orange(word):
    assert series_by_look(_panel("blue", "coral"), f"the {word} line") == 1


@pytest.mark.parametrize("other", ["red", "orange"])
def test_a_word_naming_another_series_never_reaches_the_coral_one(other):
    assert series_by_look(_panel(other, "coral"), f"the {other} line") == 0


def test_a_word_two_series_share_a_family_with_reaches_neither():
    assert series_by_look(_panel("dark red", "coral"), "the crimson line") is None


@pytest.mark.parametrize("recorded", ["light purple", "dark purple"])
def test_purple_reaches_a_lighter_or_darker_purple(recorded):
    assert series_by_look(_panel("green", recorded), "the purple line") == 1
