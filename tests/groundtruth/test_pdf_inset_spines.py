"""An inset that cannot be read as a panel of its own is declared (``unread`` kind 'inset') and its marks are kept out
of its host's table, also when its frame is drawn as four spines, as matplotlib draws every axes frame (no one
rectangle: pigsfli-boundarylaw-n1024's inset markers were held as main-panel points at non-integer x)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

MAIN_X = list(range(1, 11))


def _host_with_inset(path: Path, box: list[float], draw_inset) -> None:
    """One panel of main points with an inset at ``box`` (axes fraction), drawn by ``draw_inset``; saved without an
    axes background, so each frame is only its four spines."""
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(MAIN_X, [0.5 * x for x in MAIN_X], "o", color="tab:blue")
    draw_inset(ax.inset_axes(box))
    fig.savefig(path, transparent=True)
    plt.close(fig)


def _unlabelled(inset) -> None:
    """Its tick marks stay, its labels are gone: nothing calibrates it."""
    inset.plot([0.3 * k + 0.15 for k in range(8)], [0.1 * k for k in range(8)], "s", color="tab:red")
    inset.set_xticklabels([])
    inset.set_yticklabels([])


def _zoom(inset) -> None:
    """A zoom inset with two x tick labels and one y tick label (bkt-flow's zoom, hourglass-nanopores' inset): the
    lone label calibrates nothing, so the inset is no panel of its own."""
    inset.plot([6.1, 6.3, 6.5, 6.7], [3.05, 3.15, 3.25, 3.35], "o", color="tab:blue")
    inset.set_xticks([6.2, 6.6])
    inset.set_yticks([3.2])


@pytest.mark.parametrize("box, draw_inset", [([0.58, 0.1, 0.38, 0.35], _unlabelled), ([0.08, 0.55, 0.35, 0.35], _zoom)],
                         ids=["unlabelled", "partly-labelled"])
def test_an_inset_that_is_no_panel_is_declared_and_kept_out_of_its_host(tmp_path, box, draw_inset):
    _host_with_inset(tmp_path / "inset.pdf", box, draw_inset)
    record = read_figure(tmp_path / "inset.pdf", 1, "inset")[0]
    assert len(record.panels) == 1
    panel = record.panels[0]
    assert [float(c) for c in panel.data.columns] == [float(x) for x in MAIN_X]
    assert any(u.kind == "inset" for u in panel.unread or ())
