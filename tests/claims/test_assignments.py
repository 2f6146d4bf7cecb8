"""Parameter values naming a panel or a series ("**K = 5:**" for the panel "(b) K=5", "the α=2 curve" for the
series "α = 2"): claims.assignments, used by the document's lead-ins and the x-y readers' series."""

from __future__ import annotations

import pytest

from vlmeval.claims.assignments import assignments, named_by_assignment, panel_by_assignment
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [0.0, 10.0, 20.0, 30.0]


def _panel(title: str, ys: list[float], rows: tuple[str, str] = ("train", "test")) -> Panel:
    return Panel(title=title, x=Axis(label="epoch", range=(0.0, 30.0)), y=Axis(label="loss"),
                 data=Table(rows=list(rows), columns=_XS, values=[ys, [y + 0.2 for y in ys]]))


def _figure(a: str, b: str, rows: tuple[str, str] = ("train", "test")) -> Figure:
    return Figure(id="k", kind="line", layout=Layout(rows=1, cols=2),
                  panels=[_panel(a, [1.0, 0.8, 0.6, 0.5], rows), _panel(b, [2.0, 1.5, 1.2, 1.0], rows)])


def _readings(fig: Figure, text: str) -> list[tuple[str, str | None]]:
    return [(c.verdict, c.panel) for c in evaluate_text(fig, text).claims if c.kind == "value"]


def test_assignments_compare_by_symbol_and_value():
    assert assignments("**R = 10.0 Å:**") == assignments("R=10 Å")
    assert assignments("α = 1/2") == {("α", 0.5)}
    assert named_by_assignment(["(a) K = 3", "(b) K=5, N=10"], "K = 5") == 1
    assert named_by_assignment(["K = 5, N = 10", "K = 5, N = 20"], "K = 5") is None  # two panels hold it
    assert named_by_assignment(["K = 3", "K = 5"], "the right panel") is None


@pytest.mark.parametrize("a, b", [("K = 3", "K = 5"), ("(a) K=3", "(b) K=5"), ("K = 3, N = 10", "K = 5, N = 10")])
def test_a_lead_in_stating_a_parameter_value_is_the_panel_titled_with_it(a, b):
    text = ("### Detailed Analysis\n**K = 5:** The \"train\" curve falls steadily.\n"
            "* epoch = 10: ~1.5\n* epoch = 20: ~0.6\n")
    assert _readings(_figure(a, b), text) == [("supported", b), ("contradicted", b)]  # 1.2 at epoch 20


def test_a_lead_in_naming_no_panel_leaves_the_readings_unjudged():
    text = "### Detailed Analysis\n**K = 7:** The \"train\" curve falls.\n* epoch = 20: ~0.6\n"
    assert _readings(_figure("K = 3", "K = 5"), text) == []
    assert panel_by_assignment(_figure("K = 3", "K = 5").panels, "K = 7") is None


def test_a_series_named_by_its_parameter_value():
    fig = Figure(id="a", kind="line", layout=Layout(rows=1, cols=1),
                 panels=[_panel("main panel", [1.0, 0.8, 0.6, 0.5], rows=("α = 1", "α = 2"))])
    text = "### Detailed Analysis\nThe α=2 curve falls steadily.\n* epoch = 10: ~1.0\n* epoch = 30: ~1.1\n"
    assert _readings(fig, text) == [("supported", "main panel"), ("contradicted", "main panel")]  # 0.7 at 30


def test_a_names_assignments_are_read_once_and_are_those_of_the_name():
    from vlmeval.claims.assignments import name_assignments

    for name in ("K = 5", "α=1/2, U = 1.0", "V/J ≈ -2", "no assignment", "N_s = 32"):
        first = name_assignments(name)
        assert first == assignments(name)
        assert name_assignments(name) is first  # kept: a frozenset, never changed by a reader
