"""Outside knowledge of the figure's source stated as fact (claims.types.outside_source): what the paper, the study or
its authors did, a citation, the machine a run used. Sentences of our own, on real-suite figures."""

from __future__ import annotations

import pytest

from real_suite_sentences import real_figure, section, verdicts
from vlmeval.scoring.scorecard import evaluate_text
from vlmeval.claims.types.outside_source import source_cue

TIMING = "madlens-timing"  # x "zsource", y "time [sec]": prints no reference, study or machine


@pytest.mark.parametrize("sentence", [
    "The timings were measured with the lensing code described in the paper, on its default settings.",
    "These runs reproduce the benchmark of Ref. [7] on the same lens model.",
    "The source redshifts follow the survey design of Hilbert and Jain (2009).",
    "Each run used a single 64 GB node, which bounds the largest configuration.",
    "The authors ran every configuration three times and kept the fastest run.",
])
def test_a_fact_only_the_source_can_tell_is_outside_the_figure(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == ["contradicted"]


@pytest.mark.parametrize("sentence", [
    "The steady growth with redshift suggests the authors traced more lens planes at higher z.",  # hedged
    "This is probably the benchmark of the paper's scaling section.",  # hedged
    "Run time grows with z_source for every configuration.",  # a reading of the data
    'The legend entry "Smith (2019)" marks the reference run.',  # quoted: the figure's own text, read elsewhere
    "Times lie in [20, 90] seconds over the whole range.",  # an interval, not a citation
])
def test_no_source_claim_where_none_is_stated_as_fact(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == []


def test_a_cue_the_figure_prints_is_unverifiable():
    # a figure whose printed text holds the cue's word gives no contradiction: madlens-timing prints "time [sec]"
    text = section("Interpretation", "The lensing time was measured on a 64 GB node.")
    assert verdicts(TIMING, text, "ungrounded") == ["contradicted"]
    figure = real_figure(TIMING).model_copy(update={"extras": ["64 GB node"]})
    claims = [c for c in evaluate_text(figure, text).claims if c.kind == "ungrounded"]
    assert [(c.verdict, c.reason) for c in claims] == [("unverifiable", "the figure prints '64'")]


@pytest.mark.parametrize("sentence, form", [
    ("the simulator of the paper", "work"), ("as in Ref. [12]", "ref"), ("as in [12], the fit", "bracket"),
    ("the dataset of Roeder (1990)", "cite"), ("on a 16 GB machine", "machine"),
])
def test_each_form_is_named(sentence, form):
    assert source_cue(sentence)[1] == form
