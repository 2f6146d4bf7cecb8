"""A legend bullet giving each series its look ("* **Legend:** NDE (purple dashed), ROLR (cyan dotted), ...") is
judged on the looks too, on real-suite figures of dev papers: an entry given the look the record gives another
series of the panel (two looks swapped) is a label error. Before, a legend of fewer than four entries was not read,
and the looks were never compared."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

RUNTIME = "spectrum-anomaly-runtime"  # DBSCAN-U blue line, OCSVM orange with circles, DBSCAN-AE green with squares
MSE = "mining-gold-model-comparison"  # NDE purple dashed, ROLR cyan dotted, RASCAL red dash-dot, SCANDAL grey dashed


def _legend(figure_id: str, bullet: str) -> list[str]:
    return [v for v in verdicts(figure_id, section("Components/Axes", bullet), "label") if v != "supported"]


@pytest.mark.parametrize("figure_id, right, wrong", [
    (RUNTIME, "* **Legend (top-left):** DBSCAN-U (blue line), OCSVM (orange line with circles), DBSCAN-AE (green "
              "line with squares).",
     "* **Legend (top-left):** DBSCAN-U (orange line with circles), OCSVM (blue line), DBSCAN-AE (green line with "
     "squares)."),
    (MSE, "* **Legend:** NDE (purple dashed), ROLR (cyan dotted), RASCAL (red dash-dot), SCANDAL (grey dashed).",
     "* **Legend:** NDE (red dash-dot), ROLR (cyan dotted), RASCAL (purple dashed), SCANDAL (grey dashed)."),
])
def test_a_legend_that_swaps_two_looks_is_wrong(figure_id, right, wrong):
    assert _legend(figure_id, right) == []
    assert _legend(figure_id, wrong) == ["contradicted"]


def test_a_look_in_the_same_colour_family_fits():
    # the record's "dark green" LRT read as "green", its "grey" SCANDAL as "gray"
    assert _legend(MSE, "* **Legend:** SCANDAL (gray dashed), LRT (green dotted).") == []


PROCS = "madlens-timing-procs"  # 32, 64, 128 and 256 procs, all with circle markers
_PLACED = '* **Legend:** Top-left corner: "32 procs" (dark green), "64 procs" (dark navy), "128 procs" (medium blue), '


def test_a_legend_placed_before_its_quoted_entries_is_read():
    assert _legend(PROCS, _PLACED + '"256 procs" (light blue); all with circle markers.') == []
    # an invented entry among four the figure has
    assert _legend(PROCS, _PLACED + '"512 procs" (medium blue), "256 procs" (light blue).') == ["contradicted"]


LINKS = "temporal-links-1"  # linear (blue solid), exponential (orange dotted), square root (green dashed); all held


@pytest.mark.parametrize("right, wrong", [
    ("* **Square root (green dashed line):** rises from 0.2 to 1.0.",
     "* **Logarithmic (red dash-dot line):** rises from 0.2 to 1.0."),  # a series the figure does not draw
    ("* **Linear (blue solid line):** rises from 0.2 to 1.0.",
     "* **Linear (orange dotted line):** rises from 0.2 to 1.0."),  # exponential's look
])
def test_a_series_lead_in_is_judged_by_its_name_and_look(right, wrong):
    assert "contradicted" not in verdicts(LINKS, section("Detailed Analysis", right), "label")
    assert "contradicted" in verdicts(LINKS, section("Detailed Analysis", wrong), "label")


def test_an_unknown_series_lead_in_is_not_invented_where_the_record_leaves_parts_unread():
    # spectrum-anomaly-runtime leaves its 10 s and 60 s reference lines unread: the red dashed line may be one
    bullet = "* **Isolation Forest (red dashed line):** stays near 60 sec."
    assert "contradicted" not in verdicts(RUNTIME, section("Detailed Analysis", bullet), "label")


UPTAKE = "ar-mcm-avg-uptake-vs-poverp0"  # GCMC red line with dots, Experiment dark green with circles


def test_a_legend_written_look_first_is_read_too():
    right = '* **Legend (top left):** a red line labeled "GCMC" and green circles labeled "Experiment".'
    wrong = '* **Legend (top left):** a green line labeled "GCMC" and red dots labeled "Experiment".'
    assert _legend(UPTAKE, right) == []
    assert _legend(UPTAKE, wrong) == ["contradicted"]


def test_a_panel_lead_in_with_a_look_is_no_series_lead_in():
    bullet = "* **Panel V = −0.5J (light blue dots):** Tq rises from about 0.05 to about 0.26."
    claims = verdicts("quench-structure-factor-tq-vs-q", section("Detailed Analysis", bullet), "label")
    assert "unverifiable" not in claims and "contradicted" not in claims
