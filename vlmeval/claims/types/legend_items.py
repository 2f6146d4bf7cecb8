"""A legend written as a list, one series a line, each a name and a look and nothing else:

- "1. ROLR: crimson solid line", "- A-RL (i.i.d. baseline): blue line with square markers" (the name first);
- '- navy line with circle: "res 1"' (the look first);
- a table row "| Legend | top right: sockperf (light orange), iperf3 (light blue) |" (the entries of a legend cell).

Each line is a legend entry (kind ``label``, target ``legend``, ``ListedLook``) that knows the text's other such
lines: it is contradicted when its look is another series' and not its own, and another line gives that series
this one's look (the two looks swapped); a look that is another series' with no swap back may be a colour named
loosely ("blue" for a purple beside a blue), and is left unverifiable. A table's legend cell is judged as a legend
line is (``label.verify_legend``). A line is read only when its name is, as written, the name of a series the
record holds (with a trailing parenthetical dropped when the whole is not), and the other side of its colon names
nothing but colours, line styles and marks, so prose about a series ("- NDE: rises from ~0.08 ...") is never read
as its look.

A line of the same form among them ("- Oracle: green dashed line", "- magenta dotted line = Oracle") whose name is no
series, fit or curve of the record, in a list with at least ``MIN_LISTED`` lines that name series of its panel, is
one more legend entry (``UnlistedLook``): an invented series where no series is drawn with its look and the record
holds every look its panels draw (``label_parts.drawn_by_none``). It is read only then, so a line the figure may
hold is left to the other readers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Iterator

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.series_styles import MARKER_WORDS
from vlmeval.claims.structure_checks import claim_panels
from vlmeval.claims.text import norm
from vlmeval.claims.types.label import legend_entries, swapped_look
from vlmeval.claims.types.label_parts import declared_entries, drawn_by_none, drawn_names, legend_names, same_name
from vlmeval.claims.xy_readings import COLOUR_WORD
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable


@dataclass(frozen=True, slots=True)
class ListedLook:
    """A series' name and the look a list line gives it, with the (name, look) of the list's other lines."""
    name: str
    look: str
    others: tuple[tuple[str, str], ...] = ()

@dataclass(frozen=True, slots=True)
class UnlistedLook:
    """A list line, among lines listing series with their looks, pairing a look with a name no series has."""
    name: str
    look: str


MIN_LISTED = 2  # lines of a list that name series with their looks before another line reads as one of its entries
_ITEM = re.compile(r"^(?P<lead>\s*(?:[*\-•+]|\d{1,2}[.)])\s+)(?P<left>[^:\n]{1,60}?)\s*:\s+(?P<right>[^:\n]{2,80}?)"
                   r"\s*\.?\s*$")
# "- blue dotted line = DMRG extrapolation": a look, an equals sign, a name (no colon on the line)
_LOOK_EQUALS = re.compile(r"^(?P<lead>\s*(?:[*\-•+]|\d{1,2}[.)])\s+)(?P<left>[^:=\n]{2,60}?)\s+=\s+"
                          r"(?P<right>[^:=\n]{1,60}?)\s*\.?\s*$")
_TABLE_LEGEND = re.compile(r"^\s*\|\s*(?:\*\*)?legend\b", re.I)
_PAREN_TAIL = re.compile(r"\s*\([^()]*\)\s*$")
_MARKS = "|".join(MARKER_WORDS.values())
# the words a look is made of, apart from its colours and marker shapes: nothing else may stand on its side
_LOOK_WORD = re.compile(rf"(?:{_MARKS}|black|white|brown|turquoise|slate|solid|dash(?:ed|es)?|dott?ed|dash-dot|"
                        r"line|lines|curve|markers?|symbols?|bars?|with|and|or|filled|open|hollow|thick|thin|small|"
                        r"large|big|light|dark|pale|bright|faint|semi-transparent|translucent|shaded|band|area|"
                        r"edges?|outlines?|outlined|joined|connected|by|a|an|the|of)", re.I)
_TOKEN = re.compile(r"[^\s/,();]+")


def _pure_look(text: str) -> bool:
    """Whether ``text`` names a look and nothing else: one colour, line style or mark at least, every other
    word one of a look's ("blue line with square markers", "cyan/turquoise solid line", "navy line with circle")."""
    low = COLOUR_WORD.sub(" colour ", text.lower())
    words = _TOKEN.findall(low)
    named = [w for w in words if w == "colour" or re.fullmatch(rf"{_MARKS}|black|white|solid|dash(?:ed|es)?|dott?ed", w)]
    return bool(named) and all(w == "colour" or _LOOK_WORD.fullmatch(w) for w in words)


def _series_name(doc: Document, text: str) -> str | None:
    """``text`` as the name of a series of the record (quotes, bold and a trailing parenthetical aside), else None."""
    names = {norm(str(r)): str(r) for p in doc.figure.panels if p.data is not None and p.data.styles
             for r in p.data.rows}
    for cand in (text, _PAREN_TAIL.sub("", text)):
        cand = cand.strip().strip("*").strip().strip("\"“”'`").strip()
        if cand and norm(cand) in names:
            return names[norm(cand)]
    return None


