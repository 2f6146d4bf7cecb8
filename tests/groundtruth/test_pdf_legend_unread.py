"""A legend entry whose series the reader does not hold (a fit, a dashed curve, a band) is declared in the panel's
``unread`` parts, so that a description naming it is not told "the legend has no X" (the biggest
false-alarm class of real-prose validation: strain-graphene-12-88's 'T=0.8 fit', he-graphene-bh-wanniercut's
'Wannier', spectrum-anomaly's 'DBSCAN-U'). An entry held by another panel of a shared figure legend is no part."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.scoring.scorecard import evaluate_text  # noqa: E402

X = np.linspace(0.5, 3, 6)
GRID = np.linspace(0.3, 3.2, 80)
TEMPS = (("tab:blue", 0.6), ("tab:orange", 0.8), ("tab:green", 1.0))


def _qmc_with_a_fit(path: Path):
    """Three marker series and one dashed fit curve, each with a legend entry (strain-graphene's QMC figures)."""
    fig, ax = plt.subplots(figsize=(4, 3))
    for colour, t in TEMPS:
        ax.plot(X, np.exp(-X * t) + 0.03 * np.sin(7 * X), "o", color=colour, label=f"T={t} QMC")
    ax.plot(GRID, np.exp(-GRID * 0.6), "--", color="tab:blue", label="T=0.6 fit")
    ax.legend()
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="qmc-fit")[0]


def test_an_entry_whose_series_is_not_read_is_declared(tmp_path):
    (panel,) = _qmc_with_a_fit(tmp_path / "fit.pdf").panels
    assert panel.data.rows == ["T=0.6 QMC", "T=0.8 QMC", "T=1.0 QMC"]
    notes = [u.note or "" for u in panel.unread or []]
    assert any("'T=0.6 fit'" in n for n in notes), notes
    assert not any("QMC" in n for n in notes), notes  # the held series are not declared


def test_a_legend_naming_the_unread_entry_is_unverifiable(tmp_path):
    figure = _qmc_with_a_fit(tmp_path / "fit.pdf")
    text = ("- **Legend:** T=0.6 QMC (blue circles), T=0.8 QMC (orange circles), T=1.0 QMC (green circles), "
            "T=0.6 fit (blue dashed line)")
    # the legend's claim (its entries; each series' name it holds is also a name claim of its own)
    (claim,) = [c for c in evaluate_text(figure, text).claims if c.kind == "label" and isinstance(c.stated, list)]
    assert claim.verdict == "supported"  # the reader declares the entry it holds no series for: it is the legend's
    invented = evaluate_text(figure, text.replace("T=0.6 fit", "T=2.0 QMC"))
    # the reader read this legend and declared every entry without a series: one neither held nor declared is none
    assert [c.verdict for c in invented.claims if c.kind == "label" and isinstance(c.stated, list)] == ["contradicted"]
    assert "contradicted" not in [c.verdict for c in invented.claims if c.kind == "label" and isinstance(c.stated, str)]


def test_a_figure_legend_entry_held_by_another_panel_is_no_part(tmp_path):
    fig, (left, right) = plt.subplots(1, 2, figsize=(6, 3))
    left.plot(X, X ** 2, color="tab:blue", marker="o", label="alpha")
    right.plot(X, 3 - X, color="tab:orange", marker="s", label="beta")
    fig.legend(loc="upper center", ncol=2)
    fig.subplots_adjust(top=0.8)
    path = tmp_path / "shared.pdf"
    fig.savefig(path)
    plt.close(fig)
    panels = read_figure(path)[0].panels
    assert [p.data.rows for p in panels] == [["alpha"], ["beta"]]
    assert all(not any("legend entries" in (u.note or "") for u in p.unread or []) for p in panels)


def test_a_category_tick_label_beside_a_marker_is_no_unread_entry():
    """bioconda-downloads: the x tick 'R' sits under the lowest orange marker of its strip, where a legend's
    text would: it names the category, not a series the record lacks."""
    from vlmeval.groundtruth.pdf.legend import Entry
    from vlmeval.groundtruth.pdf.parts import unread_entries
    from vlmeval.groundtruth.pdf.primitives import Box, Run
    from vlmeval.groundtruth.schema import Axis, Panel, Table

    panel = Panel(title="main panel", x=Axis(ticks=["Other", "R"], scale="categorical"),
                  data=Table(rows=["grey line"], columns=["Other", "R"], values=[[1.0, 2.0]]))

    def entry(name: str) -> Entry:
        run = Run(name, 0, 0, 5, 8, 0, 8, None)
        return Entry(name, run, "marker", (1.0, 0.5, 0.0), 20, Box(-6, 2, -2, 6, None, None))

    assert unread_entries(panel, [entry("R")], set()) == []
    (part,) = unread_entries(panel, [entry("R"), entry("fit")], set())
    assert "'fit'" in part.note and "'R'" not in part.note
