"""Category labels packed so closely that the PDF holds them as one line are cut into one label per tick; the
line they were cut from is then no text of its own: in a column of panels it stands just above the panel below,
and must not become that panel's title."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

NAMES = ["repr", "segr", "homo", "hete", "richvis", "poorvis"]  # the last two touch at this width


def test_packed_tick_labels_title_no_panel(tmp_path):
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(4.2, 5))
    top.bar(range(6), [3, 4, 5, 2, 6, 4], color="0.7")
    bottom.bar(range(6), [1, 2, 3, 4, 2, 1], color="0.5")
    for ax in (top, bottom):
        ax.set_xticks(range(6), NAMES, fontsize=11)
    fig.tight_layout()
    fig.savefig(tmp_path / "packed.pdf")
    plt.close(fig)
    panels = read_figure(tmp_path / "packed.pdf", 1, "packed")[0].panels
    assert [p.x.ticks for p in panels] == [NAMES, NAMES]  # the packed line is cut at the ticks
    assert not any(name in (p.title or "") for p in panels for name in NAMES)
