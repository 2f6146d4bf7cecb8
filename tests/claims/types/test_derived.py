"""Derived quantities recomputed from hand-made charts: changes, multiples, growth rates, averages, sums."""

from __future__ import annotations

import pytest

from figure_builders import bakeries, csv_figure, ferry_years
from vlmeval.scoring.scorecard import evaluate_text

# ferry passengers (millions): 2012 4.0, 2013 4.4, 2014 5.0, 2015 5.5, 2016 6.1, 2017 7.0, 2018 8.0, 2019 8.6, 2020 5.2


def _derived(fig, sentence):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, sentence).claims if c.kind == "derived"]


@pytest.mark.parametrize("sentence, verdict", [
    ("Passengers doubled between 2012 and 2018.", "supported"),
    ("Passengers tripled between 2012 and 2018.", "contradicted"),
    ("From 2012 to 2019, passengers more than doubled.", "supported"),
    ("From 2012 to 2017, passengers more than doubled.", "contradicted"),
    ("Passengers nearly doubled from 2012 to 2017.", "supported"),
    ("The number of passengers rose by 75% from 2012 to 2017.", "supported"),
    ("The number of passengers rose by 50% from 2012 to 2017.", "contradicted"),
    ("In 2020 passengers fell by about 40% compared with the previous year.", "supported"),
    ("In 2020 passengers grew by 40% compared with the previous year.", "contradicted"),
    ("Passengers increased by 3 million between 2012 and 2017.", "supported"),
    ("Passengers increased by 5 million between 2012 and 2017.", "contradicted"),
    ("Since 2016, passengers have fallen by 0.9 million.", "supported"),
    ("Between 2012 and 2019, passengers grew at an average annual growth rate of 11.6%.", "supported"),
    ("Between 2012 and 2019, passengers grew at an average annual growth rate of 20%.", "contradicted"),
    ("Over the period, an average of 6 million passengers travelled per year.", "supported"),
    ("Over the period, an average of 8 million passengers travelled per year.", "contradicted"),
    ("From 2012 to 2014, a total of 13.4 million passengers travelled.", "supported"),
    ("From 2012 to 2014, a total of 20 million passengers travelled.", "contradicted"),
])
def test_changes_over_years(tmp_path, sentence, verdict):
    got = _derived(ferry_years(tmp_path), sentence)
    assert [v for v, _ in got] == [verdict]
    if verdict == "contradicted":
        assert got[0][1] == "magnitude"


@pytest.mark.parametrize("sentence, verdict", [
    ("Padaria Lume sold about 1.6 times as much as Forno Azul.", "supported"),
    ("Padaria Lume sold three times as much as Forno Azul.", "contradicted"),
    ("Padaria Lume sold more than twice as much as Migalha.", "supported"),
    ("Migalha sold more than twice as much as Padaria Lume.", "supported"),  # the larger over the smaller
])
def test_multiples_between_categories(tmp_path, sentence, verdict):
    assert [v for v, _ in _derived(bakeries(tmp_path), sentence)] == [verdict]


def test_percentage_points_and_percent_of_a_share(tmp_path):
    fig = csv_figure(tmp_path, "Year,Share\n2015,20%\n2016,22%\n2017,25%\n", "Share of cyclists among commuters",
                     kind="line", name="share")
    assert _derived(fig, "From 2015 to 2017 the share rose by 5 percentage points.") == [("supported", None)]
    assert _derived(fig, "From 2015 to 2017 the share rose by 2 percentage points.")[0][0] == "contradicted"
    # "rose by 25%" (relative) and "rose by 5%" (meant as points) are both read
    assert _derived(fig, "From 2015 to 2017 the share rose by 25%.") == [("supported", None)]
    assert _derived(fig, "From 2015 to 2017 the share rose by 5%.") == [("supported", None)]


def test_no_window_no_claim(tmp_path):
    fig = ferry_years(tmp_path)
    assert _derived(fig, "Passengers rose by 20%.") == []  # which years? not a claim we can check
    assert _derived(fig, "Passengers rose by 20% from 2005 to 2010.") == []  # years the chart lacks
    assert _derived(fig, "Passengers rose by 10% and 14% in 2013 and 2014 respectively.") == []


def test_monthly_data_gets_no_year_windows(tmp_path):
    body = "Month,Visits\n" + "".join(f"2021-{m:02d},{10 + m}\n" for m in range(1, 13)) + "".join(
        f"2022-{m:02d},{30 + m}\n" for m in range(1, 13))
    fig = csv_figure(tmp_path, body, "Monthly visits", kind="line", name="monthly")
    # "2021" is twelve points: a change "from 2021 to 2022" names no two values
    assert _derived(fig, "Visits doubled from 2021 to 2022.") == []


