"""A table's key cell written as a power ("2^6", a category of the x axis printed so) names that category: the
number reader reads only its base, and the row was judged at the key 2, which the panel lacks."""

from __future__ import annotations

from vlmeval.api import score_text
from vlmeval.groundtruth.schema import Figure

KEYS = ["2^2", "2^3", "2^4", "2^5", "2^6"]


def _figure() -> Figure:
    panel = {"title": "Timing", "x": {"label": "β", "scale": "categorical", "ticks": KEYS},
             "y": {"label": "τ", "scale": "linear"},
             "data": {"rows": ["Rejection", "Direct"], "columns": KEYS,
                      "values": [[467.0, 510.0, 610.0, 723.0, 849.0], [421.0, 462.0, 543.0, 634.0, 713.0]]}}
    return Figure.model_validate({"schema_version": 2, "id": "power-keys", "kind": "line",
                                  "layout": {"rows": 1, "cols": 1}, "panels": [panel]})


def test_a_key_cell_written_as_a_power_names_that_category():
    text = "## Line Chart\n\n| β | Rejection | Direct |\n|---|---|---|\n| 2^2 | ~467 | ~421 |\n| 2^6 | ~849 | ~713 |\n"
    values = [(c.column, c.verdict) for c in score_text(text, _figure()).claims if c.kind == "value"]
    assert values == [("2^2", "supported")] * 2 + [("2^6", "supported")] * 2


def test_a_wrong_value_under_a_power_key_is_still_caught():
    text = "## Line Chart\n\n| β | Rejection | Direct |\n|---|---|---|\n| 2^6 | ~600 | ~713 |\n"
    values = [(c.column, c.verdict) for c in score_text(text, _figure()).claims if c.kind == "value"]
    assert values == [("2^6", "contradicted"), ("2^6", "supported")]


def test_a_header_assigning_a_category_names_that_column():
    """"| Series | β = 2^2 |": the header names the column after its "=", a name the reader cannot read as a number."""
    text = "## Line Chart\n\n| Series | β = 2^2 | β = 2^6 |\n|---|---|---|\n| Rejection | 467 | 849 |\n| Direct | 421 | 713 |\n"
    values = [(c.row, c.column, c.verdict) for c in score_text(text, _figure()).claims if c.kind == "value"]
    assert values == [("Rejection", "2^2", "supported"), ("Rejection", "2^6", "supported"),
                      ("Direct", "2^2", "supported"), ("Direct", "2^6", "supported")]


def test_a_key_cell_giving_a_powers_value_names_that_category():
    """"| 64 | 849 |" over the categories "2^2" ... "2^6": 64 is 2^6, the category the x axis prints as a power."""
    text = "## Line Chart\n\n| β | Rejection | Direct |\n|---|---|---|\n| 4 | 467 | 421 |\n| 64 | 849 | 713 |\n"
    values = [(c.column, c.verdict) for c in score_text(text, _figure()).claims if c.kind == "value"]
    assert [v for _, v in values] == ["supported"] * 4
