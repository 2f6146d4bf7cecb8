"""Readings stated of a curve drawn over the data (``Panel.curves``: a density curve over a histogram's bars, a fit or
model curve beside a scatter's markers), read where the description names the curve itself: "The density curve
starts at about 1 at accuracy 0, rises through ~7.5 at 0.4 to a single peak of about 16 near 0.61, then levels off at
about 8 up to 1.0", "The model curve oscillates between a maximum of ~9.1 km/s and ...", "**Density curve:** about
0.8 at x = 0.57", and the bullets under a lead-in naming it ("Green curve readings:" over "- x = 22.5: secondary
peak ~0.13", "- x = 40 to 50: ~0.00").

Only a sentence whose subject is "the (density|fitted|model|<colour>) curve", "the fit", "the KDE" (or a list under
such a lead-in) on a panel the record holds curves for, and only the curve that name picks (the panel's one curve,
or the one of that colour): the markers and bars stay what every other reading is judged on. Each reading becomes
a ``value`` claim with a ``CurveReading`` payload, judged against the curve's vertices (``curve_check``)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.document import sentences
from vlmeval.claims.text import APPROX_RE
from vlmeval.claims.trend_words import BUMP_WORDS, MAXIMUM_WORDS, MINIMUM_WORDS, PEAK_FORMS, PEAKING_FORMS, TROUGH_WORDS
from vlmeval.claims.types.curve_check import verify_curve_reading
from vlmeval.claims.xy_readings import HEDGE, NUM, decimals_of, hedged_before, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.schema import Curve, Panel
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class CurveReading:
    """One reading of curve ``curve`` (its index in ``Panel.curves``, ``name`` its record name): ``kind`` "at" (its
    value ``y`` at ``x``), "max"/"min" (its peak or dip there, or anywhere when ``x`` is None), "level" (it holds
    ``y`` from ``x`` to ``x_end``; ``x_end`` None: at ``x``). ``approx``: the reading is hedged (the sentence's "about"
    carries over its later readings), ``x_approx`` likewise for the x."""
    curve: int
    name: str
    kind: Literal["at", "max", "min", "level"]
    y: float
    x: float | None
    approx: bool
    x_approx: bool
    decimals: int
    x_end: float | None = None


_COLOUR = (r"black|grey|gray|red|orange|yellow|olive|green|cyan|teal|blue|purple|pink|brown|magenta|violet|"
           r"indigo|navy|crimson|salmon")
# "The density curve", "the smooth black curve", "**Density curve:**", "The fit", "The KDE", "The model curve"
_SUBJECT = lazy_compile(
    rf"^\s*(?:[-*•]\s+|\d{{1,2}}[.)]\s+)?(?:\*\*)?(?:the\s+)?(?:smooth\s+)?(?:(?P<look>(?:light\s+|dark\s+)?(?:{_COLOUR}))\s+)?"
    r"(?:smooth\s+)?(?:(?:kernel\s+)?density\s+(?:curve|estimate)|kde(?:\s+curve)?|fit(?:ted\s+curve)?|fitted\s+line|"
    r"(?:orbital\s+|rv\s+)?model\s+curve|curve)\b(?!\s*(?:and|or)\b)", re.I)
_LEAD_IN = lazy_compile(r":\s*(?:\*\*)?\s*$")
_UNIT = r"(?:\s*(?!at\b|near\b|around\b|and\b|to\b)(?:[A-Za-zμ°]{1,3}(?:/[A-Za-z]{1,3})?|%))?"
_X = (rf"(?:(?!about\b|around\b|approx\w*\b|roughly\b)[^\W\d][\w/]{{0,12}}\s*(?:=|≈|~)?\s*)?(?P<xh>{HEDGE})?"
      rf"(?P<x>{NUM})(?!\.?\d|\s*(?:[-–]|to)\s*\d)")
_Y = rf"(?P<yh>{HEDGE})?(?P<y>{NUM}|zero)"
# "a single peak of about 16 near 0.61", "peaks at ~0.225 around μ ≈ -96.8 K", "a maximum of ~9.1 km/s"
_EXTREME = lazy_compile(rf"\b(?P<w>{'|'.join((*PEAKING_FORMS, 'maximum', 'minimum'))})\s+(?:of|at)\s+{_Y}{_UNIT}"
                        rf"(?:\s+(?P<near>at|near|around)\s+{_X})?", re.I)
# "levels off at about 8 up to accuracy 1.0", "a plateau of ~0.47 from about -94 K to the right edge"
_LEVEL = lazy_compile(rf"\b(?:level(?:s|ling|ing)?\s+off|(?:a\s+)?plateau)\s+(?:at|of|near)\s+{_Y}{_UNIT}\s+"
                      rf"(?:(?P<upto>up\s+to|until|through)\s+{_X}|from\s+(?P<fh>{HEDGE})?(?P<from>{NUM}){_UNIT}\s+to\s+"
                      rf"(?:the\s+(?P<edge>right\s+edge|end)|(?P<th>{HEDGE})?(?P<to>{NUM})))", re.I)
# "about 1 at accuracy 0", "~0.35 at -100 K", "near 8.5 km/s at t = 35", "v_A ≈ 0 at t = 0" (never a bound: "below 5 at")
_AT = lazy_compile(rf"(?<![\w.])(?<!below\s)(?<!above\s)(?<!than\s)(?<!under\s)(?<!over\s)(?<!exceeds\s)(?<!beyond\s){_Y}{_UNIT}\s+(?P<near>at|near|around)\s+{_X}", re.I)
# "- x = 22.5: secondary peak ~0.13", "- x = 0 to 7: ~0.00": a bullet under a lead-in naming the curve
_BULLET = lazy_compile(rf"^\s*[-*•]\s+(?:[^\W\d][\w/]{{0,12}}\s*(?:=|≈)\s*)?(?P<x>{NUM})(?:\s*(?:to|–|-)\s*(?P<x2>{NUM}))?"
                       rf"\s*:\s*(?P<w>(?:[a-z]+\s+){{0,2}}?)(?P<yh>{HEDGE})?(?P<y>{NUM})\s*\.?\s*$", re.I)
# the words of a bullet's extreme, tested inside its words: the extremes as nouns (claims.trend_words) and a curve's own
_PEAK_WORDS = (PEAK_FORMS[0], *BUMP_WORDS, *MAXIMUM_WORDS)
_DIP_WORDS = (*TROUGH_WORDS, *MINIMUM_WORDS)


def _curve_panel(doc: Document, panel_name: str | None) -> Panel | None:
    """The panel the sentence is in when it draws curves, else the figure's one panel with curves."""
    with_curves = [p for p in doc.figure.panels if p.curves]
    named = [p for p in with_curves if p.title == panel_name]
    return named[0] if named else (with_curves[0] if len(with_curves) == 1 else None)


