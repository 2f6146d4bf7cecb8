"""How a study was run and what it used, stated as fact with names the figure does not print: a run "conducted on"
a named platform, participants "recruited via" one, runs that "use" a named model, a method "introduced by" named
authors, "the known result that", "reported in the literature", "as in <name>'s original study". Sentences of our
own, on a real-suite figure that prints none of these names."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

TIMING = "madlens-timing"  # x "zsource", y "time [sec]", series "res 1" and "res 1/8": prints no code, machine or theory


@pytest.mark.parametrize("sentence", [
    "The benchmark was conducted online on Google Cloud with about 50 nodes per setting.",
    "Volunteers were recruited via Prolific and paid for each timing they logged.",
    "These simulations use the Gadget-4 tree code on the Lassen machine.",
    "The runs shown employ PyTorch with CUDA graphs on every lens plane.",
    "This agrees with the known result that Born lensing costs grow linearly with the number of planes.",
    "The ray-shooting scheme was introduced by Hilbert et al. and is the standard in weak lensing.",
    "The cost per plane of 0.2 s matches the Millennium value reported in the literature.",
    "The source planes are placed as in Takahashi's original study of full-sky lensing.",
])
def test_how_a_study_was_run_stated_as_fact_is_outside_the_figure(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == ["contradicted"]


@pytest.mark.parametrize("sentence", [
    "The two curves run from about 0.1 at low zsource to about 10 at zsource 3 in res 1.",  # no passive, no name
    "These runs probably use the Gadget-4 tree code.",  # hedged
    "The runs use the same res 1 grid at every zsource.",  # the names are the figure's own
    "Both runs were conducted with the same lens planes.",  # no name
    "Such costs are a known result for tree codes, which suggests the timings are typical.",  # hedged
])
def test_no_claim_where_no_unprinted_conduct_is_stated_as_fact(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == []
