"""Wrong units that real-prose-own's dev parts (own-a to own-d, round 42) showed unread or unjudged (issue 32, the
misses), class by class, each with sentences of our own in the form the set's descriptions use, on real-suite
figures whose records can judge them. Each wrong sentence was not contradicted before its rule."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts


def _detailed(text: str) -> str:
    return section("Detailed Analysis", text)


# --- a lead-in naming a panel by its printed letter ("**Panel (c) – ...:**") where the panel's title is that
# letter alone: its bullets are readings on that panel

STRAIN = "he-graphene-bh-t-vs-delta-anistrain"  # panels titled "(b)" and "(c)", two dashed series each


@pytest.mark.parametrize("lead", [
    "**Panel (c) – nearest-neighbour interaction, red dashed curve:** rises throughout.",
    "**Panel (c) (red dashed line):** rises steadily.",
])
@pytest.mark.parametrize("right, wrong", [
    ("* δ = 0.2: ~2.45", "* δ = 0.2: ~1.9"),
    ("* δ ≈ 0.1: ~1.65", "* δ ≈ 0.1: ~2.2"),
])
def test_a_panel_titled_by_its_bare_letter_scopes_the_bullets_under_its_lead_in(lead, right, wrong):
    assert verdicts(STRAIN, _detailed(f"{lead}\n{right}"), "value") == ["supported"]
    assert verdicts(STRAIN, _detailed(f"{lead}\n{wrong}"), "value") == ["contradicted"]


def test_a_bare_letter_the_figure_lacks_scopes_nothing():
    # the record holds panels (b) and (c): "(e)" names none of them, so the reading is pinned on no panel
    text = _detailed("**Panel (e) (red dashed line):**\n* δ = 0.2: ~1.9")
    assert "contradicted" not in verdicts(STRAIN, text, "value")


# --- a stability held between two places of the x axis ("flat at ~-0.10 from U = 0 to 2, rises to ...") is a
# window of the series, not its whole course

TOPO = "bhz-interacting-combined-topological-plots-for-4x4-system-at-a0p3-b0p5-m1p75"  # (b): flat, a peak, ~0


@pytest.mark.parametrize("text", [
    "**Panel (b)**\n* Red series: flat at ~-0.1 from U = 0 to 2, climbs to ~0.06 at U = 5, settles near 0 for U ≥ 6.",
    "**Panel (b)**\n* Red series: nearly constant from U ≈ 0.1 through 2, peaks at ~0.06 at U = 5.",
])
def test_a_stability_held_from_one_place_to_another_is_not_judged_on_the_whole_series(text):
    assert "contradicted" not in verdicts(TOPO, _detailed(text), "trend")


# --- several series read at one x in one bullet ("- K = 0.80: particle ≈ 0.050, spatial ≈ 0.052", "both ≈ ...")

HOP = "**Panel (b) – hopping ratios:** the two curves part as strain grows.\n"


@pytest.mark.parametrize("right, wrong", [
    ("- δ = 0.10: red ≈ 1.08, blue ≈ 0.66.", "- δ = 0.10: red ≈ 0.66, blue ≈ 1.08."),
    ("- δ ≈ 0.2: t1/t ~0.94; t2/t ~0.26", "- δ ≈ 0.2: t1/t ~0.70; t2/t ~0.45"),
    ("* Strain δ = 0.05: red curve ≈ 1.06 and blue curve ≈ 0.84", "* Strain δ = 0.05: red curve ≈ 0.84 and blue curve ≈ 1.06"),
])
def test_each_series_named_in_a_reading_at_one_x_is_judged_on_that_series(right, wrong):
    assert verdicts(STRAIN, _detailed(HOP + right), "value") == ["supported", "supported"]
    assert verdicts(STRAIN, _detailed(HOP + wrong), "value") == ["contradicted", "contradicted"]


def test_both_stands_for_each_series_of_a_panel_of_two():
    assert verdicts(STRAIN, _detailed(HOP + "- δ = 0: both ≈ 1.0."), "value") == ["supported", "supported"]
    assert verdicts(STRAIN, _detailed(HOP + "- δ = 0: both ≈ 0.7."), "value") == ["contradicted", "contradicted"]


@pytest.mark.parametrize("text", [
    HOP + "- δ = 0.10: red ≈ 0.66, green ≈ 1.08.",  # a series the panel does not draw: nothing pinned on a guess
    HOP + "- δ = 0.10: red ≈ 0.66, red dashed ≈ 1.08.",  # two names for one series
    "**Panel (e) – hopping ratios:** they part.\n- δ = 0.10: red ≈ 0.66, blue ≈ 1.08.",  # a panel the figure lacks
])
def test_a_reading_at_one_x_whose_names_do_not_each_resolve_to_one_series_is_not_judged(text):
    assert "contradicted" not in verdicts(STRAIN, _detailed(text), "value")


# --- "~Y at X" readings in a sentence that tells a series' course ("starts at ~-0.14 at U = 0, rises ..., peaks
# at ~0.16 at U = 5, then drops to ~0.02 at U = 5.5"), the series named by its colour

TOPO3 = "bhz-interacting-combined-topological-plots-for-4x4-system-at-a0p3-b0p5-m3p0"  # (b): red and dark green circles
COURSE_LEAD = "**Panel (b)**\n"


@pytest.mark.parametrize("figure_id, right, wrong", [
    (TOPO3, "* Green series: starts at ~0 at U = 1, dips to ~-0.23 at U = 7.5, then peaks at ~0.08 at U = 8.5.",
     "* Green series: starts at ~0 at U = 1, dips to ~-0.12 at U = 7.5, then peaks at ~0.08 at U = 8.5."),
    (STRAIN, "* Blue curve: starts at ~1.0 at δ = 0, falls steeply to ~-0.6 at δ = 0.1, then flattens near ~-1.0 at δ = 0.2.",
     "* Blue curve: starts at ~1.0 at δ = 0, falls steeply to ~0.2 at δ = 0.1, then flattens near ~-1.0 at δ = 0.2."),
])
def test_readings_in_a_sentence_telling_a_series_course_are_judged_on_that_series(figure_id, right, wrong):
    lead = COURSE_LEAD if figure_id == TOPO3 else "**Panel (c) – interactions:** two curves.\n"
    assert verdicts(figure_id, _detailed(lead + right), "value") == ["supported"] * 3
    assert verdicts(figure_id, _detailed(lead + wrong), "value") == ["supported", "contradicted", "supported"]


@pytest.mark.parametrize("text", [
    "* Green series: dips to ~-0.12 at U = 7.5, deeper than the red one.",  # a comparison
    "* Green series: it may dip to ~-0.12 at U = 7.5 if the run were longer.",  # a guess
    "* Green series: does not dip to ~-0.12 at U = 7.5.",  # a negation
])
def test_a_course_sentence_that_compares_guesses_or_negates_gives_no_reading(text):
    assert "contradicted" not in verdicts(TOPO3, _detailed(COURSE_LEAD + text), "value")


# --- a list of values headed by a name that heads both a row and a column ("* **Austen:** 8.48, 9.60, ...") on a
# square heatmap: the lead-in of the bullets says whether they list rows or columns

CONFUSION = "wisps-confusion-matrix"  # rows and columns both non-UCD, M7-L0, L, T; not symmetric


@pytest.mark.parametrize("lead, right, wrong", [
    ("Rows are listed as true class: values for predicted non-UCD, M7-L0, L, T.",
     "* **non-UCD:** 0.99, 0.03, 0.01, 0.00", "* **non-UCD:** 0.99, 0.01, 0.00, 0.00"),
    ("Each row gives the share of one true class:", "* **M7-L0:** 0.01, 0.94, 0.03, 0.00", "* **M7-L0:** 0.03, 0.94, 0.03, 0.00"),
    ("Listed by column (predicted class):", "* **M7-L0:** 0.03, 0.94, 0.03, 0.00", "* **M7-L0:** 0.01, 0.94, 0.03, 0.00"),
])
def test_a_list_headed_by_a_key_of_both_axes_runs_along_the_axis_its_lead_in_names(lead, right, wrong):
    assert set(verdicts(CONFUSION, _detailed(f"{lead}\n{right}"), "value")) == {"supported"}
    assert "contradicted" in verdicts(CONFUSION, _detailed(f"{lead}\n{wrong}"), "value")


@pytest.mark.parametrize("lead", [
    "The cells, class by class:",  # neither rows nor columns
    "Rows are true classes and columns predicted ones:",  # both
])
def test_a_list_headed_by_a_key_of_both_axes_is_not_read_when_its_lead_in_does_not_say_which(lead):
    assert verdicts(CONFUSION, _detailed(f"{lead}\n* **M7-L0:** 0.03, 0.94, 0.03, 0.00"), "value") == []


# --- a table naming a panel in its first column and one of that panel's categories in the next ("| Lung |
# smoking | 0.52 | pink |"): each value is that category's bar in that panel

ELEVCAN = "elevcan-lasso"  # four one-series bar panels titled Lung, Breast, Colorectal, Prostate
HONESTY = "honesty-si-fig11"  # two one-series bar panels (left, right) of words


@pytest.mark.parametrize("figure_id, header, right, wrong", [
    (ELEVCAN, "| Cancer | Variable | Coefficient |", ["| Breast | mammogram | 0.10 |", "| Prostate | white | 0.08 |"],
     ["| Breast | mammogram | 0.25 |", "| Prostate | white | 0.15 |"]),
    (ELEVCAN, "| Facet | Predictor | Bar | Value |", ["| Colorectal | education | blue | 0.20 |", "| Lung | radon | blue | 0.01 |"],
     ["| Colorectal | education | blue | 0.30 |", "| Lung | radon | blue | 0.04 |"]),
    (HONESTY, "| Panel | Word | Weight |", ["| Left panel | surely | 0.039 |", "| Right panel | fact | 0.038 |"],
     ["| Left panel | surely | 0.012 |", "| Right panel | fact | 0.007 |"]),
])
def test_a_table_row_led_by_a_panel_name_is_read_in_that_panel(figure_id, header, right, wrong):
    def table(rows):
        return _detailed("\n".join([header, "|---|---|---|" + ("---|" if header.count("|") > 4 else ""), *rows]))
    assert verdicts(figure_id, table(right), "value") == ["supported", "supported"]
    assert verdicts(figure_id, table(wrong), "value") == ["contradicted", "contradicted"]


def test_a_table_row_led_by_a_panel_name_with_no_category_of_that_panel_gives_no_claim():
    text = _detailed("| Facet | Predictor | Value |\n|---|---|---|\n| Lung | mammogram | 0.25 |\n| Breast | smoking | 0.52 |")
    assert verdicts(ELEVCAN, text, "value") == []  # mammogram is a Breast predictor, smoking a Lung one


# --- a series whose name holds another series' name ("Ar+MCM" beside "MCM", "res 1/8" beside "res 1"): the
# longer name names its own series only

MADLENS = "madlens-timing"  # series "res 1" (28-59 s) and "res 1/8" (11-23 s) over z


@pytest.mark.parametrize("lead, right, wrong", [
    ("**res 1/8 (lower curve):** grows slowly.", "* z = 1.0: ~14 sec", "* z = 1.0: ~39 sec"),
    ("The res 1/8 series rises gently:", "* z = 2.0: ~23 sec", "* z = 2.0: ~59 sec"),
])
def test_a_series_name_inside_a_longer_series_name_does_not_make_the_scope_ambiguous(lead, right, wrong):
    assert verdicts(MADLENS, _detailed(f"{lead}\n{right}"), "value") == ["supported"]
    assert verdicts(MADLENS, _detailed(f"{lead}\n{wrong}"), "value") == ["contradicted"]


def test_both_names_written_apart_still_name_both_series():
    # "res 1" is written on its own as well: two series named, no reading pinned on either
    text = _detailed("**res 1 and res 1/8:** both rise.\n* z = 1.0: ~39 sec")
    assert "contradicted" not in verdicts(MADLENS, text, "value")


# --- a "~Y" reading judged with the axis' reading resolution: the hedge's share of |Y| is capped at a tenth of the
# drawn y range ("~124.9 K" on an axis from 122.6 to 124.7), and a hedged x that a marker sits at to its printed
# digits ("β ≈ 0.10" with a point at 0.1002) is read there, not at the neighbours the axis' x tolerance reaches

HE = "he-graphene-bh-beta-tau-scaling"  # panel (a): one marker per β, 0.05 to 1.5; y from 122.6 to 124.7
HE_LEAD = "**Panel (a) – kinetic energy (purple):** rises, then saturates.\n"


@pytest.mark.parametrize("right, wrong", [
    ("* β ≈ 0.50: ~124.3 K", "* β ≈ 0.50: ~124.9 K"),  # the plateau; 0.6 K is 30% of the axis
    ("* β ≈ 0.10: ~123.85 K", "* β ≈ 0.10: ~123.5 K"),  # 123.5 is the point at 0.075
    ("* β ≈ 0.2: ~124.2 K", "* β ≈ 0.2: ~123.7 K"),
])
def test_a_hedged_reading_is_judged_at_the_axis_resolution(right, wrong):
    assert verdicts(HE, _detailed(HE_LEAD + right), "value") == ["supported"]
    assert verdicts(HE, _detailed(HE_LEAD + wrong), "value") == ["contradicted"]


def test_a_hedged_x_between_markers_keeps_the_axis_x_tolerance():
    # no marker at 0.09 to two digits (0.0876 and 0.1002 are the nearest): 123.66 at 0.0876 is within reach
    assert verdicts(HE, _detailed(HE_LEAD + "* β ≈ 0.09: ~123.7 K"), "value") == ["supported"]


def test_a_stability_with_its_values_ranging_from_one_to_another_is_still_the_whole_series():
    # "ranging from -0.10 to 0.06" spreads the values: no window of the x axis, the stability is judged (and wrong)
    text = "**Panel (b)**\n* Red series: relatively stable overall, with values ranging from -0.10 to 0.06."
    # judged, and not certainly wrong: the series is named by colour alone and panel (b) holds a band the record
    # leaves unread (claims.certain_chain, the coverage link)
    assert verdicts(TOPO, _detailed(text), "trend") == ["unverifiable"]
