"""A figure PDF as a file: why it cannot be opened (the message names the fix), and the part of its page that is
shown: its CropBox, which renderings (the record's PNG) draw, where it is smaller than the MediaBox that page
coordinates are measured in (gnuplot's pdfcairo, pdfcrop)."""

from __future__ import annotations

from pathlib import Path


def shown_part(page) -> tuple[float, float, float, float] | None:
    """The CropBox in top-down page points (x0, top, x1, bottom) where it is smaller than the MediaBox (a gnuplot
    or pdfcrop PDF that shows part of its page); None where the whole page is shown."""
    mx0, mtop = float(page.mediabox[0]), float(page.mediabox[1])
    cx0, ctop, cx1, cbottom = (float(v) for v in page.cropbox)  # pdfplumber gives both boxes top-down
    view = (cx0 - mx0, ctop - mtop, cx1 - mx0, cbottom - mtop)
    whole = (0.0, 0.0, float(page.width), float(page.height))
    return None if all(abs(a - b) < 0.01 for a, b in zip(view, whole)) else view


def open_problem(path: Path, e: Exception) -> str:
    name = type(e).__name__
    if "Password" in name or "Encrypt" in name or "password" in str(e).lower():
        return f"{path}: the PDF is encrypted (fix: export the figure again without a password)"
    if not path.exists():
        return f"{path}: no such file (fix: pass the path of a figure PDF)"
    if path.stat().st_size == 0:
        return f"{path}: the file is empty (fix: pass a figure PDF)"
    return f"{path}: not a readable PDF ({name}) (fix: pass a figure PDF, exported again if it is damaged)"
