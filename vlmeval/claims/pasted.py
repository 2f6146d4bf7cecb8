"""Text as people paste it, read as a person reads it: one normalisation step before the claim readers, with a map
from every character of the result back to the original, so that claim and sentence spans still point into the
text as written.

What changes: a table of a figure's parts and their descriptions reads as bullets (``claims.key_tables``);
marks that have no width (right-to-left and left-to-right marks, embedding controls, zero-width
spaces and joiners, a byte-order mark, a soft hyphen) are dropped; a combining accent is dropped (``Qwe\u0301n``
reads as ``Qwen``); full-width digits, letters and signs read as their ASCII forms; a vulgar fraction after a digit
reads as its decimals (``56½`` is 56.5) and alone as a number (``½`` is 0.5); a thin, narrow or no-break space
between groups of three digits is a thousands separator (``1\u2009234.5`` is 1234.5), and elsewhere a space.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from vlmeval.claims.key_tables import key_table_bullets

_DROPPED = frozenset("\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff\u00ad\u2060")
_SPACES = frozenset("\u00a0\u2009\u202f\u2007\u2008\u200a\u3000")
# fractions with an exact short decimal form; thirds and sixths are left as written
_FRACTIONS = {"½": "5", "¼": "25", "¾": "75", "⅛": "125", "⅜": "375", "⅝": "625", "⅞": "875", "⅕": "2", "⅖": "4",
              "⅗": "6", "⅘": "8", "⅒": "1"}
_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}(?:[\u00a0\u2009\u202f\u2007]\d{3})+(?!\d)")
_QUICK = re.compile("[\u00a0\u00ad\u0300-\u036f\u2007-\u200f\u202a-\u202f\u2060\u2066-\u2069\u3000\ufeff\uff01-\uff5e"
                    + "".join(_FRACTIONS) + "]")


@dataclass(frozen=True, slots=True)
class Pasted:
    original: str
    text: str  # what the readers read
    source: tuple[tuple[int, int], ...]  # per character of ``text``: the span of ``original`` it stands for

    @property
    def changed(self) -> bool:
        return self.text != self.original

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The span of ``original`` that ``text[start:end]`` was read from."""
        if not self.changed:
            return start, end
        n = len(self.text)
        a = self.source[start][0] if start < n else len(self.original)
        b = self.source[end - 1][1] if 0 < end <= n else (len(self.original) if end > n else a)
        return a, max(a, b)


def read_pasted(text: str) -> Pasted:
    """``text`` normalised as above, its tables of parts read as bullets (``claims.key_tables``); the same object's
    text when nothing needs it."""
    pasted = _normalised(text)
    tables = key_table_bullets(pasted.text)
    if tables is None:
        return pasted
    read, index = tables
    source = pasted.source if pasted.changed else tuple((i, i + 1) for i in range(len(text)))
    return Pasted(text, read, tuple(source[i] for i in index))


def _normalised(text: str) -> Pasted:
    """Every character normalised is outside ASCII, so an ASCII text (``str.isascii``, a flag the string keeps) is
    not searched."""
    if text.isascii() or not _QUICK.search(text):
        return Pasted(text, text, ())
    separators = {m.start() + i for m in _GROUPED.finditer(text) for i, ch in enumerate(m.group()) if ch in _SPACES}
    out: list[str] = []
    source: list[tuple[int, int]] = []
    for i, ch in enumerate(text):
        if i in separators:
            continue
        piece = _piece(text, i, ch)
        out.append(piece)
        source.extend([(i, i + 1)] * len(piece))
    return Pasted(text, "".join(out), tuple(source))


def _piece(text: str, i: int, ch: str) -> str:
    if ch in _DROPPED or unicodedata.combining(ch):
        return ""
    if ch in _SPACES:
        return " "
    if "\uff01" <= ch <= "\uff5e":
        return chr(ord(ch) - 0xFEE0)
    if ch in _FRACTIONS:
        after_digit = i > 0 and text[i - 1].isdigit()
        return ("." if after_digit else "0.") + _FRACTIONS[ch]
    return ch


def without_marks(text: str) -> str:
    """``text`` without accents and hats ("r̂", "ŷ" as "r", "y"), for comparing a record's name with a description's
    (whose text loses combining marks here, in ``Pasted``) on equal terms."""
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", "".join(ch for ch in unicodedata.normalize("NFKD", text)
                                                 if not unicodedata.combining(ch)))
