"""tests/slow_files.txt, the order in which xdist workers are handed the slowest test files (tests/slow_order.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from slow_order import slow_files, slowest_files_first

PROJECT = Path(__file__).resolve().parents[1]


def test_every_listed_file_is_a_test_file_of_the_suite():
    listed = slow_files()
    assert len(listed) >= 10
    for path in listed:  # a file renamed or removed would silently lose its place at the front
        assert (PROJECT / path).is_file() and Path(path).name.startswith("test_"), path


@dataclass
class Item:
    nodeid: str


def test_listed_files_go_first_slowest_first_then_the_most_tests_first():
    items = [Item(n) for n in ("a.py::1", "b.py::1", "b.py::2", "c.py::1", "d.py::1", "d.py::2", "d.py::3",
                               "e.py::1", "e.py::2")]
    order = [i.nodeid for i in slowest_files_first(items, {"c.py": 5.0, "e.py": 40.0})]
    assert order == ["e.py::1", "e.py::2", "c.py::1", "d.py::1", "d.py::2", "d.py::3", "b.py::1", "b.py::2", "a.py::1"]


def test_a_line_that_is_not_seconds_and_a_path_names_the_file_and_line(tmp_path):
    listed = tmp_path / "slow_files.txt"
    listed.write_text("# comment\n12 tests/test_a.py\nslow tests/test_b.py\n", encoding="utf-8")
    with pytest.raises(pytest.UsageError, match=r"slow_files.txt:3: 'slow tests/test_b.py' is not 'SECONDS PATH'"):
        slow_files(listed)
