"""The panel an axis sentence or clause names: "**Panel (a):** y-axis ...", "(b) x ticks ...", a panel's title
(``claims.document.single_panel``), else the line's; an inset named by its panel ("inset (b) y ticks ...") is not
that panel, so where the record holds it as a panel of its own ("inset of panel 2") the claim names none and is
judged against every panel."""

from __future__ import annotations

from vlmeval.claims import Document
from vlmeval.claims.document import single_panel


def named_panel(doc: Document, start: int, end: int, fallback) -> str | None:
    """The one panel ``doc.text[start:end]`` names, else ``fallback()`` (the line's); None for an inset named by the
    panel it sits in."""
    found = single_panel(doc, start, end) or fallback()
    if found and "inset" in doc.text[start:end].lower() and "inset" not in found.lower():
        return None
    return found