def _colour_of(curve: Curve) -> str:
    return (curve.style.color if curve.style else "").replace("light ", "").replace("dark ", "")


def _pick_curve(panel: Panel, look: str | None) -> int | None:
    """The index of the curve a name picks: the one of its colour, or the panel's only curve."""
    curves = panel.curves or []
    if look:
        colour = re.sub(r"^(?:light|dark)\s+", "", look.lower()).replace("gray", "grey")
        hits = [i for i, c in enumerate(curves) if _colour_of(c) == colour]
        return hits[0] if len(hits) == 1 else None
    return 0 if len(curves) == 1 else None


def _hedged(text: str, at: int, group: str | None) -> bool:
    return bool(group) or hedged_before(text, at) or APPROX_RE.search(text, 0, at) is not None


def _num(m: re.Match, name: str) -> float:
    return 0.0 if m[name].lower() == "zero" else number_of(m[name])


def _readings(text: str, curve: int, name: str) -> list[tuple[tuple[int, int], CurveReading]]:
    """Each reading in ``text`` (a sentence about the curve) with its span."""
    out, used = [], []

    def add(span, **kw):
        if not any(a < span[1] and span[0] < b for a, b in used):
            used.append(span)
            out.append((span, CurveReading(curve, name, **kw)))

    for m in _LEVEL.finditer(text):
        base = dict(kind="level", y=_num(m, "y"), approx=_hedged(text, m.start("y"), m["yh"]),
                    decimals=decimals_of(m["y"]))
        if m["upto"]:
            add(m.span(), x=number_of(m["x"]), x_approx=_hedged(text, m.start("x"), m["xh"]), **base)
        elif m["to"] or m["edge"]:
            add(m.span(), x=number_of(m["from"]), x_approx=True, x_end=number_of(m["to"]) if m["to"] else math.inf, **base)
    for m in _EXTREME.finditer(text):
        kind = "min" if m["w"].lower() == "minimum" else "max"
        x = number_of(m["x"]) if m["x"] else None
        add(m.span(), kind=kind, y=_num(m, "y"), x=x, approx=_hedged(text, m.start("y"), m["yh"]),
            x_approx=True, decimals=decimals_of(m["y"]))
    for m in _AT.finditer(text):
        add(m.span(), kind="at", y=_num(m, "y"), x=number_of(m["x"]), approx=_hedged(text, m.start("y"), m["yh"]),
            x_approx=m["near"].lower() != "at" or _hedged(text, m.start("x"), m["xh"]),
            decimals=decimals_of(m["y"]) if m["y"].lower() != "zero" else 1)
    return out


