"""Panels named in lead-ins and sentences where the general reading (``panel_titles``) would pick the wrong one or
none: a printed letter beside another panel's title words ("Panel A (Democrat, belief-speaking)"), and a side
named without the word "panel" ("**Left X-axis:**", "| Left (pink) | ..."), read from the panels' placements."""

from __future__ import annotations

import re

from vlmeval.claims.panel_titles import Lacking, RefReading, reading_order, by_side


_QUALIFIER = re.compile(r"\s*[(\[][^()\[\]\n]{1,80}[)\]]")  # "Panel A (Democrat, belief-speaking)": what A shows


def letter_qualifiers(fig, reading: RefReading, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the brackets right after each printed letter in ``reading.text[start:end]``: words that say
    what the lettered panel shows, which name no other panel even where another panel's title holds them."""
    out = []
    for _, b, _ in reading.refs(fig, start, end, letters_only=True):  # places from ``start``
        if (m := _QUALIFIER.match(reading.text, start + b, end)) is not None:
            out.append((m.start(), m.end()))
    return out


def panel_by_letter(fig, reading: RefReading, start: int, end: int) -> str | None:
    """The title of the one panel ``reading.text[start:end]`` names by its printed letter, else None. A printed
    letter outranks the words beside it: "Panel A (Democrat, belief-speaking)" is panel A though another panel is
    titled "belief-speaking" (the words say what A shows, not which panel is meant)."""
    refs = reading.refs(fig, start, end, letters_only=True)
    found = {id(p): p for _, _, p in refs}
    if len(found) != 1:
        return None
    panel = next(iter(found.values()))
    return None if panel is None or isinstance(panel, Lacking) else panel.title


# "**Left X-axis:**", "**Right legend (lower right):**", "| Left (pink) |", "**Top:**": a side and then a part of
# a panel, a bracket or the lead-in's end; the side words before another noun ("lower bound", "left tail") are not
# panels
_SIDE_LEAD = re.compile(r"[\s*_#`|>•-]*(?:the\s+)?(?P<w>left|right|top|upper|bottom|lower|middle|centre|center)"
                        r"(?:most)?(?:[- ]hand)?(?=\s*(?:(?:[xy][- ]?)?axis\b|legend\b|colou?r[- ]?bar\b|[(:|*]|$))",
                        re.I)


def panel_by_side_lead(fig, text: str) -> str | None:
    """The title of the panel at the side a lead-in opens with, where the panels' placements single one out
    (left/right in one row, top/bottom in one column, or in the row or column the lead-in names); else None."""
    if len(fig.panels) < 2 or (m := _SIDE_LEAD.match(text)) is None:
        return None
    order = reading_order(fig)
    panel = by_side(fig, order, m["w"], text) if order is not None else None
    return panel.title if panel is not None else None
