"""An image heatmap (imshow, a rasterised pcolormesh) read from its own pixels: each pixel's colour mapped to a value
through the colorbar (the nearest colour along the sampled bar, in CIELAB; a colour far from every colour of the bar
is left unknown), each cell keyed by the axis values at its centre (the panel's calibrated axes), the grid capped by
averaging blocks of cells in value. Without a calibrated colorbar or decodable pixels the image stays unread."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.heatmap import CONTINUOUS, colorbar_samples, overlap, printed_grid
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run
from vlmeval.groundtruth.pdf.ticks import round_to
from vlmeval.groundtruth.pdf.values import Item, PanelValues

MAX_CELLS = 64  # cells per side at most: a description cannot name finer detail, and a bigger table only slows scoring
FAR = 10.0  # CIELAB Delta E: a colour farther than this from every colour of the bar is none of its colours


@dataclass(slots=True)
class Scale:
    """The colorbar as a polyline in CIELAB: its distinct colours in value order, and the value of each."""

    lab: np.ndarray  # (n, 3)
    values: np.ndarray  # (n,)
    ends: tuple[float, float] | None = None  # a continuous colormap's: its first and last colours stand there

    @property
    def step(self) -> float:
        """The widest value step between neighbouring distinguishable colours of the bar."""
        gaps = np.diff(self.values)
        return float(gaps.max()) if gaps.size else 0.0


def raster_heatmap(page: Page, frame: Frame, image) -> tuple[PanelValues | None, str]:
    """The image's cells and their values, or None and why its pixels cannot be read ('no calibrated colorbar')."""
    scale = colorbar_scale(page, frame, image)
    if scale is None:
        return None, "no calibrated colorbar"
    if frame.x.mapping is None or frame.y.mapping is None:
        return None, "its axes are not both calibrated"
    found = _image_in(page, frame.box)
    if found is None:
        return None, "its pixels could not be decoded"
    box, pixels = found
    rgba = np.asarray(pixels, dtype=np.float64)
    cols, rows = _runs(rgba, axis=1), _runs(rgba, axis=0)  # an image upsampled by repetition: its own cells
    rgba = rgba[[r[0] for r in rows]][:, [c[0] for c in cols]]
    values = values_of(rgba[..., :3], scale)
    values[rgba[..., 3] < 255] = np.nan  # masked (transparent) or blended with what is under it: unknown
    values, cols, rows, block, spread = _capped(values, cols, rows)
    return _panel_values(frame, box, pixels.size, values, cols, rows, scale, block, spread), ""


def _image_in(page: Page, frame: Box):
    """The decoded image covering most of the frame (its place on the page and its native pixels)."""
    def overlap(b: Box) -> float:
        w = min(b.x1, frame.x1) - max(b.x0, frame.x0)
        h = min(b.bottom, frame.bottom) - max(b.top, frame.top)
        return max(w, 0) * max(h, 0)

    best = max(page.images, key=lambda im: overlap(im[0]), default=None)
    if best is None or overlap(best[0]) < 0.5 * frame.w * frame.h:
        return None
    pixels = _decoded_by_pdfium(page, best[0])
    if pixels is None and best[1] is not None:  # the page reader's decoding, without the image's mask
        pixels = best[1].convert("RGBA")
    return None if pixels is None else (best[0], pixels)


