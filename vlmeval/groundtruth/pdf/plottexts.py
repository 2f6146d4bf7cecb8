"""The text printed inside a panel's plot area that is no tick, axis label, legend entry, title or panel letter:
annotations ('onset', 'T_c = 2.27', 'Mott insulator'), labels set beside a line or a region, a note in a corner.
Held as ``Panel.texts`` so that a sentence saying the figure prints a word can be judged against all the figure
prints; without them every annotation had to be declared unread and every such sentence left unverifiable.

A number alone ('0.42' over a bar, a heatmap cell, an unread inset's tick) is a value, not text, and is left out.
When the panel has annotation arrows but no text inside its frame, the arrows' text may be drawn as outlines (no
text to read): the texts stay None (not read) and the arrows stay declared unread."""

from __future__ import annotations

from dataclasses import replace

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.names import LETTER
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run
from vlmeval.groundtruth.pdf.ticks import parse_number
from vlmeval.groundtruth.schema import Panel


def set_plot_texts(page: Page, frames: list[Frame], panels: list[Panel], taken: set[int]) -> None:
    """Set each panel's ``texts`` from the runs its frame holds (an inset's runs are the inset's), and drop its
    declared annotation arrows once its texts are read."""
    for f, panel in zip(frames, panels):
        runs = [r for r in _with_fractions(page, [r for r in page.runs if id(r) not in taken]) if _home(r, frames) is f]
        texts = [t for t in dict.fromkeys(_text(r) for r in _reading_order(runs)) if t and t not in _names(panel)]
        arrows = [u for u in panel.unread or () if u.kind == "annotation" and u.note and "arrow" in u.note]
        if arrows and not texts:
            continue  # arrows and nothing printed to read: their text may be outlines
        panel.texts = texts
        panel.unread = [u for u in panel.unread or () if u not in arrows] or None


def _with_fractions(page: Page, runs: list[Run]) -> list[Run]:
    """The runs with each stacked fraction read as one text: a run set over another at the same place across with a
    fraction bar between them (mathtext's \\frac{U}{t}), and the run set right after them at their middle height
    ('= 0.5'), as 'U/t = 0.5'. Apart, the numerator and denominator are lone letters and the rest a lone number,
    none of them read; two lines of a note have no bar between them."""
    pairs = [(num, den) for num in runs for den in runs if den is not num and _stacked(num, den)]
    if not pairs:
        return runs
    bars = [p.bbox for p in page.paths if p.bbox.h < 1.0] + [b for b in page.boxes if b.h < 1.0]
    out = list(runs)
    for num in runs:
        den = next((d for n, d in pairs if n is num and _barred(num, d, bars)), None)
        if den is None or num not in out or den not in out:
            continue
        rest = next((r for r in out if r is not num and r is not den and _after_fraction(num, den, r)), None)
        parts = [num, den] + ([rest] if rest is not None else [])
        text = f"{num.text}/{den.text}" + (f" {rest.text}" if rest is not None else "")
        out = [r for r in out if r not in parts] + [replace(num, text=text, x0=min(r.x0 for r in parts),
                                                            x1=max(r.x1 for r in parts), bottom=den.bottom, glyphs=[])]
    return out


def _stacked(num: Run, den: Run) -> bool:
    width = max(num.x1 - num.x0, den.x1 - den.x0)
    return (num.angle == den.angle == 0 and abs(num.size - den.size) < 0.5 and abs(num.cx - den.cx) < 0.5 * width
            and 0 <= den.top - num.bottom < 0.5 * num.size)


def _barred(num: Run, den: Run, bars: list[Box]) -> bool:
    width = max(num.x1 - num.x0, den.x1 - den.x0)
    return any(0.5 * width <= b.w <= 3 * width and b.x0 <= num.cx <= b.x1 and b.x0 <= den.cx <= b.x1
               and num.bottom - 1.5 <= b.cy <= den.top + 1.5 for b in bars)


def _after_fraction(num: Run, den: Run, r: Run) -> bool:
    return (r.angle == 0 and 0 <= r.x0 - max(num.x1, den.x1) < 0.5 * r.size
            and num.cy < r.cy < den.cy and r.size > num.size)


def _home(r: Run, frames: list[Frame]) -> Frame | None:
    holders = [f for f in frames if f.box.contains(r.cx, r.cy)]
    return min(holders, key=lambda f: f.box.w * f.box.h, default=None)


def _reading_order(runs: list[Run]) -> list[Run]:
    return sorted(runs, key=lambda r: (round(r.top), r.x0))


def _text(r: Run) -> str | None:
    """The run's text, or None for what is no printed text: a number alone, a lone panel letter, a symbol."""
    text = " ".join(r.text.split())
    if not any(ch.isalpha() for ch in text) or LETTER.match(text) or parse_number(text) is not None:
        return None
    return text


def _names(panel: Panel) -> set[str]:
    """What the record already holds as the panel's names (a line's label read as its series' name)."""
    names = {panel.title, panel.letter}
    if panel.data is not None:
        names |= {str(k) for k in panel.data.rows + panel.data.columns}
    return {n for n in names if n}
