"""Lines about an inset that name it by its panel ("- Kinetic: the ratio falls ..." under "**Insets**", "* **Inset
(Kinetic):** ...") are about that panel's inset, not the panel: judged on the panel, the inset's ratios were called
wrong against the panel's series (line prose, value ranges)."""

from __future__ import annotations

from vlmeval.api import score_text
from vlmeval.groundtruth.schema import Figure

KEYS = ["2^2", "2^3", "2^4", "2^5", "2^6"]
MAIN = {"Kinetic": [[467.0, 510.0, 610.0, 723.0, 849.0], [421.0, 462.0, 543.0, 634.0, 713.0]],
        "Potential": [[446.0, 504.0, 626.0, 713.0, 844.0], [427.0, 477.0, 569.0, 680.0, 732.0]]}
RATIOS = {"Kinetic": [0.903, 0.905, 0.890, 0.877, 0.840], "Potential": [0.957, 0.947, 0.909, 0.954, 0.868]}


def _figure() -> Figure:
    panels = [{"title": t, "x": {"label": "β", "scale": "categorical", "ticks": KEYS}, "y": {"label": "τ"},
               "position": [0, i], "data": {"rows": ["Rejection", "Direct"], "columns": KEYS, "values": v}}
              for i, (t, v) in enumerate(MAIN.items())]
    panels += [{"title": f"inset of {t}", "x": {"label": "β", "scale": "linear"}, "y": {"label": "ratio"},
                "data": {"rows": ["grey circles"], "columns": [4.0, 8.0, 16.0, 32.0, 64.0], "values": [v]}}
               for t, v in RATIOS.items()]
    return Figure.model_validate({"schema_version": 2, "id": "inset-items", "kind": "line",
                                  "layout": {"rows": 1, "cols": 2}, "panels": panels})


def _judged(text: str) -> list[tuple[str | None, str]]:
    card = score_text(f"## Line Chart\n\n{text}\n", _figure())
    return [(c.panel, c.verdict) for c in card.claims if c.kind != "label"]


def test_items_under_an_insets_heading_are_about_the_named_panels_inset():
    judged = _judged("**Insets**\n- Kinetic: the ratio falls from 0.90 to 0.84.\n"
                     "- Potential: the ratio varies between 0.87 and 0.96.")
    assert judged and all(verdict != "contradicted" and panel not in MAIN for panel, verdict in judged)


def test_an_inset_lead_in_naming_its_panel_by_title_is_that_panels_inset():
    judged = _judged("**Right panel:** Direct ends at about 732.\n\n"
                     "* **Inset (Kinetic):** the ratio falls from 0.903 to 0.840.")
    assert ("inset of Kinetic", "supported") in judged
    assert all(verdict != "contradicted" for _, verdict in judged)


def test_a_panel_name_tied_to_the_word_inset_names_that_panels_inset():
    for sentence in ("In the Potential panel's inset, the ratio is lowest (about 0.87) at β = 64.",
                     "The inset of the Kinetic panel shows the ratio decreasing from about 0.90 to about 0.84."):
        judged = _judged(sentence)
        assert judged and all(verdict != "contradicted" and panel not in MAIN for panel, verdict in judged)
