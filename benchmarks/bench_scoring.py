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
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from distinct_seeds import distinct_texts, end_to_end, in_process, report_lines  # beside this script

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SEED_FIGURES = ["dynts-r1qwen-benchmarks", "dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks", "dynts-average",
                "seqbench-progress-ratio-pairs"]


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


def throughput(rounds: int, repeats: int) -> dict:
    from vlmeval.claims.text import NUMBER_RE
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.scoring.scorecard import evaluate_text

    figures = load_figure_set()
    items = [(figures.get(fid), text) for fid, text in seeds()]
    texts = [t for _, t in items]
    for fig, text in items:  # warm the per-figure caches (facts, lexicon), as a long run would
        evaluate_text(fig, text)
    simple = re.compile(r"\d+(?:\.\d+)?")
    n = len(items) * rounds
    score_s = timed(lambda: [evaluate_text(f, t) for f, t in items], rounds, repeats)
    simple_s = timed(lambda: [simple.findall(t) for t in texts], rounds, repeats)
    ours_s = timed(lambda: [list(NUMBER_RE.finditer(t)) for t in texts], rounds, repeats)
    med = {k: statistics.median(v) / n for k, v in (("score", score_s), ("simple", simple_s), ("numbers", ours_s))}
    claims = sum(len(evaluate_text(f, t).claims) for f, t in items)
    return {"n_per_repeat": n, "mean_chars": sum(map(len, texts)) / len(texts), "claims_per_round": claims,
            "per_desc_s": med, "desc_per_s": 1 / med["score"], "ratio_simple": med["score"] / med["simple"],
            "ratio_numbers": med["score"] / med["numbers"]}


def stages(rounds: int, repeats: int) -> list[tuple[str, float]]:
    """Where the time goes: each step of ``evaluate_text`` timed on its own, per description (median of repeats)."""
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.claims.pipeline import default_pipeline, extract, verify_claim
    from vlmeval.scoring.scorecard import _verdict, compute_metrics, sentence_view
    from vlmeval.verify import context_for

    figures = load_figure_set()
    items = [(figures.get(fid), text) for fid, text in seeds()]
    runs: list[dict[str, float]] = []
    for _ in range(repeats):
        t: dict[str, float] = {}

        def clock(name, fn):
            start = time.perf_counter()
            out = fn()
            t[name] = t.get(name, 0.0) + time.perf_counter() - start
            return out

        for _ in range(rounds):
            for fig, text in items:
                # build_document also finds the figure's names and the numbers in the whole text (one pass each)
                doc = clock("split into lines, find names and numbers (build_document)",
                            lambda: build_document(text, fig, lexicon_for(fig)))
                for extractor in default_pipeline().extractors:
                    clock(f"extractor {extractor.__name__}", lambda: list(extractor(doc)))
                claims, doc = extract(text, fig)
                ctx = context_for(fig, text)
                outcomes = clock("verify claims", lambda: [verify_claim(c, ctx) for c in claims])
                verdicts = clock("records (ClaimVerdict)", lambda: [_verdict(doc.text, c, o) for c, o in zip(claims, outcomes)])
                clock("metrics and sentence view", lambda: (compute_metrics(verdicts, fig),
                                                           sentence_view(doc.text, verdicts, [(line.start + a, line.start + b) for line in doc.lines for a, b in line.sentence_spans])))
        runs.append(t)
    n = rounds * len(items)
    return sorted(((name, statistics.median(r[name] for r in runs) / n) for name in runs[0]), key=lambda kv: -kv[1])


