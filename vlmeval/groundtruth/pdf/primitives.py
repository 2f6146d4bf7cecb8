"""Reading primitives: the text runs, boxes, paths and images of one PDF page, in top-down page points.

pdfplumber (on pdfminer.six) gives every character with its text matrix (position, rotation, font) and every
path with its points and colours; pypdfium2 renders the page (for the PNG and for sampling colours of raster
cells). pdfplumber runs with glyphs.py's interpreter (form XObjects inherit the graphics state; glyph forms are text).
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import pdfplumber
import pdfplumber.page

from vlmeval.groundtruth.pdf.clipping import clip_region, inside_clip
from vlmeval.groundtruth.pdf.images import decode_image
from vlmeval.groundtruth.pdf.pagefile import open_problem, shown_part
from vlmeval.groundtruth.pdf.glyphs import GLYPH_FONT, ReadingInterpreter, glyph_forms_in_place
from vlmeval.groundtruth.pdf.opacity import alphas
from vlmeval.groundtruth.pdf.texchars import readable_chars

Color = tuple[float, float, float]


class PdfFigureError(Exception):
    """A PDF that cannot be read as a vector figure; the message says why and how to fix it."""


pdfplumber.page.PDFPageInterpreter = ReadingInterpreter  # see glyphs.py


def rgb(value) -> Color | None:
    """A pdfminer colour (gray, RGB, CMYK tuple or number) as RGB in 0..1; None when absent or a pattern."""
    if value is None:
        return None
    if isinstance(value, (int, float)):
        value = (value,)
    try:
        v = [float(x) for x in value]
    except (TypeError, ValueError):
        return None
    if len(v) in (1, 3):
        return (v[0], v[0], v[0]) if len(v) == 1 else (v[0], v[1], v[2])
    if len(v) == 4:
        c, m, y, k = v
        return ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
    return None


def color_key(color: Color | None) -> tuple[int, int, int] | None:
    return None if color is None else tuple(round(c * 255) for c in color)


def is_grey(color: Color | None) -> bool:
    return color is None or (max(color) - min(color) < 0.04)


@dataclass(slots=True)
class Run:
    """A line of text: characters on one baseline, in reading order."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    angle: float  # degrees, counter-clockwise, 0 = horizontal
    size: float
    color: Color | None
    glyphs: list[tuple[str, float, float]] = field(default_factory=list, repr=False)  # (text, x0, x1) per character
    middle: float | None = None  # the line's middle where a glyph boxed off the line moves cy (_on_the_line)
    baseline: float | None = None  # a horizontal line's baseline (page y, from the top); None when not known
    whole: Run | None = field(default=None, repr=False)  # the packed run this tick label was cut from (packed.split_at)

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.top + self.bottom) / 2


@dataclass(slots=True)
class Box:
    x0: float
    top: float
    x1: float
    bottom: float
    fill: Color | None  # None: not filled
    stroke: Color | None
    fill_alpha: float = 1.0  # the paint's opacity (opacity.py): below 1 the colour seen is mixed with what is under
    stroke_alpha: float = 1.0

    @property
    def w(self) -> float:
        return self.x1 - self.x0

    @property
    def h(self) -> float:
        return self.bottom - self.top

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.top + self.bottom) / 2

    def contains(self, x: float, y: float, pad: float = 0.0) -> bool:
        return self.x0 - pad <= x <= self.x1 + pad and self.top - pad <= y <= self.bottom + pad

    def inside(self, other: Box, pad: float = 1.0) -> bool:
        return (self.x0 >= other.x0 - pad and self.x1 <= other.x1 + pad and self.top >= other.top - pad
                and self.bottom <= other.bottom + pad)


@dataclass(slots=True)
class Shape:
    """A drawn path (one sub-path): a line, a polyline, a curve, a marker."""

    pts: list[tuple[float, float]]
    stroke: Color | None
    fill: Color | None
    closed: bool
    dashed: bool
    dash: tuple = ()  # the dash pattern of a dashed stroke (tells same-coloured lines apart)
    fill_alpha: float = 1.0  # as Box's
    stroke_alpha: float = 1.0
    cut: bool = False  # cut to the clip region it was painted in (clipping.inside_clip): drawn whole, never a piece
    curved: bool = False  # drawn with Bezier curves (its points include control points): a circle of two arcs has 7
    clip: tuple | None = None  # the clip region it was painted in (x0, top, x1, bottom): what of it the page shows
    width: float = 0.0  # the stroke's width in points (a thick and a thin line of one colour are two keyed series)
    reach: tuple | None = None  # a cut path's x extent before the cut (x0, x1): where its line runs, seen or not
    bbox: Box = field(init=False)

    def __post_init__(self) -> None:
        xs = [p[0] for p in self.pts]
        ys = [p[1] for p in self.pts]
        self.bbox = Box(min(xs), min(ys), max(xs), max(ys), self.fill, self.stroke, self.fill_alpha, self.stroke_alpha)


