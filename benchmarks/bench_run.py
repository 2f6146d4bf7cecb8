"""Speed of the describe stage of ``vlmeval run``, against a real ``vlmeval serve`` subprocess.

1. Throughput: N items, server latency 200 ms, concurrency 32. Ideal: 32 / 0.2 s = 160 requests/s; target >= 80%.
1b. First run of a fresh process: the 81 bundled figures with images (real PNGs), concurrency 32, 200 ms
    latency, timed in a new Python process each repeat, as `vlmeval run` starts. Ideal: ceil(81 / 32) = 3 waves
    of 200 ms = 0.6 s; target >= 80% of it (<= 0.75 s). Anything imported or set up on the first request
    (the SDK, its transport) delays the whole first wave.
2. A fully cached re-run of 1,000 items (library call, and the whole CLI command); target < 2 s.
3. OCR baseline: seconds per bundled figure image (when the captioner is part of the build).

Each measurement is repeated and the median reported. Usage:
    .venv/bin/python benchmarks/bench_run.py [--items 1000] [--repeats 3] [--out reports/bench_run.md]
    .venv/bin/python benchmarks/bench_run.py --first-run-only [--repeats 5]   # item 1b alone, printed
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PROJECT / "tests"))

from run_helpers import VLMEVAL, serve, write_figures, write_replay  # noqa: E402

from vlmeval import runner  # noqa: E402
from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.run.models.openai_compat import RetryPolicy  # noqa: E402
from vlmeval.run.models.registry import build_adapter, resolve_model  # noqa: E402

MODEL = "bench-model"
LATENCY_S = 0.2
CONCURRENCY = 32


def process_cpu_s(pid: int) -> float | None:
    """CPU seconds used so far by another process (Linux /proc); None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def describe_run(url: str, figures, out: Path, cache: Path) -> tuple[float, runner.RunOutcome]:
    spec = resolve_model(MODEL, base_url=url)
    adapter = build_adapter(spec, timeout_s=30, max_connections=CONCURRENCY, retry=RetryPolicy(max_retries=2, base_delay_s=0.1))
    params = runner.RunParameters(concurrency=CONCURRENCY, timeout_s=30, max_retries=2, backoff_s=0.1)
    started = time.perf_counter()
    outcome = runner.run(figures, adapter, runner.load_prompt("describe-v1"), params, out, spec=spec, cache_dir=cache,
                         score=False, progress=False)
    return time.perf_counter() - started, outcome


def bench_throughput_and_cache(root: Path, n_items: int, repeats: int) -> dict:
    figures_dir = root / "figures"
    ids = write_figures(figures_dir, n_items)
    replay = write_replay(root / "answers.jsonl", ids, MODEL)
    started = time.perf_counter()
    figures = load_figure_set(figures_dir)
    load_s = time.perf_counter() - started
    results: dict = {"n": n_items, "load_figures_s": load_s, "throughput": [], "cached_lib": [], "cached_cli": [],
                     "client_cpu_ms": [], "server_cpu_ms": [], "cli_import": []}
    with serve("--model", f"replay:{replay}", "--figures", str(figures_dir), "--latency", str(LATENCY_S)) as server:
        # Warm-up, not timed: imports the SDK and its transport (done lazily on the first request).
        warm_ids = ids[: 2 * CONCURRENCY]
        warm = runner.RunParameters(only=warm_ids, concurrency=CONCURRENCY)
        spec = resolve_model(MODEL, base_url=server.url)
        runner.run(figures, build_adapter(spec, max_connections=CONCURRENCY), runner.load_prompt("describe-v1"), warm,
                   root / "warm-up", spec=spec, cache_dir=root / "warm-up-cache", score=False, progress=False)
        for i in range(repeats):
            cache = root / f"cache-{i}"
            client_cpu, server_cpu = time.process_time(), process_cpu_s(server.process.pid)
            seconds, outcome = describe_run(server.url, figures, root / f"run-{i}", cache)
            assert outcome.manifest.counts.requested == n_items and not outcome.failed, outcome.manifest.counts
            results["throughput"].append(n_items / seconds)
            results["client_cpu_ms"].append((time.process_time() - client_cpu) / n_items * 1000)
            if server_cpu is not None:
                results["server_cpu_ms"].append((process_cpu_s(server.process.pid) - server_cpu) / n_items * 1000)
            seconds, outcome = describe_run(server.url, figures, root / f"rerun-{i}", cache)
            assert outcome.manifest.counts.from_cache == n_items, outcome.manifest.counts
            results["cached_lib"].append(seconds)
            command = [*VLMEVAL, "run", "--model", MODEL, "--base-url", server.url, "--figures", str(figures_dir),
                       "--out", str(root / f"cli-rerun-{i}"), "--cache-dir", str(cache), "--no-score", "--quiet"]
            started = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True)
            results["cached_cli"].append(time.perf_counter() - started)
            assert done.returncode == 0, done.stdout + done.stderr
            started = time.perf_counter()
            subprocess.run([sys.executable, "-c", "import vlmeval.cli"], check=True)
            results["cli_import"].append(time.perf_counter() - started)
        results["server_requests"] = server.stats()["requests"] - len(warm_ids)
    return results


