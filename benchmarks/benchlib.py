"""What the scoring benchmarks share: the seeds, a timer and the runner of a child program in a fresh process.

The scoring benchmark is ``bench_scoring.py`` (its command line) over ``scoring_speed.py`` (throughput, stages,
floors), ``scoring_compare.py`` (``--against REV``), ``scoring_memory.py``, ``scoring_scale.py`` (``--scale``) and
``scoring_report.py`` (the Markdown); ``bench_against.py`` (against another version) and ``profile_extractors.py``
(per extractor and verifier, on ``corpora.py``'s texts); the programs each runs in a fresh process are
``scoring_children/*.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SEED_FIGURES = ["dynts-r1qwen-benchmarks", "dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks", "dynts-average",
                "seqbench-progress-ratio-pairs"]
CHILDREN = Path(__file__).resolve().parent / "scoring_children"


def seeds():
    files = sorted((SHARED / "seeds").glob("*.txt"))
    return [(fid, f.read_text(encoding="utf-8")) for fid, f in zip(SEED_FIGURES, files)]


def timed(fn, rounds: int, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(rounds):
            fn()
        out.append(time.perf_counter() - start)
    return out


def run_child(name: str, *args: object, prefix: tuple[str, ...] = (), env: dict | None = None
              ) -> subprocess.CompletedProcess:
    """``scoring_children/<name>.py`` with ``args`` in a fresh interpreter (``prefix``: a command to run it under,
    such as valgrind); raises when it fails."""
    cmd = [*prefix, sys.executable, str(CHILDREN / f"{name}.py"), *map(str, args)]
    return subprocess.run(cmd, capture_output=True, text=True, check=True,
                          env=None if env is None else {**os.environ, **env})
