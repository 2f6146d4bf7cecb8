"""A legend stated as drawn ("* **Legend (top right):** ...") on a figure that surely draws none is invented: a
``label`` claim (target ``part``) the record contradicts, on real-suite figures of dev papers. Sure only where the
record's reader saw no legend, every panel plots one series, and no panel holds a fit or a part left unread."""

from __future__ import annotations

from real_suite_sentences import section, verdicts

RADIAL = "ar-mcm-combined-radial-density"  # four panels of one blue curve each, no legend
UPTAKE = "ar-mcm-avg-uptake-vs-poverp0"  # GCMC and Experiment, with a legend
TQ = "quench-structure-factor-tq-vs-q"  # tagged legend: false, but its legend names the fit ("LL") it holds


def _parts(figure_id: str, bullet: str) -> list[str]:
    claims = verdicts(figure_id, section("Components/Axes", bullet), "label")
    return [v for v in claims if v == "contradicted"]


def test_a_legend_on_a_figure_without_one_is_invented():
    assert _parts(RADIAL, '* **Legend (top right):** a blue line with dots labelled "Simulation".') == ["contradicted"]


def test_a_legend_said_to_be_absent_is_no_claim():
    assert _parts(RADIAL, "* **Legend:** None; each panel draws one blue curve.") == []
    assert _parts(RADIAL, "* **Legend:** not present.") == []


def test_a_figure_that_draws_a_legend_or_may_draw_one_keeps_it():
    assert _parts(UPTAKE, '* **Legend (top left):** "GCMC" (red line) and "Experiment" (green circles).') == []
    assert _parts(TQ, '* **Legend (top left):** "ED" (dots) and "LL" (line).') == []