def cells_vary(page: Page, frame: Frame, within: float = 12.0) -> bool:
    """Whether the image under the frame changes colour inside the middle half of a cell its ticks mark (more than
    `within` in RGB distance from the cell's centre pixel): the ticks name blocks of a finer image, not its cells."""
    found = _image_in(page, frame.box)
    if found is None:
        return False
    box, pixels = found
    rgb = np.asarray(pixels.convert("RGB"), dtype=np.float64)
    h, w = rgb.shape[:2]
    dx, dy = _spacing(frame.x.positions, box.w), _spacing(frame.y.positions, box.h)
    for x in frame.x.positions:
        for y in frame.y.positions:
            c0, c1 = (int((x - box.x0 + s * dx / 4) / box.w * w) for s in (-1, 1))
            r0, r1 = (int((y - box.top + s * dy / 4) / box.h * h) for s in (-1, 1))
            cell = rgb[max(r0, 0):min(r1 + 1, h), max(c0, 0):min(c1 + 1, w)]
            if cell.size == 0:
                continue
            centre = cell[cell.shape[0] // 2, cell.shape[1] // 2]
            if np.sqrt(((cell - centre) ** 2).sum(axis=-1)).max() > within:
                return True
    return False


def _spacing(positions: list[float], span: float) -> float:
    ps = sorted(positions)
    return min((b - a for a, b in zip(ps, ps[1:])), default=span)


def _decoded_by_pdfium(page: Page, box: Box):
    """The image's own pixels as pdfium decodes them (every encoding pdfium reads, 4-bit indexed included), RGBA at
    the image's own size, upright as drawn, its soft mask as alpha (a masked cell is transparent); None when no image
    is drawn at that place."""
    import pypdfium2
    import pypdfium2.raw as pdfium_c

    doc = pypdfium2.PdfDocument(str(page.file))
    try:
        pdf_page = doc[page.index]
        for obj in pdf_page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE]):
            left, bottom, right, top = obj.get_bounds()
            if max(abs(left - box.x0), abs(right - box.x1), abs(page.height - top - box.top),
                   abs(page.height - bottom - box.bottom)) > 1.0:
                continue
            pixels = obj.get_bitmap(render=False).to_pil().convert("RGB")  # its own pixels, stored orientation
            m = obj.get_matrix()  # image space runs bottom up: a positive d draws the first row at the top
            if m.a < 0:
                pixels = pixels.transpose(0)  # FLIP_LEFT_RIGHT
            if m.d < 0:
                pixels = pixels.transpose(1)  # FLIP_TOP_BOTTOM
            # its soft mask as drawn (pdfium draws it at a size of its choosing): brought to the pixels' own size
            alpha = obj.get_bitmap(render=True).to_pil().convert("RGBA").getchannel("A")
            pixels.putalpha(alpha.resize(pixels.size, 0))  # NEAREST
            return pixels
    except Exception:  # an image pdfium cannot decode either: the image stays unread
        return None
    finally:
        doc.close()
    return None


def colorbar_scale(page: Page, frame: Frame, image) -> Scale | None:
    """The frame's colorbar sampled along its length: each distinct colour at the middle of its stretch."""
    bar = frame.colorbar
    axis = None if bar is None else next((a for a in (bar.y2, bar.y, bar.x) if a.mapping is not None), None)
    if axis is None or image is None:
        return None
    bins: dict[tuple, list[float]] = {}
    for v, c in colorbar_samples(page, bar.box, axis, image):
        bins.setdefault(tuple(c), []).append(v)
    if len(bins) < 2:
        return None
    levels = sorted((sum(vs) / len(vs), c) for c, vs in bins.items())
    edges = (bar.box.top, bar.box.bottom) if bar.box.h >= bar.box.w else (bar.box.x0, bar.box.x1)
    ends = tuple(sorted(axis.mapping.value(e) for e in edges)) if len(levels) >= CONTINUOUS else None
    return Scale(lab(np.array([c for _, c in levels], dtype=np.float64)), np.array([v for v, _ in levels]), ends)


def lab(rgb: np.ndarray) -> np.ndarray:
    """sRGB (0..255, D65) to CIELAB, over the last axis."""
    c = rgb / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    xyz = c @ np.array([[0.4124, 0.2126, 0.0193], [0.3576, 0.7152, 0.1192], [0.1805, 0.0722, 0.9505]])
    xyz = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def values_of(rgb: np.ndarray, scale: Scale) -> np.ndarray:
    """Each pixel's value: its nearest point on the bar's polyline in CIELAB; NaN farther than FAR from it."""
    flat = rgb.reshape(-1, 3)
    colours, inverse = np.unique(flat, axis=0, return_inverse=True)
    found = nearest_values(lab(colours), scale)
    return found[inverse.reshape(-1)].reshape(rgb.shape[:2])


