"""A dashed or dotted black (or grey) line is a guide, no series, unless the legend keys it: an entry whose swatch is
a line of its colour and dash pattern ('direct' beside the measured series) names it, and it is a row of the table."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

N = [64, 128, 256, 512, 1024, 2048]


def _draw(path: Path, keyed: bool) -> None:
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(N, [2e-5 * n for n in N], "o-", color="tab:blue", label="fast")
    ax.plot(N, [1e-7 * n ** 2 for n in N], ":", color="black", label="direct" if keyed else None)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.legend(loc="lower right")
    fig.savefig(path)
    plt.close(fig)


def test_a_dotted_black_line_the_legend_names_is_a_series(tmp_path):
    _draw(tmp_path / "keyed.pdf", keyed=True)
    table = read_figure(tmp_path / "keyed.pdf", 1, "keyed")[0].panels[0].data
    assert "direct" in table.rows
    values = table.values[table.rows.index("direct")]
    known = [(c, v) for c, v in zip(table.columns, values) if v is not None]
    assert known and all(v == pytest.approx(1e-7 * c ** 2, rel=0.05) for c, v in known)


def test_a_dotted_black_line_no_entry_names_stays_a_guide(tmp_path):
    _draw(tmp_path / "guide.pdf", keyed=False)
    table = read_figure(tmp_path / "guide.pdf", 1, "guide")[0].panels[0].data
    assert table.rows == ["fast"]
