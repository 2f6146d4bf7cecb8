"""vlmeval.verify.tolerance directly: half a unit of the coarser precision, doubled by "approximately"."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Table
from vlmeval.verify.tolerance import EPSILON, close, printed_decimals, tolerance


def _table(values, decimals=None) -> Table:
    return Table(rows=list(range(len(values))), columns=list(range(len(values[0]))), values=values, decimals=decimals)


def test_printed_decimals_is_the_tables_own_when_it_has_one():
    assert printed_decimals(_table([[1.0, 2.0]], decimals=2)) == 2
    assert printed_decimals(None) is None


@pytest.mark.parametrize("values,decimals", [
    ([[1.25, 3.0], [None, 2.5]], 2),       # the most decimals any value has
    ([[1.0, 2.0]], 0),
    ([[0.1 + 0.2]], 6),                     # 0.30000000000000004: capped at 6
    ([[1e-7, 0.5]], 1),                     # exponent forms are not counted
    ([[None, None]], 0),
])
def test_printed_decimals_from_the_values(values, decimals):
    assert printed_decimals(_table(values)) == decimals


@pytest.mark.parametrize("stated,figure,hedge,half_unit", [
    (None, 1, None, 0.05),      # "47.3" against a table printed to one decimal
    (0, 1, None, 0.5),          # "47" is read as 47 +- 0.5: the coarser precision wins
    (2, 1, None, 0.05),
    (2, None, None, 0.005),
    (None, None, None, 0.05),   # nothing known: one decimal
    (0, 1, "approx", 1.0),      # "about 47": a full unit
    (1, 1, "soft", 0.05),       # only "approx" widens
])
def test_tolerance_is_half_a_unit_of_the_coarser_precision(stated, figure, hedge, half_unit):
    assert tolerance(stated, figure, hedge) == pytest.approx(half_unit + EPSILON, abs=1e-15)


def test_close_includes_the_boundary_and_nothing_past_it():
    tol = tolerance(0, 0)
    assert close(52.5, 52.0, tol) and close(51.5, 52.0, tol) and close(52.0, 52.0, tol)
    assert not close(52.51, 52.0, tol) and not close(51.49, 52.0, tol)
    # a float sum that misses the printed value by rounding noise is still the value
    assert close(0.1 + 0.2, 0.3, tolerance(1, 1))
    assert close(1e12 + 0.5, 1e12, tolerance(0, 0))


@pytest.mark.parametrize("hedge", [None, "approx", "soft", "strong"])
def test_tolerance_equals_the_min_of_the_known_precisions_for_every_pair(hedge):
    """The precision is picked without a list (asked for every number checked): the same float as min() over the
    known ones, 1 when none is known, for every pair of precisions a table or a number can have."""
    for stated in [None, *range(13)]:
        for figure in [None, *range(13)]:
            known = [d for d in (stated, figure) if d is not None]
            d = min(known) if known else 1
            want = 0.5 * 10.0 ** (-d) * (2 if hedge == "approx" else 1) + EPSILON
            assert tolerance(stated, figure, hedge) == want
