"""The substring tests that years.in_name and category_names.category_mentions make before compiling a pattern
per figure name must never drop a match: each is compared with the patterns compiled and run unconditionally."""

import random
import re

from vlmeval.claims import category_names
from vlmeval.claims.years import in_name


def _in_name_reference(text: str, start: int, end: int, names: list[str]) -> bool:
    prev = re.search(r"([A-Za-z][\w&-]*)\s+$", text[max(0, start - 30):start])
    if prev:
        pattern = re.compile(rf"\b{re.escape(prev[1])}\s+{re.escape(text[start:end])}(?![\d.,]*\d)", re.I)
        if any(pattern.search(name) for name in names):
            return True
    nxt = re.match(r"\s+([A-Za-z][\w&-]*)", text[end:end + 30])
    if not nxt or start > 0 and (text[start - 1].isdigit() or text[start - 1] in ".,"):
        return False
    pattern = re.compile(rf"(?<![\d.,]){re.escape(text[start:end])}\s+{re.escape(nxt[1])}\b", re.I)
    return any(pattern.search(name) for name in names)


_WORDS = ["Fiat", "fiat", "procs", "PROCS", "Model", "sales", "ſales", "in", "the", "K", "\u212a"]
_NUMBERS = ["500", "64", "2.5", "1,000", "7B", "3k", "٣"]


def test_in_name_finds_what_the_patterns_find():
    rng = random.Random(5)
    hits = 0
    for _ in range(4000):
        number = rng.choice(_NUMBERS)
        before, after = rng.choice(_WORDS), rng.choice(_WORDS)
        text = f"{before} {number} {after} rose"
        start = len(before) + 1
        names = [" ".join(rng.choice(_WORDS + _NUMBERS) for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(0, 4))]
        expected = _in_name_reference(text, start, start + len(number), names)
        assert in_name(text, start, start + len(number), names) == expected, (text, names)
        hits += expected
    assert hits > 50  # the sample holds names that hold the number, in both cases


def _mentions_reference(text: str, keys: list) -> list[tuple[int, int, object]]:
    found, taken = [], []
    for key in sorted(keys, key=lambda k: -len(str(k))):
        words = re.findall(r"\w+", str(key))
        if not words:
            continue
        flags = 0 if str(key).strip().lower() in category_names._COMMON_KEYS else re.I
        pattern = re.compile(r"(?<!\w)" + r"\W{0,3}".join(map(category_names._word_pattern, words)) + r"(?!\w)", flags)
        for m in pattern.finditer(text):
            if not any(a < m.end() and m.start() < b for a, b in taken):
                found.append((m.start(), m.end(), key))
                taken.append((m.start(), m.end()))
    return found


def test_category_patterns_find_what_compiled_patterns_find():
    rng = random.Random(11)
    keys = ["Other", "Total", "North America", "Sales", "15 years old", "ſtraße", "Kelvin", "Café Noir"]
    words = ["other", "Other", "north", "America", "sale", "Sales", "15 year old", "STRASSE", "ſtraße", "\u212aelvin",
             "kelvin", "café", "CAFÉ noir", "total", "and", "the"]
    hits = 0
    for _ in range(3000):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 8)))
        got = [(m[0], m[1], m[2]) for m in _lazy_matches(text, keys)]
        expected = _mentions_reference(text, keys)
        assert got == expected, text
        hits += bool(expected)
    assert hits > 500


def _lazy_matches(text: str, keys: list):
    found, taken = [], []
    span = (text, text.lower()) if text.isascii() else None
    for pattern, flags, needs, key in category_names._key_patterns(keys):
        for m in category_names._matches(pattern, flags, needs, text, 0, len(text), span):
            if not any(a < m.end() and m.start() < b for a, b in taken):
                found.append((m.start(), m.end(), key))
                taken.append((m.start(), m.end()))
    return found
