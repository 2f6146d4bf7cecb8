"""Characters as the reader should see them: TeX fonts' unmapped glyph codes as Unicode, accents joined to their
letter.

A TeX font embedded without a ToUnicode map (Computer Modern from pdfTeX, or matplotlib's usetex) reaches
pdfplumber as "(cid:N)": N is the glyph's place in the font's TeX encoding, which the font's name tells (CMSY: OMS,
CMMI: OML, CMR: OT1, EC/SF fonts: T1), so "(cid:104)N (cid:105)" is ⟨N⟩ and CMMI's "(cid:96)" is ℓ. TeX draws an
accent as a glyph of its own over its letter ("\\AA": a ring, then an A at the same place), and NFKC turns a spacing
accent into a space and a combining mark ("R [ ̊"): an accent whose middle lies over a letter's box is joined to that
letter ("Å", "ü").
"""

from __future__ import annotations

import math
import re
import unicodedata

_GREEK_CAPITALS = dict(enumerate("ΓΔΘΛΞΠΣΥΦΨΩ"))
OT1 = {**_GREEK_CAPITALS, 11: "ff", 12: "fi", 13: "fl", 14: "ffi", 15: "ffl", 16: "ı", 17: "ȷ", 18: "\u0300",
       19: "\u0301", 20: "\u030c", 21: "\u0306", 22: "\u0304", 23: "\u030a", 24: "\u0327", 25: "ß", 26: "æ", 27: "œ",
       28: "ø", 29: "Æ", 30: "Œ", 31: "Ø", 60: "¡", 62: "¿", 94: "\u0302", 95: "\u0307", 123: "–", 124: "—",
       125: "\u030b", 126: "\u0303", 127: "\u0308"}
T1 = {0: "\u0300", 1: "\u0301", 2: "\u0302", 3: "\u0303", 4: "\u0308", 5: "\u030b", 6: "\u030a", 7: "\u030c",
      8: "\u0306", 9: "\u0304", 10: "\u0307", 11: "\u0327", 12: "\u0328", 21: "–", 22: "—", 25: "ı", 26: "ȷ",
      27: "ff", 28: "fi", 29: "fl", 30: "ffi", 31: "ffl"}
OML = {**_GREEK_CAPITALS, **dict(zip(range(11, 40), "αβγδϵζηθικλμνξπρστυϕχψωεϑϖϱςφ")), 58: ".", 59: ",", 60: "<",
       61: "/", 62: ">", 64: "∂", 96: "ℓ", 123: "ı", 124: "ȷ", 125: "℘"}
OMS = {0: "−", 1: "·", 2: "×", 3: "∗", 4: "÷", 5: "⋄", 6: "±", 7: "∓", 8: "⊕", 9: "⊖", 10: "⊗", 11: "⊘", 12: "⊙",
       13: "○", 14: "∘", 15: "•", 16: "≍", 17: "≡", 18: "⊆", 19: "⊇", 20: "≤", 21: "≥", 22: "⪯", 23: "⪰", 24: "∼",
       25: "≈", 26: "⊂", 27: "⊃", 28: "≪", 29: "≫", 30: "≺", 31: "≻", 32: "←", 33: "→", 34: "↑", 35: "↓", 36: "↔",
       39: "≃", 40: "⇐", 41: "⇒", 42: "⇑", 43: "⇓", 44: "⇔", 48: "′", 49: "∞", 50: "∈", 51: "∋", 52: "△", 53: "▽",
       56: "∀", 57: "∃", 58: "¬", 59: "∅", 62: "⊤", 63: "⊥", 91: "∪", 92: "∩", 93: "⊎", 94: "∧", 95: "∨", 96: "⊢",
       97: "⊣", 98: "⌊", 99: "⌋", 100: "⌈", 101: "⌉", 102: "{", 103: "}", 104: "⟨", 105: "⟩", 106: "|", 107: "‖",
       110: "\\", 112: "√", 114: "∇", 120: "§", 121: "†", 122: "‡", 123: "¶"}
OMS.update({code: chr(code) for code in range(65, 91)})  # calligraphic capitals: 𝒜 reads as A
OMX = {**dict(enumerate("()[]⌊⌋⌈⌉{}⟨⟩")), **dict(zip(range(16, 36), "()()[]⌊⌋⌈⌉{}⟨⟩/\\()[]")),
       **dict.fromkeys(range(112, 117), "√"), 80: "∑", 88: "∑", 81: "∏", 89: "∏", 82: "∫", 90: "∫"}  # big delimiters
