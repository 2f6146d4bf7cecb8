"""A series' maximum or minimum with its value at a numeric x ("reaches its maximum of ~2.73 at V/J ≈ -1.95"),
scored as an ``extremum`` claim. Read by ``claims.xy_extremes``; checked by ``verify.xy_readings``."""

from __future__ import annotations

from vlmeval.claims.xy_extremes import extract_xy_extremes
from vlmeval.claims.xy_places import extract_xy_places
from vlmeval.claimtypes import TypeEntry
from vlmeval.payloads import XYExtreme
from vlmeval.verify.xy_readings import verify_xy_extreme

ENTRY = TypeEntry(extract_xy_extremes, payloads=(("extremum", XYExtreme, verify_xy_extreme),))

# "Approx is highest at N = 8": the x is a place, not the value; runs before the general extremum reader
PLACES = TypeEntry(extract_xy_places, payloads=(("extremum", XYExtreme, verify_xy_extreme),))
