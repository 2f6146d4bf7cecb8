"""Durable writes: the file's bytes reach the disk before the rename that publishes them.

A power cut cannot be staged in a test, so these tests watch the real os.fsync/os.replace calls (they still run)
and check their order and what they were called on."""

from __future__ import annotations

import os
from pathlib import Path

from vlmeval import files
from vlmeval.run.models import cache as request_cache
from vlmeval.run.runner import RunManifest, RunParameters, read_manifest, write_manifest


def _watch(monkeypatch) -> list[tuple[str, str]]:
    events: list[tuple[str, str]] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        events.append(("fsync", os.readlink(f"/proc/self/fd/{fd}")))
        return real_fsync(fd)

    def replace(src, dst):
        events.append(("replace", str(dst)))
        return real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    return events


def test_replace_durably_syncs_the_file_then_renames_then_syncs_the_folder(tmp_path: Path, monkeypatch):
    dest, tmp = tmp_path / "scorecards.jsonl", tmp_path / ".scorecards.tmp"
    dest.write_text("old\n")
    tmp.write_text("new\n")
    events = _watch(monkeypatch)
    files.replace_durably(tmp, dest)
    assert dest.read_text() == "new\n" and not tmp.exists()
    assert events == [("fsync", str(tmp)), ("replace", str(dest)), ("fsync", str(tmp_path))]


def test_each_cached_answer_is_synced_when_appended(tmp_path: Path, monkeypatch):
    events = _watch(monkeypatch)
    cache = request_cache.RequestCache(tmp_path)
    cache.put("k1", "a description", {"prompt_tokens": 3}, 0.5)
    assert ("fsync", str(tmp_path / request_cache.CACHE_FILE)) in events
    assert request_cache.RequestCache(tmp_path).get("k1").text == "a description"


def test_a_crashed_partial_line_is_cut_durably(tmp_path: Path, monkeypatch):
    path = tmp_path / request_cache.CACHE_FILE
    path.write_bytes(b'{"key": "a"}\n{"key": "b", "te')
    events = _watch(monkeypatch)
    assert request_cache.drop_partial_last_line(path)
    assert path.read_bytes() == b'{"key": "a"}\n'
    assert [e[0] for e in events] == ["fsync", "replace", "fsync"]


def test_run_manifest_is_replaced_durably(tmp_path: Path, monkeypatch):
    events = _watch(monkeypatch)
    manifest = RunManifest(model="ocr-baseline", adapter={"kind": "ocr"}, prompt_id="describe-v1", prompt_sha256="0" * 64,
                           parameters=RunParameters(), figures_source="bundled", figure_set_sha256="1" * 64,
                           figure_ids=["dynts-average"], started_at="2026-11-22T00:00:00+00:00")
    write_manifest(tmp_path, manifest)
    assert read_manifest(tmp_path) == manifest
    assert [e[0] for e in events] == ["fsync", "replace", "fsync"]


def test_scorecards_file_is_replaced_durably(tmp_path: Path, monkeypatch):
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.scoring.batch import score_jsonl

    seeds = Path(__file__).resolve().parents[2] / "reports" / "seed_descriptions.jsonl"
    events = _watch(monkeypatch)
    report = score_jsonl(seeds, load_figure_set(), tmp_path, progress=False)
    assert report.out_path.read_text().count("\n") == 5
    renamed = [i for i, e in enumerate(events) if e == ("replace", str(tmp_path / "scorecards.jsonl"))]
    assert len(renamed) == 1
    before, after = events[renamed[0] - 1], events[renamed[0] + 1]
    assert before[0] == "fsync" and Path(before[1]).name.startswith(".scorecards.")
    assert after == ("fsync", str(tmp_path))
