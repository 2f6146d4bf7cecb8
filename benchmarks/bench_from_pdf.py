"""How long `vlmeval gt from-pdf` takes per figure, and how well it reads the round-trip fixtures.

    python benchmarks/bench_from_pdf.py [--repeat 5] [--out reports/bench_from_pdf.md]

Times read_figure + write_record (reading, rendering the PNG, writing the JSON) for every fixture PDF under
tests/groundtruth/fixtures/pdf/ (cases/: figures with known data in JSON, checked by their tests) and the two real figures in ../shared/data/pdf-figures-dev/, one process on one
core (the work is single-threaded), and reports the median and the slowest per producer. It also prints each
producer's round-trip numbers (panels, titles, ticks found; values within tolerance; invented cells).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import tempfile
import time
from pathlib import Path

from vlmeval.groundtruth.load import load_figure_set
from vlmeval.groundtruth.pdf import read_figure, write_record
from vlmeval.groundtruth.pdf.compare import Comparison, compare

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "groundtruth" / "fixtures" / "pdf"
REAL = ROOT.parent / "shared" / "data" / "pdf-figures-dev"


def _time_one(pdf: Path, repeat: int, tmp: Path) -> float:
    runs = []
    for i in range(repeat):
        start = time.perf_counter()
        write_record(pdf, tmp / f"{pdf.stem}-{i}.json")
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None, help="Markdown report to write.")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
    known = dict(load_figure_set(ROOT / "ground_truth" / "synth").figures)
    known.update(load_figure_set(ROOT / "ground_truth" / "papers").figures)
    groups = {p.name: sorted(p.glob("*.pdf")) for p in sorted(FIXTURES.iterdir()) if p.is_dir()}
    if REAL.is_dir():
        groups["real (shared dev)"] = sorted(REAL.glob("*.pdf"))
    lines = ["| producer | figures | median s | slowest s | panels | titles | ticks | values within tol. | invented "
             "| error bars within tol. (invented) | trend lines (invented) |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        for name, pdfs in groups.items():
            times = [_time_one(pdf, args.repeat, Path(tmp)) for pdf in pdfs]
            total = Comparison()
            for pdf in pdfs:
                if pdf.stem in known:
                    total.add(compare(read_figure(pdf)[0], known[pdf.stem]))
            quality = (f"{total.panels_found}/{total.panels} | {total.titles_found}/{total.panels} | "
                       f"{total.ticks_found}/{total.ticks} | {total.within}/{total.values} "
                       f"({100 * total.within / max(total.values, 1):.2f}%) | {total.invented} | "
                       f"{total.errors_within}/{total.errors} ({total.errors_invented}) | "
                       f"{total.fits_within}/{total.fits} ({total.fits_invented})") if total.panels else (
                "- | - | - | - (see the tests) | - | - | -")
            lines.append(f"| {name} | {len(pdfs)} | {statistics.median(times):.3f} | {max(times):.3f} | {quality} |")
    header = (f"python {platform.python_version()}, {platform.machine()}, one core, median of {args.repeat} runs "
              f"per figure; load average at start {os.getloadavg()[0]:.2f}")
    report = "\n".join([header, "", *lines])
    print(report)
    if args.out:
        args.out.write_text(report + "\n")


if __name__ == "__main__":
    main()
