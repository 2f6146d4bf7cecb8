"""Which parts of a panel's notes (``Panel.notes``: what the record could not read, and how it keeps what it read)
withhold something a verdict rests on. ``certain_chain.record_doubt`` turns a contradiction into "unverifiable"
when a note withholds part of its evidence; a note about something the verdict never reads leaves it certain.

- "N marker(s) share an x value with another of their series", "the table keeps the first, the points every
  marker", "N cell(s) where a series draws several markers at one x value at different heights are unknown",
  "the points keep every marker": the table drops markers that share an x; the points hold them all. A
  verdict computed from the points alone misses none: a marker set's trend (``MarkerSetTrend``, which requires
  every marker of its series recorded), and a series' course or extreme (``XYTrend``, ``XYExtreme``, read from the
  row's points) where the words name that series (legend text, or the one colour only it is drawn in:
  ``claims.xy_readings.names_row``); a series taken by guess (the panel's only one, a scope's subject) keeps the
  doubt, as the note may be all that stood between a guessed subject and a contradiction.
- "<series> coloured by the colour scale: each marker's colour gives a value on the colour scale, not read": the
  colours of that series' markers; a verdict from the points of other series reads none of them.
- "... each series' lowest and highest value in each of N equal x intervals, and its first and last (min-max
  decimation)": every series' highest and lowest values are kept, at their own x, so the highest (lowest) value
  of a series or of the panel and where it lies are the record's own; an extreme of the whole series or panel
  rests on nothing dropped (a local peak, a second highest or a trend may)."""

from __future__ import annotations

import re
from typing import Callable

from vlmeval.claims import Claim
from vlmeval.claims.types.marker_set_trend import MarkerSetTrend, rows_drawn_as
from vlmeval.claims.types.xy_extreme import XYExtreme
from vlmeval.claims.types.xy_reading import XYTrend
from vlmeval.claims.claim_scope import claim_scope
from vlmeval.claims.xy_readings import names_row
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import VerifyContext

_SHARED_X = re.compile(r"^\s*(?:\d+ marker\(s\) share an x value with another of their series|the table keeps the first, "
                       r"the points every marker|the points keep every marker|\d+ cell\(s\) where a series draws several "
                       r"markers at one x value at different heights are unknown \(no one marker is the value there\))\s*$")
_COLOURED = re.compile(r"^\s*(?P<name>.+?) coloured by the colour scale: each marker's colour gives a value on the "
                       r"colour scale, not read\s*$")
_DECIMATED = re.compile(r"each series' lowest and highest value in each of \d+ equal x intervals, and its first and "
                        r"last \(min-max decimation\)\s*$")


def _point_rows(claim: Claim, found, panel: Panel, ctx: VerifyContext) -> set[int] | None:
    """The rows whose recorded points the verdict was computed from; None when it did not read points alone."""
    t = panel.data
    if t is None or t.points is None or len(t.points) != len(t.rows):
        return None
    if isinstance(claim.payload, MarkerSetTrend):
        rows = set(rows_drawn_as(panel, claim.payload.marker))
    elif isinstance(claim.payload, (XYTrend, XYExtreme)):  # one series, named by the words (not taken by guess)
        row = found.row if found.row is not None else claim.row
        named = row in t.rows and names_row(panel, t.rows.index(row), claim_scope(claim, ctx))
        rows = {t.rows.index(row)} if named else set()
    else:
        return None
    return rows if rows and all(t.points[i] for i in rows) else None


def _whole_extreme(claim: Claim) -> bool:
    """A claim of the highest or lowest value of a series or panel (no local peak, bound or rank below the first)."""
    payload = claim.payload
    return claim.kind == "extremum" and getattr(payload, "which", None) in ("max", "min") and not (
        getattr(payload, "local", False) or getattr(payload, "bound", None) or getattr(payload, "or_place", False))


def withheld_from(claim: Claim, found, panel: Panel, ctx: VerifyContext) -> Callable[[str], bool]:
    """For one note part of ``panel``: whether it withholds something the verdict ``found`` on ``claim`` rests on."""
    rows = _point_rows(claim, found, panel, ctx)
    names = {str(panel.data.rows[i]).strip().lower() for i in rows} if rows is not None else set()

    def withholds(part: str) -> bool:
        if rows is not None and _SHARED_X.match(part):
            return False
        coloured = _COLOURED.match(part) if rows is not None else None
        if coloured is not None and coloured["name"].strip().lower() not in names:
            return False
        return not (_whole_extreme(claim) and _DECIMATED.search(part))
    return withholds
