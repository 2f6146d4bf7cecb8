"""A heatmap's value read at a point given by its two axes' numbers, on a grid whose rows and columns are numeric
(cell centres, or bins "1.18–1.22"): a table row "| (1.2, 1.3) | teal-blue | ~0.9 |" under a header naming the two
axes "| Location (τ₁, τ₂) | Colour | Approx. value |", or a clause "at τ₁ = 0.6, τ₂ = 1.0 the colour is light
green, about 0.9". Scored as ``value`` claims with a ``GridPoint`` payload.

The point is read off the drawing, so it names every cell its printed digits reach (half a unit of its last digit
each way, at least the x reading share of the axis): the value is right when one of those cells holds it within
the reading tolerance, wrong only when every one of them is known and none does. Which number is which axis is
taken from the axes' names (the header's, the clause's), never from an order alone; a clause or row with two
values, a range or a third number gives no claim."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.types.value_check import reading_tolerance
from vlmeval.claims.xy_readings import NUM, decimals_of, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import X_READING_FRACTION, tolerance


@dataclass(frozen=True, slots=True)
class GridPoint:
    """A value stated at the point (x, y) of a heatmap, each coordinate with its printed decimals."""
    x: float
    y: float
    x_decimals: int
    y_decimals: int


_SUBSCRIPT = str.maketrans("₀₁₂₃₄₅₆₇₈₉⁰¹²³⁴⁵⁶⁷⁸⁹", "01234567890123456789")
_NAME = r"[^\W\d][^\s=,;:()|]{0,11}"
# "(1.2, 1.3)" opening a table cell
_PAIR = lazy_compile(rf"^\s*\(\s*(?P<a>{NUM})\s*,\s*(?P<b>{NUM})\s*\)")
# "(τ₁, τ₂)" in a header cell
_NAME_PAIR = lazy_compile(rf"\(\s*(?P<a>{_NAME})\s*,\s*(?P<b>{_NAME})\s*\)")
# "at τ₁ = 0.6, τ₂ = 1.0", "Around τ₁ = 0.6 and τ₂ = 1.0", "τ₁ ≈ 1.08, τ₂ ≈ 1.20 (about 0.022)"
_ASSIGNED = lazy_compile(rf"(?P<na>{_NAME})\s*[=≈]\s*(?P<a>{NUM})\s*(?:,\s*|\s+and\s+)(?P<nb>{_NAME})\s*[=≈]\s*(?P<b>{NUM})")
_NUMBER = lazy_compile(NUM)
_INTERVAL = lazy_compile(r"\s*([-−]?\d+(?:\.\d+)?)\s*[-–—]\s*([-−]?\d+(?:\.\d+)?)\s*")  # a bin "1.18–1.22"
_RANGE_AFTER = lazy_compile(r"^\s*(?:[-–—]|to)\s*[-−]?\d")
_HEDGE_BEFORE = lazy_compile(r"(?:~|≈|\babout|\baround|\broughly|\bapprox\.?|\bapproximately|\bnear(?:ly)?)\s*$", re.I)


def _axis_name(text: str | None) -> str:
    """An axis name as prose writes it: subscripts as digits, markup, brackets and case aside ("τ₁" is "τ1")."""
    core = re.sub(r"\s*[\[(][^\[\]()]*[\])]\s*$", "", text or "")
    return re.sub(r"[\s_{}$\\*`]", "", core.translate(_SUBSCRIPT)).lower()


def _axes_order(panel: Panel, a: str, b: str) -> bool | None:
    """True when names ``a``, ``b`` are the x and y axes' labels in that order, False when in the other order, None
    when they are not the two labels."""
    x, y = _axis_name(panel.x.label if panel.x else None), _axis_name(panel.y.label if panel.y else None)
    a, b = _axis_name(a), _axis_name(b)
    if not x or not y or x == y:
        return None
    return True if (a, b) == (x, y) else False if (a, b) == (y, x) else None


def _cells(keys: list) -> list[tuple[float, float]] | None:
    """Each key's extent on its axis: a bin's edges, or for numeric centres half the step to each neighbour."""
    if len(keys) < 2:
        return None
    spans = [_INTERVAL.fullmatch(k) if isinstance(k, str) else None for k in keys]
    if all(spans):
        return [tuple(sorted((number_of(m[1]), number_of(m[2])))) for m in spans]
    if not all(isinstance(k, (int, float)) and not isinstance(k, bool) for k in keys):
        return None
    xs = [float(k) for k in keys]
    out = []
    for i, v in enumerate(xs):
        left = (v + xs[i - 1]) / 2 if i > 0 else v - abs(xs[1] - xs[0]) / 2
        right = (v + xs[i + 1]) / 2 if i + 1 < len(xs) else v + abs(xs[-1] - xs[-2]) / 2
        out.append((min(left, right), max(left, right)))
    return out


def _grid(panel: Panel) -> tuple[list[tuple[float, float]], list[tuple[float, float]]] | None:
    """(row extents on y, column extents on x) of a panel whose rows and columns are both numeric."""
    t = panel.data
    if t is None:
        return None
    rows, cols = _cells(list(t.rows)), _cells(list(t.columns))
    return (rows, cols) if rows is not None and cols is not None else None


def _panel(doc: Document, title: str | None) -> Panel | None:
    fig = doc.figure
    p = fig.panel(title) if title is not None else (fig.panels[0] if len(fig.panels) == 1 else None)
    return p if p is not None and _grid(p) is not None else None


def _claim(panel: Panel, x: str, y: str, start: int, end: int, written: str, hedged: bool, source: str) -> Claim:
    payload = GridPoint(number_of(x), number_of(y), decimals_of(x), decimals_of(y))
    return Claim("value", start, end, stated=number_of(written), panel=panel.title,
                 decimals=decimals_of(written), hedge="approx" if hedged else None, source=source, payload=payload)


def _table_claims(doc: Document, panel: Panel, block: list) -> list[Claim] | None:
    """The claims of a table whose key column names the two axes and whose every row is a point with one value."""
    header = [c for c in block[0].text.strip().strip("|").split("|")]
    named = _NAME_PAIR.search(header[0]) if header else None
    order = _axes_order(panel, named["a"], named["b"]) if named else None
    if order is None:
        return None
    out = []
    for line in block[2:]:
        cells = line.text.strip().strip("|").split("|")
        pair = _PAIR.match(cells[0]) if cells else None
        if pair is None:
            return None
        offset = line.text.index("|") + 1 + len(cells[0]) + 1
        rest = line.text[offset:]
        numbers = list(_NUMBER.finditer(rest))
        if len(numbers) != 1 or _RANGE_AFTER.match(rest[numbers[0].end():]):
            return None
        n = numbers[0]
        x, y = (pair["a"], pair["b"]) if order else (pair["b"], pair["a"])
        hedged = _HEDGE_BEFORE.search(rest[:n.start()]) is not None
        out.append(_claim(panel, x, y, line.start + offset + n.start(), line.start + offset + n.end(), n.group(),
                          hedged, "markdown table"))
    return out


def _tables(doc: Document) -> list[Claim]:
    out, block = [], []
    for line in doc.lines + [None]:
        if line is not None and line.text.lstrip().startswith("|"):
            block.append(line)
            continue
        if len(block) >= 3 and (panel := _panel(doc, block[0].panel)) is not None \
                and not doc.is_taken(block[0].start, block[-1].end):
            claims = _table_claims(doc, panel, block)
            if claims:
                doc.take(block[0].start, block[-1].end)
                doc.structured.append((block[0].start, block[-1].end))  # no prose reader reads its rows
                out.extend(claims)
        block = []
    return out


def _clauses(doc: Document) -> list[Claim]:
    out = []
    for line in doc.lines:
        if line.heading or ("=" not in line.text and "≈" not in line.text) or line.text.lstrip().startswith("|"):
            continue
        panel = _panel(doc, line.panel)
        if panel is None:
            continue
        text = line.text
        for m in _ASSIGNED.finditer(text):
            order = _axes_order(panel, m["na"], m["nb"])
            if order is None:
                continue
            end = min((i for i in (text.find(c, m.end()) for c in ";.:") if i != -1), default=len(text))
            while end < len(text) and text[end] == "." and end + 1 < len(text) and text[end + 1].isdigit():
                end = min((i for i in (text.find(c, end + 1) for c in ";.:") if i != -1), default=len(text))
            numbers = list(_NUMBER.finditer(text, m.end(), end))
            if len(numbers) != 1 or _RANGE_AFTER.match(text[numbers[0].end():]) or "=" in text[m.end():end]:
                continue
            n = numbers[0]
            if doc.is_taken(line.start + n.start(), line.start + n.end()):
                continue
            x, y = (m["a"], m["b"]) if order else (m["b"], m["a"])
            hedged = _HEDGE_BEFORE.search(text[max(m.end(), n.start() - 16):n.start()]) is not None
            doc.take(line.start + n.start(), line.start + n.end())
            out.append(_claim(panel, x, y, line.start + n.start(), line.start + n.end(), n.group(), hedged, "grid point"))
    return out


def extract_grid_points(doc: Document) -> list[Claim]:
    if not chart_kind(doc.figure.kind).grid:
        return []
    return _tables(doc) + _clauses(doc)



def _reach(value: float, decimals: int, extents: list[tuple[float, float]]) -> tuple[float, float]:
    """The stretch of an axis a coordinate written with ``decimals`` digits names: half a unit of its last digit
    each way, and at least the x reading share of the axis."""
    span = max(hi for _, hi in extents) - min(lo for lo, _ in extents)
    half = max(0.5 * 10.0 ** (-decimals), X_READING_FRACTION * span)
    return value - half, value + half


def _hit(extents: list[tuple[float, float]], lo: float, hi: float) -> list[int]:
    return [i for i, (a, b) in enumerate(extents) if a < hi and lo < b]


def verify_grid_point(claim: Claim, ctx: VerifyContext) -> Outcome:
    p: GridPoint = claim.payload
    panel = ctx.named_panel(claim.panel)
    grid = _grid(panel) if panel is not None else None
    if grid is None:
        return unverifiable("the panel's grid is not known")
    rows, cols = grid
    ri, ci = _hit(rows, *_reach(p.y, p.y_decimals, rows)), _hit(cols, *_reach(p.x, p.x_decimals, cols))
    where = {"panel": panel.title}
    if not ri or not ci:
        return unverifiable("the point lies off the grid the record holds", **where)
    values = [panel.data.values[r][c] for r in ri for c in ci]
    stated = float(claim.stated)
    tol = max(tolerance(claim.decimals, None, claim.hedge), panel.value_tolerance or 0.0,
              reading_tolerance(panel, stated, claim.hedge))
    known = [v for v in values if v is not None]
    if known:
        best = min(known, key=lambda v: abs(v - stated))
        if abs(best - stated) <= tol + 1e-9 * max(1.0, abs(best)):
            return supported(best, **where)
    if len(known) < len(values):
        return unverifiable("a cell the point may name is not known", **where)
    return contradicted("value", best, f"every cell within the point's reach holds {min(known):.4g} to "
                                       f"{max(known):.4g}, not {stated:g}", **where)


ENTRY = TypeEntry(extract_grid_points, payloads=(("value", GridPoint, verify_grid_point),))
