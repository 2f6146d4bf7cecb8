"""Paper-style figures generated from data, so that their ground truth is exact.

Each figure is drawn from its own table, so every value, tick and label in the image is known. Values are
rounded to their printed precision (``Table.decimals``) before anything is drawn: a description that reads
a printed label exactly is right. Generation is deterministic: figure ``i`` of seed ``s`` depends only on
``(s, i)`` and its kind, so the first 60 figures of ``--n 100`` are the 60 figures of ``--n 60``.

Kinds (``SYNTH_KINDS``) name a chart style; the data inside each is drawn at random from realistic
structures: a planted peak (or minimum) that the derived facts must find, ties, trends with noise,
negative values, percentages, and names from ML papers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from vlmeval.groundtruth.facts import figure_facts
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure, Layout
from vlmeval.groundtruth.synth.axes import nice_ticks, record_axes
from vlmeval.groundtruth.synth.draft import (DEFAULT_DPI, MAX_PANELS, SIZE_BUCKETS, Draft, Planted, SynthError,
                                            SynthFigure)
from vlmeval.groundtruth.synth.styles import (bar_panels, heatmap_draft, line_panels, log_panels, scatter_panels,
                                             stacked_panels)

# ---------------------------------------------------------------- kinds

Builder = Callable[[np.random.Generator, int], Draft]

SYNTH_KINDS: dict[str, Builder] = {
    "heatmap-annotated": lambda rng, n: heatmap_draft(rng, n, printed=True),
    "heatmap-plain": lambda rng, n: heatmap_draft(rng, n, printed=False),
    "bar-labelled": lambda rng, n: bar_panels(rng, n, printed=True),
    "bar-plain": lambda rng, n: bar_panels(rng, n, printed=False),
    "bar-delta": lambda rng, n: bar_panels(rng, n, printed=True, signed=True),
    "bar-errorbars": lambda rng, n: bar_panels(rng, n, printed=False, errors=True),
    "bar-stacked-labelled": lambda rng, n: stacked_panels(rng, n, printed=True),
    "bar-stacked-plain": lambda rng, n: stacked_panels(rng, n, printed=False),
    "line-markers": lambda rng, n: line_panels(rng, n, printed=False),
    "line-labelled": lambda rng, n: line_panels(rng, n, printed=True),
    "line-errorbars": lambda rng, n: line_panels(rng, n, printed=False, errors=True),
    "line-log": lambda rng, n: log_panels(rng, n, printed=False),
    "scatter-fit": lambda rng, n: scatter_panels(rng, n, printed=False),
}
"""Chart styles the generator draws, by name; ``--kind`` picks among them."""

# How many panels a kind usually has when none is asked for (papers rarely put 4 stacked-bar panels side by side).
TYPICAL_PANELS = {"heatmap": (1, 4), "bar": (1, 3), "line": (1, 3), "scatter": (1, 2)}


def parse_layout(text: str) -> tuple[int, int]:
    """``"2x3"`` -> (2, 3)."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise SynthError(f"--layout {text!r} is not ROWSxCOLS (fix: give rows x columns, for example 1x3 or 2x2)")
    rows, cols = int(parts[0]), int(parts[1])
    if rows < 1 or cols < 1:
        raise SynthError(f"--layout {text!r} needs at least one row and one column (fix: for example 1x3 or 2x2)")
    return rows, cols


def auto_layout(n_panels: int) -> tuple[int, int]:
    return (1, n_panels) if n_panels <= 3 else (2, math.ceil(n_panels / 2))


def check_options(n: int, seed: int, kinds: list[str] | None, panels: int | None,
                  layout: tuple[int, int] | None) -> tuple[list[str], int | None, tuple[int, int] | None]:
    """Validate generator options; returns (kinds, panels, layout) with defaults filled in."""
    if n < 1:
        raise SynthError(f"--n must be at least 1, got {n} (fix: pass --n 1 or more)")
    if seed < 0:
        raise SynthError(f"--seed must be zero or positive, got {seed} (fix: pass --seed 0 or more)")
    chosen = list(kinds) if kinds else list(SYNTH_KINDS)
    unknown = [k for k in chosen if k not in SYNTH_KINDS]
    if unknown:
        raise SynthError(f"--kind: unknown kind(s) {', '.join(map(repr, unknown))}; known kinds: {', '.join(SYNTH_KINDS)} (fix: pass --kind with one of the known kinds)")
    if layout is not None:
        rows, cols = layout
        if panels is None:
            panels = rows * cols
        if rows * cols < panels:
            raise SynthError(f"--panels: {panels} panels do not fit a {rows}x{cols} layout (fix: use a --layout with at least {panels} cells)")
        if (rows - 1) * cols >= panels:
            raise SynthError(f"--layout: a {rows}x{cols} layout leaves its last row empty for {panels} panels (fix: use fewer rows)")
    if panels is not None and not 1 <= panels <= MAX_PANELS:
        raise SynthError(f"--panels: a figure has 1 to {MAX_PANELS} panels (got {panels}); more are unreadable at benchmark "
                         "image sizes (fix: use a smaller --panels or --layout)")
    return chosen, panels, layout


# ---------------------------------------------------------------- difficulty tags