# Runs in a new interpreter: what `vlmeval run` has imported when it starts describing, and nothing more.
FIRST_RUN_SCRIPT = """
import json, sys, time
from pathlib import Path
from vlmeval.run import runner
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.run.models.openai_compat import RetryPolicy
from vlmeval.run.models.registry import build_adapter, resolve_model
url, out, concurrency = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
figures = load_figure_set()
spec = resolve_model(sys.argv[4], base_url=url)
adapter = build_adapter(spec, timeout_s=30, max_connections=concurrency, retry=RetryPolicy(max_retries=2, base_delay_s=0.1))
params = runner.RunParameters(concurrency=concurrency, timeout_s=30, max_retries=2, backoff_s=0.1)
stage = []  # when the first request started, when the last answer came
describe = adapter.describe
async def timed(request):
    stage.append(time.perf_counter())
    try:
        return await describe(request)
    finally:
        stage.append(time.perf_counter())
adapter.describe = timed
started = time.perf_counter()
outcome = runner.run(figures, adapter, runner.load_prompt("describe-v1"), params, out, spec=spec, cache_dir=None,
                     score=False, progress=False)
seconds = time.perf_counter() - started
print(json.dumps({"seconds": seconds, "stage": max(stage) - min(stage), "sdk_loaded_before": "openai" in sys.modules
                  and min(stage) > 0, "requested": outcome.manifest.counts.requested, "failed": bool(outcome.failed)}))
"""


