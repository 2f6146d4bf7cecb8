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
from vlmeval.claims.series_styles import DASHDOT, LINE_STYLES, MARKER_WORDS, by_style, marker_is
from vlmeval.claims.text import norm
from vlmeval.claims.xy_readings import COLOUR_FAMILIES, COLOUR_WORD, scope_line, series_in_scope
from vlmeval.groundtruth.panel_kinds import grid_panel
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

_BULLET = lazy_compile(r"^\s*[*\-•]\s")
_LABEL_LIST = lazy_compile(r"^\s*[*\-•]\s+\*\*panel\s+(?:labels|titles)[^*]*\*\*", re.I)
_QUOTED = lazy_compile(r"[\"“]([^\"”\n]{1,40})[\"”]")
_LEAD = lazy_compile(r"^\s*\*\*([^*]{1,40}?):?\*\*")
_LEGEND_LINE = lazy_compile(r"^\s*[*\-•]\s+\*\*[^*]*\blegend\b[^*]*\*\*", re.I)
# a legend entry: a name, or a symbol given a word ("α = s (red circle)"), and its look in brackets
_ENTRY = lazy_compile(r"(?:^|[,;:]\s*|\band\s+|\*\*\s*)(?P<name>[A-Za-z][\w\s-]{0,24}?|[^\W\d_][\w′']{0,6}\s*=\s*"
                      r"(?P<word>[^\W\d_][\w′']{0,6}))\s*\((?P<look>[^()]{1,40})\)")


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
    return "" if head is None else legend_look(doc, head.group(1))


def legend_look(doc: Document, name: str) -> str:
    """The look the description's legend gives the one entry named ``name`` ("" when none): its whole name, or the
    word its symbol is given ("s" for the entry "α = s (red circle)")."""
    said = norm(name)
    for line in doc.lines:
        if _LEGEND_LINE.match(line.text):
            looks = [m.group("look") for m in _ENTRY.finditer(line.text)
                     if said in (norm(m.group("name")), norm(m.group("word") or ""))]
            return looks[0].lower() if len(looks) == 1 else ""
    return ""


# --- the series a sentence is about, named before its keyword or by the lead-in of its bullet: by legend text,
# colour (``claims.xy_readings.series_in_scope``), or line style and marker alone ("the dash-dot line", "the line
# with square markers"), each matched against the record's looks (``Table.styles``).

_LEAD_OF_LINE = lazy_compile(r"^\s*(?:[*\-•+]\s+|\d{1,3}[.)]\s+)?\*\*([^*\n]{1,80}?):?\*\*\s*:?")


def subject_series(doc: Document, line, before: str, panel_title: str | None):
    """The series (its name as the record writes it) a statement is about: the one series named in ``before``
    (the sentence up to its keyword), else in its bullet's bold lead-in, else in the lead-in line above the
    bullet; None when the panel draws one series, when no text names exactly one, and for a grid of cells."""
    fig = doc.figure
    panel = next((p for p in fig.panels if p.title == panel_title), None) if panel_title else None
    panel = panel or (fig.panels[0] if len(fig.panels) == 1 else None)
    if panel is None or panel.data is None or len(panel.data.rows) < 2 or grid_panel(fig, panel):
        return None
    texts = [before]
    if (lead := _LEAD_OF_LINE.match(line.text)) is not None:
        texts.append(lead.group(1))
    at = next((i for i, other in enumerate(doc.lines) if other is line), None)
    if at is not None and (scope := scope_line(doc, at)) is not None:
        texts.append(scope.text)
    for text in texts:
        found = series_in_scope(panel, [text.lower()])
        if found is None:
            hits = by_style(panel.data.styles or [], text.lower())
            found = hits[0] if len(hits) == 1 else None
        if found is not None:
            return panel.data.rows[found]
    return None


def look_fits(style, look: str) -> bool:
    """Whether a look as written ("purple dashed", "orange line with circles") fits a recorded style: every colour
    family, line style and marker it names is the style's (what the record does not hold never conflicts)."""
    low = look.lower()
    if style.color and not _colour_fits(style.color.lower(), low):
        return False
    rest = DASHDOT.sub(" ", low)
    lines = {"dashdot"} if DASHDOT.search(low) else {k for k, rx in LINE_STYLES.items() if rx.search(rest)}
    if style.line and len(lines) == 1 and style.line not in lines:
        return False
    marks = {k for k, w in MARKER_WORDS.items() if re.search(rf"\b(?:{w})\b", rest)}
    return not (style.marker and len(marks) == 1 and not marker_is(style.marker, marks))


def _hues(colour: str) -> set[str]:
    """The colour families of a colour name: "dark purple" is a purple, "teal" a green and a blue, "black" black."""
    if colour.split()[-1] == "black":
        return {"black"}
    return {hue for hue, family in COLOUR_FAMILIES.items() if colour in family or colour.split()[-1] in family}


_BLACK = lazy_compile(r"\bblack\b")


def _colour_fits(recorded: str, low: str) -> bool:
    """Whether the colours a look names fit a recorded colour: one of them shares its family ("cyan/turquoise" for
    cyan, "orange/salmon" for orange), or one has no family the rules know. Grey and black never conflict (a dark
    grey is read as black); a look naming no colour fits."""
    said = {m.group() for m in COLOUR_WORD.finditer(low)} | ({"black"} if _BLACK.search(low) else set())
    own = _hues(recorded)
    if not said or not own or recorded in said:
        return True
    families = [_hues(c) for c in said]
    if any(not f for f in families):
        return True
    neutral = {"grey", "black"}
    return any(f & own or (f <= neutral and own <= neutral) for f in families)


def swapped_look(panels: list[Panel], names: tuple, looks: tuple) -> tuple[str, str, str] | None:
    """(name, look, other series) for the first legend entry given a look its series' recorded style does not have
    and another series of its panel does (the looks of two series swapped); None when every look fits. A name two
    panels' keys both hold (a key per panel, its colours restarting) is swapped in none when its look fits in one."""
    for name, look in zip(names, looks):
        if any(look_fits(styles[i], look) for p in panels if (styles := p.data.styles if p.data else None)
               for i, r in enumerate(p.data.rows) if styles[i] is not None and norm(str(r)) == norm(name)):
            continue
        for p in panels:
            styles = p.data.styles if p.data is not None else None
            at = [i for i, r in enumerate(p.data.rows) if norm(str(r)) == norm(name)] if styles else []
            if len(at) != 1 or styles[at[0]] is None or look_fits(styles[at[0]], look):
                continue
            others = [str(r) for j, r in enumerate(p.data.rows) if j != at[0] and styles[j] is not None
                      and look_fits(styles[j], look)]
            if len(others) == 1:
                return name, look, others[0]
    return None
