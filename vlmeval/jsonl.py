"""Reading and writing JSON lines: every value a reader parses is carried, and every value written reads back.

Three kinds of value cannot be kept as they are, so each is kept in the nearest form and named in a note
(the caller warns with the file and the line):

- an integer of more than 4,300 digits: Python refuses to read or write it as a number (its limit on int <->
  str conversion, which guards against slow conversions); it is kept as its digits, as text. The limit is the
  default one, whatever this process allows, so what is written reads back in any Python;
- a number that is not finite (``NaN``, ``Infinity``, ``1e309``; a float column's NaN in Parquet): JSON has
  no such number; it is kept as null;
- bytes that are not UTF-8 (a binary Parquet column): kept as text, each bad byte as ``\\xNN``.

The process-wide limit is never lifted (``sys.set_int_max_str_digits``): it protects every other reader.
"""

from __future__ import annotations

import json
import math
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

MAX_DIGITS = sys.int_info.default_max_str_digits  # 4300
_MAX_BITS = int(MAX_DIGITS * 3.3)  # an integer of no more bits has fewer digits (log2(10) = 3.32...)


class _Digits(str):
    """An integer read as its digits (too long for a number)."""


_CONSTANTS = frozenset({"NaN", "Infinity", "-Infinity"})


class _NotFinite(str):
    """A number read as its text (not finite), replaced with None once its place is known."""


def loads(text: str | bytes) -> tuple[Any, list[str]]:
    """One JSON text parsed, and a note for each value not kept as it was (see the module's docstring).
    Raises ``json.JSONDecodeError`` for text that is not JSON."""
    marked = False  # the value is walked (to name the fields) only when a number was read as a marker

    def parse_int(token: str) -> int | str:
        nonlocal marked
        if len(token) - token.startswith("-") <= MAX_DIGITS:
            return int(token)
        marked = True
        return _Digits(token)

    def parse_float(token: str) -> float | str:
        nonlocal marked
        value = float(token)
        if math.isfinite(value):
            return value
        marked = True
        return _NotFinite(token)

    def parse_constant(token: str) -> str:
        nonlocal marked
        marked = True
        return _NotFinite(token)

    value = json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=parse_constant)
    return settle(value) if marked else (value, [])


def settle(value: Any, path: str = "") -> tuple[Any, list[str]]:
    """``value`` with every long integer, non-finite number and non-UTF-8 bytes kept as loads keeps them, and a
    note for each, naming its field (``path``)."""
    notes: list[str] = []
    return _settle(value, path, notes), notes


def _settle(value: Any, path: str, notes: list[str]) -> Any:
    if isinstance(value, dict):
        out = {k: _settle(v, f"{path}.{k}" if path else str(k), notes) for k, v in value.items()}
        return out if any(out[k] is not v for k, v in value.items()) else value
    if isinstance(value, (list, tuple)):
        out = [_settle(v, f"{path}[{i}]", notes) for i, v in enumerate(value)]
        return out if isinstance(value, tuple) or any(a is not b for a, b in zip(out, value)) else value
    kept, note = _kept(value)
    if note:
        notes.append(f"field '{path}': {note}")
    return kept


def _kept(value: Any) -> tuple[Any, str | None]:
    """(what ``value`` is kept as, a note when that is not ``value`` as it was)."""
    if isinstance(value, _Digits) or (type(value) is int and value.bit_length() > _MAX_BITS):
        digits = str(value) if isinstance(value, str) else str(Decimal(value))  # Decimal: no digit limit
        n = len(digits) - digits.startswith("-")
        if n <= MAX_DIGITS:
            return value, None
        return str(digits), (f"an integer of {n:,} digits (more than {MAX_DIGITS:,}, the most Python reads as "
                             "a number) read as its digits, as text")
    if isinstance(value, _NotFinite) and value not in _CONSTANTS:
        return None, f"{value} (beyond a 64-bit float: infinity, which JSON cannot hold) read as null"
    if isinstance(value, _NotFinite) or (isinstance(value, float) and not math.isfinite(value)):
        name = value if isinstance(value, str) else "NaN" if math.isnan(value) else f"{'-' * (value < 0)}Infinity"
        return None, f"{name} (not a number JSON can hold) read as null"
    if isinstance(value, (bytes, bytearray)):
        try:
            return bytes(value).decode("utf-8"), None
        except UnicodeDecodeError:
            return (bytes(value).decode("utf-8", "backslashreplace"),
                    "bytes that are not UTF-8 read as text, each such byte as \\xNN")
    return value, None


def dumps(value: Any) -> str:
    """``value`` as one line of JSON (not ASCII-escaped) that any JSON reader reads back: values that cannot be
    written as they are kept as ``loads`` keeps them (never NaN, never an integer Python cannot read)."""
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except ValueError:  # a long integer or a non-finite number (rare: the value is walked only then)
        return json.dumps(settle(value)[0], ensure_ascii=False, allow_nan=False)


def read_objects(path: Path, error: type[Exception], fix: str, skip_partial_last: bool = False,
                 warnings: list[tuple[int, str]] | None = None) -> list[tuple[int, dict]]:
    """Every non-blank line of ``path`` as (line number, object). A file that cannot be read, a line that is
    not JSON or not an object raises ``error``; ``fix`` says what to do about a bad line. ``skip_partial_last``:
    a last line with no newline that is not JSON is left out, not an error: it is what a crash mid-write leaves
    (the run drops it when resumed, see models.cache.drop_partial_last_line). ``warnings``: gets (line number,
    note) for each value not kept as it was (see ``loads``)."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")  # -sig: a leading byte order mark is dropped
    except (OSError, UnicodeDecodeError) as e:
        raise error(f"{path}: cannot read: {e} (fix: pass a UTF-8 file of JSON lines)") from None
    lines = text.splitlines()
    partial = len(lines) if skip_partial_last and text and not text.endswith("\n") else None
    rows = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row, notes = loads(line)
        except json.JSONDecodeError as e:
            if number == partial:
                break
            at = "" if e.msg.endswith(" at") else " at"  # "Unterminated string starting at" + " column 5"
            raise error(f"{path}: line {number}: not valid JSON ({e.msg}{at} column {e.colno}) (fix: {fix})") from None
        if not isinstance(row, dict):
            raise error(f"{path}: line {number}: expected a JSON object, got {type(row).__name__} (fix: {fix})")
        if warnings is not None:
            warnings.extend((number, note) for note in notes)
        rows.append((number, row))
    return rows