@pytest.mark.parametrize("sentence, verdict", [
    ("Between 2012 and 2019 passengers rose steadily.", "supported"),
    ("Passengers increased year on year from 2012 to 2019.", "supported"),
    ("Passengers increased year on year from 2012 to 2020.", "contradicted"),  # 2020 fell
    ("Passengers have grown steadily since 2012.", "contradicted"),  # the 2020 fall undoes 74% of the range
    ("Passengers dropped in 2013, but have grown steadily from 2014 onwards.", "contradicted"),  # to 2020: the fall
    ("Passengers have grown steadily over the years, reaching 8.6 million in 2019.", "contradicted"),  # whole series
    ("Passengers grew steadily to 8.6 million in 2019 and fell in 2020.", None),  # no period written as one
    ("Passengers had grown steadily from 2014 to 2019, before a fall in 2020.", "supported"),
    ("Passengers have not grown steadily since 2012.", None),  # negated: no claim
])
def test_a_direction_held_step_by_step(tmp_path, sentence, verdict):
    got = [v for v, _ in _derived(ferry_years(tmp_path), sentence)]
    assert got == ([verdict] if verdict else [])


def test_steady_tolerates_small_setbacks(tmp_path):
    body = "Year,Sales\n" + "".join(f"{2010 + i},{v}\n" for i, v in enumerate([10, 12, 14, 13.5, 16, 18, 17, 22, 23, 25]))
    fig = csv_figure(tmp_path, body, "Sales of bicycles", kind="line", name="bikes")
    assert _derived(fig, "Sales grew steadily from 2010 to 2019.") == [("supported", None)]
    assert _derived(fig, "Sales grew every year from 2010 to 2019.") == [("contradicted", "magnitude")]
    bumpy = "Year,Sales\n" + "".join(f"{2010 + i},{v}\n" for i, v in enumerate([10, 14, 11, 15, 12, 16, 13, 17, 14, 18]))
    fig = csv_figure(tmp_path, bumpy, "Sales of scooters", kind="line", name="scooters")
    assert _derived(fig, "Sales grew steadily from 2010 to 2019.") == [("contradicted", "magnitude")]


def test_a_change_in_units_against_a_table_in_thousands(tmp_path):
    from vlmeval.agreement.agree.vistext import figure_from_statista  # the Statista reader records the table's scale
    import json

    record = {"vistext_id": "t1", "statista_path": "data/t1_0", "value_column_index": 0,
              "title": "Members of rowing clubs from 2016 to 2020 (in 1,000s)",
              "csv": "Year,Members in thousands\n2020,14.2\n2019,13.9\n2018,12.1\n2017,11.6\n2016,11.5\n", "source_files": {}}
    path = tmp_path / "t1.json"
    path.write_text(json.dumps(record))
    fig = figure_from_statista(path)
    assert fig.panels[0].data.scale == 1000
    assert _derived(fig, "From 2016 to 2020 membership grew by 2,700.") == [("supported", None)]
    assert _derived(fig, "From 2016 to 2020 membership grew by 2.7 thousand.") == [("supported", None)]
    assert _derived(fig, "From 2016 to 2020 membership grew by 5,000.")[0][0] == "contradicted"


def test_a_loss_is_a_negative_value_not_a_fall(tmp_path):
    fig = csv_figure(tmp_path, "Year,Earnings per share\n2018,1.4\n2019,0.6\n2020,-1.9\n", "Earnings per share of a ferry line",
                     kind="line", name="eps")
    assert _derived(fig, "Earnings went from 0.6 in 2019 to a loss of 1.9 in 2020.") == []
    assert _derived(fig, "Earnings fell by 2.5 from 2019 to 2020.") == [("supported", None)]


@pytest.mark.parametrize("sentence", [
    "Between 2012 and 2019 the ferries' share of trips rose above 40%.",  # a level reached
    "From 2012 to 2019 the number of passengers climbed to 8.6 million.",
    "Passengers fell by 2020 levels compared with 2019.",  # a year, not an amount
])
def test_a_level_is_not_a_change(tmp_path, sentence):
    assert _derived(ferry_years(tmp_path), sentence) == []


@pytest.mark.parametrize("sentence, verdict", [
    ("In 2020 there was a 40% loss of passengers compared with the previous year.", "supported"),
    ("In 2020 passengers recorded a 40% loss compared with the previous year.", "supported"),
    ("In 2020 there was a 40% reduction in passengers compared with the previous year.", "supported"),
    ("In 2020 there was a 40% gain in passengers compared with the previous year.", "contradicted"),
])
def test_a_percent_loss_is_a_fall(tmp_path, sentence, verdict):
    """"a 40% loss" names the size of a fall, as "a 40% drop" does (2020: 5.2 million against 8.6 the year before)."""
    got = _derived(ferry_years(tmp_path), sentence)
    assert [v for v, _ in got] == [verdict]
