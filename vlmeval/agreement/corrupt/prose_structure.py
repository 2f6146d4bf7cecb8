"""Errors injected into a unit at a supported structure claim: an invented tick, a wrong axis label or unit, an
invented series. Each is written only where the record shows it certainly wrong (the tick is not among the axis'
ticks, the label word or unit is in no label or name of the figure, the series name is not in the record).
"""

from __future__ import annotations

import random
import re

from vlmeval.agreement.corrupt.prose_inject import NUMBER, Mutation, as_float, decimals_of, fmt, replace
from vlmeval.agreement.corrupt.prose_record import axis_labels, series_names
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import ClaimVerdict


def _norm(s: str) -> str:
    return " ".join(s.lower().split())


def _bare(s: str) -> str:
    """Letters and digits only: "z_source" and "zsource" name the same label."""
    return re.sub(r"[\W_]+", "", s.lower())


def _axis_ticks(fig: Figure, stated: list[float]) -> list[float] | None:
    """The ticks of the axis whose numeric ticks hold every stated one."""
    for p in fig.panels:
        for axis in (p.x, p.y, p.y2, p.colorbar):
            ticks = [float(t) for t in (axis.ticks or []) if isinstance(t, (int, float))] if axis else []
            if ticks and all(any(abs(t - s) < 1e-9 for t in ticks) for s in stated):
                return ticks
    return None


def inject_tick(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    stated = (claim.payload or {}).get("stated")
    if claim.kind != "ticks" or not isinstance(stated, list) or len(stated) < 2 or text[claim.start:claim.end] != claim.text:
        return None
    ticks = _axis_ticks(fig, [float(s) for s in stated])
    if ticks is None:
        return None
    found = list(NUMBER.finditer(text, claim.start, claim.end))
    pairs = [(a, b) for a, b in zip(found, found[1:]) if as_float(b.group()) > as_float(a.group())
             and text[a.end():b.start()].strip() == ","]
    if not pairs:
        return None
    a, b = rng.choice(pairs)
    lo, hi = as_float(a.group()), as_float(b.group())
    d = max(decimals_of(a.group()), decimals_of(b.group()))
    new = lo + (hi - lo) * rng.choice((0.3, 0.5, 0.7))
    while d < 3 and abs(round(new, d) - new) > 1e-9:
        d += 1
    if any(abs(t - round(new, d)) < 1e-9 for t in ticks) or not lo < round(new, d) < hi:
        return None
    token = fmt(new, d, a.group())
    return replace(text, unit, (a.end(), a.end()), f", {token}", "tick", f"tick {token} added after {a.group()}")


_UNITS = {"mm": "cm", "cm": "mm", "ms": "s", "s": "ms", "kg": "g", "g": "kg", "%": "‰", "nm": "μm", "μm": "nm",
          "K": "°C", "eV": "meV", "meV": "eV", "Hz": "kHz", "kHz": "Hz", "MPa": "GPa", "GPa": "MPa"}
_WORDS = ("Temperature", "Frequency", "Pressure", "Wavelength", "Velocity", "Voltage", "Luminosity", "Concentration")


def _known_words(fig: Figure) -> set[str]:
    words = set()
    for name in axis_labels(fig) + series_names(fig) + [p.title for p in fig.panels] + [fig.title or ""]:
        words |= {w.lower() for w in re.findall(r"\w+", name)}
    return words


def inject_label(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    stated = (claim.payload or {}).get("stated")
    if claim.kind != "label" or not isinstance(stated, str) or _bare(stated) not in {_bare(a) for a in axis_labels(fig)}:
        return None
    i = text.find(stated, claim.start, claim.end)
    if i < 0:
        return None
    known = _known_words(fig)
    bracket = re.search(r"[\[(]([^\])]+)[\])]", stated)
    if bracket and bracket.group(1).strip() in _UNITS:
        old = bracket.group(1).strip()
        new = _UNITS[old]
        if new.lower() in known:
            return None
        at = (i + bracket.start(1), i + bracket.start(1) + len(bracket.group(1)))
        return replace(text, unit, at, new, "label", f"unit {old!r} -> {new!r}")
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", stated)]
    if not words:
        return None
    w = max(words, key=lambda m: len(m.group()))
    new = rng.choice([x for x in _WORDS if x.lower() not in known])
    new = new if w.group()[0].isupper() else new.lower()
    at = (i + w.start(), i + w.end())
    return replace(text, unit, at, new, "label", f"label word {w.group()!r} -> {new!r}")


def invented_name(name: str, known: set[str]) -> str | None:
    """A series name in the record's own pattern that the record lacks: its number doubled."""
    m = re.search(r"\d+", name)
    if m is None:
        return None
    number = int(m.group())
    for _ in range(8):
        number *= 2
        new = name[:m.start()] + str(number) + name[m.end():]
        if _norm(new) not in known:
            return new
    return None


def _item_end(text: str, start: int, stop: int) -> int:
    """Where the list item starting at ``start`` ends: the next comma or semicolon outside brackets and quotes."""
    depth, quoted = 0, False
    for i in range(start, stop):
        ch = text[i]
        if ch == '"':
            quoted = not quoted
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch in ",;" and depth <= 0 and not quoted:
            return i
    return stop


def inject_series(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    """An invented series added to a list of series names: the item of a listed name copied with a name the record
    lacks ('"64 procs" (navy), ...' -> '"64 procs" (navy), "512 procs" (navy), ...')."""
    stated = (claim.payload or {}).get("stated")
    names = {_norm(n) for n in series_names(fig)}
    if claim.kind != "label" or not isinstance(stated, str) or _norm(stated) not in names:
        return None
    listed = [n for n in series_names(fig) if re.search(r"(?<!\w)" + re.escape(n) + r"(?!\w)", text[unit[0]:unit[1]])]
    new = invented_name(stated, names)
    i = text.find(stated, claim.start, claim.end)
    if len(listed) < 2 or new is None or i < 0 or _norm(new) in _norm(text[unit[0]:unit[1]]):
        return None  # not a list of series, or no name to invent
    begin = i - 1 if i > unit[0] and text[i - 1] == '"' else i
    end = _item_end(text, begin, unit[1])
    item = text[begin:end].rstrip(" .")
    if end >= unit[1] and item != text[begin:end]:
        end = begin + len(item)
    added = ", " + item.replace(stated, new, 1)
    return replace(text, unit, (begin + len(item), begin + len(item)), added, "series", f"invented series {new!r}")


STRUCTURE_CLASSES = {"tick": inject_tick, "label": inject_label, "series": inject_series}
