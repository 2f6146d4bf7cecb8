"""Reading a JSON-lines file of objects, with errors that name the file, the line and the fix."""

from __future__ import annotations

import json
from pathlib import Path


def read_objects(path: Path, error: type[Exception], fix: str, skip_partial_last: bool = False) -> list[tuple[int, dict]]:
    """Every non-blank line of ``path`` as (line number, object). A file that cannot be read, a line that is
    not JSON or not an object raises ``error``; ``fix`` says what to do about a bad line. ``skip_partial_last``:
    a last line with no newline that is not JSON is left out, not an error: it is what a crash mid-write leaves
    (the run drops it when resumed, see models.cache.drop_partial_last_line)."""
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
            row = json.loads(line)
        except json.JSONDecodeError as e:
            if number == partial:
                break
            at = "" if e.msg.endswith(" at") else " at"  # "Unterminated string starting at" + " column 5"
            raise error(f"{path}: line {number}: not valid JSON ({e.msg}{at} column {e.colno}) (fix: {fix})") from None
        if not isinstance(row, dict):
            raise error(f"{path}: line {number}: expected a JSON object, got {type(row).__name__} (fix: {fix})")
        rows.append((number, row))
    return rows
