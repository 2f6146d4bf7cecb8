"""'<x name> ≈ A at B' ("near U ≈ 4.5 at ~0.88", "ends near ln ℓ ≈ 3.0 at about 0.73") gives the place first, as a
named quantity, and the value there after 'at': no '~Y at X' reading of A at x = B. A plain '~Y at U ≈ X' stays a
reading. Own sentences in the seed format on a real-suite figure of a dev paper (unary-bosonic-entanglementmeasures:
the blue 3 × S^acc curve of the largest size peaks near 0.86 at U ≈ 4.4, and is about 0.58 at U = 0.9)."""

from __future__ import annotations

from real_suite_sentences import section, verdicts

FIG = "unary-bosonic-entanglementmeasures"
LEAD = "* **3 × S^acc(ℓ) (blue):**\n    * "


def test_a_named_place_then_its_value_is_no_reading_the_other_way_round():
    text = section("Detailed Analysis", LEAD + "Highest near U ≈ 4.4 at ~0.9 for the largest size.")
    assert "contradicted" not in verdicts(FIG, text, "value")


def test_a_value_at_a_named_place_stays_read():
    text = section("Detailed Analysis", LEAD + "Near ~3.0 at U ≈ 4.4 for the largest size.")
    assert "contradicted" in verdicts(FIG, text, "value")
