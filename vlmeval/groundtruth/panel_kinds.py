"""The kind of each panel of a figure, from what its record holds.

``Figure.kind`` is one per figure, but a figure may draw a line panel beside heatmap panels (incidence curves of
age groups '0-9' ... '80+' beside contact matrices over the same groups) or a bar panel beside line or marker
panels. A panel's own kind is read from the record: a matrix of cells (values sampled from a raster, or a colour
bar over two category axes) is a heatmap panel; bars (every row drawn as bars, or a bar figure's panel) a bar panel;
any other table of x/y sequences a panel of the figure's own kind (line, or scatter). Kinds are registered names
(``groundtruth.kinds``), so callers ask ``chart_kind(panel_kind(fig, p))`` as they ask of the figure.
"""

from __future__ import annotations

from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure, Panel

HEATMAP, BAR, LINE = "heatmap", "bar", "line"


def _cells(panel: Panel) -> bool:
    """A matrix of cells: values read from a raster, or a colour bar over two category axes."""
    return panel.values_read == "raster" or (panel.colorbar is not None and panel.x.scale == "categorical"
                                             and panel.y.scale == "categorical")


def _bars(panel: Panel) -> bool:
    styles = [s for s in (panel.data.styles or ()) if s is not None] if panel.data is not None else []
    return bool(styles) and all(s.mark == "bar" for s in styles)


def _marks(panel: Panel) -> set[str]:
    styles = panel.data.styles or () if panel.data is not None else ()
    return {s.mark for s in styles if s is not None and s.mark}


def panel_kind(fig: Figure, panel: Panel) -> str:
    """The registered chart kind of ``panel`` of ``fig``: heatmap, bar, or the figure's kind (line where a bar
    figure's panel draws lines)."""
    spec = chart_kind(fig.kind)
    if spec.grid or _cells(panel):
        return HEATMAP
    if _bars(panel):
        return BAR
    if spec.bars and _marks(panel) & {"line", "marker"}:
        return LINE
    return fig.kind


def grid_panel(fig: Figure, panel: Panel) -> bool:
    """Whether ``panel`` of ``fig`` is a grid of cells (a heatmap's rows and columns are no series), whatever the
    figure's own kind."""
    return chart_kind(panel_kind(fig, panel)).grid


def data_kinds(fig: Figure) -> dict[str, str]:
    """The kind of each panel holding data, by title."""
    return {p.title: panel_kind(fig, p) for p in fig.panels if p.data is not None}


def mixed(fig: Figure) -> bool:
    """Whether the panels holding data are of more than one kind."""
    return len(set(data_kinds(fig).values())) > 1


__all__ = ["panel_kind", "grid_panel", "data_kinds", "mixed", "HEATMAP", "BAR", "LINE"]
