"""The table renderer every command prints through, on its own: at any width a terminal gets no line wider than
itself, no header or cell cut with '…', the important columns first, and one line naming the rest; a file
gets every column whole."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from vlmeval.cli.tables import Column, TextTable, print_table


def _console(width: int, terminal: bool = True) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=width, force_terminal=terminal, color_system=None, highlight=False), out


def _table(rng: random.Random) -> TextTable:
    words = ["ocr-baseline", "describe-v1", "synth-2-0000-heatmap-annotated", "0.970 [0.954, 1.000]", "ok", "12,345",
             "runs/eval/a-model-describe-v1/r1", "1, 2, 3"]
    headers = ["figure", "status", "overall (attempted)", "hallucination rate ↓", "CI overlaps rank", "tokens",
               "folder", "n"][: rng.randint(2, 8)]
    table = TextTable([Column(h, right=rng.random() < 0.5, wrap=h == "CI overlaps rank") for h in headers],
                      title="a title long enough to wrap in a narrow terminal, " * rng.randint(0, 2),
                      first=tuple(rng.sample(headers, k=rng.randint(0, len(headers)))))
    for _ in range(rng.randint(0, 4)):
        table.add_row(*(rng.choice(words) for _ in headers))
    return table


def _shown_headers(text: str) -> list[str]:
    rows = [[c.strip() for c in line.strip().strip("┃").split("┃")] for line in text.splitlines() if line.startswith("┃")]
    return [" ".join(p for p in column if p) for column in zip(*rows)]


@pytest.mark.parametrize("seed", range(40))
def test_a_table_fits_any_terminal_width_whole_or_names_what_it_leaves_out(seed):
    rng = random.Random(seed)
    table, width = _table(rng), rng.choice([60, 80, 120, rng.randint(50, 160)])
    console, out = _console(width)
    left_out = print_table(table, console)
    text = out.getvalue()
    assert all(len(line) <= width for line in text.splitlines()), text
    assert "…" not in text, text
    every = [c.header for c in table.columns]
    assert sorted(_shown_headers(text) + left_out) == sorted(every), text
    kept = [h for h in every if h not in left_out]
    ranked = [every[i] for i in table.importance()]
    assert ranked[: len(kept)] == [h for h in ranked if h in kept]  # nothing kept that matters less than a left-out one
    assert ("left out to fit" in text) == bool(left_out)
    for row in table.rows:  # a cell that may not wrap is on one line, whole
        for header, cell in zip(every, row):
            if header in kept and header != "CI overlaps rank":
                assert cell in text


@pytest.mark.parametrize("seed", range(10))
def test_off_a_terminal_every_column_is_whole(seed):
    table = _table(random.Random(seed))
    console, out = _console(60, terminal=False)
    assert print_table(table, console) == []
    text = out.getvalue()
    assert _shown_headers(text) == [c.header for c in table.columns] and "…" not in text
    for row in table.rows:
        for cell in row:
            assert cell in text