@dataclass(slots=True)
class Page:
    width: float
    height: float
    runs: list[Run]
    boxes: list[Box]  # filled or stroked axis-aligned rectangles (from rects and rectangular closed paths)
    paths: list[Shape]  # every other stroked or filled path, lines included
    images: list[tuple[Box, object]]  # each embedded image's place and its decoded pixels (PIL image or None)
    file: Path
    index: int  # from 0
    view: tuple[float, float, float, float] | None = None  # the CropBox where smaller than the page (pagefile.py)

    @property
    def shown(self) -> tuple[float, float, float, float]:
        return self.view or (0.0, 0.0, self.width, self.height)  # what renderings and placements are of


def open_page(path: Path, page_number: int = 1) -> Page:
    """Read page ``page_number`` (from 1) of a PDF; PdfFigureError for a file that is not a readable PDF."""
    try:
        pdf = pdfplumber.open(path)
    except Exception as e:  # pdfminer raises many unrelated types for broken files
        raise PdfFigureError(open_problem(path, e)) from None
    with pdf:
        if not pdf.pages:
            raise PdfFigureError(f"{path}: the PDF has no pages (fix: pass a figure PDF that has a page)")
        if not 1 <= page_number <= len(pdf.pages):
            raise PdfFigureError(f"{path}: --page {page_number}: the PDF has {len(pdf.pages)} page(s) "
                                 f"(fix: pass --page 1 to {len(pdf.pages)})")
        page = pdf.pages[page_number - 1]
        try:
            return _read(page, path, page_number - 1)
        except PdfFigureError:
            raise
        except Exception as e:
            raise PdfFigureError(f"{path}: page {page_number}: cannot be read ({type(e).__name__}: {e}) "
                                 "(fix: re-export the figure as PDF)") from None


def _read(page, path: Path, index: int) -> Page:
    boxes: list[Box] = []
    paths: list[Shape] = []
    for r in page.rects:
        fill = rgb(r.get("non_stroking_color")) if r.get("fill") else None
        stroke = rgb(r.get("stroking_color")) if r.get("stroke") else None
        if fill is None and stroke is None:
            continue
        opacity = alphas(r)
        box = Box(r["x0"], r["top"], r["x1"], r["bottom"], fill, stroke, *opacity)
        if is_square_marker(box):  # a square marker ('s') is a rectangle too: kept as a marker, not a bar
            corners = [(box.x0, box.top), (box.x1, box.top), (box.x1, box.bottom), (box.x0, box.bottom), (box.x0, box.top)]
            paths.append(Shape(corners, stroke, fill, True, False, (), *opacity))
        else:
            boxes.append(box)
    for obj in list(page.curves) + list(page.lines):
        fill = rgb(obj.get("non_stroking_color")) if obj.get("fill") else None
        stroke = rgb(obj.get("stroking_color")) if obj.get("stroke", True) else None
        dash = obj.get("dash")
        dashed = bool(dash and dash[0])
        for pts, closed_op, curved in _subpaths(obj):
            if len(pts) < 2:
                continue
            shown = pts if curved else inside_clip(pts, obj, page)  # a line past its axes' limits: the part shown
            closed = bool(obj.get("fill")) or closed_op or math.dist(shown[0], shown[-1]) < 0.5
            path_obj = Shape(shown, stroke, fill, closed, dashed, tuple(round(float(d), 2) for d in dash[0]) if dashed
                             else (), *alphas(obj), cut=shown is not pts, curved=curved, clip=clip_region(obj, page),
                             width=float(obj.get("linewidth") or 0.0),
                             reach=None if shown is pts else (min(x for x, _ in pts), max(x for x, _ in pts)))
            box = None if curved else as_rectangle(path_obj)  # a circle's control points can box it
            if box is not None and (box.w > 30 or box.h > 30 or (fill is not None and not is_square_marker(box))):
                boxes.append(box)  # a rectangle drawn as a closed polygon (frames, colorbar outlines, cells, bars)
            else:
                paths.append(path_obj)
    images = [(Box(i["x0"], i["top"], i["x1"], i["bottom"], None, None), decode_image(i)) for i in page.images]
    return Page(float(page.width), float(page.height), text_runs(page.chars, float(page.height)), boxes, paths,
                images, path, index, shown_part(page))


