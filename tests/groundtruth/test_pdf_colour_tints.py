"""A pale tint (a colour mixed with much white) is named by its hue, as a reader names it: 'light green' for a pale
green, 'light orange' for a peach, 'beige' for a dull warm tint, 'pink' for a pale red, never the hue of whichever
reference colour happens to lie nearest in lightness (a pale green was 'orange', a pale mint 'light blue'). A light
red-orange between the reds' and the oranges' hues is 'coral'. Near-white, grey and vivid light colours keep their
names."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.pdf.colours import colour_name

PALETTE = {"green": (44, 160, 44), "blue": (31, 119, 180), "orange": (255, 127, 14), "purple": (148, 103, 189),
           "red": (214, 39, 40), "yellow": (255, 215, 0), "mint": (102, 194, 165), "tan": (210, 180, 140),
           "coral": (255, 127, 80), "muted orange": (221, 132, 82), "grey": (128, 128, 128)}


def _mix(colour: tuple[int, int, int], other: tuple[int, int, int], share: float) -> tuple[float, float, float]:
    """``colour`` with ``share`` of ``other`` mixed in, in 0..1."""
    return tuple(((1 - share) * c + share * o) / 255 for c, o in zip(colour, other))


def _tint(name: str, white: float) -> tuple[float, float, float]:
    return _mix(PALETTE[name], (255, 255, 255), white)


@pytest.mark.parametrize("hue, white, name", [
    ("green", 0.75, "light green"), ("green", 0.85, "light green"), ("mint", 0.5, "light green"),
    ("blue", 0.7, "light blue"), ("blue", 0.8, "light blue"), ("orange", 0.7, "light orange"),
    ("orange", 0.8, "light orange"), ("orange", 0.85, "light orange"),
    ("purple", 0.6, "light purple"), ("purple", 0.8, "light purple"),
    ("red", 0.8, "pink"), ("red", 0.88, "pink"), ("yellow", 0.75, "light yellow"), ("yellow", 0.85, "light yellow"),
    ("tan", 0.4, "beige"), ("tan", 0.55, "beige"),
])
def test_a_pale_tint_is_named_by_its_hue(hue, white, name):
    assert colour_name(_tint(hue, white)) == name


@pytest.mark.parametrize("hexcode", ["fafafa", "fdfcfa", "f7f7f7", "d3d3d3", "c8c8c8"])
def test_near_white_and_greys_are_no_tints(hexcode):
    assert colour_name(tuple(int(hexcode[i:i + 2], 16) / 255 for i in (0, 2, 4))) in ("white", "light grey")


@pytest.mark.parametrize("rgb, name", [((254, 224, 139), "yellow"), ((144, 238, 144), "light green"),
                                       ((255, 165, 0), "orange"), ((135, 206, 250), "light blue"),
                                       ((255, 192, 203), "pink")])
def test_vivid_light_colours_keep_their_names(rgb, name):
    assert colour_name(tuple(c / 255 for c in rgb)) == name


@pytest.mark.parametrize("share", [0.15, 0.3])
def test_between_coral_and_a_muted_orange_is_coral(share):
    assert colour_name(_mix(PALETTE["coral"], PALETTE["muted orange"], share)) == "coral"


def test_a_dusty_coral_is_coral_and_the_palette_red_and_orange_keep_theirs():
    assert colour_name(_mix(PALETTE["coral"], PALETTE["grey"], 0.2)) == "coral"
    assert colour_name(tuple(c / 255 for c in (239, 85, 59))) == "red"
    assert colour_name(tuple(c / 255 for c in PALETTE["muted orange"])) == "orange"
