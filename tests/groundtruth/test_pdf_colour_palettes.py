"""Series colours are named as a reader names the colour shown: seaborn's palettes and plotly's by the hue their
palette gives them (seaborn's deep and muted reds are red, not brown), colours just beside a palette colour by the
same hue, and greys by their lightness, so that a darker and a lighter grey in one figure get names that differ."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.pdf.colours import colour_name


def _rgb(hexcode: str) -> tuple[float, float, float]:
    return tuple(int(hexcode[i:i + 2], 16) / 255 for i in (0, 2, 4))


def _near(hexcode: str, shift: tuple[int, int, int]) -> tuple[float, float, float]:
    """A colour a few steps off a palette colour (a renderer's rounding, a slightly different palette version)."""
    return tuple(min(255, max(0, int(hexcode[2 * i:2 * i + 2], 16) + d)) / 255 for i, d in enumerate(shift))


PALETTES = [  # (hex, the hue the palette names it by)
    ("c44e52", "red"), ("d65f5f", "red"), ("e8000b", "red"), ("d62728", "red"),  # seaborn deep, muted, bright; tab10
    ("dd8452", "orange"), ("ee854a", "orange"), ("ff7c00", "orange"), ("ffb482", "orange"), ("ff7f0e", "orange"),
    ("55a868", "green"), ("6acc64", "green"), ("1ac938", "green"),
    ("4c72b0", "blue"), ("4878d0", "blue"), ("023eff", "blue"), ("636efa", "blue"), ("4169e1", "blue"),
    ("8172b3", "purple"), ("956cb4", "purple"), ("8b2be2", "purple"), ("9400d3", "purple"), ("440154", "purple"),
    ("937860", "brown"), ("8c613c", "brown"), ("8c564b", "brown"), ("ca9161", "brown"),
    ("da8bc3", "pink"), ("dc7ec0", "pink"), ("f0e442", "yellow"), ("fee08b", "yellow"),
    ("006d2c", "dark green"), ("a62929", "dark red"), ("c03d3e", "red"),  # CSS 'brown' and its neighbours read as red
]


@pytest.mark.parametrize("hexcode, name", PALETTES)
def test_palette_colours_are_named_by_their_hue(hexcode, name):
    assert colour_name(_rgb(hexcode)) == name


@pytest.mark.parametrize("hexcode, name", PALETTES)
@pytest.mark.parametrize("shift", [(6, -4, 3), (-5, 5, -6)])
def test_a_colour_just_beside_a_palette_colour_keeps_its_name(hexcode, name, shift):
    assert colour_name(_near(hexcode, shift)) == name


@pytest.mark.parametrize("darker, lighter", [("a9a9a9", "d3d3d3"), ("515151", "999999"), ("808080", "c8c8c8")])
def test_a_darker_and_a_lighter_grey_get_names_that_differ(darker, lighter):
    dark, light = colour_name(_rgb(darker)), colour_name(_rgb(lighter))
    assert {dark, light} <= {"dark grey", "grey", "light grey"} and dark != light
    order = ["dark grey", "grey", "light grey"]
    assert order.index(dark) < order.index(light)
