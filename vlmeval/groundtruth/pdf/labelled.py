"""Printed values: numbers set inside a panel (a bar's label, a point's annotation) matched to the drawn value each
states; where nearly every drawn value has one, the printed numbers are the table's values."""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.primitives import Page, Run
from vlmeval.groundtruth.pdf.printed import magnitude_of, split_numbers
from vlmeval.groundtruth.pdf.ticks import parse_number, printed_decimals
from vlmeval.groundtruth.pdf.values import PanelValues


def printed_labels(page: Page, frame: Frame, taken: set[int]) -> list[tuple[Run, float]]:
    f = frame.box
    out = []
    for r in page.runs:
        if id(r) in taken or r.angle != 0 or not f.contains(r.cx, r.cy, 2):
            continue
        v = parse_number(r.text)
        if v is not None:
            out.append((r, v))
        else:  # labels of neighbouring bars set so close that they read as one run
            out += [(p, parse_number(p.text)) for p in split_numbers(r) or [] if parse_number(p.text) is not None]
    return out


def attach_printed(values: PanelValues, labels: list[tuple[Run, float]]) -> None:
    """Each printed number goes to the nearest drawn value (one each); all labelled: the printed values win."""
    if not labels or not values.items:
        return
    drawn = [it.value for it in values.items if it.value is not None]
    span = (max(drawn) - min(drawn)) if drawn else 0.0
    pairs = []
    for li, (r, v) in enumerate(labels):
        slack = 0.03 * span + 0.5 * 10.0 ** -printed_decimals(r.text)
        for ii, it in enumerate(values.items):
            if it.value is not None and span and abs(v - it.value) > slack and not magnitude_of(v, it.value, slack):
                continue  # a printed number says what its bar or point shows: one that disagrees belongs elsewhere
            d = 0.0 if it.box is not None and it.box.contains(r.cx, r.cy) else math.dist((r.cx, r.cy), it.anchor)
            if d <= 3 * r.size + 6:
                pairs.append((d, li, ii))
    pairs.sort()
    used_l, used_i = set(), set()
    for d, li, ii in pairs:
        if li in used_l or ii in used_i:
            continue
        used_l.add(li)
        used_i.add(ii)
        r, v = labels[li]
        item = values.items[ii]
        slack = 0.03 * span + 0.5 * 10.0 ** -printed_decimals(r.text)
        if magnitude_of(v, item.value, slack) and abs(-v - item.value) < abs(v - item.value):
            item.shown, v = v, -v  # the bar is drawn as the magnitude; the label prints the sign
        item.printed = v
        item.decimals = printed_decimals(r.text)
    labelled = [it for it in values.items if it.printed is not None]
    if len(labelled) >= max(1, 0.9 * len(values.items)):
        d = max(it.decimals for it in labelled)
        for it in values.items:
            it.value = it.printed
        values.how = "printed"
        values.tolerance = 0.5 * 10.0 ** (-d)
        if len(labelled) < len(values.items):
            values.notes.append(f"{len(values.items) - len(labelled)} value(s) without a printed label left unknown")
