"""``ocr-baseline``: the offline captioner. It reads a figure with a real OCR model and writes markdown.

The OCR model is RapidOCR (PP-OCRv6 small detection and recognition as ONNX, shipped inside the ``rapidocr``
wheel, so nothing is downloaded). The text boxes are laid out on the plot areas found in the pixels (see
``ocr_layout``); each panel is written as a heading, its axes and ticks, a table of the printed values (a heatmap's
cells, or a bar/line chart's labelled points by series colour) and a few extremum sentences.
"""

from __future__ import annotations

import asyncio
import threading
import unicodedata
import time
from dataclasses import dataclass, replace
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from vlmeval.run.models.base import DescribeRequest, DescribeResult
from vlmeval.run.models.ocr_layout import (
    FigureLayout,
    PanelLayout,
    TextBox,
    assign_roles,
    calibrate,
    find_plot_areas,
    read_grid,
    restore_sign,
    series_of,
    swatch_colour,
    text_height,
)

ALGORITHM_VERSION = "3"

# Detection at the image's own size (no upscaling: figure text is large enough), a narrow minimum recognition width
# (short numbers are not padded to 320 px: ~3x faster), one thread; the default models, shipped in the wheel.
ENGINE_OPTIONS: dict[str, Any] = {
    "Det.limit_type": "max",
    "Det.limit_side_len": 2000,
    "Rec.rec_img_shape": [3, 48, 48],
    "EngineConfig.onnxruntime.intra_op_num_threads": 1,
    "EngineConfig.onnxruntime.inter_op_num_threads": 1,
    "Global.log_level": "warning",  # not a line per model file loaded
}
# Steps named on every call (the engine keeps the last call's). No angle classifier: docs/ocr-baseline.md says why.
DETECT_STEPS: dict[str, bool] = {"use_det": True, "use_cls": False, "use_rec": True}
OCR_PACKAGE = "rapidocr"
VERTICAL = 1.5  # a box this many times taller than wide holds rotated text (a y-axis or colorbar label)

_engine = None
_engine_lock = threading.Lock()  # the engine is loaded once per process and used by one thread at a time


def ocr_package() -> str:
    try:
        return f"{OCR_PACKAGE} {version(OCR_PACKAGE)}"
    except PackageNotFoundError:
        return f"{OCR_PACKAGE} (version unknown)"


def _get_engine():
    global _engine
    if _engine is None:
        from rapidocr import RapidOCR

        _engine = RapidOCR(params=ENGINE_OPTIONS)
    return _engine


