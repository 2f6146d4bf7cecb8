"""An axis's offset and factor, printed once at its end (matplotlib's ScalarFormatter: '1e−5+1.44' right under the
last x tick label, or above the top of a y axis): the ticks print tick × 1e−5 + 1.44 as 'tick', so each tick's
value, and the axis's calibration with it, is rewritten before the values are read."""

from __future__ import annotations

import re
from decimal import Decimal

from vlmeval.groundtruth.pdf.primitives import Box, Run
from vlmeval.groundtruth.pdf.ticks import calibrate, clean, parse_number

_SIGNED = r"[-+]\d+(?:\.\d*)?(?:e[-+]?\d+)?"
_OFFSET = re.compile(rf"^(?:1e([-+]?\d+)|×10\^?\{{?([-+]?\d+)\}}?)?({_SIGNED})?$")


def parse_offset(text: str) -> tuple[float, float] | None:
    """'1e−5+1.44' as (1e-5, 1.44), '+1.44' as (1, 1.44), '1e−5' or '×10^{−5}' as (1e-5, 0); None for any other
    text (a plain number is a tick or a label, never an offset)."""
    m = _OFFSET.match(clean(text).replace("{", "").replace("}", ""))
    if m is None or not any(m.groups()):
        return None
    power = m.group(1) or m.group(2)
    return 10.0 ** int(power) if power else 1.0, float(m.group(3)) if m.group(3) else 0.0


def offset_run(runs: list[Run], box: Box, side: str, ticks: list[Run]) -> list[Run] | None:
    """The pieces of text that print the axis's offset (a minus sign may be a run of its own font: '1e', '−',
    '5+1.746e', '−', '1'): right of the centre just under the x tick labels, or just above the frame at its left
    edge for a y axis (where matplotlib puts it)."""
    if not ticks:
        return None
    if side == "bottom":
        below = max(r.bottom for r in ticks)
        cands = [r for r in runs if r.angle == 0 and r not in ticks and -2 <= r.top - below <= 12
                 and r.x1 > box.x0 and r.x0 < box.x1 + 20]
    elif side == "left":
        cands = [r for r in runs if r.angle == 0 and -2 <= box.top - r.bottom <= 15 and box.x0 - 12 < r.x0 < box.cx]
    else:
        return None
    for first in sorted(cands, key=lambda r: (r.top, r.x0)):
        if any(abs(first.x0 - r.x1) < 1.0 and r.top < first.bottom and r.bottom > first.top for r in cands):
            continue  # a piece in the middle of a line ('−1' of '1e−5+1.746e−1') is no offset of its own
        line = _line_from(first, cands)
        at_end = line[-1].x1 >= box.x1 - 12 if side == "bottom" else line[0].x0 <= box.x0 + 12
        if at_end and parse_offset("".join(r.text for r in line)) is not None:
            return line
    return None


def _line_from(first: Run, runs: list[Run]) -> list[Run]:
    """``first`` and the runs that continue it on its line, each starting where the one before ends."""
    line = [first]
    while True:
        last = line[-1]
        nxt = [r for r in runs if r not in line and abs(r.x0 - last.x1) < 1.0 and r.top < last.bottom
               and r.bottom > last.top]
        if not nxt:
            return line
        line.append(min(nxt, key=lambda r: r.x0))


def apply_offset(axis, parts: list[Run]) -> bool:
    """Each tick's text becomes its value (tick × factor + offset) and the axis is calibrated from them; False
    (nothing changed) when the ticks are no numbers on a linear axis."""
    factor, offset = parse_offset("".join(r.text for r in parts))
    numbers = [parse_number(t) for t in axis.texts]
    if axis.mapping is None or axis.mapping.scale != "linear" or any(n is None for n in numbers):
        return False
    texts = [_plain(n * factor + offset) for n in numbers]
    mapping = calibrate(axis.positions, texts)
    if mapping is None:
        return False
    for r, t in zip(axis.ticks, texts):
        r.text = t
    axis.mapping, axis.offset = mapping, parts
    return True


def _plain(value: float) -> str:
    """A value as a plain decimal ('0.000002', never '2e-06': a tick's key is read from it), to 12 digits."""
    text = format(Decimal(repr(float(f"{value:.12g}"))), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def offset_notes(axes: dict[str, object]) -> list[str]:
    """What a panel says of the offsets applied ('x ticks print offsets: value = tick × 1e−5 + 1.44')."""
    return [f"{name} ticks are printed as offsets from their values ('{''.join(r.text for r in a.offset)}' at the "
            "axis's end, value = tick × factor + offset): the ticks and values here are the values"
            for name, a in axes.items() if a.offset]