def nearest_values(points: np.ndarray, scale: Scale, chunk: int = 8192) -> np.ndarray:
    """Each CIELAB colour's value on the bar's polyline (NaN beyond FAR), a chunk of colours at a time; distances
    by dot products (colours x segments matrices), the nearest segment's point interpolated in value."""
    if len(points) > chunk:
        return np.concatenate([nearest_values(points[k:k + chunk], scale, chunk) for k in range(0, len(points), chunk)])
    a = scale.lab[:-1]  # segments between neighbouring colours: a + t * seg, 0 <= t <= 1
    seg = scale.lab[1:] - a
    norm = np.maximum((seg * seg).sum(axis=1), 1e-12)
    along = points @ seg.T - (a * seg).sum(axis=1)  # (p - a) . seg
    t = np.clip(along / norm, 0.0, 1.0)
    # |p - a - t seg|^2 = |p - a|^2 - 2 t (p - a) . seg + t^2 |seg|^2
    to_a = (points * points).sum(axis=1)[:, None] - 2 * points @ a.T + (a * a).sum(axis=1)
    dist2 = np.maximum(to_a - 2 * t * along + t * t * norm, 0.0)
    k = dist2.argmin(axis=1)
    rows = np.arange(len(points))
    v = scale.values[k] + t[rows, k] * (scale.values[k + 1] - scale.values[k])
    if scale.ends is not None:  # the map's end colours show the bar's ends (heatmap.at_bar_ends)
        n = min(4, len(scale.values) - 1)
        v = np.where(_beyond(points, scale.lab[0], scale.lab[n]), scale.ends[0], v)
        v = np.where(_beyond(points, scale.lab[-1], scale.lab[-1 - n]), scale.ends[1], v)
    return np.where(dist2[rows, k] <= FAR * FAR, v, np.nan)


def _beyond(points: np.ndarray, end: np.ndarray, inner: np.ndarray) -> np.ndarray:
    """The colours at the bar's end colour or past it (as heatmap._end_stretches: the direction to a colour a few
    levels in), and near it: the end's own colour, or one the bar's outline hid; a colour inside the bar is not."""
    offset = points - end
    return (offset @ (inner - end) <= 0) & (np.linalg.norm(offset, axis=1) <= FAR)


