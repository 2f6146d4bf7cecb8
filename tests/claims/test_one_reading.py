"""One reading of the text (issue 34): line/bar prose reads its numbers as the one ``claims.text.Number`` and its
dates with the one date grammar (``vlmeval.dates``), the grammar the table keys' dates are read with."""

from __future__ import annotations

import datetime as dt

import pytest

from vlmeval import dates
from vlmeval.claims import line_prose, line_text, text
from vlmeval.groundtruth import series_facts


def _day(iso: str) -> int:
    return dt.date.fromisoformat(iso).toordinal()


@pytest.mark.parametrize("written", ["52.5", "1,250", "-3"])
def test_a_line_prose_number_is_the_shared_number(written):
    """The same value, decimals and place as the shared reader gives, plus what line prose adds (a bound)."""
    sentence = f"Sales reached about {written} in May."
    [prose] = line_text.find_numbers(sentence, [])
    assert isinstance(prose, text.Number) and isinstance(prose, text.ProseNumber)
    assert prose.bound == "approx"
    [shared] = text.numbers_in(sentence.replace(",", ""))  # the shared reader reads no thousands commas
    assert prose.value == shared.value and prose.decimals == shared.decimals


def test_line_prose_reads_its_dates_with_the_one_date_grammar():
    assert line_prose.find_dates is dates.find_dates
    assert not hasattr(line_text, "find_dates") and not hasattr(line_text, "DATE_RE")


@pytest.mark.parametrize("written,lo,hi", [
    ("in Q3 '19", "2019-07-01", "2019-09-30"),   # a quarter with a two-digit year (dates.short_year_key)
    ("in 2010/11", "2010-07-01", "2011-06-30"),  # a split fiscal year (dates.fiscal_key, dates.fiscal_span)
    ("in Sept. 2021", "2021-09-01", "2021-09-30"),  # a month as dates.MONTH_PATTERN writes it
])
def test_prose_dates_and_table_keys_share_one_calendar(written, lo, hi):
    [mark] = dates.find_dates(written, [])
    assert mark.window == (_day(lo), _day(hi))


def test_the_days_of_a_date_are_counted_in_one_place():
    assert series_facts.month_span is dates.month_span and series_facts.fiscal_span is dates.fiscal_span
    assert dates.year_span(2020) == (_day("2020-01-01"), _day("2020-12-31"))
