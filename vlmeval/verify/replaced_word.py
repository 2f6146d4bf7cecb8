"""A name as written with one of the figure's words replaced by another ("change in recall" for the record's
"change in AP", "Interaction Strength U/J" for "... V/J"). Token-set similarity accepts such a name, since the
other words agree, but a reader of the figure sees another quantity: the replaced word decides.

Words are compared as their letters and digits read ("r_y" is "ry"), and one word is another's spelling when
they are alike (a plural, "normalised") or one abbreviates the other ("avg", "temp")."""

from __future__ import annotations

import re

from rapidfuzz import fuzz

SAME_WORD = 80.0  # character similarity at which two words are one spelled two ways ("count"/"counts")


def _words(name: str) -> list[str]:
    """The words of ``name`` holding a letter, lower case, each as its letters and digits."""
    words = ("".join(ch for ch in token if ch.isalnum()) for token in name.lower().split())
    return [w for w in words if any(ch.isalpha() for ch in w)]


def _abbreviates(short: str, long: str) -> bool:
    """``short`` begins as ``long`` does and its letters come in ``long``'s order ("avg" of "average")."""
    if len(short) >= len(long) or short[0] != long[0]:
        return False
    rest = iter(long)
    return all(ch in rest for ch in short)


def same_word(a: str, b: str) -> bool:
    return a == b or fuzz.ratio(a, b) >= SAME_WORD or _abbreviates(a, b) or _abbreviates(b, a)


def replaced_word(stated: str, true: str) -> tuple[str, str] | None:
    """(word written, the record's word it stands in for) when ``stated`` has a word ``true`` lacks and ``true``
    one ``stated`` lacks; None when the words differ only by ones added or left out."""
    said, held = _words(stated), _words(true)
    extra = [w for w in said if not any(same_word(w, h) for h in held)]
    missing = [h for h in held if not any(same_word(h, w) for w in said)]
    return (extra[0], missing[0]) if extra and missing else None


# a number standing alone in a name ("per 10,000 inhabitants", "depth 200 m"), not part of a word ("CO2", "log10",
# "PM2.5", "2m"); thousands written with commas read as one number
_NUMBER = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\w]|[.,]\d)")


def numbers_of(name: str) -> list[float]:
    return sorted(float(m.group(1).replace(",", "")) for m in _NUMBER.finditer(name))


def replaced_number(stated: str, true: str) -> tuple[float, float] | None:
    """(number written, the record's number it stands in for) when ``stated`` and ``true`` print as many standalone
    numbers and they differ ("Incidence per 100,000 inhabitants" for "... per 10,000 ..."): the words agree, yet
    the scale or place they name is another; None where either prints none or they print different counts (a
    number added or left out is no replacement)."""
    said, held = numbers_of(stated), numbers_of(true)
    if not said or len(said) != len(held) or said == held:
        return None
    extra = [n for n in said if n not in held]
    missing = [n for n in held if n not in said]
    return (extra[0], missing[0]) if extra and missing else None