def _runs(rgb: np.ndarray, axis: int) -> list[tuple[int, int]]:
    """The image's cells along one axis, as (first, end) pixel indices: runs of identical neighbouring columns
    (axis=1) or rows (axis=0) where most are repeated (an image upsampled by repetition), else each pixel."""
    lines = np.moveaxis(rgb, axis, 0)
    runs = [[0, 1]]
    for i in range(1, lines.shape[0]):
        if np.array_equal(lines[i], lines[i - 1]):
            runs[-1][1] = i + 1
        else:
            runs.append([i, i + 1])
    lengths = sorted(b - a for a, b in runs)
    if lengths[len(lengths) // 2] < 2:  # native pixels: two equal neighbours are two cells of one value
        return [(i, i + 1) for i in range(lines.shape[0])]
    return [(a, b) for a, b in runs]


def _capped(values: np.ndarray, cols, rows):
    """At most MAX_CELLS cells a side: blocks of k x k cells averaged in value (a block of unknown cells stays
    unknown). Also the block size and the widest distance from a block's mean to any value in it."""
    k = max(math.ceil(len(cols) / MAX_CELLS), math.ceil(len(rows) / MAX_CELLS), 1)
    if k == 1:
        return values, cols, rows, 1, 0.0
    out_rows, out_cols = _blocks(rows, k), _blocks(cols, k)
    out = np.full((len(out_rows), len(out_cols)), np.nan)
    spread = 0.0
    for i in range(len(out_rows)):
        for j in range(len(out_cols)):
            block = values[i * k:(i + 1) * k, j * k:(j + 1) * k]
            known = block[~np.isnan(block)]
            if known.size:
                out[i, j] = known.mean()
                spread = max(spread, float(np.abs(known - out[i, j]).max()))
    return out, out_cols, out_rows, k, spread


def _blocks(runs, k: int) -> list[tuple[int, int]]:
    return [(runs[i][0], runs[min(i + k, len(runs)) - 1][1]) for i in range(0, len(runs), k)]


def _panel_values(frame: Frame, box: Box, size, values, cols, rows, scale: Scale, block: int,
                  spread: float) -> PanelValues:
    width, height = size
    xs = [box.x0 + (a + b) / 2 / width * box.w for a, b in cols]
    ys = [box.top + (a + b) / 2 / height * box.h for a, b in rows]  # top to bottom, as the schema keeps rows
    col_keys = _keys(frame.x.mapping, xs, box.w / len(cols))
    row_keys = _keys(frame.y.mapping, ys, box.h / len(rows))
    out = PanelValues("heatmap", rows=row_keys, columns=col_keys, how="raster")
    for i, (y, ky) in enumerate(zip(ys, row_keys)):
        for j, (x, kx) in enumerate(zip(xs, col_keys)):
            v = values[i, j]
            out.items.append(Item(ky, kx, None if np.isnan(v) else float(v), (x, y)))
    # a pixel's colour stands for every value the bar draws in that colour and its neighbours' (one step), and a
    # block mean stands for every pixel in its block (the widest distance from a mean to a value in its block)
    out.tolerance = scale.step + spread
    out.notes.append(f"an image of {width}x{height} pixels read through the colorbar ({len(cols)}x{len(rows)} cells, "
                     f"keyed by the axis values at their centres; value_tolerance is the colorbar's widest step "
                     f"between distinguishable colours, {scale.step:.3g})")
    if block > 1:
        out.notes.append(f"capped at {MAX_CELLS} cells a side: each cell is the mean value of a block of "
                         f"{block}x{block} image cells, and value_tolerance adds the widest distance from a block's "
                         f"mean to a value in it ({spread:.3g})")
    unknown = int(np.isnan(values).sum())
    if unknown:
        out.notes.append(f"{unknown} cell(s) in no colour of the colorbar (masked or empty) left unknown")
    return out


def _keys(mapping, positions: list[float], cell: float) -> list[float]:
    """The axis value at each cell centre, as short as a twentieth of the cell's width allows."""
    keys = []
    for p in positions:
        res = abs(mapping.value(p + cell / 40) - mapping.value(p - cell / 40))
        keys.append(round_to(mapping.value(p), res))
    return keys


def unread_image(page: Page, frame: Frame, labels: list[tuple[Run, float]]) -> str | None:
    """Why an image heatmap cannot be read cell by cell at its ticks, or None when it can: an embedded image that
    covers the frame, prints no value in each cell, and whose ticks do not mark cells one each (a continuous image
    under numeric axes: sampling it at the ticks would miss all between them) or mark blocks whose colours vary
    inside (a block matrix). Such an image is read from its own pixels where it can be."""
    f = frame.box
    if sum(overlap(box, f) for box, _ in page.images) < 0.6 * f.w * f.h or printed_grid(labels, frame) is not None:
        return None
    if not (_ticks_mark_cells(frame.x.positions, f.x0, f.x1) and _ticks_mark_cells(frame.y.positions, f.top, f.bottom)):
        return "an image drawn against continuous axes, its ticks not one per cell"
    if cells_vary(page, frame):  # a block per tick with detail inside it (a band across a covariance block)
        return "an image whose colours vary within the cells its ticks name"
    return None


def _ticks_mark_cells(positions: list[float], lo: float, hi: float) -> bool:
    """The ticks stand one per cell: evenly spaced, the outer ones half a spacing in from the frame's edges."""
    ps = sorted(positions)
    if len(ps) < 2:
        return len(ps) == 1 and abs((ps[0] - lo) - (hi - ps[0])) <= 0.1 * (hi - lo)
    d = (ps[-1] - ps[0]) / (len(ps) - 1)
    even = all(abs(b - a - d) <= 0.1 * d for a, b in zip(ps, ps[1:]))
    return even and abs(ps[0] - lo - d / 2) <= 0.15 * d and abs(hi - ps[-1] - d / 2) <= 0.15 * d
