"""Box plots in several colours (a hue: seaborn's and ggplot's dodged boxes, one per group beside each category):
each colour's boxes are a set of rows of their own, named by the key, and each box is keyed to the category it is
drawn beside, not to its own x (two boxes either side of a tick stand for that tick's category)."""

from __future__ import annotations

from dataclasses import dataclass

from vlmeval.groundtruth.pdf.axes import AxisRead
from vlmeval.groundtruth.pdf.boxplots import BOX_ROWS, BoxDrawn
from vlmeval.groundtruth.pdf.colours import colour_name
from vlmeval.groundtruth.pdf.legend import Entry
from vlmeval.groundtruth.pdf.primitives import Box, color_key
from vlmeval.groundtruth.pdf.ticks import as_key


@dataclass(frozen=True, slots=True)
class HuedValue:
    """One statistic of one box: its row (the hue's name and the statistic), its category and where it is drawn."""

    row: str
    column: int | float | str
    y: float
    x: float
    fill: tuple  # the box's colour


def hued_boxes(boxes: list[BoxDrawn], axis: AxisRead, entries: list[Entry],
               squares: list[Box]) -> list[HuedValue] | None:
    """The boxes' statistics by colour and category, or None where the boxes are of one colour (the rows are then
    the statistics alone) or no category holds boxes of two colours (a colour per category), where a colour is
    neither named by the key nor by a colour word, or where a box is beside no tick (boxes on a continuous axis
    stand at their own x). ``squares``: the page's filled rectangles, among them the key's squares (ggplot draws
    a box plot's key as a filled square with the median across it)."""
    hues = list(dict.fromkeys(color_key(b.fill) for b in boxes if b.fill is not None))
    if len(hues) < 2 or any(b.fill is None for b in boxes):
        return None
    names = {h: _name(h, next(b.fill for b in boxes if color_key(b.fill) == h), entries, squares) for h in hues}
    if any(n is None for n in names.values()) or len(set(names.values())) < len(hues):
        return None
    keys = [_category(b.x, axis) for b in boxes]
    if None in keys or not any(len({color_key(b.fill) for b, k in zip(boxes, keys) if k == key}) > 1 for key in keys):
        return None  # one box a category, each in its own colour: a palette over the categories, no hue
    out = []
    for b, key in zip(boxes, keys):
        stats = ({"medians": b.median} if b.median is not None else {}) | b.ends
        for stat in ("medians", *BOX_ROWS):
            if stat in stats:
                out.append(HuedValue(f"{names[color_key(b.fill)]} {stat}", key, stats[stat], b.x, b.fill))
    return out


def _name(hue, fill, entries: list[Entry], keys: list[Box]) -> str | None:
    """The key's name for a colour (one name, though each panel repeats the key), else the colour's word."""
    keyed = {e.name for e in entries if hue in _swatch_colours(e, keys)}
    return keyed.pop() if len(keyed) == 1 else colour_name(fill) if not keyed else None


def _swatch_colours(e: Entry, keys: list[Box]) -> set:
    """The colours an entry's swatch shows: its own, and the fill of a small square drawn under its middle."""
    swatch = e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox
    under = {color_key(k.fill) for k in keys if k.fill is not None and max(k.w, k.h) < 30
             and k.contains(swatch.cx, swatch.cy)}
    return under | ({color_key(e.color)} if e.color is not None else set())


def _category(x: float, axis: AxisRead):
    """The tick a box is drawn beside: the nearest, within half the ticks' spacing (its label's key)."""
    placed = list(zip(axis.positions, axis.ticks))
    if len(placed) < 2:
        return None
    spacing = min(abs(a - b) for (a, _), (b, _) in zip(placed, placed[1:]))
    p, run = min(placed, key=lambda t: abs(t[0] - x))
    if abs(p - x) >= 0.5 * spacing:
        return None
    return as_key(run.text)
