"""Data markers and their fit drawn in one colour, the fit evaluated at the data's x (every marker on a vertex of
the line), the legend naming them apart (a marker swatch 'measured', a line swatch 'fit'): the markers are a
series of their own beside the fit line, never the line's markers and dropped; also where the fit runs past the
axis' end and is read inside it."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [0.5 * k for k in range(1, 30)]


def _fit(x: float) -> float:
    return 0.08 + 0.004 * math.cos(x / 2)


def _plot(path: Path, past_the_end: bool) -> None:
    fig, ax = plt.subplots(figsize=(6, 3), layout="constrained")
    ax.plot(XS, [_fit(x) for x in XS], "o", ms=5, color="darkslateblue",
            label="measured")
    fit_x = [0.0] + XS + ([16.0, 18.0, 20.0] if past_the_end else [])
    ax.plot(fit_x, [_fit(x) for x in fit_x], "-", color="darkslateblue", label="fit")
    ax.set_xlim(0, 15.5)
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0))
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("past_the_end", [False, True], ids=["inside", "past-the-axis-end"])
def test_markers_the_legend_names_apart_from_their_fit_are_a_series(tmp_path, past_the_end):
    _plot(tmp_path / "fit.pdf", past_the_end)
    table = read_figure(tmp_path / "fit.pdf", 1, "fit")[0].panels[0].data
    assert sorted(table.rows) == ["fit", "measured"]
    xs = [float(c) for c in table.columns]
    measured = dict(zip(xs, table.values[table.rows.index("measured")]))
    got = sorted(x for x, v in measured.items() if v is not None)
    assert got == pytest.approx(XS, abs=0.01)
    assert [measured[x] for x in got] == pytest.approx([_fit(x) for x in XS], abs=1e-4)
