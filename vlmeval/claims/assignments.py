"""Parameter values that name a panel or a series ("**K = 5:**", "the α=2 curve"): a panel titled "(b) K = 5" or
"K=5, N=10", a series named "K = 5", is the one whose name holds every assignment the text states, compared by
symbol (case and spacing aside) and value ("R = 10.0 Å" is "R = 10 Å"). The lexicon's names do not match such
titles: the number and the "=" split them."""

from __future__ import annotations

import re
from functools import lru_cache
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


# a figure's name (a series, a panel title) stated again and again: its assignments read once per name
name_assignments = lru_cache(maxsize=4096)(assignments)


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



def _assignment_at(text: str, start: int) -> re.Match | None:
    """The assignment on ``start``'s line whose value is the number written at ``start``."""
    line_start = text.rfind("\n", 0, start) + 1
    for m in _ASSIGNMENT.finditer(text, line_start, min(len(text), start + 40)):
        if m.start("num") <= start < m.end("num"):
            return m
    return None


def is_parameter(text: str, start: int, figure) -> bool:
    """Whether the number at ``start`` is the value of a parameter that names a panel or a series ("**R = 5.0 Å:**"
    over a panel titled "R = 5.0 Å"): a name, not a reading."""
    if (m := _assignment_at(text, start)) is None:
        return False
    said = frozenset({(m["sym"].lower(), _value(m["num"]))})
    return any(said <= assignments(name) for panel in figure.panels
               for name in [panel.title or ""] + [str(r) for r in (panel.data.rows if panel.data else [])])


def _x_symbols(figure) -> set[str]:
    """The x axes' symbols, lower case: a label's text before its unit ("r [Å]" -> "r", "r/R" -> "r/r")."""
    out = set()
    for panel in figure.panels:
        label = re.split(r"\s*[\[(]", (panel.x.label or "").strip(), maxsplit=1)[0].strip().lower()
        if label:
            out.add(label)
    return out


def is_x_coordinate(text: str, start: int, figure) -> bool:
    """Whether the number at ``start`` is a place on the x axis written as an assignment to the axis's symbol
    ("rises from near zero at r ≈ 7 Å", where the x axis is "r [Å]"): a place, not a value."""
    m = _assignment_at(text, start)
    return m is not None and m["sym"].lower() in _x_symbols(figure)


def _y_symbols(figure) -> set[str]:
    """The value axes' symbols, lower case, as ``_x_symbols`` reads the x axes'."""
    return {label for panel in figure.panels
            if (label := re.split(r"\s*[\[(]", (panel.y.label or "").strip(), maxsplit=1)[0].strip().lower())}


# symbols that name a statistic of the values, not a parameter: "max = 0.93" states a value
# ("x = 75" and "y = 3" are the axes' own letters)
_STATISTICS = frozenset({"max", "min", "maximum", "minimum", "peak", "mean", "median", "value", "avg", "average",
                         "x", "y"})


def is_condition(text: str, start: int, figure) -> bool:
    """Whether the number at ``start`` is set with "=" to a symbol that is neither axis's nor a statistic's ("the
    weakest interaction, U/t = 0.50, is highest", "(N = 64 lowest)"): it names a series or a run, not a value."""
    m = _assignment_at(text, start)
    if m is None or "=" not in text[m.end("sym"):m.start("num")]:
        return False
    sym = m["sym"].lower()
    return sym not in _STATISTICS and sym not in _x_symbols(figure) and sym not in _y_symbols(figure)


def _unit(label: str | None) -> str:
    """The unit an axis label writes in brackets at its end ("r [Å]" -> "å", "Energy (K)" -> "k"), lower case."""
    m = re.search(r"[\[(]\s*([^\[\]()]{1,8}?)\s*[\])]\s*$", (label or "").strip())
    return m.group(1).lower() if m else ""


def in_x_unit(text: str, end: int, figure) -> bool:
    """Whether the number ending at ``end`` is written in the x axes' unit and not the y axes' ("by about 2.5 Å"
    where x is "r [Å]" and y is "V [K]"): a place or a distance along x, not a value of the series."""
    follow = re.match(r"\s?([^\W\d_]{1,4}|[%°Åå])(?![\w])", text[end:end + 8])
    if follow is None:
        return False
    unit = follow.group(1).lower()
    xs = {_unit(p.x.label) for p in figure.panels if p.x is not None}
    ys = {_unit(p.y.label) for p in figure.panels if p.y is not None}
    return unit in xs - {""} and unit not in ys


_WORD_AFTER = re.compile(r"\s([^\W\d_]{3,})\b")


def _label_nouns(labels) -> set[str]:
    return {w.lower().rstrip("s") for label in labels for w in re.findall(r"[^\W\d_]{3,}", label or "")}


def counts_x(text: str, end: int, figure) -> bool:
    """Whether the number ending at ``end`` counts what the x axis counts ("from 500 samples on" where x is
    "Training sample size", "after 20 epochs" where x is "Epoch"): the word after it is one of the x labels' and
    none of the y labels' (plural or not), so the number is a place along x, not a value of the series."""
    m = _WORD_AFTER.match(text, end)
    if m is None:
        return False
    word = m.group(1).lower().rstrip("s")
    xs = _label_nouns(p.x.label for p in figure.panels if p.x is not None)
    return word in xs and word not in _label_nouns(p.y.label for p in figure.panels if p.y is not None)
