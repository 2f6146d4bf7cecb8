"""A swapped scope: the series or panel named in the lead-in line that a bullet inherits ("**Panel (c), μ = −10.00
kJ/mol:**", "The 64 procs series rises steadily.") exchanged for another the record holds, so that the bullets
under it are read on the wrong one. Written only where the bullet's reading is as far from the other series' (or
panel's) value there as a misread value must be; the error shows over the lead-in and its bullets.
"""

from __future__ import annotations

import random
import re

from vlmeval.agreement.corrupt.prose_inject import (Mutation, far_from_all, name_spans, as_float, decimals_of,
                                                    edit, stated_number, truths_at)
from vlmeval.agreement.corrupt.prose_record import panel_of, row_index, tolerance
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import ClaimVerdict

_BULLET = re.compile(r"[ \t]*(?:[*+-]|\d+[.)])\s")


def lead_in(text: str, unit: tuple[int, int]) -> tuple[tuple[int, int], int] | None:
    """The line the unit's bullet block hangs from (the nearest line above that is no bullet; a heading too) and
    the end of that block; None when the unit is no bullet."""
    pos = text.rfind("\n", 0, unit[0]) + 1
    if not _BULLET.match(text, pos):
        return None
    while True:
        if pos == 0:
            return None
        prev = text.rfind("\n", 0, pos - 1) + 1
        if text[prev:pos - 1].strip() and not _BULLET.match(text, prev):
            break
        pos = prev
    lead, end = (prev, pos - 1), pos
    while end < len(text) and _BULLET.match(text, end):
        nl = text.find("\n", end)
        block_end = len(text) if nl < 0 else nl
        end = block_end + 1
    return lead, block_end


def _reading(fig: Figure, text: str, claim: ClaimVerdict):
    at = stated_number(text, claim)
    panel = panel_of(fig, claim)
    row = row_index(panel, claim.row) if panel else None
    if at is None or row is None:
        return None
    token = text[at[0]:at[1]]
    return panel, row, as_float(token), tolerance(panel, decimals_of(token))


def _series_options(fig, text, lead, claim, reading) -> list[tuple[list, str]]:
    panel, row, value, tol = reading
    mine = name_spans(text, lead, str(claim.row))
    out = []
    for other, name in enumerate(panel.data.rows if mine else []):
        truths, between = truths_at(panel, other, claim, text)
        if other != row and not name_spans(text, lead, str(name)) and far_from_all(value, truths, tol, between):
            out.append(([(s, str(name)) for s in mine], f"scope series {claim.row!r} -> {name!r}"))
    return out


def _panel_options(fig, text, lead, claim, reading) -> list[tuple[list, str]]:
    panel, row, value, tol = reading
    mine = name_spans(text, lead, panel.title)
    letter = name_spans(text, lead, panel.letter) if panel.letter else []
    out = []
    for other in fig.panels if mine else []:
        r = row_index(other, claim.row)
        if other is panel or r is None or name_spans(text, lead, other.title):
            continue
        if letter and not other.letter:
            continue
        truths, between = truths_at(other, r, claim, text)
        if far_from_all(value, truths, tol, between):
            edits = [(s, other.title) for s in mine] + [(s, other.letter) for s in letter]
            out.append((edits, f"scope panel {panel.title!r} -> {other.title!r}"))
    return out


def inject_scope(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    if claim.kind != "value" or name_spans(text, unit, str(claim.row)):
        return None  # the bullet names its own series: the plain swap's case
    found = lead_in(text, unit)
    reading = _reading(fig, text, claim) if found else None
    if reading is None:
        return None
    lead, end = found
    options = _series_options(fig, text, lead, claim, reading) + _panel_options(fig, text, lead, claim, reading)
    if not options:
        return None
    edits, change = rng.choice(options)
    return edit(text, (lead[0], end), edits, "scope", change)
