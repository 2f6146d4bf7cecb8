"""``vlmeval.collector.fewer_sweeps``: the youngest generation swept less often while a block runs (scoring a
description, a command of the CLI), the collector's thresholds restored when the last block leaves, whatever
nests or runs beside it."""

from __future__ import annotations

import gc
import threading

import pytest

from vlmeval import collector
from vlmeval.collector import YOUNG_THRESHOLD, fewer_sweeps
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.scoring.scorecard import evaluate_text


@pytest.fixture
def thresholds():
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*before)


def test_a_block_sweeps_less_often_and_restores_the_thresholds(thresholds):
    with fewer_sweeps():
        assert gc.get_threshold() == (YOUNG_THRESHOLD, 10, 10)
        with fewer_sweeps():  # nested: still raised, and the outer block restores
            assert gc.get_threshold()[0] == YOUNG_THRESHOLD
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD
    assert gc.get_threshold() == (700, 10, 10)


def test_restored_after_an_exception(thresholds):
    with pytest.raises(KeyError):
        with fewer_sweeps():
            raise KeyError("x")
    assert gc.get_threshold() == (700, 10, 10)


def test_a_higher_threshold_or_sweeps_turned_off_are_left_alone(thresholds):
    for setting in ((50_000, 10, 10), (0, 10, 10)):
        gc.set_threshold(*setting)
        with fewer_sweeps():
            assert gc.get_threshold() == setting
        assert gc.get_threshold() == setting


def test_a_threshold_changed_inside_the_block_is_kept(thresholds):
    with fewer_sweeps():
        gc.set_threshold(2_000, 10, 10)
    assert gc.get_threshold() == (2_000, 10, 10)


def test_blocks_in_several_threads_restore_once_the_last_leaves(thresholds):
    inside, release = threading.Barrier(4), threading.Event()
    seen = []

    def work():
        with fewer_sweeps():
            inside.wait()
            release.wait()
            seen.append(gc.get_threshold()[0])

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    inside.wait()  # all three inside at once
    assert gc.get_threshold()[0] == YOUNG_THRESHOLD
    release.set()
    for t in threads:
        t.join()
    assert seen and all(s in (YOUNG_THRESHOLD, 700) for s in seen)
    assert gc.get_threshold() == (700, 10, 10) and collector._depth == 0


def test_scoring_a_description_runs_with_fewer_sweeps(thresholds, monkeypatch):
    from vlmeval.scoring import scorecard

    seen = []
    extract = scorecard.Pipeline.extract

    def spy(self, text, figure):
        seen.append(gc.get_threshold()[0])
        return extract(self, text, figure)

    monkeypatch.setattr(scorecard.Pipeline, "extract", spy)
    card = evaluate_text(load_figure_set().get("dynts-average"), "The maximum is 56.3.")
    assert card.claims and seen == [YOUNG_THRESHOLD]
    assert gc.get_threshold() == (700, 10, 10)
