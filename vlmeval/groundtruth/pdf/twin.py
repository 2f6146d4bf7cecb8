"""Twin y axes: each series read against the axis it is drawn on.

A series belongs to the left (y) or the right (y2) axis when, in this order: its colour is the colour of exactly one
axis's label or tick labels (the usual style: an axis coloured like its line); its legend entry names a side
("loss (right)", "left axis", "loss →"); exactly one axis's label names it ("Loss" for the series "loss"); only
the other axis is coloured (it claims its colour's series, the rest are the plain axis's); its bars stand on the
zero of exactly one axis; it is the one series left when all the others were told to be on one axis (each axis
carries a series); its drawn points lie within the tick range of exactly one axis. Otherwise its
values are left unknown, with a note: a value read against the wrong axis would be a confident wrong number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from vlmeval.groundtruth.pdf.axes import AxisRead, Frame
from vlmeval.groundtruth.pdf.primitives import Color, is_grey
from vlmeval.groundtruth.pdf.values import Item, PanelValues

SIDES = {"y": re.compile(r"\b(left|lhs)\b|[←⟵⇐]", re.I), "y2": re.compile(r"\b(right|rhs)\b|[→⟶⇒]", re.I)}
SAME_COLOR = 0.08  # per channel: anti-aliasing free PDF colours agree exactly, rounding in producers does not


@dataclass(slots=True)
class TwinValues:
    values: PanelValues
    y2_rows: list = field(default_factory=list)


def twin_values(page, f: Frame, entries, skip, readers: list[Callable]) -> TwinValues | None:
    """The panel's values with each series read against its own axis; None when nothing is drawn on the frame.
    Each reader (bars; lines or markers) reads the frame against either axis: bars on one axis and a line on the
    other are both read."""
    if f.y.mapping is None or f.y2.mapping is None:
        return None
    right_frame = Frame(f.box, f.x, f.y2, f.y2)
    parts = []
    for read in readers:
        left, right = read(page, f, entries, skip), read(page, right_frame, entries, skip)
        if left is not None and left.items and right is not None and right.kind == left.kind:
            parts.append(_twin_part(f, left, right))
    parts = [p for p in parts if p.values.columns == parts[0].values.columns] if parts else []
    if not parts:
        return None
    result = parts[0]
    for extra in parts[1:]:
        v = result.values
        new_rows = [r for r in extra.values.rows if r not in v.rows]  # a name both readers give: the first's
        v.rows += new_rows
        v.items += [it for it in extra.values.items if it.row in new_rows]
        v.notes += extra.values.notes
        v.row_colors.update(extra.values.row_colors)
        v.tolerance = max(v.tolerance or 0.0, extra.values.tolerance or 0.0) or None
        result.y2_rows += [r for r in extra.y2_rows if r not in result.y2_rows]
    return result


def _twin_part(f: Frame, left: PanelValues, right: PanelValues) -> TwinValues:
    axis_colors = {"y": _axis_colors(f.y), "y2": _axis_colors(f.y2)}
    right_items = {(it.row, str(it.column)): it for it in right.items}
    out = PanelValues(left.kind, rows=[], columns=left.columns, how=left.how, stacked=left.stacked,
                      notes=list(left.notes), tolerance=max(left.tolerance or 0.0, right.tolerance or 0.0) or None)
    result = TwinValues(out)
    sides = {row: _side(row, left.row_colors.get(row), [it for it in left.items if it.row == row], axis_colors, f)
             for row in left.rows}
    _the_other_axis(sides)
    for row in left.rows:
        items = [it for it in left.items if it.row == row]
        side, by_colour, _ = sides[row]
        name = row
        if by_colour and _unnamed(row):
            label = (f.y if side == "y" else f.y2).label
            name = label.text if label is not None and label.text not in out.rows else row
        out.rows.append(name)
        if name in left.row_colors or row in left.row_colors:
            out.row_colors[name] = left.row_colors.get(row)
        if side == "y2":
            result.y2_rows.append(name)
        for it in items:
            if side == "y2":
                drawn = right_items.get((row, str(it.column)))
                value = drawn.value if drawn is not None else None
            else:
                value = it.value if side == "y" else None
            out.items.append(Item(name, it.column, value, it.anchor, box=it.box))
        if side is None:
            out.notes.append(f"series {name!r}: whether it is drawn against the left or the right y axis cannot be "
                             "told (no axis coloured like it, no side in its legend entry, both tick ranges hold "
                             "it): its values are unknown")
    return result


def _unnamed(row) -> bool:
    return row == "value" or re.fullmatch(r"series \d+", str(row)) is not None


def _axis_colors(axis: AxisRead) -> list[Color]:
    """The colours an axis is drawn in, when not black or grey: its label's and its tick labels'."""
    runs = list(axis.ticks) + ([axis.label] if axis.label is not None else [])
    return [r.color for r in runs if r.color is not None and not is_grey(r.color)]


def _side(row, color: Color | None, items: list[Item], axis_colors: dict, f: Frame) -> tuple[str | None, bool, bool]:
    """'y' or 'y2' (or None: cannot be told), whether the colour told it, and whether only the tick ranges did."""
    if color is not None and not is_grey(color):
        matches = [name for name, colors in axis_colors.items() if any(_same(color, c) for c in colors)]
        if len(matches) == 1:
            return matches[0], True, False
    named = [name for name, pattern in SIDES.items() if pattern.search(str(row))]
    if len(named) == 1:
        return named[0], False, False
    labelled = [name for name, axis in (("y", f.y), ("y2", f.y2)) if _names(axis, str(row))]
    if len(labelled) == 1:
        return labelled[0], False, False
    plain = [name for name, colors in axis_colors.items() if not colors]
    if len(plain) == 1 and color is not None:
        return plain[0], False, False  # the one coloured axis claims the series of its colour; the others are the plain one's
    based = [name for name, axis in (("y", f.y), ("y2", f.y2)) if _from_zero(axis, items)]
    if len(based) == 1:
        return based[0], False, False
    ys = [it.anchor[1] for it in items if it.value is not None]
    holding = [name for name, axis in (("y", f.y), ("y2", f.y2)) if ys and _holds(axis, ys)]
    return (holding[0] if len(holding) == 1 else None), False, True


def _from_zero(axis: AxisRead, items: list[Item]) -> bool:
    """Bars standing on this axis's zero: a bar is drawn from 0 of the axis it is plotted on."""
    bases = [it.box.bottom for it in items if it.box is not None]
    if not bases or axis.mapping is None or axis.mapping.scale != "linear":
        return False
    res = axis.mapping.resolution(min(axis.positions), max(axis.positions), 0.5)
    return all(abs(axis.mapping.value(b)) <= res for b in bases)


def _the_other_axis(sides: dict) -> None:
    """Each of twin axes carries a series: when every series told apart by a cue other than tick ranges is on
    one axis, the one series left (untold, or told by tick ranges only) is the other axis's."""
    told = {side for side, _, weak in sides.values() if side is not None and not weak}
    left = [row for row, (side, _, weak) in sides.items() if side is None or weak]
    if len(told) == 1 and len(left) == 1:
        sides[left[0]] = ("y2" if told == {"y"} else "y", False, False)


def _names(axis: AxisRead, series: str) -> bool:
    """The axis's label names the series ('Loss' for the series 'loss', 'Accuracy (%)' for 'accuracy')."""
    if axis.label is None or _unnamed(series):
        return False
    label, name = axis.label.text.lower(), series.lower().strip()
    return bool(name) and re.search(rf"\b{re.escape(name)}\b", label) is not None


def _holds(axis: AxisRead, ys: list[float], pad: float = 1.0) -> bool:
    return min(axis.positions) - pad <= min(ys) and max(ys) <= max(axis.positions) + pad


def _same(a: Color, b: Color) -> bool:
    return all(abs(x - y) <= SAME_COLOR for x, y in zip(a, b))
