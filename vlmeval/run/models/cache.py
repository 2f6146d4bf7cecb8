"""Append-only request cache: a model's answer is requested once, then read back on every re-run.

The key is a hash of everything that can change the answer: the adapter's identity (model id, endpoint,
sampling parameters; never the key), the prompt text, the image hash and the figure id. Only successful
answers are stored; errors never are, so a failed item is requested again on the next run.

Storage is one JSONL file. Each entry is appended with a single ``write`` on a file opened with
``O_APPEND``, so concurrent writers do not interleave and a crash can at worst leave one partial last line.
Such a line is skipped when reading, and cut off (by an atomic rewrite) before the next append, so it never
swallows an entry written after it.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from vlmeval.files import replace_durably
from vlmeval.jsonl import dumps

CACHE_FORMAT = 1
CACHE_FILE = "requests-v1.jsonl"


def default_cache_dir() -> Path:
    """``$VLMEVAL_CACHE_DIR``, else ``$XDG_CACHE_HOME/vlmeval``, else ``~/.cache/vlmeval``."""
    if os.environ.get("VLMEVAL_CACHE_DIR"):
        return Path(os.environ["VLMEVAL_CACHE_DIR"])
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "vlmeval"


def request_key(identity: dict[str, Any], prompt_text: str, image_sha256: str | None, figure_id: str) -> str:
    prompt_sha256 = hashlib.sha256(prompt_text.encode("utf-8")).hexdigest()
    payload = {"format": CACHE_FORMAT, "identity": identity, "prompt_sha256": prompt_sha256, "image_sha256": image_sha256,
               "figure_id": figure_id}
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class CachedAnswer:
    key: str
    text: str
    usage: dict[str, int]
    latency_s: float
    stored_at: str


def drop_partial_last_line(path: Path) -> bool:
    """If a crash left ``path`` ending mid-line, rewrite it without that line (atomic rename). True if cut."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return False
    if size == 0:
        return False
    with path.open("rb") as f:
        f.seek(size - 1)
        if f.read(1) == b"\n":
            return False
        f.seek(0)
        data = f.read()
    keep = data[: data.rfind(b"\n") + 1]
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(keep)
    replace_durably(tmp, path)
    return True


def append_line(path: Path, record: dict[str, Any]) -> None:
    """Append one JSON line with a single write (O_APPEND: whole lines, never interleaved), synced to disk:
    each line is an answer that cost a request, so it must survive a crash or a power cut."""
    data = (dumps(record) + "\n").encode("utf-8")  # never NaN, never an integer Python cannot read back
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        written = os.write(fd, data)
        if written != len(data):  # a regular file takes the whole write unless the disk is full
            raise OSError(f"{path}: short write ({written} of {len(data)} bytes); is the disk full?")
        os.fsync(fd)
    finally:
        os.close(fd)


class RequestCache:
    """The answers stored under ``directory``, loaded once; ``put`` appends a new answer."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self.path = self.directory / CACHE_FILE
        self.entries: dict[str, CachedAnswer] = {}
        self.skipped_lines = 0
        self._repaired = False
        self._repair_lock = threading.Lock()  # put() may run in several threads (runner.describe_all)
        self._load()

    def _load(self) -> None:
        if not self.path.is_file():
            return
        with self.path.open("rb") as f:
            for raw in f:
                if not raw.endswith(b"\n"):
                    self.skipped_lines += 1  # partial last line of a crashed write
                    continue
                try:
                    d = json.loads(raw)
                    answer = CachedAnswer(d["key"], d["text"], d.get("usage") or {}, d.get("latency_s", 0.0), d["stored_at"])
                except (ValueError, KeyError, TypeError):
                    self.skipped_lines += 1
                    continue
                self.entries[answer.key] = answer

    def get(self, key: str) -> CachedAnswer | None:
        return self.entries.get(key)

    def put(self, key: str, text: str, usage: dict[str, int], latency_s: float) -> CachedAnswer:
        with self._repair_lock:  # once, before the first append: a concurrent append would be cut off with it
            if not self._repaired:
                self.directory.mkdir(parents=True, exist_ok=True)
                drop_partial_last_line(self.path)
                self._repaired = True
        answer = CachedAnswer(key, text, dict(usage), round(latency_s, 4), datetime.now(timezone.utc).isoformat())
        append_line(self.path, {"key": key, "text": text, "usage": answer.usage, "latency_s": answer.latency_s,
                                "stored_at": answer.stored_at})
        self.entries[key] = answer
        return answer

    def __len__(self) -> int:
        return len(self.entries)
