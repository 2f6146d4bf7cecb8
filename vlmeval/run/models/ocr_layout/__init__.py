"""Geometry for the OCR baseline: from text boxes and pixels to panels, axes, ticks, cells and series.

Everything here is pure (numpy in, dataclasses out) so it can be tested without the OCR model. Coordinates
are image pixels, y growing downwards. The plot areas are found from the pixels (matplotlib-style axes
are drawn as dark spines; a panel is where a left spine meets a bottom spine), and the text is then given
roles by where it sits around each plot area.

The parts: ``boxes`` (TextBox, Rect), ``areas`` (plot areas from pixels), ``roles`` (text roles around each
area), ``cells`` (printed grids and series by colour).
"""

from __future__ import annotations

from vlmeval.run.models.ocr_layout.areas import MIN_BASE, MIN_SPINE, TICK, find_plot_areas, is_colorbar, x_tick_marks
from vlmeval.run.models.ocr_layout.boxes import Rect, TextBox
from vlmeval.run.models.ocr_layout.cells import Grid, read_grid, series_of, swatch_colour
from vlmeval.run.models.ocr_layout.roles import (ColorbarInfo, FigureLayout, PanelLayout, assign_roles, calibrate,
                                            join_slanted, powers_of_ten, restore_sign, split_at_marks, split_ticks,
                                            text_height)

__all__ = ["TextBox", "Rect", "MIN_SPINE", "MIN_BASE", "TICK", "find_plot_areas", "x_tick_marks", "is_colorbar",
           "ColorbarInfo", "PanelLayout", "FigureLayout", "split_ticks", "split_at_marks", "join_slanted", "calibrate",
           "restore_sign", "powers_of_ten", "text_height", "assign_roles", "Grid", "read_grid", "swatch_colour",
           "series_of"]
