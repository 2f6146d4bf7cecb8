"""What an extreme word is the extreme of, read from the words right after it: the plotted values, or another
quantity the record does not hold as values ("the peak-to-trough ratio is about 2.3", "the highest centre
(~282°)", "the largest error bar") or a part of the values ("the lowest non-empty bins"). A number such a
sentence states is that quantity's, never the extreme of the values: the extremum readers leave it to the readers
of its own kind. Where the extreme is ("the peak position", "a peak at ~0.33") is the extreme's own: judged."""

from __future__ import annotations

import re

# a quantity of a series other than its value, named right after the extreme word (an adjective may come between)
_QUANTITY = (r"(?:cent(?:re|er)s?|ratios?|widths?|spreads?|error\s+bars?|uncertaint(?:y|ies)|slopes?|gradients?|"
             r"gaps?|differences?|spacings?|separations?|periods?|variances?|deviations?)")
_ANOTHER = re.compile(rf"(?P<compound>-to-[^\W\d_]+)|\s+(?:[^\W\d_][\w-]*\s+)?(?P<noun>{_QUANTITY})\b", re.I)
# a part of the values: the extreme of those that are not empty or zero ("the lowest non-empty bins")
_PART = re.compile(r"\s+(?:non-?empty|non-?zero|non-?vanishing|occupied|populated)\b", re.I)
# an extreme word with no noun of its own ("... and φ_cde the lowest (~51°)"): it shares the sentence's noun
_BARE = re.compile(r"\s*(?:$|[(~≈\d,;.:)])")


def another_quantity(text: str, end: int, labels: frozenset[str] = frozenset()) -> bool:
    """Whether the extreme word ending at ``end`` is the extreme of another quantity than the plotted values, or
    of a part of them. A noun that a value axis' label or a series' name holds ("ratio" on a ratio axis) is the
    plotted value after all."""
    if _PART.match(text, end):
        return True
    m = _ANOTHER.match(text, end)
    if m is None:
        return False
    if m["compound"]:
        return True
    stem = re.sub(r"(?:s|ies|y)$", "", m["noun"].split()[0].lower())
    return not any(stem in label for label in labels)


def bare(text: str, end: int) -> bool:
    """Whether the extreme word ending at ``end`` names no noun of its own ("the lowest (~51°)")."""
    return _BARE.match(text, end) is not None


def value_labels(figure) -> frozenset[str]:
    """The lower-case titles, axis labels and series names of ``figure``: the quantities its values are and the
    things they are of ("the lowest retail centre" in a figure of retail centres is one of its values)."""
    out = set()
    for p in figure.panels if figure is not None else ():
        out.update((a.label or "").lower() for a in (p.x, p.y, getattr(p, "y2", None)) if a is not None)
        out.add((p.title or "").lower())
        if p.data is not None:
            out.update(str(r).lower() for r in p.data.rows)
    return frozenset(label for label in out if label)


def quantity_sentence(text: str, starts_ends: list[tuple[int, int]], labels: frozenset[str]) -> list[bool]:
    """Per extreme word (its start and end) of one sentence: whether it is of another quantity, itself or, when it
    names no noun, by the sentence's first extreme word ("the highest centre (~282°) and ... the lowest (~51°)")."""
    if not starts_ends:
        return []
    first = another_quantity(text, starts_ends[0][1], labels)
    return [another_quantity(text, e, labels) or (first and bare(text, e)) for _, e in starts_ends]
