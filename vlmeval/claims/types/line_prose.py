"""Line and bar chart prose: values, extremes, ranges, trends, comparisons, labels and unknown keys read clause by
clause from the prose of a line or bar chart (``claims.line_prose``). Each reading is a claim of the type it is,
read and checked in that type's module (``value_line``, ``extremum_line``, ``range_line``, ``trend_line``,
``comparison_line``, ``label_line``, ``ticks_line``); this entry runs the clause reader once and registers each
payload class with its kind and its verifier."""

from __future__ import annotations

from vlmeval.claims.line_prose import extract_line_prose
from vlmeval.claims.types import comparison_line, extremum_line, label_line, range_line, ticks_line, trend_line, value_line
from vlmeval.claimtypes import TypeEntry

PAYLOADS = (value_line.LINE + label_line.LINE + ticks_line.LINE + range_line.LINE + extremum_line.LINE + trend_line.LINE
            + comparison_line.LINE)
"""(kind, payload class, verifier) of every line/bar prose reading, in the order the registry lists them."""
CLASSES: tuple[type, ...] = tuple(cls for _, cls, _ in PAYLOADS)
"""Every line/bar prose payload class."""
ENTRY = TypeEntry(extract_line_prose, payloads=PAYLOADS)
