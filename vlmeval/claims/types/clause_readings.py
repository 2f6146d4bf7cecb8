"""Clauses of Key Observations and Overview sentences that state a series' extreme with its value BEFORE its place:
"the minimum ε_fit ≈ 0.84 sits at V/J = 0", "the density is largest (~0.23) near -96 K", "has the highest loss
value, ~0.26 at q = 1". Read into the x-y extreme (``XYExtreme``, judged by
``claims.types.xy_extreme.verify_xy_extreme``) on a line or scatter figure, with the panel and series resolved as
the x-y extreme readers resolve them (the line's panel or the one its y-axis label names; the panel's only series
or the one the sentence or its scope names). Read after ``xy_extreme.PLACES`` (the place first, "highest at N = 8
(~0.9)") and before the general extremum reader.

Left alone, as not one series' own extreme: a figure-wide or shared extreme ("in the figure", "overall", "of
both"), a ranked one ("second highest"), a clause that joins two statements ("highest, and the lowest at ..."),
and a value the words before it place ("the peak at x = 9 ...")."""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import described_look
from vlmeval.claims.extreme_subjects import another_quantity, value_labels
from vlmeval.claims.series_styles import by_style
from vlmeval.claims.ordinal_extremes import ranked_superlative
from vlmeval.claims.trend_words import LARGEST_WORDS, PEAK_FORMS, SMALLEST_WORDS
from vlmeval.claims.types.xy_extreme import XYExtreme, panel_by_y_label
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, decimals_of, figure_series_names, later_item, named_series,
                                        number_of, scope_line, scope_panel, series_in_scope)
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.textsafe import word_key
from vlmeval.lazy_re import lazy_compile

# the superlatives of a value, the extremes as nouns and a peak (claims.trend_words)
_SIDES = {**dict.fromkeys((*LARGEST_WORDS, "maximum", *PEAK_FORMS), "max"),
          **dict.fromkeys((*SMALLEST_WORDS, "minimum"), "min")}
_VALUE_FIRST = lazy_compile(
    rf"\b(?P<which>{'|'.join(_SIDES)})\b(?P<pre>[^.;:\d()=≈~\n]{{0,25}}?)(?P<sep>\s*(?:[(,≈~=]|\bof\b)\s*)?"
    rf"(?P<yh>{HEDGE})?(?P<y>{NUM})(?!\.?\d)\s*\)?(?P<between>[^.;:\d()=≈~\n]{{0,12}}?)\s*\b(?:at|near|around)\s+"
    rf"(?:(?P<name>[^\d\s=≈~(),;]{{1,12}})\s*(?:=|≈)\s*)?(?P<xh>{HEDGE})?(?P<x>{NUM})(?!\.?\d)", re.I)
_NOT_ONE_SERIES = lazy_compile(r"\b(?:figure|chart|plot|graph|overall|all|both|every|each|any)\b", re.I)
_PLACED_BEFORE = lazy_compile(r"\b(?:at|near|around|in|on|for|from|to|between|by|and|while|but|whereas)\b", re.I)
_LOCAL_BEFORE = lazy_compile(r"\b(?:local|secondary|second|another|small|smaller|minor|own)\s+$", re.I)
_X_SPAN_AFTER = lazy_compile(r"\s*[-–]\s*\d")  # "near x = 14-15": a span of x, no one place
_CLAUSE_START_ANY = lazy_compile(r"[;,(]|\b(?:while|whereas|but|and)\b", re.I)
_CUE = lazy_compile(rf"\b(?:{'|'.join(_SIDES)})\b", re.I)  # the words of _VALUE_FIRST, tested before it


def _clause(m: re.Match, text: str) -> bool:
    """Whether the match is one series' extreme whose value comes before its place."""
    if not (m["sep"] and m["sep"].strip()) and not m["yh"]:
        return False  # "highest 3 at ...": a bare number after the word is no stated value
    if _NOT_ONE_SERIES.search(m["pre"]) or _PLACED_BEFORE.search(m["pre"]) or _PLACED_BEFORE.search(m["between"]):
        return False
    if _LOCAL_BEFORE.search(text, max(0, m.start() - 14), m.start()) or _X_SPAN_AFTER.match(text, m.end()):
        return False  # a local extreme is not the series' own; a span of x places it nowhere
    return not ranked_superlative(text, m)


