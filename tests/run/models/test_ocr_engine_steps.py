"""What the ocr-baseline asks of its OCR engine: which steps each call runs, and which models it loads.

The angle classifier only turns a crop by 180 degrees; figure text is upright or turned by 90 (read again both
ways by read_rotated), so the captioner never runs it, and the engine (which loads each model on first use) never
loads it. Its cost and the value recall without it: reports/bench_ocr.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pytest

from vlmeval.run.models import ocr_baseline

ROOT = Path(__file__).resolve().parents[3]


@dataclass
class _Output:
    boxes: np.ndarray | None
    txts: tuple[str, ...]
    scores: tuple[float, ...]


@dataclass
class _RecordingEngine:
    """Answers every call with one upright box and one tall box (a rotated label), and records the steps asked."""

    calls: list[tuple[bool, bool, bool]] = field(default_factory=list)

    def __call__(self, bgr, use_det=True, use_cls=True, use_rec=True):
        self.calls.append((use_det, use_cls, use_rec))
        if not use_det:
            return _Output(None, ("Accuracy",), (0.99,))
        boxes = np.array([[[10, 10], [60, 10], [60, 24], [10, 24]],
                          [[2, 40], [16, 40], [16, 140], [2, 140]]], dtype=np.float32)
        return _Output(boxes, ("0.75", "Accuracy"), (0.99, 0.95))


@pytest.fixture
def recording(monkeypatch):
    engine = _RecordingEngine()
    monkeypatch.setattr(ocr_baseline, "_engine", engine)
    return engine


def test_no_call_runs_the_angle_classifier(recording):
    rgb = np.full((160, 200, 3), 255, dtype=np.uint8)
    boxes = ocr_baseline.read_text(rgb)
    assert recording.calls[0] == (True, False, True), "the whole-image call runs detection and recognition only"
    assert len(recording.calls) > 1, "the rotated label was read again"
    assert all(not use_cls for _, use_cls, _ in recording.calls)
    assert {b.text for b in boxes} == {"0.75", "Accuracy"}


def test_reading_a_figure_never_loads_the_classifier_model(monkeypatch):
    """A fresh engine reads a bundled figure: detection and recognition are loaded, the classifier is not
    (less load time and memory per process)."""
    pytest.importorskip("rapidocr")
    monkeypatch.setattr(ocr_baseline, "_engine", None)
    reading = ocr_baseline.read_figure(ROOT / "ground_truth" / "synth" / "synth-2-0002-bar-labelled.png")
    engine = ocr_baseline._get_engine()
    assert reading.boxes, "text was read"
    assert engine.text_det is not None and engine.text_rec is not None
    assert engine.text_cls is None
