"""A dark blue stays blue beside viridis' and Spectral's purples: a colour whose nearest reference is a purple, at a
blue hue, is 'dark blue' (or 'blue' when not dark); the purples themselves keep their name."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.pdf.colours import colour_name


def _mix(a, b, share: float) -> tuple[float, float, float]:
    return tuple(((1 - share) * x + share * y) / 255 for x, y in zip(a, b))


NAVY, STEEL, ROYAL, GREY = (0, 0, 128), (70, 130, 180), (65, 105, 225), (128, 128, 128)


@pytest.mark.parametrize("share", [0.4, 0.5, 0.55])
def test_navy_toward_steel_blue_is_dark_blue(share):
    assert colour_name(_mix(NAVY, STEEL, share)) == "dark blue"


@pytest.mark.parametrize("colour, share", [(ROYAL, 0.5), (GREY, 0.3)])
def test_navy_toward_royal_blue_or_grey_is_dark_blue(colour, share):
    assert colour_name(_mix(NAVY, colour, share)) == "dark blue"


@pytest.mark.parametrize("rgb", [(72, 40, 120), (68, 1, 84), (102, 51, 153), (72, 61, 139), (94, 79, 162)])
def test_the_purples_stay_purple(rgb):
    assert colour_name(tuple(c / 255 for c in rgb)) == "purple"
