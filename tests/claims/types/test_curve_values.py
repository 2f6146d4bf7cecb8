"""A curve's values at many x, read by bisection (``curve_check.curve_values``), equal to what every vertex and
segment scanned gives (``xy_reading_check.values_near``'s last value, as ``curve_through`` judged each marker
before), on linear and log axes, with vertices at x <= 0 on a log axis (placed nowhere on it), repeated x, segments
too long to read, and x at, between, just beside and outside the vertices."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace

from vlmeval.claims.types.curve_check import curve_values
from vlmeval.claims.types.xy_reading_check import MAX_GAP_FRACTION, axis_scale, values_near, x_span


def _scanned(panel, curve, x: float) -> float | None:
    """The value as read before: every vertex and segment scanned for each x."""
    samples, f = sorted(curve.points), axis_scale(panel)
    span = x_span(panel, [sx for sx, _ in samples], f)
    if span == 0 or math.isnan(f(x)) or not samples[0][0] <= x <= samples[-1][0]:
        return None
    near = values_near(samples, x, 1e-9 * span, f, MAX_GAP_FRACTION * span, False)
    return None if not near else near[-1]


def _same(a: float | None, b: float | None) -> bool:
    return a is b or (a is not None and b is not None and (a == b or (math.isnan(a) and math.isnan(b))))


def _case(rng: random.Random):
    log = rng.random() < 0.5
    n = rng.randint(2, 30)
    lo = rng.choice([-2.0, -0.5, 0.0, 0.001, 1.0]) if log else rng.uniform(-50, 50)
    xs = sorted(lo + abs(rng.gauss(0, 1)) * rng.choice([0.01, 1.0, 30.0]) * k for k in range(n))
    if rng.random() < 0.3:  # repeated x: a vertical step
        i = rng.randrange(n)
        xs.insert(i, xs[i])
    if rng.random() < 0.2 and len(xs) > 3:  # a gap wider than a tenth of the x range
        i = rng.randrange(1, len(xs))
        xs = xs[:i] + [x + 5 * (xs[-1] - xs[0] + 1) for x in xs[i:]]
    points = [(x, rng.uniform(-10, 10)) for x in xs]
    rng.shuffle(points)  # the record's drawing order is not x order
    axis_range = None if rng.random() < 0.3 else (xs[0] - rng.random(), xs[-1] + rng.random())
    if log and rng.random() < 0.5:  # a drawn range above 0 with vertices at x <= 0 (not placed on the axis)
        axis_range = (rng.choice([1e-3, 0.1, 1.0]), abs(xs[-1]) + 1 + rng.random())
    panel = SimpleNamespace(x=SimpleNamespace(scale="log" if log else "linear", range=axis_range))
    probes = [x for x in xs] + [rng.uniform(xs[0] - 1, xs[-1] + 1) for _ in range(10)]
    probes += [x + d for x in rng.sample(xs, min(4, len(xs))) for d in (1e-12, -1e-12, 1e-7, -1e-7)]
    probes += [(a + b) / 2 for a, b in zip(xs, xs[1:])][:8]
    return panel, SimpleNamespace(points=points), probes


def test_curve_values_are_the_scanned_values():
    rng = random.Random(34)
    nan_read = values = 0
    for _ in range(3000):
        panel, curve, probes = _case(rng)
        got = curve_values(panel, curve, probes)
        for x, value in zip(probes, got):
            want = _scanned(panel, curve, x)
            assert _same(value, want), (panel, curve.points, x, value, want)
            values += want is not None
            nan_read += want is not None and math.isnan(want)
    assert values > 20000 and nan_read > 100  # the NaN segments of a log axis' x <= 0 are among the cases


def test_vertices_out_of_order_on_the_scale_are_scanned():
    panel = SimpleNamespace(x=SimpleNamespace(scale="linear", range=None))
    curve = SimpleNamespace(points=[(0.0, 1.0), (float("nan"), 2.0), (1.0, 3.0), (2.0, 5.0)])
    probes = [0.0, 0.5, 1.0, 1.5, 2.0]
    assert all(_same(a, _scanned(panel, curve, x)) for a, x in zip(curve_values(panel, curve, probes), probes))
