"""Memory: ``score_jsonl`` on JSONL files of different lengths, each in a fresh process (peak RSS)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from benchlib import run_child, seeds  # beside this script


def memory(sizes: list[int]) -> list[dict]:
    lines = [json.dumps({"figure_id": fid, "model": "bench", "text": text}) for fid, text in seeds()]
    out = []
    cores = os.cpu_count() or 1
    runs = [(size, 1) for size in sizes] + ([(sizes[-1], cores)] if cores > 1 else [])
    with tempfile.TemporaryDirectory() as tmp:
        for size, jobs in runs:
            src = Path(tmp) / f"d{size}.jsonl"
            src.write_text("\n".join(lines[i % len(lines)] for i in range(size)) + "\n")
            dest = Path(tmp) / f"out{size}-{jobs}"
            r = run_child("memory", src, dest, jobs)
            row = json.loads(r.stdout.strip().splitlines()[-1])
            row.update(lines=size, jobs=jobs, input_mb=src.stat().st_size / 1e6,
                       output_mb=(dest / "scorecards.jsonl").stat().st_size / 1e6)
            out.append(row)
    return out
