"""CPU nanoseconds per character of the document reader (lines, headings, names, numbers: ``build_document`` with
its name and number passes forced) and of ``evaluate_text``, each the best of 3 passes, in a fresh process importing
vlmeval from argv[1] (``bench_against.py``).

    python reader.py SRC TEXTS_JSONL
"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
try:
    from vlmeval.scoring.scorecard import evaluate_text
except ImportError:
    from vlmeval.scoring import evaluate_text  # relayout: keep
figures = load_figure_set()
items = [(figures.get(d["figure_id"]), d["text"]) for d in map(json.loads, open(sys.argv[2], encoding="utf-8"))]
chars = sum(len(t) for _, t in items)
for fig in {id(f): f for f, _ in items}.values():
    evaluate_text(fig, "warm")
def reader(fig, text):
    doc = build_document(text, fig, lexicon_for(fig))
    doc.mentions_in(0, 0), doc.numbers(0, 0)
def cpu_pass(fn):
    start = time.process_time()
    for fig, text in items:
        fn(fig, text)
    return time.process_time() - start
for fn in (reader, evaluate_text):
    print(min(cpu_pass(fn) for _ in range(3)) / chars * 1e9)
