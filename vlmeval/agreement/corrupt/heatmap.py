"""Heatmaps: a markdown grid per panel, read by the general table extractor, and the errors it can carry."""

from __future__ import annotations

import random

from vlmeval.agreement.corrupt import judge
from vlmeval.agreement.corrupt.cases import Case
from vlmeval.agreement.corrupt.inject import typo
from vlmeval.agreement.corrupt.writing import fmt_value
from vlmeval.groundtruth.schema import Figure


def write_grid(panel) -> str:
    """A heatmap panel as a markdown grid under its title: rows top to bottom, columns left to right."""
    d = panel.data
    corner = f"{panel.y.label or 'row'} \\ {panel.x.label or 'column'}"
    lines = [f"## {panel.title}", "", f"| {corner} | " + " | ".join(str(c) for c in d.columns) + " |",
             "|" + "---|" * (len(d.columns) + 1)]
    for key, row in zip(d.rows, d.values):
        lines.append(f"| {key} | " + " | ".join("?" if v is None else fmt_value(v, d.decimals) for v in row) + " |")
    return "\n".join(lines) + "\n"


def _grid_line(text: str, i: int) -> tuple[int, int]:
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[:4 + i])
    return start, start + len(lines[4 + i])


def inject_grid(panel, error: str, rng: random.Random) -> tuple[str, str, tuple[int, int]] | None:
    d = panel.data
    known = [(r, c) for r in range(len(d.rows)) for c in range(len(d.columns)) if d.values[r][c] is not None]
    if not known:
        return None
    values = [v for row in d.values for v in row if v is not None]
    lo, hi = min(values), max(values)
    if error == "changed_value":
        r, c = rng.choice(known)
        new_rows = [list(row) for row in d.values]
        step = max(0.3 * (hi - lo), 0.3 * abs(d.values[r][c]), 10.0 ** -(d.decimals or 0) * 20)
        new_rows[r][c] = round(d.values[r][c] + rng.choice([-1, 1]) * step, d.decimals if d.decimals is not None else 2)
        text = write_grid(panel.model_copy(update={"data": d.model_copy(update={"values": new_rows})}))
        return text, f"({d.rows[r]}, {d.columns[c]}): {d.values[r][c]} -> {new_rows[r][c]}", _grid_line(text, r)
    if error == "swapped_rows":
        pairs = [(a, b) for a in range(len(d.rows)) for b in range(a + 1, len(d.rows))
                 if sum(x is not None and y is not None and abs(x - y) > 0.1 * (hi - lo) for x, y in zip(d.values[a], d.values[b])) >= 2]
        if not pairs:
            return None
        a, b = rng.choice(pairs)
        new_rows = [list(row) for row in d.values]
        new_rows[a], new_rows[b] = d.values[b], d.values[a]
        text = write_grid(panel.model_copy(update={"data": d.model_copy(update={"values": new_rows})}))
        return text, f"rows {d.rows[a]} and {d.rows[b]} swapped", (_grid_line(text, a)[0], _grid_line(text, b)[1])
    if error == "misspelled_title":
        new = typo(panel.title, rng)
        if new == panel.title:
            return None
        text = write_grid(panel)
        return text.replace(f"## {panel.title}", f"## {new}", 1), f"title {panel.title!r} -> {new!r}", (3, 3 + len(new))
    return None


def check_heatmap(fig: Figure, rng: random.Random) -> list[Case]:
    """The first panel with data, as a grid: clean, a changed value, two rows swapped, a misspelled title."""
    panel = next((p for p in fig.panels if p.data is not None and p.data.known_cells()), None)
    if panel is None:
        return []
    cases = [judge.judged_case(fig, "table", None, "", write_grid(panel), None)]
    for error in ("changed_value", "swapped_rows", "misspelled_title"):
        made = inject_grid(panel, error, rng)
        if made is not None:
            cases.append(judge.judged_case(fig, "table", error, made[1], made[0], made[2]))
    return cases