def _subpaths(obj: dict) -> list[tuple[list[tuple[float, float]], bool, bool]]:
    """A path's pieces, one per move-to (pgfplots draws all of an axis's ticks as one path): (points, closed by
    the path itself, has curves)."""
    ops = obj.get("path")
    if not ops:
        return [([(float(x), float(y)) for x, y in obj.get("pts") or []], False, False)]
    pieces: list[list] = []
    for op in ops:
        name, points = op[0], [(float(x), float(y)) for x, y in op[1:]]
        if name == "m" or not pieces:
            pieces.append([points, False, False])
        elif name == "h":
            pieces[-1][1] = True
        else:
            pieces[-1][0].extend(points)
            pieces[-1][2] = pieces[-1][2] or name in ("c", "v", "y")
    return [(pts, closed, curved) for pts, closed, curved in pieces]


def is_square_marker(b: Box) -> bool:
    return b.w <= 12 and abs(b.w - b.h) < 0.3


def as_rectangle(p: Shape) -> Box | None:
    """The box a closed path traces when every point lies on its bounding box's edge and it reaches all 4 corners."""
    if not p.closed and len(p.pts) < 5:
        return None
    b = p.bbox
    if b.w < 1 or b.h < 1:
        return None
    tol = 0.3
    for x, y in p.pts:
        if not (abs(x - b.x0) < tol or abs(x - b.x1) < tol or abs(y - b.top) < tol or abs(y - b.bottom) < tol):
            return None
    corners = [(b.x0, b.top), (b.x1, b.top), (b.x0, b.bottom), (b.x1, b.bottom)]
    return b if all(any(math.dist(c, q) < tol for q in p.pts) for c in corners) else None


def text_runs(chars: list[dict], page_height: float) -> list[Run]:
    """Group characters into runs along their own baseline, so rotated labels read whole ("2022-01-08")."""
    items = []
    for c in readable_chars(glyph_forms_in_place(chars, page_height)):
        a, b, _, _, e, f = c["matrix"]
        scale = math.hypot(a, b) or 1.0
        dx, dy = a / scale, -b / scale  # baseline direction in top-down coordinates
        ox, oy = e, page_height - f
        items.append((round(math.degrees(math.atan2(b, a))), ox * dx + oy * dy, ox * -dy + oy * dx, c, scale))
    # TeX and some other producers draw no space glyphs: a word gap is then only a gap, and may be wider
    spaced = any(c["text"] == " " for c in chars)
    groups: list[list[tuple]] = []
    for item in items:  # in content-stream order: a label is drawn as one piece, so neighbours never interleave
        if groups and item[3]["fontname"] == GLYPH_FONT and _place_glyph(groups[-1], item):
            continue
        if groups and _continues(groups[-1], item, 0.4 if spaced else 0.6):
            groups[-1].append(item)
        else:
            groups.append([item])
    return [r for r in (_make_run(g, spaced) for g in groups) if r.text.strip()]


def _place_glyph(group: list[tuple], item: tuple) -> bool:
    """A character drawn as a glyph form after the rest of its label (matplotlib < 3.11: "−" in "−0.3") goes into
    that label at its place along the baseline."""
    size = _char_size(group[0][3])
    if item[0] != group[0][0] or abs(item[2] - group[0][2]) >= 0.6 * size:
        return False
    if _end(item) < group[0][1] - 0.4 * size or item[1] > _end(group[-1]) + 0.4 * size:
        return False
    group.insert(sum(1 for g in group if g[1] <= item[1]), item)
    return True


def _end(item: tuple) -> float:
    return item[1] + item[3]["adv"] * item[4]


def _char_size(c: dict) -> float:
    return max(min(c["size"], 40.0), 1.0)


def _continues(group: list[tuple], item: tuple, word_gap: float = 0.4) -> bool:
    angle, along, perp, c, scale = item
    last = group[-1]
    base = group[0]
    if angle != base[0]:
        return False
    size = _char_size(base[3])
    if abs(angle) == 90:  # pdfplumber's size of a vertical glyph is its advance ('T' is narrow); its box's width is its height
        size = max(size, min(base[3]["x1"] - base[3]["x0"], 40.0))
    gap = along - _end(last)
    if gap > word_gap * size or gap < -0.2 * size:  # a word space is ~0.3 em; kerning ("Te") overlaps ~0.17 em
        return False
    if _exponent(item, last, size, base[2]):
        return True
    return abs(perp - base[2]) < 0.6 * size


