"""Whether the figure itself holds what a degenerate-looking sentence repeats.

A list of the values an annotated heatmap prints ("8, 8, 8, 8, 8" where most cells are 8) or a name the figure
prints in several panels repeats because the figure does; such a repetition is a reading, not looping text.
A repeated number is held when that many cells hold it (to the precision written); a repeated name when that
many panel keys are it.
"""

from __future__ import annotations

import re
from collections import Counter

from vlmeval.claims.text import norm
from vlmeval.groundtruth.schema import Figure

_NUMBER = re.compile(r"[-−]?\d+(?:\.\d+)?")


def held_by_figure(figure: Figure, repeated: str, times: int) -> bool:
    """True when ``figure`` holds ``repeated`` (a run of words written ``times`` times) at least as often."""
    words = repeated.replace(",", " ").split()
    if words and all(_NUMBER.fullmatch(w) for w in words):
        return all(_cells_holding(figure, w) >= n * times for w, n in Counter(words).items())
    name = norm(repeated)
    keys = sum(norm(str(k)) == name for p in figure.panels if p.data is not None
               for k in [*p.data.rows, *p.data.columns])
    # a list of panel titles that share words ("Number of topics (K): 5", "Number of topics (K): 10", ...)
    titles = sum(bool(name) and name in norm(p.title) for p in figure.panels if p.title)
    return keys + titles >= times


def _cells_holding(figure: Figure, written: str) -> int:
    """The cells whose value reads as ``written`` (rounded to its decimals)."""
    value = float(written.replace("−", "-"))
    decimals = len(written.partition(".")[2])
    half = 0.5 * 10 ** -decimals
    return sum(1 for p in figure.panels if p.data is not None for row in p.data.values for v in row
               if v is not None and abs(v - value) <= half + 1e-9)
