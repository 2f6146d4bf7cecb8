"""A legend entry of an error-bar series: matplotlib draws its handle as the series' marker with a short error bar
through it (and caps when the bars have them). The marker is the swatch that names the series, never a data point,
and a cap is no line sample of its own."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

X = np.array([0.6, 0.8, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0])
Y = 0.046 * (1 - np.exp(-1.6 * X))


def _converging(path: Path, loc: str, capsize: float):
    """Markers with error bars rising to a plateau, keyed by one legend entry placed where no data are."""
    fig, ax = plt.subplots(figsize=(4, 2.6))
    ax.errorbar(X, Y, yerr=0.0008, fmt="s", ms=4, mfc="mistyrose", mec="lightcoral", ecolor="lightcoral",
                capsize=capsize, label="U/t = 10.0")
    ax.set_xlim(0, 8.5)
    ax.set_ylim(0.0, 0.05)
    ax.legend(loc=loc, frameon=False)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="plateau")[0]


@pytest.mark.parametrize("loc", ["center right", "lower right"])
@pytest.mark.parametrize("capsize", [0.0, 3.0], ids=["no-caps", "caps"])
def test_an_error_bar_handle_names_its_series_and_is_no_point(tmp_path, loc, capsize):
    (panel,) = _converging(tmp_path / "plateau.pdf", loc, capsize).panels
    assert panel.data.rows == ["U/t = 10.0"]
    assert [float(c) for c in panel.data.columns] == pytest.approx(list(X))  # no column at the handle's x
    assert panel.data.values[0] == pytest.approx(list(Y), abs=0.0005)
