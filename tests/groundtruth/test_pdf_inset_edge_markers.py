"""An inset's markers drawn unclipped past its edge (points at its axis limit) are the inset's: in a look no
marker of the panel's own has, they are no series of the panel around the inset."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _figure(path) -> None:
    fig, ax = plt.subplots(figsize=(5, 3.5))
    xs = list(range(-80, 1, 4))
    ax.plot(xs, [0.015 / (1 + 2.7 ** (-(x + 40) / 6)) for x in xs], "o--", color="seagreen", label="T = 4 K")
    ax.legend(loc="lower right")
    inset = ax.inset_axes([0.15, 0.55, 0.35, 0.4])
    ix = [0.05 * k for k in range(1, 21)]
    iy = [min(1.15, 0.2 + 0.06 * k) for k in range(1, 21)]
    inset.plot(ix, iy, "s", mfc="none", color="navy", clip_on=False, label="Exp.")
    inset.set_ylim(0, 1.1)
    inset.set_xlim(0, 1.05)
    inset.legend(loc="lower right")
    fig.savefig(path)
    plt.close(fig)


def test_markers_past_an_insets_edge_are_no_series_of_the_panel(tmp_path):
    _figure(tmp_path / "inset.pdf")
    panels = read_figure(tmp_path / "inset.pdf", 1, "inset")[0].panels
    main = [p for p in panels if not p.title.startswith("inset")]
    assert len(main) == 1 and main[0].data is not None
    assert main[0].data.rows == ["T = 4 K"]
