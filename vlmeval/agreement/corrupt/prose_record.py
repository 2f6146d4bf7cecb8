"""What the record holds for a claim, for the prose injector: a series' samples, its neighbours at an x, the axes.

The injector only writes an error where the record shows it is certainly wrong; these look-ups are the record side
of that test (never the verifier under test).
"""

from __future__ import annotations

from dataclasses import dataclass

from vlmeval.groundtruth.schema import Figure, Panel
from vlmeval.records import ClaimVerdict

Key = float | str


@dataclass(frozen=True)
class Sample:
    key: Key  # a numeric x, or a category
    y: float


def panel_of(fig: Figure, claim: ClaimVerdict) -> Panel | None:
    """The claim's panel by title; the only panel when the claim names none."""
    if claim.panel is not None:
        return next((p for p in fig.panels if p.title == claim.panel), None)
    return fig.panels[0] if len(fig.panels) == 1 else None


def _norm(name) -> str:
    return " ".join(str(name).lower().split())


def row_index(panel: Panel, name) -> int | None:
    if panel.data is None or name is None:
        return None
    names = [_norm(r) for r in panel.data.rows]
    return names.index(_norm(name)) if _norm(name) in names else None


def samples(panel: Panel, row: int) -> list[Sample]:
    """The drawn samples of one series: its points (scatter), else its known cells, in column order."""
    d = panel.data
    if d is None:
        return []
    if d.points is not None and row < len(d.points) and d.points[row]:
        return [Sample(float(x), float(y)) for x, y in d.points[row]]
    return [Sample(k if isinstance(k, str) else float(k), float(v)) for k, v in zip(d.columns, d.values[row])
            if v is not None]


def near(ss: list[Sample], key: Key, dx: float = 0.0) -> list[Sample]:
    """The samples a reading at ``key`` may mean: the category itself, or, at a numeric x, the two samples on
    either side of it and every sample within ``dx`` of it (a reader's x is approximate)."""
    if isinstance(key, str):
        return [s for s in ss if isinstance(s.key, str) and _norm(s.key) == _norm(key)]
    xs = sorted({s.key for s in ss if not isinstance(s.key, str)})
    if not xs or not isinstance(key, (int, float)):  # no numeric place (a claim read at no x)
        return []
    below = [x for x in xs if x <= key]
    above = [x for x in xs if x >= key]
    keep = set(below[-2:] + above[:2]) | {x for x in xs if abs(x - key) <= dx}
    return [s for s in ss if s.key in keep]


def x_reading_span(panel: Panel, ss: list[Sample]) -> float:
    """How far a hedged x may be off: a share of the drawn x range (as the x-y reading check allows)."""
    from vlmeval.claims.types.xy_reading_check import X_READING_FRACTION

    xs = [s.key for s in ss if not isinstance(s.key, str)]
    lo, hi = panel.x.range or ((min(xs), max(xs)) if xs else (0.0, 0.0))
    return X_READING_FRACTION * abs(hi - lo)


def tolerance(panel: Panel, decimals: int | None) -> float:
    """The widest error a correct reading may have: the panel's reading tolerance, or a full unit of the stated
    precision (an "~" hedge)."""
    stated = 10.0 ** -(decimals if decimals is not None else 0)
    return max(panel.value_tolerance or 0.0, stated)


def axis_labels(fig: Figure) -> list[str]:
    out = []
    for p in fig.panels:
        for axis in (p.x, p.y, p.y2, p.colorbar):
            if axis is not None and axis.label:
                out.append(axis.label)
    return out


def series_names(fig: Figure) -> list[str]:
    return [str(r) for p in fig.panels if p.data is not None for r in p.data.rows]
