"""Names one panel's key gives to the series and curves of the others: a figure often prints its key once (in its
first panel) for curves every panel draws in the same looks."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.names import look_key, look_named, share_legend_names, share_names_with_insets
from vlmeval.groundtruth.pdf.subsetnames import share_key_subsets
from vlmeval.groundtruth.schema import Panel


def share_names(panels: list[Panel], parents: list[int | None]) -> None:
    """Every sharing of names between panels: table rows across panels, rows with insets, curves across panels."""
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
