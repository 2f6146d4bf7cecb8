"""Wrong units that real-prose-own part own-a showed unread or unjudged (issue 32, the misses), class by class,
each with sentences of our own in the form the set's descriptions use, on real-suite figures whose records can
judge them. Each wrong sentence was not contradicted before its rule."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts



def _detailed(text: str) -> str:
    return section("Detailed Analysis", text)


# --- outside knowledge stated as printed: the figure's labels, colour bar or inset said to name what it does not

HIST = "brainfit-immediate-accuracy"  # a histogram of accuracy, unlabelled reference lines
FLARES = "flares-soc-comparison"  # grey dots coloured by a colour scale, stars named by look
ENTROPY = "quench-structure-factor-entropy-comparison"  # a main panel and an inset without text


@pytest.mark.parametrize("figure_id, wrong", [
    (HIST, "As annotated on the plot, the two shaded lines give the guessing threshold and the cohort average."),
    (FLARES, "The dots, which the colour bar labels as solar-type stars from the survey, form two clusters."),
    (ENTROPY, "As the inset's label notes, the spread below unity reflects boundary effects of the small lattice."),
])
def test_words_said_to_be_printed_that_the_figure_does_not_print_are_outside_knowledge(figure_id, wrong):
    assert verdicts(figure_id, section("Interpretation", wrong), "ungrounded") == ["contradicted"]


@pytest.mark.parametrize("figure_id, right", [
    (HIST, "As labelled in the figure, the y-axis gives the number of participants in each accuracy bin."),
    (ENTROPY, "As labelled on the plot, the markers compare the entanglement entropy density of bosons and fermions."),
    (HIST, "As labelled in the figure, the bars are grey."),  # drawing words only: nothing printed is claimed
])
def test_words_said_to_be_printed_that_the_figure_prints_are_not_called_wrong(figure_id, right):
    assert "contradicted" not in verdicts(figure_id, section("Interpretation", right), "ungrounded")


# --- a marker read as a coordinate pair under its series' colour ("* Teal: M ≈ 1.25, |α| ≈ 1.78")

@pytest.mark.parametrize("right, wrong", [
    ("* Teal: M ≈ 1.25 (0.8-1.7), |α| ≈ 1.8.", "* Teal: M ≈ 1.25 (0.8-1.7), |α| ≈ 1.3."),
    ("* Orange: |α| ≈ 2.2, M ≈ 2.35 — the most massive bin.", "* Orange: |α| ≈ 2.7, M ≈ 2.35 — the most massive bin."),
    # the lighter of two blues is the one the record calls plain "blue"
    ("* Pale blue: M ≈ 0.65, |α| ≈ 1.17", "* Pale blue: M ≈ 0.28, |α| ≈ 1.24"),
    ("* Dark blue: M ≈ 0.28, |α| ≈ 1.24", "* Dark blue: M ≈ 0.65, |α| ≈ 1.17"),
])
def test_a_marker_given_by_its_colour_and_two_coordinates_is_judged_on_that_series(right, wrong):
    lead = "The four stars (centre, horizontal extent):\n"
    assert verdicts(FLARES, _detailed(lead + right), "value") == ["supported"]
    assert verdicts(FLARES, _detailed(lead + wrong), "value") == ["contradicted"]


# --- the total of a count axis ("In total about 119 participants are shown")

BMI = "brainfit-bmi-dist"  # a histogram on "Number of participants", 96 in all


@pytest.mark.parametrize("right, wrong", [
    ("- In total about 96 participants are plotted.", "- In total about 104 participants are plotted."),
    ("- The bins hold 96 participants altogether.", "- The bins hold 90 participants altogether."),
    ("- About 100 participants are shown in total.", "- About 120 participants are shown in total."),
])
def test_a_total_of_what_a_count_axis_counts_is_the_sum_of_its_bars(right, wrong):
    assert verdicts(BMI, section("Key Observations", right), "value") == ["supported"]
    assert verdicts(BMI, section("Key Observations", wrong), "value") == ["contradicted"]


@pytest.mark.parametrize("text", [
    "- In total 3 peaks stand out.",  # not what the axis counts
    "- In total 40 participants have a BMI above 25.",  # a subset: another number
])
def test_a_total_of_something_else_is_not_read_as_the_sum(text):
    assert "contradicted" not in verdicts(BMI, section("Key Observations", text), "value")


# --- a histogram's extreme at a bin given by its edges ("the mode in the 0.6-0.67 bin (21 participants)")

@pytest.mark.parametrize("right, wrong", [
    ("- Unimodal, with the mode in the 20.9–24.8 bin (23 participants).",
     "- Unimodal, with the mode in the 24.8–28.8 bin (23 participants)."),
    ("- The tallest bar is the 20.9-24.8 bin.", "- The tallest bar is the 28.8-32.7 bin."),
    ("- The least populated bin is 48.6-52.5, which is empty.", "- The least populated bin is 12.98-16.94."),
    ("- The mode is in the 20.9-24.8 bin (~23 people).", "- The mode is in the 20.9-24.8 bin (~30 people)."),
])
def test_an_extreme_at_a_bin_named_by_its_edges_is_judged_on_the_bars(right, wrong):
    assert verdicts(BMI, section("Key Observations", right), "extremum") == ["supported"]
    assert verdicts(BMI, section("Key Observations", wrong), "extremum") == ["contradicted"]


# --- a trend over the series drawn with one marker ("|α| of the stars decreases with the mass bin")

@pytest.mark.parametrize("right, wrong", [
    ("* Overall the stars climb with mass, from ~1.2 to ~2.25.", "* Overall the stars drop with mass, from ~2.25 to ~1.2."),
    ("* The slope of the stars grows with the stellar mass bin.", "* The slope of the stars declines with the stellar mass bin."),
])
def test_a_trend_of_the_series_drawn_with_one_marker_is_judged_on_all_their_markers(right, wrong):
    assert verdicts(FLARES, section("Key Observations", right), "trend") == ["supported"]
    # the record's panel notes are on markers sharing an x (the points keep them all) and on the dots' colours:
    # nothing the stars' trend rests on is withheld (claims.record_notes), so the wrong direction is caught
    assert verdicts(FLARES, section("Key Observations", wrong), "trend") == ["contradicted"]


@pytest.mark.parametrize("text", [
    "* The stars do not fall with mass.",  # negated
    "* The stars decrease with the shade of the dots.",  # not along the x axis
    "* The squares decrease with mass.",  # no series is drawn with squares
])
def test_a_marker_set_trend_that_cannot_be_placed_is_not_called_wrong(text):
    assert "contradicted" not in verdicts(FLARES, section("Key Observations", text), "trend")


# --- runs of a heatmap's cells written as lists (the diagonal; a row with its columns after the list)

GRID = "timecorr-stats-heatmaps-pca"  # four 11 x 11 grids; the first one's values recorded


@pytest.mark.parametrize("right, wrong, verdicts_wrong", [
    ("* The diagonal reads 0.45, 0.29, 0.26, then zeros.", "* The diagonal reads 0.45, 0.31, 0.26, then zeros.",
     ["supported", "contradicted", "supported"]),
    ("* Row 1 is mixed: 0.08, 0.35, -0.02 (columns 3-5).", "* Row 1 is mixed: 0.08, 0.53, -0.02 (columns 3-5).",
     ["supported", "contradicted", "supported"]),
    ("* Row 2: 2.77, 2.50 and 2.15 across columns 3-5.", "* Row 2: 2.77, 2.15 and 2.50 across columns 3-5.",
     ["supported", "contradicted", "contradicted"]),
])
def test_a_list_of_cells_along_the_diagonal_or_a_row_is_judged_cell_by_cell(right, wrong, verdicts_wrong):
    lead = "**Panel 1 (leftmost):**\n"
    assert verdicts(GRID, _detailed(lead + right), "value") == ["supported"] * 3
    assert verdicts(GRID, _detailed(lead + wrong), "value") == verdicts_wrong


def test_a_row_list_that_does_not_fill_its_columns_is_not_pinned_on_cells():
    text = _detailed("**Panel 1 (leftmost):**\n* Row 1 is mixed: 0.08, 0.53 (columns 3-5).")
    assert "contradicted" not in verdicts(GRID, text, "value")


# --- an extreme shared by every series of a panel ("The maximum of both data sets is at V/J = -0.5")

@pytest.mark.parametrize("right, wrong", [
    ("- The maximum of both data sets is at V/J ≈ 0.77, at about 0.051.",
     "- The maximum of both data sets is at V/J = -0.5, at about 0.051."),
    ("- The minimum of both series lies at V/J = 0, with a value of 0.", "- The minimum of both series lies at V/J = -0.5."),
])
def test_an_extreme_of_both_series_is_judged_on_each_series_of_the_panel_holding_two(right, wrong):
    assert verdicts(ENTROPY, section("Key Observations", right), "extremum") == ["supported", "supported"]
    assert verdicts(ENTROPY, section("Key Observations", wrong), "extremum") == ["contradicted", "contradicted"]


def test_an_extreme_of_all_three_series_names_no_panel_of_two():
    text = section("Key Observations", "- The maximum of all three curves is at V/J = -0.5.")
    assert "contradicted" not in verdicts(ENTROPY, text, "extremum")


@pytest.mark.parametrize("text", [
    "As the figure shows, the accuracy of most participants lies well above chance.",  # a reading, not printed text
    "As noted in the plot, most participants score between 0.4 and 0.8.",
])
def test_a_phrase_introducing_a_reading_is_not_taken_for_printed_text(text):
    assert "contradicted" not in verdicts(HIST, section("Interpretation", text), "ungrounded")


# --- a histogram's extreme said to lie about a span ("the mode is around 0.85-0.9"): some bar as high as the
# extreme's must meet it (brainfit-immediate-recall-precision, brainfit-spatial-slope-dist in own-d, own-i)

@pytest.mark.parametrize("right, wrong", [
    ("- Unimodal, with the mode around 22-24.", "- Unimodal, with the mode around 30-32."),
    ("- The tallest bar is at about 21-25 (~23 participants).", "- The tallest bar is at about 45-48."),
    ("- The least populated bin is around 49-52.", "- The least populated bin is around 22-24."),
])
def test_an_extreme_about_a_span_is_judged_on_the_bars_that_meet_it(right, wrong):
    assert verdicts(BMI, section("Key Observations", right), "extremum") == ["supported"]
    assert verdicts(BMI, section("Key Observations", wrong), "extremum") == ["contradicted"]


@pytest.mark.parametrize("text", [
    "- The tallest bar holds about 20-25 participants.",  # a height, not a place on x
    "- The mode is about 30-32 participants high.",  # followed by the count's word
    "- The density curve's peak is around 30-32.",  # a curve's peak, not a bar
])
def test_a_span_that_may_be_a_height_is_not_read_as_the_extremes_place(text):
    assert "contradicted" not in verdicts(BMI, section("Key Observations", text), "extremum")
