"""Draw a figure from its data with matplotlib, in the style of a paper figure."""

from __future__ import annotations

import math
import textwrap
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # no display: render to files only

import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.ticker  # noqa: E402
import numpy as np  # noqa: E402

from vlmeval.groundtruth.kinds import ChartKind, chart_kind, resolve  # noqa: E402
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
    cmap = "RdBu_r" if vmin < 0 < vmax else "YlGnBu"  # signed data (gains and losses) gets a diverging map
    image = ax.imshow(np.ma.masked_invalid(m), cmap=cmap, vmin=vmin, vmax=vmax, aspect="auto")
    ax.set_xticks(range(len(panel.data.columns)), [str(c) for c in panel.data.columns])
    ax.set_yticks(range(len(panel.data.rows)), [str(r) for r in panel.data.rows])
    if panel.values_printed:
        mid = (vmin + vmax) / 2
        for (r, c), v in np.ndenumerate(m):
            if np.isfinite(v):
                dark = abs(v) > 0.6 * max(-vmin, vmax) if cmap == "RdBu_r" else v > mid
                ax.text(c, r, _fmt(v, panel.data.decimals), ha="center", va="center", fontsize=8,
                        color="white" if dark else "black")
    if show_colorbar:
        bar = fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
        if panel.colorbar:
            if panel.colorbar.label:
                bar.set_label(panel.colorbar.label)
            if panel.colorbar.ticks:
                bar.set_ticks(panel.colorbar.ticks)
    return image


MARKERS = ("o", "s", "^", "D", "v", "P", "X")


def _numeric_keys(keys: list) -> list[float] | None:
    try:
        return [float(k) for k in keys]
    except (TypeError, ValueError):
        return None


def _x_positions(panel: Panel, spec: ChartKind) -> tuple[np.ndarray, bool]:
    """Where each column is drawn, and whether that is at its numeric value (a line over a numeric x axis)."""
    numeric = _numeric_keys(panel.data.columns)
    if spec.x_at_values and numeric is not None and panel.x.scale in ("linear", "log"):
        return np.array(numeric), True
    return np.arange(len(panel.data.columns), dtype=float), False


def _label_values(values: np.ndarray, decimals: int | None) -> list[str]:
    return [_fmt(v, decimals) if np.isfinite(v) else "" for v in values]


def _errors(panel: Panel) -> np.ndarray | None:
    if panel.data.errors is None:
        return None
    return np.array([[np.nan if e is None else e for e in row] for row in panel.data.errors], dtype=float)


def _draw_bars(ax, panel: Panel, m: np.ndarray, x: np.ndarray, errors: np.ndarray | None):
    n = max(len(panel.data.rows), 1)
    width = 0.8 / n
    bottom = np.zeros(m.shape[1])
    for i, series in enumerate(panel.data.rows):
        yerr = None if errors is None else np.nan_to_num(errors[i])
        if panel.stacked:
            heights = np.nan_to_num(m[i])
            bars = ax.bar(x, heights, 0.6, bottom=bottom, label=str(series), yerr=yerr, capsize=2)
            bottom = bottom + heights
        else:
            bars = ax.bar(x - 0.4 + width * (i + 0.5), m[i], width, label=str(series), yerr=yerr, capsize=2)
        if panel.values_printed:
            ax.bar_label(bars, labels=_label_values(m[i], panel.data.decimals), fontsize=7,
                         label_type="center" if panel.stacked else "edge", padding=0 if panel.stacked else 1)
    if np.nanmin(m) < 0:
        ax.axhline(0, color="black", linewidth=0.8)


def _draw_lines(ax, panel: Panel, m: np.ndarray, x: np.ndarray, errors: np.ndarray | None):
    for i, series in enumerate(panel.data.rows):
        marker = MARKERS[i % len(MARKERS)]
        if errors is None:
            ax.plot(x, m[i], marker=marker, markersize=4, label=str(series))
        else:
            ax.errorbar(x, m[i], yerr=np.nan_to_num(errors[i]), marker=marker, markersize=4, capsize=3,
                        label=str(series))
        if panel.values_printed:
            # Above the point of the (first) highest series at that x, below the others: labels do not collide.
            top = np.argmax(np.nan_to_num(m, nan=-np.inf), axis=0)
            for xi, v, highest in zip(x, m[i], top):
                if np.isfinite(v):
                    ax.annotate(_fmt(v, panel.data.decimals), (xi, v), textcoords="offset points",
                                xytext=(0, 4) if highest == i else (0, -10), ha="center", fontsize=7)
            ax.margins(y=0.12)  # room for the labels above the highest and below the lowest points


