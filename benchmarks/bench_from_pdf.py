"""How long `vlmeval gt from-pdf` takes per figure, and how well it reads the round-trip fixtures.

    python benchmarks/bench_from_pdf.py [--repeat 5] [--out reports/bench_from_pdf.md]

Times read_figure + write_record (reading, rendering the PNG, writing the JSON) for every fixture PDF under
tests/groundtruth/fixtures/pdf/ (cases/: figures with known data in JSON, checked by their tests) and the two real figures in ../shared/data/pdf-figures-dev/, one process on one
core (the work is single-threaded), and reports the median and the slowest per producer. It also prints each
producer's round-trip numbers (panels, titles, ticks found; values within tolerance; invented cells), and per
producer how many values the reader reads and leaves unknown on the real suite's candidate figures (--real-only:
that section alone, replaced in --out).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
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
    parser.add_argument("--real-only", action="store_true", help="only the real-suite section (replaced in --out, "
                                                                 "the rest of the report kept)")
    args = parser.parse_args()
    if args.real_only:
        _write_real_section(real_suite_report(), args.out)
        return
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
        _write_real_section(real_suite_report(), args.out)


REAL_HEADING = "## The real suite: values read and left unknown per producer"


def real_suite_report() -> str:
    """Every candidate figure of ground_truth/real/manifest.toml read again, per producer: figures taken (a valid
    record with at least 4 known values), values read, values left unknown (null cells), panels with no values."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_real_suite", ROOT / "scripts" / "build_real_suite.py")
    build = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = build  # its dataclass looks its module up
    spec.loader.exec_module(build)
    rows: dict[str, list[int]] = {}
    for paper in build.load_manifest():
        for figure in paper["figure"]:
            if "dropped" in figure:  # its PDF is not shipped (no PDF without a record): nothing to read
                continue
            pdf = build.SUITE / paper["slug"] / f"{build.figure_id(paper, figure)}.pdf"
            producer = build.producer_of(pdf, figure.get("producer") or paper.get("producer")).split(" ")[0]
            row = rows.setdefault(producer, [0, 0, 0, 0, 0, 0, 0])
            row[0] += 1
            row[6] += pdf.with_suffix(".json").is_file()
            try:
                fig, _ = read_figure(pdf)
            except Exception:  # a figure the reader refuses counts as nothing read
                continue
            tables = [p.data for p in fig.panels if p.data is not None]
            known = sum(t.known_cells() for t in tables)
            cells = sum(len(r) for t in tables for r in t.values)
            row[1] += known >= build.MIN_KNOWN
            row[2] += known
            row[3] += cells - known
            row[4] += len(fig.panels)
            row[5] += len(fig.panels) - len(tables)
    lines = [REAL_HEADING, "", "Every candidate figure in `ground_truth/real/manifest.toml` read again from its PDF "
             "(`python benchmarks/bench_from_pdf.py --real-only --out reports/bench_from_pdf.md`). A figure is taken "
             f"into the suite when its record is valid and holds at least {build.MIN_KNOWN} known values; the "
             "candidates were chosen among the PDFs of their repositories by a first reading, so figures the "
             "reader refuses or reads nothing from are not among them (docs/benchmark.md says how many); a candidate "
             "marked `dropped` in the manifest (its PDF is not shipped) is not counted.", "",
             "| producer | candidate figures | with >= 4 values | values read | values left unknown | panels | "
             "panels with no values | in the suite (valid record) |", "|---|---|---|---|---|---|---|---|"]
    for producer, r in sorted(rows.items()):
        lines.append(f"| {producer} | {' | '.join(map(str, r))} |")
    total = [sum(col) for col in zip(*rows.values())]
    lines.append(f"| all | {' | '.join(map(str, total))} |")
    return "\n".join(lines) + "\n"


def _write_real_section(section: str, out: Path | None) -> None:
    print(section)
    if out is None:
        return
    text = out.read_text(encoding="utf-8") if out.is_file() else ""
    kept = text.split("\n" + REAL_HEADING)[0].rstrip("\n")
    out.write_text((kept + "\n\n" if kept else "") + section, encoding="utf-8")


if __name__ == "__main__":
    main()
