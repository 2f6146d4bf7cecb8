"""A key's swatch drawn as an unfilled outlined box (matplotlib's handle for a step histogram, histtype='step'):
it names the series drawn in its outline's colour, as a filled box names the bars of its fill."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box


def outline_swatch(b: Box) -> bool:
    """An unfilled box stroked in a colour (not black or grey, which frame a legend or a cell, never name a series)."""
    if b.fill is not None or b.stroke is None:
        return False
    return max(b.stroke) - min(b.stroke) > 0.1