def load_rgb(path: Path) -> np.ndarray:
    """The image as RGB on white (transparent areas become paper)."""
    try:
        with Image.open(path) as img:
            img.load()
            rgba = img.convert("RGBA")
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: image not found (fix: check the figure's image.path)") from None
    except OSError as e:
        raise ValueError(f"{path}: not a readable image ({e}) (fix: point image.path to a PNG or JPEG)") from None
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    return np.asarray(Image.alpha_composite(white, rgba).convert("RGB"))


def _box(points, text: str, score: float) -> TextBox:
    text = unicodedata.normalize("NFKC", text).strip(" 、,;")  # full-width brackets from the CJK alphabet
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    vertical = (y1 - y0) >= VERTICAL * (x1 - x0)
    (ax, ay), (bx, by) = points[0], points[1]  # the top edge, left to right as read
    slanted = not vertical and bx - ax > 0 and abs(by - ay) > 0.25 * (bx - ax)
    return TextBox(text.strip(), x0, y0, x1, y1, float(score), vertical=vertical, slanted=slanted)


def _recognise(engine, crop: np.ndarray) -> tuple[str, float]:
    result = engine(np.ascontiguousarray(crop[:, :, ::-1]), use_det=False, use_cls=False, use_rec=True)
    if not result.txts:
        return "", 0.0
    return str(result.txts[0]).strip(), float(result.scores[0])


def _columns(boxes: list[TextBox]) -> list[list[TextBox]]:
    """Rotated-text pieces grouped by column: overlapping in x, close in y. Small pieces that detection
    took for upright text (a lone 'w') join a column they sit inside."""
    groups: list[list[TextBox]] = []
    for b in sorted((b for b in boxes if b.vertical), key=lambda b: (b.x0, b.y0)):
        for g in groups:
            gx0, gx1 = min(x.x0 for x in g), max(x.x1 for x in g)
            gy0, gy1 = min(x.y0 for x in g), max(x.y1 for x in g)
            overlap = min(gx1, b.x1) - max(gx0, b.x0)
            if overlap > 0.5 * min(gx1 - gx0, b.width) and max(b.y0 - gy1, gy0 - b.y1) < 1.5 * (gx1 - gx0):
                g.append(b)
                break
        else:
            groups.append([b])
    for b in boxes:
        if b.vertical:
            continue
        for g in groups:
            gx0, gx1 = min(x.x0 for x in g), max(x.x1 for x in g)
            gy0, gy1 = min(x.y0 for x in g), max(x.y1 for x in g)
            if gx0 - 4 <= b.x0 and b.x1 <= gx1 + 4 and max(b.y0 - gy1, gy0 - b.y1) < gx1 - gx0:
                g.append(b)
                break
    return groups


def read_rotated(engine, rgb: np.ndarray, x0: float, y0: float, x1: float, y1: float) -> tuple[str, float]:
    """Read the rotated text inside a box, turned either way; the more confident reading wins."""
    height, width = rgb.shape[:2]
    crop = rgb[max(int(y0) - 3, 0):min(int(y1) + 4, height), max(int(x0) - 3, 0):min(int(x1) + 4, width)]
    if crop.size == 0:
        return "", 0.0
    upright = _recognise(engine, np.rot90(crop, -1))  # bottom-to-top text, matplotlib's rotated labels
    if upright[1] >= 0.75:
        return upright
    return max(upright, _recognise(engine, np.rot90(crop, 1)), key=lambda r: r[1])


def _merge_vertical(engine, rgb: np.ndarray, boxes: list[TextBox]) -> list[TextBox]:
    """Rotated labels come out of detection as word pieces: join each column of pieces and read it once."""
    groups = _columns(boxes)
    absorbed = {id(b) for g in groups for b in g}
    merged = []
    for g in groups:
        x0, x1 = min(b.x0 for b in g), max(b.x1 for b in g)
        y0, y1 = min(b.y0 for b in g), max(b.y1 for b in g)
        text, score = read_rotated(engine, rgb, x0, y0, x1, y1)
        if text:
            merged.append(TextBox(text, x0, y0, x1, y1, score, vertical=True))
    return [b for b in boxes if id(b) not in absorbed] + merged


def read_text(rgb: np.ndarray) -> list[TextBox]:
    """Every text box the OCR model finds, rotated labels joined and read upright."""
    with _engine_lock:
        engine = _get_engine()
        result = engine(np.ascontiguousarray(rgb[:, :, ::-1]), **DETECT_STEPS)
        found = zip(result.boxes, result.txts, result.scores) if result.boxes is not None else ()
        boxes = [_box(points.tolist(), text, score) for points, text, score in found if str(text).strip()]
        # a single upright character ('3') is also taller than wide: rotated text is taller than a line too
        line = text_height(boxes)
        boxes = [replace(b, vertical=False) if b.vertical and b.height <= 1.6 * line else b for b in boxes]
        return _merge_vertical(engine, rgb, boxes)


# --- markdown -------------------------------------------------------------------------------------------


def _join(boxes: list[TextBox]) -> str:
    return " ".join(b.text for b in boxes).strip()


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _table(corner: str, columns: list[str], rows: list[str], cells: list[list[str | None]]) -> list[str]:
    lines = ["| " + " | ".join(_cell(c) for c in [corner, *columns]) + " |",
             "|" + "---|" * (len(columns) + 1)]
    for name, row in zip(rows, cells):
        lines.append("| " + " | ".join(_cell(c) for c in [name, *[v if v is not None else "" for v in row]]) + " |")
    return lines


def _extremum_sentences(title: str, row_label: str, col_label: str, rows: list[str], columns: list[str],
                        values: list[list[float | None]], texts: list[list[str | None]]) -> list[str]:
    known = [(v, r, c) for r, row in enumerate(values) for c, v in enumerate(row) if v is not None]
    if len(known) < 2:
        return []
    out = []
    for word, pick in (("highest", max), ("lowest", min)):
        best = pick(v for v, _, _ in known)
        places = [f"{row_label} {rows[r]}, {col_label} {columns[c]}".strip() for v, r, c in known if v == best]
        shown = next(texts[r][c] for v, r, c in known if v == best)
        out.append(f"The {word} value in {title} is {shown} at {' and at '.join(places)}.")
    return out


def _legend(rgb: np.ndarray, panel: PanelLayout, h: float) -> list[tuple[TextBox, tuple[int, int, int]]]:
    """In-plot legend entries (words with a coloured handle just left of them), top to bottom."""
    entries = [(b, swatch_colour(rgb, b, h)) for b in panel.inside if b.number is None]
    return sorted(((b, c) for b, c in entries if c is not None), key=lambda e: (e[0].cy, e[0].x0))


SeriesTable = tuple[list[str], list[str], list[list[str | None]], list[list[float | None]]]


def _series_table(rgb: np.ndarray, panel: PanelLayout, h: float) -> SeriesTable | None:
    """Printed values of a bar or line chart: columns are the x ticks, rows the legend entries (by colour)."""
    numbers = [restore_sign(panel, b) for b in panel.inside if b.number is not None]
    if not numbers or not panel.x_ticks:
        return None
    legend = _legend(rgb, panel, h)
    names = [b.text for b, _ in legend] or [_join(panel.title) or "values"]
    colours = [c for _, c in legend]
    xs = [b.anchor_x for b in panel.x_ticks]
    dx = float(np.median(np.diff(xs))) if len(xs) >= 2 else panel.rect.width
    texts: list[list[str | None]] = [[None] * len(xs) for _ in names]
    values: list[list[float | None]] = [[None] * len(xs) for _ in names]
    placed = 0
    for b in numbers:
        col = int(np.argmin([abs(x - b.cx) for x in xs]))
        row = series_of(rgb, b, colours, h) if colours else 0
        if abs(xs[col] - b.cx) > 0.5 * dx or row is None or texts[row][col] is not None:
            continue  # off the ticked columns, of no known series, or a second value for one place
        texts[row][col], values[row][col] = b.text, b.number
        placed += 1
    # one stray number (a marker or an error-bar cap read as '1') is not a table
    return (names, [b.text for b in panel.x_ticks], texts, values) if placed >= 2 else None


def _describe_panel(rgb: np.ndarray, index: int, panel: PanelLayout, h: float, shared_colorbar: bool,
                    heatmap: bool) -> list[str]:
    title = _join(panel.title) or f"Panel {index + 1}"
    grid = read_grid(panel)
    if grid is None and not heatmap:  # the y axis is a value axis: its ticks are checked and may be fixed
        panel.value_axis = calibrate(panel)
    x_label, y_label = _join(panel.x_label), panel.y_label.text if panel.y_label else ""
    lines = [f"### {title}", ""]
    if x_label or panel.x_ticks:
        lines.append(f"- x axis: {x_label or '(no label)'}; ticks: "
                     f"{', '.join(b.text for b in panel.x_ticks) or 'none read'}")
    if y_label or panel.y_ticks:
        lines.append(f"- y axis: {y_label or '(no label)'}; ticks: "
                     f"{', '.join(b.text for b in reversed(panel.y_ticks)) or 'none read'}")
    if panel.colorbar is not None and not shared_colorbar:
        lines.append(_colorbar_line(panel.colorbar))
    lines.append("")
    if grid is not None:
        corner = f"{y_label} \\ {x_label}".strip(" \\") or "y \\ x"
        lines += _table(corner, grid.columns, grid.rows, grid.texts)
        lines.append("")
        lines += _extremum_sentences(title, y_label, x_label, grid.rows, grid.columns, grid.values, grid.texts)
        return lines
    series = _series_table(rgb, panel, h)
    if series is not None:
        names, columns, texts, values = series
        lines += _table(x_label or "series", columns, names, texts)
        lines.append("")
        lines += _extremum_sentences(title, "", x_label, names, columns, values, texts)
        return lines
    printed = [b.text for b in sorted(panel.inside, key=lambda b: (b.cy, b.x0))]
    if printed:
        lines.append(f"Text inside the plot: {', '.join(printed)}.")
    else:
        lines.append("No values are printed inside the plot.")
    return lines


def _colorbar_line(colorbar) -> str:
    ticks = [b.text for b in reversed(colorbar.ticks)]
    label = colorbar.label.text if colorbar.label else "(no label)"
    span = f"; tick labels: {', '.join(ticks)}" if ticks else ""
    return f"- colorbar: {label}{span}"


def describe_layout(rgb: np.ndarray, layout: FigureLayout, boxes: list[TextBox]) -> str:
    h = text_height(boxes)
    lines: list[str] = []
    top = min((p.rect.y0 for p in layout.panels), default=rgb.shape[0])
    heading = [b for b in layout.loose if b.number is None and b.y1 < top and len(b.text) >= 3][:1]
    if heading:
        lines += [f"## {heading[0].text}", ""]
    if not layout.panels:
        lines.append("No plot area was found. Text read in the image, in reading order: "
                     + (", ".join(b.text for b in sorted(boxes, key=lambda b: (b.cy, b.x0))) or "none") + ".")
        return "\n".join(lines) + "\n"
    n = len(layout.panels)
    lines.append(f"The figure has {n} panel{'s' if n != 1 else ''}.")
    shared = len(layout.colorbars) == 1 and n > 1
    if shared:
        lines.append(_colorbar_line(layout.colorbars[0]).replace("- colorbar", "One colorbar shared by all panels"))
    lines.append("")
    for i, panel in enumerate(layout.panels):
        lines += _describe_panel(rgb, i, panel, h, shared, heatmap=bool(layout.colorbars))
        lines.append("")
    rest = [b.text for b in layout.loose if b not in heading]
    if rest:
        lines.append(f"Other text: {', '.join(rest)}.")
    return "\n".join(lines).rstrip() + "\n"


def _reread(engine, rgb: np.ndarray, label: TextBox, top: float, bottom: float) -> TextBox:
    """Read a rotated label again over the full height of its plot area: detection can miss a word."""
    y0, y1 = min(label.y0, top), max(label.y1, bottom)
    text, score = read_rotated(engine, rgb, label.x0, y0, label.x1, y1)
    if text and score >= 0.8 and (len(text) > len(label.text) or score > label.score):
        return TextBox(text, label.x0, y0, label.x1, y1, score, vertical=True)
    return label


def _alnum(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


def _reread_line(engine, rgb: np.ndarray, pieces: list[TextBox]) -> list[TextBox]:
    """A title cut in pieces on one line, read again as one crop: a separator detection left out ('R1-Llama | GPQA_D')
    is read back. Kept only where its letters and digits are the pieces', in order."""
    if len(pieces) < 2 or max(b.y0 for b in pieces) > min(b.y1 for b in pieces):
        return pieces  # one box, or not one line
    x0, y0, x1, y1 = min(b.x0 for b in pieces), min(b.y0 for b in pieces), max(b.x1 for b in pieces), max(b.y1 for b in pieces)
    height, width = rgb.shape[:2]
    crop = rgb[max(int(y0) - 2, 0):min(int(y1) + 3, height), max(int(x0) - 2, 0):min(int(x1) + 3, width)]
    text, score = _recognise(engine, crop) if crop.size else ("", 0.0)
    if score < 0.8 or _alnum(text) != _alnum("".join(b.text for b in pieces)):
        return pieces
    return [TextBox(text, x0, y0, x1, y1, score)]


def reread_labels(rgb: np.ndarray, layout: FigureLayout) -> None:
    with _engine_lock:
        engine = _get_engine()
        for p in layout.panels:
            p.title = _reread_line(engine, rgb, p.title)
            if p.y_label is not None:
                p.y_label = _reread(engine, rgb, p.y_label, p.rect.y0, p.rect.y1)
        h = text_height([b for p in layout.panels for b in p.x_ticks])
        for c in layout.colorbars:
            if c.label is not None:
                c.label = _reread(engine, rgb, c.label, c.rect.y0, c.rect.y1)
            elif c.ticks:  # detection found no label: look where one would be, right of the ticks
                x0 = max(b.x1 for b in c.ticks) + 1
                text, score = read_rotated(engine, rgb, x0, c.rect.y0, x0 + 1.6 * h, c.rect.y1)
                if text and score >= 0.8:
                    c.label = TextBox(text, x0, c.rect.y0, x0 + 1.6 * h, c.rect.y1, score, vertical=True)


@dataclass
class FigureReading:
    """What was read from one image: the pixels, every text box, and the boxes laid out on the panels."""

    rgb: np.ndarray
    boxes: list[TextBox]
    layout: FigureLayout


def read_figure(path: Path) -> FigureReading:
    """Run the OCR model on the image at ``path`` and lay its text out (seconds on a CPU)."""
    rgb = load_rgb(Path(path))
    boxes = read_text(rgb)
    layout = assign_roles(find_plot_areas(rgb), boxes, rgb)
    reread_labels(rgb, layout)
    return FigureReading(rgb, boxes, layout)


def describe_reading(reading: FigureReading) -> str:
    return describe_layout(reading.rgb, reading.layout, reading.boxes)


def describe_image(path: Path) -> str:
    """A markdown description of the figure image at ``path``."""
    return describe_reading(read_figure(path))


class OcrBaselineAdapter:
    """The offline captioner as a model adapter: no network, no key, deterministic output."""

    name = "ocr-baseline"

    def identity(self) -> dict[str, Any]:
        return {"model": "ocr-baseline", "version": ALGORITHM_VERSION, "ocr": ocr_package()}

    def describe_image(self, path: Path) -> str:
        return describe_image(path)

    async def describe(self, request: DescribeRequest) -> DescribeResult:
        if request.image_path is None:
            raise ValueError(f"figure {request.figure_id!r} has no image; the ocr-baseline reads images only "
                             "(fix: add image.path to its ground truth)")
        started = time.perf_counter()
        text = await asyncio.to_thread(describe_image, request.image_path)
        return DescribeResult(text=text, latency_s=time.perf_counter() - started)

    async def aclose(self) -> None:
        return None
