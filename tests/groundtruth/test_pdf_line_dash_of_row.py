"""Each row's recorded dash is that of its own line: a solid and a dashed line of one colour that share their
first stretch each pass through the other's points there, so the first stroke met through two of them is not
the row's; the stroke through most of them is."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

YEARS = list(range(2000, 2101, 5))


def _path(x: int, start: float, drop: float) -> float:
    return start if x <= 2030 else start - drop * (x - 2030) / 70


def _table(path: Path):
    return read_figure(path, 1, path.stem)[0].panels[0].data


def _values(table, row: str) -> dict:
    return {c: v for c, v in zip(table.columns, table.values[table.rows.index(row)]) if v is not None}


def test_a_dashed_line_sharing_a_solid_ones_start_is_recorded_dashed(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(YEARS, [_path(x, 20, -6) for x in YEARS], "-", color="black", label="CEDS")
    ax.plot(YEARS, [_path(x, 20, 8) for x in YEARS], "--", color="black", label="CMIP6")
    ax.legend(loc="lower left")
    fig.savefig(tmp_path / "dash.pdf")
    plt.close(fig)
    table = _table(tmp_path / "dash.pdf")
    styles = dict(zip(table.rows, table.styles))
    assert styles["CEDS"].line == "solid" and styles["CMIP6"].line == "dashed"
