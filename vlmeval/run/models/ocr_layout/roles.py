"""Text roles around each plot area: titles, axis labels, ticks (split, joined, signed, calibrated),
colorbars and legends."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

import numpy as np

from vlmeval.run.models.ocr_layout.areas import is_colorbar, x_tick_marks
from vlmeval.run.models.ocr_layout.boxes import Rect, TextBox


# --- text roles around a plot area ------------------------------------------------------------------------


@dataclass
class ColorbarInfo:
    rect: Rect
    ticks: list[TextBox] = field(default_factory=list)
    label: TextBox | None = None


@dataclass
class PanelLayout:
    rect: Rect
    title: list[TextBox] = field(default_factory=list)
    x_ticks: list[TextBox] = field(default_factory=list)  # left to right
    x_label: list[TextBox] = field(default_factory=list)
    y_ticks: list[TextBox] = field(default_factory=list)  # top to bottom
    y_label: TextBox | None = None
    inside: list[TextBox] = field(default_factory=list)
    colorbar: ColorbarInfo | None = None
    value_axis: tuple[float, float] | None = None  # (a, b): value = a * pixel_y + b; see calibrate()


@dataclass
class FigureLayout:
    panels: list[PanelLayout]
    colorbars: list[ColorbarInfo]
    loose: list[TextBox]  # text that belongs to no panel (a figure title, notes)


def _rows(boxes: list[TextBox]) -> list[list[TextBox]]:
    """Boxes grouped into text lines by overlapping vertical extent (slanted labels of different lengths
    hang from one line), top line first, each left to right."""
    lines: list[list[TextBox]] = []
    for box in sorted(boxes, key=lambda b: b.y0):
        if lines:
            top, bottom = min(b.y0 for b in lines[-1]), max(b.y1 for b in lines[-1])
            shortest = min(box.height, min(b.height for b in lines[-1]))
            if min(bottom, box.y1) - max(top, box.y0) > 0.5 * shortest:
                lines[-1].append(box)
                continue
        lines.append([box])
    return [sorted(line, key=lambda b: b.x0) for line in lines]


_TICK_TOKEN = re.compile(r"^[+\-\u2212]?[\d.,]+(?:[eE][+\-\u2212]?\d+|[kKmMbB%])?$")


_TICK_PIECE = re.compile(r"[+\-\u2212]?(?:\d+(?:[.,]\d+)?(?:[eE][+\-\u2212]?\d)?|\.\d+)[kKmMbB%]?")


def _pieces(text: str) -> list[str]:
    """'64 128 256' -> ['64', '128', '256']; '3e-5 1e-43e-4' -> ['3e-5', '1e-4', '3e-4'] (one-digit
    exponents); [] unless the text is numeric ticks and nothing else."""
    pieces = []
    for word in text.split():
        found = _TICK_PIECE.findall(word)
        if "".join(found) != word:
            return []
        pieces += found
    return pieces if len(pieces) > 1 else []


def split_ticks(line: list[TextBox]) -> list[TextBox]:
    """Tick labels that detection joined into one box split again, each given its share of the box width;
    a lone 'o' among numeric ticks is the digit 0."""
    out: list[TextBox] = []
    for b in line:
        if b.text.endswith(("-", "\u2014")) and TextBox(b.text.rstrip("-\u2014 "), 0, 0, 0, 0).number is not None:
            b = replace(b, text=b.text.rstrip("-\u2014 "))  # the tick mark read as a dash: '0.3-'
        pieces = _pieces(b.text)
        if not pieces:
            out.append(b)
            continue
        total, x = sum(len(t) for t in pieces), b.x0
        for t in pieces:
            w = b.width * len(t) / total
            out.append(TextBox(t, x, b.y0, x + w, b.y1, b.score))
            x += w
    numeric = sum(_TICK_TOKEN.match(b.text) is not None for b in out)
    if numeric >= 2:
        out = [TextBox("0", b.x0, b.y0, b.x1, b.y1, b.score, b.vertical, b.slanted) if b.text in ("o", "O") else b
               for b in out]
    return out


def split_at_marks(line: list[TextBox], marks: list[float]) -> list[TextBox]:
    """Category labels that detection joined ('ARC-C WinoGrande') split again where a box covers two or
    more tick marks: its words go to the mark nearest each word's place in the box."""
    out: list[TextBox] = []
    for b in line:
        inside = [m for m in marks if b.x0 <= m <= b.x1]
        words = b.text.split()
        if b.slanted or len(inside) < 2 or len(words) < len(inside):
            out.append(b)
            continue
        total, at, groups = len(b.text), 0, {m: [] for m in inside}
        for word in words:
            centre = b.x0 + b.width * (at + len(word) / 2) / total
            groups[min(inside, key=lambda m: abs(m - centre))].append(word)
            at += len(word) + 1
        for m, ws in groups.items():
            if ws:
                half = b.width * len(" ".join(ws)) / total / 2
                out.append(TextBox(" ".join(ws), m - half, b.y0, m + half, b.y1, b.score))
    return out


