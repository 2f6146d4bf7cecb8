"""Metric definitions (docs/scoring.md) on hand-made verdict lists, and the sentence roll-up."""

from __future__ import annotations

import pytest

from vlmeval.records import ClaimVerdict, Description
from vlmeval.scoring.scorecard import COUNT_KEYS, compute_metrics, score_description, evaluate_text, sentence_view


@pytest.fixture(scope="module")
def average(bundled_figures):
    return bundled_figures.get("dynts-average")  # 40 known cells


def _v(kind, verdict, error=None, panel="R1-Qwen", row=2000, column=0.4, start=0):
    return ClaimVerdict(start=start, end=start + 1, text="x", kind=kind, verdict=verdict, error_type=error,
                        panel=panel, row=row, column=column)


def test_nothing_to_measure_is_null(average):
    metrics, counts = compute_metrics([], average)
    assert metrics.model_dump() == {"value_precision": None, "value_recall": 0.0, "trend_accuracy": None,
                                    "label_accuracy": None, "hallucination_rate": None, "overall": None}
    assert set(counts) == set(COUNT_KEYS) and counts["cells_known"] == 40
    only_unverifiable, _ = compute_metrics([_v("value", "unverifiable"), _v("trend", "unverifiable")], average)
    assert only_unverifiable.value_precision is None and only_unverifiable.trend_accuracy is None
    assert only_unverifiable.overall is None


def test_definitions(average):
    verdicts = [
        _v("value", "supported"), _v("value", "supported"),  # the same cell twice: recall counts it once
        _v("value", "supported", column=0.5), _v("value", "contradicted", "location"),
        _v("trend", "supported"), _v("trend", "contradicted", "trend"), _v("trend", "unverifiable"),
        _v("label", "contradicted", "label"), _v("range", "contradicted", "hallucination"),
    ]
    m, c = compute_metrics(verdicts, average)
    assert m.value_precision == pytest.approx(3 / 4)
    assert m.value_recall == pytest.approx(2 / 40)
    assert m.trend_accuracy == pytest.approx(1 / 2)
    assert m.label_accuracy == 0.0
    assert m.hallucination_rate == pytest.approx(4 / 8)
    parts = [3 / 4, 2 / 40, 1 / 2, 0.0, 1 - 4 / 8]
    assert m.overall == pytest.approx(sum(parts) / len(parts))
    assert (c["claims"], c["checkable"], c["supported"], c["contradicted"], c["unverifiable"]) == (9, 8, 4, 4, 1)
    assert (c["location"], c["trend"], c["label"], c["hallucination"], c["value"], c["nonsense"]) == (1, 1, 1, 1, 0, 0)
    assert (c["value_claims"], c["value_checkable"], c["value_supported"], c["cells_correct"]) == (4, 4, 3, 2)


def test_sentence_view():
    text = "One fact here. Another, wrong one. No claim.\n| table | row |"
    verdicts = [_v("value", "supported", start=4), _v("value", "contradicted", "value", start=16),
                _v("value", "supported", start=20), _v("value", "unverifiable", start=47)]
    sentences = sentence_view(text, verdicts)
    assert [(text[s.start:s.end], s.n_claims, s.n_contradicted, s.factual) for s in sentences] == [
        ("One fact here.", 1, 0, True), ("Another, wrong one.", 2, 1, False), ("No claim.", 0, 0, None),
        ("| table | row |", 1, 0, None)]
    assert [v.sentence for v in verdicts] == [0, 1, 1, 3]


def test_scorecard_keeps_other_fields(average, seed_text):
    desc = Description(figure_id="dynts-average", model="m", text=seed_text("003"), prompt_id="p1", seed="003", run=7)
    card = score_description(average, desc, line=12)
    assert (card.line, card.prompt_id, card.seed, card.run, card.text) == (12, "p1", "003", 7, desc.text)
    assert card.metrics == evaluate_text(average, desc.text).metrics
    assert card.model_dump_json()  # everything in it is JSON-serialisable


def test_known_cells_are_counted_once_per_figure_and_equal_a_fresh_count(bundled_figures, monkeypatch):
    """``cells_known`` is kept with the figure (each description of it asks): equal to counting every cell afresh,
    for every bundled figure, and not counted again for the next description."""
    from vlmeval.groundtruth.schema import Figure

    figures = list(bundled_figures.figures.values())
    for fig in figures:
        assert compute_metrics([], fig)[1]["cells_known"] == sum(
            v is not None for p in fig.panels if p.data is not None for row in p.data.values for v in row)
    monkeypatch.setattr(Figure, "known_cells", lambda self: pytest.fail("counted again"))
    assert [compute_metrics([], fig)[1]["cells_known"] for fig in figures[:3]] == [
        sum(p.data.known_cells() for p in fig.panels if p.data is not None) for fig in figures[:3]]
