"""Marks a printed name may end with ("Owl7B-40%", "Heron-34†", "Kestrel (2023)"): read as part of the name
by ``Lexicon.mentions``, so the name is matched whole instead of cut at the mark and called misread."""

from __future__ import annotations

import re

# marks a printed name may end with: percent, daggers, section sign, asterisk, plus, superscripts, a closing bracket
_NAME_MARKS = re.compile(r"[%†‡§*+⁺°¹²³⁴⁵⁶⁷⁸⁹⁰)\]]{1,3}")


def marks_after(text: str, end: int) -> str:
    """The marks written right after a token ("%" of "Owl7B-40%", "†" of "Heron-34†"), or ""."""
    m = _NAME_MARKS.match(text, end)
    return m[0] if m else ""


def close_paren(text: str, start: int, surface: str) -> str:
    """``surface`` (a name written at ``start``) with the ")" that closes a bracket it opens ("Kestrel (2023)")."""
    if surface.count("(") > surface.count(")") and text[start + len(surface):start + len(surface) + 1] == ")":
        surface += ")"
    return surface
