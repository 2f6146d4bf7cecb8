"""The checks over a whole description's verdicts are pipeline entries (``CROSS_CHECKS``), each returning new
verdicts: the records it is given are never rewritten, and scoring runs exactly the pipeline's list."""

from __future__ import annotations

import dataclasses

import pytest

import vlmeval.scoring.scorecard as scorecard
from figure_builders import csv_figure
from vlmeval.claims.pipeline import default_pipeline
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.scoring.scorecard import _sentence_indices, _verdict, evaluate_text
from vlmeval.verify import context_for

VOTERS = "Party,Share of voters\nGreens,12%\nReds,41%\nBlues,30%\n"
INVERTED = "In the R1-Llama heatmap, the maximum accuracy is 52.8. The minimum is 53.5."
AXIS = "The y-axis runs from 0 to 20 percent."


@pytest.fixture
def average(bundled_figures):
    return bundled_figures.get("dynts-average")


def _verified(figure, text):
    """What the cross-checks are given: the context, the claims, their verdicts and the sentence spans."""
    pipeline = default_pipeline()
    claims, doc = pipeline.extract(text, figure)
    ctx = context_for(figure, doc.text)
    spans = [(line.start + a, line.start + b) for line in doc.lines for a, b in line.sentence_spans]
    sentence_of = _sentence_indices([c.start for c in claims], spans)
    verdicts = [_verdict(doc.text, c, pipeline.verify(c, ctx), i) for c, i in zip(claims, sentence_of)]
    return ctx, claims, verdicts, spans


def _checked(figure, text):
    """Each cross-check run alone on the verdicts: (the check, the records before, the records it returned)."""
    ctx, claims, verdicts, spans = _verified(figure, text)
    before = [v.model_dump() for v in verdicts]
    for check in default_pipeline().cross_checks:
        out = check(ctx, claims, verdicts, spans)
        assert [v.model_dump() for v in verdicts] == before, f"{check.__name__} rewrote the records it was given"
        yield check.__name__, before, [v.model_dump() for v in out]


def _changed(figure, text):
    return {name for name, before, after in _checked(figure, text) if after != before}


def test_an_inverted_extreme_is_judged_in_a_new_record(average):
    assert _changed(average, INVERTED) == {"mark_inverted_extremes"}


def test_an_axis_range_is_judged_in_a_new_record(tmp_path):
    fig = csv_figure(tmp_path, VOTERS, "Share of voters by party in Lindmark in 2022")
    assert _changed(fig, AXIS) == {"mark_axis_ranges"}


def test_a_non_finite_extreme_is_judged_in_a_new_record(bundled_figures):
    bar = bundled_figures.figures["synth-2-0002-bar-labelled"]  # max 50.0 (Ours, HumanEval)
    assert _changed(bar, "Ours on HumanEval has the highest value, 1e309.") == {"mark_non_finite_extremes"}


def test_a_claim_about_an_unplotted_series_is_judged_in_a_new_record(tmp_path):
    (tmp_path / "t.csv").write_text("Year,Under 18 years,18-64 years,65 years and older\n2018,22.1,61.0,16.9\n"
                                    "2019,21.8,60.7,17.5\n2020,21.5,60.2,18.3\n", encoding="utf-8")
    fig = figure_from_csv(tmp_path / "t.csv", "line", title="Age structure of Lindmark from 2018 to 2020 (in percent)",
                          value_column=1)
    assert _changed(fig, "In 2020, about 18.3 percent of residents were 65 or older.") == {"mark_out_of_chart"}


@pytest.mark.parametrize("drop", ["mark_axis_ranges", "mark_inverted_extremes"])
def test_scoring_runs_the_pipelines_cross_checks_and_no_others(tmp_path, average, monkeypatch, drop):
    fig, text = (csv_figure(tmp_path, VOTERS, "Share of voters by party in Lindmark in 2022"), AXIS) \
        if drop == "mark_axis_ranges" else (average, INVERTED)
    full = [(c.text, c.verdict, c.error_type) for c in evaluate_text(fig, text).claims]
    pipeline = default_pipeline()
    kept = tuple(c for c in pipeline.cross_checks if c.__name__ != drop)
    assert len(kept) == len(pipeline.cross_checks) - 1
    monkeypatch.setattr(scorecard, "default_pipeline", lambda: dataclasses.replace(pipeline, cross_checks=kept))
    assert [(c.text, c.verdict, c.error_type) for c in evaluate_text(fig, text).claims] != full
