"""The keys of a grid's header and row cells (``claims.types.value_tables``): a cell's number or name, a name
that holds a number ("U = 5.0"), a header with a unit ("MCM (K)"), an abbreviated legend entry, a column of
differences."""

from __future__ import annotations

import re

from vlmeval.claims import Document
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.line_words import of_a_difference
from vlmeval.claims.text import numbers_in


def cell_key(cell: str):
    """A header/row-key cell as a key: its single number ("Ratio 0.1", "ratio_0.1", "**3000**"), or its name."""
    text = cell.strip().strip("*`_ ").strip()
    nums = numbers_in(text.replace("_", " "))  # "_" is a word character: "ratio_0.1" would hide its number
    if len(nums) == 1 and not text.startswith("^", nums[0].end):  # "2^6": a power read as its base alone is a name
        return nums[0].value, text
    return (text if text else None), text


_GLOSS = re.compile(r"\s*\([^()\d]{1,30}\)\s*$")  # a bracketed note without digits at a name's end
_UNIT_SUFFIX = re.compile(r"\s*[(\[][^()\[\]\d]{1,8}[)\]]\s*$")


def named_key(doc: Document, cell: str):
    """``cell_key(cell)``, but a cell that names one of the figure's series or columns whose name holds a number
    ("U = 5.0", a curve at that parameter) is that name, not the number."""
    key, text = cell_key(cell)
    if isinstance(key, str):
        return _assigned_key(doc, key) or _glossed_key(doc, key)
    if not text or not any(ch.isalpha() for ch in text):
        return key  # a bare number ("0.1", "**3000**"): no name to look up
    lex = doc.lex
    for said in (text, _GLOSS.sub("", text)):  # "T = 1.0 K (grey)": the curve's name and its colour
        named = find_key(said, lex.rows)
        named = named if isinstance(named, str) else find_key(said, lex.columns)
        if isinstance(named, str):
            return named
    return key


def _assigned_key(doc: Document, name: str) -> str | None:
    """The figure's one column or series named after the "=" of a cell that names none whole ("β = 2^6" over the
    column "2^6"); None otherwise."""
    if "=" not in name or _names_a_key(doc.lex, name):
        return None
    value = name.split("=", 1)[1].strip()
    found = find_key(value, doc.lex.columns) if value else None
    found = found if isinstance(found, str) else find_key(value, doc.lex.rows) if value else None
    return found if isinstance(found, str) else None


def _glossed_key(doc: Document, name: str) -> str:
    """``name``, or the figure's one series/column it is the head of when the record's key adds a gloss ("A-RL" for
    "A-RL (i.i.d. baseline)": a table's header cell abbreviates the legend entry)."""
    lex = doc.lex
    if _names_a_key(lex, name):
        return name
    heads = lex.resolve_prefix(name)
    if len(heads) != 1:
        return name
    shown = lex.display[heads[0]]
    found = find_key(shown, lex.rows)
    found = found if found is not None else find_key(shown, lex.columns)
    return found if isinstance(found, str) else name


def header_key(doc: Document, cell: str):
    """A header cell's key; "MCM (K)", "Loss [%]": a trailing bracketed unit is dropped when the name without it
    is one of the figure's series/columns and the whole text is not. None for a column of differences."""
    key = named_key(doc, cell)
    lex = doc.lex
    if isinstance(key, str) and of_a_difference(key, len(key)) and find_key(key, lex.rows + lex.columns) is None:
        return None  # "| Gap (B − A) |": a column of differences between series, not values at a place
    if not isinstance(key, str) or not _UNIT_SUFFIX.search(key):
        return key
    if _names_a_key(lex, key):
        return key
    bare = _UNIT_SUFFIX.sub("", key)
    return bare if _names_a_key(lex, bare) else key


def _names_a_key(lex, name: str) -> bool:
    """Whether ``name`` is one of the figure's series (row keys) or columns."""
    return find_key(name, lex.rows) is not None or find_key(name, lex.columns) is not None
