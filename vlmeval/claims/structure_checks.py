"""What the structure claim types (``claims.types.label``, ``ticks``, ``range``, ``count``) share: the words a
count starts with, when read (a count of panels, of ticks), and, when checked, the panels a claim is about and the
ticks a panel records."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.claims.text import NUMBER_WORDS
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import VerifyContext
from vlmeval.claims.types.value_check import resolve_panel

# What a count starts with, tested first: the search skips other positions faster (the matches are the same)
COUNT_START = r"(?=[\d" + "".join(sorted({w[0] for w in NUMBER_WORDS})) + "])"
# A number glued to a letter, apostrophe or hyphen is part of a name ("AIME'24", "preview-04-17"), not a count
NOT_IN_NAME = r"(?<![@\w.'’-])"


def count_value(word: str) -> int | None:
    w = word.lower()
    if w.isdigit():
        return int(w)
    if w.replace(".", "", 1).isdigit():
        return int(float(w)) if float(w).is_integer() else float(w)  # "2.5 heatmaps": verify/nonsense.py
    return NUMBER_WORDS.get(w)


def claim_panels(claim: Claim, ctx: VerifyContext) -> list[Panel]:
    """The claim's panel, else every panel of the figure."""
    p = resolve_panel(claim, ctx)
    return [p] if p is not None else list(ctx.figure.panels)


def recorded_ticks(panel: Panel, target: str, grid: bool) -> list | None:
    """The recorded ticks; a heatmap's rows/columns (and a category axis's columns) are its ticks, a chart's
    series are not, so a line or bar chart with no ticks recorded has None (its tick claims are unverifiable)."""
    if target == "x":
        columns_are_ticks = grid or panel.x.scale == "categorical"
        return panel.x.ticks or (panel.data.columns if columns_are_ticks and panel.data and panel.data.columns else None)
    if target == "y":
        rows_are_ticks = grid
        return panel.y.ticks or (panel.data.rows if rows_are_ticks and panel.data and panel.data.rows else None)
    if target == "colorbar":
        return panel.colorbar.ticks if panel.colorbar and panel.colorbar.ticks else None
    return None
