"""Scenario figures draw each scenario solid (with an intervention) and dashed (without) in one colour, over one
history that both pass through, drawn from before the x axis' first year; the key of colours sits in a panel that
draws the solid curves only.

- the solid history piece (cut at the left edge only) and its continuation are one series: a cut at the x limits
  is where the line starts, not a curve running past the value limits;
- each series' dash is its own stroke's (the one through most of its points), not the dashed twin's over the
  shared history;
- a panel without a key names its solid curves from the keyed panel's colours; the dashed twins keep their
  look's words."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

HISTORY = list(range(1990, 2021))
FUTURE = list(range(2020, 2101))
SCENARIOS = {"Low": ("tab:cyan", 0.5), "Middle": ("0.45", 1.0), "High": ("tab:purple", 2.0)}


def _history(y: int) -> float:
    return 10 + 0.02 * (y - 1990)


def _figure(path: Path) -> None:
    fig, axes = plt.subplots(1, 2, figsize=(8, 3.2))
    for k, ax in enumerate(axes):
        for name, (colour, rate) in SCENARIOS.items():
            if k == 1:  # the panel without a key draws each scenario without the intervention too (dashed)
                ax.plot(HISTORY + FUTURE, [_history(y) for y in HISTORY] + [_history(2020) + 0.01 * rate * (y - 2020)
                                                                              for y in FUTURE], color=colour, ls="--")
            ax.plot(HISTORY, [_history(y) for y in HISTORY], color=colour)
            ax.plot(FUTURE, [_history(2020) - 0.02 * rate * (y - 2020) * (k + 1) for y in FUTURE], color=colour,
                    label=name)
        ax.set_xlim(2000, 2100)
    axes[0].legend(loc="lower left")
    fig.savefig(path)
    plt.close(fig)


def test_a_panel_without_a_key_names_its_solid_curves_from_the_keyed_one(tmp_path):
    _figure(tmp_path / "twins.pdf")
    keyed, other = read_figure(tmp_path / "twins.pdf", 1, "twins")[0].panels
    assert sorted(map(str, keyed.data.rows)) == ["High", "Low", "Middle"]
    assert sorted(map(str, other.data.rows)) == ["High", "Low", "Middle", "cyan dashed line", "purple dashed line"]
    for panel in (keyed, other):
        t = panel.data
        for name in SCENARIOS:
            row = t.values[t.rows.index(name)]
            known = {float(x): v for x, v in zip(t.columns, row) if v is not None}
            assert min(known) <= 2005 and max(known) >= 2095  # the history piece and its continuation
            assert t.styles[t.rows.index(name)].line == "solid"
