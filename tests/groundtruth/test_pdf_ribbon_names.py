"""Lines told apart only by the band each runs in (ggplot's geom_line over a geom_ribbon filled by group): every
line and its markers drawn in one colour, the key a box of each band's fill. Each line is the entry whose fill is
the one band holding all its vertices, not 'first/second black line with circles'."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.patches as mpatches  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

YEARS = list(range(2005, 2021))
LOW = [0.41, 0.48, 0.43, 0.48, 0.43, 0.45, 0.44, 0.44, 0.46, 0.56, 0.51, 0.52, 0.60, 0.55, 0.52, 0.62]
ORANGE, BLUE = "#e69f00", "#56b4e9"


def _banded(path: Path, apart: bool = True):
    """Two black lines with markers, each in a translucent band of its own colour, keyed by boxes of the fills;
    ``apart=False`` draws the second band over both lines (no band holds one line only)."""
    fig, ax = plt.subplots(figsize=(6, 4))
    high = [1.0 - v for v in LOW]
    ax.fill_between(YEARS, [v - 0.02 for v in LOW], [v + 0.02 for v in LOW], color=ORANGE, alpha=0.5, lw=0)
    lo = [v - 0.02 for v in high] if apart else [min(a, b) - 0.02 for a, b in zip(LOW, high)]
    hi = [v + 0.02 for v in high] if apart else [max(a, b) + 0.02 for a, b in zip(LOW, high)]
    ax.fill_between(YEARS, lo, hi, color=BLUE, alpha=0.5, lw=0)
    for values in (LOW, high):
        ax.plot(YEARS, values, "-o", color="black", ms=3, lw=1)
    keys = [mpatches.Patch(color=ORANGE, alpha=0.5, label="female"), mpatches.Patch(color=BLUE, alpha=0.5, label="male")]
    ax.legend(handles=keys, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=2, frameon=False)
    ax.set_ylim(0, 1)
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)
    return read_figure(path, figure_id="banded")[0]


def test_each_line_is_named_by_the_band_it_runs_in(tmp_path):
    (panel,) = _banded(tmp_path / "bands.pdf").panels
    rows = {r: dict(zip(panel.data.columns, v)) for r, v in zip(panel.data.rows, panel.data.values)}
    assert set(rows) == {"female", "male"}
    assert rows["female"][2014.0] == pytest.approx(0.56, abs=0.005)
    assert rows["male"][2014.0] == pytest.approx(0.44, abs=0.005)


def test_a_band_over_both_lines_names_neither(tmp_path):
    (panel,) = _banded(tmp_path / "over.pdf", apart=False).panels
    assert not {"female", "male"} & set(panel.data.rows)  # the wide band holds both lines: neither is sure
