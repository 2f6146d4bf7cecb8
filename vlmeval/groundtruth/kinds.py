"""The chart-kind registry: what each kind of figure (``Figure.kind``) is, in one place.

A chart kind says what its panel tables mean, which claim types apply to its descriptions (the pipeline drops
the others' claims), how it is drawn and how its descriptions are corrupted. All code asks the spec instead of
testing ``fig.kind == "heatmap"`` (only this module and the PDF reader's own detection name kinds)::

    spec = chart_kind(fig.kind)
    if spec.grid: ...                       # a colour per (row, column) cell, read through a colorbar
    draw = resolve(spec.draw)               # the function drawing one panel (groundtruth/render.py)

Adding a chart kind is one registration (``tests/groundtruth/test_chart_kind_registry.py`` adds an area
chart and renders it)::

    register_chart_kind(ChartKind("area", table="rows are stacked series over the x positions (columns)",
                                  series=True, draw="my_module:draw_area", claim_types=(...)))

``draw`` and ``corrupt`` are callables or ``"module:function"`` names, imported when first used, so this module
stays light (``Figure`` validates its ``kind`` against it). Names are unique: a second registration of a name
raises ``RegistryError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any, Callable

from vlmeval.errors import RegistryError

# The built-in claim types (vlmeval.claimtypes), and the structure-only ones where the values are not known.
ALL_CLAIMS: tuple[str, ...] = ("value", "label", "ticks", "range", "count", "extremum", "trend", "comparison",
                               "non_finite", "derived", "ungrounded", "degenerate")
STRUCTURE_CLAIMS: tuple[str, ...] = ("label", "ticks", "range", "count", "non_finite", "ungrounded", "degenerate")
# derived quantities are read from a line or bar chart's one plotted series only
GRID_CLAIMS: tuple[str, ...] = tuple(k for k in ALL_CLAIMS if k != "derived")


@dataclass(frozen=True, slots=True)
class ChartKind:
    """One kind of figure.

    table: what a panel's table means (rows, columns, values), in words.
    grid: rows and columns are both axes of the picture (a heatmap): one colour per cell, a colorbar for
        values; no legend; rows are listed top to bottom.
    series: each row is a series drawn over the columns (line, bar): series facts and series prose apply.
    numeric_x: the columns are x positions on a numeric axis (scatter): the x axis gets a range and ticks.
    bars: values are bars that start at zero (bar): the value axis includes zero, panels widen for labels.
    x_at_values: series are drawn at their columns' numeric values when the columns are numbers (line).
    claim_types: the built-in claim types a description of this kind can make; the pipeline drops the others'
        claims (a claim type added since, by registration or a plugin, applies to every kind).
    draw: draws one panel: ``draw(fig, ax, panel, figure_record, shared_limits, show_colorbar)``, returning the
        colour image for a shared colorbar or None. None: panels of this kind are drawn titled and empty.
    corrupt: makes the corruption-check cases of a figure: ``corrupt(figure_record, rng) -> list[Case]``
        (``vlmeval.agreement.corrupt``). None: such figures are skipped by the corruption check.
    """

    name: str
    table: str
    grid: bool = False
    series: bool = False
    numeric_x: bool = False
    bars: bool = False
    x_at_values: bool = False
    claim_types: tuple[str, ...] = ALL_CLAIMS
    draw: str | Callable[..., Any] | None = None
    corrupt: str | Callable[..., Any] | None = None
    doc: str = ""

    @property
    def legend(self) -> bool:
        """Whether several rows get a legend (every kind whose rows are not one axis of a grid)."""
        return not self.grid


CHART_KINDS: dict[str, ChartKind] = {}


def register_chart_kind(spec: ChartKind) -> ChartKind:
    """Register ``spec`` under ``spec.name``; ``RegistryError`` when the name is taken. Returns ``spec``."""
    if spec.name in CHART_KINDS:
        raise RegistryError(f"chart kind {spec.name!r} is already registered "
                            f"(fix: choose another name, or unregister_chart_kind({spec.name!r}) first)")
    CHART_KINDS[spec.name] = spec
    return spec


def unregister_chart_kind(name: str) -> ChartKind:
    """Remove and return the chart kind ``name`` (KeyError when there is none). Mostly for tests."""
    return CHART_KINDS.pop(name)


def chart_kind(name: str) -> ChartKind:
    """The spec of the chart kind ``name``; ``KeyError`` naming the known kinds when there is none."""
    try:
        return CHART_KINDS[name]
    except KeyError:
        raise KeyError(f"unknown chart kind {name!r}; registered: {', '.join(CHART_KINDS)}") from None


def check_chart_kind(name: str) -> str:
    """``name`` when it is a registered chart kind (the validator of ``Figure.kind``), else ValueError."""
    if name in CHART_KINDS:
        return name
    raise ValueError(f"unknown chart kind {name!r}; registered: {', '.join(CHART_KINDS)} "
                     "(fix: use one of them, or register yours with vlmeval.groundtruth.kinds.register_chart_kind)")


def resolve(ref: str | Callable[..., Any]) -> Callable[..., Any]:
    """A callable given as itself or as ``"module:function"``."""
    if callable(ref):
        return ref
    module, _, name = ref.partition(":")
    return getattr(import_module(module), name)


_RENDER = "vlmeval.groundtruth.render"
for _spec in (
    ChartKind("heatmap", table="a grid: rows are the y-axis categories (top to bottom), columns the x-axis "
                               "categories (left to right), each value one cell's colour", grid=True,
              claim_types=GRID_CLAIMS, draw=f"{_RENDER}:draw_heatmap", corrupt="vlmeval.agreement.corrupt:check_heatmap"),
    ChartKind("bar", table="each row is a series (one bar colour, or a stacked segment), each column a group on "
                           "the x axis, each value one bar's height", series=True, bars=True,
              draw=f"{_RENDER}:draw_series", corrupt="vlmeval.agreement.corrupt:check_series"),
    ChartKind("line", table="each row is a series (one line), each column an x position (a category or a "
                            "number), each value the line's height there", series=True, x_at_values=True,
              draw=f"{_RENDER}:draw_series", corrupt="vlmeval.agreement.corrupt:check_series"),
    ChartKind("scatter", table="each row is a group of points, each column a point's x value (a number), "
                               "each value its y value", numeric_x=True,
              claim_types=("value", "label", "ticks", "range", "count", "extremum", "trend", "comparison", "non_finite",
                           "ungrounded", "degenerate"),
              draw=f"{_RENDER}:draw_scatter"),
    ChartKind("density", table="no table: a density or 2-D histogram whose values are not known; only the "
                               "structure (titles, axes, ticks, colorbar) is (a table, if given, is drawn as lines)",
              claim_types=STRUCTURE_CLAIMS, draw=f"{_RENDER}:draw_series"),
):
    register_chart_kind(_spec)
del _spec

__all__ = ["ChartKind", "CHART_KINDS", "register_chart_kind", "unregister_chart_kind", "chart_kind",
           "check_chart_kind", "resolve", "RegistryError"]
