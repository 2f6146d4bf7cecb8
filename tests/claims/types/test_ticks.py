"""The axes, count and name readers directly (claims.types.ticks, count, label): tick lists, ranges, counts and
names stated about the real DynTS heatmap (four panels "R1-Qwen | <benchmark>", x: ratio 0.1..0.5, y: local
window size 500..3000)."""

from __future__ import annotations

import pytest

from vlmeval.claims.document import build_document
from vlmeval.claims.lexicon import build_lexicon
from vlmeval.claims.types.count import extract_counts
from vlmeval.claims.types.label import extract_names
from vlmeval.claims.types.ticks import extract_axes


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


def claims(extractor, figure, text):
    return list(extractor(build_document(text, figure, build_lexicon(figure))))


def test_tick_lists_go_to_the_axis_named(qwen):
    text = "The x-axis ticks are 0.1, 0.2, 0.3, 0.4 and 0.5. The y-axis has ticks 500, 1000, 2000, 3000."
    ticks = {c.target: (c.stated, text[c.start:c.end]) for c in claims(extract_axes, qwen, text) if c.kind == "ticks"}
    assert ticks == {"x": ([0.1, 0.2, 0.3, 0.4, 0.5], "0.1, 0.2, 0.3, 0.4 and 0.5"),
                     "y": ([500.0, 1000.0, 2000.0, 3000.0], "500, 1000, 2000, 3000")}
    assert sorted(qwen.panels[0].data.columns) == ticks["x"][0]  # the figure's own ticks, for the verifier


def test_ranges_of_an_axis_and_of_the_colorbar(qwen):
    text = "The x-axis shows the Ratio (0.1 to 0.5). The colorbar ranges from 40 to 52."
    ranges = {c.target: (c.stated, c.decimals) for c in claims(extract_axes, qwen, text) if c.kind == "range"}
    assert ranges == {"x": ((0.1, 0.5), 1), "colorbar": ((40.0, 52.0), 0)}


def test_a_sentence_about_no_axis_makes_no_axis_claim(qwen):
    assert claims(extract_axes, qwen, "Scores are 0.1, 0.2 and 0.3 points apart on average.") == []


@pytest.mark.parametrize("text,count", [
    ("The figure has four panels, one per benchmark.", 4),
    ("Four panels are shown.", 4),
    ("It consists of 3 heatmaps.", 3),
])
def test_counts_of_panels_in_words_or_digits(qwen, text, count):
    (claim,) = claims(extract_counts, qwen, text)
    assert (claim.kind, claim.stated, claim.target) == ("count", count, "panels")
    assert text[claim.start:claim.end].lower().split()[-1] in {"panels", "heatmaps"}  # the span is the count and its noun


def test_names_written_in_a_description_become_label_claims(qwen):
    text = "The panels are titled R1-Qwen | AIME'24, R1-Qwen | AIME'25, R1-Qwen | AMC23 and R1-Qwen | GPQA_D."
    found = claims(extract_names, qwen, text)
    assert [c.stated for c in found] == [p.title for p in qwen.panels]
    assert all(c.kind == "label" and text[c.start:c.end] == c.stated for c in found)


def test_a_misread_name_is_kept_for_the_verifier(qwen):
    text = "The first panel is titled \"R1-Owen | AIME'24\"."
    stated = [c.stated for c in claims(extract_names, qwen, text)]
    assert "R1-Owen" in stated  # read as written; verification calls it a misreading of R1-Qwen


def test_a_count_of_an_axis_ticks_is_a_count_claim_of_that_axis(qwen):
    text = "The x-axis shows five values of the ratio."
    counts = [(c.kind, c.stated, c.target, c.payload.stated) for c in claims(extract_axes, qwen, text) if c.kind == "count"]
    assert counts == [("count", 5, "x", 5)]