_ENCODINGS = [(re.compile(r"^(CMEX|LMEX)"), OMX),
              (re.compile(r"^(CMSY|CMBSY|LMSY|MSBM|LMMATHSYMBOLS)"), OMS),
              (re.compile(r"^(CMMI|CMMIB|LMMI|LMMATHITALIC)"), OML),
              (re.compile(r"^(EC|TC|SF|LMR|T1)"), T1),
              (re.compile(r"^(CM|LM)"), OT1)]
_CID = re.compile(r"\(cid:(\d+)\)")
# spacing accents (as a font without combining marks names them) and their combining forms
SPACING_ACCENTS = {"`": "\u0300", "´": "\u0301", "ˆ": "\u0302", "˜": "\u0303", "¯": "\u0304", "˘": "\u0306",
                   "˙": "\u0307", "¨": "\u0308", "˚": "\u030a", "˝": "\u030b", "ˇ": "\u030c", "¸": "\u0327",
                   "˛": "\u0328"}


def tex_encoding(fontname: str) -> dict[int, str] | None:
    """The TeX encoding a font's name implies ('ABCDEF+CMSY10': OMS), or None for a font outside TeX's families."""
    name = fontname.split("+", 1)[-1].upper()
    return next((table for pattern, table in _ENCODINGS if pattern.match(name)), None)


def _bakoma_code(ch: str) -> int | None:
    """The TeX code of a character of matplotlib's BaKoMa Computer Modern ('Cmsy10', mathtext.fontset 'cm'): its
    TrueType fonts move codes 0-9 to 161-170, 10-32 to 173-195 and 127 to 196, so CMSY's minus (0) reads '¡'."""
    o = ord(ch) if len(ch) == 1 else -1
    if 161 <= o <= 170:
        return o - 161
    if 173 <= o <= 195:
        return o - 163
    return 127 if o == 196 else None


def unicode_text(text: str, fontname: str) -> str:
    """A character's text with any "(cid:N)" put as its TeX encoding says; an unknown code stays as it was."""
    base = fontname.split("+", 1)[-1]
    if base[:2] == "Cm" and len(text) == 1:  # BaKoMa's names are 'Cmsy10', TeX's 'CMSY10'
        table = tex_encoding(fontname) or {}
        code = _bakoma_code(text)
        if code is None and any(table is t for t in (OML, OMS, OMX)) and ord(text) >= 33:
            code = ord(text)  # printable codes stay in place: CMMI's '/' is code 61, which reads '='
        return table.get(code, text) if code is not None else text
    if "(cid:" not in text:
        return text
    table = tex_encoding(fontname) or {}
    return _CID.sub(lambda m: table.get(int(m.group(1)), m.group(0)), text)


def _combining(text: str) -> str | None:
    if text in SPACING_ACCENTS:
        return SPACING_ACCENTS[text]
    if text and all(unicodedata.combining(ch) for ch in text):
        return text
    return None


def _angle(c: dict) -> int:
    a, b = c["matrix"][:2]
    return round(math.degrees(math.atan2(b, a)))


def _over(accent: dict, base: dict) -> bool:
    """The accent's middle lies over the letter's box, along a baseline of the same direction."""
    if _angle(accent) != _angle(base) or not base["text"][-1:].isalpha():
        return False
    middle_x, middle_y = (accent["x0"] + accent["x1"]) / 2, (accent["top"] + accent["bottom"]) / 2
    if _angle(accent) in (0, 180):  # horizontal text: along x
        return base["x0"] <= middle_x <= base["x1"] and abs(accent["top"] - base["top"]) < base["size"]
    return base["top"] <= middle_y <= base["bottom"] and abs(accent["x0"] - base["x0"]) < base["size"]


def readable_chars(chars: list[dict]) -> list[dict]:
    """The page's characters with TeX glyph codes as Unicode and each accent joined to the letter it is drawn over
    (the letter before or after it in the content stream); the others unchanged, in their order."""
    out = [dict(c, text=unicode_text(c["text"], c.get("fontname", ""))) for c in chars]
    joined: set[int] = set()
    for i, c in enumerate(out):
        mark = _combining(c["text"])
        if mark is None:
            continue
        for j in (i + 1, i - 1):
            if 0 <= j < len(out) and j not in joined and _combining(out[j]["text"]) is None and _over(c, out[j]):
                out[j] = dict(out[j], text=unicodedata.normalize("NFC", out[j]["text"] + mark))
                joined.add(i)
                break
    return [c for i, c in enumerate(out) if i not in joined]
