"""Where extraction and verification spend their time, per pipeline entry, on the seeds and on caption samples.

    .venv/bin/python benchmarks/profile_extractors.py [--captions 200] [--rounds 3]

For each corpus (the five seeds, quintd and CHOCOLATE dev captions): each extractor's and each verifier's share of
the CPU time of reading and verifying (the document reader and the cue index as their own rows), how many
sentences the extractor is handed (all of them, or those its cues select) and in how many of those it yields a
claim. Prints Markdown tables.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter, defaultdict

from corpora import chocolate_items, quintd_items, seed_items  # beside this script


def _sentence_of(spans, pos):
    for k, (s, e) in enumerate(spans):
        if s <= pos < e:
            return k
    return None


def _run_as_the_pipeline_does(fn, doc, cues) -> list:
    """``fn``'s claims as ``Pipeline.extract`` runs it: with its declared cues, skipped where no sentence holds one
    and handed only those that do (``doc.gated``, read by ``sentences`` and ``prose_sentences``)."""
    from vlmeval.claims.cues import sentences_holding

    if not cues:
        return list(fn(doc))
    doc.gated = sentences_holding(doc, cues) or None
    try:
        return list(fn(doc)) if doc.gated is not None else []
    finally:
        doc.gated = None


def profile(items, rounds: int) -> tuple[dict[str, float], dict[str, list[int]]]:
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.cues import cue_index, sentences_holding
    from vlmeval.claims.document import build_document, sentences
    from vlmeval.claims.pipeline import default_pipeline, extract
    from vlmeval.verify import context_for

    pipe = default_pipeline()
    for _, fig, text in items:  # warm the per-figure caches
        extract(text, fig)
    cost: dict[str, float] = defaultdict(float)
    reads: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # handed, yielding, claims
    clock = time.process_time
    for r in range(rounds):
        for _, fig, text in items:
            t = clock()
            doc = build_document(text, fig, lexicon_for(fig))
            cost["(reader) build_document"] += clock() - t
            t = clock()
            every = list(sentences(doc))
            cue_index(doc)
            cost["(reader) sentences and cue index"] += clock() - t
            spans = [(s, e) for _, s, e, _, _ in every]
            claims = []
            for fn in pipe.extractors:
                cues = getattr(fn, "gate", None) or getattr(fn, "cues", None)
                t = clock()
                got = _run_as_the_pipeline_does(fn, doc, getattr(fn, "cues", None) if pipe.gates else None)
                cost[fn.__name__] += clock() - t
                claims += got
                if r == 0:
                    handed = len(sentences_holding(doc, cues)) if cues else len(every)
                    row = reads[fn.__name__]
                    row[0] += handed
                    row[1] += len({_sentence_of(spans, c.start) for c in got})
                    row[2] += len(got)
            ctx = context_for(fig, text)
            for c in claims:
                t = clock()
                pipe.verify(c, ctx)
                cost[f"verify {c.kind}"] += clock() - t
    return cost, reads


def table(name: str, items, rounds: int) -> str:
    cost, reads = profile(items, rounds)
    total = sum(cost.values())
    n = len(items) * rounds
    lines = [f"### {name}: {len(items)} texts, mean {sum(len(t) for *_, t in items) / len(items):.0f} characters, "
             f"{total / n * 1e3:.2f} ms CPU per text (reader, extractors, verifiers)", "",
             "| step | per text | share | sentences handed | yielding | claims |", "|---|---:|---:|---:|---:|---:|"]
    for step, s in sorted(cost.items(), key=lambda kv: -kv[1]):
        handed, yielding, claims = reads.get(step, ("", "", ""))
        lines.append(f"| {step} | {s / n * 1e3:.3f} ms | {s / total:.1%} | {handed} | {yielding} | {claims} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--captions", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    print(table("seeds", seed_items(), a.rounds * 5))
    print()
    print(table("quintd captions", quintd_items(a.captions), a.rounds))
    print()
    print(table("CHOCOLATE dev captions", chocolate_items(a.captions), a.rounds))


if __name__ == "__main__":
    main()
