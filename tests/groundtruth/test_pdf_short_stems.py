"""A stem plot draws each marker on a line from the baseline: a stem, not an error bar, however short. A stem to a
value near the baseline is shorter than a marker, so its middle is within a point of the marker's centre, but it
ends on the marker: a ± error bar is centred on its point, a stem has its middle half its length off it."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

LAGS = list(range(1, 13))
VALUES = [0.69, 0.21, 0.2, 0.13, -0.07, 0.011, 0.09, -0.01, 0.16, 0.05, 0.08, -0.06]  # 0.011 and -0.01: stems of about 1.2 pt


def _read(path, errors: bool):
    fig, ax = plt.subplots(figsize=(5, 4))
    if errors:
        ax.errorbar(LAGS, VALUES, yerr=0.02, fmt="o", color="tab:blue", capsize=0)
    else:
        ax.vlines(LAGS, 0, VALUES, color="grey")
        ax.plot(LAGS, VALUES, "o", color="tab:blue")
    ax.set_ylim(-1, 1)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, 1, path.stem)[0].panels[0]


def test_short_stems_are_no_error_bars(tmp_path):
    panel = _read(tmp_path / "stems.pdf", errors=False)
    assert panel.data.values[0][LAGS.index(6)] == pytest.approx(0.011, abs=0.005)
    assert panel.data.errors is None


def test_short_centred_error_bars_are_still_read(tmp_path):
    panel = _read(tmp_path / "bars.pdf", errors=True)
    assert panel.data.errors is not None
    assert all(e == pytest.approx(0.02, abs=0.002) for e in panel.data.errors[0] if e is not None)
    assert sum(e is not None for e in panel.data.errors[0]) >= 10
