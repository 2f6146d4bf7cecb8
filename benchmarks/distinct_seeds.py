"""Distinct seed-sized descriptions for the scoring benchmark (``bench_scoring.py``), and the two throughputs
the scoring core has speed goals for: descriptions/s in process (one core) and ``vlmeval score --jobs 1`` lines/s end to
end, start-up included, on 2,000 such lines.

The texts are the five real seeds, each copy with its one-decimal numbers changed (the last digit of the
first three shifted by the copy's three decimal digits), so no two lines are the same text and every line
keeps a seed's length and structure: a cache keyed on a text or a sentence would gain nothing here.
"""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_DECIMAL = re.compile(r"\b(\d+)\.(\d)\b")


def distinct_texts(seeds: list[tuple[str, str]], n: int) -> list[tuple[str, str]]:
    """``n`` (figure id, text) pairs, all texts different, cycling over the seeds."""
    out = []
    for i in range(n):
        fid, text = seeds[i % len(seeds)]
        copy = i // len(seeds)
        digits = (copy % 10, copy // 10 % 10, copy // 100 % 10)
        count = iter(range(1_000_000))

        def shift(m: re.Match) -> str:
            j = next(count)
            return f"{m[1]}.{(int(m[2]) + digits[j]) % 10}" if j < 3 else m[0]

        out.append((fid, _DECIMAL.sub(shift, text)))
    if len({t for _, t in out}) != n:
        raise SystemExit("distinct_texts: texts repeat (the seeds need three one-decimal numbers each)")
    return out


def in_process(items: list[tuple[str, str]], repeats: int) -> dict:
    """Descriptions/s scoring every item once per repeat, in this process (figures' facts warmed first)."""
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.scoring.scorecard import evaluate_text

    figures = load_figure_set()
    pairs = [(figures.get(fid), text) for fid, text in items]
    for fig in {id(f): f for f, _ in pairs}.values():
        evaluate_text(fig, "warm")
    runs = []
    for _ in range(repeats):
        start = time.perf_counter()
        for fig, text in pairs:
            evaluate_text(fig, text)
        runs.append(time.perf_counter() - start)
    return {"n": len(pairs), "desc_per_s": len(pairs) / statistics.median(runs)}


def end_to_end(items: list[tuple[str, str]], repeats: int) -> dict:
    """Lines/s of ``vlmeval score FILE --jobs 1`` as a fresh process (start-up included), median of repeats."""
    vlmeval = Path(sys.executable).parent / "vlmeval"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "descriptions.jsonl"
        path.write_text("".join(json.dumps({"figure_id": f, "model": "m", "text": t}) + "\n" for f, t in items))
        runs = []
        for i in range(repeats):
            start = time.perf_counter()
            subprocess.run([str(vlmeval), "score", str(path), "--out", f"{tmp}/out{i}", "--jobs", "1", "--no-progress"],
                           check=True, capture_output=True)
            runs.append(time.perf_counter() - start)
    return {"n": len(items), "lines_per_s": len(items) / statistics.median(runs), "wall_s": statistics.median(runs)}


def report_lines(result: dict) -> list[str]:
    ip, e2e = result["in_process"], result["end_to_end"]
    return [
        "## Distinct seed-sized texts (the speed goals)",
        "",
        f"{e2e['n']} distinct texts made from the five seeds (`benchmarks/distinct_seeds.py`: each copy's numbers "
        "changed, so every line is a different text of a seed's length), median of the repeats.",
        "",
        "| what | measured | goal |",
        "|---|---|---|",
        f"| in process, one core (`evaluate_text` over {ip['n']} distinct texts) | {ip['desc_per_s']:.0f} descriptions/s | ≥ 1,000 |",
        f"| `vlmeval score --jobs 1` end to end, start-up included ({e2e['n']} lines, {e2e['wall_s']:.1f} s) | "
        f"{e2e['lines_per_s']:.0f} lines/s | ≥ 800 |",
        "",
    ]
