"""A lead-in that names its panel by letter or place beside a parameter no title carries ("**Panel (c), T = 4
K:**", "**Left panel, V = 0.5:**") is that panel; a parameter lead-in never goes to the panel of the same value with
the other sign ("**V = −0.15J:**" is not "V = 0.15J"); the letter and the value naming two panels name none."""

from __future__ import annotations

from vlmeval.claims.pipeline import default_pipeline
from vlmeval.groundtruth.schema import Figure


def _panel(title: str, place: tuple[int, int], letter: str | None = None) -> dict:
    return {"title": title, "letter": letter, "position": list(place), "x": {"label": "x", "scale": "linear"},
            "y": {"label": "time", "scale": "linear"},
            "data": {"rows": ["T = 1 K", "T = 2 K"], "columns": [0.0, 10.0, 20.0],
                     "values": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}}


def _figure(titles: list[str], rows: int, cols: int, letters: str = "") -> Figure:
    places = [(i // cols, i % cols) for i in range(len(titles))]
    return Figure.model_validate({"schema_version": 2, "id": "lead-test", "kind": "line",
                                  "layout": {"rows": rows, "cols": cols},
                                  "panels": [_panel(t, p, letters[i] if letters else None)
                                             for i, (t, p) in enumerate(zip(titles, places))]})


HEAD = "## Line Chart: times\n### Detailed Analysis\n"
BULLET = "- T = 1 K: ~3.0 at x = 20."


def _panel_of_bullet(fig: Figure, lead: str) -> str | None:
    _, doc = default_pipeline().extract(HEAD + lead + "\n" + BULLET + "\n", fig)
    return next(line.panel for line in doc.lines if line.text == BULLET)


def test_a_letter_beside_a_parameter_no_title_carries_names_the_panel():
    fig = _figure(["Slow mixing", "Fast mixing", "Mixed start", "Cold start"], 2, 2, "abcd")
    assert _panel_of_bullet(fig, "**Panel (c), T = 4 K:**") == "Mixed start"


def test_a_side_beside_a_parameter_no_title_carries_names_the_panel():
    fig = _figure(["Slow mixing", "Fast mixing"], 1, 2)
    assert _panel_of_bullet(fig, "**Right panel, V = 0.5:**") == "Fast mixing"


def test_a_parameter_lead_in_never_names_the_panel_of_the_other_sign():
    fig = _figure(["V = −0.15J", "V = 0.15J"], 1, 2)
    assert _panel_of_bullet(fig, "**V = −0.15J:**") != "V = 0.15J"


def test_a_letter_and_a_value_naming_two_panels_name_none():
    fig = _figure(["K = 5", "K = 10", "K = 20"], 1, 3, "abc")
    assert _panel_of_bullet(fig, "**Panel (b), K = 20:**") is None
    assert _panel_of_bullet(fig, "**Panel (c), K = 20:**") == "K = 20"
