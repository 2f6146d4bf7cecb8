"""Every table fits the terminal it is printed in (60, 80, 120 columns) without cutting a header or a cell with '…':
the least important columns are left out and one line names them. Off a terminal the table is whole.

The commands run for real on a pseudo-terminal of the given width (``cli_in_terminal``)."""

from __future__ import annotations

import re

import pytest

from run_helpers import cli, cli_in_terminal, write_replay

WIDTHS = (60, 80, 120)
# bundled figures with long ids (30 characters): what makes the run summary too wide for 80 columns
LONG_IDS = ["synth-2-0000-heatmap-annotated", "synth-2-0001-heatmap-plain", "synth-2-0002-bar-labelled"]
SUMMARY_HEADERS = ["figure", "status", "sec", "tokens", "recall", "prec", "overall"]
BOX = "┏┃┡│└"


def tables(text: str) -> list[list[str]]:
    """The boxed tables in the output, each as its lines."""
    found, current = [], []
    for line in text.splitlines():
        if line[:1] in BOX:
            current.append(line)
        elif current:
            found.append(current)
            current = []
    return found + ([current] if current else [])


def headers(table: list[str]) -> list[str]:
    """The header of each column, its wrapped lines joined."""
    rows = [[cell.strip() for cell in line.strip().strip("┃").split("┃")] for line in table if line.startswith("┃")]
    return [" ".join(part for part in column if part) for column in zip(*rows)]


def left_out(text: str) -> list[str]:
    """The columns the 'left out to fit' lines name, in order ([] where none is left out)."""
    joined = " ".join(text.split())
    named = []
    for match in re.finditer(r"left out to fit \d+ columns: (.*?); to see them:", joined):
        named.append(match.group(1).split(", "))
    return named


def check_fits(text: str, width: int) -> None:
    for table in tables(text):
        for line in table:
            assert len(line) <= width, f"{len(line)} > {width}: {line}"
            assert "…" not in line, line
    for line in text.splitlines():
        if line.startswith("left out to fit"):
            assert len(line) <= width, line


@pytest.fixture(scope="module")
def replay(tmp_path_factory):
    folder = tmp_path_factory.mktemp("summary")
    return write_replay(folder / "recorded.jsonl", LONG_IDS, model="a-recorded-model-with-a-long-name"), folder


@pytest.mark.parametrize("width", WIDTHS)
def test_the_run_summary_fits_the_terminal_and_names_what_it_left_out(replay, width):
    path, folder = replay
    code, text = cli_in_terminal("run", "--model", f"replay:{path}", "--only", "synth-2-000*", "--quiet",
                                 "--out", str(folder / f"run-{width}"), columns=width)
    assert code == 0, text
    check_fits(text, width)
    [summary] = [t for t in tables(text) if "figure" in headers(t)]
    shown = headers(summary)
    omitted = left_out(text)
    assert shown[:2] == ["figure", "status"] and "overall" in shown
    if width >= 120:
        assert shown == SUMMARY_HEADERS and omitted == []
    else:
        assert omitted and sorted(shown + omitted[0]) == sorted(SUMMARY_HEADERS), (shown, omitted)
    for fid in LONG_IDS:
        assert fid in text  # every figure id whole


def test_the_run_summary_piped_is_whole(replay):
    path, folder = replay
    result = cli("run", "--model", f"replay:{path}", "--only", "synth-2-000*", "--quiet", "--out",
                 str(folder / "piped"), env={"COLUMNS": "60"})
    assert result.returncode == 0, result.stderr
    [summary] = [t for t in tables(result.stdout) if "figure" in headers(t)]
    assert headers(summary) == SUMMARY_HEADERS
    assert "left out to fit" not in result.stdout and "…" not in "".join(summary)
