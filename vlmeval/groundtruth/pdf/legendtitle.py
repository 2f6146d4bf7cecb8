"""A legend's title: the text a legend prints above its entries (matplotlib's ``legend(title=...)``, seaborn's and
ggplot's hue name) or left of a legend laid out in one row (ggplot's ``legend.position = "bottom"``).

A title is a text with no swatch of its own, in the same frame as the entries, set just above the first entry
(within ``ABOVE`` em) and aligned with the legend's column (its left edge: ggplot, or its centre: matplotlib),
possibly over several lines ('Temporal' over 'weighting'); or level with a row of entries, just left of the first
swatch. The record keeps it (``Table.legend_title``) so that prose naming the legend by its title is not read as
naming a series the figure lacks.
"""

from __future__ import annotations

from dataclasses import dataclass

from vlmeval.groundtruth.pdf.legend import PANEL_LETTER, Entry
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run

ABOVE = 1.0  # em: the largest gap between a title's last line and the legend's first entry
LINE_GAP = 0.6  # em: the largest gap between two lines of one title
ALIGN = 1.0  # em: a title's left edge (or centre) this close to the legend's
BESIDE = 2.5  # em: the largest gap between a row legend's title and its first swatch
SIZE = (0.7, 1.3)  # a title's font size in ems of the entries' (a figure title over a legend is larger)
COLUMN = 2.0  # pt: swatches of one legend column share their left edge


@dataclass(slots=True)
class Legend:
    entries: list[Entry]
    x0: float
    top: float
    x1: float
    em: float

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class LegendTitle:
    text: str
    runs: list[Run]
    entries: list[Entry]  # the entries it heads


def legend_titles(page: Page, entries: list[Entry], frames: list[Box], taken: set[int]) -> list[LegendTitle]:
    """The title of each legend the entries form, where one is printed (``taken``: ids of runs that are something
    else already, such as tick labels and axis labels)."""
    own = {id(r) for e in entries for r in (e.run, *e.parts)}
    free = [r for r in page.runs if r.angle == 0 and id(r) not in own and id(r) not in taken and r.text.strip()
            and any(ch.isalpha() for ch in r.text) and not PANEL_LETTER.match(r.text.strip())]
    found = []
    for legend in _legends(entries):
        home = _home(legend.entries[0].run, frames)
        runs = [r for r in free if _home(r, frames) == home and SIZE[0] * legend.em <= r.size <= SIZE[1] * legend.em]
        lines = _above(legend, runs) or _left(legend, runs)
        if lines:
            found.append(LegendTitle(" ".join(r.text.strip() for r in lines), lines, legend.entries))
            free = [r for r in free if all(r is not q for q in lines)]
    return found


def _home(run: Run, frames: list[Box]) -> list[int]:
    return [i for i, f in enumerate(frames) if f.contains(run.cx, run.cy)]


def _swatch(e: Entry) -> Box:
    return e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox


def _legends(entries: list[Entry]) -> list[Legend]:
    """Entries grouped into legends: a column of swatches sharing their left edge, each next within three ems of
    the one above; columns whose first entries are level and near side by side are one legend (``ncol``, a row)."""
    columns: list[list[Entry]] = []
    for e in sorted(entries, key=lambda e: (_swatch(e).x0, _swatch(e).top)):
        col = next((c for c in columns if abs(_swatch(c[-1]).x0 - _swatch(e).x0) <= COLUMN
                    and 0 <= _swatch(e).top - _swatch(c[-1]).top <= 3 * e.run.size), None)
        if col is None:
            columns.append([e])
        else:
            col.append(e)
    legends: list[list[Entry]] = []
    for col in sorted(columns, key=lambda c: _swatch(c[0]).x0):
        first = col[0]
        near = next((g for g in legends if abs(_swatch(g[0]).top - _swatch(first).top) <= 1
                     and 0 <= _swatch(first).x0 - _right(g) <= 4 * first.run.size), None)
        if near is None:
            legends.append(list(col))
        else:
            near.extend(col)
    return [_legend(g) for g in legends]


def _right(entries: list[Entry]) -> float:
    return max(max(_swatch(e).x1, *(r.x1 for r in (e.run, *e.parts))) for e in entries)


def _legend(entries: list[Entry]) -> Legend:
    x0 = min(min(_swatch(e).x0, e.run.x0) for e in entries)
    top = min(min(_swatch(e).top, e.run.top) for e in entries)
    return Legend(entries, x0, top, _right(entries), min(e.run.size for e in entries))


def _aligned(run: Run, x0: float, cx: float, em: float) -> bool:
    return abs(run.x0 - x0) <= ALIGN * em or abs(run.cx - cx) <= ALIGN * em


def _above(legend: Legend, runs: list[Run]) -> list[Run]:
    """The title's lines over the legend's first entry, top line first."""
    em, lines, edge = legend.em, [], legend.top
    x0, cx = legend.x0, legend.cx
    while True:
        gap = ABOVE if not lines else LINE_GAP
        near = [r for r in runs if 0 <= edge - r.bottom <= gap * em and _aligned(r, x0, cx, em)
                and r.x1 - r.x0 <= legend.x1 - legend.x0 + 6 * em and all(r is not q for q in lines)]
        if len(near) != 1:  # none, or two texts side by side over the legend: no one title
            return lines[::-1]
        lines.append(near[0])
        edge, x0, cx = near[0].top, near[0].x0, near[0].cx


def _left(legend: Legend, runs: list[Run]) -> list[Run]:
    """The title of a legend laid out in a row: level with its first entry, just left of its first swatch."""
    first = min(legend.entries, key=lambda e: _swatch(e).x0)
    if len({round(_swatch(e).top) for e in legend.entries}) != 1 or len(legend.entries) < 2:
        return []
    near = [r for r in runs if abs(r.cy - first.run.cy) <= 0.5 * legend.em
            and 0 <= _swatch(first).x0 - r.x1 <= BESIDE * legend.em]
    return near if len(near) == 1 else []


def set_legend_titles(panels: list, legends: list[list[Entry]], titles: list[LegendTitle]) -> None:
    """Each panel's legend title: the one title heading entries of its legend whose names are its series."""
    for panel, legend in zip(panels, legends):
        if panel.data is None:
            continue
        rows = {str(r) for r in panel.data.rows}
        ids = {id(e) for e in legend if e.name in rows}
        texts = {t.text for t in titles if any(id(e) in ids for e in t.entries)}
        if len(texts) == 1:
            panel.data.legend_title = texts.pop()
