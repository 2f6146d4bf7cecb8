"""A series' extreme whose value comes before its place ("the loss is lowest (~0.4) near x = 2", "the minimum
gain ≈ 1.2 sits at x = 0"), read by claims.types.clause_readings into the x-y extreme and judged by
verify_xy_extreme: the value and the place both checked, and nothing read where the series or the extreme is not
one series' own."""

from __future__ import annotations

from record_builders import train_and_test

from vlmeval.groundtruth.schema import Figure
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    return train_and_test("clause-extremes")


def _extremes(text: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.verdict) for c in evaluate_text(_fig(), text).claims if c.kind == "extremum"]


def test_a_value_in_brackets_before_a_bare_place_is_the_series_extreme():
    text = "### Key Observations\n* The train loss is lowest (~0.4) near 2.\n"
    assert _extremes(text) == [("lowest (~0.4) near 2", "supported")]
    assert _extremes(text.replace("~0.4", "~0.7"))[0][1] == "contradicted"
    assert _extremes(text.replace("near 2", "near 4"))[0][1] == "contradicted"


def test_the_extreme_word_then_the_series_then_its_value_then_where_it_sits():
    assert _extremes("### Key Observations\n* The minimum test loss ≈ 0.3 sits at x = 3.\n") == \
        [("minimum test loss ≈ 0.3 sits at x = 3", "supported")]
    assert _extremes("### Key Observations\n* The minimum test loss ≈ 0.3 sits at x = 1.\n")[0][1] == "contradicted"


def test_the_series_is_the_one_its_own_clause_names_when_the_sentence_names_two():
    text = "### Key Observations\n* The test loss ends near 0.8, while the train loss is lowest (~0.4) at x = 2.\n"
    assert _extremes(text) == [("lowest (~0.4) at x = 2", "supported")]


def test_nothing_is_read_where_the_extreme_is_not_one_series_own():
    assert _extremes("### Key Observations\n* The loss is lowest (~0.3) near 3.\n") == []  # two series, none named
    assert _extremes("### Key Observations\n* The train loss has a local maximum (~0.5) at x = 3.\n") == []
    figure_wide = evaluate_text(_fig(), "### Key Observations\n* The lowest value in the figure, ~0.3, is at x = 3.\n")
    # the figure's own extreme (claims.types.extremum), no series' extreme
    assert [(c.row, c.verdict) for c in figure_wide.claims if c.kind == "extremum"] == [(None, "supported")]
    span = _extremes("### Key Observations\n* The train loss is lowest (~0.4) near x = 2-3.\n")
    assert [s for s, _ in span if "near" in s] == []  # a span of x: no place (the value alone is another reader's)
    assert _extremes("### Key Observations\n* The train loss is second lowest (~0.5) at x = 3.\n") == []


def test_a_lead_in_naming_two_series_gives_no_single_series_extreme():
    """"* Train and test: lowest ~0.3 near x = 3" states one extreme for both series (at best roughly): it is no
    reading of either one alone, so the 'and' between the names must not start a clause naming the second."""
    assert _extremes("### Detailed Analysis\n* Train and test: lowest (~0.3) near x = 3.\n") == []
    assert _extremes("### Detailed Analysis\n* Test: lowest (~0.3) near x = 3.\n") == [("lowest (~0.3) near x = 3", "supported")]