def _glue(left: str, right: str) -> str:
    """Join two pieces of one label; pieces cut from overlapping boxes repeat a few characters
    ('Gemma-2-9' + '-9B', 'Falcon-7' + '7B')."""
    for k in range(min(len(left), len(right)), 0, -1):
        if left.endswith(right[:k]) and (k >= 2 or right[0].isdigit()):
            return left + right[k:]
    if left.endswith("-") or right.startswith("-"):
        return left.rstrip("-") + "-" + right.lstrip("-")
    return f"{left} {right}"


def join_slanted(line: list[TextBox], marks: list[float]) -> list[TextBox]:
    """Slanted tick labels come out of detection in pieces ('OLMo-', '7B'). A slanted label ends at its
    tick mark, so each piece goes to the nearest mark at or right of its right end; the pieces of one
    mark are joined left to right."""
    if not marks or not any(b.slanted for b in line):
        return line
    spacing = float(np.median(np.diff(marks))) if len(marks) >= 2 else float("inf")
    groups: dict[float, list[TextBox]] = {}
    for b in line:
        ahead = [m for m in marks if b.x1 - max(8.0, 0.25 * spacing) <= m <= b.x1 + spacing]
        if not ahead:
            return line  # a piece no mark explains: leave the line as read
        groups.setdefault(min(ahead), []).append(b)
    out = []
    for mark, pieces in sorted(groups.items()):
        pieces.sort(key=lambda b: b.x0)
        text = pieces[0].text
        for piece in pieces[1:]:
            text = _glue(text, piece.text)
        x0, x1 = min(b.x0 for b in pieces), max(b.x1 for b in pieces)
        y0, y1 = min(b.y0 for b in pieces), max(b.y1 for b in pieces)
        out.append(TextBox(text, x0, y0, x1, y1, min(b.score for b in pieces), slanted=True))
    return out


def _negated(box: TextBox) -> TextBox:
    return TextBox(f"-{box.text}", box.x0, box.y0, box.x1, box.y1, box.score, box.vertical, box.slanted)


def _fit(numeric: list[TextBox], i: int) -> tuple[float, float, dict[int, TextBox], list] | None:
    """The line through ticks i and i+1, the ticks it corrects by sign, and the ticks it cannot explain."""
    (y1, v1), (y2, v2) = (numeric[i].cy, numeric[i].number), (numeric[i + 1].cy, numeric[i + 1].number)
    if v1 == v2 or y1 == y2:
        return None
    a = (v2 - v1) / (y2 - y1)
    b = v1 - a * y1
    tolerance = 0.25 * abs(v2 - v1)
    signed: dict[int, TextBox] = {}
    misfits = []
    for box in numeric:
        predicted = a * box.cy + b
        if abs(predicted - box.number) <= tolerance:
            continue
        if box.number > 0 and abs(predicted + box.number) <= tolerance:
            signed[id(box)] = _negated(box)
        else:
            misfits.append((box, predicted))
    return a, b, signed, misfits


def calibrate(panel: PanelLayout) -> tuple[float, float] | None:
    """A linear y axis from its numeric ticks, as value = a * y + b, set by the topmost pair of adjacent
    ticks that explains the others (the top ticks are the least likely to be negative). A tick that fits
    only with its sign flipped lost its minus sign to the OCR; a single tick that fits not at all (of four
    or more) was misread ('09' for 60). Both are corrected in place. None when the ticks do not lie on a
    line (a log axis)."""
    numeric = sorted((b for b in panel.y_ticks if b.number is not None), key=lambda b: b.cy)
    if len(numeric) < 3:
        return None
    for i in range(len(numeric) - 1):
        fit = _fit(numeric, i)
        if fit is None:
            continue
        a, b, fixed, misfits = fit
        if len(misfits) > 1 or (misfits and len(numeric) < 4):
            continue
        decimals = len(numeric[i].text.partition(".")[2])
        for box, predicted in misfits:
            fixed[id(box)] = TextBox(f"{predicted:.{decimals}f}", box.x0, box.y0, box.x1, box.y1, box.score)
        panel.y_ticks = [fixed.get(id(t), t) for t in panel.y_ticks]
        return a, b
    return None


def restore_sign(panel: PanelLayout, box: TextBox) -> TextBox:
    """A printed value whose place on the value axis says it is negative lost its minus sign to the OCR."""
    if panel.value_axis is None or box.number is None or box.number <= 0:
        return box
    a, b = panel.value_axis
    at = a * box.cy + b
    return _negated(box) if at < 0 and abs(at + box.number) < 0.5 * abs(at - box.number) else box


_POWER = re.compile(r"^10(-?\d{1,2})$")


