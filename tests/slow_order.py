"""The order in which pytest-xdist workers are handed the test files (tests/conftest.py): the slowest files, listed
in tests/slow_files.txt, first."""

from __future__ import annotations

from pathlib import Path

import pytest

SLOW_FILES = Path(__file__).with_name("slow_files.txt")


def slow_files(path: Path = SLOW_FILES) -> dict[str, float]:
    """tests/slow_files.txt as {test file path: seconds} ('#' lines are comments)."""
    seconds = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip() and not line.startswith("#"):
            value, _, name = line.partition(" ")
            try:
                seconds[name.strip()] = float(value)
            except ValueError:
                raise pytest.UsageError(f"error: {path}:{number}: {line!r} is not 'SECONDS PATH' "
                                        "(fix: write the seconds, one space, then the test file's path)") from None
    return seconds


def slowest_files_first(items: list, seconds: dict[str, float]) -> list:
    """``items`` grouped by file, the files in ``seconds`` first (slowest first), then the others, most tests first;
    the tests of a file keep their order, and so do files that tie."""
    files: dict[str, list] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::")[0], []).append(item)
    order = sorted(files, key=lambda f: (f not in seconds, -seconds.get(f, 0.0), -len(files[f])))
    return [item for f in order for item in files[f]]

