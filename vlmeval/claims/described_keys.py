"""Names a description defines for itself, for a figure whose record names its panels and series only by place
and look:

- a Components bullet listing the panels' printed labels in reading order ('* **Panel labels:** "R = 4.0 Å",
  "R = 5.0 Å", ...'), as many as the figure has panels, all placed (``Panel.position``): a lead-in naming one of
  them ("**R = 10.0 Å:**") is the panel at that place (the fifth label of a 3 × 2 grid: bottom left);
- a legend bullet giving each series' look ('* **Legend:** Cs (dark purple), Rb (blue), Mg (light green)'): a
  line naming one of its entries ("* Mg: peak of ...") names the series of that look, which
  ``claims.xy_readings.series_in_scope`` resolves by the record's colours (``Table.styles``) when it is unique.
"""

from __future__ import annotations

import re

from vlmeval.claims import Document
from vlmeval.claims.text import norm
from vlmeval.groundtruth.schema import Panel

_BULLET = re.compile(r"^\s*[*\-•]\s")
_LABEL_LIST = re.compile(r"^\s*[*\-•]\s+\*\*panel\s+(?:labels|titles)[^*]*\*\*", re.I)
_QUOTED = re.compile(r"[\"“]([^\"”\n]{1,40})[\"”]")
_LEAD = re.compile(r"^\s*\*\*([^*]{1,40}?):?\*\*")
_LEGEND_LINE = re.compile(r"^\s*[*\-•]\s+\*\*[^*]*\blegend\b[^*]*\*\*", re.I)
_ENTRY = re.compile(r"(?:^|[,;:]\s*|\band\s+|\*\*\s*)(?P<name>[A-Za-z][\w\s-]{0,24}?)\s*\((?P<look>[^()]{1,40})\)")


def listed_panel(doc: Document, i: int) -> Panel | None:
    """The panel the lead-in above line ``i`` (the nearest line above it in its section that is no bullet) names
    by a listed panel label; None without one."""
    for line in reversed(doc.lines[:i]):
        if line.heading:
            return None
        if line.text.strip() and not _BULLET.match(line.text):
            return panel_by_listed_label(doc, line.text)
    return None


def panel_by_listed_label(doc: Document, scope_text: str) -> Panel | None:
    """The panel a lead-in names by one of the panel labels the description lists in reading order."""
    lead = _LEAD.match(scope_text)
    panels = doc.figure.panels
    if lead is None or len(panels) < 2 or any(p.position is None for p in panels):
        return None
    for line in doc.lines:
        if not _LABEL_LIST.match(line.text):
            continue
        labels = [norm(q) for q in _QUOTED.findall(line.text)]
        if len(labels) != len(panels) or len(set(labels)) != len(labels) or norm(lead.group(1)) not in labels:
            return None
        ordered = sorted(panels, key=lambda p: p.position)
        return ordered[labels.index(norm(lead.group(1)))]
    return None


def described_look(doc: Document, text: str) -> str:
    """The look the description's legend gives the one legend entry ``text`` opens with ("" when none)."""
    head = re.match(r"^\s*[*\-•]?\s*(?:\*\*)?([^:*]{1,30}?)(?:\*\*)?:", text)
    if head is None:
        return ""
    name = norm(head.group(1))
    for line in doc.lines:
        if _LEGEND_LINE.match(line.text):
            looks = [m.group("look") for m in _ENTRY.finditer(line.text) if norm(m.group("name")) == name]
            return looks[0].lower() if len(looks) == 1 else ""
    return ""
