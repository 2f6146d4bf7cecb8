"""The PDF fixture cases under tests/groundtruth/fixtures/pdf/cases: each a PDF drawn by one of the
scripts/make_pdf_*_cases.py, beside a JSON of the data it was drawn from (``known``), read by the PDF reader."""

from __future__ import annotations

import json
from pathlib import Path

CASES = Path(__file__).parent / "groundtruth" / "fixtures" / "pdf" / "cases"


def read_case(name: str, producer: str | None = None):
    """(the record read from case ``name``'s PDF, the data it was drawn from); ``producer``: the drawing program's
    name and version the case must come from ("matplotlib 3.11")."""
    from vlmeval.groundtruth.pdf import read_figure

    known = json.loads((CASES / f"{name}.json").read_text())
    if producer is not None:
        assert known["producer"].startswith(producer)
    return read_figure(CASES / f"{name}.pdf", 1, name.replace("_", "-"))[0], known


def rows_of(panel) -> dict:
    """A panel's table as {row: {column: value}}."""
    table = panel.data
    return {r: dict(zip(table.columns, v)) for r, v in zip(table.rows, table.values)}


SCENARIO_YEARS = list(range(2000, 2101, 5))  # the x of the scenario-like lines below


def scenario_value(x: int, start: float, drop: float) -> float:
    """A scenario's line: flat at ``start`` to 2030, then falling by ``drop`` to 2100 (rising when negative)."""
    return start if x <= 2030 else start - drop * (x - 2030) / 70


def first_table(path: Path):
    """The table of the first panel the reader reads from the one-page PDF at ``path``."""
    from vlmeval.groundtruth.pdf import read_figure

    return read_figure(path, 1, path.stem)[0].panels[0].data


def known_values(table, row: str) -> dict:
    """A row's known values as {column: value}."""
    return {c: v for c, v in zip(table.columns, table.values[table.rows.index(row)]) if v is not None}
