"""The leaderboard's metrics per model with their intervals, as an inline SVG (no scripts, no fonts to fetch)."""

from __future__ import annotations

from html import escape

import numpy as np
import pandas as pd
from markupsafe import Markup

from vlmeval.reporting.leaderboard import ATTEMPTED, METRIC_NAMES, PALETTE, metric_label, row_labels

LABEL_WIDTH, PLOT_WIDTH, ROW_HEIGHT, GAP, TOP = 230, 440, 18, 26, 28


def _x(value: float) -> float:
    return LABEL_WIDTH + value * PLOT_WIDTH


def metrics_svg(table: pd.DataFrame) -> Markup:
    """Small multiples: one block per metric, one row per leaderboard row; dot = mean, bar = 95% interval."""
    rows = row_labels(table)
    metrics = (ATTEMPTED, *METRIC_NAMES)  # the ranking column first
    block = len(rows) * ROW_HEIGHT + GAP + 8
    height = TOP + len(metrics) * block + 10
    width = LABEL_WIDTH + PLOT_WIDTH + 40
    out = [f'<svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
           f'role="img" aria-labelledby="plot-title" class="metrics-plot" font-family="sans-serif" font-size="12">',
           '<title id="plot-title">Mean of each metric per model, with 95% bootstrap intervals</title>']
    for tick in (0, 0.25, 0.5, 0.75, 1):
        out.append(f'<line x1="{_x(tick)}" x2="{_x(tick)}" y1="{TOP - 8}" y2="{height - 10}" stroke="#ddd"/>'
                   f'<text x="{_x(tick)}" y="{TOP - 12}" text-anchor="middle" fill="#444">{tick:g}</text>')
    for m, metric in enumerate(metrics):
        y0 = TOP + m * block
        out.append(f'<text x="4" y="{y0 + 10}" font-weight="bold">{escape(metric_label(metric))}</text>')
        for k, (label, row) in enumerate(zip(rows, table.itertuples())):
            y = y0 + 24 + k * ROW_HEIGHT
            colour = PALETTE[k % len(PALETTE)]
            mean, low, high = getattr(row, metric), getattr(row, f"{metric}_low"), getattr(row, f"{metric}_high")
            out.append(f'<text x="14" y="{y + 4}" fill="#222">{escape(label)}</text>')
            if np.isnan(mean):
                out.append(f'<text x="{_x(0) + 4}" y="{y + 4}" fill="#666">not measured</text>')
                continue
            summary = f"{label}: {metric} {mean:.3f}"
            if not np.isnan(low):
                summary += f" [{low:.3f}, {high:.3f}]"
                out.append(f'<line x1="{_x(low):.1f}" x2="{_x(high):.1f}" y1="{y}" y2="{y}" stroke="{colour}" stroke-width="3"/>')
            out.append(f'<circle cx="{_x(mean):.1f}" cy="{y}" r="5" fill="{colour}" stroke="#000" stroke-width="0.8">'
                       f'<title>{escape(summary)}</title></circle>')
    out.append("</svg>")
    return Markup("".join(out))
