"""Scoring speed in this process: throughput on the seeds, where the time goes, and the floors of any design."""

from __future__ import annotations

import re
import statistics
import time

from benchlib import seeds, timed  # beside this script


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
    try:
        from vlmeval.claims.cues import cue_index
    except ImportError:  # a revision before the cue index  # relayout: keep
        cue_index = None

    figures = load_figure_set()
    items = [(figures.get(fid), text) for fid, text in seeds()]
    runs: list[dict[str, float]] = []
    for _ in range(repeats):
        t: dict[str, float] = {}

        def clock(name, fn):
            start = time.process_time()
            out = fn()
            t[name] = t.get(name, 0.0) + time.process_time() - start
            return out

        for _ in range(rounds):
            for fig, text in items:
                # build_document also finds the figure's names and the numbers in the whole text (one pass each)
                doc = clock("split into lines, find names and numbers (build_document)",
                            lambda: build_document(text, fig, lexicon_for(fig)))
                if cue_index is not None:  # the sentences with their names and panels, and the cue index
                    clock("sentences and cue index (claims.cues)", lambda: cue_index(doc))
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
