"""A count of values that is no count of an axis's ticks: "for nine values of J (1 to 256)", "at three values of the
interaction ratio U/t" count the levels a parameter takes (one series or panel each), not the ticks of an axis."""

from __future__ import annotations

import re

from vlmeval.claims import Document


# "nine values of J (1 to 256)", "three values of the interaction ratio U/t": a parameter's levels (its series or
# panels), not an axis's ticks, unless its words name the axis ("five values of the ratio" on a "Ratio" axis)
_VALUES_OF = re.compile(r"\s+of\s+(?:the\s+)?([^.,;:()\n]{1,40})", re.I)


def of_a_parameter(doc: Document, sentence: str, m: re.Match, target: str) -> bool:
    """Whether the tick count ``m`` ("N values") is followed by "of" and words that name no ``target`` axis."""
    of = _VALUES_OF.match(sentence, m.end())
    if of is None or m.group(2).lower() != "values" or "tick" in sentence.lower():
        return False
    words = set(re.findall(r"[a-z]{3,}", of.group(1).lower()))
    labels = " ".join(str(getattr(getattr(p, target, None), "label", "") or "") for p in doc.figure.panels).lower()
    return not any(w in labels for w in words)
