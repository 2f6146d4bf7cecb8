"""Real figures' labels and value lists: a tick name ending in a mark ("%", "†", a closing bracket) is read whole,
and a list of the values a figure really holds is a reading, not looping text."""

from __future__ import annotations

import pytest

from figure_builders import bakeries, csv_figure
from vlmeval.groundtruth.schema import Figure
from vlmeval.scoring.scorecard import evaluate_text


def _pruned(tmp_path):
    """Made-up accuracies of pruned and dated models, with marks in their printed names."""
    return csv_figure(tmp_path, "Model,Accuracy\nOwl7B-40%,61.0\nOwl7B-60%,58.5\nKestrel (2023),70.2\nHeron-34†,66.1\n",
                      "Accuracy of pruned models on a made-up riddle benchmark")


def _grid(values: list[list[float]]) -> Figure:
    """A one-panel annotated heatmap (made up): rows are sizes, columns are days."""
    cols = [f"Day {c}" for c in "ABCD"][:len(values[0])]
    return Figure.model_validate({
        "id": "grid", "kind": "heatmap", "layout": {"rows": 1, "cols": 1}, "title": "Hits per grid size",
        "panels": [{"title": "Hits per grid size", "x": {"label": "Day", "ticks": cols},
                    "y": {"label": "Size", "ticks": ["Small", "Large"]},
                    "data": {"rows": ["Small", "Large"], "columns": cols, "values": values, "decimals": 0},
                    "values_printed": True}]})


@pytest.mark.parametrize("sentence, name", [
    ("Owl7B-40% keeps an accuracy of 61.0.", "Owl7B-40%"),
    ("Heron-34† reaches 66.1.", "Heron-34†"),
    ("Owl7B-60% falls below Owl7B-40%.", "Owl7B-60%"),
    ("The top score belongs to Kestrel (2023).", "Kestrel (2023)"),
])
def test_a_name_ending_in_a_mark_is_read_whole(tmp_path, sentence, name):
    claims = evaluate_text(_pruned(tmp_path), sentence).claims
    labels = [c for c in claims if c.kind == "label" and c.text.startswith(name.split("-")[0][:4])]
    assert labels and all(c.verdict == "supported" for c in labels)
    assert name in [c.text for c in labels]
    assert not [c for c in claims if c.error_type == "label"]


def test_a_misread_name_with_a_mark_is_still_a_label_error(tmp_path):
    claims = evaluate_text(_pruned(tmp_path), "Hreon-34† reaches 66.1.").claims
    errors = {c.error_type for c in claims if c.kind == "label" and c.text.startswith("Hreon")}
    assert errors == {"label"}


def test_values_the_heatmap_holds_are_a_reading():
    fig = _grid([[8, 8, 8, 8], [8, 8, 9, 8]])
    scored = evaluate_text(fig, "Most cells print the same count: 8, 8, 8, 8, 8, 8 and one 9.")
    assert not [c for c in scored.claims if c.error_type == "nonsense"]


@pytest.mark.parametrize("sentence", [
    "The cells print 3, 3, 3, 3, 3 across the grid.",  # the grid has no 3
    "The cells print 9, 9, 9, 9, 9 across the grid.",  # one 9, not five
])
def test_a_repetition_the_figure_does_not_hold_is_nonsense(sentence):
    scored = evaluate_text(_grid([[8, 8, 8, 8], [8, 8, 9, 8]]), sentence)
    assert [c.kind for c in scored.claims if c.error_type == "nonsense"] == ["degenerate"]


def test_a_name_listed_twice_is_still_nonsense_when_printed_once(tmp_path):
    scored = evaluate_text(bakeries(tmp_path), "The largest chains are Migalha, Migalha and Forno Azul.")
    assert [c.kind for c in scored.claims if c.error_type == "nonsense"] == ["degenerate"]
