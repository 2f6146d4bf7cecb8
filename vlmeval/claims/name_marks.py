"""How a written name ends, for ``Lexicon.mentions``: a possessive "'s" and trailing punctuation are not part of
it; the marks a printed name may end with ("Owl7B-40%", "Heron-34†", "Kestrel (2023)") are, so such a name is
matched whole instead of cut at the mark and called misread. So are the marks between the words of a name that
holds them ("res 1/8", "Bausch & Lomb", "V = 0.15J"), which keep it from being read as a shorter name ("res 1")."""

from __future__ import annotations

import re

from vlmeval.claims.text import norm

# marks a printed name may end with: percent, daggers, section sign, asterisk, plus, superscripts, a closing bracket
_MARKS = "%†‡§*+⁺°¹²³⁴⁵⁶⁷⁸⁹⁰)]"
_NAME_MARKS = re.compile(f"[{re.escape(_MARKS)}]{{1,3}}")


def marks_after(text: str, end: int) -> str:
    """The marks written right after a token ("%" of "Owl7B-40%", "†" of "Heron-34†"), or "". Most tokens are
    followed by none: the character after is tested before the pattern is run."""
    if end >= len(text) or text[end] not in _MARKS:
        return ""
    m = _NAME_MARKS.match(text, end)
    return m[0] if m else ""


def close_paren(text: str, start: int, surface: str) -> str:
    """``surface`` (a name written at ``start``) with the ")" that closes a bracket it opens ("Kestrel (2023)")."""
    if surface.count("(") > surface.count(")") and text[start + len(surface):start + len(surface) + 1] == ")":
        surface += ")"
    return surface


_POSSESSIVE = re.compile(r"['’]s$")


def possessive_end(text: str, end: int) -> bool:
    """True when ``text[:end]`` ends with "'s" (what ``_POSSESSIVE`` finds, without scanning the text)."""
    return end >= 2 and text[end - 1] == "s" and text[end - 2] in "'’"


def clean_surface(surface: str) -> str:
    return _POSSESSIVE.sub("", surface.rstrip(".'’-")).rstrip(".'’-")


# a mark between two words that makes no name of them: a range of numbers ("30–40": a bin, read as numbers)
_NO_GLUE = re.compile(r"[–—]")


def glue(gap: str) -> str:
    """What of the text between two words of a name the name keeps, normalised (``text.norm``): "/" of "res
    1/8", "&" of "Bausch & Lomb", "=" of "K = 20"; nothing of a space, a comma or a bracket, nor of a range."""
    if not gap or gap.isspace():
        return ""
    kept = norm(gap)
    return "" if not kept or _NO_GLUE.search(kept) else kept


def boundary_after(shown: str, n_norm_chars: int) -> bool:
    """True when the first ``n_norm_chars`` normalised characters of ``shown`` end at a separator."""
    count = 0
    for idx, ch in enumerate(shown):
        if norm(ch):
            count += 1
            if count == n_norm_chars:
                return idx + 1 == len(shown) or not norm(shown[idx + 1])
    return False
