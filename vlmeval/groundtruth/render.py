"""Draw a figure from its data with matplotlib, in the style of a paper figure."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # no display: render to files only

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from vlmeval.groundtruth.schema import Figure, Panel  # noqa: E402

PANEL_SIZE = (3.6, 3.0)  # inches per panel
DPI = 110


def _fmt(value: float, decimals: int | None) -> str:
    return f"{value:.{1 if decimals is None else decimals}f}"


def _matrix(panel: Panel) -> np.ndarray:
    return np.array([[np.nan if v is None else v for v in row] for row in panel.data.values], dtype=float)


def _draw_heatmap(fig, ax, panel: Panel, shared_limits: tuple[float, float] | None, show_colorbar: bool):
    m = _matrix(panel)
    if panel.colorbar and panel.colorbar.range:
        vmin, vmax = panel.colorbar.range
    elif shared_limits:
        vmin, vmax = shared_limits
    else:
        vmin, vmax = (np.nanmin(m), np.nanmax(m)) if np.isfinite(m).any() else (0.0, 1.0)
    image = ax.imshow(np.ma.masked_invalid(m), cmap="YlGnBu", vmin=vmin, vmax=vmax, aspect="auto")
    ax.set_xticks(range(len(panel.data.columns)), [str(c) for c in panel.data.columns])
    ax.set_yticks(range(len(panel.data.rows)), [str(r) for r in panel.data.rows])
    if panel.values_printed:
        mid = (vmin + vmax) / 2
        for (r, c), v in np.ndenumerate(m):
            if np.isfinite(v):
                ax.text(c, r, _fmt(v, panel.data.decimals), ha="center", va="center", fontsize=8,
                        color="white" if v > mid else "black")
    if show_colorbar:
        bar = fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
        if panel.colorbar:
            if panel.colorbar.label:
                bar.set_label(panel.colorbar.label)
            if panel.colorbar.ticks:
                bar.set_ticks(panel.colorbar.ticks)
    return image


def _draw_series(ax, panel: Panel, kind: str):
    m = _matrix(panel)
    categories = [str(c) for c in panel.data.columns]
    x = np.arange(len(categories))
    n = max(len(panel.data.rows), 1)
    width = 0.8 / n
    for i, series in enumerate(panel.data.rows):
        if kind == "bar":
            bars = ax.bar(x - 0.4 + width * (i + 0.5), m[i], width, label=str(series))
            if panel.values_printed:
                ax.bar_label(bars, labels=[_fmt(v, panel.data.decimals) if np.isfinite(v) else "" for v in m[i]], fontsize=7)
        else:
            ax.plot(x, m[i], marker="o", markersize=3, label=str(series))
            if panel.values_printed:
                for xi, v in zip(x, m[i]):
                    if np.isfinite(v):
                        ax.annotate(_fmt(v, panel.data.decimals), (xi, v), textcoords="offset points", xytext=(0, 4),
                                    ha="center", fontsize=7)
    step = max(1, len(categories) // 8)
    ax.set_xticks(x[::step], categories[::step], rotation=30 if len(categories) > 6 else 0, ha="right" if len(categories) > 6 else "center")
    if panel.y.scale == "log":
        ax.set_yscale("log")
    if len(panel.data.rows) > 1:
        ax.legend(fontsize=7)
    ax.grid(alpha=0.3)


def _draw_scatter(ax, panel: Panel):
    m = _matrix(panel)
    xs = np.array([float(c) for c in panel.data.columns])
    for i, series in enumerate(panel.data.rows):
        ax.scatter(xs, m[i], s=10, label=str(series))
    if len(panel.data.rows) > 1:
        ax.legend(fontsize=7)


def render_figure(fig_record: Figure):
    """A matplotlib figure drawn from the record (panels without data are drawn empty, titled)."""
    layout = fig_record.layout
    fig, axes = plt.subplots(layout.rows, layout.cols, squeeze=False, layout="constrained",
                             figsize=(PANEL_SIZE[0] * layout.cols, PANEL_SIZE[1] * layout.rows))
    known = [v for p in fig_record.panels if p.data for row in p.data.values for v in row if v is not None]
    shared = (min(known), max(known)) if layout.shared_colorbar and known else None
    last_image = None
    for i, ax in enumerate(axes.flat):
        if i >= len(fig_record.panels):
            ax.axis("off")
            continue
        panel = fig_record.panels[i]
        ax.set_title(panel.title, fontsize=10)
        if panel.data is not None:
            if fig_record.kind == "heatmap":
                last_image = _draw_heatmap(fig, ax, panel, shared, show_colorbar=not layout.shared_colorbar)
            elif fig_record.kind == "scatter":
                _draw_scatter(ax, panel)
            else:
                _draw_series(ax, panel, fig_record.kind)
        if panel.x.label:
            ax.set_xlabel(panel.x.label)
        if panel.y.label:
            ax.set_ylabel(panel.y.label)
    if layout.shared_colorbar and last_image is not None:
        bar = fig.colorbar(last_image, ax=axes.ravel().tolist(), fraction=0.03, pad=0.02)
        colorbar = fig_record.panels[0].colorbar
        if colorbar and colorbar.label:
            bar.set_label(colorbar.label)
        if colorbar and colorbar.ticks:
            bar.set_ticks(colorbar.ticks)
    return fig


def render_to_file(fig_record: Figure, out: Path, dpi: int = DPI) -> Path:
    """Write a PNG; the metadata carries no version or date, so the same input gives the same bytes."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig = render_figure(fig_record)
    try:
        fig.savefig(out, dpi=dpi, metadata={"Software": None})
    finally:
        plt.close(fig)
    return out
