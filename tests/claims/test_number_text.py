"""vlmeval.claims.number_text: the number text both stacks read (sign, thousands commas, decimals, exponent,
percent, scale words), checked against hand-worked values, and read the same by each stack's own pattern."""

from __future__ import annotations

import math

import pytest

from vlmeval.claims.number_text import read_number
from vlmeval.claims.line_text import find_numbers
from vlmeval.claims.text import numbers_in


@pytest.mark.parametrize("number,unit,value,decimals,scale,percent", [
    ("52.0", "", 52.0, 1, 1.0, False),
    ("-3.25", "", -3.25, 2, 1.0, False),
    ("−3.25", "", -3.25, 2, 1.0, False),  # U+2212, the typographic minus
    ("1,234,567", "", 1234567.0, 0, 1.0, False),
    ("1,250.50", "%", 1250.5, 2, 1.0, True),
    ("12", " percent", 12.0, 0, 1.0, True),
    ("12", " per cent", 12.0, 0, 1.0, True),
    ("2.5", "k", 2500.0, 1, 1e3, False),
    ("2.5", " M", 2.5e6, 1, 1e6, False),
    ("3", " billion", 3e9, 0, 1e9, False),
    ("1.5e3", "", 1500.0, 1, 1.0, False),
])
def test_a_number_as_written(number, unit, value, decimals, scale, percent):
    read = read_number(number, unit)
    assert (read.value, read.decimals, read.scale, read.percent) == (value, decimals, scale, percent)
    assert read.written * read.scale == read.value


def test_what_is_no_number():
    assert read_number("1.2.3") is None
    assert read_number("") is None
    assert math.isinf(read_number("9" * 400).value)  # read; each stack decides what to do with it


def test_both_stacks_read_the_same_number_text_the_same():
    text = "It rose to 2.5k, then 52.0%, and fell to −3.25."
    heat = [(n.value, n.decimals) for n in numbers_in(text)]
    series = [(n.value, n.decimals, n.percent) for n in find_numbers(text, [])]
    assert [v for v, _ in heat] == [v for v, _, _ in series] == [2500.0, 52.0, -3.25]
    assert [p for _, _, p in series] == [False, True, False]
    # the stacks' own rules: the heatmap stack counts decimals of the value (2500 has none), series prose
    # those as written (its tolerance is scaled instead); both read thousands commas (claims.text.thousands_number)
    assert heat[0][1] == 0 and series[0][1] == 1
    assert [n.value for n in find_numbers("a total of 1,234 cases", [])] == [1234.0]
    assert [n.value for n in numbers_in("a total of 1,234 cases")] == [1234.0]


def test_a_place_number_is_read_once_per_written_text(monkeypatch):
    """``text.number_value`` (the numbers of places: "Ratio 0.3") reads a number's text once per process, as
    ``numbers_in`` does, and gives what reading it gives: signed, scaled, None when not finite."""
    from vlmeval.claims import text as text_module

    calls = []
    real = text_module.read_number
    monkeypatch.setattr(text_module, "read_number", lambda num, unit: calls.append(num) or real(num, unit))
    written = "-77.125k"  # a text no other test reads
    values = [text_module.number_value(m) for m in text_module.NUMBER_RE.finditer(f"at {written} and {written}")]
    assert values == [-77125.0, -77125.0]
    assert calls == ["77.125"]
    assert [text_module.number_value(m) for m in text_module.NUMBER_RE.finditer("1e999 then 2.5%")] == [None, 2.5]
