"""A panel named by a letter or rank past the figure's last panel ("panel (e)" of a figure of four, "the seventh
panel" of six) is invented: a count claim the record contradicts, on real-suite figures of dev papers. Before, the
claims under such a name were only unverifiable ("which panel is meant is not clear")."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

RADIAL = "ar-mcm-combined-radial-density"  # 2 x 2; letters (b)-(d) printed, (a) unread
TQ = "quench-structure-factor-tq-vs-q"  # 1 x 6 panels titled "V = ...", no letters


def _detailed(bullet: str) -> str:
    return section("Detailed Analysis", bullet)


_verdicts = verdicts


@pytest.mark.parametrize("figure_id, right, wrong", [
    (RADIAL, "* **Panel (d):** the density peaks at about 0.027.", "* **Panel (e):** the density peaks at about 0.027."),
    (TQ, "* **Sixth panel:** the highest Tq is about 0.21.", "* **Seventh panel:** the highest Tq is about 0.21."),
])
def test_a_panel_past_the_last_one_is_invented(figure_id, right, wrong):
    assert "contradicted" not in _verdicts(figure_id, _detailed(right), "count")
    assert _verdicts(figure_id, _detailed(wrong), "count") == ["contradicted"]
