"""The request cache: what the key depends on, persistence, and crashes mid-write (a real SIGKILL)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

from vlmeval.run.models.cache import CACHE_FILE, RequestCache, request_key

IDENTITY = {"adapter": "openai", "endpoint": "http://127.0.0.1:8000/v1", "model": "m", "temperature": 0.0, "max_tokens": 100}


def test_key_changes_with_everything_that_can_change_the_answer():
    base = request_key(IDENTITY, "prompt", "a" * 64, "fig")
    variants = [
        request_key({**IDENTITY, "model": "m2"}, "prompt", "a" * 64, "fig"),
        request_key({**IDENTITY, "endpoint": "http://127.0.0.1:9000/v1"}, "prompt", "a" * 64, "fig"),
        request_key({**IDENTITY, "temperature": 0.5}, "prompt", "a" * 64, "fig"),
        request_key({**IDENTITY, "max_tokens": 101}, "prompt", "a" * 64, "fig"),
        request_key(IDENTITY, "prompt!", "a" * 64, "fig"),
        request_key(IDENTITY, "prompt", "b" * 64, "fig"),
        request_key(IDENTITY, "prompt", "a" * 64, "fig2"),
    ]
    assert len({base, *variants}) == 8
    assert request_key(dict(reversed(IDENTITY.items())), "prompt", "a" * 64, "fig") == base  # order does not matter


def test_answers_persist_across_instances(tmp_path: Path):
    cache = RequestCache(tmp_path)
    cache.put("k1", "first answer", {"prompt_tokens": 3, "completion_tokens": 2}, 0.25)
    cache.put("k2", "second\nanswer with ünïcode", {}, 0.1)
    again = RequestCache(tmp_path)
    assert len(again) == 2 and again.skipped_lines == 0
    assert again.get("k1").text == "first answer" and again.get("k1").usage == {"prompt_tokens": 3, "completion_tokens": 2}
    assert again.get("k2").text == "second\nanswer with ünïcode" and again.get("missing") is None


def test_a_partial_last_line_is_skipped_and_never_swallows_the_next_entry(tmp_path: Path):
    cache = RequestCache(tmp_path)
    cache.put("k1", "kept", {}, 0.1)
    with (tmp_path / CACHE_FILE).open("a", encoding="utf-8") as f:
        f.write('{"key": "k2", "text": "cut off mid-wr')  # a crash in the middle of a write
    reloaded = RequestCache(tmp_path)
    assert set(reloaded.entries) == {"k1"} and reloaded.skipped_lines == 1
    reloaded.put("k3", "after the crash", {}, 0.1)
    final = RequestCache(tmp_path)
    assert set(final.entries) == {"k1", "k3"} and final.skipped_lines == 0


WRITER = """
import sys
from vlmeval.run.models.cache import RequestCache
cache = RequestCache(sys.argv[1])
print("ready", flush=True)
i = 0
while True:
    cache.put(f"key-{i}", "x" * 20000 + str(i), {"completion_tokens": i}, 0.01)
    i += 1
"""


def test_a_writer_killed_mid_stream_loses_nothing_it_finished(tmp_path: Path):
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    assert writer.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    writer.stdout.close()
    cache = RequestCache(tmp_path)
    n = len(cache)
    assert n > 10 and cache.skipped_lines <= 1
    # Every entry is whole, and the entries are exactly keys 0..n-1: nothing finished was lost.
    assert set(cache.entries) == {f"key-{i}" for i in range(n)}
    assert all(cache.get(f"key-{i}").text == "x" * 20000 + str(i) for i in range(n))
    lines = (tmp_path / CACHE_FILE).read_bytes().split(b"\n")
    assert all(json.loads(line) for line in lines[:-1])
