"""Every claim verdict on a fixed corpus, written as JSON, to compare scoring before and after a change.

    .venv/bin/python benchmarks/verdict_snapshot.py OUT.json [--diff OLD.json]

The corpus: the five seeds (reports/seed_descriptions.jsonl), the 400 quintd captions (figures built from
their CSV tables as ``vlmeval agree`` builds them), the committed run descriptions
(reports/runs/*/descriptions.jsonl), the CHOCOLATE dev copy's captions and the charts' editors' summaries (every
sentence joined, as ``vlmeval agree --dataset chocolate-vistext`` scores them) and the corruption-check descriptions (``vlmeval.agreement.corrupt``, seed 0,
bundled figures and the quintd tables). For each text: its claims as [start, end, kind, verdict, error_type],
and everything else its scorecard holds (each claim's stated and expected values, panel, row, column, sentence
and reason; the metrics, counts and sentence view), so a change that only moves a stated value shows too.
With ``--diff``, prints the texts whose scoring differs from an older snapshot, claim by claim.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUINTD = ROOT.parent / "shared" / "data" / "quintd-owid"
CHOCOLATE = ROOT.parent / "shared" / "data" / "chocolate-vistext-dev"


def corpus():
    """(key, figure, text) for every text of the corpus, in a fixed order."""
    from vlmeval.agreement import corrupt
    from vlmeval.agreement.corrupt import judge
    from vlmeval.agreement.agree import read_captions
    from vlmeval.groundtruth.from_csv import figure_from_csv
    from vlmeval.groundtruth.load import load_figure_set

    figures = load_figure_set().figures
    for i, line in enumerate((ROOT / "reports" / "seed_descriptions.jsonl").read_text().splitlines()):
        d = json.loads(line)
        yield f"seed/{i}", figures[d["figure_id"]], d["text"]
    tables: dict[str, object] = {}
    for c in read_captions(QUINTD / "captions.jsonl"):
        if c.table not in tables:
            tables[c.table] = figure_from_csv(QUINTD / "tables" / c.table, "line")
        yield f"quintd/{c.line}", tables[c.table], c.text
    for path in sorted((ROOT / "reports" / "runs").glob("*/descriptions.jsonl")):
        for i, line in enumerate(path.read_text().splitlines(), start=1):
            d = json.loads(line)
            if d.get("figure_id") in figures and d.get("text"):
                yield f"run/{path.parent.name}/{i}", figures[d["figure_id"]], d["text"]
    yield from _chocolate()
    # the corruption check's texts, generated without scoring them twice
    texts: list[tuple[object, str]] = []
    real_case = judge.judged_case
    judge.judged_case = lambda fig, style, error, change, text, span: texts.append((fig, text))
    try:
        corrupt.check_figures(list(figures.values()) + [tables[t] for t in sorted(tables)], seed=0)
    finally:
        judge.judged_case = real_case
    for i, (fig, text) in enumerate(texts):
        yield f"corrupt/{i}", fig, text


def _chocolate():
    """CHOCOLATE's captions (every captioner and LVLM) and the editors' summaries, each on its chart's figure."""
    from vlmeval.agreement.agree.vistext import load_charts, read_labelled_captions, read_summaries

    charts = load_charts(CHOCOLATE / "tables")
    for c in read_labelled_captions(CHOCOLATE / "captions.jsonl"):
        if c.vistext_id in charts.figures:
            yield f"chocolate/{c.caption_id}", charts.figures[c.vistext_id], " ".join(c.sentences)
    for summary in read_summaries(CHOCOLATE / "human_summaries.jsonl"):
        if summary.vistext_id in charts.figures:
            yield f"summary/{summary.line}", charts.figures[summary.vistext_id], " ".join(summary.sentences)


def snapshot() -> dict[str, dict]:
    from vlmeval.scoring.scorecard import evaluate_text

    out = {}
    for key, fig, text in corpus():
        result = evaluate_text(fig, text)
        claims = [c.model_dump(mode="json") for c in result.claims]
        scored = {"metrics": result.metrics.model_dump(mode="json"), "counts": result.counts,
                  "sentences": [s.model_dump(mode="json") for s in result.sentences]}
        out[key] = {"claims": [[c.pop("start"), c.pop("end"), c.pop("kind"), c.pop("verdict"), c.pop("error_type")]
                               for c in claims],
                    "details": [json.dumps(c, sort_keys=True) for c in claims],  # the rest of each claim, in order
                    "scorecard": json.dumps(scored, sort_keys=True)}
    return out


def diff(old: dict, new: dict, texts: dict[str, str]) -> int:
    changed = 0
    for key in sorted(set(old) | set(new), key=lambda k: (k.split("/")[0], k)):
        before, after = old.get(key, {}), new.get(key, {})
        if before == after:
            continue
        changed += 1
        text = texts.get(key, "")
        print(f"== {key}")
        a = Counter(map(tuple, before.get("claims", [])))  # duplicates count
        b = Counter(map(tuple, after.get("claims", [])))
        if a == b:  # the same verdicts: show what else moved
            for i, (x, y) in enumerate(zip(before.get("details", []), after.get("details", []))):
                if x != y:
                    print(f"  claim {i}: {x}\n        -> {y}")
            if before.get("scorecard") != after.get("scorecard"):
                print(f"  scorecard: {before.get('scorecard')}\n          -> {after.get('scorecard')}")
        for sign, claims in (("-", sorted((a - b).elements())), ("+", sorted((b - a).elements()))):
            for s, e, kind, verdict, err in claims:
                print(f"  {sign} {kind:10} {verdict:12} {err or '':18} {text[s:e]!r}")
    print(f"{changed} text(s) changed", file=sys.stderr)
    return changed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--diff", type=Path, help="an older snapshot to compare with")
    args = parser.parse_args()
    new = snapshot()
    args.out.write_text(json.dumps(new, separators=(",", ":")) + "\n")
    print(f"wrote {args.out}: {len(new)} texts, {sum(len(v['claims']) for v in new.values())} claims", file=sys.stderr)
    if args.diff:
        texts = {key: text for key, _, text in corpus()}
        diff(json.loads(args.diff.read_text()), new, texts)


if __name__ == "__main__":
    main()
