"""Export the bundled synthetic figures to PDF, for the from-pdf round trip (tests/groundtruth/test_pdf_roundtrip.py).

    python scripts/make_pdf_fixtures.py            # writes tests/groundtruth/fixtures/pdf/{matplotlib,seaborn}/

matplotlib: every synthetic figure, drawn by vlmeval.groundtruth.render with matplotlib's defaults (Type 3 fonts).
seaborn: the first figure of each chart style that seaborn draws itself (heatmaps as vector cells with
``sns.heatmap``, grouped bars, lines, scatter); stacked bars have no seaborn function and are left to matplotlib.
The PDFs are committed so the round trip needs no plotting library beyond what the tests install.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from vlmeval.groundtruth.load import load_figures  # noqa: E402
from vlmeval.groundtruth.render import render_figure  # noqa: E402
from vlmeval.groundtruth.schema import Figure, Panel  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "groundtruth" / "fixtures" / "pdf"
METADATA = {"CreationDate": None, "Creator": None, "Producer": None}


def matplotlib_pdf(fig: Figure, out: Path) -> None:
    drawn = render_figure(fig)
    try:
        drawn.savefig(out, metadata=METADATA)
    finally:
        plt.close(drawn)


def _frame(panel: Panel):
    import pandas as pd

    t = panel.data
    return pd.DataFrame(t.values, index=[str(r) for r in t.rows], columns=[str(c) for c in t.columns], dtype=float)


def _seaborn_panel(ax, fig: Figure, panel: Panel) -> None:
    import seaborn as sns

    df = _frame(panel)
    fmt = f".{panel.data.decimals if panel.data.decimals is not None else 1}f"
    if fig.kind == "heatmap":
        sns.heatmap(df, annot=panel.values_printed, fmt=fmt, cmap="rocket_r", ax=ax, annot_kws={"fontsize": 7},
                    cbar_kws={"label": panel.colorbar.label if panel.colorbar else None})
    elif fig.kind == "bar":
        long = df.reset_index(names="series").melt(id_vars="series", var_name="column", value_name="value")
        sns.barplot(long, x="column", y="value", hue="series", ax=ax, errorbar=None)
        if panel.values_printed:
            for container in ax.containers:
                ax.bar_label(container, fmt=f"%{fmt}", fontsize=6)
        if len(df.index) > 1:
            sns.move_legend(ax, "lower center", bbox_to_anchor=(0.5, 1.08), ncol=len(df.index), title=None,
                            frameon=False, fontsize=7)
        elif ax.get_legend():
            ax.get_legend().remove()
    elif fig.kind == "line":
        long = df.reset_index(names="series").melt(id_vars="series", var_name="column", value_name="value")
        sns.lineplot(long, x="column", y="value", hue="series", style="series", markers=True, dashes=False, ax=ax,
                     sort=False)
        if ax.get_legend():
            ax.get_legend().set_title(None)
    else:
        xs = [float(c) for c in panel.data.columns]
        for name, row in zip(panel.data.rows, panel.data.values):
            sns.scatterplot(x=xs, y=row, ax=ax, label=str(name) if len(panel.data.rows) > 1 else None)
        if panel.x.scale == "log":
            ax.set_xscale("log")
    for spec, axis in ((panel.x, ax.xaxis), (panel.y, ax.yaxis)):
        if spec.scale != "categorical" and spec.ticks and fig.kind != "heatmap":  # the record's ticks, as printed
            values = [float(t) for t in spec.ticks]
            axis.set_ticks(values, [f"{v:g}" for v in values])
            if spec.range is not None:
                (ax.set_xlim if axis is ax.xaxis else ax.set_ylim)(*spec.range)
    ax.set_title(panel.title)
    ax.set_xlabel(panel.x.label or "")
    ax.set_ylabel(panel.y.label or "")


def seaborn_pdf(fig: Figure, out: Path) -> None:
    import seaborn as sns

    sns.set_theme(style="whitegrid")
    layout = fig.layout
    drawn, axes = plt.subplots(layout.rows, layout.cols, squeeze=False, layout="constrained",
                               figsize=(4.2 * layout.cols, 3.4 * layout.rows))
    try:
        for i, ax in enumerate(axes.flat):
            if i < len(fig.panels) and fig.panels[i].data is not None:
                _seaborn_panel(ax, fig, fig.panels[i])
            else:
                ax.axis("off")
        drawn.savefig(out, metadata=METADATA)
    finally:
        plt.close(drawn)
        sns.reset_orig()


def seaborn_choice(figures: dict[str, Figure]) -> list[Figure]:
    """One figure per style seaborn draws natively (no stacked bars, no log-scale lines, no error bars)."""
    chosen: dict[str, Figure] = {}
    for fid in sorted(figures):
        fig = figures[fid]
        style = str(fig.tags.get("style", fig.kind))
        if any(word in style for word in ("stacked", "errorbars", "log")) or style in chosen:
            continue
        chosen[style] = fig
    return list(chosen.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    figures = load_figures(ROOT / "ground_truth" / "synth").figures
    for producer in ("matplotlib", "seaborn"):
        (args.out / producer).mkdir(parents=True, exist_ok=True)
    for fid, fig in sorted(figures.items()):
        matplotlib_pdf(fig, args.out / "matplotlib" / f"{fid}.pdf")
    for fig in seaborn_choice(figures):
        seaborn_pdf(fig, args.out / "seaborn" / f"{fig.id}.pdf")
    for fid, fig in sorted(load_figures(ROOT / "ground_truth" / "papers").figures.items()):
        if fid.startswith("dynts-"):  # the seeds' figure kind: annotated heatmaps with a shared colorbar
            matplotlib_pdf(fig, args.out / "matplotlib" / f"{fid}.pdf")
    print(f"wrote PDFs under {args.out}")


if __name__ == "__main__":
    main()
