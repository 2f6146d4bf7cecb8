"""Wrong units that real-prose-own's dev parts (own-a to own-f, round 43) showed unread or unjudged (issue 32, the
misses), class by class, each with sentences of our own in the form the set's descriptions use, on real-suite
figures whose records can judge them. Each wrong sentence was not contradicted before its rule."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts


def _detailed(text: str) -> str:
    return section("Detailed Analysis", text)


def _axes(text: str) -> str:
    return section("Components/Axes", text)


# --- an axis line that opens with the axis and its quoted label, the lead-in plain ("* X-axis: "U/J", ticks ...")
# or bold, the label in any script ("ζ"); a unit in brackets where the figure's label prints none is invented

ZETA = "bkt-flow-final-zeta-var"  # x "U/J", y "ζ"
TIMING = "madlens-timing"  # x "zsource", y "time [sec]"


@pytest.mark.parametrize("figure, right, wrong", [
    (ZETA, '* X-axis: "U/J", linear, ticks every 1.', '* X-axis: "V/t", linear, ticks every 1.'),
    (ZETA, '- y-axis: "ζ", with ticks at 0.2 and 0.4.', '- y-axis: "ξ", with ticks at 0.2 and 0.4.'),
    (ZETA, '* **Y-axis:** "ζ", ticks at 0.2 and 0.4.', '* **Y-axis:** "η", ticks at 0.2 and 0.4.'),
    (TIMING, '1. Vertical axis: "time [sec]", log scale, ticks at 1 and 10.',
     '1. Vertical axis: "memory [MB]", log scale, ticks at 1 and 10.'),
])
def test_a_quoted_label_opening_an_axis_line_with_ticks_is_judged(figure, right, wrong):
    assert verdicts(figure, _axes(right), "label") == ["supported"]
    assert verdicts(figure, _axes(wrong), "label") == ["contradicted"]


@pytest.mark.parametrize("wrong", [
    '* X-axis: "U/J (meV)", linear, ticks every 1.',
    '* **Horizontal axis:** labelled "U/J [K]", from 1 to 4.',
])
def test_a_unit_the_figures_axis_label_does_not_print_is_invented(wrong):
    assert verdicts(ZETA, _axes(wrong), "label") == ["contradicted"]


@pytest.mark.parametrize("text", [
    '* Y-axis: "time [sec]", log scale, ticks at 1 and 10.',  # the unit printed
    '* Y-axis: "Time [sec]", log scale, ticks at 1 and 10.',  # case aside
])
def test_a_unit_the_label_prints_stays_supported(text):
    assert verdicts(TIMING, _axes(text), "label") == ["supported"]


def test_a_plain_lead_that_names_no_axis_reads_no_label():
    # "Legend:" is no axis: its quoted entry is a series name, not an axis label
    assert "contradicted" not in verdicts(ZETA, _axes('* Panel: "U/J (meV)", ticks every 1.'), "label")


# --- how many markers a panel draws ("passes through eight data points"), where the record holds every marker of
# the panel's one marker series at distinct places

def _overview(text: str) -> str:
    return section("Overview", text)


TC = "strain-graphene-tc-cut"  # one series of ten markers, nothing unread
PERIOD = "trappist1-norm-cmf-vs-period"  # seven blue circles under a shaded band


@pytest.mark.parametrize("figure, right, wrong", [
    (TC, "The critical temperature is drawn as ten markers joined by no line.",
     "The critical temperature is drawn as twelve markers joined by no line."),
    (PERIOD, "Seven blue circles with error bars sit on a shaded band.",
     "Nine blue circles with error bars sit on a shaded band."),
    (PERIOD, "A grey band runs behind about 7 data points.", "A grey band runs behind about 11 data points."),
])
def test_a_count_of_the_markers_is_judged_on_the_panels_markers(figure, right, wrong):
    assert verdicts(figure, _overview(right), "count") == ["supported"]
    assert verdicts(figure, _overview(wrong), "count") == ["contradicted"]


@pytest.mark.parametrize("figure, text", [
    ("mining-gold-plinko-carl", "Nineteen orange dots run along the top edge."),  # markers drawn over each other
    ("quench-structure-factor-entropy-comparison", "The panel shows eight data points."),  # two marker series
    (PERIOD, "Nine circles lie above the band."),  # a subset, placed
    (PERIOD, "The first three points fall steeply."),  # a part of them
    (TC, "The curve rises by 12 points."),  # a change, not a count
    (TC, "Some two hundred points are drawn."),  # "two" is not the count
])
def test_a_count_the_record_cannot_settle_or_that_counts_a_part_is_not_contradicted(figure, text):
    assert "contradicted" not in verdicts(figure, _overview(text), "count")


# --- an inset named with its panel ("* Inset (c): ...", "**Inset of panel (b):**", "* Inset: ..." under
# "**Panel (c)**"): the readings are on the record's inset of that panel, not on the panel; unverifiable where the
# record holds no inset for it

SCALING = "he-graphene-bh-beta-tau-scaling"  # panels (a), (b), (c); insets of (b) and (c), against τ


@pytest.mark.parametrize("text", [
    "**Panel (c) – the He–He energy:** falls, then flattens.\n* Inset (c): {reading}",
    "**Panel (c) – the He–He energy:** falls, then flattens.\n* Inset: {reading}",
    "**Inset of panel (c):**\n* {reading}",
    "**Panel (a):** rises.\n* **Inset (c):** {reading}",
])
@pytest.mark.parametrize("right, wrong", [
    ("the triangles drop to ~104 K at τ ≈ 0.016.", "the triangles drop to ~130 K at τ ≈ 0.016."),
    ("the last triangle sits at ~79 K at τ = 0.0333.", "the last triangle sits at ~100 K at τ = 0.0333."),
])
def test_a_reading_under_an_inset_named_with_its_panel_is_judged_on_that_inset(text, right, wrong):
    # also a reading "~Y <unit> at X" with its unit: "~104 K at τ ≈ 0.016"
    assert verdicts(SCALING, _detailed(text.format(reading=right)), "value") == ["supported"]
    assert verdicts(SCALING, _detailed(text.format(reading=wrong)), "value") == ["contradicted"]


def test_the_panel_of_an_inset_bullet_holds_again_on_the_next_bullet():
    text = "**Panel (c) – the He–He energy:** falls.\n* Inset (c): the triangles drop to ~104 K at τ ≈ 0.016.\n" \
        "* β ≈ 0.10: ~147.7 K"
    assert verdicts(SCALING, _detailed(text), "value") == ["supported", "supported"]


@pytest.mark.parametrize("text", [
    "**Panel (a) – kinetic energy:** rises.\n* Inset (a): the triangles drop to ~130 K at τ ≈ 0.016.",  # none in (a)
    "* Inset: the triangles drop to ~130 K at τ ≈ 0.016.",  # two insets, none named
])
def test_an_inset_the_record_does_not_pin_gives_no_verdict_on_a_panel(text):
    assert "contradicted" not in verdicts(SCALING, _detailed(text), "value")


# --- a series named by part of its assignments ("p, U = 1.0" for "α = p, U = 1.0") and values each held over an x
# interval of its bullet ("−0.11 on sites 0-3 and 12-15, 0 on sites 4-11")

TOPO = "bhz-interacting-combined-topological-plots-for-4x4-system-at-a0p3-b0p5-m1p75"  # (a): s and p at U = 1.0, 5.0


def _panel_a(bullet: str) -> str:
    return _detailed(f"**Panel (a)**\n{bullet}")


@pytest.mark.parametrize("right, wrong", [
    ("* s, U = 1.0: about −0.11 across sites 12-15.", "* s, U = 1.0: about +0.11 across sites 12-15."),
    ("* p, U = 1.0 (blue): ramps down, +0.11 over the sites 12-15.", "* p, U = 1.0 (blue): ramps down, 0.25 over the sites 12-15."),
])
def test_a_value_held_over_an_x_interval_of_a_series_named_by_part_of_its_assignments(right, wrong):
    assert verdicts(TOPO, _panel_a(right), "value") == ["supported"]
    assert verdicts(TOPO, _panel_a(wrong), "value") == ["contradicted"]


def test_two_intervals_of_one_value_are_each_judged_and_unknown_samples_stop_only_a_supported_one():
    # sites 1 and 2 are not known: "held on 0-3" is not judged, "not held" is (the known sites 0 and 3 stray)
    assert verdicts(TOPO, _panel_a("* s, U = 1.0: −0.11 on sites 0-3 and 12-15."), "value") == \
        ["unverifiable", "supported"]
    assert verdicts(TOPO, _panel_a("* s, U = 1.0: 0.11 on sites 0-3 and 12-15."), "value") == \
        ["contradicted", "contradicted"]


@pytest.mark.parametrize("bullet", [
    "* U = 1.0: 0.11 on sites 12-15.",  # both orbitals at U = 1.0: no one series
    "* s, U = 1.0: it peaks at 0.3 on sites 12-15.",  # the value opens no segment: not a held value
])
def test_an_interval_value_is_not_pinned_on_a_guess(bullet):
    assert "contradicted" not in verdicts(TOPO, _panel_a(bullet), "value")


# --- "the fastest" / "the slowest" at every x, on a y axis measuring a run time: the lowest / the highest series

PROCS = "madlens-timing-procs"  # "time [sec]": 128 procs the lowest at every z, 64 procs the highest


@pytest.mark.parametrize("right, wrong", [
    ("The 128 procs series is the fastest at every redshift.", "The 32 procs series is the fastest at every redshift."),
    ("* 64 procs is the slowest configuration everywhere.", "* 256 procs is the slowest configuration everywhere."),
])
def test_the_fastest_series_at_every_x_is_the_lowest_run_time(right, wrong):
    assert verdicts(PROCS, _detailed(right), "extremum") == ["supported"]
    assert verdicts(PROCS, _detailed(wrong), "extremum") == ["contradicted"]


def test_fastest_ranks_nothing_on_an_axis_that_is_no_run_time():
    # "time ratio": a ratio of run times, not one
    assert "contradicted" not in verdicts("madlens-timing-ratios", _detailed("* PGD/no PGD is the fastest everywhere."),
                                          "extremum")
