"""The value axes as the renderer prints them, written into the record: ranges with room for labels, legends
and fit lines, and "nice" ticks."""

from __future__ import annotations

import numpy as np

from vlmeval.groundtruth.kinds import ChartKind, chart_kind
from vlmeval.groundtruth.schema import Figure, Panel

# ---------------------------------------------------------------- axes as printed

def nice_ticks(low: float, high: float, log: bool = False) -> list[float]:
    """Round tick values inside [low, high]: 1-2-5 per decade on a log axis, 1/2/2.5/5 steps on a linear one."""
    if log:
        ticks = [m * 10.0 ** k for k in range(-4, 7) for m in (1, 2, 5)]
        inside = sorted(t for t in ticks if low <= t <= high)
        if len(inside) < 3:
            inside = sorted(t for t in (m * 10.0 ** k for k in range(-4, 7) for m in (1, 2, 3, 5)) if low <= t <= high)
        return [float(f"{t:.6g}") for t in inside]
    from matplotlib.ticker import MaxNLocator

    values = MaxNLocator(nbins=6, steps=[1, 2, 2.5, 5, 10]).tick_values(low, high)
    span = high - low
    return [float(f"{t:.10g}") + 0.0 for t in values if low - 1e-9 * span <= t <= high + 1e-9 * span]


def _padded(low: float, high: float, below: float, above: float, log: bool) -> tuple[float, float]:
    if log:
        return low / (1 + below * 3), high * (1 + above * 3)
    span = (high - low) or abs(high) or 1.0
    return low - below * span, high + above * span


def _value_axis(spec: ChartKind, panel: Panel) -> tuple[float, float]:
    """The y range a reader sees: the data (with error bars, stacks, fit line) plus room for labels and legend."""
    from vlmeval.groundtruth.render import legend_headroom

    m = np.array(panel.data.values, dtype=float)
    e = np.array(panel.data.errors, dtype=float) if panel.data.errors is not None else np.zeros_like(m)
    log = panel.y.scale == "log"
    if panel.stacked:
        low, high = 0.0, float(m.sum(axis=0).max())
    else:
        low, high = float((m - e).min()), float((m + e).max())
    if panel.fit is not None:
        x = np.array([float(c) for c in panel.data.columns])
        t = np.log10(x) if panel.fit.x_transform == "log10" else x
        line = panel.fit.intercept + panel.fit.slope * np.array([t.min(), t.max()])
        low, high = min(low, float(line.min())), max(high, float(line.max()))
    if spec.bars:
        low = min(0.0, low)
        below = (0.12 if panel.values_printed else 0.05) if low < 0 else 0.0  # labels of negative bars hang below
        low, high = _padded(low, high, below, 0.1 if panel.values_printed else 0.05, log)
        if len(panel.data.rows) > 1:
            high += legend_headroom([str(r) for r in panel.data.rows]) * (high - low)
        return low, high
    pad = 0.12 if panel.values_printed else 0.06
    return _padded(low, high, pad, 0.25 if panel.fit is not None else pad, log)  # a fit's legend sits on top


def record_axes(fig: Figure) -> None:
    """Write into the record the value-axis ranges and ticks (and colorbar ticks) the renderer will print."""
    spec = chart_kind(fig.kind)
    for panel in fig.panels:
        if spec.grid:  # values are read through the colorbar
            low, high = panel.colorbar.range
            panel.colorbar.ticks = nice_ticks(low, high)
            continue
        low, high = _value_axis(spec, panel)
        panel.y.range = (low, high)
        panel.y.ticks = nice_ticks(low, high, panel.y.scale == "log")
        if spec.numeric_x:
            x = [float(c) for c in panel.data.columns]
            log = panel.x.scale == "log"
            panel.x.range = _padded(min(x), max(x), 0.05, 0.05, log)
            panel.x.ticks = nice_ticks(*panel.x.range, log)
