"""The legend of a chart of series, as a description states it (judged by ``verify.structure.verify_legend``).

- "legend" on a chart of series (not a grid, no colour-bar word) is the key of its series, not a colour scale:
  a quoted name in the sentence is a series name;
- "**Legend:** Cs (dark purple), Rb (blue), ..., and a bulk-He reference (black dashed line)": the entries it
  lists, each a name with its look in parentheses; an entry the figure's legend lacks, among entries it has, is
  an invented series.
"""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document, Line
from vlmeval.claimtypes import LabelPayload
from vlmeval.groundtruth.kinds import chart_kind

_COLOUR_SCALE = re.compile(r"\bcolou?r[- ]?(?:bar|scale|map|gradient)\b|\bcolorbar\b", re.I)
# "* **Legend (top-left panel):** " then the entries, up to the end of the clause
_LEAD = re.compile(r"^\s*(?:[*\-•]\s+)?\*\*[^*]*\blegend\b[^*]*\*\*:?\s*", re.I)
_ENTRY_GAP = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)")
_ENTRY = re.compile(r"(?:(?:a|an|the)\s+)?(?P<name>[^\s(),;:.\"“”][^(),;:\"“”]{0,40}?)\s*\([^()]{1,60}\)")
MIN_KNOWN_ENTRIES = 3  # entries the figure's legend has before one it lacks counts as invented


def series_legend(doc: Document, lower: str) -> bool:
    """Whether a sentence's "legend" is the key of a chart's series (its names) rather than a colour scale: a chart
    of series (not a grid) and no colour-bar word."""
    return "legend" in lower and not chart_kind(doc.figure.kind).grid and not _COLOUR_SCALE.search(lower)


def legend_entries(doc: Document, line: Line, start: int, sentence: str) -> Claim | None:
    """The entries of a "**Legend:** A (look), B (look), ..." line, as one claim (stated: their names)."""
    lead = _LEAD.match(sentence)
    if lead is None:
        return None
    pos, names, end = lead.end(), [], lead.end()
    while True:
        m = _ENTRY.match(sentence, pos)
        if m is None:
            break
        names.append(m.group("name").strip())
        end = m.end()
        gap = _ENTRY_GAP.match(sentence, end)
        if gap is None:
            break
        pos = gap.end()
    if len(names) < MIN_KNOWN_ENTRIES + 1:
        return None
    return Claim("label", start + lead.end(), start + end, stated=tuple(names), panel=line.panel,
                 target="legend", payload=LabelPayload("; ".join(names)), source="legend entries")