def difficulty_tags(fig: Figure, style: str, origin: str) -> dict[str, str | int | float | bool]:
    """Tags derived from the figure itself (never typed by hand), for leaderboard breakdowns (docs/benchmark.md)."""
    with_data = [p for p in fig.panels if p.data is not None]
    values = [v for p in with_data for row in p.data.values for v in row if v is not None]
    n_cells = fig.known_cells()
    size = next((name for limit, name in SIZE_BUCKETS if n_cells <= limit), "large")
    facts = figure_facts(fig)
    tie = any(len(pf.max.cells) > 1 or len(pf.min.cells) > 1 for pf in facts.panels if pf.max is not None)
    return {
        "values_printed": bool(with_data) and all(p.values_printed for p in with_data),
        "n_panels": len(fig.panels),
        "n_cells": n_cells,
        "size": size,
        "style": style,
        "origin": origin,
        "log_scale": any(a.scale == "log" for p in fig.panels for a in (p.x, p.y)),
        "has_negative": any(v < 0 for v in values),
        "has_tie": tie,
        "error_bars": any(p.data.errors is not None for p in with_data),
        "stacked": any(p.stacked for p in fig.panels),
        "fitted_line": any(p.fit is not None for p in fig.panels),
        "shared_colorbar": fig.layout.shared_colorbar,
        "legend": fig.tags.get("legend") is True  # a reader found one drawn, even of one series
        or (chart_kind(fig.kind).legend and any(len(p.data.rows) > 1 for p in with_data)),
    }


# ---------------------------------------------------------------- generation

def generate_figure(seed: int, index: int, kind: str, panels: int | None = None,
                    layout: tuple[int, int] | None = None) -> SynthFigure:
    """Figure ``index`` of a seed, in one kind; the same arguments always give the same figure."""
    if kind not in SYNTH_KINDS:
        raise SynthError(f"--kind: unknown kind {kind!r} (fix: use one of {', '.join(SYNTH_KINDS)})")
    rng = np.random.default_rng([seed, index, list(SYNTH_KINDS).index(kind)])
    if panels is None:
        family = kind.split("-")[0]
        low, high = TYPICAL_PANELS[family]
        panels = int(rng.integers(low, high + 1)) if layout is None else layout[0] * layout[1]
    draft = SYNTH_KINDS[kind](rng, panels)
    rows, cols = layout or auto_layout(panels)
    figure = Figure(id=f"synth-{seed}-{index:04d}-{kind}", kind=draft.kind,
                    layout=Layout(rows=rows, cols=cols, shared_colorbar=draft.shared_colorbar),
                    panels=draft.panels, metric=draft.metric, extras=draft.extras,
                    source={"title": "vlmeval synthetic figure", "figure_label": f"seed {seed}, figure {index}"},
                    notes=f"generated by 'vlmeval gt synth --seed {seed}' ({kind}); values are exact")
    record_axes(figure)
    figure.tags = difficulty_tags(figure, kind, "synth")
    return SynthFigure(figure=figure, style=kind, planted=draft.planted)


def generate_suite(n: int, seed: int, kinds: list[str] | None = None, panels: int | None = None,
                   layout: tuple[int, int] | None = None) -> Iterator[SynthFigure]:
    """``n`` figures cycling through the kinds, so every kind is equally represented."""
    chosen, panels, layout = check_options(n, seed, kinds, panels, layout)
    for index in range(n):
        yield generate_figure(seed, index, chosen[index % len(chosen)], panels, layout)


def write_figure(synth: SynthFigure, out_dir: Path, images: bool = True, dpi: int = DEFAULT_DPI) -> Path:
    """Write ``<id>.json`` (and ``<id>.png`` with its hash) into ``out_dir``; returns the JSON path."""
    from vlmeval.groundtruth.load import sha256_file
    from vlmeval.groundtruth.render import render_to_file
    from vlmeval.groundtruth.schema import ImageRef

    fig = synth.figure
    if images:
        png = render_to_file(fig, out_dir / f"{fig.id}.png", dpi=dpi)
        fig = fig.model_copy(update={"image": ImageRef(path=png.name, sha256=sha256_file(png), rerendered=True)})
    path = out_dir / f"{fig.id}.json"
    path.write_text(fig.model_dump_json(indent=2, exclude_none=True) + "\n", encoding="utf-8")
    return path


def prepare_output(out_dir: Path, overwrite: bool) -> None:
    """Refuse to mix a new suite into a folder of figures unless asked: figures already there are kept."""
    if out_dir.exists() and not out_dir.is_dir():
        raise SynthError(f"{out_dir}: is a file (fix: pass a folder for the generated figures)")
    existing = sorted(out_dir.glob("*.json")) if out_dir.is_dir() else []
    if existing and not overwrite:
        raise SynthError(f"{out_dir}: already holds {len(existing)} figure file(s), e.g. {existing[0].name} "
                         "(fix: choose an empty folder, or pass --overwrite to replace figures with the same ids)")
    out_dir.mkdir(parents=True, exist_ok=True)


__all__ = ["SYNTH_KINDS", "TYPICAL_PANELS", "DEFAULT_DPI", "MAX_PANELS", "SynthError", "SynthFigure", "Draft", "Planted",
           "generate_figure", "generate_suite", "write_figure", "prepare_output", "check_options", "parse_layout",
           "auto_layout", "difficulty_tags", "record_axes", "nice_ticks"]
