"""Shortcuts in the shared look-ups (issue 34) find exactly what the plain computation finds."""

from __future__ import annotations

import re

import pytest

from vlmeval.claims import category_names
from vlmeval.claims.category_names import key_containing, near_key
from vlmeval.claims.gazetteer import PLACE_FORMS, PLACE_RE, forms_of

# the pattern as it was, tried at every position
_PLAIN = re.compile(r"(?<![\w.])(?:the\s+)?(" + "|".join(
    re.escape(f) for f in sorted(PLACE_FORMS, key=len, reverse=True)) + r")(?![\w])(?!\.\w)")


@pytest.mark.parametrize("text", [
    "Sales in the United States rose, while the UK and South Korea fell; Korea's share and the US's too.",
    "the Netherlands, theNetherlands, Mr. Spain, e.g.France, U.S. and US. and (Brazil) [Peru]",
    "ſpain Zürich Ölland İndia the  Czech Republic",
    "",
])
def test_places_found_as_the_plain_pattern_finds_them(text):
    assert [m.span(1) for m in PLACE_RE.finditer(text)] == [m.span(1) for m in _PLAIN.finditer(text)]


def test_places_found_as_the_plain_pattern_finds_them_in_the_seeds(seed_text):
    for number in ("000", "001", "002", "003", "004"):
        text = seed_text(number)
        assert [m.span(1) for m in PLACE_RE.finditer(text)] == [m.span(1) for m in _PLAIN.finditer(text)]


def test_forms_of_a_place_every_written_form():
    place = PLACE_FORMS["United States"]
    assert forms_of(place) == {f for f, c in PLACE_FORMS.items() if c == place}
    assert len(forms_of(place)) > 1


def _plain_key_containing(name, keys):
    words = category_names._stems.__wrapped__(name)
    if not words or (len(words) < 2 and len(words[0]) < 6):
        return None
    found = [k for k in keys if category_names._holds(category_names._stems.__wrapped__(str(k)), words)]
    return found[0] if len(found) == 1 else None


@pytest.mark.parametrize("name", ["Freedom's Sentinel", "General Mills", "Amore", "Conservatives", "Three-word",
                                  "Mills Canada Corp", "Sentinel"])
def test_key_look_ups_from_the_table_as_from_the_keys(name):
    keys = ["Operation Freedom's Sentinel", "General Mills Canada Corporation", "Amore Mio", "Conservative",
            "Three words", "Labour"]
    assert key_containing(name, keys) == _plain_key_containing(name, keys)
    assert key_containing(name, list(reversed(keys))) == _plain_key_containing(name, list(reversed(keys)))


def test_keys_equal_as_numbers_keep_their_own_type():
    # 1 == 1.0, so a table cached by the keys alone would hand one figure the other's keys
    assert type(near_key("100001", [100000])) is int
    assert type(near_key("100001", [100000.0])) is float
    assert type(key_containing("100000", [100000.0])) is float
    assert near_key("Labur", ["Labour", "Green"]) == "Labour"


# --- issue 34, speed11: whole-text patterns that open with a character class, and a substring gate ---

from itertools import product  # noqa: E402

from figure_texts import figure_texts  # noqa: E402

from vlmeval.claims import text as claims_text  # noqa: E402
from vlmeval.claims.document import _X_AXIS, x_axis_may  # noqa: E402

# the sentence-end pattern as it was: a look-ahead first, so tried at every position of the text; "et al." ends no
# sentence before a year ("Luger et al. (2017)")
_PLAIN_SENTENCE_END = re.compile(r"(?=[ \t\n])(?:(?<=[.!?])(?<! et al\.)[ \t]+(?=[A-Z*#(\[\"'`0-9])"
                                 r"|(?<= et al\.)[ \t]+(?=[A-Z*#\[\"'`])|\n+)")
_PIECES = (".", "!", " ", "\t", "\n", "A", "a", "0", "*", "?", "x-axis", "Column", "ſ", "  ")


@pytest.fixture(scope="module")
def corpus(shared_dir, seed_text, seed_figure):
    return [t for _, t in figure_texts(shared_dir, seed_text, seed_figure)]


def _small_texts(n: int):
    for k in range(n + 1):
        for parts in product(_PIECES, repeat=k):
            yield "".join(parts)


def _ends(pattern, text):
    return [m.span() for m in pattern.finditer(text)]


