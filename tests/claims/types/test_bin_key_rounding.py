"""A list row keyed by a number inside a histogram's bins ("- x ≈ 0.50: 0.93") names the bins its rounding reaches:
half its last printed digit, the whole digit where hedged. On bins 0.014 wide, "x ≈ 0.50" may be the bin past 0.506;
the value there was called misplaced."""

from __future__ import annotations

from vlmeval.api import score_text
from vlmeval.groundtruth.schema import Figure

BINS = ["0.464–0.478", "0.478–0.492", "0.492–0.506", "0.506–0.52", "0.52–0.534"]


def _figure() -> Figure:
    panel = {"title": "Samples", "x": {"label": "x", "scale": "categorical"}, "y": {"label": "P(x)"},
             "data": {"rows": ["pink bars"], "columns": BINS, "values": [[1.05, 1.02, 0.98, 0.93, 0.91]]}}
    return Figure.model_validate({"schema_version": 2, "id": "bin-rounding", "kind": "bar",
                                  "layout": {"rows": 1, "cols": 1}, "panels": [panel]})


def _values(rows: str) -> list[str]:
    card = score_text(f"## Histogram\n\n{rows}\n", _figure())
    return [c.verdict for c in card.claims if c.kind == "value"]


def test_a_hedged_key_reaches_the_neighbouring_bins():
    assert _values("- x ≈ 0.50: 0.93\n- x ≈ 0.47: 1.05") == ["supported", "supported"]


def test_an_exact_key_names_its_own_bin_only():
    assert _values("- x = 0.50: 0.93\n- x = 0.47: 1.05") == ["contradicted", "supported"]
