"""Instructions one reader costs alone, per description and per character, in two trees side by side (issue 34).

    .venv/bin/python benchmarks/reader_count.py [--corpus both] [--parts abcdefghij] [--rounds 1] [--base main]
        [--head REV] TARGET ...

TARGET: ``evaluate`` (``evaluate_text``, the whole description, counted as its parts are: in one process, garbage
collected outside the marks), ``document`` (``build_document`` and the whole-text readings it starts), an
extractor by its function name (``extract_axes``), ``extractors`` (every extractor, each its own row, in the
pipeline's order over the same documents: the first gated one pays for the cue index, the first to ask for the
names or the sentences for them), or ``verify:KIND`` (the verifier of every claim of that kind). Over the five
seed descriptions and the 80 own-a..own-j descriptions (``ground_truth/real-prose-own``, with their figures
of the ``real`` suite), counted by valgrind's callgrind in one process per tree with ``PYTHONHASHSEED=0``, each
target between two calls of ``math.gcd`` (a counter dump, ``--dump-before=math_gcd``). What a target needs is
prepared outside its marks: an extractor's documents have been read by every extractor before it in the pipeline
(the text they took is taken) and it runs as ``Pipeline.extract`` runs it (its cue gate counted with it); a
verifier's claims are extracted and its context built. Garbage collection is run before each mark and off between
them, so a collection falling inside a target does not move its count (the whole-description count moves 2-4%
between processes of one tree). ``--base``/``--head``: git revisions (each from ``git archive``); the head's
default is this checkout as it stands (uncommitted edits included).
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PARTS = "abcdefghij"


def corpora(which: str, parts: str = PARTS) -> list[tuple[str, list[tuple[object, str]]]]:
    """(name, [(figure, text)]) for the seeds and own-a..own-j (``which``: seeds, own or both); texts read from this
    script's checkout."""
    sys.path.insert(0, str(HERE))
    from corpora import seed_items

    from vlmeval.groundtruth.load import load_figure_set, suite_dirs

    figures = load_figure_set(suite_dirs("real")) if which != "seeds" else None
    prose = []
    for p in parts if which != "seeds" else ():
        for line in (HERE.parent / "ground_truth" / "real-prose-own" / f"part-own-{p}.jsonl").open(encoding="utf-8"):
            row = json.loads(line)
            prose.append((figures.get(row["figure_id"]), row["text"]))
    both = [("seeds", [(f, t) for _, f, t in seed_items()]), (f"own-{','.join(parts)}", prose)]
    return [c for c in both if which == "both" or c[0].startswith(which)]


def _extracted_before(pipe, at: int, work) -> list:
    """A document of each (figure, text) in ``work``, read by the pipeline's extractors before the ``at``-th."""
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document

    docs = []
    for f, t in work:
        doc = build_document(t, f, lexicon_for(f))
        for before in pipe.extractors[:at]:
            _as_the_pipeline_runs(before, doc)
        docs.append(doc)
    return docs


def _as_the_pipeline_runs(fn, doc) -> None:
    """``fn`` over ``doc`` as ``Pipeline.extract`` runs it: behind its cue gate (claims dropped)."""
    from vlmeval.claims.cues import sentences_holding

    cues = getattr(fn, "cues", None)
    doc.gated = sentences_holding(doc, cues) if cues else None
    if not cues or doc.gated:
        list(fn(doc))
    doc.gated = None


def _regions(target: str, pipe, work):
    """(row name, what it reads, its run) for each marked region of ``target``: prepared here, run marked."""
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document
    from vlmeval.verify import context_for

    names = [fn.__name__ for fn in pipe.extractors]
    if target == "document":
        yield target, work, lambda w: [build_document(t, f, lexicon_for(f)) for f, t in w]
    elif target == "evaluate":  # the whole description: reading, extraction, verification, records, metrics
        from vlmeval.scoring.scorecard import evaluate_text

        yield target, work, lambda w: [evaluate_text(f, t) for f, t in w]
    elif target.startswith("verify:"):
        kind = target.split(":", 1)[1]
        jobs = []
        for f, t in work:
            claims, doc = pipe.extract(t, f)
            ctx = context_for(f, doc.text)
            jobs += [(c, ctx) for c in claims if c.kind == kind]
        yield target, jobs, lambda w: [pipe.verify(c, ctx) for c, ctx in w]
    elif target == "extractors":  # every extractor in turn over the same documents, in the pipeline's order
        docs = _extracted_before(pipe, 0, work)
        for fn in pipe.extractors:
            yield fn.__name__, docs, lambda ds, fn=fn: [_as_the_pipeline_runs(fn, d) for d in ds]
    elif target in names:
        at = names.index(target)
        fn = pipe.extractors[at]
        yield target, _extracted_before(pipe, at, work), lambda ds: [_as_the_pipeline_runs(fn, d) for d in ds]
    else:
        raise SystemExit(f"unknown target {target!r}: evaluate, document, extractors, verify:KIND or one of {', '.join(names)}")


