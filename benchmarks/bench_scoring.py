"""Scoring speed and memory, written to reports/bench_scoring.md.

    .venv/bin/python benchmarks/bench_scoring.py [--repeats 7] [--rounds 20] [--sizes 250 1000]
                                                 [--against REV [--instructions]]
    .venv/bin/python benchmarks/bench_scoring.py --scale [--scale-sizes 1000 100000] [--scale-repeats 3]

1. Throughput: the five real seed descriptions (../shared/seeds, 3.5-6 kB each), scored one after another
   in this process (one core), ``rounds`` times per repeat; the median over ``repeats`` of descriptions/s.
2. The floor: one regex pass that only finds the numbers in the same texts (``\\d+(?:\\.\\d+)?`` and
   vlmeval's own number pattern), timed the same way, and the ratio of scoring time to it.
3. Memory: ``score_jsonl`` on JSONL files of different lengths (the seeds repeated), each in a fresh
   process; peak resident memory (VmHWM) should not grow with the number of lines. The largest file is
   also scored with one worker process per core (``jobs``), for the speed-up.
4. With ``--against REV``: that git revision and this tree timed in alternating fresh processes, their medians
   and ratio, on the seeds and on the 400 short quintd line-chart captions; with ``--instructions`` also the
   instructions each executes per seed description (callgrind).
5. What a redesign could reach: the parts any design still pays, timed alone on the seeds (one tokenising pass
   over the text, validating the scorecard records, verifying the claims) and the throughput they leave.
6. With ``--scale`` (instead of 1-5, written to reports/bench_scoring_scale.md): ``--jobs`` scaling and peak RSS
   at each of ``--scale-sizes`` lines, and the Dask engine's rows/s on a 2-worker local cluster beside ``--jobs 2``
   on the same Parquet rows; see ``scale`` below.
All numbers in one report come from one run on one machine.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from benchlib import ROOT, seeds  # beside this script (benchlib.py says which module does what)
from distinct_seeds import distinct_texts, end_to_end, in_process
from scoring_compare import compare
from scoring_memory import memory
from scoring_report import report
from scoring_scale import scale, scale_report
from scoring_speed import design_floors, stages, throughput


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--sizes", type=int, nargs="+", default=[250, 1000])
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "bench_scoring.md")
    parser.add_argument("--against", metavar="REV", help="also time a git revision of vlmeval against this tree")
    parser.add_argument("--instructions", action="store_true",
                        help="with --against: also count instructions per description with valgrind (minutes)")
    parser.add_argument("--scale", action="store_true",
                        help="only the scale runs (--jobs, memory at --scale-sizes lines, the Dask engine)")
    parser.add_argument("--scale-sizes", type=int, nargs="+", default=[1000, 100_000])
    parser.add_argument("--scale-repeats", type=int, default=3)
    parser.add_argument("--distinct", type=int, default=2000,
                        help="distinct seed-sized lines scored by vlmeval score --jobs 1 end to end (3 runs)")
    args = parser.parse_args()
    if args.scale:
        result = scale(args.scale_sizes, args.scale_repeats)
        dest = args.out.with_name("bench_scoring_scale.md")
        dest.write_text(scale_report(result, args), encoding="utf-8")
        print(f"wrote {dest}")
        return
    args.load = os.getloadavg()
    tp = throughput(args.rounds, args.repeats)
    if args.against:
        tp["compare"] = compare(args.against, args.rounds, args.repeats, args.instructions)
    tp["stages"] = stages(max(1, args.rounds // 2), args.repeats)
    tp["floors"] = design_floors(args.rounds, args.repeats)
    print(json.dumps(tp, indent=1))
    mem = memory(args.sizes)
    print(json.dumps(mem, indent=1))
    items = distinct_texts(seeds(), args.distinct)
    distinct = {"in_process": in_process(items[:500], args.repeats), "end_to_end": end_to_end(items, 3)}
    print(json.dumps(distinct, indent=1))
    args.out.write_text(report(tp, mem, args, distinct), encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