def powers_of_ten(line: list[TextBox]) -> list[TextBox]:
    """Log-axis ticks printed as 10 with a superscript exponent read as '101', '102': written as 10^1, 10^2."""
    exponents = [_POWER.match(b.text) for b in line]
    if len(line) < 2 or not all(exponents):
        return line
    values = [int(m.group(1)) for m in exponents]
    if any(b - a != 1 for a, b in zip(values, values[1:])) and any(a - b != 1 for a, b in zip(values, values[1:])):
        return line
    return [TextBox(f"10^{v}", b.x0, b.y0, b.x1, b.y1, b.score, b.vertical, b.slanted) for b, v in zip(line, values)]


def text_height(boxes: list[TextBox]) -> float:
    heights = [b.height for b in boxes if not b.vertical]
    return float(np.median(heights)) if heights else 14.0


def assign_roles(areas: list[Rect], boxes: list[TextBox], rgb: np.ndarray | None = None) -> FigureLayout:
    """Give each text box a role (title, tick, axis label, cell text, colorbar tick or label) by position."""
    h = text_height(boxes)
    panels = [PanelLayout(r) for r in areas if not is_colorbar(r)]
    colorbars = [ColorbarInfo(r) for r in areas if is_colorbar(r)]
    free = [b for b in boxes]

    def take(pred) -> list[TextBox]:
        picked = [b for b in free if pred(b)]
        for b in picked:
            free.remove(b)
        return picked

    for p in panels:
        r = p.rect
        p.inside = take(lambda b, r=r: not b.vertical and r.contains(b.cx, b.cy))
    for p in panels:
        r = p.rect
        # the line just above the frame; further up is the x label of a panel above, not a title
        p.title = sorted(take(lambda b, r=r: not b.vertical and r.y0 - 1.5 * h <= b.y1 <= r.y0 + 2
                              and r.x0 - 4 <= b.cx <= r.x1 + 4), key=lambda b: (b.y0, b.x0))
    for p in panels:
        r = p.rect
        below = take(lambda b, r=r: not b.vertical and r.y1 - 2 <= b.y0 <= r.y1 + 3.6 * h
                     and r.x0 - 2 * h <= b.cx <= r.x1 + 2 * h)
        lines = _rows(below)
        if len(lines) >= 2 or (lines and len(lines[0]) >= 2):
            ticks = split_ticks(lines[0])
            if rgb is not None:
                marks = x_tick_marks(rgb, r)
                ticks = join_slanted(split_at_marks(ticks, marks), marks)
            p.x_ticks, p.x_label = powers_of_ten(ticks), (lines[1] if len(lines) > 1 else [])
        else:
            p.x_label = lines[0] if lines else []
        free.extend(b for line in lines[2:] for b in line)
    for c in colorbars:
        r = c.rect
        # a detector's box may start a few pixels left of the label (PP-OCRv6 boxes are wider than v4's)
        c.ticks = sorted(take(lambda b, r=r: not b.vertical and r.x1 - h / 4 <= b.x0 <= r.x1 + 1.6 * h
                              and r.y0 - h <= b.cy <= r.y1 + h), key=lambda b: b.cy)
    for p in panels:
        r = p.rect
        p.y_ticks = sorted(take(lambda b, r=r: not b.vertical and r.x0 - 4.5 * h <= b.x1 <= r.x0 + h / 2
                                and b.cx < r.x0 and r.y0 - h / 2 <= b.cy <= r.y1 + h / 2), key=lambda b: b.cy)
        p.y_ticks = powers_of_ten(split_ticks(p.y_ticks))
    for p in panels:
        r = p.rect
        left = [b for b in free if b.vertical and b.x1 <= r.x0 + 2 and r.x0 - 7 * h <= b.x0
                and r.y0 <= b.cy <= r.y1]
        if left:
            p.y_label = max(left, key=lambda b: b.x1)
            free.remove(p.y_label)
    for c in colorbars:
        r = c.rect
        right = [b for b in free if b.vertical and r.x1 <= b.x0 <= r.x1 + 6 * h and r.y0 - h <= b.cy <= r.y1 + h]
        if right:
            c.label = min(right, key=lambda b: b.x0)
            free.remove(c.label)
        owner = _panel_left_of(r, panels)
        if owner is not None and owner.colorbar is None:
            owner.colorbar = c
    return FigureLayout(panels=panels, colorbars=colorbars, loose=sorted(free, key=lambda b: (b.cy, b.x0)))


def _panel_left_of(bar: Rect, panels: list[PanelLayout]) -> PanelLayout | None:
    beside = [p for p in panels if p.rect.x1 <= bar.x0 and min(p.rect.y1, bar.y1) - max(p.rect.y0, bar.y0) > 0]
    return max(beside, key=lambda p: p.rect.x1) if beside else None
