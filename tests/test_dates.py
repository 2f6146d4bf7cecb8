"""vlmeval.dates: month names, fiscal years and year markers, checked against the standard library's calendar
and hand-worked answers."""

from __future__ import annotations

import calendar
import re

import pytest

from vlmeval.dates import MONTH_NAMES, MONTH_PATTERN, fiscal_key, fiscal_years, month_name, month_number, strip_marker


@pytest.mark.parametrize("number", range(1, 13))
def test_month_names_and_numbers_agree_with_the_calendar(number):
    full, short = calendar.month_name[number], calendar.month_abbr[number]
    assert month_name(number) == full
    for written in (full, full.upper(), full.lower(), short, short.lower()):
        assert month_number(written) == number


def test_sept_is_september_and_other_words_are_no_months():
    assert month_number("Sept") == 9
    assert len(MONTH_NAMES) == 12
    for word in ("Janu", "Ma", "", "Monday", "2020", "Mai"):
        assert month_number(word) is None


@pytest.mark.parametrize("number", range(1, 13))
def test_the_month_pattern_reads_what_month_number_reads(number):
    full, short = calendar.month_name[number], calendar.month_abbr[number]
    month = re.compile(MONTH_PATTERN)
    for written in (full, short, f"{short}.", f"{full}."):
        assert month.fullmatch(written), written
        assert month_number(written[:3]) == number  # every matched form starts with the three letters
    assert month.groups == 0  # it sits inside the date grammar's larger regex


def test_the_month_pattern_wants_a_capital_and_a_whole_name():
    month = re.compile(MONTH_PATTERN)
    assert month.fullmatch("Sept") and month.fullmatch("Sept.")
    for word in ("may", "march", "JANUARY", "Ma", "Mai", "Monday", "Janu", "Sept 3", "Mayday"):
        assert not month.fullmatch(word), word
    # in running text: the longest written form, its dot included
    assert [m.group() for m in month.finditer("From Sept. 2020 to March, not Mars")] == ["Sept.", "March", "Mar"]


@pytest.mark.parametrize("text,key", [
    ("2010/11", "2010/11"), ("2010/2011", "2010/11"), ("2010-11", "2010/11"), ("1999/00", "1999/00"),
    ("1999/2000", "1999/00"), ("FY 2017", 2017), ("FY2017", 2017), ("FY17", 2017), ("FY'98", 1998),
])
def test_fiscal_years_in_every_written_form(text, key):
    assert fiscal_key(text) == key


@pytest.mark.parametrize("text", ["2010-2015", "2010/13", "2010", "March 2010", "FY", "2010/1"])
def test_ranges_and_plain_dates_are_no_fiscal_years(text):
    assert fiscal_key(text) is None


def test_a_fiscal_key_spans_two_calendar_years():
    assert fiscal_years("2010/11") == (2010, 2011)
    assert fiscal_years("1999/00") == (1999, 2000)
    assert fiscal_years("2017") is None


def test_the_forecast_marker_is_not_part_of_the_date():
    assert strip_marker("2025*") == ("2025", True)
    assert strip_marker(" 2025 ** ") == ("2025", True)
    assert strip_marker("2025") == ("2025", False)


@pytest.mark.parametrize("text", ["The yearly 2020 total rose.", "Sales fell amid 2020 lockdowns.", "A tollate 2020 entry."])
def test_a_date_modifier_is_a_whole_word(text):
    """ "early" inside "yearly" or "mid" inside "amid" does not narrow the year to a part of it."""
    from vlmeval.dates import find_dates
    (whole,) = find_dates("It rose in 2020.", [])
    (mark,) = find_dates(text, [])
    assert (mark.text, mark.window) == ("2020", whole.window)


def test_a_date_modifier_word_still_narrows_the_year():
    from vlmeval.dates import find_dates
    (whole,) = find_dates("It rose in 2020.", [])
    (mark,) = find_dates("It peaked in early 2020.", [])
    assert mark.text == "early 2020" and whole.window[0] == mark.window[0] < mark.window[1] < whole.window[1]