def _item(doc: Document, line: Line) -> tuple[str, str, int, int] | None:
    """(name, look, start, end) of a list line "Name: look", "look: Name" or "look = Name", else None."""
    m = _ITEM.match(line.text)
    if m is None:
        return None
    for name_at, look_at in (("left", "right"), ("right", "left")):
        name = _series_name(doc, m.group(name_at))
        if name is not None and _pure_look(m.group(look_at)):
            return name, m.group(look_at).strip(), line.start + m.start("left"), line.start + m.end("right")
    return None


def _unknown_item(line: Line) -> tuple[str, str, int, int] | None:
    """(name, look, start, end) of a list line pairing a pure look with a name that is no series of the record."""
    m = _ITEM.match(line.text) or _LOOK_EQUALS.match(line.text)
    if m is None:
        return None
    left, right = m.group("left"), m.group("right")
    if _pure_look(left) == _pure_look(right):
        return None
    name, look = (right, left) if _pure_look(left) else (left, right)
    name = _PAREN_TAIL.sub("", name).strip().strip("*").strip().strip("\"“”'`").strip()
    return (name, look.strip(), line.start + m.start("left"), line.start + m.end("right")) if name else None


def _table_legend(doc: Document, line: Line) -> Claim | None:
    """The entries of a table row whose first cell is "Legend", read as a legend line is."""
    m = _TABLE_LEGEND.match(line.text)
    if m is None:
        return None
    at = line.text.lower().index("legend", 0, m.end())
    claim = legend_entries(doc, line, line.start + at, line.text[at:])
    if claim is not None:
        claim.source = "markdown table"  # read inside the table's block
    return claim


def extract_legend_items(doc: Document) -> Iterable[Claim]:
    """Legend entries written one a line, or in a table's legend cell, on a chart of series."""
    if chart_kind(doc.figure.kind).grid or ":" not in doc.text:
        return
    yield from _items(doc)


def _items(doc: Document) -> Iterator[Claim]:
    found: list[tuple[Line, tuple[str, str, int, int]]] = []
    unknown: list[tuple[Line, tuple[str, str, int, int]]] = []
    for line in doc.lines:
        text = line.text
        if text.lstrip().startswith("|"):
            claim = _table_legend(doc, line)
            if claim is not None:
                yield claim
        elif ":" in text or " = " in text:
            if (item := _item(doc, line)) is not None:
                found.append((line, item))
            elif (other := _unknown_item(line)) is not None and _invented(doc, *other[:2]):
                unknown.append((line, other))
    entries = tuple((name, look) for _, (name, look, _, _) in found)
    for line, (name, look, start, end) in found:
        others = tuple(e for e in entries if e != (name, look))
        yield Claim("label", start, end, stated=(name,), panel=line.panel, target="legend",
                    payload=ListedLook(name, look, others), source="legend list")
    for line, (name, look, start, end) in unknown:  # a line among the list's entries naming no series
        if sum(1 for f, _ in found if f.panel == line.panel) >= MIN_LISTED:
            yield Claim("label", start, end, stated=(name,), panel=line.panel, target="legend",
                        payload=UnlistedLook(name, look), source="legend list")


def verify_listed_look(claim: Claim, ctx: VerifyContext) -> Outcome:
    """A listed look that fits its series, supported; one that is another series' look, contradicted when the list
    gives that series this one's look."""
    p = claim.payload
    panels = claim_panels(claim, ctx)
    swap = swapped_look(panels, (p.name,), (p.look,))
    if swap is None:
        return supported(p.name)
    other = swap[2]
    back = [b for n, look in p.others if norm(n) == norm(other)
            and (b := swapped_look(panels, (n,), (look,))) is not None and norm(b[2]) == norm(p.name)]
    if back:
        return contradicted("label", other, f"{p.name!r} is given the look {p.look!r} of {other!r}, and "
                                            f"{other!r} the look of {p.name!r}")
    return unverifiable(f"{p.name!r} is given a look of {other!r}, whose own look the list does not swap")


def _invented(doc: Document, name: str, look: str) -> bool:
    """Whether no series, fit or curve of the figure is named ``name`` and none is drawn ``look`` (read only then: a
    line the figure may hold is left to the other readers)."""
    panels = doc.figure.panels
    known = legend_names(panels) + declared_entries(panels) + drawn_names(panels)
    return not any(same_name(name, n) for n in known) and drawn_by_none(panels, look)


def verify_unlisted_look(claim: Claim, ctx: VerifyContext) -> Outcome:
    """A list entry no series, fit or curve names, drawn with a look no series has where the record holds every
    look, is an invented series."""
    p = claim.payload
    panels = claim_panels(claim, ctx)
    known = legend_names(panels) + declared_entries(panels) + drawn_names(panels)
    if any(same_name(p.name, n) for n in known):
        return unverifiable(f"{p.name!r} is a name the record gives no series")
    if drawn_by_none(panels, p.look):
        return contradicted("hallucination", None, f"no series is named {p.name!r} or drawn {p.look!r}")
    return unverifiable(f"no series is named {p.name!r}, but the record may not hold every look")


ENTRY = TypeEntry(extract_legend_items, payloads=(("label", ListedLook, verify_listed_look),
                                                  ("label", UnlistedLook, verify_unlisted_look)))
