"""Classes of false alarms found by adjudicating LVLM captions against their tables (docs/agreement.md): an axis
labelled short of the data it holds, an x axis's ticks inside the keys, a cause that explains why the chart is hard
to read, and a range stated for some named categories. Sentences written for the tests, in the captions' forms;
each also has a wrong twin that must stay contradicted."""

from __future__ import annotations

from pathlib import Path

import pytest

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

SHARES = figure_from_table(read_csv_text(
    "Year,Services\n2009,38.77%\n2010,41.76%\n2011,41.43%\n2012,38.58%\n2013,39.67%\n2014,39.89%\n2015,39.55%\n"
    "2016,36.72%\n2017,36.63%\n2018,36.41%\n2019,36.87%\n", Path("t.csv")), "line",
    title="Kenya : Share of services in the gross domestic product ( GDP ) from 2009 to 2019")
CASES = figure_from_table(read_csv_text(
    "Year,Cases\n" + "".join(f"{y},{v}\n" for y, v in zip(range(1999, 2019), (
        5775, 3122, 1328, 569, 510, 8368, 14967, 3685, 12071, 2363, 2030, 1398, 2749, 1681, 3904, 2945, 1885, 1981,
        931, 1622))), Path("t.csv")), "line", title="Reported cases of measles in one region from 1999 to 2018")
CITIES = figure_from_table(read_csv_text(
    'Response,Share of respondents\n"Orlando, FL",35.9%\n"Maui, HI",35.8%\n"New York City, NY",30.6%\n'
    '"Las Vegas, NV",28.8%\n"Los Angeles, CA",16%\n"San Francisco, CA",15.1%\n"Chicago, IL",14.3%\n'
    '"Miami / Miami Beach, FL",13.9%\n', Path("t.csv")), "bar", title="Most popular destinations of travellers in 2016")


def _verdicts(fig, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind]


@pytest.mark.parametrize("sentence, verdict", [
    # the axis line runs past its last labelled tick (0.4) to hold 0.4176
    ("The y-axis shows the services share as a fraction of GDP, ranging from 0.0 to 0.4.", "unverifiable"),
    ("The y-axis shows the services share as a fraction of GDP, ranging from 0.0 to 0.2.", "contradicted"),
])
def test_an_axis_labelled_short_of_its_data_by_less_than_a_tick_step(sentence, verdict):
    assert set(_verdicts(SHARES, sentence, "range")) == {verdict}  # the series and the general reader both read it


@pytest.mark.parametrize("sentence, verdict", [
    ("The y-axis ranges from 0 to 15,000 and the x-axis ranges from 2000 to 2015.", "unverifiable"),
    ("The x-axis ranges from 1950 to 1965.", "contradicted"),
])
def test_an_x_axis_range_is_held_against_the_keys(sentence, verdict):
    assert set(_verdicts(CASES, sentence, "range")) == {verdict}


def test_a_cause_of_a_reading_difficulty_is_not_a_cause_of_the_data():
    said = ("It should be noted that the exact values and any specific trends or fluctuations cannot be determined "
            "accurately due to the lack of precise data labeling on the chart.")
    assert _verdicts(SHARES, said, "ungrounded") == []
    assert _verdicts(SHARES, "The share fell in 2016 due to a drought.", "ungrounded") == ["contradicted"]


@pytest.mark.parametrize("sentence, verdict", [
    ("- Los Angeles, CA, and Miami, FL, show a share roughly between 0.15 and 0.2.", "supported"),
    ("- Los Angeles, CA, and Miami, FL, show a share roughly between 0.25 and 0.3.", "contradicted"),
    ("- Chicago, IL, and Miami, FL, show a share between 14% and 15%.", "supported"),
    ("- Orlando, FL, and Chicago, IL, show a share between 14% and 15%.", "contradicted"),  # Orlando is 35.9
])
def test_a_range_for_named_categories_holds_their_values(sentence, verdict):
    assert _verdicts(CITIES, sentence, "range") == [verdict]


def test_a_range_for_the_whole_chart_still_needs_its_ends():
    assert _verdicts(CITIES, "The shares range from 10% to 20%.", "range") == ["contradicted"]


@pytest.mark.parametrize("text, flagged", [
    ("The graph shows a positive trend in cases. This trend is likely due to the region's mild climate.", True),
    ("The trend may be due to better reporting.", True),
    ("The chart shows cases by year; the labels are due to the reporting office.", False),  # no movement
])
def test_a_cause_given_for_a_trend_is_a_cause_of_a_movement(text, flagged):
    assert (_verdicts(CASES, text, "ungrounded") == ["contradicted"]) is flagged


def test_an_outside_median_is_a_benchmark_the_chart_does_not_plot():
    said = "The share is consistently higher than the national median household share."
    assert _verdicts(SHARES, said, "ungrounded") == ["contradicted"]
    assert _verdicts(SHARES, "The median share is about 39%.", "ungrounded") == []


WITHDRAWALS = figure_from_table(read_csv_text(
    "Year,Withdrawals\n" + "".join(f"{y},{v}\n" for y, v in zip(range(2001, 2019), (
        2174, 2268, 2373, 2528, 2699, 2752, 2836, 2866, 2827, 2786, 2874, 2915, 2899, 2831, 2797, 2733, 2598, 2420))),
    Path("t.csv")), "line", title="Cash withdrawals from ATMs in one country from 2001 to 2018 ( in millions )")


@pytest.mark.parametrize("sentence, verdicts", [
    ("After the peak, the number shows a gradual decrease.", {"supported"}),  # 2012 on: falling
    ("After the peak, the number shows a gradual increase.", {"contradicted"}),
    ("Before the peak, withdrawals rose.", {"supported"}),
    ("The peak was followed by a decline.", {"supported"}),
    # a sequence of parts of the window: none of them is judged on the whole of it
    ("After the peak, there is a slight fluctuation followed by a plateau and a gradual decrease.", set()),
])
def test_a_movement_bounded_by_the_series_own_extreme(sentence, verdicts):
    # judged over the window from (or up to) the 2012 maximum, which the reason names
    series = [c for c in evaluate_text(WITHDRAWALS, sentence).claims if c.kind == "trend" and "2012" in (c.reason or "")]
    assert {c.verdict for c in series} == verdicts
