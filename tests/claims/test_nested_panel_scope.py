"""The panel a bullet is about, set by the headings and lead-ins it is nested under: a row of the grid named by a
heading ("**Energy (bottom row)**") and a panel of that row named by a nested lead-in (by its own title, or the
title the panel in its column prints in another row), a sibling lead-in replacing it; a lead-in nested under a
row heading that names a panel closes the scope the heading left open; "**Main plot**" and "**Inset**" headings
in a record of one main panel and one inset."""

from __future__ import annotations

from vlmeval.claims.pipeline import default_pipeline
from vlmeval.groundtruth.schema import Figure


def _panel(title: str, place: tuple[int, int]) -> dict:
    return {"title": title, "position": list(place), "x": {"label": "x", "scale": "linear"},
            "y": {"label": "time", "scale": "linear"},
            "data": {"rows": ["T = 1 K", "T = 2 K"], "columns": [0.0, 10.0, 20.0],
                     "values": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]}}


def _grid(titles: list[str]) -> Figure:
    """Two rows of two panels, titled in reading order."""
    places = [(0, 0), (0, 1), (1, 0), (1, 1)]
    return Figure.model_validate({"schema_version": 2, "id": "grid-test", "kind": "line",
                                  "layout": {"rows": 2, "cols": 2},
                                  "panels": [_panel(t, p) for t, p in zip(titles, places)]})


def _panels(fig: Figure, text: str) -> dict[str, tuple[str | None, bool]]:
    """Each line opening with "  -" or "- " (stripped): its panel and whether its scope is open."""
    _, doc = default_pipeline().extract(text, fig)
    return {line.text.strip(): (line.panel, line.open_scope) for line in doc.lines if line.text.lstrip().startswith("-")}


ROWS = ("## Line Chart: times\n### Detailed Analysis\n**Acceptance (top row)**\n- **Slow mixing**\n"
        "  - T = 1 K: ~1.0 at x = 0.\n**Waiting time (bottom row)**\n- **Fast mixing**\n  - T = 2 K: ~6.0 at x = 20.\n"
        "- **Slow mixing**\n  - T = 1 K: ~4.0 at x = 0.\n")


def test_a_lead_in_under_a_row_heading_names_the_panel_of_that_row_in_its_column():
    # only the top row prints titles: "Fast mixing" under "(bottom row)" is the bottom panel below "Fast mixing rate"
    fig = _grid(["Slow mixing rate", "Fast mixing rate", "bottom left panel", "bottom right panel"])
    got = _panels(fig, ROWS)
    assert got["- **Fast mixing**"] == ("bottom right panel", False)
    assert got["- T = 2 K: ~6.0 at x = 20."] == ("bottom right panel", False)
    # a sibling lead-in at the same level replaces it, still in the bottom row
    assert got["- T = 1 K: ~4.0 at x = 0."] == ("bottom left panel", False)
    # under the top-row heading the same words name the top panel itself
    assert got["- T = 1 K: ~1.0 at x = 0."] == ("Slow mixing rate", False)


def test_a_lead_in_naming_no_column_leaves_the_panel_unknown():
    fig = _grid(["Slow mixing rate", "Fast mixing rate", "bottom left panel", "bottom right panel"])
    got = _panels(fig, ROWS.replace("- **Fast mixing**", "- **Mixing**"))
    assert got["- T = 2 K: ~6.0 at x = 20."][0] is None


PARAMS = ("## Scatter Plot: times\n### Detailed Analysis\n**Top row**\n- V = 0.2:\n  - T = 1 K: ~2.0 at x = 10.\n"
          "**Bottom row**\n- V = 0.3: T = 2 K rises from ~4.0 to ~6.0.\n")


def test_a_bullet_naming_a_panel_under_a_row_heading_closes_the_open_scope():
    fig = _grid(["V = 0.1", "V = 0.2", "V = 0.3", "V = 0.4"])
    got = _panels(fig, PARAMS)
    assert got["- T = 1 K: ~2.0 at x = 10."] == ("V = 0.2", False)
    assert got["- V = 0.3: T = 2 K rises from ~4.0 to ~6.0."] == ("V = 0.3", False)


def _main_and_inset() -> Figure:
    main, inset = _panel("left panel", (0, 0)), _panel("inset of panel 1", (0, 0))
    del main["position"], inset["position"]
    return Figure.model_validate({"schema_version": 2, "id": "inset-test", "kind": "line",
                                  "layout": {"rows": 1, "cols": 1}, "panels": [main, inset]})


def test_main_plot_and_inset_headings_set_the_panel():
    text = ("## Line Chart: times\n### Detailed Analysis\n**Main plot, readings (approximate):**\n"
            "- T = 1 K: ~2.0 at x = 10.\n\n**Inset, time versus x:**\n- T = 2 K: ~5.0 at x = 10.\n")
    got = _panels(_main_and_inset(), text)
    assert got["- T = 1 K: ~2.0 at x = 10."] == ("left panel", False)
    assert got["- T = 2 K: ~5.0 at x = 10."] == ("inset of panel 1", False)


def test_a_bound_at_an_x_inside_a_series_bullet_is_no_reading():
    # the main panel is in scope: "above 3.0 at x = 20" bounds the series there, it does not read its value
    text = ("## Line Chart: times\n### Detailed Analysis\n**Main plot:**\n"
            "- T = 1 K: about 2.0 at x = 10 and above 2.0 at x = 20.\n")
    claims, _ = default_pipeline().extract(text, _main_and_inset())
    read = sorted(c.payload.x for c in claims if c.kind == "value" and hasattr(c.payload, "x"))
    assert read == [10.0]
