"""The Markdown of reports/bench_scoring.md from one run's numbers."""

from __future__ import annotations

import os
import platform
import time

from distinct_seeds import report_lines  # beside this script


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
