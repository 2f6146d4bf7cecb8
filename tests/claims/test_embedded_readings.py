"""Readings of a bullet's lead series inside longer prose (issue 32, coverage of correct units): "* NAME (colour):
rises from ~A at X = a to ~B at X = b, then ...". Seen in real-prose-own's dev parts on two figures of two papers
(own-e, own-h); sentences of our own in that form, on real-suite figures whose records can judge them."""

from __future__ import annotations

import time

import pytest

from real_suite_sentences import section, verdicts
from vlmeval.claims.types.xy_reading import embedded_pairs

HOPPING = "he-graphene-bh-t-vs-delta-anistrain"  # panel (b): t1/t, t2/t against "Strain δ"; t2/t 0.46 at 0.15
TIMING = "madlens-timing"  # one panel: "res 1/8" is 14 at zsource 1.0 and 23 at 2.0


def _hopping(bullet: str) -> str:
    return section("Detailed Analysis", f"**Panel (b): hopping**\n{bullet}")


_T2 = ("- t2/t (blue): starts at 1.0 and falls almost linearly, to ~{} at δ = 0.15 and about 0.10 near δ = 0.25, "
       "the lowest point.")
_RES = ("* res 1/8 (the lowest line): starts lowest and grows slowly, to ~14 near zsource = 1.0 and ~{} at "
        "zsource = 2.0, below every other line.")


@pytest.mark.parametrize("figure, text, expected", [
    (HOPPING, _hopping(_T2.format("0.46")), ["supported", "supported"]),
    (HOPPING, _hopping(_T2.format("0.66")), ["contradicted", "supported"]),
    (TIMING, section("Detailed Analysis", _RES.format("23")), ["supported", "supported"]),
    (TIMING, section("Detailed Analysis", _RES.format("35")), ["supported", "contradicted"]),
])
def test_readings_inside_a_series_bullet_are_judged(figure, text, expected):
    assert verdicts(figure, text, "value") == expected


@pytest.mark.parametrize("text", [
    "- **Marker:** a band from about -0.02 to +0.02 at x = 0, narrowing later.",  # an extent, no value
    "* A: ~0.026, B: ~0.013, C: ~0.006 at r = 0.",  # several series, each led by its own name
    "* A (red): ~0.3 at x = 1 and ~0.5 at y = 2.",  # two different x names
    "* A (red): rises steadily to the end.",
])
def test_not_a_lead_series_reading(text):
    assert embedded_pairs(text) is None


@pytest.mark.parametrize("text", ["- a: " + "~1 at x = 1 " * 3000, "- a: " + "1" * 20000 + " at x",
                                  "- a: " + "1 at x = " * 3000])
def test_long_hostile_lines_stay_linear(text):
    start = time.process_time()
    embedded_pairs(text)
    assert time.process_time() - start < 2.0  # a quadratic pattern takes minutes on these