def child(targets: list[str], rounds: int, which: str, parts: str) -> None:
    """For each corpus and each region of each target: prepare, collect garbage, mark, run, mark. Prints a line
    "corpus descriptions characters" per corpus, then the name of each region it marked, in order."""
    from vlmeval.claims.pipeline import default_pipeline, extract

    pipe = default_pipeline()
    for name, items in corpora(which, parts):
        for f, t in items:  # warm the per-figure caches
            extract(t, f)
        print("corpus", sum(len(t) for _, t in items), len(items), name, flush=True)
        work = [(f, t) for _ in range(rounds) for f, t in items]
        for target in targets:
            for row, what, run in _regions(target, pipe, work):
                gc.collect()
                gc.disable()
                math.gcd(1, 1)
                run(what)
                math.gcd(1, 1)
                gc.enable()
                print("region", row, flush=True)


def count(tree: Path, targets: list[str], rounds: int, which: str, parts: str) -> subprocess.Popen:
    """The child counting ``targets`` in ``tree`` under callgrind, started (read it with ``read_counts``)."""
    tmp = tempfile.mkdtemp(prefix="reader_count.")
    cmd = ["valgrind", "--tool=callgrind", "--dump-before=math_gcd", f"--callgrind-out-file={tmp}/out",
           sys.executable, str(Path(__file__).resolve()), "--child", "--rounds", str(rounds),
           "--corpus", which, "--parts", parts, *targets]
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=tree)
    proc.tmp = tmp
    return proc


def read_counts(proc: subprocess.Popen, rounds: int) -> dict[tuple[str, str], tuple[float, float]]:
    """{(corpus, region): (instructions per description, per character)} of a finished ``count``."""
    out = proc.communicate()[0].splitlines()
    if proc.returncode:
        raise SystemExit(f"the counting child failed ({proc.returncode})")
    numbered = [p for p in Path(proc.tmp).glob("out.*") if p.suffix[1:].isdigit()]
    dumps = sorted(numbered, key=lambda p: int(p.suffix[1:]))
    summary = [int(re.search(r"^summary: (\d+)", p.read_text(), re.M).group(1)) for p in dumps]
    shutil.rmtree(proc.tmp)
    got = {}
    k = -1  # dump 1 ends before the first mark; then they alternate: a region (dump 2, 4, ...), what precedes the next
    for line in out:
        word, rest = line.split(" ", 1)
        if word == "corpus":
            chars, n, corpus = rest.split(" ", 2)
            n, chars = int(n) * rounds, int(chars) * rounds
        else:
            k += 2
            got[(corpus, rest)] = (summary[k] / n, summary[k] / chars)
    return got


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("targets", nargs="+", metavar="TARGET")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--corpus", choices=("seeds", "own", "both"), default="both",
                        help="the seeds, own-a..own-j or both (under callgrind own-a..own-j take ten times longer)")
    parser.add_argument("--parts", default=PARTS, help="which of own-a..own-j (letters; default all ten)")
    parser.add_argument("--base", default="main", help="git revision counted first (default main)")
    parser.add_argument("--head", default=None, help="git revision counted second (default: this checkout)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.targets, args.rounds, args.corpus, args.parts)
    from count_instructions import tree_of  # beside this script

    with tempfile.TemporaryDirectory() as tmp:  # both trees counted at once, one process each
        base = tree_of(args.base, Path(tmp) / "base")
        head = HERE.parent if args.head is None else tree_of(args.head, Path(tmp) / "head")
        running = [count(tree, args.targets, args.rounds, args.corpus, args.parts) for tree in (base, head)]
        a, b = (read_counts(p, args.rounds) for p in running)
    head_name = args.head or "this checkout"
    print(f"| corpus | target | {args.base} per description | {head_name} per description | ratio | "
          f"{args.base} per character | {head_name} per character |\n|---|---|---:|---:|---:|---:|---:|")
    for key, (per_a, char_a) in a.items():
        per_b, char_b = b[key]
        print(f"| {key[0]} | {key[1]} | {per_a / 1e6:.3f} M | {per_b / 1e6:.3f} M | {per_a / per_b:.3f}× | "
              f"{char_a:,.0f} | {char_b:,.0f} |")


if __name__ == "__main__":
    main()
