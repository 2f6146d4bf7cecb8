"""Whether a description is in a language the claim readers read (English). A description in another language
(German, Chinese, ...) finds few claims and would score like a right one; it is marked ``language: unsupported``
and its claims are not checked. Decided from the script of its letters and from its most common short words."""

from __future__ import annotations

import re

UNSUPPORTED = "unsupported"
_WORD = re.compile(r"[^\W\d_]+")
_ENGLISH = frozenset("the of and is in to at with for are from by on this that shows each value values its it as "
                     "than higher lower highest lowest while which has have was were".split())
# frequent short words of other languages written in Latin letters, none of them an English word or an
# abbreviation English prose uses ('et al.', an axis 'y')
_OTHER = frozenset("der die das und ist mit von den dem im zu eine einer nicht auf sich wird werden sind zeigt bei "
                   "höher niedriger jeweils le les est des du une avec dans sur sont plus pour qui "
                   "el los las con para una del por muestra más il di che della sono nella het een "
                   "zijn van och är och på för och med det som".split())
_MIN_LETTERS, _MIN_WORDS = 20, 8
_ASCII_LETTERS = re.compile(r"[A-Za-z]+")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def language_of(text: str) -> str | None:
    """``"unsupported"`` for a text the readers cannot read; None when it reads as English (or is too short to say)."""
    if text.isascii():
        return _ascii_language(text)  # every letter is Latin: only the words can say
    if not any(ch.isalnum() for ch in _NON_ASCII.findall(text)):
        # what is not ASCII ("’", "–", "≈", "×") is no letter, digit or numeral: no part of a word (``_WORD``),
        # and the words are the ASCII ones, read as an ASCII text's are, each such character a space
        return _ascii_language(text.encode("ascii", "replace").decode("ascii"))
    latin, letters = _letter_counts(text)
    if letters >= _MIN_LETTERS and latin / letters < 0.5:
        return UNSUPPORTED  # mostly letters of another script (Chinese, Cyrillic, Arabic, ...)
    # outside ASCII a letter's lower case can be two characters ('İ' -> 'i̇') and split a word differently
    return _by_words([w.lower() for w in _WORD.findall(text)])


def _by_words(words: list) -> str | None:
    """``language_of`` from the lower-cased words of a text whose letters are mostly Latin."""
    if len(words) < _MIN_WORDS:
        return None
    other = [w for w in words if w in _OTHER]
    if len(set(other)) < 3:
        return None  # the English words are only counted when they could matter
    english = sum(w in _ENGLISH for w in words)
    return UNSUPPORTED if len(other) > 2 * english else None


# In ASCII text ``_WORD`` matches the runs of [A-Za-z]: every other byte as a space, the lower-cased text's words
# are one ``bytes.split`` (the same words, at C speed; most texts hold fewer than three of ``_OTHER``'s words,
# tested by one set intersection before any word is counted)
_LETTER_BYTES = bytes(c if 97 <= c <= 122 else 32 for c in range(256))
_OTHER_BYTES = frozenset(w.encode("ascii") for w in _OTHER if w.isascii())
_ENGLISH_BYTES = frozenset(w.encode("ascii") for w in _ENGLISH)


def _ascii_language(text: str) -> str | None:
    """``language_of`` of an ASCII text (the same answer, read from bytes)."""
    words = text.lower().encode("ascii").translate(_LETTER_BYTES).split()
    if len(words) < _MIN_WORDS or len(_OTHER_BYTES.intersection(words)) < 3:
        return None
    other = sum(w in _OTHER_BYTES for w in words)
    english = sum(w in _ENGLISH_BYTES for w in words)
    return UNSUPPORTED if other > 2 * english else None


def _letter_counts(text: str) -> tuple[int, int]:
    """How many letters ``text`` holds below U+0250 (Latin), and how many in all. The ASCII letters are counted by
    one regex pass (runs of them, not one string per letter); only the few other characters are looked at one by
    one (a per-character loop over the whole text was 7% of scoring)."""
    ascii_letters = sum(map(len, _ASCII_LETTERS.findall(text)))
    wide = [ch for ch in _NON_ASCII.findall(text) if ch.isalpha()]
    return ascii_letters + sum(ch < "\u0250" for ch in wide), ascii_letters + len(wide)
