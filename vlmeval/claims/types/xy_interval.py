"""A bullet's reading over an x interval on a line figure ("* r = 0–12 Å: ~0.000", "* N = 10 to 40: ~0.5"): the
series holds that value across the interval, scored as a ``value`` claim (``XYInterval``). The bullet's scope
names the series as for a reading at one x (``claims.types.xy_reading``, ``claims.xy_readings``). Also a bullet led
by a series of a panel of several, its segments each a value over one or two intervals ("* p, U = 1.0 (blue
solid): −0.11 on sites 0-3 and 12-15, 0 on sites 4-11"; "p, U = 1.0" names "α = p, U = 1.0"). And the level a
series ends at, or holds over a window ("levels off at ~0.75", "flat at ~-150.2 K up to β = 1.5", "flat at about
0 K from r = 0 to 8 Å"): over that window, or over the last two samples up to where it is said to end.

Judged on the series' samples inside the interval: held when at most a tenth of them are farther from the value
than its tolerance (the printed precision, a hedge's 10% capped at a tenth of the drawn y range as for a reading
at one x, the panel's value tolerance), contradicted otherwise
(also where some samples are not known, when the known ones alone stray too often); held with samples unknown,
or fewer than two known, is not judged."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import described_look
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, decimals_of, figure_series_names, number_of, scope_line,
                                        scope_panel, series_in_scope)
from vlmeval.claims.types.xy_reading_check import hedge_tolerance
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile

HELD_SHARE = 0.10  # the share of samples inside the interval that may stray from the value (as claims.types.value_line)


@dataclass(frozen=True, slots=True)
class XYInterval:
    """The value ``y`` (printed with ``decimals``) held by ``series`` from x ``lo`` to ``hi``."""
    lo: float
    hi: float
    y: float
    decimals: int
    series: str


_INTERVAL = lazy_compile(
    rf"^\s*[*\-•]\s+(?:(?P<xname>[^\d:~≈=*]{{1,24}}?|[^\W\d][^\s:~≈=*,;]{{0,15}})\s*(?:=|≈|~)\s*)?(?:{HEDGE})?"
    rf"(?P<lo>{NUM})\s*(?:–|—|-|to)\s*(?P<hi>{NUM})(?:\s+(?P<xunit>[^\W\d][^\d:,;()]{{0,10}}))?\s*:\s*(?P<yh>{HEDGE})?"
    rf"(?P<y>{NUM})(?:\s+[^\W\d][^\d(;,]{{0,10}})?\s*(?:\([^()\d]*\))?\s*\.?\s*$", re.I)


def extract_xy_intervals(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x) or spec.bars:
        return []
    out = []
    for i, line in enumerate(doc.lines):
        m = None if line.heading else _INTERVAL.match(line.text)
        if m is None or number_of(m["hi"]) <= number_of(m["lo"]):
            continue
        scope = scope_line(doc, i)
        panel = scope_panel(doc, line, scope)
        if panel is None or panel.data is None:
            continue
        row = series_in_scope(panel, [m["xname"] or "", described_look(doc, line.text)] + ([scope.text] if scope else []),
                              figure_series_names(doc.figure))
        start, end = line.start + m.start("lo"), line.start + m.end("y")
        if row is None or doc.is_taken(start, end):
            continue
        payload = XYInterval(number_of(m["lo"]), number_of(m["hi"]), number_of(m["y"]), decimals_of(m["y"]),
                             str(panel.data.rows[row]))
        doc.take(start, end)
        out.append(Claim("value", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                         hedge="approx" if m["yh"] else None, decimals=payload.decimals, source="xy interval",
                         payload=payload))
    return out + _on_intervals(doc) + _levels(doc)


# "* p, U = 1.0 (blue solid): −0.11 on sites 0-3 and 12-15, 0 on sites 4-11": a bullet led by a series, then values
# each opening a segment and held over one or two x intervals named by a word or two ("sites", "the sites")
_ON_WORDS = (" on ", " over ", " across ", " for ")  # one is in every match of _ON
_LED = lazy_compile(r"^\s*[*\-•]\s+(?:\*\*)?(?P<lead>[^:*\n]{1,40}?)(?:\*\*)?:(?:\*\*)?\s")
_ON = lazy_compile(rf"(?<![\w.])(?P<yh>{HEDGE})?\+?(?P<y>{NUM})\s+(?:on|over|across|for)\s+(?:the\s+)?(?:[^\W\d]+\s+){{1,2}}?"
                   rf"(?P<lo>{NUM})\s*(?:–|—|-|to)\s*(?P<hi>{NUM})"
                   rf"(?:\s*(?:and|,)\s*(?P<lo2>{NUM})\s*(?:–|—|-|to)\s*(?P<hi2>{NUM}))?(?!\.?\d)")


def _on_intervals(doc: Document) -> list[Claim]:
    out = []
    for line in doc.lines:
        led = None if line.heading or not any(w in line.text for w in _ON_WORDS) else _LED.match(line.text)
        panel = scope_panel(doc, line, None) if led is not None else None
        if panel is None or panel.data is None or len(panel.data.rows) < 2:
            continue  # a one-series panel's bullets are read by the readers above
        row = series_in_scope(panel, [led["lead"]], figure_series_names(doc.figure))
        if row is None:
            continue
        for m in _ON.finditer(line.text, led.end()):
            if not line.text[:m.start()].rstrip().endswith((":", ",", ";")) \
                    or doc.is_taken(line.start + m.start("y"), line.start + m.end()):
                continue  # a value opening its segment ("..., 0 on sites 4-11"), not "peaks at 0.4 on days 2-3"
            for lo, hi in (("lo", "hi"), ("lo2", "hi2")):
                if m[lo] is None or number_of(m[hi]) <= number_of(m[lo]):
                    continue
                a, b = line.start + m.start("y"), line.start + m.end(hi)
                payload = XYInterval(number_of(m[lo]), number_of(m[hi]), number_of(m["y"]), decimals_of(m["y"]),
                                     str(panel.data.rows[row]))
                out.append(Claim("value", a, b, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                                 hedge="approx" if m["yh"] else None, decimals=payload.decimals,
                                 source="xy interval", payload=payload))
            doc.take(line.start + m.start("y"), line.start + m.end())
    return out


# "levels off at ~0.75", "saturates at ~1.95 by U = 12", "flat at about 0 K from r = 0 to roughly 8 Å", "stays at
# 1.0 up to U = 12": the level a series holds where it ends, or over the window the words give it. A word of ending
# (levels off, saturates, settles, plateaus, flattens out) is read without a window (the series' tail); "flat",
# "stays" and "remains" only with one ("stays near -152 K for τ below 0.008" is no level of the tail).
_LEVEL = lazy_compile(
    rf"\b(?:(?P<end>level(?:s|led|ling|ing)?\s+off|saturat(?:es|ed|ing|e)|settl(?:es|ed|ing|e)|plateau(?:s|ed|ing)?|"
    rf"flatten(?:s|ed|ing)?\s+out)|(?:flat|stays?|stay(?:s|ing)\s+flat|remains?(?:\s+flat)?))\s+(?:at|(?P<near>near|around))\s+"
    rf"(?P<yh>{HEDGE})?(?P<y>{NUM})(?![\d.]*\s*(?:–|—|-|to)\s*\d)(?:\s*(?!(?:up|until|till|by|through|from)\b)[^\W\d][^\s\d,;.]{{0,8}})?"
    rf"(?P<window>\s+(?:up\s+to|until|till|by|through)\s+(?:[^\W\d][^\s\d=≈~,;]{{0,14}}\s*(?:=|≈)?\s*)?(?:{HEDGE})?(?P<to>{NUM})"
    rf"|\s+from\s+(?:[^\W\d][^\s\d=≈~,;]{{0,14}}\s*(?:=|≈)?\s*)?(?:{HEDGE})?(?P<a>{NUM})\s+(?:to|until)\s+"
    rf"(?:[^\W\d][^\s\d=≈~,;]{{0,14}}\s*(?:=|≈)?\s*)?(?:{HEDGE})?(?P<b>{NUM}))?(?!\.?\d)(?P<after>\s*(?:[,;.]|$|\s+and\b))?",
    re.I)
# "three phases: a flat plateau near 100, a drop to zero, ...", "decreases to a flat plateau near 0.84, and rises
# again": a plateau named as one phase with more of the course after it, not the level the series ends at
_PHASE_NOUN = lazy_compile(r"\b(?:an?|one|first|second|flat|broad|long|low|high|higher|lower)\s+(?:\w+\s+)?$", re.I)


def _a_phase(text: str, m: re.Match) -> bool:
    return (m["end"].lower() == "plateau" and _PHASE_NOUN.search(text, max(0, m.start() - 24), m.start()) is not None
            and m["after"].strip() in (",", ";", "and"))


# "they are down to ~6 at 0.8, while the stiff group stays near 7 up to ~5": the level's clause has its own subject;
# the last contrast before the level opens that clause
_CONTRAST = lazy_compile(r"(?:[;]|,?\s+(?:while|whereas|but|although|unlike)\b)(?!.*(?:[;]|\b(?:while|whereas|but|although|unlike)\b))", re.I)


TAIL_SAMPLES = 2  # a level with no window start: judged on the series' last samples up to where it is said to end


def _known_xs(panel, row: int) -> list[float]:
    t = panel.data
    return sorted(float(c) for c, v in zip(t.columns, t.values[row])
                  if v is not None and isinstance(c, (int, float)) and not isinstance(c, bool))


def _levels(doc: Document) -> list[Claim]:
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for m in _LEVEL.finditer(line.text):
            if m["window"] is None and (m["end"] is None or m["after"] is None or _a_phase(line.text, m)):
                continue  # "flat at ~0.4" with no window, or a level followed by a condition ("for τ below ...")
            start, end = line.start + m.start(), line.start + m.end("y") if m["window"] is None else line.start + m.end("window")
            scope = scope_line(doc, i) if BULLET.match(line.text) else line
            panel = scope_panel(doc, line, scope)
            if panel is None or panel.data is None or doc.is_taken(start, end):
                continue
            clause = _CONTRAST.search(line.text[:m.start()])
            own = line.text if clause is None else line.text[clause.end():m.end()]  # its subject is in its clause
            row = series_in_scope(panel, [own, described_look(doc, own)] + ([scope.text] if scope and scope is not line else []),
                                  figure_series_names(doc.figure))
            if row is None:
                continue
            xs = _known_xs(panel, row)
            if m["a"] is not None:
                lo, hi = number_of(m["a"]), number_of(m["b"])
            else:
                upto = [x for x in xs if m["to"] is None or x <= number_of(m["to"]) + 1e-9 * max(1.0, abs(x))]
                lo, hi = (upto[-TAIL_SAMPLES], upto[-1]) if len(upto) >= TAIL_SAMPLES else (0.0, -1.0)
            if hi <= lo:
                continue
            payload = XYInterval(lo, hi, number_of(m["y"]), decimals_of(m["y"]), str(panel.data.rows[row]))
            doc.take(start, end)
            out.append(Claim("value", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             hedge="approx" if m["yh"] or m["near"] else None, decimals=payload.decimals, source="xy level",
                             payload=payload))
    return out


def verify_xy_interval(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    t = panel.data
    if t is None or claim.row not in t.rows:
        return unverifiable("the series' values are not known", panel=panel.title)
    where = {"panel": panel.title, "row": claim.row}
    values = t.values[t.rows.index(claim.row)]
    inside = [(float(c), v) for c, v in zip(t.columns, values) if isinstance(c, (int, float)) and not isinstance(c, bool)
              and stated.lo <= float(c) <= stated.hi]
    known = [(x, v) for x, v in inside if v is not None]
    if len(known) < 2:
        return unverifiable("too few samples known in this interval", **where)
    tol = max(tolerance(stated.decimals, table_decimals(ctx.figure, t), claim.hedge), panel.value_tolerance or 0.0)
    if claim.hedge == "approx":
        tol = max(tol, hedge_tolerance(panel, stated.y))
    bad = [(x, v) for x, v in known if abs(v - stated.y) > tol + 1e-9 * max(1.0, abs(v))]
    if len(bad) <= HELD_SHARE * len(inside):  # held at every known sample: held only when every sample is known
        if len(known) < len(inside):
            return unverifiable("some of the series' values in this interval are not known", **where)
        return supported(stated.y, **where)
    x, v = max(bad, key=lambda p: abs(p[1] - stated.y))
    return contradicted("value", v, f"{len(known) - len(bad)}/{len(known)} known samples from {stated.lo:g} to "
                        f"{stated.hi:g} are near {stated.y:g}; {v:.4g} at {x:g}", **where)


ENTRY = TypeEntry(extract_xy_intervals, payloads=(("value", XYInterval, verify_xy_interval),))
