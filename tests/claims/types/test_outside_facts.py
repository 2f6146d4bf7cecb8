"""Outside facts stated as fact (claims.types.outside_facts): how the data were made, or what theory and earlier work
say of them, naming what the figure does not print. Sentences of our own, on real-suite figures."""

from __future__ import annotations

import pytest

from real_suite_sentences import real_figure, section, verdicts
from vlmeval.claims.types.outside_facts import clause_names, outside_names
from vlmeval.scoring.scorecard import evaluate_text

TIMING = "madlens-timing"  # x "zsource", y "time [sec]", series "res 1" and "res 1/8": prints no code, machine or theory


@pytest.mark.parametrize("sentence", [
    "The run times were measured on a Xeon Gold 6248 node with the Fortran version of the code.",  # provenance
    "Each configuration was computed with Gadget-4 using its default tree settings.",
    "The curves grow with zsource, as expected for a Born-approximation ray tracer.",  # what theory expects
    "Run time grows almost linearly with zsource, as found by Hilbert for multi-plane lensing.",  # earlier work
    "The steps are those of the well-known Petkova scheme for multi-plane lensing.",
    "This is the standard Navarro-Frenk-White benchmark at two resolutions.",  # an identification stated as fact
])
def test_an_unprinted_name_stated_as_fact_is_outside_the_figure(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == ["contradicted"]


@pytest.mark.parametrize("sentence", [
    "The run times were probably measured on a Xeon node.",  # hedged: an interpretation offered
    "The growth with zsource is consistent with a Born-approximation ray tracer, as expected for multi-plane lensing.",
    "The times of res 1 were measured at four source redshifts.",  # a provenance naming nothing outside
    "The time rises from about 20 s at zsource = 0.5, as expected for more lens planes.",  # no name
    "Res 1-trained on nothing, the run is the fastest.",  # a hyphenated participle is no provenance phrase
])
def test_no_claim_where_no_unprinted_name_is_stated_as_fact(sentence):
    assert verdicts(TIMING, section("Interpretation", sentence), "ungrounded") == []


def test_a_name_the_figure_prints_grounds_the_sentence():
    text = section("Interpretation", "The run times were measured with the Gadget code on every configuration.")
    assert verdicts(TIMING, text, "ungrounded") == ["contradicted"]
    figure = real_figure(TIMING).model_copy(update={"extras": ["Gadget run"]})
    assert [c.verdict for c in evaluate_text(figure, text).claims if c.kind == "ungrounded"] == []


def test_a_spelled_out_name_is_its_acronym():
    # "quantum Monte Carlo (QMC)" is printed where the figure prints QMC
    assert clause_names("results obtained by quantum Monte Carlo (QMC) at three temperatures") == ("qmc",)
    assert clause_names("The Monte Carlo results") == ("monte", "carlo")  # a capitalised first word is no name


def test_the_phrase_and_its_clause_are_named():
    assert outside_names("The timings, measured on an Intel Core i7, grow with z.") == ("measured on", ("intel", "core"))
    # the names of another clause do not count: "ROLR" is in the clause before the phrase's
    assert outside_names("ROLR is fastest; the others were computed with numpy.") is None


def test_a_date_is_no_name():
    # "recorded on April 10" says when a value was taken, which the chart's x-axis shows
    assert outside_names("The highest value was recorded on April 10, a Monday, at 5.1.") is None
    assert outside_names("The data were recorded on April 10 by the Kepler telescope.") == ("recorded on", ("kepler",))
