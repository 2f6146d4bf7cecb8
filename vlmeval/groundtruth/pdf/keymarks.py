"""A legend key drawn as a square with the series' marker at its centre (ggplot's key of a scatter: a white or light
grey square 1.2 lines tall, the point in its middle): the entry is the marker's, its colour and shape, not the
square's background, so the markers of that colour take the key's name."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Color, Shape

CENTRED = 0.15  # of the square's side: how far the marker's centre may sit from the square's
LIGHT = 0.85  # a key background is this light at least in every channel, and grey (channels within 0.02)


def key_marker(swatch: Box, colour: Color | None, markers: list[Shape]) -> Shape | None:
    """The one marker centred inside a light, grey key square, if one is (none where the square is a series' own
    colour, or where two markers share it)."""
    if colour is None or min(colour) < LIGHT or max(colour) - min(colour) > 0.02:
        return None
    inside = [p for p in markers if p.bbox.inside(swatch, 0.5) and abs(p.bbox.cx - swatch.cx) <= CENTRED * swatch.w
              and abs(p.bbox.cy - swatch.cy) <= CENTRED * swatch.h]
    return inside[0] if len(inside) == 1 else None
