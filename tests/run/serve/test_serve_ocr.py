"""``vlmeval serve`` answering with the real ocr-baseline captioner (its real OCR model), driven by ``vlmeval run``."""

from __future__ import annotations

from pathlib import Path


from run_helpers import read_jsonl, serve
from vlmeval.run import runner
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.run.models.registry import build_adapter, resolve_model


def test_served_ocr_baseline_reads_the_figure_it_was_sent(tmp_path: Path):
    figures = load_figure_set()
    # A small heatmap without printed values: one OCR pass of a few seconds.
    fid = next(fid for fid in sorted(figures.figures) if "heatmap-plain" in fid)
    panel = figures.get(fid).panels[0]
    with serve() as server:  # the default model: ocr-baseline
        spec = resolve_model("ocr-baseline", base_url=server.url)
        outcome = runner.run(figures, build_adapter(spec, timeout_s=120), runner.load_prompt("describe-v1"),
                             runner.RunParameters(only=[fid]), tmp_path / "run", spec=spec, score=False, progress=False)
        stats = server.stats()
    assert not outcome.failed, outcome.items
    assert stats["figures"] == {fid: {"requests": 1, "answered": 1}}  # the server recognised the image it was sent
    (line,) = read_jsonl(tmp_path / "run" / "descriptions.jsonl")
    text = line["text"]
    assert line["model"] == "ocr-baseline" and panel.title in text
    for label in (panel.x.label, panel.y.label):
        assert label in text
    for tick in [*panel.x.ticks, *panel.y.ticks]:
        assert str(tick) in text