def _bullet_readings(text: str, curve: int, name: str) -> list[tuple[tuple[int, int], CurveReading]]:
    m = _BULLET.match(text)
    if m is None:
        at = text.find(":") + 1  # "- x = 40 to 50: a slowly rising tail, reaching ~0.03 at x = 50"
        return [((a + at, b + at), r) for (a, b), r in _readings(text[at:], curve, name)] if at else []
    words = m["w"].lower()
    kind = ("max" if any(w in words for w in _PEAK_WORDS) else "min" if any(w in words for w in _DIP_WORDS)
            else "level" if m["x2"] else "at")
    x_end = number_of(m["x2"]) if m["x2"] and kind == "level" else None
    return [(m.span(), CurveReading(curve, name, kind, number_of(m["y"]), number_of(m["x"]), True, True,
                                    decimals_of(m["y"]), x_end))]


def _claims(doc: Document, start: int, panel: Panel, found) -> list[Claim]:
    out = []
    for (a, b), reading in found:
        if doc.is_taken(start + a, start + b):
            continue
        doc.take(start + a, start + b)
        out.append(Claim("value", start + a, start + b, stated=reading.y, panel=panel.title, column=reading.x,
                         hedge="approx" if reading.approx else None, decimals=reading.decimals,
                         source="curve reading", payload=reading))
    return out


def _lead_in_subject(doc: Document, i: int) -> re.Match | None:
    """The curve a list item is about: its list's lead-in line ("Green curve readings:") names it."""
    for line in reversed(doc.lines[:i]):
        if line.heading:
            return None
        if not line.text.strip() or re.match(r"\s*[-*•]\s", line.text):
            continue
        return _SUBJECT.match(line.text) if _LEAD_IN.search(line.text) else None
    return None


def _list_claims(doc: Document) -> list[Claim]:
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading or not re.match(r"\s*[-*•]\s", line.text) or (subject := _lead_in_subject(doc, i)) is None:
            continue
        panel = _curve_panel(doc, line.panel)
        curve = None if panel is None else _pick_curve(panel, subject["look"])
        if curve is not None:
            out += _claims(doc, line.start, panel, _bullet_readings(line.text, curve, panel.curves[curve].name))
    return out


def extract_curve_readings(doc: Document) -> list[Claim]:
    if not any(p.curves for p in doc.figure.panels):
        return []
    out = _list_claims(doc)
    for line, start, end, _, panel_name in sentences(doc):
        text = doc.text[start:end]
        subject = _SUBJECT.match(text)
        panel = None if subject is None else _curve_panel(doc, panel_name)
        curve = None if panel is None else _pick_curve(panel, subject["look"])
        if curve is not None:
            out += _claims(doc, start, panel, _readings(text, curve, panel.curves[curve].name))
    return out


def is_curve_reading(claim: Claim) -> bool:
    return isinstance(claim.payload, CurveReading)


ENTRY = TypeEntry(extract_curve_readings, payloads=(("value", CurveReading, verify_curve_reading),))
