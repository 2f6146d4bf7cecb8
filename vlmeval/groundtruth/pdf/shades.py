"""Marker series of one shape drawn in shades of one hue, which the legend keys by one entry of that shape and one
of those shades (a quantity drawn for several system sizes, each a lighter or darker shade): each is that entry's
series too, named by the entry and its own look ('S(ℓ), first light blue squares'), not by its look alone."""

from __future__ import annotations

import colorsys

from vlmeval.groundtruth.pdf.legend import Entry
from vlmeval.groundtruth.pdf.markers import marker_anchor
from vlmeval.groundtruth.pdf.names import describe, style_of, unique_names
from vlmeval.groundtruth.pdf.primitives import Page, color_key

HUE = 10.0  # degrees: shades of one colour keep its hue
CHROMA = 0.03  # a colour whose components differ by less has no hue to compare (black, grey, white)


def _hue(color) -> float | None:
    if color is None or max(color[:3]) - min(color[:3]) < CHROMA:
        return None
    return colorsys.rgb_to_hsv(*color[:3])[0] * 360.0


def family_entry(entries: list[Entry], color, shape: int) -> Entry | None:
    """The one marker entry of this shape, in another shade of the colour's hue, that no entry names the colour of."""
    keyed = [e for e in entries if e.kind == "marker" and e.shape == shape]
    if len(keyed) != 1 or any(color_key(e.color) == color_key(color) for e in entries):
        return None
    h, hk = _hue(color), _hue(keyed[0].color)
    if h is None or hk is None or min(abs(h - hk), 360.0 - abs(h - hk)) > HUE:
        return None
    return keyed[0]


def family_names(page: Page, entries: list[Entry], groups: dict, named: set) -> dict:
    """{group index: name} for the groups (keyed (colour, shape), as values.scatter's) that no entry names but
    that are shades of an entry's series, each with its look as the record words it (names.style_of); shades of
    one look are told apart by order ('first', 'second')."""
    found = {}
    for i, ((_, shape), group) in enumerate(groups.items()):
        color = group[0].fill or group[0].stroke
        entry = None if i in named else family_entry(entries, color, shape)
        if entry is not None:
            found[i] = (entry.name, describe(style_of(page, "scatter", color, [marker_anchor(p) for p in group])))
    looks = unique_names([look for _, look in found.values()], [True] * len(found))
    return {i: f"{name}, {look}" for (i, (name, _)), look in zip(found.items(), looks)}
