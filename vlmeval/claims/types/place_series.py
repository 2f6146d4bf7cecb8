"""The series a clause of a sentence reads (``claims.types.place_readings``, ``claims.types.course_ends``): the one
the nearest clause up to it names, each of a list of names that shares one reading, or the scopes' (the line's bold
subject, the lead-in above)."""

from __future__ import annotations

import re

from vlmeval.claims.types.xy_reading_check import samples_of
from vlmeval.claims.xy_readings import named_series, series_in_scope
from vlmeval.groundtruth.schema import Panel

# where a clause ends: ";", ", " (not a thousands comma), and the words that join two clauses
CLAUSE_GAP = re.compile(r";|,(?=\s)|\s(?:and|but|while|whereas)\s")


def sentence_clauses(text: str, s: int, e: int) -> list[tuple[int, int, str]]:
    """The clauses of the sentence ``text[s:e]``: (start, end, the words joining it to the next one), in ``text``."""
    spans, pos = [], s
    for m in CLAUSE_GAP.finditer(text, s, e):
        spans.append((pos, m.start(), m.group().strip()))
        pos = m.end()
    spans.append((pos, e, ""))
    return [c for c in spans if c[1] > c[0]]


def series_of_clause(panel: Panel, text: str, clauses, i: int, scopes: list[str], xs, elsewhere) -> list[int]:
    """The series of clause ``i``: the one the nearest clause up to it names ("the purple circles are the lowest
    branch, at about 0.15 at V/J = 2"), or each series of a list of names it closes ("Cs, Rb and K start at ~1.0
    at R = 4", "Cs and Rb: ~0.14 at R = 5": one reading shared by all); where none before names one, the scopes'
    (the line's bold subject, then the lead-in above; or the panel's only series), unless a later clause names
    one; a clause naming several gives none. A list is read only where the words share the reading (``_shared``).
    """
    blank = _blank(text, xs)
    for k in range(i, -1, -1):
        rows = named_series(panel, blank[clauses[k][0]:clauses[k][1]])
        if rows:
            listed = _listed_before(panel, blank, clauses, k) if len(rows) == 1 else []
            found = [] if len(rows) != 1 or listed and not _shared(blank, *clauses[k][:2]) else [*listed[::-1], rows[0]]
            break
    else:
        if any(named_series(panel, blank[a:b]) for a, b, _ in clauses[i + 1:]):
            return []
        row = series_in_scope(panel, scopes, elsewhere) if scopes or len(panel.data.rows) == 1 else None
        found = [] if row is None else [row]
    if len(set(found)) < len(found) or any(len(samples_of(panel, r)) < 2 for r in found):
        return []
    return found


# the words that give a listed group one reading: a name-led clause ("Cs and Rb: ~0.14 at R = 5", a bullet of a
# run of per-series readings) or a word saying they coincide ("Cs, Rb and K start together at ~1.0"); a list with
# a verb alone ("Cs, Rb and K collapse to ~0.14") may be a rough summary of several values: no reading
_SHARED_LED = re.compile(r"\s*(?:\*\*)?[^\W\d][^:;,\d=≈~]{0,30}(?:\*\*)?\s*:")
_SHARED_WORD = re.compile(r"\b(?:together|both|each|alike|all)\b", re.I)


def _shared(text: str, a: int, b: int) -> bool:
    return _SHARED_LED.match(text, a) is not None or _SHARED_WORD.search(text, a, b) is not None


def _listed_before(panel: Panel, text: str, clauses, k: int) -> list[int]:
    """The series of the list clause ``k`` closes ("Cs, Rb and K start at ~1.0"): each clause before it that is a
    name or two and no number, joined to the next by "," or "and", back to the sentence's start; a list that does
    not open the sentence, or a name that is no single series, gives none."""
    rows = []
    for a, b, gap in reversed(clauses[:k]):
        words = re.findall(r"[^\W\d_][\w'-]*", text[a:b])
        named = named_series(panel, text[a:b])
        if gap not in (",", "and") or len(words) > 3 or any(c.isdigit() for c in text[a:b]) or len(named) != 1:
            return []
        rows.append(named[0])
    return rows


def _blank(text: str, spans) -> str:
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text