def bench_first_run(root: Path, repeats: int) -> dict:
    """Item 1b: the bundled figures with images, each repeat in a fresh process against a real server."""
    figures = load_figure_set()
    ids = sorted(fid for fid in figures.figures if figures.image_path(fid) is not None)
    replay = write_replay(root / "first-run-answers.jsonl", ids, MODEL)
    waves = -(-len(ids) // CONCURRENCY)
    results: dict = {"n": len(ids), "ideal_s": waves * LATENCY_S, "waves": waves, "seconds": [], "stage": []}
    with serve("--model", f"replay:{replay}", "--latency", str(LATENCY_S)) as server:
        for i in range(repeats):
            done = subprocess.run([sys.executable, "-c", FIRST_RUN_SCRIPT, server.url, str(root / f"first-run-{i}"),
                                   str(CONCURRENCY), MODEL], capture_output=True, text=True, timeout=120)
            assert done.returncode == 0, done.stdout + done.stderr
            measured = json.loads(done.stdout.strip().splitlines()[-1])
            assert measured["requested"] == len(ids) and not measured["failed"], measured
            results["seconds"].append(measured["seconds"])
            results["stage"].append(measured["stage"])
    return results


def first_run_lines(first: dict) -> list[str]:
    """Two rows: the describe stage (first request sent to last answer: the waves), and the whole
    ``runner.run`` call (planning, loading the SDK, the waves, writing the manifest)."""
    rows = []
    for key, what in (("stage", "describe stage, first request to last answer"),
                      ("seconds", "whole `runner.run` call")):
        median = statistics.median(first[key])
        share = first["ideal_s"] / median
        rows.append(
            f"| first run of a fresh process, {what}: {first['n']} bundled figures (real images), concurrency "
            f"{CONCURRENCY} | >= 80% of ideal {first['ideal_s']:.1f} s ({first['waves']} waves of "
            f"{LATENCY_S * 1000:.0f} ms) | {median:.2f} s ({share:.0%} of ideal) | "
            f"{', '.join(f'{x:.2f}' for x in first[key])} | {'pass' if share >= 0.8 else 'FAIL'} |")
    return rows


def ocr_sample(figures) -> dict[str, list[Path]]:
    """The paper figures, and the first synthetic figure of each style (ids end in the style name)."""
    groups: dict[str, list[Path]] = {"papers": [], "synthetic, one per style": []}
    styles: set[str] = set()
    for fid in sorted(figures.figures):
        path = figures.image_path(fid)
        if path is None:
            continue
        if fid.startswith("synth-"):
            style = fid.split("-", 3)[-1]
            if style not in styles:
                styles.add(style)
                groups["synthetic, one per style"].append(path)
        else:
            groups["papers"].append(path)
    return groups


def bench_ocr(repeats: int) -> dict | None:
    try:
        from vlmeval.run.models.ocr_baseline import OcrBaselineAdapter
    except ModuleNotFoundError:
        return None
    groups = ocr_sample(load_figure_set())
    adapter = OcrBaselineAdapter()
    started = time.perf_counter()
    adapter.describe_image(groups["papers"][0])  # loads the OCR model
    warmup_s = time.perf_counter() - started
    per_figure: dict[str, list[float]] = {}
    for name, images in groups.items():
        for _ in range(repeats):
            started = time.perf_counter()
            for image in images:
                adapter.describe_image(image)
            per_figure.setdefault(name, []).append((time.perf_counter() - started) / len(images))
    return {"images": {name: len(images) for name, images in groups.items()}, "first_call_s": warmup_s,
            "per_figure": per_figure}


def report(results: dict, first: dict, ocr: dict | None, repeats: int, load: tuple[float, float]) -> str:
    ideal = CONCURRENCY / LATENCY_S
    tput = statistics.median(results["throughput"])
    lib = statistics.median(results["cached_lib"])
    cli = statistics.median(results["cached_cli"])
    lines = [
        "# Benchmark: `vlmeval run` describe stage",
        "",
        f"Measured {datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M UTC')} by `benchmarks/bench_run.py` on "
        f"{platform.machine()}, {os.cpu_count()} CPU cores, Python {platform.python_version()}; "
        f"median of {repeats} repeats (all values below are from this one run). Load average (1 min) "
        f"{load[0]:.1f} at the start and {load[1]:.1f} at the end: the machine is shared, so other work competes for "
        f"the cores. CPU per request during the throughput runs: client (the runner, in the benchmark process) "
        f"{statistics.median(results['client_cpu_ms']):.1f} ms, server "
        + (f"{statistics.median(results['server_cpu_ms']):.1f} ms." if results["server_cpu_ms"] else "not measured."),
        "The server is a real `vlmeval serve` subprocess answering with `replay:` "
        f"(synthetic figures with tiny images), {LATENCY_S * 1000:.0f} ms latency injected per request.",
        "",
        "| measurement | target | median | all repeats | verdict |",
        "|---|---|---|---|---|",
        f"| throughput, {results['n']} requests, concurrency {CONCURRENCY} | >= {0.8 * ideal:.0f} req/s (80% of ideal "
        f"{ideal:.0f}) | {tput:.1f} req/s ({tput / ideal:.0%} of ideal) | "
        f"{', '.join(f'{x:.1f}' for x in results['throughput'])} | {'pass' if tput >= 0.8 * ideal else 'FAIL'} |",
        *first_run_lines(first),
        f"| fully cached re-run of {results['n']} items, library `runner.run` | < 2 s | {lib:.2f} s | "
        f"{', '.join(f'{x:.2f}' for x in results['cached_lib'])} | {'pass' if lib < 2 else 'FAIL'} |",
        f"| fully cached re-run of {results['n']} items, whole `vlmeval run` command (process start, imports, "
        f"loading and hash-checking {results['n']} figures) | < 2 s | {cli:.2f} s | "
        f"{', '.join(f'{x:.2f}' for x in results['cached_cli'])} | {'pass' if cli < 2 else 'FAIL'} |",
        "",
        f"Loading the {results['n']} synthetic figures (validation and image hashes) took {results['load_figures_s']:.2f} s "
        f"in the benchmark process; the library timings start after it. Of the whole command's time, starting Python "
        f"and importing `vlmeval.cli` (every command module) alone takes {statistics.median(results['cli_import']):.2f} s "
        f"(median; {', '.join(f'{x:.2f}' for x in results['cli_import'])}). The server answered "
        f"{results['server_requests']} requests in all: {repeats} x {results['n']} uncached ones and none for the "
        f"cached re-runs.",
        "",
    ]
    if ocr is None:
        lines.append("OCR baseline: not measured in this run (`--no-ocr`, or the captioner is not part of this build).")
    else:
        lines += ["## OCR baseline", "",
                  "`OcrBaselineAdapter.describe_image`, one image at a time, in the benchmark process "
                  f"(median of {len(next(iter(ocr['per_figure'].values())))} pass(es) over each group):", "",
                  "| images | n | seconds per figure | all passes |", "|---|---|---|---|"]
        for name, values in ocr["per_figure"].items():
            lines.append(f"| {name} | {ocr['images'][name]} | {statistics.median(values):.2f} | "
                         f"{', '.join(f'{x:.2f}' for x in values)} |")
        lines += ["", f"The first call, which also loads the OCR model, took {ocr['first_call_s']:.2f} s."]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--ocr-repeats", type=int, default=1)
    parser.add_argument("--no-ocr", action="store_true")
    parser.add_argument("--out", type=Path, default=PROJECT / "reports" / "bench_run.md")
    parser.add_argument("--first-run-only", action="store_true", help="measure item 1b alone and print it")
    args = parser.parse_args()
    load_start = os.getloadavg()[0]
    if args.first_run_only:
        with tempfile.TemporaryDirectory(prefix="vlmeval-bench-") as tmp:
            first = bench_first_run(Path(tmp), args.repeats)
        print("\n".join(first_run_lines(first)), f"load {load_start:.1f} -> {os.getloadavg()[0]:.1f}", sep="\n")
        return
    with tempfile.TemporaryDirectory(prefix="vlmeval-bench-") as tmp:
        results = bench_throughput_and_cache(Path(tmp), args.items, args.repeats)
        first = bench_first_run(Path(tmp), max(args.repeats, 5))
    ocr = None if args.no_ocr else bench_ocr(args.ocr_repeats)
    text = report(results, first, ocr, args.repeats, (load_start, os.getloadavg()[0]))
    args.out.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
