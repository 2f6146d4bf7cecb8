"""One number finder (issue 34): the Document finds where numbers are written once (``claims.text.FIND_NUMBER_RE``,
``Document.found_numbers``); the table and results readers (``claims.text.numbers_in``, ``Document.numbers``) and
line/bar prose (``claims.line_text.find_numbers``) each read those finds their way, and read exactly what their
own patterns read over the whole text, but for thousands commas, which both read ("2,113,370" is one number)."""

from __future__ import annotations

import math
import random
import re

import pytest

from vlmeval.claims import Document, line_text, text
from vlmeval.claims.pipeline import pipeline_of
from vlmeval.claims.types import line_prose
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.scoring.scorecard import evaluate_text

# pieces that exercise every rule the two readings differ by: thousands commas (well and badly grouped), exponents,
# glued and spaced units, signs, names around a number, durations
_PARTS = ["12", "3.5", "-4", "−7", "2k", "50%", "1e3", "0.25", "x2", "v1.2", "A-3", "1,000", "(9)", "7.", ".5",
          "1,234,567", "2,3456", "1,234.5", " ", " ", "\n", ", ", "; ", ": ", "|", "*", "`", "and", "to", "-", "=",
          "/", "'", "’", "e", "k", ".", "M", " million", " percent", "per cent", "e+5", "e-2", "%", "@", "^", "_",
          "K", "-day", "5", ",", "0", "+", "q", " thousand", "-year"]


