"""This tree against another version of vlmeval, in one run on one machine, written as a section of
reports/bench_scoring.md (the rest of that report is ``bench_scoring.py``'s).

    .venv/bin/python benchmarks/bench_against.py REV [--texts 500] [--lines 300] [--processes 4] [--instructions]

REV is a git revision (extracted with ``git archive``) or a folder holding a ``vlmeval`` package. Both versions
score the same distinct seed-sized texts (``distinct_seeds.py``: the five seeds, each copy's numbers changed), in
fresh processes that alternate between the versions, so load on a shared machine falls on both alike:

1. in process: ``evaluate_text`` over ``--texts`` texts, three passes per process (figures warmed first); the
   median over processes of each process's median pass, as wall clock and as CPU time per description;
2. end to end: ``vlmeval score FILE --jobs 1`` on ``--lines`` lines, start-up included; lines/s by wall clock and
   by the CPU time of the process; and the CPU time of its start-up alone (one line);
   the document reader and ``evaluate_text`` in CPU nanoseconds per character (best of three passes);
   every child with byte-code caches, as an installed package runs (``_child_env``);
3. with ``--instructions``: the instructions each executes per seed description (valgrind callgrind, a fixed hash
   seed: the same from run to run, unlike time on a loaded machine);
4. where this tree's time goes: ``bench_scoring.stages`` (each step of ``evaluate_text`` timed alone).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchlib import CHILDREN, ROOT, seeds  # beside this script
from scoring_compare import instructions_per_description
from scoring_speed import stages
from distinct_seeds import distinct_texts

SECTION = "## This tree against"







def _source(rev: str, tmp: Path) -> tuple[Path, str]:
    """The folder to import REV's vlmeval from, and its name for the report."""
    if Path(rev, "vlmeval").is_dir():
        name = subprocess.run(["git", "-C", rev, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        return Path(rev), name or rev
    base = tmp / "base"
    base.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
    name = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", rev], capture_output=True, text=True,
                          check=True).stdout.strip()
    return base, name


_ENV: dict[str, str] = {}  # the children's environment (``_child_env``)


def _child_env(tmp: Path) -> dict[str, str]:
    """The environment of every timed child: byte-code caches on (kept under ``tmp``, not in the trees), as an
    installed package has them; with PYTHONDONTWRITEBYTECODE set (as on the shared machine) each fresh process
    would compile every module's source again, a second of start-up that no user pays."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONPATH": "", "PYTHONPYCACHEPREFIX": str(tmp / "pycache")}


def _warm_caches(src: Path) -> None:
    """Import what ``vlmeval score`` imports once, untimed, so the byte-code caches exist before any timing."""
    subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); import vlmeval.cli; "
                    "from vlmeval.scoring.batch import run", str(src)], check=True, capture_output=True, env=_ENV)


def _reader(src: Path, texts: Path) -> tuple[float, float]:
    r = subprocess.run([sys.executable, str(CHILDREN / "reader.py"), str(src), str(texts)], capture_output=True, text=True,
                       check=True, env=_ENV)
    reader, whole = map(float, r.stdout.split())
    return reader, whole


def _in_process(src: Path, texts: Path) -> tuple[float, float]:
    r = subprocess.run([sys.executable, str(CHILDREN / "in_process.py"), str(src), str(texts)], capture_output=True, text=True,
                       check=True, env=_ENV)
    passes = [tuple(map(float, line.split())) for line in r.stdout.strip().splitlines()]
    return statistics.median(w for w, _ in passes), statistics.median(c for _, c in passes)


def _children_cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def _end_to_end(src: Path, lines: Path, out: Path) -> tuple[float, float]:
    """Wall and CPU seconds of ``vlmeval score LINES --jobs 1`` in a fresh process importing vlmeval from ``src``."""
    cpu, wall = _children_cpu(), time.perf_counter()
    subprocess.run([sys.executable, str(CHILDREN / "cli.py"), str(src), "score", str(lines), "--out", str(out), "--jobs", "1",
                    "--no-progress"], check=True, capture_output=True, env=_ENV)
    return time.perf_counter() - wall, _children_cpu() - cpu


def run(rev: str, n_texts: int, n_lines: int, processes: int, instructions: bool) -> dict:
    items = distinct_texts(seeds(), max(n_texts, n_lines))
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        base, name = _source(rev, tmp)
        sides = {"base": base, "this": ROOT}
        texts, lines = tmp / "texts.jsonl", tmp / "lines.jsonl"
        texts.write_text("".join(json.dumps({"figure_id": f, "text": t}) + "\n" for f, t in items[:n_texts]))
        lines.write_text("".join(json.dumps({"figure_id": f, "model": "m", "text": t}) + "\n" for f, t in items[:n_lines]))
        _ENV.clear()
        _ENV.update(_child_env(tmp))
        one = tmp / "one.jsonl"
        one.write_text(lines.read_text().split("\n", 1)[0] + "\n")
        for src in sides.values():
            _warm_caches(src)
        loads = [os.getloadavg()[0]]
        startup: dict[str, list] = {"base": [], "this": []}
        reader: dict[str, list] = {"base": [], "this": []}
        inproc: dict[str, list] = {"base": [], "this": []}
        e2e: dict[str, list] = {"base": [], "this": []}
        for i in range(processes):
            for side, src in sides.items():
                inproc[side].append(_in_process(src, texts))
                e2e[side].append(_end_to_end(src, lines, tmp / f"out-{side}-{i}"))
                startup[side].append(_end_to_end(src, one, tmp / f"one-{side}-{i}")[1])
                reader[side].append(_reader(src, texts))
            loads.append(os.getloadavg()[0])
        result = {"rev": rev, "commit": name, "n_texts": n_texts, "n_lines": n_lines, "processes": processes,
                  "loads": loads, "mean_chars": sum(len(t) for _, t in items[:n_texts]) / n_texts}
        for side in sides:
            result[side] = {
                "wall_s": statistics.median(w for w, _ in inproc[side]),
                "cpu_s": statistics.median(c for _, c in inproc[side]),
                "e2e_wall_lps": n_lines / statistics.median(w for w, _ in e2e[side]),
                "e2e_cpu_lps": n_lines / statistics.median(c for _, c in e2e[side]),
                "startup_cpu_s": statistics.median(startup[side]),
                "reader_ns_char": statistics.median(r for r, _ in reader[side]),
                "whole_ns_char": statistics.median(w for _, w in reader[side]),
            }
            if instructions:
                result[side]["ir"] = instructions_per_description(sides[side])
    result["stages"] = stages(5, 3)
    return result


def section(r: dict) -> str:
    b, t = r["base"], r["this"]
    rows = [
        ("`evaluate_text` in process, CPU time per description", f"{b['cpu_s'] * 1e3:.2f} ms", f"{t['cpu_s'] * 1e3:.2f} ms",
         b["cpu_s"] / t["cpu_s"]),
        ("same, wall clock per description", f"{b['wall_s'] * 1e3:.2f} ms", f"{t['wall_s'] * 1e3:.2f} ms", b["wall_s"] / t["wall_s"]),
        ("same, descriptions / s (CPU)", f"{1 / b['cpu_s']:.0f}", f"{1 / t['cpu_s']:.0f}", b["cpu_s"] / t["cpu_s"]),
        (f"`vlmeval score --jobs 1`, {r['n_lines']} lines, lines / s (CPU of the process)", f"{b['e2e_cpu_lps']:.0f}",
         f"{t['e2e_cpu_lps']:.0f}", t["e2e_cpu_lps"] / b["e2e_cpu_lps"]),
        ("same, lines / s (wall clock)", f"{b['e2e_wall_lps']:.0f}", f"{t['e2e_wall_lps']:.0f}", t["e2e_wall_lps"] / b["e2e_wall_lps"]),
        ("`vlmeval score --jobs 1` on one line (start-up: imports, figures), CPU", f"{b['startup_cpu_s']:.2f} s",
         f"{t['startup_cpu_s']:.2f} s", b["startup_cpu_s"] / t["startup_cpu_s"]),
        ("the document reader (lines, names, numbers), CPU per character", f"{b['reader_ns_char']:.0f} ns",
         f"{t['reader_ns_char']:.0f} ns", b["reader_ns_char"] / t["reader_ns_char"]),
        ("`evaluate_text`, CPU per character", f"{b['whole_ns_char']:.0f} ns", f"{t['whole_ns_char']:.0f} ns",
         b["whole_ns_char"] / t["whole_ns_char"]),
    ]
    if "ir" in t:
        rows.insert(0, ("instructions per seed description (callgrind)", f"{b['ir'] / 1e6:.1f} M", f"{t['ir'] / 1e6:.1f} M",
                        b["ir"] / t["ir"]))
    total = sum(v for _, v in r["stages"])
    loads = ", ".join(f"{x:.1f}" for x in r["loads"])
    return "\n".join([
        f"{SECTION} `{r['commit']}` ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})",
        "",
        f"Run: `.venv/bin/python benchmarks/bench_against.py {r['rev']} --texts {r['n_texts']} --lines {r['n_lines']} "
        f"--processes {r['processes']}{' --instructions' if 'ir' in t else ''}`, Python {platform.python_version()}, "
        f"{platform.machine()}, {os.cpu_count()} CPUs shared with other work; load average (1 min) {loads} "
        "(at the start and after each pair of processes). Both versions score the same distinct seed-sized texts "
        f"(mean {r['mean_chars']:.0f} characters) in {r['processes']} alternating fresh processes each; medians. "
        "On a loaded machine the instruction counts and CPU times are the firm numbers, the wall clock the least. "
        "The children run with byte-code caches (``PYTHONPYCACHEPREFIX``, warmed once per version), as an installed "
        "package has them. The steps below are timed by CPU time.",
        "",
        f"| measure | `{r['commit']}` | this tree | speed-up |",
        "|---|---:|---:|---:|",
        *[f"| {what} | {old} | {new} | {ratio:.2f}× |" for what, old, new, ratio in rows],
        "",
        "Where this tree's time goes (each step of `evaluate_text` timed alone on the five seeds, as in \"Where the time",
        f"goes\" above; sum {total * 1e3:.2f} ms per description):",
        "",
        "| step | time per description | share |",
        "|---|---:|---:|",
        *[f"| {name} | {sec * 1e3:.2f} ms | {sec / total:.0%} |" for name, sec in r["stages"]],
        "",
    ])


def write_section(text: str, out: Path) -> None:
    """Replace this script's section of ``out`` (from its heading to the next ``## `` heading), or append it."""
    old = out.read_text(encoding="utf-8") if out.exists() else ""
    at = old.find(SECTION)
    if at < 0:
        out.write_text(old.rstrip("\n") + "\n\n" + text, encoding="utf-8")
        return
    nxt = re.search(r"^## ", old[at + len(SECTION):], re.M)
    end = len(old) if nxt is None else at + len(SECTION) + nxt.start()
    out.write_text(old[:at] + text + ("\n" + old[end:] if end < len(old) else ""), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="a git revision, or a folder holding a vlmeval package")
    parser.add_argument("--texts", type=int, default=500)
    parser.add_argument("--lines", type=int, default=300)
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--instructions", action="store_true", help="also count instructions with valgrind (minutes)")
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "bench_scoring.md")
    args = parser.parse_args()
    result = run(args.rev, args.texts, args.lines, args.processes, args.instructions)
    print(json.dumps(result, indent=1))
    write_section(section(result), args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
