"""Panel names printed somewhere other than above the frame: a label set inside every frame at the same place
('R = 4.0 Å' in each panel's top right corner, nanopores-wetting-radial-density-n2; 'V = −0.15J' in each bottom
right corner, quench-structure-factor-tq-vs-q), and a grid's facet labels, a rotated row label left of each row
and a column title under each column (efficient-learning-topic-weights: 'Lectures'/'Questions' by 'Four Fundamental
Forces', 'Birth of Stars', 'General physics knowledge'). Without these rules such panels were named only by their
place ('top left panel'), so prose naming them by what the figure prints named nothing.
"""

from __future__ import annotations

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.names import LETTER
from vlmeval.groundtruth.pdf.primitives import Page, Run

_SAME_PLACE = 0.06  # share of the frame's width / height: labels at one place in every frame
_SAME = 2.0  # points: frames of one grid row (column) share their top (left edge)
_BELOW = 3.0  # em: how far under a column's lowest text its title may stand


def label_panels(page: Page, frames: list[Frame], taken: set[int]) -> None:
    """Title the untitled frames of a figure of several panels by the label each holds at one place, else by
    their facet labels (row label, column title, or both: 'Lectures – Birth of Stars')."""
    plots = [f for f in frames if f.inset_of is None]
    if len(plots) < 2 or any(f.title is not None for f in plots):
        return
    insets = [f.box for f in frames if f.inset_of is not None]
    labels = _labels_inside(page, plots, insets, taken) or _facet_labels(page, plots, taken)
    for f in plots:
        if id(f) not in labels:
            continue
        f.title, runs = labels[id(f)]
        taken.update(id(r) for r in runs)


def _free(r: Run, taken: set[int]) -> bool:
    text = r.text.strip()
    return (r.angle == 0 and id(r) not in taken and any(ch.isalpha() for ch in text)
            and LETTER.match(text) is None)  # a printed letter is the panel's letter (names.letter_of)


def _labels_inside(page: Page, plots: list[Frame], insets: list, taken: set[int]) -> dict:
    inside = {id(f): [r for r in page.runs if _free(r, taken) and f.box.contains(r.cx, r.cy)
                      and not any(b.contains(r.cx, r.cy) for b in insets)] for f in plots}  # an inset's are its own
    first = min(plots, key=lambda f: len(inside[id(f)]))
    for ref in inside[id(first)]:
        found = {}
        for f in plots:
            same = [r for r in inside[id(f)] if _same_place(r, f, ref, first)]
            if len(same) != 1:
                break
            found[id(f)] = same[0]
        else:
            texts = [r.text.strip() for r in found.values()]
            forms = {_form(t) for t in texts}
            lone = all(sum(_form(r.text.strip()) in forms for r in inside[id(f)]) == 1 for f in plots)  # not one
            if len(set(texts)) == len(texts) and len(forms) == 1 and lone and any(  # of a panel's line labels
                    ch.isdigit() for ch in texts[0]):  # one parameter's values ('R = 4.0 Å', 'R = 6.0 Å')
                return {id(f): (found[id(f)].text.strip(), [found[id(f)]]) for f in plots}
    return {}


def _form(text: str) -> str:
    """A label with its numbers left out: 'V = −0.15J' and 'V = 0.765J' are one form, 'IA' and 'VA' two."""
    return "".join(ch for ch in text if not (ch.isdigit() or ch in ".,−-+"))


def _same_place(r: Run, f: Frame, ref: Run, home: Frame) -> bool:
    """The two labels stand at the same place of their frames: the same top, and the same left edge, centre or
    right edge (a label set flush right in each corner is as long as its text)."""
    def rel(x: float, box, horizontal: bool) -> float:
        return (x - box.x0) / box.w if horizontal else (x - box.top) / box.h

    a, b = f.box, home.box
    if abs(rel(r.top, a, False) - rel(ref.top, b, False)) > _SAME_PLACE:
        return False
    return any(abs(rel(getattr(r, e), a, True) - rel(getattr(ref, e), b, True)) <= _SAME_PLACE / 2
               for e in ("x0", "cx", "x1"))


def _facet_labels(page: Page, plots: list[Frame], taken: set[int]) -> dict:
    rows = _groups(plots, lambda f: f.box.top)
    cols = _groups(plots, lambda f: f.box.x0)
    row_names = [_row_label(page, row, plots, taken) for row in rows] if len(rows) >= 2 else []
    col_names = [_column_title(page, col, plots, taken) for col in cols] if len(cols) >= 2 else []
    row_names = row_names if row_names and all(row_names) else [None] * len(rows)
    col_names = col_names if col_names and all(col_names) else [None] * len(cols)
    out = {}
    for f in plots:
        r = next(i for i, row in enumerate(rows) if f in row)
        c = next(i for i, col in enumerate(cols) if f in col)
        parts = [p for p in (row_names[r], col_names[c]) if p is not None]
        if parts:
            out[id(f)] = (" – ".join(p.text.strip() for p in parts), parts)
    return out


def _groups(plots: list[Frame], key) -> list[list[Frame]]:
    groups: list[list[Frame]] = []
    for f in sorted(plots, key=key):
        if groups and abs(key(groups[-1][0]) - key(f)) <= _SAME:
            groups[-1].append(f)
        else:
            groups.append([f])
    return groups


def _row_label(page: Page, row: list[Frame], plots: list[Frame], taken: set[int]) -> Run | None:
    """The one rotated text left of a row's leftmost frame (beyond its y axis label), level with the row, inside
    no frame."""
    left = min(row, key=lambda f: f.box.x0)
    top, bottom = min(f.box.top for f in row), max(f.box.bottom for f in row)
    edge = min([left.box.x0] + [r.x0 for r in left.y.ticks] + ([left.y.label.x0] if left.y.label else []))
    cands = [r for r in page.runs if abs(r.angle) == 90 and id(r) not in taken and r.x1 <= edge + 0.5
             and top <= r.cy <= bottom and any(ch.isalpha() for ch in r.text)
             and not any(f.box.contains(r.cx, r.cy) for f in plots)]
    return cands[0] if len(cands) == 1 else None


def _column_title(page: Page, col: list[Frame], plots: list[Frame], taken: set[int]) -> Run | None:
    """The one horizontal text centred under a column's lowest frame, below its tick labels and x label."""
    low = max(col, key=lambda f: f.box.bottom)
    floor = max([low.box.bottom] + [r.bottom for r in low.x.ticks] + ([low.x.label.bottom] if low.x.label else []))
    cands = [r for r in page.runs if _free(r, taken) and 0 <= r.top - floor <= _BELOW * r.size
             and abs(r.cx - low.box.cx) <= 0.15 * low.box.w
             and not any(f.box.contains(r.cx, r.cy) for f in plots)]
    return cands[0] if len(cands) == 1 else None
