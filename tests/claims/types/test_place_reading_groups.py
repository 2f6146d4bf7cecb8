"""A run of name-led clauses at one place ("* Cs and Rb: ~0.040 at r/R = 0; K: ~0.035"): a group of names sharing
one reading is no stranger among the names given values, and the symbol of the x axis ("R" of "r/R") is no name
given a value."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [0.0, 0.25, 0.5, 0.75, 1.0]


def _fig() -> Figure:
    table = Table(rows=["Cs", "Rb", "K", "Mg"], columns=_XS,
                  values=[[0.040, 0.03, 0.01, 0.0, 0.0], [0.041, 0.03, 0.01, 0.0, 0.0],
                          [0.035, 0.028, 0.01, 0.0, 0.0], [0.011, 0.011, 0.005, 0.0, 0.0]])
    panel = Panel(title="main", x=Axis(label="r/R", range=(0.0, 1.0)), y=Axis(label="density", range=(0.0, 0.05)),
                  data=table)
    return Figure(id="pore", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str) -> list[tuple[str, str]]:
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, str(c.row)) for c in evaluate_text(_fig(), full).claims if c.kind == "value"]


def test_a_group_led_clause_at_a_place_reads_each_series_of_the_group():
    assert _values("* Cs and Rb: ~0.040 at r/R = 0.\n") == [("supported", "Cs"), ("supported", "Rb")]
    assert _values("* Cs and Rb: ~0.020 at r/R = 0.\n") == [("contradicted", "Cs"), ("contradicted", "Rb")]


def test_a_group_and_a_name_led_clause_share_the_place():
    assert _values("* Cs and Rb: ~0.040 at r/R = 0; K: ~0.035.\n") == [
        ("supported", "Cs"), ("supported", "Rb"), ("supported", "K")]
    assert _values("* Cs and Rb: ~0.040 at r/R = 0; K: ~0.020.\n")[-1] == ("contradicted", "K")


def test_a_series_given_two_values_in_one_sentence_pins_none():
    assert _values("* Cs and Rb: ~0.040 at r/R = 0; Cs: ~0.035.\n") == []



def test_a_group_member_off_the_shared_reading_is_contradicted():
    assert _values("* Mg and Rb: ~0.040 at r/R = 0; K: ~0.035.\n") == [
        ("contradicted", "Mg"), ("supported", "Rb"), ("supported", "K")]  # Mg is at 0.011 there
