"""A line under a panel's ticks that stands right over the frame of the panel below is that panel's title.

In a grid of titled panels whose upper row prints no x label, the only text under an upper panel's tick labels is
the title of the panel under it; read as the upper panel's x label it also left the lower panel untitled (named by
place). An x label sits a pad under its own tick labels; a title sits a pad over its own frame: the line is the
lower frame's when it is nearer that frame than the ticks above it, and within an em of it.
"""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Run

_PAD = 1.0  # em: how far over its frame a title stands at most (matplotlib's pad is 6 points, half an em at 12)


def titles_frame_below(r: Run, ticks_bottom: float, frames: list[Box]) -> bool:
    """Whether ``r`` (a line under a frame whose tick labels end at ``ticks_bottom``) is a title of a frame below."""
    over = r.top - ticks_bottom
    return any(b.x0 <= r.cx <= b.x1 and 0 <= b.top - r.bottom <= _PAD * r.size and b.top - r.bottom < over
               for b in frames)
