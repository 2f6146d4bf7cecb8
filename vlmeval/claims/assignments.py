"""Parameter values that name a panel or a series ("**K = 5:**", "the α=2 curve"): a panel titled "(b) K = 5" or
"K=5, N=10", a series named "K = 5", is the one whose name holds every assignment the text states, compared by
symbol (case and spacing aside) and value ("R = 10.0 Å" is "R = 10 Å"). The lexicon's names do not match such
titles: the number and the "=" split them."""

from __future__ import annotations

import re
from typing import Iterable

from vlmeval.groundtruth.schema import Panel

# "K = 5", "α=1/2", "V/J ≈ -2", "N_s = 32": a symbol, "=" (or "≈"), a number or a fraction
_ASSIGNMENT = re.compile(r"(?<![\w/])(?P<sym>[^\W\d_][\w′']{0,6}(?:/[^\W\d_]\w{0,3})?)\s*(?:=|≈)\s*"
                         r"(?P<num>[-−–]?\d+(?:\.\d+)?(?:/\d+)?)(?![\d.]*\d)")


def _value(text: str) -> float:
    text = text.replace("−", "-").replace("–", "-")
    if "/" in text:
        a, b = text.split("/", 1)
        return float(a) / float(b) if float(b) else float("nan")
    return float(text)


def assignments(text: str) -> frozenset[tuple[str, float]]:
    """The (symbol, value) pairs ``text`` states, symbols in lower case."""
    return frozenset((m["sym"].lower(), _value(m["num"])) for m in _ASSIGNMENT.finditer(text))


def named_by_assignment(names: Iterable[str], text: str) -> int | None:
    """The index of the one name holding every assignment ``text`` states; None when it states none, or when
    none or several names hold them."""
    said = assignments(text)
    if not said:
        return None
    hits = [i for i, name in enumerate(names) if said <= assignments(str(name))]
    return hits[0] if len(hits) == 1 else None


def panel_by_assignment(panels: list[Panel], text: str) -> str | None:
    """The title of the one panel whose title holds the assignments ``text`` states ("**K = 5:**" names the panel
    "(b) K = 5"), else None."""
    if len(panels) < 2:
        return None
    i = named_by_assignment([p.title for p in panels], text)
    return panels[i].title if i is not None else None



def is_parameter(text: str, start: int, figure) -> bool:
    """Whether the number at ``start`` is the value of a parameter that names a panel or a series ("**R = 5.0 Å:**"
    over a panel titled "R = 5.0 Å"): a name, not a reading."""
    line_start = text.rfind("\n", 0, start) + 1
    for m in _ASSIGNMENT.finditer(text, line_start, min(len(text), start + 40)):
        if m.start("num") <= start < m.end("num"):
            said = frozenset({(m["sym"].lower(), _value(m["num"]))})
            return any(said <= assignments(name) for panel in figure.panels
                       for name in [panel.title or ""] + [str(r) for r in (panel.data.rows if panel.data else [])])
    return False
