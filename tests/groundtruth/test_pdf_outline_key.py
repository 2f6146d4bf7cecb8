"""Step histograms keyed by unfilled outlined boxes (matplotlib's handle for histtype='step'): each curve takes the
name its key gives its outline's colour, not a name by look ('blue line')."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

NAMES = ["low < 100", "100 < mid < 300", "high > 300"]


def _figure(path: Path) -> None:
    rng = np.random.default_rng(3)
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for k, name in enumerate(NAMES):
        ax.hist(rng.gamma(2.0 + k, 30.0, 4000), bins=np.linspace(0, 500, 26), histtype="step", density=True,
                lw=2, label=name)
    ax.set_xlim(0, 500)
    ax.legend(loc="center right")
    fig.savefig(path)
    plt.close(fig)


def test_outlined_key_boxes_name_the_step_curves(tmp_path):
    _figure(tmp_path / "steps.pdf")
    panel = read_figure(tmp_path / "steps.pdf", 1, "steps")[0].panels[0]
    named = [str(r) for r in panel.data.rows] + [c.name for c in panel.curves or []]
    assert set(NAMES) <= set(named)
    assert not [n for n in named if n.endswith(" line")]
