"""Panels named by their titles' parts: a grid of panels titled "<row label> – <column label>" ("Lectures – Birth
of Stars") is named in prose by the whole title or by its parts in any order ("Birth of Stars, Lectures",
"**Questions / Birth of Stars:**"). The lexicon's names do not match such titles as one name: the dash splits them."""

from __future__ import annotations

import re
from functools import lru_cache

_PARTS = re.compile(r"\s+[–—-]\s+|\s*[|/,;]\s*")  # " – ", " | ", ", ": the parts of a compound title
_LOOSE = re.compile(r"[\s_|/,;:*\"“”‘’'–—-]+")  # case, markup, dashes and punctuation do not matter; word breaks do


def _loose(text: str) -> str:
    return _LOOSE.sub(" ", text.lower()).strip()


@lru_cache(maxsize=4096)  # read per sentence of a multi-panel text: a title's parts once per process
def _parts(title: str) -> tuple[str, ...]:
    return tuple(p for p in (_loose(x).strip() for x in _PARTS.split(title)) if p)


@lru_cache(maxsize=256)  # a figure's titles: their parts, and one pattern per distinct part, once per process
def _compound(titles: tuple[str | None, ...]) -> tuple[tuple, tuple]:
    """((title, parts, first words of the parts) of each title of two parts or more, (part, pattern) of each
    distinct part of theirs)."""
    compound = tuple((t, parts, tuple(p.split(" ", 1)[0] for p in parts))
                     for t in titles if len(parts := _parts(t or "")) >= 2)
    distinct = dict.fromkeys(p for _, parts, _ in compound for p in parts)
    return compound, tuple((p, re.compile(rf"(?<!\w){re.escape(p)}(?!\w)")) for p in distinct)


def panel_by_title_parts(titles: list[str], text: str) -> str | None:
    """The one title of at least two parts whose every part ``text`` names (case, spacing and dashes aside), when
    no other title's parts are all named; else None."""
    compound, parts = _compound(tuple(titles))
    if not compound:
        return None
    # a part's first word holds no character ``_loose`` replaces, so where the loosened text holds the part, the
    # lower-cased text holds that word as written: a title none of whose parts' first words all appear is not named
    low = text.lower()
    if not any(all(w in low for w in words) for _, _, words in compound):
        return None
    said = _loose(text)
    # each distinct part tested once (a grid's row and column labels recur across its titles); the substring
    # test first: every match holds the part as written
    held = {p for p, pattern in parts if p in said and pattern.search(said)}
    hits = [t for t, ps, _ in compound if held.issuperset(ps)]
    return hits[0] if len(hits) == 1 else None
