"""Figures for the text side of the PDF reader (issue 31's audit of the real suite), as small matplotlib PDFs with
the data they were drawn from, for tests/groundtruth/test_pdf_text_cases.py.

    python scripts/make_pdf_text_fixtures.py     # writes tests/groundtruth/fixtures/pdf/text/NAME.{pdf,json}

NAME.json holds ``{"panels": [{"title", "columns", "values", "printed"}]}``: the drawn values, and the numbers printed
on the figure where they differ ("printed": null where none does). An image heatmap's JSON holds its pixel grid.
"""

from __future__ import annotations

import json
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "groundtruth" / "fixtures" / "pdf" / "text"
METADATA = {"CreationDate": None, "Creator": None, "Producer": None}


def _write(name: str, fig, **data) -> None:
    fig.savefig(OUT / f"{name}.pdf", metadata=METADATA)
    plt.close(fig)
    (OUT / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")


def heatmap_rotated_labels() -> None:
    """seaborn's heatmap drawn by hand (seaborn is not installed here): a pcolormesh of cells, every cell printing
    its value, x tick labels rotated 45 degrees with no tick marks, so that a long label's run stands off its cell's
    centre (llm-stylometry's loss heatmaps)."""
    names = ["Baum", "Thompson", "Austen", "Dickens", "Fitzgerald", "Melville"]
    rng = np.random.default_rng(7)
    values = np.round(rng.uniform(1.5, 3.3, size=(6, 6)), 2)
    fig, ax = plt.subplots(figsize=(6, 4.5))
    ax.pcolormesh(values, cmap="Blues")
    ax.set_xlim(0, 6)
    ax.set_ylim(6, 0)
    ax.set_xticks(np.arange(6) + 0.5, names, rotation=45, fontsize=12)
    ax.set_yticks(np.arange(6) + 0.5, names, fontsize=12)
    ax.tick_params(axis="x", length=0)
    for side in ax.spines.values():
        side.set_visible(False)
    for i in range(6):
        for j in range(6):
            ax.text(j + 0.5, i + 0.5, f"{values[i, j]:.2f}", ha="center", va="center", fontsize=8)
    ax.set_xlabel("Comparison author")
    ax.set_ylabel("Training author")
    fig.tight_layout()
    _write("heatmap_rotated_labels", fig, panels=[{"title": None, "rows": names, "columns": names,
                                                  "values": values.tolist(), "printed": None}])


def facet_signed_bars() -> None:
    """Three facets sharing one y axis (only the first prints its ticks) and one x label centred under the row; bars
    drawn as magnitudes, each labelled with its signed value (elevcan's lasso figure)."""
    facets = {"Lung": {"smoking": 0.52, "elevation": -0.33, "education": -0.20, "radon": -0.01},
              "Breast": {"no_breast": 0.35, "income": 0.09, "metro": 0.03, "elevation": -0.02},
              "Prostate": {"white": 0.08, "education": 0.08}}
    fig, axes = plt.subplots(1, 3, figsize=(9, 3.2), sharey=True, gridspec_kw={"wspace": 0.05, "width_ratios": [4, 4, 2]})
    panels = []
    for ax, (title, coefs) in zip(axes, facets.items()):
        names, signed = list(coefs), list(coefs.values())
        heights = [abs(v) for v in signed]
        ax.bar(names, heights, width=0.95, color=["#ffb2b2" if v > 0 else "#b2b2ff" for v in signed], edgecolor="k")
        for i, v in enumerate(signed):
            ax.text(i, abs(v) + 0.005, f"{v:.2f}", ha="center", va="bottom", fontsize=8)
        ax.set_title(title)
        ax.tick_params(axis="x", labelsize=7)
        panels.append({"title": title, "columns": names, "values": [round(h, 2) for h in heights],
                       "printed": [round(v, 2) if v < 0 and round(v, 2) != 0 else None for v in signed]})
    axes[0].set_ylabel("Absolute coefficient")
    axes[0].set_ylim(0, 0.6)
    fig.subplots_adjust(bottom=0.22)
    fig.supxlabel("Predictor", y=0.03)  # centred under the row, not under any one facet
    _write("facet_signed_bars", fig, panels=panels)


def image_heatmap_colorbar() -> None:
    """An image (imshow of a 22x22 grid) with a colorbar and only a few ticks: a band peaking at 0.04
    (psoap's example figure); sampling it at the tick positions would miss the band."""
    x = np.linspace(0, 1, 22)
    grid = 0.04 * np.exp(-((x[:, None] - x[None, :]) / 0.08) ** 2)
    fig, ax = plt.subplots(figsize=(4, 3.5))
    im = ax.imshow(grid, cmap="viridis", extent=(0, 1, 1, 0))
    ax.set_xticks([0, 0.5, 1])
    ax.set_yticks([0, 0.5, 1])
    fig.colorbar(im, ax=ax, label="density")
    _write("image_heatmap_colorbar", fig, grid=grid.round(6).tolist(), maximum=float(grid.max()))


CASES = [heatmap_rotated_labels, facet_signed_bars, image_heatmap_colorbar]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        case()
        print(case.__name__)


if __name__ == "__main__":
    main()
