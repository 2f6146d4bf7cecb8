"""Sound verdicts over partial ground truth (``verify.partial``): a claim is contradicted only when the known cells
refute it whatever the unknown ones are, supported only when it rests on no unknown cell, else unverifiable with a
reason naming the unknown cells. Every case runs on a partial panel of each chart kind."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from vlmeval.claims import Claim
from vlmeval.claims.types.comparison import ComparisonPayload
from vlmeval.claims.types.extremum import ExtremumPayload
from vlmeval.claims.types.range import RangePayload
from vlmeval.claims.types.trend import TrendPayload
from vlmeval.groundtruth.facts import figure_facts
from vlmeval.groundtruth.schema import Figure
from vlmeval.claims.pipeline import verify_claim
from vlmeval.verify import context_for
from vlmeval.verify.partial import judge, possible_extreme, tau_interval

KINDS = ("heatmap", "bar", "line", "scatter")
ROWS, COLUMNS = ["A", "B", "C"], [1, 2, 3, 4]
# known values rise along the columns; column 4 is unknown, and in it the true maximum (9.0) would lie
VALUES = [[1.0, 2.0, 3.0, None], [2.0, 3.0, 4.0, None], [3.0, 4.0, 5.0, None]]


def _figure(kind: str, values=VALUES) -> Figure:
    panel = {"title": "P", "x": {"label": "x", "ticks": COLUMNS}, "y": {"label": "y"},
             "data": {"rows": ROWS, "columns": COLUMNS, "values": values, "decimals": 1}}
    if kind == "heatmap":
        panel["y"] = {"label": "y", "ticks": ROWS}
    return Figure.model_validate({"id": f"partial-{kind}", "kind": kind, "layout": {"rows": 1, "cols": 1},
                                  "panels": [panel]})


def _verify(fig: Figure, claim: Claim):
    return verify_claim(claim, context_for(fig))


def _extremum(stated, which="max", cells=(), bound=None, scope="panel", row=None):
    return Claim("extremum", 0, 1, stated=stated, decimals=1, row=row,
                 payload=ExtremumPayload(stated=stated, which=which, cells=cells, scope=scope, bound=bound))


@pytest.mark.parametrize("kind", KINDS)
def test_extremum_over_unknown_cells(kind):
    fig = _figure(kind)
    true_max = _verify(fig, _extremum(9.0))  # true if the unknown column holds 9.0
    assert true_max.verdict == "unverifiable" and "unknown cells" in true_max.reason and "(A, 4)" in true_max.reason
    assert _verify(fig, _extremum(4.0)).error_type == "value"  # a known 5.0 already exceeds it
    assert _verify(fig, _extremum(5.0)).verdict == "unverifiable"  # the known maximum: an unknown may exceed it
    assert _verify(fig, _extremum(0.5, "min")).verdict == "unverifiable"
    assert _verify(fig, _extremum(2.0, "min")).error_type == "value"  # a known 1.0 is lower
    assert _verify(fig, _extremum(9.0, cells=(("A", "4"),))).verdict == "unverifiable"  # at an unknown cell
    assert _verify(fig, _extremum(None, cells=(("A", "1"),))).error_type == "location"  # a known 5.0 is higher
    assert _verify(fig, _extremum(3.0, bound="above")).verdict == "supported"  # "over 3": a known 5.0 is
    assert _verify(fig, _extremum(6.0, bound="above")).verdict == "unverifiable"  # "over 6": may hold
    assert _verify(fig, _extremum(4.0, bound="below")).error_type == "value"  # "under 4": 5.0 is known
    assert _verify(fig, _extremum(4.0, scope="row", row="B")).verdict == "unverifiable"
    assert _verify(fig, _extremum(3.0, scope="row", row="B")).error_type == "value"


@pytest.mark.parametrize("kind", KINDS)
def test_extremum_of_a_complete_panel_is_decided(kind):
    full = _figure(kind, [[*row[:3], 0.0] for row in VALUES])
    assert _verify(full, _extremum(5.0)).verdict == "supported"
    assert _verify(full, _extremum(5.0, cells=(("C", "3"),))).verdict == "supported"
    assert _verify(full, _extremum(9.0)).error_type == "value"


def _range(lo, hi, target="values", row=None, column=None):
    return Claim("range", 0, 1, stated=(lo, hi), decimals=1, target=target, row=row, column=column,
                 payload=RangePayload(stated=(lo, hi)))


@pytest.mark.parametrize("kind", KINDS)
def test_range_over_unknown_cells(kind):
    fig = _figure(kind)
    assert _verify(fig, _range(1.0, 9.0)).verdict == "unverifiable"  # true if column 4 reaches 9
    assert _verify(fig, _range(0.0, 5.0)).verdict == "unverifiable"
    assert _verify(fig, _range(2.0, 5.0)).error_type == "value"  # a known 1.0 is below the stated low end
    assert _verify(fig, _range(1.0, 4.0)).error_type == "value"  # a known 5.0 is above the stated high end
    full = _figure(kind, [[*row[:3], 3.0] for row in VALUES])
    assert _verify(full, _range(1.0, 5.0)).verdict == "supported"


def _trend(stated, hedge=None, along="columns", series=None, key=None):
    return Claim("trend", 0, 1, stated=stated, hedge=hedge,
                 payload=TrendPayload(stated=stated, along=along, series=series, key=key))


@pytest.mark.parametrize("kind", KINDS)
def test_trend_over_a_window_with_gaps(kind):
    fig = _figure(kind)
    # one unknown point after three rising ones: tau lies in [0, 1], so a rise may hold and "stable" may too
    assert _verify(fig, _trend("increasing", series="row", key="A")).verdict == "unverifiable"
    assert _verify(fig, _trend("decreasing", series="row", key="A")).error_type == "trend"  # never below 0
    longer = _figure(kind, [[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, None]] * 3)
    longer.panels[0].data.columns[:] = list(range(1, 8))
    assert _verify(longer, _trend("increasing", series="row", key="A")).verdict == "supported"  # tau >= 5/7
    assert _verify(longer, _trend("flat", series="row", key="A")).error_type == "trend"
    pooled = _verify(fig, _trend("increasing"))
    assert pooled.verdict == "unverifiable" and "unknown cells" in pooled.reason


def test_tau_interval_bounds_every_filling():
    positions, values = [1, 2, 3, 4, 5], [1.0, None, 2.0, None, 0.5]
    lo, hi = tau_interval(positions, values)
    from vlmeval.groundtruth.facts import kendall_tau_b
    import numpy as np
    for a in (-5.0, 0.5, 1.0, 1.5, 2.0, 9.0):
        for b in (-5.0, 0.5, 1.0, 1.5, 2.0, 9.0):
            tau = kendall_tau_b(np.array(positions, float), np.array([1.0, a, 2.0, b, 0.5]))
            assert lo - 1e-9 <= (tau or 0.0) <= hi + 1e-9


def _compare(stated, a, b, hedge=None):
    return Claim("comparison", 0, 1, stated=stated, hedge=hedge, payload=ComparisonPayload(stated=stated, a=a, b=b))


@pytest.mark.parametrize("kind", KINDS)
def test_series_comparison_over_unknown_cells(kind):
    fig = _figure(kind)
    assert _verify(fig, _compare("greater", "c", "a")).verdict == "unverifiable"  # column 4 may reverse the mean
    assert _verify(fig, _compare("greater", "c", "a", hedge="strong")).verdict == "unverifiable"
    assert _verify(fig, _compare("greater", "a", "c", hedge="strong")).error_type == "magnitude"  # known columns break it
    full = _figure(kind, [[*row[:3], 0.0] for row in VALUES])
    assert _verify(full, _compare("greater", "c", "a")).verdict == "supported"


def test_judge_and_possible_extreme():
    assert possible_extreme(3.0, 16, "max") == (3.0, math.inf)
    assert possible_extreme(3.0, 0, "max") == (3.0, 3.0)
    assert judge((3.2, 3.22), (3.0, math.inf)) == "unknown"
    assert judge((2.49, 2.51), (3.0, math.inf)) == "contradicted"
    assert judge((2.99, 3.01), (3.0, 3.0)) == "supported"


def test_facts_say_when_they_rest_on_known_cells():
    facts = figure_facts(_figure("heatmap")).panels[0]
    assert facts.n_unknown == 3
    assert facts.summary().endswith("among known cells; 3 unknown")
    assert "among known" not in figure_facts(_figure("heatmap", [[*r[:3], 0.0] for r in VALUES])).panels[0].summary()


STYLOMETRY = ("The highest average loss is 3.21, for the model trained on Austen and compared on Thompson. "
              "The lowest loss is 1.57, for Austen compared on Austen. Losses range from 1.57 to 3.21.")
STYLOMETRY_ID = "llm-stylometry-average-loss-heatmap-content"


def _stylometry(drop: tuple[str, ...]) -> Figure:
    """The bundled record, with the columns ``drop`` made unknown (as the first real-suite build left them)."""
    from vlmeval.groundtruth.load import default_figures_dir, load_figure_set

    files = sorted(Path(default_figures_dir()).rglob(f"{STYLOMETRY_ID}.json"))
    fig = load_figure_set(files).get(STYLOMETRY_ID).model_copy(deep=True)
    table = fig.panels[0].data
    gone = [table.columns.index(c) for c in drop]
    table.values = [[None if j in gone else v for j, v in enumerate(row)] for row in table.values]
    return fig


@pytest.mark.parametrize("drop", [("Thompson", "Fitzgerald"), ()])
def test_stylometry_description_is_never_called_wrong(drop):
    from vlmeval import score_text

    card = score_text(STYLOMETRY, _stylometry(drop))
    assert {"extremum", "range"} <= {c.kind for c in card.claims}
    assert [c.text for c in card.claims if c.verdict == "contradicted"] == []
    if not drop:  # every cell known: the true maximum 3.21 (Austen, Thompson) is found
        assert all(c.verdict == "supported" for c in card.claims if c.kind in ("extremum", "range"))


# ---- line and bar prose (verify/series.py) on a series with unknown years -------------------------------

FERRY = "Year,Passengers in millions\n2012,4.0\n2013,4.4\n2014,5.0\n2015,{}\n2016,6.1\n2017,{}\n2018,8.0\n2019,8.6\n2020,5.2\n"


def _verdicts(tmp_path, kind: str, text: str, gaps=("", "")) -> dict[str, str]:
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1]))
    from figure_builders import csv_figure
    from vlmeval import score_text

    fig = csv_figure(tmp_path, FERRY.format(*gaps), "Ferry passengers in Norway from 2012 to 2020 (in millions)",
                     kind=kind, name="ferry")
    return {c.kind: c.verdict for c in score_text(text, fig).claims if c.kind in ("extremum", "trend")}


@pytest.mark.parametrize("kind", ["line", "bar"])
def test_series_prose_over_unknown_years(tmp_path, kind):
    assert _verdicts(tmp_path, kind, "Passengers peaked at 9.5 million in 2017.") == {"extremum": "unverifiable"}
    assert _verdicts(tmp_path, kind, "Passengers peaked at 7.0 million in 2017.") == {"extremum": "contradicted"}
    assert _verdicts(tmp_path, kind, "The lowest number of passengers was 4.0 million in 2012.") == {"extremum": "unverifiable"}
    assert _verdicts(tmp_path, kind, "Between 2014 and 2018 passengers rose.")["trend"] == "unverifiable"
    full = ("5.5", "7.0")
    assert _verdicts(tmp_path, kind, "The lowest number of passengers was 4.0 million in 2012.", full) == {"extremum": "supported"}
    assert _verdicts(tmp_path, kind, "Between 2014 and 2018 passengers rose.", full)["trend"] == "supported"


# ---- counts (claims/types/derived_check.py): an unknown value may be counted either way ------------------

def test_counts_over_unknown_years():
    from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
    from vlmeval.scoring.scorecard import evaluate_text

    body = "Year,Sales in million euros\n" + "\n".join(
        f"{y},{v}" for y, v in zip(range(2012, 2021), [41, 48, 52, 61, "", 63, 67, "", 70])) + "\n"
    fig = figure_from_table(read_csv_text(body, Path("t.csv")), "line",
                            title="Sales of Arcadia Tea from 2012 to 2020 (in million euros)")

    def counts(text):
        return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "derived"]

    assert counts("In four of the nine years, sales were above 60 million euros.") == ["unverifiable"]  # 4 known
    assert counts("In six of the nine years, sales were above 60 million euros.") == ["unverifiable"]  # 4 + 2 unknown
    assert counts("In seven of the nine years, sales were above 60 million euros.") == ["contradicted"]
    assert counts("In two of the nine years, sales were above 60 million euros.") == ["contradicted"]  # 4 known already


@pytest.mark.parametrize("kind", ["line", "bar"])
def test_ordinals_and_the_period_over_unknown_years(tmp_path, kind):
    # 2017 unknown: the second-highest value lies between the known second (8.0) and the known first (8.6)
    assert _verdicts(tmp_path, kind, "The second highest count, 8.0 million, came in 2018.") == {"extremum": "unverifiable"}
    assert _verdicts(tmp_path, kind, "The second highest count, 8.6 million, came in 2019.") == {"extremum": "unverifiable"}
    assert _verdicts(tmp_path, kind, "The second highest count was 6.1 million.") == {"extremum": "contradicted"}
    assert _verdicts(tmp_path, kind, "The second highest count, 8.0 million, came in 2018.", ("5.5", "7.0")) == {
        "extremum": "supported"}


@pytest.mark.parametrize("kind", ["line", "bar"])
def test_the_period_covers_keys_with_unknown_values(tmp_path, kind):
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1]))
    from figure_builders import csv_figure
    from vlmeval import score_text

    fig = csv_figure(tmp_path, FERRY.format("5.5", "7.0").replace("2020,5.2", "2020,"),
                     "Ferry passengers in Norway (in millions)", kind=kind, name="ferry")
    claims = [c for c in score_text("The data runs from 2012 to 2020.", fig).claims if c.kind == "range"]
    assert [c.verdict for c in claims] == ["supported"]


@pytest.mark.parametrize("kind", ["line", "bar"])
def test_a_value_at_an_unknown_day_is_never_wrong(tmp_path, kind):
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1]))
    from figure_builders import csv_figure
    from vlmeval import score_text

    def verdicts(may_4):
        body = "Day,Cases\n" + "".join(f"2021-05-0{d},{v}\n" for d, v in zip(range(1, 8), [10, 12, 11, may_4, 30, 14, 13]))
        fig = csv_figure(tmp_path, body, "Daily cases in May 2021", kind=kind, name="cases")
        return [(c.verdict, c.error_type) for c in score_text("On May 4, 2021, there were 99 cases.", fig).claims
                if c.kind == "value"]

    assert verdicts("") == [("unverifiable", None)]  # no known day near it holds 99, but May 4 is unknown
    assert verdicts(15) == [("contradicted", "value")]


def test_a_category_window_holds_only_the_unknown_keys_between_its_known_ones():
    from vlmeval.groundtruth.series_facts import figure_series

    fig = _figure("bar", [[1.0, None, 3.0, 4.0], [None, 2.0, None, None], [1.0, 2.0, 3.0, 4.0]])
    fig.panels[0].data.columns[:] = ["w", "x", "y", "z"]
    first = figure_series(fig)[0]
    assert first.unknown_in((2, 2)) == []  # "z" alone: known
    assert first.unknown_in((0, 1)) == ["x"]  # from "w" to "y": "x" between them is unknown
    assert first.unknown_in(None) == ["x"]


@pytest.mark.parametrize("kind", KINDS)
def test_an_unknown_cell_lies_within_the_drawn_value_range(kind):
    fig = _figure(kind)
    if kind == "heatmap":
        fig = Figure.model_validate({**fig.model_dump(), "panels": [{**fig.panels[0].model_dump(),
                                                                    "colorbar": {"label": "v", "range": (0.0, 6.0)}}]})
    else:
        fig.panels[0].y.range = (0.0, 6.0)
    assert _verify(fig, _extremum(9.0)).error_type == "value"  # no cell can be drawn at 9 on a 0..6 scale
    assert _verify(fig, _extremum(5.5)).verdict == "unverifiable"
    assert _verify(fig, _range(1.0, 9.0)).error_type == "value"
    if kind != "heatmap":
        fig.panels[0].y.range = (0.0, 4.0)  # a known 5.0 lies outside it: not the drawn range, so no bound
        assert _verify(fig, _extremum(9.0)).verdict == "unverifiable"
