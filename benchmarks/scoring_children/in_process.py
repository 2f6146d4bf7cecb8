"""evaluate_text over a JSONL of {"figure_id", "text"} in a fresh process importing vlmeval from argv[1] (figures
warmed first): one "wall cpu" line per pass, seconds per text, three passes (``bench_against.py``).

    python in_process.py SRC TEXTS_JSONL
"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from vlmeval.groundtruth.load import load_figure_set
try:
    from vlmeval.scoring.scorecard import evaluate_text
except ImportError:  # a revision before the stage layout
    from vlmeval.scoring import evaluate_text  # relayout: keep
figures = load_figure_set()
items = [(figures.get(d["figure_id"]), d["text"]) for d in map(json.loads, open(sys.argv[2], encoding="utf-8"))]
for fig in {id(f): f for f, _ in items}.values():
    evaluate_text(fig, "warm")
for _ in range(3):
    wall, cpu = time.perf_counter(), time.process_time()
    for fig, text in items:
        evaluate_text(fig, text)
    print((time.perf_counter() - wall) / len(items), (time.process_time() - cpu) / len(items))