def _plain_log_labels(axis, m: np.ndarray) -> None:
    """Log-axis labels as plain numbers (20, 30, 50), not 2x10^1; minor ones too when under 1.5 decades."""
    plain = matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}")
    axis.set_major_formatter(plain)
    span = np.log10(np.nanmax(m) / np.nanmin(m))
    axis.set_minor_formatter(plain if span < 1.5 else matplotlib.ticker.NullFormatter())


def _draw_series(ax, panel: Panel, spec: ChartKind):
    m = _matrix(panel)
    categories = [str(c) for c in panel.data.columns]
    x, at_values = _x_positions(panel, spec)
    errors = _errors(panel)
    if spec.bars:
        _draw_bars(ax, panel, m, x, errors)
    else:
        _draw_lines(ax, panel, m, x, errors)
    if panel.x.scale == "log" and at_values:
        ax.set_xscale("log")
        ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
    if at_values:
        ax.set_xticks(x, categories)
    else:
        step = max(1, len(categories) // 8)
        crowded = len(categories) > 6 or sum(map(len, categories)) > 32
        ax.set_xticks(x[::step], categories[::step], rotation=30 if crowded else 0, ha="right" if crowded else "center")
    if panel.y.scale == "log":
        ax.set_yscale("log")
        _plain_log_labels(ax.yaxis, m)
    if len(panel.data.rows) > 1:
        if spec.bars:  # room above the bars for the legend, so it hides no bar or label
            names = [str(r) for r in panel.data.rows]
            ncol = legend_columns(names)
            low, high = ax.get_ylim()
            ax.set_ylim(low, high + legend_headroom(names) * (high - low))
            ax.legend(fontsize=7, ncol=ncol, loc="upper left")
        else:
            ax.legend(fontsize=7)
    _recorded_axis(ax.yaxis, panel.y)
    ax.grid(alpha=0.3)


def legend_columns(names: list[str]) -> int:
    return min(len(names), 2 if max(map(len, names)) > 8 else 3)


def legend_headroom(names: list[str]) -> float:
    """Extra room above a bar chart for its legend, as a fraction of the value range."""
    return 0.12 + 0.1 * math.ceil(len(names) / legend_columns(names))


def _recorded_axis(axis, spec) -> None:
    """Draw a value axis exactly as recorded (its range and its ticks, printed plainly) when the record has them."""
    if spec.scale == "categorical":
        return
    if spec.range is not None:
        (axis.axes.set_ylim if axis.axis_name == "y" else axis.axes.set_xlim)(*spec.range)
    if spec.ticks is not None:
        values = [float(t) for t in spec.ticks]
        axis.set_ticks(values, [f"{v:g}" for v in values])
        axis.set_minor_formatter(matplotlib.ticker.NullFormatter())


def _fit_line(panel: Panel, xs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    fit = panel.fit
    grid = (np.logspace(np.log10(xs.min()), np.log10(xs.max()), 50) if fit.x_transform == "log10"
            else np.linspace(xs.min(), xs.max(), 50))
    t = np.log10(grid) if fit.x_transform == "log10" else grid
    return grid, fit.intercept + fit.slope * t


def _draw_scatter(ax, panel: Panel):
    m = _matrix(panel)
    xs = np.array([float(c) for c in panel.data.columns])
    for i, series in enumerate(panel.data.rows):
        ax.scatter(xs, m[i], s=14, marker=MARKERS[i % len(MARKERS)], label=str(series))
        if panel.values_printed:
            for xi, v in zip(xs, m[i]):
                if np.isfinite(v):
                    ax.annotate(_fmt(v, panel.data.decimals), (xi, v), textcoords="offset points", xytext=(0, 4),
                                ha="center", fontsize=6)
    if panel.fit is not None:
        gx, gy = _fit_line(panel, xs)
        ax.plot(gx, gy, linestyle="--", color="black", linewidth=1, label=panel.fit.label or "fit")
    if panel.x.scale == "log":
        ax.set_xscale("log")
    if panel.y.scale == "log":
        ax.set_yscale("log")
    if len(panel.data.rows) > 1 or panel.fit is not None:
        # The corner the trend leaves empty: upper left for a rising cloud, upper right for a falling one.
        corner = "best" if panel.fit is None else ("upper left" if panel.fit.slope >= 0 else "upper right")
        ax.legend(fontsize=7, loc=corner)
    _recorded_axis(ax.xaxis, panel.x)
    _recorded_axis(ax.yaxis, panel.y)
    ax.grid(alpha=0.3)


def _panel_width(fig_record: Figure) -> float:
    """Inches per panel: grouped bars with printed labels get room for one label per bar."""
    if not chart_kind(fig_record.kind).bars:
        return PANEL_SIZE[0]
    labelled = [p.data for p in fig_record.panels if p.data is not None and p.values_printed and not p.stacked]
    bars = max((len(t.rows) * len(t.columns) for t in labelled), default=0)
    return max(PANEL_SIZE[0], 0.36 * bars + 1.0)


# The panel drawers the chart kinds name (``ChartKind.draw``): (fig, ax, panel, figure record, shared colour
# limits, whether the panel gets its own colorbar) -> the colour image for a shared colorbar, or None.

def draw_heatmap(fig, ax, panel: Panel, fig_record: Figure, shared, show_colorbar: bool):
    return _draw_heatmap(fig, ax, panel, shared, show_colorbar=show_colorbar)


def draw_series(fig, ax, panel: Panel, fig_record: Figure, shared, show_colorbar: bool):
    _draw_series(ax, panel, chart_kind(fig_record.kind))


def draw_scatter(fig, ax, panel: Panel, fig_record: Figure, shared, show_colorbar: bool):
    _draw_scatter(ax, panel)


def _fit(text: str, inches: float, fontsize: float) -> str:
    """``text`` wrapped onto lines that fit ``inches`` (a character is about 0.6 em): the layout cannot shrink a
    long title or axis label, so unwrapped it runs off the image."""
    width = max(12, int(inches * 72 / (0.6 * fontsize)))
    return text if len(text) <= width else textwrap.fill(text, width)


def render_figure(fig_record: Figure):
    """A matplotlib figure drawn from the record (panels without data are drawn empty, titled)."""
    layout = fig_record.layout
    fig, axes = plt.subplots(layout.rows, layout.cols, squeeze=False, layout="constrained",
                             figsize=(_panel_width(fig_record) * layout.cols, PANEL_SIZE[1] * layout.rows))
    known = [v for p in fig_record.panels if p.data for row in p.data.values for v in row if v is not None]
    shared = (min(known), max(known)) if layout.shared_colorbar and known else None
    last_image = None
    spec = chart_kind(fig_record.kind)
    draw = resolve(spec.draw) if spec.draw is not None else None
    for i, ax in enumerate(axes.flat):
        if i >= len(fig_record.panels):
            ax.axis("off")
            continue
        panel = fig_record.panels[i]
        width, height = fig.get_size_inches() / (layout.cols, layout.rows)
        ax.set_title(_fit(panel.title, 0.85 * width, 10), fontsize=10)
        if panel.data is not None and draw is not None:
            image = draw(fig, ax, panel, fig_record, shared, not layout.shared_colorbar)
            last_image = image if image is not None else last_image
        if panel.x.label:
            ax.set_xlabel(_fit(panel.x.label, 0.85 * width, 10))
        if panel.y.label:
            ax.set_ylabel(_fit(panel.y.label, 0.8 * height, 10))
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


def render_recording_ticks(fig_record: Figure, out: Path, dpi: int = DPI) -> Figure:
    """Write the PNG as ``render_to_file`` does and return the record with the value-axis ticks the image shows,
    for each chart panel (linear y axis) whose record has none: the ticks matplotlib chose, printed plainly."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig = render_figure(fig_record)
    panels = list(fig_record.panels)
    try:
        for i, panel in enumerate(panels):
            ax = fig.axes[i]  # the grid's axes come first, in panel order; colorbars after them
            if chart_kind(fig_record.kind).grid or panel.data is None or panel.y.ticks is not None or panel.y.scale != "linear":
                continue
            low, high = sorted(ax.get_ylim())
            ticks = [_plain(t) for t in ax.get_yticks() if low - 1e-9 * (high - low) <= t <= high + 1e-9 * (high - low)]
            y = panel.y.model_copy(update={"ticks": ticks})
            _recorded_axis(ax.yaxis, y)
            panels[i] = panel.model_copy(update={"y": y})
        fig.savefig(out, dpi=dpi, metadata={"Software": None})
    finally:
        plt.close(fig)
    return fig_record.model_copy(update={"panels": panels})


def _plain(tick: float) -> int | float:
    value = round(float(tick), 10)
    return int(value) if value.is_integer() else value
