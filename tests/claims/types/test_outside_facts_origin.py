"""Where the data came from, stated as fact with a name the figure does not print: "come from" a named model or
source, a model "calibrated to" or "fitted to" named outside data, counts "sampled"/"estimated" with a named tool.
Sentences of our own, on a real-suite figure that prints none of these names."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

TIMING = "madlens-timing"  # x "zsource", y "time [sec]", series "res 1" and "res 1/8": prints no code, machine or theory


@pytest.mark.parametrize("sentence", [
    "The timings come from the Gadget-4 lensing pipeline run on the Perlmutter system.",
    "Both curves came from a ray tracer calibrated to the Millennium simulation halos.",
    "The cost model is fitted to Summit benchmark runs with four GPUs.",
    "The times were sampled with Nsight Systems on every lens plane.",
    "The run times were estimated with the Roofline model of the A100.",
])
def test_an_unprinted_origin_stated_as_fact_is_outside_the_figure(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == ["contradicted"]


@pytest.mark.parametrize("sentence", [
    "The timings probably come from the Gadget-4 pipeline.",  # hedged
    "The two curves come from the two resolutions, res 1 and res 1/8.",  # names the figure prints, or none
    "At each zsource the two points come from the two grid sizes drawn.",  # no name
    "Both curves are fitted to the eye by a smooth line.",
    "Such slow timings often come from Python overheads in the lensing code.",  # what is so in general
])
def test_no_claim_where_no_unprinted_origin_is_stated_as_fact(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == []
