"""The names a series-prose label claim is checked against: the figure's titles and the words for its unit."""

from __future__ import annotations

import re

from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import normalization

TITLE_TYPO_RATIO = 85
UNIT_SUFFIX = re.compile(r"\s*\([^()]{1,20}\)\s*$")


def figure_titles(fig: Figure) -> list[str]:
    """The names a quoted title may refer to: figure title, metric, panel titles and axis labels."""
    names = [fig.title, fig.metric]
    for p in fig.panels:
        names += [p.title, p.x.label, p.y.label, p.colorbar.label if p.colorbar else None]
    return list(dict.fromkeys(n for n in names if n))
PER_NAMES = {"100": "hundred", "1000": "thousand", "1000000": "million", "100000": "hundred thousand"}
UNIT_SYNONYMS = {"percentage": {"percentage", "percent", "%", "share"}, "%": {"percentage", "percent", "%", "share"},
                  "years": {"years", "year"}, "r": {"r", "reproduction"}}


def norm_words(text: str) -> str:
    return " ".join(re.sub(r"[^\w%]+", " ", text.lower().replace(",", "")).split())


def figure_unit_words(fig: Figure) -> set[str]:
    """Words that name the figure's unit: its y unit and synonyms, and "per hundred" style rates."""
    words: set[str] = set()
    for p in fig.panels:
        if p.y.unit:
            u = norm_words(p.y.unit)
            words |= UNIT_SYNONYMS.get(u, {u})
    per = normalization(fig)
    if per:
        words |= {per, "percent", "percentage", "%"} if per == "per hundred" else {per}
    return words
