"""The series' names and keys that the trend readers of series prose test trend words against are made once per
list of series (``line_words.series_words``), not once per trend word, and give the answers the per-word sets gave.
Figures and sentences written for the tests."""

from __future__ import annotations

import re
from pathlib import Path

from vlmeval.claims.line_words import inside_name, series_words
from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.groundtruth.series_facts import series_for

BREWERIES = figure_from_table(read_csv_text(
    "Brewery,Output in million hectoliters\nRosebank,9.4\nFellows & Sons,7.1\nRising Star,5.2\nOld Mill,2.3\n",
    Path("t.csv")), "bar", title="Fastest growing breweries in Ruritania in 2019 ( in million hectoliters )")
PRICES = figure_from_table(read_csv_text(
    "Year,Sales growth,Wholesale Price\n2015,2.0,10\n2016,2.5,12\n2017,3.1,11\n", Path("p.csv")), "line",
    title="Sales growth and prices")


def _inside_name_per_word(text: str, m: re.Match, a: int, series) -> bool:
    """``inside_name`` as it read the names before: a set of every series' panel, name and keys per trend word."""
    before = text[a:m.start()].rstrip()
    if m.group()[0].isupper() and before and not before.endswith((".", ":", "!", "?", "\n")):
        return True
    prev = re.search(r"([\w-]+)\W*$", text[max(a, m.start() - 40):m.start()])
    nxt = re.match(r"\W*([\w-]+)", text[m.end():m.end() + 40])
    pairs = [f"{prev[1]} {m.group()}".lower()] if prev else []
    pairs += [f"{m.group()} {nxt[1]}".lower()] if nxt else []
    names = {str(x).lower() for s in series for x in (s.panel, s.name, *s.keys)}
    return any(pair in name for pair in pairs for name in names)


def test_the_words_of_a_figures_series_are_made_once():
    series = series_for(PRICES)
    first = series_words(series)
    assert series_words(series) is first  # the same objects: not made again for the next trend word
    names, joined = first
    assert names == {str(k).lower() for s in series for k in s.keys} | {str(s.name).lower() for s in series}
    assert set(joined.split("\0")) == names | {str(s.panel).lower() for s in series}


def test_another_list_of_series_gets_its_own_words():
    prices, breweries = series_for(PRICES), series_for(BREWERIES)
    assert series_words(prices)[0] != series_words(breweries)[0]
    assert "rising star" in series_words(breweries)[0]


def test_a_trend_word_is_inside_a_name_exactly_when_it_was_before():
    texts = ["The chart lists the fastest growing breweries of the country.",
             "Sales growth rose from 2.0 in 2015 to 3.1 in 2017, a growing trend.",
             "Wholesale prices fell in 2017 while the rising star of sales growth kept growing.",
             "Among the breweries, Rising Star is third; output is falling."]
    for fig in (BREWERIES, PRICES):
        series = series_for(fig)
        for text in texts:
            for m in re.finditer(r"(?i)\b(?:growing|growth|rising|rose|fell|falling)\b", text):
                assert inside_name(text, m, 0, series) == _inside_name_per_word(text, m, 0, series), (text, m.group())