def own_clause(text: str, at: int) -> str:
    """The clause that ends at ``at``: from the last comma, semicolon or joining word before it ("the density
    saturates at 0.47 while the superfluid fraction is largest"), which names the series it is about."""
    head = text[:at]
    starts = [m.end() for m in _CLAUSE_START_ANY.finditer(head)]
    return head[starts[-1] if starts else 0:]


def _styled(panel, own: str) -> int | None:
    """The one series the clause's own subject names by its line style and nothing else ("The dashed curve's highest
    peak"), before any series the rest of the line names ("... coincides with the black excursion")."""
    if series_in_scope(panel, [own]) is not None or not panel.data.styles:
        return None
    found = by_style(panel.data.styles, own.lower())
    return found[0] if len(found) == 1 else None


def _side(word: str, y: float) -> str:
    """max/min by the word; "size" for the largest one stated negative ("the largest one is negative, about -1.5"):
    the extreme of size, which may be the lowest value."""
    side = _SIDES[word_key(word)]
    return "size" if word_key(word) == LARGEST_WORDS[1] and y < 0 else side


def _stretch_item(doc: Document, i: int, line, panel, own_texts: list[str]) -> bool:
    """Whether bullet line ``i`` is a later item of a course told item by item under a lead-in ("**Δx = 0.2 mm:**",
    "1. Starts at ~1.3 at 0°.", "2. Drops to a minimum of ~1.57 near 23°.") that takes its panel or series from
    the lead-in alone: its extreme is that stretch's, not the whole series' (as its trend is one stretch)."""
    led = scope_panel(doc, line, None) is not panel or (
        len(panel.data.rows) > 1 and series_in_scope(panel, own_texts, figure_series_names(doc.figure)) is None)
    return led and later_item(doc, i)


def extract_clause_extremes(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if spec.bars or not (spec.x_at_values or spec.numeric_x):
        return []
    out = []
    labels = value_labels(doc.figure)
    for i, line in enumerate(doc.lines):
        if line.heading or not _CUE.search(line.text):  # a literal cue before the regex: cheap on other lines
            continue
        for m in _VALUE_FIRST.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            if doc.is_taken(start, end) or not _clause(m, line.text):
                continue
            scope = scope_line(doc, i) if BULLET.match(line.text) else None
            panel = scope_panel(doc, line, scope) or panel_by_y_label(doc.figure.panels, line.text)
            if panel is None or panel.data is None:
                continue
            lead = line.text[:m.start()].split(":", 1)[0] if ":" in line.text[:m.start()] else ""
            if len(named_series(panel, lead)) > 1:
                continue  # "* A and B: peak of ~0.007 near x = 0.4": one statement of both, no one series' extreme
            if another_quantity(line.text, m.end("which"), labels):
                continue  # "the largest error bar, ~0.02 at ...": the extreme of another quantity
            own = own_clause(line.text, m.start())
            texts = [own, line.text, described_look(doc, line.text)]
            texts += [scope.text] if scope is not None else []
            row = _styled(panel, own)
            row = series_in_scope(panel, texts, figure_series_names(doc.figure)) if row is None else row
            if row is None or scope is not None and _stretch_item(doc, i, line, panel, texts[:-1]):
                continue
            y = m["y"]
            hedged = bool(m["yh"]) or any(s in (m["sep"] or "") for s in "≈~")
            payload = XYExtreme(_side(m["which"], number_of(y)), number_of(m["x"]), number_of(y), decimals_of(y),
                                str(panel.data.rows[row]))
            out.append(Claim("extremum", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             column=payload.x, hedge="approx" if hedged else None, decimals=payload.decimals,
                             source="clause extreme", payload=payload))
            doc.take(start, end)
    return out


ENTRY = TypeEntry(extract_clause_extremes)  # XYExtreme and its verifier are registered by xy_extreme
