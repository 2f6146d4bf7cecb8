"""A legend's entry texts are never tick labels.

The frames are found before the legend (the legend finder needs their boxes), so a legend entry's text beside a
box can be read as that box's tick label: a filled box near a legend becomes a "panel" whose y axis is
['Acceptance ratio', '75'], a panel beside a legend takes the entry 'Republican' as its only category. Once the
entries are known their texts leave every axis; a frame left with fewer than two tick labels (and not a panel of a
grid, axes.find_frames) was never a panel and is dropped, and the legend is found again without it."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.axes import AxisRead, Frame, in_grid
from vlmeval.groundtruth.pdf.legend import find_entries
from vlmeval.groundtruth.pdf.primitives import Page
from vlmeval.groundtruth.pdf.textkey import text_key_entries
from vlmeval.groundtruth.pdf.ticks import calibrate


def frames_and_entries(page: Page, frames: list[Frame]) -> tuple[list[Frame], list]:
    """The frames without legend texts among their ticks (and without the frames that were only those), and the
    legend entries found against them."""
    entries = _with_text_keys(page, find_entries(page, page.boxes, [f.box for f in frames]), frames)
    texts = {id(r) for e in entries for r in (e.run, *e.parts)}
    if not any(id(r) in texts for f in frames for a in (f.x, f.y, f.y2) for r in a.ticks):
        return frames, entries
    for f in frames:
        f.x, f.y, f.y2 = (_without(a, texts) for a in (f.x, f.y, f.y2))
    kept = [f for f in frames if _tick_count(f) >= 2 or f.inset_of is not None
            or in_grid(f.box, [g for g in frames if g is not f and _tick_count(g) >= 2])]
    if len(kept) == len(frames):
        return frames, entries
    kept = [f for f in kept if f.inset_of is None or f.inset_of in kept]
    return kept, _with_text_keys(page, find_entries(page, page.boxes, [f.box for f in kept]), kept)


def _with_text_keys(page: Page, entries: list, frames: list[Frame]) -> list:
    """The entries with those of keys printed as coloured texts (textkey.py), their texts taken by no entry."""
    taken = {id(r) for e in entries for r in (e.run, *e.parts)}
    return entries + text_key_entries(page, [f.box for f in frames], taken)


def _tick_count(f: Frame) -> int:
    return len(f.x.ticks) + len(f.y.ticks) + len(f.y2.ticks)


def _without(axis: AxisRead, texts: set[int]) -> AxisRead:
    """The axis read from its other labels; its label stays (read beside the ticks, it is not a legend's)."""
    keep = [(r, p) for r, p in zip(axis.ticks, axis.positions) if id(r) not in texts]
    if len(keep) == len(axis.ticks):
        return axis
    ticks, positions = [r for r, _ in keep], [p for _, p in keep]
    mapping = calibrate(positions, [r.text for r in ticks]) if len(ticks) >= 2 else None
    return AxisRead(axis.side, ticks, positions, axis.label if ticks else None, mapping)
