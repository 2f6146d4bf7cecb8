"""A category's extreme on bars of several series, naming no series (issue 32): "Germany has the highest sales"
holds where it holds for some series (the year the sentence is about may be elsewhere), but "Germany has the
highest sales in every year" must hold for each series, not for the one where it does."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _sales(spain_2019: float = 45.0) -> Figure:
    """Sales by country in three years (one series a year); Germany leads in 2019 only, Spain in 2020 and 2021
    (and in 2019 too where ``spain_2019`` is above 50)."""
    table = Table(rows=["2019", "2020", "2021"], columns=["Germany", "France", "Italy", "Spain"],
                  values=[[50.0, 40.0, 30.0, spain_2019], [35.0, 45.0, 35.0, 65.0], [30.0, 50.0, 40.0, 70.0]])
    panel = Panel(title="main", x=Axis(label="Country", range=None), y=Axis(label="Sales in millions", range=(0.0, 80.0)),
                  data=table)
    return Figure(id="sales", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _extremum_verdicts(fig: Figure, sentence: str) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


def test_an_extreme_stated_for_every_series_must_hold_in_each():
    fig = _sales()
    assert _extremum_verdicts(fig, "Germany has the highest sales in every year.") == ["contradicted"]
    assert _extremum_verdicts(fig, "Spain is the highest across all years.") == ["contradicted"]
    assert _extremum_verdicts(fig, "Germany consistently has the highest sales.") == ["contradicted"]
    leader = _sales(spain_2019=55.0)  # Spain leads in all three years
    assert _extremum_verdicts(leader, "Spain has the highest sales in every year.") == ["supported"]
    assert _extremum_verdicts(leader, "Spain consistently has the highest sales.") == ["supported"]


def test_an_extreme_naming_no_series_still_holds_for_one():
    fig = _sales()
    assert _extremum_verdicts(fig, "Germany has the highest sales.") == ["supported"]   # 2019
    assert _extremum_verdicts(fig, "Spain has the highest sales.") == ["supported"]     # 2020, 2021
    assert _extremum_verdicts(fig, "Spain had the highest sales in 2019.") == ["contradicted"]


def test_every_over_the_categories_ranks_the_categories_not_the_series():
    # "across all countries": the countries are the x axis' categories, so the extreme holds for one year
    fig = _sales()
    assert _extremum_verdicts(fig, "Germany has the highest sales across all countries.") == ["supported"]
