"""Outside knowledge stated as shown with "shown in the figure" ("the Kosterlitz-Thouless transition at 2.17 K shown
in the figure", "As shown in the figure, the runs used the Aziz potential"): a name in the clause the phrase states
as shown that none of the figure's names holds is a hallucination (``ungrounded``, form ``attributed``), on a
real-suite figure of a dev paper. A later clause ("consistent with ...") is interpretation, not stated as shown."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

RADIAL = "ar-mcm-combined-radial-density"  # radial densities; panels titled "μ = −14.00 kJ/mol" ...


def _ungrounded(sentence: str) -> list[str]:
    return verdicts(RADIAL, section("Interpretation", sentence), "ungrounded")


@pytest.mark.parametrize("sentence", [
    "The profiles sharpen, consistent with the Kosterlitz-Thouless transition at 2.17 K shown in the figure.",
    "As shown in the figure, the simulations were run with the Aziz potential at 1.6 K.",
])
def test_a_name_the_figure_lacks_stated_as_shown_is_outside_knowledge(sentence):
    assert _ungrounded(sentence) == ["contradicted"]


@pytest.mark.parametrize("sentence", [
    "As shown in the figure, the density rises toward the wall, consistent with Bose-Einstein condensation.",
    "Overall, as shown in the figure, the peak grows as μ rises.",
    "The density peak shown in the figure grows from panel to panel.",
])
def test_the_figure_s_own_reading_or_a_later_interpretation_is_no_such_claim(sentence):
    assert "contradicted" not in _ungrounded(sentence)
