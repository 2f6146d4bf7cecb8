"""Speed of the series-prose claims (extraction + verification) and of `vlmeval agree`, on this machine.

1. Milliseconds per quintd caption (400 real captions against their OWID tables): series claims alone, and
   the full scorer; medians of --repeats passes.
2. Growth with text length on hostile inputs (run-on numbers, repeated dated claims, repeated trend words,
   long row lists): seconds at n and 2n characters and their ratio (about 2 for linear work).
3. Peak memory (RSS) of the process.

Usage:
    .venv/bin/python benchmarks/bench_series_prose.py [--repeats 3] [--out reports/bench_series_prose.md]
"""

from __future__ import annotations

import argparse
import platform
import resource
import statistics
import time
from datetime import datetime, timezone
from pathlib import Path

from vlmeval.agreement.agree import read_captions
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.claims.pipeline import pipeline_of
from vlmeval.claims.types import line_prose
from vlmeval.scoring.scorecard import evaluate_text

PROJECT = Path(__file__).resolve().parents[1]
QUINTD = PROJECT.parent / "shared" / "data" / "quintd-owid"


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


LINE_PROSE = pipeline_of((line_prose.ENTRY,))


def series_verdicts(fig, text):
    """The line/bar prose claims alone, scored the ordinary way (``vlmeval agree --series-only``)."""
    return evaluate_text(fig, text, LINE_PROSE).claims


def median_seconds(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


HOSTILE = {
    "run-on numbers": lambda n: " ".join(str(i % 97) for i in range(n // 3)),
    "dated bounds": lambda n: " and ".join("in May 2021 it remained above 5" for _ in range(n // 36)),
    "trend words": lambda n: "increase " * (n // 9),
    "row list": lambda n: "\n".join(f"- May {i % 28 + 1}, 2021: {i}" for i in range(n // 20)),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--chars", type=int, default=40_000, help="n for the growth test (2n is also run)")
    parser.add_argument("--out", type=Path, default=PROJECT / "reports" / "bench_series_prose.md")
    args = parser.parse_args()

    captions = read_captions(QUINTD / "captions.jsonl")
    figures = {c.table: figure_from_csv(QUINTD / "tables" / c.table) for c in captions}
    pairs = [(figures[c.table], c.text) for c in captions]
    series_s = median_seconds(lambda: [series_verdicts(f, t) for f, t in pairs], args.repeats)
    full_s = median_seconds(lambda: [evaluate_text(f, t) for f, t in pairs], args.repeats)

    fig = figures[captions[0].table]
    growth = []
    for name, make in HOSTILE.items():
        small, large = make(args.chars), make(2 * args.chars)
        t1 = median_seconds(lambda: series_verdicts(fig, small), args.repeats)
        t2 = median_seconds(lambda: series_verdicts(fig, large), args.repeats)
        growth.append((name, len(small), t1, len(large), t2))

    lines = [
        "# Series prose claims: speed",
        "",
        f"Run {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC on {platform.machine()}, Python {platform.python_version()}, "
        f"`benchmarks/bench_series_prose.py --repeats {args.repeats} --chars {args.chars}`; medians of {args.repeats} passes, "
        "all measured in this run.",
        "",
        "## Real captions (400 quintd OWID captions, each against its table)",
        "",
        "| scorer | ms per caption |",
        "|---|---:|",
        f"| series claims alone | {1000 * series_s / len(pairs):.1f} |",
        f"| full scorer (`vlmeval score` pipeline) | {1000 * full_s / len(pairs):.1f} |",
        "",
        "## Growth with text length (hostile inputs, series claims alone)",
        "",
        "| input | chars n | seconds at n | chars 2n | seconds at 2n | ratio |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, n1, t1, n2, t2 in growth:
        lines.append(f"| {name} | {n1} | {t1:.2f} | {n2} | {t2:.2f} | {t2 / t1:.2f} |")
    lines += ["", f"Peak memory (RSS) of the process: {peak_rss_mib():.0f} MiB.", ""]
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
