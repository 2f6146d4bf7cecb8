"""The document reader's cost per character on the seed descriptions, by part (issue 34).

    .venv/bin/python benchmarks/reader_cost.py [--callgrind] [--rounds 10] [REV ...]

Parts: the whole reader (``build_document`` and the whole-text readings it starts: the names, the numbers and the
panel references), then each whole-text pass alone. Without ``--callgrind``: CPU time, the best of 7 repeats. With
it: instructions counted by valgrind's callgrind in one process per tree, each part between two calls of
``math.gcd``, where callgrind dumps its counters (``--dump-before=math_gcd``): every part of a tree is counted in
one run, and a count does not move with the machine's load the way a time does (nor by the 1-3% that two
whole-description counts of one tree differ by, ``count_instructions.py``). REV: git revisions to count (each
from ``git archive``); none: this checkout.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _parts():
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document
    from vlmeval.claims.lexicon import _TOKEN_SPLIT
    from vlmeval.claims.panel_titles import RefReading
    from vlmeval.claims.text import find_numbers, numbers_in, sentence_spans

    def reader(fig, text):
        doc = build_document(text, fig, lexicon_for(fig))
        doc.mentions_in(0, 0), doc.numbers(0, len(text)), doc.panel_reading()

    found: dict[str, list] = {}
    return found, [
        ("reader: build_document and its whole-text readings", reader),
        ("number finder (find_numbers)", lambda _f, t: find_numbers(t)),
        ("numbers read from the finds (numbers_in)", lambda _f, t: numbers_in(t, 0, found[t])),
        ("names pass (Lexicon.mentions)", lambda f, t: lexicon_for(f).mentions(t)),
        ("  of which: token split", lambda _f, t: _TOKEN_SPLIT.split(t)),
        ("panel references (RefReading)", lambda _f, t: RefReading(t)),
        ("sentence spans", lambda _f, t: sentence_spans(t)),
    ]


def child(rounds: int, marked: bool) -> None:
    """Run each part ``rounds`` times over the seeds; ``marked``: call ``math.gcd`` between parts; else print
    each part's best CPU time per description."""
    sys.path.insert(0, str(HERE))
    from corpora import seed_items

    from vlmeval.claims.text import find_numbers

    items = seed_items()
    found, parts = _parts()
    found.update((t, find_numbers(t)) for _, _, t in items)
    for _, fn in parts:  # warm the per-figure caches and the parts' own
        for _, fig, text in items:
            fn(fig, text)
    print(len(items), sum(len(t) for _, _, t in items), flush=True)
    for name, fn in parts:
        if marked:
            math.gcd(1, 1)
        best = math.inf
        for _ in range(1 if marked else 7):
            start = time.process_time()
            for _ in range(rounds):
                for _, fig, text in items:
                    fn(fig, text)
            best = min(best, time.process_time() - start)
        print(f"{name}\t{0.0 if marked else best / (rounds * len(items))}", flush=True)
    if marked:
        math.gcd(1, 1)


def _run(tree: Path, rounds: int, callgrind: bool) -> tuple[int, int, list[tuple[str, float]]]:
    """(descriptions, characters, [(part, seconds or instructions per description)]) for the tree ``tree``."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--rounds", str(rounds)]
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    with tempfile.TemporaryDirectory() as tmp:
        if callgrind:
            cmd = ["valgrind", "--tool=callgrind", "--dump-before=math_gcd", f"--callgrind-out-file={tmp}/out"] + cmd
            cmd.append("--marked")
        out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout.splitlines()
        n, chars = map(int, out[0].split())
        rows = [(name, float(v)) for name, v in (line.split("\t") for line in out[1:])]
        if not callgrind:
            return n, chars, rows
        counts = []
        for k, (name, _) in enumerate(rows, start=2):  # dump 1 is the start-up, before the first mark
            summary = re.search(r"^summary: (\d+)", (Path(tmp) / f"out.{k}").read_text(), re.M)
            counts.append((name, int(summary.group(1)) / (rounds * n)))
        return n, chars, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("revs", nargs="*", metavar="REV", help="git revisions to count (default: this checkout)")
    parser.add_argument("--callgrind", action="store_true", help="count instructions instead of timing")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--marked", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.rounds, args.marked)
    from count_instructions import tree_of  # beside this script

    unit = "instructions" if args.callgrind else "µs CPU"
    with tempfile.TemporaryDirectory() as tmp:
        trees = [(rev, tree_of(rev, Path(tmp) / str(k))) for k, rev in enumerate(args.revs)] or [
            ("this checkout", HERE.parent)]
        for rev, tree in trees:
            n, chars, rows = _run(tree, args.rounds, args.callgrind)
            per = chars / n
            print(f"\n{rev}: {n} seed descriptions, {per:.0f} characters each; {unit} per description and per character")
            print(f"| part | {unit} per description | per character |\n|---|---:|---:|")
            for name, v in rows:
                v = v if args.callgrind else v * 1e6
                print(f"| {name} | {v / 1e6:.3f} M | {v / per:,.0f} |" if args.callgrind
                      else f"| {name} | {v:,.0f} | {v * 1e3 / per:,.0f} ns |")


if __name__ == "__main__":
    main()
