"""How a record read from a PDF compares with the figure's known record: panels, titles, ticks and values."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from vlmeval.groundtruth.schema import Figure, Panel

EPS = 1e-9


@dataclass(slots=True)
class Comparison:
    panels: int = 0
    panels_found: int = 0
    titles_found: int = 0
    ticks: int = 0
    ticks_found: int = 0
    values: int = 0
    within: int = 0
    invented: int = 0
    errors: int = 0  # known error-bar half-widths
    errors_within: int = 0
    errors_invented: int = 0  # error bars read where the record has none
    fits: int = 0  # known trend lines
    fits_within: int = 0
    fits_invented: int = 0
    misses: list[str] = field(default_factory=list)

    def add(self, other: Comparison) -> None:
        for name in ("panels", "panels_found", "titles_found", "ticks", "ticks_found", "values", "within", "invented",
                     "errors", "errors_within", "errors_invented", "fits", "fits_within", "fits_invented"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.misses.extend(other.misses)


KEY_READ_WITHIN = 1e-3
"""A numeric x read from geometry (a scatter point's, a line vertex's) is its key to within 0.1%."""


def _same_key(a, b, rel: float = 1e-9) -> bool:
    if str(a) == str(b):
        return True
    try:
        return abs(float(a) - float(b)) <= rel * max(1.0, abs(float(b)))
    except (TypeError, ValueError):
        return False


def _index(keys: list, key, rel: float = 1e-9) -> int | None:
    return next((i for i, k in enumerate(keys) if _same_key(k, key, rel)), None)


def compare(read: Figure, known: Figure) -> Comparison:
    """Panels in reading order; rows matched by name, or by order where the figure names no series."""
    out = Comparison(panels=len(known.panels))
    for i, kp in enumerate(known.panels):
        if i >= len(read.panels):
            out.misses.append(f"{known.id}: panel {kp.title!r} not found")
            continue
        rp = read.panels[i]
        out.panels_found += 1
        out.titles_found += rp.title == kp.title
        if rp.title != kp.title:
            out.misses.append(f"{known.id}: title {rp.title!r} for {kp.title!r}")
        _ticks(out, rp, kp, known.id)
        _values(out, rp, kp, known.id)
        _fit(out, rp, kp, known.id)
    return out


def _ticks(out: Comparison, rp: Panel, kp: Panel, fid: str) -> None:
    for name in ("x", "y"):
        known = getattr(kp, name).ticks or []
        read = getattr(rp, name).ticks or []
        for t in known:
            out.ticks += 1
            found = _index(read, t) is not None
            out.ticks_found += found
            if not found:
                out.misses.append(f"{fid}/{kp.title}: {name} tick {t!r} not found in {read}")


def _values(out: Comparison, rp: Panel, kp: Panel, fid: str) -> None:
    if kp.data is None:
        return
    kt, rt = kp.data, rp.data
    n_known = kt.known_cells()
    out.values += n_known
    if rt is None:
        out.misses.append(f"{fid}/{kp.title}: no data read ({rp.notes})")
        return
    by_name = all(_index(rt.rows, r) is not None for r in kt.rows)
    tol = (rp.value_tolerance or 0.0) + EPS
    key_rel = KEY_READ_WITHIN if rp.values_read == "geometry" and rp.x.scale in ("linear", "log") else 1e-9
    matched = set()
    for ri, rkey in enumerate(kt.rows):
        rr = _index(rt.rows, rkey) if by_name else (ri if ri < len(rt.rows) else None)
        for ci, ckey in enumerate(kt.columns):
            truth = kt.values[ri][ci]
            rc = _index(rt.columns, ckey, key_rel)
            if truth is None or rr is None or rc is None:
                if truth is not None:
                    out.misses.append(f"{fid}/{kp.title}: cell ({rkey}, {ckey}) not read")
                continue
            matched.add((rr, rc))
            got = rt.values[rr][rc]
            ok = got is not None and abs(got - truth) <= tol * max(1.0, 1.0) + 1e-9 * abs(truth)
            out.within += ok
            if not ok:
                out.misses.append(f"{fid}/{kp.title}: ({rkey}, {ckey}) read {got}, known {truth} (tolerance {tol:.3g})")
            _error(out, kt.errors[ri][ci] if kt.errors else None, rt.errors[rr][rc] if rt.errors else None, tol,
                   f"{fid}/{kp.title}: error of ({rkey}, {ckey})")
    for rr, row in enumerate(rt.values):
        for rc, v in enumerate(row):
            if v is not None and (rr, rc) not in matched:
                out.invented += 1
                out.misses.append(f"{fid}/{kp.title}: invented cell ({rt.rows[rr]}, {rt.columns[rc]}) = {v}")


def _error(out: Comparison, truth: float | None, got: float | None, tol: float, where: str) -> None:
    if truth is None:
        if got is not None:
            out.errors_invented += 1
            out.misses.append(f"{where}: read {got} where none is known")
        return
    out.errors += 1
    ok = got is not None and abs(got - truth) <= tol + 1e-9 * abs(truth)
    out.errors_within += ok
    if not ok:
        out.misses.append(f"{where}: read {got}, known {truth} (tolerance {tol:.3g})")


def _fit(out: Comparison, rp: Panel, kp: Panel, fid: str) -> None:
    """A read trend line agrees with the known one where it is drawn: at both ends of the x axis, within twice the
    panel's tolerance (each end of the drawn line is read to it)."""
    if kp.fit is None:
        if rp.fit is not None:
            out.fits_invented += 1
            out.misses.append(f"{fid}/{kp.title}: trend line read where none is known")
        return
    out.fits += 1
    ends = rp.x.range or kp.x.range
    if rp.fit is None or ends is None or rp.fit.x_transform != kp.fit.x_transform:
        out.misses.append(f"{fid}/{kp.title}: trend line not read")
        return
    tol = 2 * (rp.value_tolerance or 0.0) + EPS
    ts = [math.log10(x) for x in ends] if kp.fit.x_transform == "log10" else list(ends)
    gaps = [abs((rp.fit.intercept + rp.fit.slope * t) - (kp.fit.intercept + kp.fit.slope * t)) for t in ts]
    ok = max(gaps) <= tol and rp.fit.r2 == kp.fit.r2
    out.fits_within += ok
    if not ok:
        out.misses.append(f"{fid}/{kp.title}: trend line {rp.fit} for {kp.fit} (ends off by {max(gaps):.3g})")
