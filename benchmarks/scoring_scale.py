"""``--scale``: ``--jobs`` scaling and peak RSS at large sizes, and the Dask engine beside ``--jobs 2``."""

from __future__ import annotations

import json
import os
import platform
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from benchlib import run_child, seeds  # beside this script


def snippets() -> list[tuple[str, str]]:
    """The seeds cut into descriptions of four lines each (~330 characters, caption-sized)."""
    out = []
    for fid, text in seeds():
        lines = [s for s in text.splitlines() if s.strip()]
        out += [(fid, "\n".join(lines[i:i + 4])) for i in range(0, len(lines), 4)]
    return out


def _scale_rows(kind: str, n: int) -> list[dict]:
    items = seeds() if kind == "seeds" else snippets()
    return [{"figure_id": items[i % len(items)][0], "model": f"m{i % 3}", "text": items[i % len(items)][1]}
            for i in range(n)]


def _scale_run(src: Path, out: Path, jobs: int, fmt: str = "jsonl", engine: str = "local") -> dict:
    shutil.rmtree(out, ignore_errors=True)
    r = run_child("scale", src, out, jobs, fmt, engine)
    return json.loads(r.stdout.strip().splitlines()[-1])


def scale(sizes: list[int], repeats: int) -> dict:
    """Each run in a fresh process; runs of the same input alternate between settings, medians over ``repeats``.

    1. ``--jobs 1`` against ``--jobs 2`` on the first size with seed descriptions (3.5-6 kB each) and with
       caption-sized snippets of them; and once at every size with the snippets (peak RSS of the parent, VmHWM,
       and of the largest worker).
    2. The engine: the snippets as a Parquet dataset of 8 parts, ``--jobs 2`` against ``--engine dask`` on a
       local cluster of 2 workers (scoring time; the cluster's start-up is timed apart).
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    out: dict = {"uptime": subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip(), "runs": []}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)

        def alternate(label: str, src: Path, settings: list[tuple[int, str, str]], n: int, times: int) -> None:
            for _ in range(times):
                for jobs, fmt, engine in settings:
                    row = _scale_run(src, tmp / "out", jobs, fmt, engine)
                    row.update(label=label, lines=n, jobs=jobs, format=fmt, engine=engine)
                    out["runs"].append(row)
                    print(json.dumps(row), flush=True)

        first = sizes[0]
        for kind in ("seeds", "snippets"):
            src = tmp / f"{kind}.jsonl"
            src.write_text("".join(json.dumps(r) + "\n" for r in _scale_rows(kind, first)))
            settings = [(1, "jsonl", "local"), (2, "jsonl", "local")] + ([(2, "parquet", "local")] if kind == "snippets" else [])
            alternate(kind, src, settings, first, repeats)
        for n in sizes[1:]:
            src = tmp / f"snippets{n}.jsonl"
            src.write_text("".join(json.dumps(r) + "\n" for r in _scale_rows("snippets", n)))
            alternate("snippets", src, [(1, "jsonl", "local"), (2, "jsonl", "local"), (2, "parquet", "local")], n, 1)
            src.unlink()
        rows = _scale_rows("snippets", 20_000)
        ds = tmp / "ds"
        ds.mkdir()
        for i in range(8):
            pq.write_table(pa.Table.from_pylist(rows[i * 2500:(i + 1) * 2500]), ds / f"part-{i}.parquet")
        alternate("dataset", ds, [(2, "parquet", "local"), (2, "parquet", "dask")], len(rows), repeats)
    return out


def _median_of(runs: list[dict], key: str, **match) -> float:
    return statistics.median(r[key] for r in runs if all(r[k] == v for k, v in match.items()))


def scale_report(result: dict, args) -> str:
    runs = result["runs"]
    first = args.scale_sizes[0]
    lines = [
        "# Scoring at scale: --jobs, memory, the Dask engine",
        "",
        f"Run: `python benchmarks/bench_scoring.py --scale --scale-sizes {' '.join(map(str, args.scale_sizes))} "
        f"--scale-repeats {args.scale_repeats}` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, Python "
        f"{platform.python_version()}, {platform.machine()}, {os.cpu_count()} CPUs.",
        "",
        f"Load: `uptime` at the start: `{result['uptime']}`. The machine is shared: other jobs ran beside this",
        "one, so absolute rates move between runs; each setting alternates with the one it is compared with.",
        "",
        "Descriptions: *seeds* are the five real seed descriptions (3.5-6 kB each); *snippets* are the same seeds cut",
        "into four-line pieces (69 pieces, ~330 characters, the size of a chart caption). Every run is a fresh process",
        "(`score_file`, what `vlmeval score` calls); peak RSS is VmHWM of that process; with `--jobs 2` the largest",
        "worker process is given too.",
        "",
        f"## --jobs scaling ({first:,} lines, median of {args.scale_repeats} alternating runs)",
        "",
        "Wall-clock ratio, and the CPU time each setting spent in all (parent and workers, user + system): on a busy",
        "machine the wall clock says how much of the cores the run got, the CPU time what the parallel version costs.",
        "*2 free cores could give* = 2 × CPU(--jobs 1) / CPU(--jobs 2), the ratio two idle cores would reach if the",
        "two workers stay evenly loaded (they take tasks from one queue).",
        "",
        "| descriptions | --jobs 1 lines/s | --jobs 2 lines/s | wall ratio | CPU --jobs 1 | CPU --jobs 2 | 2 free cores could give |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    ratios = {}
    for label, n in [("seeds", first), ("snippets", first), ("snippets", args.scale_sizes[-1])]:
        if n != first and len(args.scale_sizes) == 1:
            continue
        one = n / _median_of(runs, "seconds", label=label, lines=n, jobs=1, format="jsonl")
        two = n / _median_of(runs, "seconds", label=label, lines=n, jobs=2, format="jsonl")
        cpu1 = _median_of(runs, "cpu_s", label=label, lines=n, jobs=1, format="jsonl")
        cpu2 = _median_of(runs, "cpu_s", label=label, lines=n, jobs=2, format="jsonl")
        ratios[label, n] = two / one
        lines.append(f"| {label}, {n:,} lines | {one:,.0f} | {two:,.0f} | {two / one:.2f}× | {cpu1:.1f} s | {cpu2:.1f} s | "
                     f"{2 * cpu1 / cpu2:.2f}× |")
    lines += ["", "## Peak memory against the number of lines (snippets)", "",
              "| lines | jobs | output | seconds | lines/s | peak RSS (parent) | largest worker |",
              "|---:|---:|---|---:|---:|---:|---:|"]
    mem = [r for r in runs if r["label"] == "snippets"]
    seen = set()
    for r in mem:
        key = (r["lines"], r["jobs"], r["format"])
        if key in seen:
            continue
        seen.add(key)
        rs = [x for x in mem if (x["lines"], x["jobs"], x["format"]) == key]
        sec = statistics.median(x["seconds"] for x in rs)
        peak = statistics.median(x["maxrss_mb"] for x in rs)
        worker = statistics.median(x["worker_maxrss_mb"] for x in rs) if r["jobs"] > 1 else None
        lines.append(f"| {r['lines']:,} | {r['jobs']} | {r['format']} | {sec:.1f} | {r['lines'] / sec:,.0f} | "
                     f"{peak:.1f} MB | {'-' if worker is None else f'{worker:.1f} MB'} |")
    last = args.scale_sizes[-1]
    small = _median_of(runs, "maxrss_mb", label="snippets", lines=first, jobs=1)
    big = _median_of(runs, "maxrss_mb", label="snippets", lines=last, jobs=1)
    lines += ["", f"Peak RSS with one process: {small:.1f} MB at {first:,} lines, {big:.1f} MB at {last:,} lines "
              f"({big / small - 1:+.1%}; target: within 20%)."]
    small_pq = _median_of(runs, "maxrss_mb", label="snippets", lines=first, format="parquet")
    big_pq = _median_of(runs, "maxrss_mb", label="snippets", lines=last, format="parquet")
    lines.append(f"Writing Parquet (`--jobs 2`): {small_pq:.1f} MB at {first:,} lines, {big_pq:.1f} MB at {last:,} lines "
                 f"({big_pq / small_pq - 1:+.1%}). The offset from JSONL is pyarrow itself and one row group of buffered "
                 "scorecards; the growth is the writer's metadata of every row group written (about 40 kB per row group "
                 "of 1,024 scorecards, measured apart), held until the footer is written: see docs/scale.md.")
    lines.append("`--jobs 2` against `--jobs 1`, wall clock: " + ", ".join(
        f"{r:.2f}× on {label} at {n:,} lines" for (label, n), r in ratios.items()) + " (target: at least 1.8×).")
    local = [r for r in runs if r["label"] == "dataset" and r["engine"] == "local"]
    dask = [r for r in runs if r["label"] == "dataset" and r["engine"] == "dask"]
    n = local[0]["lines"]
    lr, dr = n / statistics.median(r["seconds"] for r in local), n / statistics.median(r["seconds"] for r in dask)
    lines += ["", f"## The Dask engine beside --jobs 2 ({n:,} snippet rows, a Parquet dataset of 8 parts, Parquet out)", "",
              "| path | rows/s | seconds | CPU (all processes) | start-up |", "|---|---:|---:|---:|---:|",
              f"| `vlmeval score --jobs 2` | {lr:,.0f} | {n / lr:.1f} | "
              f"{statistics.median(r['cpu_s'] for r in local):.1f} s | - |",
              f"| `--engine dask`, local cluster of 2 workers | {dr:,.0f} | {n / dr:.1f} | "
              f"{statistics.median(r['cpu_s'] for r in dask):.1f} s | "
              f"{statistics.median(r['startup_s'] for r in dask):.1f} s |",
              "", f"The engine scores at {dr / lr:.2f}× the rate of `--jobs 2` on the same rows and cores (median of "
              f"{args.scale_repeats} alternating runs; start-up of the cluster not included).", ""]
    return "\n".join(lines)
