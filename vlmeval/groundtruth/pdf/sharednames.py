"""Names one panel's key gives to the series and curves of the others: a figure often prints its key once (in its
first panel) for curves every panel draws in the same looks."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.names import look_key, look_named, share_legend_names, share_names_with_insets
from vlmeval.groundtruth.pdf.subsetnames import share_key_subsets
from vlmeval.groundtruth.schema import Panel


def share_names(panels: list[Panel], parents: list[int | None]) -> None:
    """Every sharing of names between panels: table rows across panels, rows with insets, curves across panels."""
    share_row_keys(panels)
    share_legend_names(panels)
    share_key_subsets(panels)
    share_names_with_insets(panels, parents)
    share_curve_names(panels)


def share_curve_names(panels: list[Panel]) -> None:
    """Curves drawn over a panel's markers and named only by their look ('blue line') take the names a key gives
    the curves of the same looks in another panel (he-benzene's four potentials, keyed in the first of four
    panels): only where both panels draw exactly the same looks, each once, and one name is given to each look."""
    named: dict[frozenset, dict[tuple, set[str]]] = {}
    for p in panels:
        looks = _curve_looks(p)
        if looks and not any(look_named(c.name, c.style) for c in p.curves or []):
            for c in p.curves or []:
                named.setdefault(looks, {}).setdefault(look_key(c.style), set()).add(c.name)
    for p in panels:
        given = named.get(_curve_looks(p))
        if not given or any(len(names) != 1 for names in given.values()):
            continue
        for c in p.curves or []:
            if look_named(c.name, c.style):
                c.name = next(iter(given[look_key(c.style)]))


def _curve_looks(p: Panel) -> frozenset | None:
    """The looks of a panel's curves, when each curve has a look of its own; else None."""
    curves = p.curves or []
    looks = [look_key(c.style) for c in curves if c.style is not None]
    return frozenset(looks) if looks and len(looks) == len(curves) == len(set(looks)) else None


def share_row_keys(panels: list[Panel]) -> None:
    """Where the figure's keys name one look differently in different panels (a grid whose rows each key their
    own ensembles: 'CMIP6 (35)' in the first row, 'CMIP6 (13)' below), a panel whose rows are named only by their
    looks takes the names of the keyed panel beside it in its row that draws all its looks, if one does."""
    keyed = [(p, _key_of(p)) for p in panels]
    given: dict[tuple, set[str]] = {}
    for _, key in keyed:
        for look, name in (key or {}).items():
            given.setdefault(look, set()).add(name)
    if not any(len(names) > 1 for names in given.values()):
        return
    for p in panels:
        t = p.data
        if t is None or not t.styles or None in t.styles or not all(look_named(r, s) for r, s in zip(t.rows, t.styles)):
            continue
        looks = [look_key(s) for s in t.styles]
        mates = [key for q, key in keyed if key and q is not p and _same_row(p, q) and set(looks) <= set(key)]
        if len(looks) == len(set(looks)) >= 2 and len(mates) == 1:
            t.rows = [mates[0][look] for look in looks]


def _key_of(p: Panel) -> dict[tuple, str] | None:
    """A keyed panel's name for each look: every row named (not by its look), each look drawn once."""
    t = p.data
    if t is None or not t.styles or None in t.styles or any(look_named(r, s) for r, s in zip(t.rows, t.styles)):
        return None
    looks = [look_key(s) for s in t.styles]
    return dict(zip(looks, map(str, t.rows))) if len(set(looks)) == len(looks) else None


def _same_row(a: Panel, b: Panel) -> bool:
    if a.placement is None or b.placement is None:
        return False
    (_, top, _, bottom), (_, top2, _, bottom2) = a.placement.box, b.placement.box
    return abs(top - top2) < 0.25 * (bottom - top) and abs(bottom - bottom2) < 0.25 * (bottom - top)
