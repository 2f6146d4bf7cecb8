"""Scoring a file sweeps cyclic garbage less often while its rows are scored, and leaves the collector as it was."""

from __future__ import annotations

import gc
import json

from vlmeval.groundtruth.load import load_figure_set
from vlmeval.collector import YOUNG_THRESHOLD
from vlmeval.scoring.batch import run, score_file


def test_rows_are_scored_with_fewer_sweeps_and_the_collector_is_restored(tmp_path, monkeypatch):
    seen = []
    scored = run._score_rows

    def spy(*args, **kwargs):
        seen.append((gc.get_threshold()[0], gc.get_freeze_count()))
        return scored(*args, **kwargs)

    monkeypatch.setattr(run, "_score_rows", spy)
    before = (gc.get_threshold(), gc.get_freeze_count())
    src = tmp_path / "d.jsonl"
    src.write_text(json.dumps({"figure_id": "dynts-average", "model": "m", "text": "The maximum is 56.3."}) + "\n")
    report = score_file(src, load_figure_set(), tmp_path / "out", progress=False)
    assert report.scored == 1
    assert seen and seen[0][0] >= YOUNG_THRESHOLD and seen[0][1] > before[1]
    assert (gc.get_threshold(), gc.get_freeze_count()) == before
