"""The panel of each row of a table with a panel column ("| Panel | Series | x = 0 |"): named by its number,
letter or the start of a title (in the grid row a heading names); a cell naming none leaves it unknown."""

from __future__ import annotations

from vlmeval.claims.pipeline import default_pipeline
from vlmeval.groundtruth.schema import Figure
from vlmeval.scoring.scorecard import evaluate_text


def _panel(title: str, place: tuple[int, int], letter: str | None = None, scale: float = 1.0) -> dict:
    return {"title": title, "letter": letter, "position": list(place), "x": {"label": "x", "scale": "linear"},
            "y": {"label": "time", "scale": "linear"},
            "data": {"rows": ["T = 1 K", "T = 2 K"], "columns": [0.0, 10.0, 20.0],
                     "values": [[1.0 * scale, 2.0 * scale, 3.0 * scale], [4.0 * scale, 5.0 * scale, 6.0 * scale]]}}


def _grid() -> Figure:
    titles = ["Slow mixing rate", "Fast mixing rate", "bottom left panel", "bottom right panel"]
    places = [(0, 0), (0, 1), (1, 0), (1, 1)]
    return Figure.model_validate({"schema_version": 2, "id": "grid-test", "kind": "line",
                                  "layout": {"rows": 2, "cols": 2},
                                  "panels": [_panel(t, p, "abcd"[i], 1.0 + i) for i, (t, p) in
                                             enumerate(zip(titles, places))]})


def _panels(fig: Figure, text: str) -> dict[str, tuple[str | None, bool]]:
    _, doc = default_pipeline().extract(text, fig)
    return {line.text.strip(): (line.panel, line.open_scope) for line in doc.lines}


HEAD = "## Line Chart: times\n### Detailed Analysis\n"


def test_a_table_row_is_in_the_panel_its_number_or_letter_names():
    text = HEAD + ("| Panel | Series | x = 0 | x = 20 |\n|---|---|---|---|\n| 1 | T = 1 K | ~1.0 | ~3.0 |\n"
                   "| (d) | T = 2 K | ~16.0 | ~24.0 |\n| 7 | T = 1 K | ~1.0 | ~3.0 |\n")
    got = _panels(_grid(), text)
    assert got["| 1 | T = 1 K | ~1.0 | ~3.0 |"] == ("Slow mixing rate", False)
    assert got["| (d) | T = 2 K | ~16.0 | ~24.0 |"] == ("bottom right panel", False)
    assert got["| 7 | T = 1 K | ~1.0 | ~3.0 |"] == (None, True)  # no seventh panel: unknown, not guessed


def test_a_table_row_under_a_row_heading_is_in_the_panel_whose_title_its_cell_opens():
    text = HEAD + ("**Times (top row)**\n\n| Panel | Series | x = 0 | x = 20 |\n|---|---|---|---|\n"
                   "| Fast | T = 2 K (pale blue) | ~8.0 | ~12.0 |\n| Slow | T = 1 K (grey) | ~1.0 | ~3.0 |\n")
    got = _panels(_grid(), text)
    assert got["| Fast | T = 2 K (pale blue) | ~8.0 | ~12.0 |"] == ("Fast mixing rate", False)
    assert got["| Slow | T = 1 K (grey) | ~1.0 | ~3.0 |"] == ("Slow mixing rate", False)


def test_a_panel_table_reads_each_row_in_its_panel_and_its_series_beside_a_colour():
    text = HEAD + ("| Panel | Series | x = 0 | x = 20 |\n|---|---|---|---|\n| 2 | T = 2 K (pale blue) | ~8.0 | ~12.0 |\n"
                   "| 3 | T = 1 K (grey) | ~3.0 | ~30.0 |\n")
    claims = [c for c in evaluate_text(_grid(), text).claims if c.kind == "value"]
    verdicts = {text[c.start:c.end].strip("~"): (c.panel, c.verdict) for c in claims}
    assert verdicts["8.0"] == ("Fast mixing rate", "supported")
    assert verdicts["3.0"] == ("bottom left panel", "supported")
    assert verdicts["30.0"] == ("bottom left panel", "contradicted")  # 9.0 at x = 20 there
