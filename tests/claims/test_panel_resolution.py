"""How a description's words resolve to a panel of the record, on small records of our own: a printed letter
outranks the words beside it (which may be another panel's title); a side or place is read from the panels'
placements; words that could mean several panels name none."""

from __future__ import annotations

from vlmeval.claims.pipeline import default_pipeline
from vlmeval.groundtruth.schema import Figure


def _panel(title: str, letter: str | None, place: tuple[int, int], peak: float) -> dict:
    return {"title": title, "letter": letter, "position": list(place), "x": {"label": "x", "scale": "linear"},
            "y": {"label": "density", "scale": "linear"},
            "data": {"rows": ["blue line"], "columns": [0.0, 0.5, 1.0], "values": [[1.0, peak, 2.0]]}}


def _figure(panels: list[dict], rows: int, cols: int) -> Figure:
    return Figure.model_validate({"schema_version": 2, "id": "panel-resolution-test", "kind": "line",
                                  "layout": {"rows": rows, "cols": cols}, "panels": panels})


def _claims(fig: Figure, text: str, kind: str) -> list:
    claims, _ = default_pipeline().extract(text, fig)
    return [c for c in claims if c.kind == kind]


# panels A and B print their letters; the third one is titled by what it shows, and prints C
LETTERED = _figure([_panel("A", "A", (0, 0), 7.0), _panel("B", "B", (0, 1), 9.0),
                    _panel("rising phase", "C", (0, 2), 4.0)], 1, 3)


def _detailed(line: str) -> str:
    return f"## Line Chart: densities\n### Detailed Analysis\n{line}\n"


def test_a_printed_letter_outranks_the_title_words_in_its_brackets():
    for text in ("**Panel B (rising phase).** The blue line peaks at about 9.0.",
                 "- **Panel B (control, rising phase):** the blue line peaks at about 9.0."):
        got = _claims(LETTERED, _detailed(text), "extremum")
        assert [c.panel for c in got] == ["B"], text


def test_title_words_alone_still_name_their_panel():
    got = _claims(LETTERED, _detailed("**Rising phase.** The blue line peaks at about 4.0."), "extremum")
    assert [c.panel for c in got] == ["rising phase"]


def _side_by_side(rows: int, cols: int) -> Figure:
    """Panels whose x axes carry different labels, placed in a grid of ``rows`` x ``cols``."""
    panels = []
    for i in range(rows * cols):
        p = _panel(f"panel {i + 1} of the grid", None, (i // cols, i % cols), 5.0 + i)
        p["x"]["label"] = ("number of samples", "number of terms", "wall time", "memory")[i]
        panels.append(p)
    return _figure(panels, rows, cols)


def _components(line: str) -> str:
    return f"## Line Charts: cost\n### Components/Axes\n{line}\n"


def test_a_side_without_the_word_panel_is_read_from_the_placements():
    fig = _side_by_side(1, 2)
    got = _claims(fig, _components('* **Right X-axis:** "number of terms", linear.'), "label")
    assert [c.panel for c in got] == ["panel 2 of the grid"]
    got = _claims(fig, _components('* **Left x axis:** "number of samples", linear.'), "label")
    assert [c.panel for c in got] == ["panel 1 of the grid"]


def test_a_side_the_placements_do_not_single_out_names_no_panel():
    # in a 2 x 2 grid "left" is a column of two panels; "left tail" is no panel at all
    got = _claims(_side_by_side(2, 2), _components('* **Left X-axis:** "number of samples", linear.'), "label")
    assert [c.panel for c in got] == [None]
    got = _claims(_side_by_side(1, 2), _components('* **Lower bound:** "number of terms".'), "label")
    assert all(c.panel is None for c in got)