def design_floors(rounds: int, repeats: int) -> dict[str, float]:
    """What parts of any redesign would still cost, per seed description (median of repeats):

    - ``tokens``: one pass that tags every number, word and sentence end of the text as a (kind, start, end)
      tuple, the least a one-pass extraction layer must do in Python before reading anything;
    - ``records``: validating the seeds' scorecard records (their ClaimVerdicts, SentenceVerdicts and Metrics,
      rebuilt from their own fields), which the output contract needs whatever finds the claims;
    - ``verify``: verifying the seeds' claims as now (claims extracted beforehand)."""
    from vlmeval.claims.text import NUMBER_RE, WORD_RE
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.records import ClaimVerdict, Metrics, SentenceVerdict
    from vlmeval.claims.pipeline import extract, verify_claim
    from vlmeval.scoring.scorecard import evaluate_text
    from vlmeval.verify import context_for

    figures = load_figure_set()
    items = [(figures.get(fid), text) for fid, text in seeds()]
    number = re.sub(r"\(\?P<\w+>", "(?:", NUMBER_RE.pattern)  # the same pattern without its named groups
    token = re.compile(rf"(?P<number>{number})|(?P<word>{WORD_RE.pattern})|(?P<end>[.!?](?=\s)|\n)")
    scored = [evaluate_text(fig, text) for fig, text in items]
    dumped = [([c.model_dump() for c in s.claims], [x.model_dump() for x in s.sentences], s.metrics.model_dump())
              for s in scored]
    extracted = [(extract(text, fig)[0], context_for(fig, text)) for fig, text in items]

    def tokens():
        for _, text in items:
            [(m.lastgroup, m.start(), m.end()) for m in token.finditer(text)]

    def records():
        for claims, sentences, metrics in dumped:
            [ClaimVerdict.model_validate(c) for c in claims]
            [SentenceVerdict.model_validate(x) for x in sentences]
            Metrics.model_validate(metrics)

    def verify():
        for claims, ctx in extracted:
            [verify_claim(c, ctx) for c in claims]

    n = rounds * len(items)
    return {name: statistics.median(timed(fn, rounds, repeats)) / n
            for name, fn in (("tokens", tokens), ("records", records), ("verify", verify))}


# One timing of evaluate_text on the seeds, in a fresh process that imports vlmeval from the source tree argv[1].
_SPEED_CHILD = """
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
try:  # the current names; a revision before the stage layout, or an older one (load_figures and score_text)
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.scoring.scorecard import evaluate_text
except ImportError:
    try:
        from vlmeval.scoring import evaluate_text  # relayout: keep
    except ImportError:
        from vlmeval.scoring import score_text as evaluate_text  # relayout: keep
    try:
        from vlmeval.groundtruth.load import load_figure_set
    except ImportError:
        from vlmeval.groundtruth.load import load_figures as load_figure_set

figures = load_figure_set()
ids = sys.argv[3].split(",")
files = sorted(Path(sys.argv[2]).glob("*.txt"))
items = [(figures.get(i), f.read_text(encoding="utf-8")) for i, f in zip(ids, files)]
for fig, text in items:
    evaluate_text(fig, text)
rounds = int(sys.argv[4])
start = time.perf_counter()
for _ in range(rounds):
    for fig, text in items:
        evaluate_text(fig, text)
print((time.perf_counter() - start) / max(1, rounds * len(items)))
"""


# The 400 quintd line-chart captions scored in a fresh process importing vlmeval from argv[1], figures built from
# their CSV tables as ``vlmeval agree`` builds them: seconds per caption for the first pass (each figure's first
# caption pays for its lexicon and facts) and for a second pass (all warm).
_CAPTIONS_CHILD = """
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from vlmeval.groundtruth.from_csv import figure_from_csv
try:
    from vlmeval.agreement.agree import read_captions
    from vlmeval.scoring.scorecard import evaluate_text
except ImportError:  # a revision before the stage layout, or an older one
    from vlmeval.agree import read_captions  # relayout: keep
    try:
        from vlmeval.scoring import evaluate_text  # relayout: keep
    except ImportError:
        from vlmeval.scoring import score_text as evaluate_text  # relayout: keep

quintd = Path(sys.argv[2])
tables, items = {}, []
for c in read_captions(quintd / "captions.jsonl"):
    if c.table not in tables:
        tables[c.table] = figure_from_csv(quintd / "tables" / c.table, "line")
    items.append((tables[c.table], c.text))
for label in ("cold", "warm"):
    start = time.perf_counter()
    for fig, text in items:
        evaluate_text(fig, text)
    print(label, (time.perf_counter() - start) / len(items))
"""


def _captions_child(src: Path) -> dict[str, float]:
    r = subprocess.run([sys.executable, "-c", _CAPTIONS_CHILD, str(src), str(SHARED / "data" / "quintd-owid")],
                       capture_output=True, text=True, check=True)
    return {label: float(value) for label, value in (line.split() for line in r.stdout.strip().splitlines())}


