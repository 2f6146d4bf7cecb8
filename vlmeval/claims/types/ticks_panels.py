"""The panel an axis sentence or clause names: "**Panel (a):** y-axis ...", "(b) x ticks ...", a panel's title
(``claims.document.single_panel``), else the line's; an inset named by its panel ("inset (b) y ticks ...") is not
that panel: it is that panel's inset where the record holds one ("inset of panel 2", "inset of Potential"), else
the claim names none and is judged against every panel."""

from __future__ import annotations

from vlmeval.claims import Document
from vlmeval.claims.document import single_panel
from vlmeval.claims.insets import inset_of_panel


def named_panel(doc: Document, start: int, end: int, fallback) -> str | None:
    """The one panel ``doc.text[start:end]`` names, else ``fallback()`` (the line's); None for an inset named by the
    panel it sits in."""
    found, line = single_panel(doc, start, end), fallback()
    if found is not None and line is not None and inset_of_panel(doc.figure.panels, found) == line:
        return line  # "- Potential: y ticks 0.85 to 0.95" in a line about that panel's inset ("**Insets**")
    found = found or line
    if found and "inset" in doc.text[start:end].lower() and "inset" not in found.lower():
        return inset_of_panel(doc.figure.panels, found)  # None where the record holds no inset of that panel
    return found
