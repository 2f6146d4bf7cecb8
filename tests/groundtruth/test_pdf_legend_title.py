"""A legend's title (matplotlib's ``legend(title=...)``, seaborn's and ggplot's hue name) is read into the record
(``Table.legend_title``, shown by ``gt show``), never taken as a series or a panel title, and a description naming
the legend by it is right, not "no series is named ..." (pdf.legendtitle, claims.types.label.verify_legend). The
PDFs are drawn by scripts/make_pdf_legend_cases.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

pytest.importorskip("pdfplumber")

from vlmeval.cli import app  # noqa: E402
from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.scoring.scorecard import evaluate_text  # noqa: E402

from pdf_cases import read_case  # noqa: E402


def _case(name: str):
    return read_case(name)


def _saved(record, tmp_path: Path):
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    loaded = load_figure_set(tmp_path)
    assert not loaded.problems
    return loaded.figures[record.id]


def _labels(figure, text: str) -> list[tuple[str, str, str | None]]:
    claims = evaluate_text(figure, "### Components/Axes\n" + text + "\n").claims
    return [(c.text, c.verdict, c.reason) for c in claims if c.kind == "label"]


def _series_of(panel) -> dict[str, list]:
    table = panel.data
    return {str(r): [table.values[i][j] for j in range(len(table.columns)) if table.values[i][j] is not None]
            for i, r in enumerate(table.rows)}


def test_a_boxed_legends_title_is_read_and_names_no_series(tmp_path):
    record, known = _case("legend_title_boxed")
    panel = record.panels[0]
    assert panel.title == known["title"]
    assert _series_of(panel) == {n: pytest.approx(s["y"], abs=panel.value_tolerance) for n, s in known["series"].items()}
    assert panel.data.legend_title == known["legend_title"]
    figure = _saved(record, tmp_path)
    said = _labels(figure, '* **Legend:** "Autoantigen" in the upper right: black = "No", red = "Yes".')
    assert [(t, v) for t, v, _ in said if t in ('"Autoantigen"', "Autoantigen")] == [("Autoantigen", "supported")]
    assert all(v != "contradicted" for _, v, _ in said), said
    assert "supported" in [v for _, v, _ in _labels(figure, 'The legend is titled "Autoantigen".')]
    # a name that is neither the title nor an entry is still no series of the figure
    wrong = _labels(figure, '* **Legend:** "Tissue" in the upper right.')
    assert [(v, r) for _, v, r in wrong] == [("contradicted", "no series is named 'Tissue'")]


def test_a_two_line_title_over_an_unframed_legend_is_one_title_of_its_own_panel(tmp_path):
    record, known = _case("legend_title_two_lines")
    assert [p.title for p in record.panels] == known["titles"]
    assert [p.data.legend_title for p in record.panels] == [known["legend_title"], None]
    for panel in record.panels[:1]:
        assert sorted(panel.data.rows) == sorted(known["series"])
    figure = _saved(record, tmp_path)
    listed = ("* **Legend (left panel):** Temporal weighting (heading), linear (blue), exponential (orange), "
              "square root (green).")
    assert "contradicted" not in [v for _, v, _ in _labels(figure, listed)]
    # the same list with an entry the legend lacks: still an invented series
    invented = listed.replace("square root (green)", "square root (green), logarithmic (red)")
    assert [r for _, v, r in _labels(figure, invented) if v == "contradicted"] == ["the legend has no 'logarithmic'"]


def test_a_title_left_of_a_one_row_legend_is_its_title():
    record, known = _case("legend_title_in_row")
    panel = record.panels[0]
    assert sorted(panel.data.rows) == sorted(known["series"])
    assert panel.data.legend_title == known["legend_title"]
    assert panel.x.label == "Week"


def test_gt_show_prints_the_legend_title(tmp_path):
    record, known = _case("legend_title_boxed")
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    shown = CliRunner().invoke(app, ["gt", "show", record.id, "--figures", str(tmp_path)], env={"COLUMNS": "300"})
    assert shown.exit_code == 0, shown.output
    assert f"legend title: {known['legend_title']}" in shown.output


def test_a_legend_title_above_the_plot_is_no_panel_title():
    record, known = _case("legend_title_above_plot")
    panel = record.panels[0]
    assert panel.data.legend_title == known["legend_title"]
    assert panel.title != known["legend_title"]  # the panel prints no title: it is named by its place
    assert sorted(panel.data.rows) == sorted(known["series"])
