"""Whether a narrow box beside the plots draws a colour scale. Plotly sets each legend entry in a box of its own,
painted fully transparent (its hover and click area): narrow, beside the plot, with the next entry's name under
it, so it reads as a colorbar with one tick. A box that paints nothing shows no scale unless one is drawn inside
it: an image (a gradient) or steps of several colours; a legend entry holds one sample line or swatch."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Page

STEPS = 3  # filled shapes of at least this many colours inside a box make a stepped colour scale


def draws_scale(page: Page, box: Box) -> bool:
    """The box is painted (a fill or an outline that shows), or a colour scale is drawn in it."""
    if (box.fill is not None and box.fill_alpha > 0) or (box.stroke is not None and box.stroke_alpha > 0):
        return True
    if any(_overlap(b, box) for b, _ in page.images):
        return True
    colours = {p.fill for p in page.paths if p.fill is not None and p.fill_alpha > 0 and p.bbox.inside(box, 0.5)}
    return len(colours) >= STEPS


def _overlap(a: Box, b: Box) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.top < b.bottom and b.top < a.bottom
