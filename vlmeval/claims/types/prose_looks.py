"""Series named with their colours inside a sentence of prose ("two orbitals, α = s (blue) and α = p (red)", "the
blue (ν = 2.0) and green (ν = 1.2) points nearly coincide"): each pair a name of the record's series and a look
that names a colour, the name first with the look in brackets or the look first with the name in brackets.

A sentence holding two such pairs or more is one claim (kind ``label``, target ``legend``, ``ProseLooks``): it is
contradicted when two of its series are each given the other's look (the looks swapped: every look that fits
neither its own series nor that other one's is left aside), supported when every look fits its own series, and
unverifiable otherwise (a look that is another series' with no swap back may be a colour named loosely). The
legend lines are read elsewhere (``label.legend_entries``, ``legend_items``); a sentence such a reader takes is not
read here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.document import sentences
from vlmeval.claims.described_keys import look_fits
from vlmeval.claims.structure_checks import claim_panels
from vlmeval.claims.text import norm
from vlmeval.claims.xy_readings import COLOUR_WORD
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class ProseLooks:
    """The (name, look) pairs of one sentence, in order."""
    names: tuple[str, ...]
    looks: tuple[str, ...]


_BRACKET = lazy_compile(r"\(([^()\n]{1,40})\)")
# a look in brackets: a colour and perhaps a shade, line style or mark ("blue", "dark red dashed", "red circles")
_LOOK = lazy_compile(r"^(?:(?:light|dark|pale|bright|deep|medium|solid|dashed|dotted|thin|thick|filled|open)\s+|[\w-]+[/-])*"
                     rf"(?:{COLOUR_WORD.pattern[2:-2]}|black|white)"
                     r"(?:\s+(?:solid|dashed|dotted|line|lines|curve|curves|circles?|squares?|dots?|markers?|points?|"
                     r"triangles?|diamonds?|stars?|crosses))*$", re.I)
# the look just before a name in brackets: "the blue (ν = 2.0)", "dark red (80+)"
_LOOK_BEFORE = lazy_compile(r"(?:(?:light|dark|pale|bright|deep|medium)\s+)?"
                            rf"(?:{COLOUR_WORD.pattern[2:-2]}|black|white)\s*$", re.I)
MIN_PAIRS = 2


def _names(panels: list[Panel]) -> dict[str, str]:
    return {norm(str(r)): str(r) for p in panels if p.data is not None and p.data.styles for r in p.data.rows}


def _name_before(sentence: str, at: int, names: dict[str, str]) -> tuple[str, int] | None:
    """The series name ending right before ``at`` (a bracket's start), bounded on its left, and where it starts."""
    head = sentence[:at].rstrip().rstrip("\"”*").rstrip()
    for name in sorted(names.values(), key=len, reverse=True):
        if head.lower().endswith(name.lower()):
            before = head[:len(head) - len(name)]
            if not before or not (before[-1].isalnum() or before[-1] in "_."):
                return name, len(before)
    return None


def _pairs(sentence: str, names: dict[str, str]) -> list[tuple[str, str, int, int]]:
    out = []
    for b in _BRACKET.finditer(sentence):
        inner = b.group(1).strip().strip("\"“”")
        if _LOOK.match(inner):
            found = _name_before(sentence, b.start(), names)
            if found is not None:
                out.append((found[0], inner, found[1], b.end()))
        elif norm(inner) in names and (lk := _LOOK_BEFORE.search(sentence, 0, b.start())) is not None:
            out.append((names[norm(inner)], lk.group().strip(), lk.start(), b.end()))
    return out


def extract_prose_looks(doc: Document) -> Iterator[Claim]:
    if chart_kind(doc.figure.kind).grid or "(" not in doc.text:
        return
    names = _names(list(doc.figure.panels))
    if len(names) < 2:
        return
    text = doc.text
    for line, s, e, _mentions, panel in sentences(doc):
        sentence = text[s:e]
        if line.heading or "legend" in sentence.lower():
            continue  # a legend line: label.legend_entries and legend_items read it
        pairs = _pairs(sentence, names)
        if len({n for n, *_ in pairs}) < MIN_PAIRS:
            continue
        yield Claim("label", s + pairs[0][2], s + pairs[-1][3], stated=tuple(n for n, *_ in pairs),
                    panel=panel or line.panel, target="legend", source="prose looks",
                    payload=ProseLooks(tuple(n for n, *_ in pairs), tuple(lk for _, lk, *_ in pairs)))


def _style_of(panels: list[Panel], name: str) -> list:
    return [p.data.styles[i] for p in panels if p.data is not None and p.data.styles
            for i, r in enumerate(p.data.rows) if norm(str(r)) == norm(name) and p.data.styles[i] is not None]


def verify_prose_looks(claim: Claim, ctx: VerifyContext) -> Outcome:
    panels = claim_panels(claim, ctx)
    p = claim.payload
    styles = {n: _style_of(panels, n) for n in p.names}
    if any(not st for st in styles.values()):
        return unverifiable("a series named here has no look in the record")
    fits = [any(look_fits(st, look) for st in styles[n]) for n, look in zip(p.names, p.looks)]
    if all(fits):
        return supported(list(p.names))
    for i, (a, look_a) in enumerate(zip(p.names, p.looks)):
        for j, (b, look_b) in enumerate(zip(p.names, p.looks)):
            if i < j and norm(a) != norm(b) and not fits[i] and not fits[j] \
                    and all(look_fits(st, look_a) for st in styles[b]) and all(look_fits(st, look_b) for st in styles[a]):
                return contradicted("label", [a, b], f"{a!r} is given the look {look_a!r} of {b!r}, and {b!r} the "
                                    f"look {look_b!r} of {a!r}")
    return unverifiable("a look named here fits another series, with no swap back")


ENTRY = TypeEntry(extract_prose_looks, payloads=(("label", ProseLooks, verify_prose_looks),))
