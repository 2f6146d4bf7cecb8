"""A line whose dips run below the value axis is drawn in pieces, one where it comes back into the frame after
each: the pieces' paths run over different stretches of x, so they are one series (named by its key), never a
series a piece named by look. Curves cut from one range of x (a family of peaks) stay apart
(test_pdf_clipped_lines)."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

YEARS = list(range(1750, 2020))
DIPS = {1780: -3.0, 1781: -2.2, 1830: -2.8, 1900: -2.5}


def _volcanic(year: int) -> float:
    return DIPS.get(year, 0.2 + 0.1 * math.sin(year / 7))


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(7, 3.5))
    ax.plot(YEARS, [_volcanic(y) for y in YEARS], color="darkgreen", label="Volcanic")
    ax.plot(YEARS, [0.004 * (y - 1750) for y in YEARS], color="tab:purple", label="Carbon dioxide")
    ax.set_ylim(-2, 1.5)
    ax.legend(loc="upper left")
    fig.savefig(path)
    plt.close(fig)


def test_a_line_leaving_the_frame_is_one_series(tmp_path):
    _figure(tmp_path / "pieces.pdf")
    table = read_figure(tmp_path / "pieces.pdf", 1, "pieces")[0].panels[0].data
    assert sorted(table.rows) == ["Carbon dioxide", "Volcanic"]
    row = table.values[table.rows.index("Volcanic")]
    known = {float(x): v for x, v in zip(table.columns, row) if v is not None}
    assert min(known) < 1770 and max(known) > 2000  # every piece, before the first dip and after the last
    assert all(v == pytest.approx(_volcanic(round(x)), abs=0.03) for x, v in known.items() if round(x) == x)
