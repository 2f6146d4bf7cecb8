"""Text that can always be written: lone UTF-16 surrogates and Unicode noncharacters replaced.

JSON allows a lone surrogate escape (``"\\ud83d"``) and an endpoint may send one; Python reads it into a ``str``
that cannot be encoded as UTF-8, so recording or writing it later fails. Such characters are replaced with
U+FFFD at the boundary (reading descriptions, receiving an answer), and the caller says how many it replaced.

Also: a word that a case-insensitive pattern matched, as the key of a word table (``word_key``).
"""

from __future__ import annotations

import re
from typing import Any

REPLACEMENT = "\ufffd"
# lone surrogates, and the noncharacters U+FDD0..U+FDEF and U+xxFFFE/U+xxFFFF of the first plane (the others
# are above the BMP and are only reachable as surrogate pairs, which json has already combined)
_INVALID = re.compile("[\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]")


def clean_text(text: str) -> tuple[str, int]:
    """``text`` with every invalid code point replaced by U+FFFD, and how many were replaced."""
    if text.isascii():
        return text, 0
    return _INVALID.subn(REPLACEMENT, text)


def clean_value(value: Any) -> tuple[Any, int]:
    """A parsed JSON value with every string in it cleaned (keys included), and how many characters were replaced."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        total, out = 0, {}
        for key, item in value.items():
            key, n_key = clean_text(key) if isinstance(key, str) else (key, 0)
            item, n_item = clean_value(item)
            out[key] = item
            total += n_key + n_item
        return (out, total) if total else (value, 0)
    if isinstance(value, list):
        total, out = 0, []
        for item in value:
            item, n = clean_value(item)
            out.append(item)
            total += n
        return (out, total) if total else (value, 0)
    return value, 0


# what ``re.IGNORECASE`` matches as one letter but ``str.lower`` keeps apart: dotless "ı" (i), long "ſ" (s), the
# combining dot that "İ" lower-cases with, the micro sign (Greek mu), final sigma (the Kelvin and Ångström signs
# already lower-case to "k" and "å")
_KEY_FOLD = str.maketrans({"ı": "i", "ſ": "s", "\u0307": None, "\u00b5": "\u03bc", "ς": "σ"})


def word_key(said: str) -> str:
    """``said`` (a word a case-insensitive pattern matched) as the lower-case key it was matched for: "MINIMUM",
    "mınımum" and "Minimum" are all "minimum", so a table of the pattern's words holds it."""
    low = said.lower()
    return low if low.isascii() else low.translate(_KEY_FOLD)
