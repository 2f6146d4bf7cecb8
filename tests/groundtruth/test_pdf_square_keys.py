"""A legend whose keys are squares nearly twice as tall as its text (ggplot's default: keys 1.2 lines of the base
font, 17.28 pt, beside text 0.8 of it, 8.8 pt): each square is its entry's swatch, so bars coloured by class are
one row per class named by the key, not one row 'bars' of many colours."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.patches as mpatches  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

WORDS = ["copper", "gut", "magnetic", "walker", "rice", "amazon"]
COUNTS = [93.0, 126.0, 398.0, 38.0, 159.0, 157.0]
GREEN, ORANGE = "#66c2a5", "#fc8d62"


def _classes(path: Path, key: float):
    """Six bars in two colours and a key of squares ``key`` em wide and tall beside 8.8-point text (matplotlib draws
    a patch handle 0.775 of handleheight tall)."""
    fig, ax = plt.subplots(figsize=(5, 3))
    colours = [GREEN] * 3 + [ORANGE] * 3
    ax.barh(WORDS, COUNTS, color=colours)
    keys = [mpatches.Patch(color=GREEN, label="Citation"), mpatches.Patch(color=ORANGE, label="Mention")]
    ax.legend(handles=keys, loc="center left", bbox_to_anchor=(1.02, 0.5), frameon=False, fontsize=8.8,
              handlelength=key, handleheight=key / 0.775, handletextpad=0.6)
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)
    return read_figure(path, figure_id="classes")[0]


@pytest.mark.parametrize("key", [1.0, 1.96])
def test_square_keys_name_the_bars_of_their_colour(tmp_path, key):
    (panel,) = _classes(tmp_path / "classes.pdf", key).panels
    assert panel.data.rows == ["Citation", "Mention"]
    rows = {r: dict(zip(panel.data.columns, v)) for r, v in zip(panel.data.rows, panel.data.values)}
    assert rows["Citation"]["magnetic"] == pytest.approx(398.0, abs=1.0)
    assert rows["Mention"]["rice"] == pytest.approx(159.0, abs=1.0)
    assert rows["Mention"]["magnetic"] is None