def _speed_child(src: Path, rounds: int, callgrind: bool = False) -> float | int:
    """Seconds per description (or, with ``callgrind``, instructions executed in the whole process)."""
    cmd = [sys.executable, "-c", _SPEED_CHILD, str(src), str(SHARED / "seeds"), ",".join(SEED_FIGURES), str(rounds)]
    if callgrind:
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd]
    # a fixed hash seed: set and dict orders, and so the instructions executed, are the same from run to run
    env = {**os.environ, "PYTHONHASHSEED": "0"} if callgrind else None
    r = subprocess.run(cmd, capture_output=True, text=True, check=True, env=env)
    if callgrind:
        return int(re.search(r"Collected : (\d+)", r.stderr).group(1))
    return float(r.stdout.strip().splitlines()[-1])


def instructions_per_description(src: Path, rounds: int = 2) -> float:
    """Instructions per description counted by valgrind's callgrind (deterministic, unlike time on a shared
    machine): a process that scores ``rounds`` rounds minus one that only loads and warms up, per description."""
    return (_speed_child(src, rounds, True) - _speed_child(src, 0, True)) / (rounds * len(SEED_FIGURES))


def compare(rev: str, rounds: int, repeats: int, instructions: bool) -> dict:
    """This tree against ``rev`` (a git revision), timed in alternating fresh processes, so load on a shared
    machine falls on both alike; the medians, their ratio and, with ``instructions``, callgrind counts."""
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        base.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", rev], capture_output=True, text=True,
                                check=True).stdout.strip()
        times: dict[str, list[float]] = {"base": [], "this": []}
        for _ in range(repeats):
            times["base"].append(_speed_child(base, rounds))
            times["this"].append(_speed_child(ROOT, rounds))
        out = {"rev": rev, "commit": commit, "base_s": statistics.median(times["base"]),
               "this_s": statistics.median(times["this"])}
        captions: dict[str, list[dict[str, float]]] = {"base": [], "this": []}
        for _ in range(max(1, repeats // 2)):  # a pass takes seconds: fewer repeats
            captions["base"].append(_captions_child(base))
            captions["this"].append(_captions_child(ROOT))
        out["captions"] = {side: {label: statistics.median(run[label] for run in runs) for label in ("cold", "warm")}
                           for side, runs in captions.items()}
        out["captions_repeats"] = max(1, repeats // 2)
        if instructions and shutil.which("valgrind"):
            out["base_ir"] = instructions_per_description(base)
            out["this_ir"] = instructions_per_description(ROOT)
    out["speedup"] = out["base_s"] / out["this_s"]
    return out


# Peak RSS of the child itself: VmHWM (reset by exec). ru_maxrss is not used because on Linux it keeps
# the high-water mark of the forked parent across exec.
_MEMORY_CHILD = """
import json, resource, sys, time
from pathlib import Path
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.scoring.batch import score_jsonl

def peak_mb():
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

figures = load_figure_set()
after_load = peak_mb()
start = time.perf_counter()
report = score_jsonl(Path(sys.argv[1]), figures, Path(sys.argv[2]), progress=False, jobs=int(sys.argv[3]))
print(json.dumps({"scored": report.scored, "seconds": time.perf_counter() - start, "maxrss_mb": peak_mb(),
                  "after_load_mb": after_load}))
"""


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
            r = subprocess.run([sys.executable, "-c", _MEMORY_CHILD, str(src), str(dest), str(jobs)],
                               capture_output=True, text=True, check=True)
            row = json.loads(r.stdout.strip().splitlines()[-1])
            row.update(lines=size, jobs=jobs, input_mb=src.stat().st_size / 1e6,
                       output_mb=(dest / "scorecards.jsonl").stat().st_size / 1e6)
            out.append(row)
    return out


def report(tp: dict, mem: list[dict], args, distinct: dict) -> str:
    per = tp["per_desc_s"]
    lines = [
        "# Scoring benchmark",
        "",
        f"Run: `.venv/bin/python benchmarks/bench_scoring.py --repeats {args.repeats} --rounds {args.rounds} "
        f"--sizes {' '.join(map(str, args.sizes))}"
        f"{f' --against {args.against}' if args.against else ''}{' --instructions' if args.instructions else ''}` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
        f"Python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} CPUs, load average "
        f"{args.load[0]:.1f} at the start (a shared machine: absolute times vary with load, the ratios less), "
        "one process (one core).",
        "",
        "## Throughput on seed-sized descriptions",
        "",
        f"The five real seeds (mean {tp['mean_chars']:.0f} characters, {tp['claims_per_round']} claims per round of five), "
        f"{tp['n_per_repeat']} descriptions per repeat, median of {args.repeats} repeats.",
        "",
        "| what | time per description | descriptions / s | scoring ÷ this |",
        "|---|---:|---:|---:|",
        f"| `evaluate_text` (extract + verify + metrics) | {per['score'] * 1e3:.2f} ms | {1 / per['score']:,.0f} | 1 |",
        f"| regex pass `\\d+(?:\\.\\d+)?` (the floor) | {per['simple'] * 1e6:.1f} µs | {1 / per['simple']:,.0f} | {tp['ratio_simple']:,.0f} |",
        f"| regex pass with vlmeval's number pattern | {per['numbers'] * 1e6:.1f} µs | {1 / per['numbers']:,.0f} | {tp['ratio_numbers']:,.0f} |",
        "",
        f"Target: at least 1,000 descriptions/s on one core. Measured: **{tp['desc_per_s']:,.0f} descriptions/s** "
        f"({'met' if tp['desc_per_s'] >= 1000 else 'not met'}).",
        "",
        *report_lines(distinct),
        "## Where the time goes",
        "",
        "Each step of `evaluate_text` timed on its own on the same seeds (the pipeline's extractors in order on one",
        "document, so each sees what the earlier ones took); per description, median of the repeats, measured after the",
        f"throughput above in the same run. Sum of the steps: {sum(v for _, v in tp['stages']) * 1e3:.2f} ms per description "
        "(measured separately from the `evaluate_text` median above, with a timer around each step).",
        "",
        "| step | time per description | share |",
        "|---|---:|---:|",
        *[f"| {name} | {sec * 1e3:.2f} ms | {sec / sum(v for _, v in tp['stages']):.0%} |" for name, sec in tp["stages"]],
        "",
        *_floors_section(tp["floors"]),
        "## Memory when scoring a JSONL file as a stream",
        "",
        "Each size in a fresh process (`score_jsonl`, the seeds repeated); peak resident memory (VmHWM) of that process",
        "(with worker processes, `jobs` > 1: of the parent, which reads and writes; each worker holds the figures).",
        "",
        "| lines | jobs | input | output | peak RSS after loading figures | peak RSS after scoring | seconds | lines / s |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in mem:
        lines.append(f"| {row['lines']:,} | {row['jobs']} | {row['input_mb']:.1f} MB | {row['output_mb']:.1f} MB | "
                     f"{row['after_load_mb']:.1f} MB | {row['maxrss_mb']:.1f} MB | {row['seconds']:.1f} | "
                     f"{row['lines'] / row['seconds']:,.0f} |")
    serial = [row for row in mem if row["jobs"] == 1]
    growth = serial[-1]["maxrss_mb"] - serial[0]["maxrss_mb"]
    lines += ["", f"Peak memory grows by {growth:+.1f} MB from {serial[0]['lines']:,} to {serial[-1]['lines']:,} lines "
              f"({serial[-1]['lines'] / serial[0]['lines']:.0f}× the input)."]
    parallel = [row for row in mem if row["jobs"] > 1]
    if parallel:
        p = parallel[0]
        same = next(row for row in serial if row["lines"] == p["lines"])
        lines += [f"`vlmeval score --jobs {p['jobs']}` (one worker per core) scores the {p['lines']:,} lines "
                  f"{same['seconds'] / p['seconds']:.2f}× as fast as one process."]
    lines += [""]
    if tp.get("compare"):
        c = tp["compare"]
        lines += [
            f"## Against `{c['rev']}`" + (f" ({c['commit']})" if c["commit"] != c["rev"] else ""),
            "",
            f"Both versions timed on the seeds in alternating fresh processes ({args.repeats} each, {args.rounds} rounds of "
            "five per process), so load on the machine falls on both alike; medians"
            + (", and the instructions each executes per description (valgrind callgrind, deterministic)." if "this_ir" in c else "."),
            "",
            "| version | time per description | descriptions / s |" + (" instructions per description |" if "this_ir" in c else ""),
            "|---|---:|---:|" + ("---:|" if "this_ir" in c else ""),
            f"| `{c['rev']}` | {c['base_s'] * 1e3:.2f} ms | {1 / c['base_s']:,.0f} |"
            + (f" {c['base_ir'] / 1e6:.1f} M |" if "this_ir" in c else ""),
            f"| this tree | {c['this_s'] * 1e3:.2f} ms | {1 / c['this_s']:,.0f} |"
            + (f" {c['this_ir'] / 1e6:.1f} M |" if "this_ir" in c else ""),
            "",
            f"This tree is {c['speedup']:.2f}× as fast"
            + (f" and executes {c['this_ir'] / c['base_ir']:.2f}× the instructions." if "this_ir" in c else "."),
            "",
            "### Short line-chart captions",
            "",
            "The 400 quintd captions (431 characters on average, 100 line charts built from their CSV tables as `vlmeval agree`",
            f"builds them), scored in alternating fresh processes ({c['captions_repeats']} each); per caption, medians. The first pass",
            "includes each figure's one-time set-up (its names and facts) at its first caption; the second pass is all warm.",
            "",
            "| version | first pass | second pass |",
            "|---|---:|---:|",
            f"| `{c['rev']}` | {c['captions']['base']['cold'] * 1e3:.2f} ms | {c['captions']['base']['warm'] * 1e3:.2f} ms |",
            f"| this tree | {c['captions']['this']['cold'] * 1e3:.2f} ms | {c['captions']['this']['warm'] * 1e3:.2f} ms |",
            "",
            f"This tree is {c['captions']['base']['cold'] / c['captions']['this']['cold']:.2f}× as fast on the first pass and "
            f"{c['captions']['base']['warm'] / c['captions']['this']['warm']:.2f}× on the second.",
            "",
        ]
    return "\n".join(lines)


def _floors_section(floors: dict[str, float]) -> list[str]:
    least = sum(floors.values())
    return [
        "## What a redesigned extraction layer could reach",
        "",
        "Parts any design still pays, timed on their own on the same seeds (median of the repeats): one pass that tags",
        "every number, word and sentence end as a tuple (what a one-pass extraction layer must do before reading",
        "anything), validating the scorecard records the output contract needs, and verifying the claims as now.",
        "",
        "| part | time per description |",
        "|---|---:|",
        f"| one tokenising pass (numbers, words, sentence ends) | {floors['tokens'] * 1e3:.2f} ms |",
        f"| validating the records (claims, sentences, metrics) | {floors['records'] * 1e3:.2f} ms |",
        f"| verifying the claims | {floors['verify'] * 1e3:.2f} ms |",
        f"| **sum** | **{least * 1e3:.2f} ms** |",
        "",
        f"With extraction itself free, these parts alone allow at most {1 / least:,.0f} descriptions/s on this machine"
        + (f"; the 1,000/s target leaves {(1e-3 - least) * 1e3:.2f} ms per description for reading the claims." if least < 1e-3
           else ": more than the 1 ms per description the 1,000/s target allows, before a single claim is read."),
        "The verification and the records are the current code's; a redesign could make them cheaper too, but",
        "not free: each of the ~74 claims per description still becomes at least one Python object and one check.",
        "",
    ]


# ---- --scale: jobs, memory at 100,000 lines, the engine -----------------------------------------------------

_SCALE_CHILD = """
import json, os, resource, sys, time
from pathlib import Path
from vlmeval.groundtruth.load import load_figure_set

def peak_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024

src, out, jobs, fmt, engine = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
figures = load_figure_set()
row = {"after_load_mb": peak_mb()}
start = time.perf_counter()
if engine == "dask":
    from distributed import LocalCluster
    from vlmeval.scoring.engine import score_with_dask
    with LocalCluster(n_workers=jobs, threads_per_worker=1, dashboard_address=None) as cluster:
        row["startup_s"] = time.perf_counter() - start
        start = time.perf_counter()
        report = score_with_dask(Path(src), figures, out, output_format=fmt, address=cluster.scheduler_address,
                                 progress=False)
else:
    from vlmeval.scoring.batch import score_file
    report = score_file(Path(src), figures, out, progress=False, jobs=jobs, output_format=fmt)
me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
row.update(scored=report.scored, seconds=time.perf_counter() - start, maxrss_mb=peak_mb(),
           worker_maxrss_mb=kids.ru_maxrss / 1024, cpu_s=me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime)
print(json.dumps(row))
"""


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
    r = subprocess.run([sys.executable, "-c", _SCALE_CHILD, str(src), str(out), str(jobs), fmt, engine],
                       capture_output=True, text=True, check=True)
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