def test_sentences_split_where_the_plain_pattern_ends_them(corpus):
    texts = [*corpus, *_small_texts(4), "Done. Next", "Done.\t \tNext", "a. b", "e.g. 3 items", ".\n\n\nA", " .A",
             # white space ``str.strip`` takes that is neither a space, a tab nor a newline, at a sentence's edges
             "\u00a0Done.\u00a0 Next\x1c", "A.\u2009B. C\x1c\n\x1cD", "\u3000X. \x0bY.\x0c",
             "as found by Luger et al. (2017), a chain. Smith et al. 2019 agree. Jones et al. They differ.",
             "et al. (2017) begins. Cf. Roe et al.\n(2001)"]
    for text in texts:
        assert claims_text.sentence_spans(text) == _plain_sentence_spans(text), text
    for text in texts[:50]:  # and every tail of a text, as a reader of a line asks
        for pos in range(len(text) + 1):
            assert claims_text.sentence_spans(text[pos:]) == _plain_sentence_spans(text[pos:])


def test_a_citation_ends_no_sentence():
    text = "The chain librates, as found by Luger et al. (2017), in every run. Roe et al. disagree."
    assert [text[a:b] for a, b in claims_text.sentence_spans(text)] == [
        "The chain librates, as found by Luger et al. (2017), in every run.", "Roe et al. disagree."]


def _plain_sentence_spans(text):
    spans, start = [], 0
    for s, e in _ends(_PLAIN_SENTENCE_END, text):
        claims_text._add_stripped(spans, text, start, s)
        start = e
    claims_text._add_stripped(spans, text, start, len(text))
    return spans


def test_x_axis_lines_gated_only_where_the_pattern_cannot_match(corpus):
    lines = [line for text in corpus for line in text.split("\n")]
    lines += list(_small_texts(3)) + ["The X-AXIS shows", "horizontal  axis", "COLUMNS", "x axiſ", "columnſ"]
    matched = 0
    for line in lines:
        if _X_AXIS.search(line):
            matched += 1
            assert x_axis_may(line), line
    assert matched > 100  # the corpus and the pieces hold many x-axis lines: the gate is tested where it matters
    assert not x_axis_may("Values rise from 0.1 to 0.9.") and x_axis_may("values, ſ")  # no word; not ASCII


# --- the longest run of white space, sought in the text's bytes ---

from vlmeval.claims.near_words import space_run  # noqa: E402

_SPACES = (" ", "\n", "\t", "\x1c", "\x85", "\u00a0", "\u3000", "\u2009", "Å", "–", "a", "\ud800")


def _plain_space_run(text):
    return max(map(len, re.findall(r"\s\s+", text)), default=1)


def test_every_character_is_white_space_to_str_as_to_re():
    assert all((re.match(r"\s", chr(c)) is not None) == chr(c).isspace() for c in range(0x110000))


def test_longest_white_space_run_as_the_pattern_measures_it(corpus):
    texts = [*corpus, *("".join(p) for k in range(4) for p in product(_SPACES, repeat=k)),
             "a" + " " * 7 + "b", "a" + " " * 8 + "b", "a \n\t" * 3 + "\n" * 12, "Å\u00a0 b", "x \x85 y", ""]
    runs = [space_run(text) for text in texts]
    assert runs == [_plain_space_run(text) for text in texts]
    assert {1, 2, 3, 7, 8, 15} <= set(runs)  # single spaces, short and long runs, each path taken


def test_intro_lines_gated_only_where_the_pattern_cannot_match(corpus):
    from vlmeval.claims.document import _INTRO_LINE, intro_line

    lines = [line for text in corpus for line in text.split("\n")]
    lines += ["".join(p) for k in range(5) for p in product(("a", ":", " ", "\t", "\u00a0", "\x1c", "- ", "1. "), repeat=k)]
    lines += ["Values for AMC23 are: \n", "R1-Qwen | AMC23:\u3000", "a:\x85"]
    matched = 0
    for line in lines:
        plain = _INTRO_LINE.match(line)
        got = intro_line(line)
        assert (got.span(), got.groups()) == (plain.span(), plain.groups()) if plain else got is None, line
        matched += plain is not None
    assert matched > 100


def test_the_listed_wide_white_space_is_every_white_space_outside_ascii():
    from vlmeval.claims.near_words import WIDE_SPACE_CHARS

    assert WIDE_SPACE_CHARS == "".join(chr(c) for c in range(128, 0x110000) if chr(c).isspace())
