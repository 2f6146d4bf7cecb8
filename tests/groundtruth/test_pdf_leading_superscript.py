"""A legend entry that starts with a superscript ('⁴He/Ar' printed as $^4$He/Ar): its text run took the size of
its first, raised glyph, so the marker beside it sat farther than the legend's reach in those small ems and the
series went unnamed ('light green squares'), its swatch read as a data point. A run's size is its largest glyph's."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.primitives import open_page  # noqa: E402

XS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]


def _pdf(tmp_path: Path) -> Path:
    fig, ax = plt.subplots(figsize=(4, 2.6))
    ax.plot(XS, [2 + 3 * x for x in XS], "o", color="slateblue", label="Ar/MCM-41")
    ax.plot(XS, [8 - 2 * x for x in XS], "s", color="mediumseagreen", label=r"$^4$He/Ar/MCM-41")
    ax.set_xlim(0, 1.6)
    ax.legend(loc="center right", frameon=False, handlelength=1.0, handletextpad=1.1)
    fig.savefig(tmp_path / "iso.pdf")
    plt.close(fig)
    return tmp_path / "iso.pdf"


def test_a_run_starting_with_a_superscript_has_its_texts_size(tmp_path: Path):
    page = open_page(_pdf(tmp_path))
    plain = next(r for r in page.runs if r.text == "Ar/MCM-41")
    raised = next(r for r in page.runs if r.text.endswith("He/Ar/MCM-41"))
    assert raised.size == pytest.approx(plain.size, rel=0.05)


def test_the_entry_names_its_series(tmp_path: Path):
    panel = read_figure(_pdf(tmp_path))[0].panels[0]
    assert any(str(r).endswith("He/Ar/MCM-41") for r in panel.data.rows), panel.data.rows
    assert "Ar/MCM-41" in panel.data.rows
