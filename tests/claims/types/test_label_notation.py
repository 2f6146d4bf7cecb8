"""An axis label written in another notation than the record's (Unicode super/subscripts, TeX markup, the
minus sign) is the same label; a different exponent or subscript is not."""

import pytest

from vlmeval.claims.types.label import label_matches


@pytest.mark.parametrize("stated, recorded", [
    ("n_e [cm⁻³]", "ne [cm^−3]"),
    ("flux (W m⁻²)", "flux (W m$^{-2}$)"),
    ("T_c (K)", "$\\mathrm{T}_c$ (K)"),
    ("σ² of the residuals", "σ^2 of the residuals"),
    ("k₀ [1/s]", "k_0 [1/s]"),
])
def test_same_label_in_another_notation(stated, recorded):
    assert label_matches(stated, recorded)


@pytest.mark.parametrize("stated, recorded", [
    ("n_e [cm⁻²]", "ne [cm^−3]"),
    ("x³", "x^2"),
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
