"""A key printed in one panel only, for curves the other panels draw some of (a first panel keys three curves,
the others draw two of them): a panel whose every row is named only by its look, drawing two or more looks, takes
for each the one name the keyed panels give that look, where every keyed panel drawing all its looks agrees. A
lone look is never named so (colour cycles repeat across unrelated panels: a lone blue histogram beside a key's
blue 'cold' is not 'cold'); a panel with a key of its own keeps its names. A look the key does not give, drawn in a
keyed colour with another dash (an unaltered scenario dashed beside the keyed solid one), keeps its look's words."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.names import look_key, look_named
from vlmeval.groundtruth.schema import Panel


def share_key_subsets(panels: list[Panel]) -> None:
    keyed = [_named_looks(p) for p in panels]
    for p in panels:
        t = p.data
        if t is None or not t.styles or len(t.styles) != len(t.rows) or None in t.styles:
            continue
        if not all(look_named(r, s) for r, s in zip(t.rows, t.styles)):
            continue
        looks = [look_key(s) for s in t.styles]
        if len(set(looks)) != len(looks) or len(looks) < 2:
            continue
        givers = [k for k in keyed if k and _covered(looks, k)]
        names = {look: {k[look] for k in givers if look in k} for look in looks}
        if not givers or any(len(n) > 1 for n in names.values()):
            continue
        new = [next(iter(names[look])) if names[look] else row for look, row in zip(looks, t.rows)]
        renamed = dict(zip(map(str, t.rows), new))
        t.rows = new
        if p.y2_series:
            p.y2_series = [renamed.get(str(r), r) for r in p.y2_series]


def _named_looks(p: Panel) -> dict[tuple, str] | None:
    """A keyed panel's name for each of its looks: every row named by a key, each look drawn once."""
    t = p.data
    if t is None or not t.styles or len(t.styles) != len(t.rows) or None in t.styles:
        return None
    if any(look_named(r, s) for r, s in zip(t.rows, t.styles)):
        return None
    looks = [look_key(s) for s in t.styles]
    return dict(zip(looks, map(str, t.rows))) if len(set(looks)) == len(looks) else None


def _covered(looks: list[tuple], keyed: dict[tuple, str]) -> bool:
    """The key names every look the panel draws, or two or more of them and the rest are twins of a named look in
    another dash (a scenario's dashed unaltered curve beside the keyed solid one), which keep their look's words."""
    named = [look for look in looks if look in keyed]
    colours = {look[0] for look in named}
    return len(named) == len(looks) or (len(named) >= 2 and all(look[0] in colours for look in looks))
