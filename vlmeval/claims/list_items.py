"""The lists of a description: an item's mark, and which line above a bullet sets its scope (panel, series).

A bullet's scope is the nearest line above it, in its section, that is not a bullet at its level (a sentence, a
bold lead-in, or a bullet it is nested under); a markdown heading ends the search. Sibling bullets that are
readings at an x ("* x = 6: ~0.36") share the line above their run. A sibling of another kind in between passes
the scope on only from a lead-in (a line that opens with bold words or ends in a colon, naming no stretch of x:
"**Δx = 191.97 mm (light blue):**" then "1. Starts at ~1.3 MPa at 0°." and "2. Rises to ~2.55 MPa at 60°."), and
only to an item that speaks of nothing else (no subject of its own, nothing it is set against); a plain sentence
scopes only the run of readings under it. The x-y readers ask through ``claims.xy_readings.scope_line``, which
knows what a reading is."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from vlmeval.claims import Line
from vlmeval.claims.trend_words import BEST_WORDS, GREATEST_WORDS, LEAST_WORDS, WORST_WORDS
from vlmeval.lazy_re import lazy_compile

# A list item's mark: a bullet ("-", "*", "•") or a number ("1.", "2)", "(3)"); a numbered list of readings is
# read as its bulleted twin, its lead-in scoping its items
MARK = r"(?:[*\-•]|\d{1,2}[.)]|\(\d{1,2}\))"
BULLET = lazy_compile(rf"^(\s*){MARK}\s+")

# "**Δx = 0.2 mm (light blue):**", "* **Left panel** (method A)", "Readings of the test curve:": a line that opens
# with bold words or ends in a colon introduces the list under it
_LEAD_IN = lazy_compile(rf"^\s*(?:{MARK}\s+)?\*\*[^*\n]+\*\*|:\s*(?:\*\*)?\s*$")
# "**Tail (N = 45 to 98):**", "**Outer planets (periods above 5 days)**", "**Cluster near P ≈ 22.7 days**": a lead-in
# that names a stretch of x, within which its items' extremes, ranges and trends hold
_WINDOW = lazy_compile(r"\d\s*(?:to|[-–])\s*[-−]?\d|[<>≤≥]\s*[-−]?\d|\b(?:above|below|over|under|beyond|after|before|"
                       r"until|up\s+to|from|between|near|around|less\s+than|more\s+than)\s+(?:about\s+|[~≈]\s*)?"
                       r"(?:[^\W\d]{1,6}\s*[=≈]\s*)?[-−]?\d", re.I)
# an item's own label ("- **Peak:** ", "2. Tail: "), then a subject of its own ("The reference curve is ...", "Both
# meshes ...") or words that set it beside something else ("the gap to", "differs from", "below the reference")
_ITEM_LABEL = lazy_compile(rf"^\s*{MARK}\s+(?:\*\*[^*\n]{{1,40}}\*\*\s*:?\s*|[^\W\d][^:\n]{{0,24}}:\s+)?")
_OWN_SUBJECT = lazy_compile(r"^(?:the|a|an|this|that|these|those|both|all|each|every|its|their)\s+(?!(?:curve|line|"
                            r"series|trace|points?|markers?|data|values?)\b)[^\W\d]", re.I)
_BESIDE = lazy_compile(r"\b(?:gap|difference|differs?|spread|ratio|relative|apart|offset|separat\w*|distance|"
                       r"reference|other|others|rest|remaining|below|above|than|between|both|all|each|every|by|"
                       r"(?:dip|drop|rise|jump|step|change|increase|decrease|fall|gain|loss)\s+of)\b", re.I)

# "Is the highest of the curves at x = 4", "Highest at x = 3 (~0.8)", "Ends lowest of the pair", "Exceeds test",
# "~0.8 against ~0.3": an item that ranks its subject among the series or weighs it against another states a
# relation, not a reading of the lead-in's series alone ("its lowest", "lowest value ~0.2" are the series' own)
_SUPERLATIVES = "|".join(w for w in (*GREATEST_WORDS, *LEAST_WORDS, *BEST_WORDS, *WORST_WORDS)
                         if w not in ("maximum", "minimum"))  # "a minimum of ~0.4" is the series' own
_RANKED = lazy_compile(r"\b(?:higher|lower|larger|smaller|greater|bigger|exceed\w*|outperform\w*|overtak\w*|"
                       r"surpass\w*|cross\w*|intersect\w*|meets?|match\w*|trails?|lags?|vs\.?|versus|compar\w*|"
                       rf"against|among|amongst|any|twice|half|ranks?|ranked)\b|(?<!\bits )\b(?:{_SUPERLATIVES})\b"
                       r"(?=\s*(?:of|among|amongst|everywhere|throughout|across|overall|at|in|on|here|there|[,;.)]|$))",
                       re.I)

# "They end near ~0.6", "Converge near 3.55 at 90°", "Curves level off near ~0.6": an item that
# speaks of the series together (a plural subject, curves coming together) sums up the lot, not the lead-in's one
_TOGETHER = lazy_compile(r"^(?:they|neither|none|either|most|some|several|many|few)\b|\b(?:converg\w*|diverg\w*|"
                         r"merg\w*|overlap\w*|coincid\w*|together|collectively|jointly|curves|lines|traces)\b", re.I)

# "3. Ends at ~1.2 at x = 6 (right panel).", "... in the inset", "... in (b)", "On the right, ...", "3. Right: ...":
# an item that names a panel of its own has left the lead-in's; what the lead-in named may not hold there
_OWN_PANEL = lazy_compile(rf"\b(?:panels?|subplots?|sub-plots?|subfigures?|sub-figures?|insets?|facets?)\b|"
                          rf"\(\s*[a-h]\s*\)|\bon\s+the\s+(?:left|right)\b|^\s*{MARK}\s+(?:\*\*)?(?:top|bottom|upper|"
                          rf"lower|left|right|middle|centre|center)(?:[- ](?:left|right|middle|hand|side))*(?:\*\*)?\s*:", re.I)

Reading = Callable[[str], bool]
"""Whether a bullet's text is nothing but readings at an x (``claims.xy_readings.reads_at_x``)."""