def _texts(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        yield "".join(rng.choice(_PARTS) for _ in range(rng.randint(1, 12)))


def _table_reading(sample: str) -> list[tuple]:
    """What the table readers read, told independently of ``numbers_in``'s loop: ``NUMBER_RE``'s matches over the
    whole text and the finds read as one thousands number, taken left to right without overlaps (at one place the
    thousands number wins)."""
    whole = [w for f in text.find_numbers(sample) if (w := text.thousands_number(sample, f)) is not None]
    places = [(w.start, 0, w.end, (w.value, w.decimals, w.start, w.end) if math.isfinite(w.value) else None)
              for w in whole]
    for m in text.NUMBER_RE.finditer(sample):
        n = text.parse_number_match(m)
        places.append((m.start(), 1, m.end(), None if n is None else (n.value, n.decimals, n.start, n.end)))
    out, last = [], 0
    for start, _, end, read in sorted(places, key=lambda p: p[:2]):
        if start >= last:
            last = end
            if read is not None:
                out.append(read)
    return out


def test_the_table_reading_of_the_finds_is_the_table_pattern_and_thousands():
    for sample in _texts(5, 20000):
        read = [(n.value, n.decimals, n.start, n.end) for n in text.numbers_in(sample)]
        assert read == _table_reading(sample), sample


def test_without_thousands_the_table_reading_is_the_table_pattern_over_the_text():
    """Where no find is a thousands number, the table readers read exactly what ``NUMBER_RE`` reads."""
    for sample in _texts(7, 20000):
        found = text.find_numbers(sample)
        if any(text.thousands_number(sample, f) is not None for f in found):
            continue
        read = [(n.value, n.decimals, n.start, n.end) for n in text.numbers_in(sample, 0, found)]
        alone = [(n.value, n.decimals, n.start, n.end)
                 for m in text.NUMBER_RE.finditer(sample) if (n := text.parse_number_match(m)) is not None]
        assert read == alone, sample


@pytest.mark.parametrize("written,values", [
    ("2,113,370", [2113370.0]),
    ("-12,500.5%", [-12500.5]),
    ("2,113,370 million", [2113370.0]),  # the table readers read no scale word after a space, for any number
    ("0,200,400", [0.0, 200.0, 400.0]),  # ticks written without spaces
    ("1,2345", [1.0, 2345.0]),  # not thousands groups
    ("v1,234", [234.0]),  # a name's digits, then a number
    ("1,234M", [1.0]),  # glued to a name on its right: only what NUMBER_RE reads
])
def test_the_table_readers_read_thousands_commas(written, values):
    assert [n.value for n in text.numbers_in(f"It reached {written} in May.")] == values


# line prose's own pattern before it read the finds (kept here as the record of what it read): the reading of the
# finds (``line_text._readings``) reads the same, but for an exponent, which it reads (tests/claims/
# test_line_prose_exponents.py; the old pattern read none, or the tail of "1e+5") and a "−" after "," "/" "-"
_OLD_LINE_PROSE = re.compile(
    r"(?<![\w.,/-])(?P<num>[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?![\d,]*-(?:day|week|month|year))"
    r"(?P<unit>\s*(?:%|percent\b|per\s*cent\b|million\b|thousand\b|billion\b|trillion\b|[kK]\b|M\b))?(?!\.?\w)")
_OLD_SPACED = re.compile(r"(?<=\()\s*(?:(?:about|around|approximately|roughly|~)\s*)?(?P<num>\d{1,3}(?:,\s\d{3})+)(?P<unit>)"
                         r"(?=\s*(?:\)|$))", re.I)


def _old_line_reading(sample: str) -> list[tuple]:
    spaced = list(_OLD_SPACED.finditer(sample))
    matches = [m for m in _OLD_LINE_PROSE.finditer(sample)
               if not any(s.start("num") <= m.start() < s.end("num") for s in spaced)]
    return [(m.start("num"), m.end(), m["num"].replace(", ", ","), m["unit"] or None)
            for m in sorted(matches + spaced, key=lambda m: m.start("num"))]


def test_the_line_prose_reading_of_the_finds_reads_what_its_old_pattern_read():
    parts = _PARTS + ["(", ")", "(about ", ", 113", ", 370"]
    rng = random.Random(6)
    for _ in range(20000):
        sample = "".join(rng.choice([p for p in parts if p not in ("+", "e+5")]) for _ in range(rng.randint(1, 12)))
        found = text.find_numbers(sample)
        if "−" in sample or any(c in f.group("num") for f in found for c in "eE^"):  # a power of two too
            continue  # (tests/claims/test_powers_of_two.py): read whole, where the old pattern read its base
        read = [(a, b, w, u or None) for a, b, w, u in line_text._readings(sample, found)]
        assert read == _old_line_reading(sample), sample


@pytest.mark.parametrize("written", ["2,113,370", "-3.5e4", "12 million", "40 percent", "7 per cent", "2.5k", "3M"])
def test_the_finder_finds_each_number_whole(written):
    """Whatever part of it a reader reads, the finder finds the whole written number, once."""
    sentence = f"It reached {written} in May."
    [found] = text.find_numbers(sentence)
    assert found.group() == written


def test_the_readings_differ_as_named():
    """Read from the same finds: both read "2,113,370" as one number; the table readers read no scale word
    after it, line prose scales it."""
    sentence = "a total of 2,113,370 cases and 5 million more"
    assert [n.value for n in text.numbers_in(sentence)] == [2113370.0, 5.0]
    assert [n.value for n in line_text.find_numbers(sentence, [])] == [2113370.0, 5e6]


def test_a_document_finds_its_numbers_once():
    words = "It rose from 1,250 in 2019 to 3.5 million in 2021 (up 40%)."
    doc = Document(text=words, figure=None, lex=None, lines=[])
    assert doc.found_numbers() is doc.found_numbers()
    assert [(n.value, n.start) for n in doc.numbers(0, len(words))] == \
        [(n.value, n.start) for n in text.numbers_in(words)]


@pytest.fixture()
def bars(tmp_path):
    path = tmp_path / "regions.csv"
    path.write_text("region,people\nNorth,2113370\nSouth,1500000\nEast,980000\n")
    return figure_from_csv(path, "bar")


def test_line_prose_takes_its_numbers_from_the_document(bars, monkeypatch):
    """The line/bar prose reader reads the Document's finds: it never searches the text for numbers itself."""
    def no_second_search(_text):
        raise AssertionError("line prose searched the text for numbers again")

    monkeypatch.setattr(line_text, "find_written", no_second_search)
    verdicts = evaluate_text(bars, "North has 2,113,370 people; South has about 1.5 million.",
                             pipeline_of((line_prose.ENTRY,))).claims
    assert [c.verdict for c in verdicts] == ["supported", "supported"]


def test_a_number_past_a_float_is_no_value_in_line_prose():
    """Thousands groups past a float's range read as no number (they raised an OverflowError); as numbers_in."""
    long_number = "1," + "000," * 200 + "000"
    assert line_text.find_numbers(f"It reached {long_number} in May.", []) == []
    assert text.numbers_in(f"It reached {long_number} in May.") == []


def test_the_gap_tests_read_the_texts_readings(monkeypatch):
    """"No number between" two words asks the readings line prose read from the Document's finds: no search."""
    sentence = "It peaked at 0.5 per 1,000 people in May, and 30-day cases were 12 in June."
    line_text.read_text(sentence, text.find_numbers(sentence))
    monkeypatch.setattr(line_text, "find_written", lambda _t: pytest.fail("the gap was searched again"))
    at = sentence.index
    assert line_text.number_between(sentence, at("peaked"), at("May"))  # 0.5
    assert not line_text.number_between(sentence, at("0.5") + 3, at("May"), line_text.re.compile(r"\bper\s+[\d,]+"))
    assert not line_text.number_between(sentence, at("and"), at("were"))  # "30-day" is no number
    assert line_text.number_between(sentence, at("were"), at("June"))


@pytest.mark.parametrize("span", [(0, 60), (27, 60), (61, 120), (5, 80)])
def test_finds_in_a_span_are_the_spans_own(span):
    """A span's finds, matched again at the text's finds (no search), are those a search of the span finds, for
    a span that starts where no number can be glued to what is before it."""
    words = "Sales (2, 113, 370) rose to 3.5 million in 2021; the rest (about 12%) fell. Prices were 1e-3 and -4.5k at most."
    a, b = span
    found = text.find_numbers(words)
    assert [m.span() + (m.group(),) for m in text.finds_in(words, found, a, b)] == \
        [m.span() + (m.group(),) for m in text.find_numbers(words[a:b])]


def test_rankings_and_shared_values_read_the_documents_finds(bars, monkeypatch):
    """A bracketed value after a category ("North (2,113,370)") and a value shared by a list read the finds the
    Document found: the text is not searched for numbers again."""
    from vlmeval.claims.pipeline import default_pipeline

    monkeypatch.setattr(line_text, "find_written", lambda _t: pytest.fail("searched the text for numbers again"))
    claims = evaluate_text(bars, "1. North (2,113,370)\n2. South (1.5 million)\n\nSouth and East each had about 1 million.",
                           default_pipeline()).claims
    assert [c.verdict for c in claims if c.kind == "value"] == ["supported", "supported", "supported", "supported"]
