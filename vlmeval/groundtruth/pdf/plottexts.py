"""The text printed inside a panel's plot area that is no tick, axis label, legend entry, title or panel letter:
annotations ('onset', 'T_c = 2.27', 'Mott insulator'), labels set beside a line or a region, a note in a corner.
Held as ``Panel.texts`` so that a sentence saying the figure prints a word can be judged against all the figure
prints; without them every annotation had to be declared unread and every such sentence left unverifiable.

A number alone ('0.42' over a bar, a heatmap cell, an unread inset's tick) is a value, not text, and is left out.
When the panel has annotation arrows but no text inside its frame, the arrows' text may be drawn as outlines (no
text to read): the texts stay None (not read) and the arrows stay declared unread."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.names import LETTER
from vlmeval.groundtruth.pdf.primitives import Page, Run
from vlmeval.groundtruth.pdf.ticks import parse_number
from vlmeval.groundtruth.schema import Panel


def set_plot_texts(page: Page, frames: list[Frame], panels: list[Panel], taken: set[int]) -> None:
    """Set each panel's ``texts`` from the runs its frame holds (an inset's runs are the inset's), and drop its
    declared annotation arrows once its texts are read."""
    for f, panel in zip(frames, panels):
        runs = [r for r in page.runs if id(r) not in taken and _home(r, frames) is f]
        texts = [t for t in dict.fromkeys(_text(r) for r in _reading_order(runs)) if t and t not in _names(panel)]
        arrows = [u for u in panel.unread or () if u.kind == "annotation" and u.note and "arrow" in u.note]
        if arrows and not texts:
            continue  # arrows and nothing printed to read: their text may be outlines
        panel.texts = texts
        panel.unread = [u for u in panel.unread or () if u not in arrows] or None


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
