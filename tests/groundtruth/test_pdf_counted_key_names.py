"""A key that counts its members ('CMIP6 (35)') names series that are held: the entries are not declared unread
because their names end in a number in brackets, as a repeated name's ('x (2)') does."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = list(range(1900, 2001, 5))


def test_a_counted_key_is_held_not_unread(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.plot(XS, [0.01 * (x - 1900) for x in XS], color="tab:blue", label="new models (35)")
    ax.plot(XS, [0.015 * (x - 1900) for x in XS], color="tab:red", label="old models (27)")
    ax.legend(loc="upper left")
    fig.savefig(tmp_path / "counted.pdf")
    plt.close(fig)
    (panel,) = read_figure(tmp_path / "counted.pdf", 1, "counted")[0].panels
    assert sorted(panel.data.rows) == ["new models (35)", "old models (27)"]
    assert not [u for u in panel.unread or () if "legend" in u.note]
