"""How much cue gating could still save: the CPU time extractors spend on documents in which they find nothing.

    .venv/bin/python benchmarks/gate_bound.py [--captions 200] [--rounds 3]

For each corpus (the five seeds, quintd and CHOCOLATE dev captions) every extractor runs as ``Pipeline.extract``
runs it (its declared cues gating it, ``profile_extractors._run_as_the_pipeline_does``) over a freshly read
document. The time of each run that returns no claim is what a perfect gate at the document level would save:
an oracle that knew, before running an extractor, that it finds nothing there. Its share of ``evaluate_text``
(timed on the same texts) bounds what any cue index, automaton or word test deciding per document can gain; a
gate per sentence saves part of the rest (the sentences of a finding run that hold no claim), bounded by the
extractors' whole share. Prints one Markdown table, and the extractors that cost most where they find nothing.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from corpora import chocolate_items, quintd_items, seed_items  # beside this script
from profile_extractors import _run_as_the_pipeline_does


def bound(items, rounds: int) -> dict:
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.cues import cue_index
    from vlmeval.claims.document import build_document, sentences
    from vlmeval.claims.pipeline import default_pipeline, extract
    from vlmeval.scoring.scorecard import evaluate_text

    pipe = default_pipeline()
    for _, fig, text in items:  # warm the per-figure caches and compile the patterns first used
        extract(text, fig)
    clock = time.process_time
    spent: Counter = Counter()
    idle: Counter = Counter()  # per extractor: the time of its runs that found nothing
    for _ in range(rounds):
        for _, fig, text in items:
            t = clock()
            evaluate_text(fig, text)
            spent["evaluate_text"] += clock() - t
            t = clock()
            doc = build_document(text, fig, lexicon_for(fig))
            doc.sentence_cache = list(sentences(doc))
            cue_index(doc)  # the reader's: else the first gated extractor would pay for it
            spent["reader"] += clock() - t
            for fn in pipe.extractors:
                t = clock()
                got = _run_as_the_pipeline_does(fn, doc, getattr(fn, "cues", None))
                dt = clock() - t
                spent["extractors"] += dt
                if not got:
                    idle[fn.__name__] += dt
    n = len(items) * rounds
    return {"n": len(items), "ms": {k: v / n * 1e3 for k, v in spent.items()},
            "idle_ms": sum(idle.values()) / n * 1e3, "top": [(k, v / n * 1e3) for k, v in idle.most_common(8)]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--captions", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    rows = [("seeds", bound(seed_items(), a.rounds * 5)), ("quintd captions", bound(quintd_items(a.captions), a.rounds)),
            ("CHOCOLATE dev captions", bound(chocolate_items(a.captions), a.rounds))]
    print("| corpus | texts | evaluate_text | reader | extractors | found nothing | its share | ceiling |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, r in rows:
        ms, share = r["ms"], r["idle_ms"] / r["ms"]["evaluate_text"]
        print(f"| {name} | {r['n']} | {ms['evaluate_text']:.2f} ms | {ms['reader']:.2f} ms | {ms['extractors']:.2f} ms "
              f"| {r['idle_ms']:.2f} ms | {share:.0%} | {1 / (1 - share):.2f}× |")
    for name, r in rows:
        print(f"\n{name}, where they find nothing: " + ", ".join(f"{k} {v:.3f} ms" for k, v in r["top"]))


if __name__ == "__main__":
    main()
