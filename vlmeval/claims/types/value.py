"""The ``value`` claim type: a number stated at a place ("34.7 at Ratio 0.3"), counted toward ``value_precision``
and ``value_recall``. Its readers: markdown tables, CSV and JSON (``claims.tables``), row lists and the cells prose
places a number at (``claims.rows``); checked by ``verify.values``."""

from __future__ import annotations

from vlmeval.claims import rows, tables
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import ValuePayload
from vlmeval.verify.values import verify_value

TYPE = ClaimType("value", ValuePayload, ("value_precision", "value_recall"), "a number stated at a place")
TABLES = TypeEntry(tables.extract_tables, TYPE, verify_value)  # tables, CSV, JSON: also ticks, ranges and labels
ROW_LISTS = TypeEntry(rows.extract_row_lists)  # "* Row A: 1.0, 2.0, 3.0"
CELLS = TypeEntry(rows.extract_cell_values)  # a number prose places at a row and column