def _exponent(item: tuple, last: tuple, size: float, base_perp: float) -> bool:
    """A smaller digit or sign set high just after a digit: an exponent (matplotlib 3.1's mathtext raises '10^2''s
    2 by 0.7 em, past a line's reach)."""
    _, along, perp, c, _ = item
    small = _char_size(c) < 0.85 * size
    raised = 0.2 * size < base_perp - perp < 0.9 * size
    return small and raised and last[3]["text"].isdigit() and (c["text"].isdigit() or c["text"] in "-\u2212")


_SAME_AS = str.maketrans({"\u2206": "\u0394"})  # INCREMENT (TeX's \Delta in some fonts) is a capital delta


def _nfkc(text: str) -> str:
    """NFKC, except ℓ (a symbol of its own in physics; NFKC makes it an l)."""
    return "ℓ".join(unicodedata.normalize("NFKC", part) for part in text.split("ℓ"))


def _make_run(group: list[tuple], spaced: bool = True) -> Run:
    base_perp = group[0][2]
    size = _char_size(group[0][3])
    text, raised_before, previous = "", False, None
    for item in group:
        _, along, perp, c, _ = item
        # an exponent: 10^3; a raised minus is one whatever its box (TeX's CMSY minus is as wide as an em): Å^−3
        raised = base_perp - perp > 0.2 * size and (_char_size(c) < 0.9 * size or c["text"] in ("−", "-"))
        form = GLYPH_FONT in (c["fontname"], previous[3]["fontname"] if previous else "")  # math; its advance a guess
        if not spaced and previous is not None and along - _end(previous) > 0.12 * size and not raised and not form:
            text += " "  # a word gap where no space glyph is drawn
        text += ("^" if raised and not raised_before else "") + _nfkc(c["text"]).translate(_SAME_AS)
        raised_before, previous = raised, item
    level = _on_the_line(group, size)
    middle = None if len(level) == len(group) or group[0][0] != 0 else \
        (min(g[3]["top"] for g in level) + max(g[3]["bottom"] for g in level)) / 2
    return Run(" ".join(text.split()), min(g[3]["x0"] for g in group), min(g[3]["top"] for g in group),
               max(g[3]["x1"] for g in group), max(g[3]["bottom"] for g in group), float(group[0][0]),
               max(_char_size(g[3]) for g in group) if group[0][0] == 0 else size,  # not a leading '⁴' of '⁴He'
               rgb(group[0][3].get("non_stroking_color")),
               [(_nfkc(g[3]["text"]), g[3]["x0"], g[3]["x1"]) for g in group], middle, _baseline(group[0]))


def _baseline(item: tuple) -> float | None:
    """Where a horizontal glyph's baseline is: its text matrix's origin, from the page's top (top + y1 is the
    page's height); its box's bottom hangs the font's descent under it, which fonts state differently."""
    c = item[3]
    matrix = c.get("matrix")
    if item[0] != 0 or not matrix or "y1" not in c or abs(matrix[1]) > 1e-6 or abs(matrix[2]) > 1e-6:
        return None
    return c["top"] + c["y1"] - matrix[5]


_OPERATORS = "−×+=±∓·"  # a symbol font boxes these off the line (TeX's CMSY)


def _on_the_line(group: list[tuple], size: float) -> list[tuple]:
    """The glyphs whose boxes give the line's middle: all but a full-size one boxed far off the others' (a TeX symbol
    font's × or − is boxed as if hung below the line: '3 × S' reaches an em under its text, and a legend swatch
    level with the text would not be, Run.middle). Smaller glyphs (sub- and superscripts) still count."""
    full = [g for g in group if _char_size(g[3]) >= 0.9 * size]
    if len(full) < 2:
        return group
    letters = sorted(g[3]["top"] for g in full if g[3]["text"] not in _OPERATORS) or sorted(g[3]["top"] for g in full)
    middle = letters[len(letters) // 2]  # an operator never sets the line: '−2' is two glyphs, one hung below
    return [g for g in group if _char_size(g[3]) < 0.9 * size or abs(g[3]["top"] - middle) <= 0.3 * size] or group

