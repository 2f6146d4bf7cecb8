"""A colour word reaches the series a reader means, never two series of one panel: "blue" is the record's 'blue'
beside its 'light blue', "pale blue" (a reader's light blue) the 'light blue'; a hue reaches its paler tint when no
series has the hue itself ("yellow" for 'light yellow', "brown" for 'beige'); a word two series share a family with
reaches neither."""

from __future__ import annotations

import pytest

from record_builders import two_curves
from vlmeval.claims.xy_readings import series_by_look
from vlmeval.groundtruth.schema import SeriesStyle

FIG = two_curves("colour-shades")


def _panel(first: str, second: str):
    panel = FIG.panels[0].model_copy(deep=True)
    panel.data.styles = [SeriesStyle(color=first), SeriesStyle(color=second)]
    return panel


@pytest.mark.parametrize("text, row", [("the blue line", 0), ("the light blue line", 1), ("the pale blue line", 1),
                                       ("the dark blue line", 0)])
def test_blue_and_light_blue_are_told_apart(text, row):
    assert series_by_look(_panel("blue", "light blue"), text) == row


@pytest.mark.parametrize("recorded, text", [("light yellow", "the yellow band"), ("light green", "the pale green line"),
                                            ("light orange", "the pale orange line"), ("beige", "the brown bars"),
                                            ("beige", "the beige bars"), ("pink", "the pale red line")])
def test_a_hue_reaches_its_tint_when_no_series_has_the_hue(recorded, text):
    assert series_by_look(_panel("dark blue", recorded), text) == 1


@pytest.mark.parametrize("first, second, text", [("yellow", "light yellow", "the pale yellow line"),
                                                 ("green", "light green", "the pale green line")])
def test_pale_names_the_lighter_of_two_shades(first, second, text):
    assert series_by_look(_panel(first, second), text) == 1


@pytest.mark.parametrize("first, second, text", [("light yellow", "olive", "the amber line"),
                                                 ("beige", "dark brown", "the brown line"),
                                                 ("light green", "teal", "the lime line")])
def test_a_word_two_series_share_a_family_with_reaches_neither(first, second, text):
    assert series_by_look(_panel(first, second), text) is None
