"""'trillion' is a scale word like 'billion': a stated trillion is read in the table's units."""

from __future__ import annotations

from figure_builders import csv_figure
from vlmeval.claims.number_text import read_number
from vlmeval.scoring.scorecard import evaluate_text


def test_trillion_scales_the_number():
    n = read_number("2.4", " trillion")
    assert (n.value, n.written, n.scale) == (2.4e12, 2.4, 1e12)


def test_a_trillion_is_read_against_a_table_in_billions(tmp_path):
    fig = csv_figure(tmp_path, "Year,Exports\n2017,15120.4\n2018,16431.9\n2019,17288.8\n",
                     "Value of goods exported by Vandoria from 2017 to 2019 (in billion U.S. dollars)", kind="line")
    ok = evaluate_text(fig, "In 2019, exports amounted to about 17.3 trillion U.S. dollars.").claims
    assert [(c.kind, c.verdict) for c in ok if c.kind == "value"] == [("value", "supported")]
    wrong = evaluate_text(fig, "In 2019, exports amounted to about 12.5 trillion U.S. dollars.").claims
    assert [(c.kind, c.verdict, c.error_type) for c in wrong if c.kind == "value"] == [("value", "contradicted", "value")]
