"""The x given in a bold lead-in, the value bare after it ("- **k/n ≈ 0.3:** ~0.044", "**At U = 4:** alpha is at
~2.0, beta at ~4.0"): the lead-in's x places the values of its clauses. A run of such bullets shares the lead-in
above it (the series); a paragraph's lead-in places its first sentence only; a symbol that is no x axis' places
nothing."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    table = Table(rows=["alpha", "beta"], columns=[0.0, 2.0, 4.0, 6.0, 8.0],
                  values=[[1.0, 1.5, 2.0, 3.0, 4.0], [5.0, 4.5, 4.0, 3.5, 3.0]])
    panel = Panel(title="main", x=Axis(label="coupling U", range=(0.0, 8.0)), y=Axis(label="gap", range=(0.0, 6.0)),
                  data=table)
    return Figure(id="couplings", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str) -> list[tuple[str, str]]:
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, str(c.row)) for c in evaluate_text(_fig(), full).claims if c.kind == "value"]


def test_a_run_of_bullets_led_by_a_bold_x_shares_the_series_of_the_lead_in_above():
    run = "The alpha series:\n- **U ≈ 4:** ~2.0\n- **U ≈ 6:** ~3.0\n- **At U = 8:** ~4.0\n"
    assert _values(run) == [("supported", "alpha")] * 3
    assert _values(run.replace("~3.0", "~2.0")) == [("supported", "alpha"), ("contradicted", "alpha"),
                                                     ("supported", "alpha")]


def test_a_bold_lead_in_places_each_clause_of_its_sentence():
    assert _values("**At U = 4:** alpha is at ~2.0, beta at ~4.0.\n") == [("supported", "alpha"), ("supported", "beta")]
    assert _values("**U = 4:** alpha is at ~2.0, beta at ~3.0.\n") == [("supported", "alpha"), ("contradicted", "beta")]


def test_a_paragraphs_lead_in_places_its_first_sentence_only():
    assert _values("**U = 4:** alpha is at ~2.0. Further right beta reaches ~3.0.\n") == [("supported", "alpha")]


def test_a_symbol_that_names_no_x_axis_places_nothing():
    assert _values("**T = 4 K:** alpha is at ~2.0, beta at ~3.0.\n") == []
