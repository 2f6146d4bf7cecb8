"""An axis label written in another notation than the record's (Unicode super/subscripts, TeX markup, the
minus sign) is the same label; a different exponent or subscript is not, nor one word replaced by another."""

import pytest

from vlmeval.claims.types.label import label_matches


@pytest.mark.parametrize("stated, recorded", [
    ("n_e [cm⁻³]", "ne [cm^−3]"),
    ("flux (W m⁻²)", "flux (W m$^{-2}$)"),
    ("T_c (K)", "$\\mathrm{T}_c$ (K)"),
    ("σ² of the residuals", "σ^2 of the residuals"),
    ("k₀ [1/s]", "k_0 [1/s]"),
    ("G(r,τ)", "G(r; τ)"),  # the arguments of a function, parted by a comma or a semicolon
])
def test_same_label_in_another_notation(stated, recorded):
    assert label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("n_e [cm⁻²]", "ne [cm^−3]"),
    ("x³", "x^2"),
    ("G(r; τ)", "G(k; τ)"),
])
def test_another_exponent_is_another_label(stated, recorded):
    assert not label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("stellar mass [M_J]", "stellar mass [M⊙]"),
    ("delay (ms)", "delay (s)"),
    ("wavelength [nm]", "wavelength [μm]"),
])
def test_another_unit_is_another_label(stated, recorded):
    """The quantity reads alike, the unit it is given in does not: a wrong unit is a wrong label."""
    assert not label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("stellar mass [M⊙]", "Stellar Mass [M_⊙]"),
    ("delay (ms)", "delay [ms]"),
    ("delay (ms)", "delay"),  # a unit only one label gives is no disagreement
    ("density [Å⁻³]", "density [Å^−3]"),
    ("temperature (Kelvin)", "temperature (K)"),  # a unit spelled out
    ("time [seconds]", "time [s]"),
])
def test_same_unit_or_unit_not_known(stated, recorded):
    assert label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("gain in precision (higher is better)", "gain in F1 (higher is better)"),
    ("Coupling Strength W/t", "Coupling Strength V/t"),
    ("share of failed jobs per hour of the day (all clusters)",
     "share of queued jobs per hour of the day (all clusters)"),
])
def test_one_word_replaced_is_another_label(stated, recorded):
    """The other words agree, so the word sets are alike, but the replaced word names another quantity."""
    assert not label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("normalised counts per bin", "Normalized count per bin"),  # a spelling, a plural
    ("avg. reward per training episode", "average reward per training episode"),  # an abbreviation
    ("k = q_x + N_x * q_y", "k = qx + Nx ∗ qy"),  # subscripts written out
    ("mean delay per round (all runs)", "mean delay per round"),  # words added, none replaced
])
def test_words_spelled_otherwise_are_the_same_label(stated, recorded):
    assert label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("τ²", "τ"),  # a power of the quantity
    ("κ^{-1}", "κ"),
    ("log₂ L", "L"),  # its logarithm
    ("ln(growth rate)", "growth rate"),
    ("√D", "D"),  # its root
    ("ΔF", "F"),  # its change
    ("exp(-E/kT)", "E/kT"),
    ("N", "log N"),  # the transform dropped
])
def test_a_transformed_quantity_is_another_label(stated, recorded):
    """One label holds the other, yet applies a transform to the quantity the other does not: another axis."""
    assert not label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("T²", "T2"),  # the record flattened the superscript: the same characters
    ("log(M)/M", "log M / M"),
    ("energy (eV)", "mean energy (eV)"),  # a shortened label, no transform
    ("ρ (cm⁻²)", "ρ"),  # a power in the unit only: the unit's business
])
def test_same_transforms_still_match(stated, recorded):
    assert label_matches(stated, recorded)