def is_lead_in(text: str) -> bool:
    """Whether a line introduces a list whose every item it scopes: it opens with bold words or ends in a colon,
    and names no stretch of x (whose items would hold only there)."""
    return _LEAD_IN.search(text) is not None and _WINDOW.search(text) is None


def subjectless(text: str) -> bool:
    """Whether a list item speaks of the subject its lead-in set and nothing beside it: no subject of its own
    ("Drops to ~1.6 near 23°", "It ends at ~0.26"), no second thing it is set against, no rank among series, no
    summary of the series together, no panel of its own."""
    label = _ITEM_LABEL.match(text)
    rest = text[label.end():] if label else text
    return _OWN_SUBJECT.match(rest) is None and _BESIDE.search(rest) is None and _RANKED.search(rest) is None \
        and _TOGETHER.search(rest) is None and _OWN_PANEL.search(text) is None


def scope_of(lines: Sequence[Line], i: int, reads: Reading, names: frozenset[str] = frozenset()) -> Line | None:
    """The line that sets the scope of bullet line ``i`` (the module's rule), else None; ``names`` are the
    figure's series names (lower case), by which a sibling item turns to a series of its own."""
    own = BULLET.match(lines[i].text)
    indent = len(own.group(1)) if own else 0
    crossed: list[str] = []  # sibling bullets of another kind than readings between the line and its scope
    for line in reversed(lines[:i]):
        if line.heading:
            hash_head = line.text.lstrip().startswith("#")
            return None if hash_head or crossed and not _passes(line, lines[i], crossed, names) else line
        if not line.text.strip():
            continue
        m = BULLET.match(line.text)
        if m is None or len(m.group(1)) < indent:
            return None if crossed and not _passes(line, lines[i], crossed, names) else line
        if len(m.group(1)) == indent and not reads(line.text):
            crossed.append(line.text)
    return None


def _passes(lead: Line, item: Line, crossed: list[str], names: frozenset[str]) -> bool:
    return is_lead_in(lead.text) and subjectless(item.text) and not any(turns(s, lead.text, names) for s in crossed)


def turns(sibling: str, lead: str, names: frozenset[str]) -> bool:
    """Whether a sibling item between a lead-in and a later item turns to a subject of its own ("2. Test, in
    orange, starts higher at ~1.2." under "**Train (blue):**", "2. Right: starts at ~2.0."): a series the lead-in
    does not name, another panel, a subject with an article, the series together. A subjectless item after it
    may go on about that subject: the lead-in no longer reaches it."""
    label = _ITEM_LABEL.match(sibling)
    rest = sibling[label.end():] if label else sibling
    if _OWN_PANEL.search(sibling) or _TOGETHER.search(rest) or _OWN_SUBJECT.match(rest):
        return True
    low, lead_low = sibling.lower(), lead.lower()
    return any(_names(n, low) and not _names(n, lead_low) for n in names if any(ch.isalpha() for ch in n))


def _names(name: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def later_item(lines: Sequence[Line], i: int, reads: Reading) -> bool:
    """Whether bullet line ``i`` follows a sibling bullet that is not a reading ("2. Falls to ~0.4 at x = 2."
    under "1. Starts at ~1.0 at x = 0."): an item of a course told step by step, whose trend words tell one
    stretch of its series, never the whole of it."""
    own = BULLET.match(lines[i].text)
    if own is None:
        return False
    for line in reversed(lines[:i]):
        if line.heading:
            return False
        if not line.text.strip():
            continue
        m = BULLET.match(line.text)
        if m is None or len(m.group(1)) < len(own.group(1)):
            return False
        if len(m.group(1)) == len(own.group(1)) and not reads(line.text):
            return True
    return False
