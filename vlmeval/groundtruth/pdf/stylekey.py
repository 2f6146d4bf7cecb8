"""A key of two parts: one line entry per colour (a scenario each) and, drawn in a colour no line of the panel has
(black), one line entry per dash pattern (a variant each: 'With methane removal' solid, 'Unaltered scenario'
dashed). Every line is then one scenario in one variant, and its name is both: 'SSP1-1.9 (Unaltered scenario)'."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.legend import Entry
from vlmeval.groundtruth.pdf.primitives import Shape, color_key


def style_key_names(entries: list[Entry], groups: list[list[Shape]], names: list[str | None]) -> list[str | None]:
    """Each group's name as its colour's entry and its dash's entry, where the key has a part for dashes (two or more
    entries of distinct dashes in a colour no group has) covering every group's dash and the groups are drawn in
    two dashes or more; a group whose colour no single entry names, or a name two groups would share, is left as
    it was."""
    lines = [e for e in entries if e.kind == "line" and isinstance(e.swatch, Shape)]
    colours = {color_key(g[0].stroke) for g in groups}
    by_dash: dict[tuple, set[str]] = {}
    for e in lines:
        if color_key(e.color) not in colours:
            by_dash.setdefault(e.swatch.dash, set()).add(e.name)
    dashes = {g[0].dash for g in groups}
    if len(by_dash) < 2 or len(dashes) < 2 or not dashes <= set(by_dash) or any(len(n) != 1 for n in by_dash.values()):
        return names
    out = list(names)
    for i, g in enumerate(groups):
        scenario = {e.name for e in lines if color_key(e.color) == color_key(g[0].stroke)}
        if len(scenario) == 1:
            out[i] = f"{scenario.pop()} ({next(iter(by_dash[g[0].dash]))})"
    for name in {n for n in out if n is not None and out.count(n) > 1}:
        out = [names[i] if n == name else n for i, n in enumerate(out)]
    return out
