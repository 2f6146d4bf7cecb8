"""``gt show`` and ``gt render`` find a bundled figure by id whatever its suite, and no numpy warning reaches a
user for a panel with rows or columns of unknown values."""

from __future__ import annotations

import warnings

from run_helpers import cli

from vlmeval.groundtruth.facts import panel_facts
from vlmeval.groundtruth.schema import Figure

REAL_ID = "llm-stylometry-average-loss-heatmap-content"  # in the real suite, not the default one


def test_gt_show_finds_a_real_suite_figure_without_figures_option():
    result = cli("gt", "show", REAL_ID)
    assert result.returncode == 0, result.stderr
    assert REAL_ID in result.stdout and "Melville" in result.stdout
    assert "Warning" not in result.stderr and "unknown figure id" not in result.stderr


def test_gt_render_finds_a_real_suite_figure(tmp_path):
    out = tmp_path / "f.png"
    result = cli("gt", "render", REAL_ID, "-o", str(out))
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 0


def test_an_unknown_id_is_still_refused():
    result = cli("gt", "show", "no-such-figure-anywhere")
    assert result.returncode != 0 and "no-such-figure-anywhere" in result.stderr


def test_a_row_of_unknown_values_gives_no_numpy_warning():
    fig = Figure.model_validate({"id": "gaps", "kind": "heatmap", "layout": {"rows": 1, "cols": 1}, "panels": [
        {"title": "P", "x": {"label": "x", "ticks": [1, 2]}, "y": {"label": "y", "ticks": ["a", "b"]},
         "data": {"rows": ["a", "b"], "columns": [1, 2], "values": [[1.0, None], [None, None]]}}]})
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        facts = panel_facts(fig.panels[0])
    assert facts.rows_by_mean == ["a"] and facts.n_unknown == 3
    assert facts.summary().endswith("among known cells; 3 unknown")
