"""A key of colours (one per scenario) beside a key of dashes drawn in black (one per variant) names every line by
both, and a grey line dashed like a variant is that grey scenario's variant, not a guide."""

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


def test_a_key_of_colours_beside_a_key_of_dashes_names_each_line_by_both(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for name, colour, drop in (("low", "tab:cyan", 5), ("middle", "grey", 9), ("high", "purple", 14)):
        ax.plot(YEARS, [_path(x, 20, drop) for x in YEARS], "-", color=colour, label=name)
        ax.plot(YEARS, [_path(x, 20, drop / 2) for x in YEARS], "--", color=colour)
    ax.plot([], [], "-", color="black", label="With removal")
    ax.plot([], [], "--", color="black", label="Unaltered")
    ax.legend(loc="lower left")
    fig.savefig(tmp_path / "keys.pdf")
    plt.close(fig)
    table = _table(tmp_path / "keys.pdf")
    assert sorted(table.rows) == sorted(f"{n} ({v})" for n in ("low", "middle", "high")
                                        for v in ("With removal", "Unaltered"))
    assert _values(table, "middle (Unaltered)")[2100] == pytest.approx(15.5, abs=0.1)
    assert _values(table, "middle (With removal)")[2100] == pytest.approx(11, abs=0.1)
    assert read_figure(tmp_path / "keys.pdf", 1, "keys")[0].panels[0].unread is None
