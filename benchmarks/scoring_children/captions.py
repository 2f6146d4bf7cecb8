"""The 400 quintd line-chart captions scored in a fresh process importing vlmeval from argv[1], figures built from
their CSV tables as ``vlmeval agree`` builds them: seconds per caption for the first pass (each figure's first
caption pays for its lexicon and facts) and for a second pass (all warm).

    python captions.py SRC QUINTD_DIR   -> 'cold S' and 'warm S' lines
"""
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from vlmeval.groundtruth.from_csv import figure_from_csv
try:
    from vlmeval.agreement.agree import read_captions
    from vlmeval.scoring.scorecard import evaluate_text
except ImportError:  # a revision before the stage layout, or an older one
    from vlmeval.agree import read_captions  # relayout: keep
    try:
        from vlmeval.scoring import evaluate_text  # relayout: keep
    except ImportError:
        from vlmeval.scoring import score_text as evaluate_text  # relayout: keep

quintd = Path(sys.argv[2])
tables, items = {}, []
for c in read_captions(quintd / "captions.jsonl"):
    if c.table not in tables:
        tables[c.table] = figure_from_csv(quintd / "tables" / c.table, "line")
    items.append((tables[c.table], c.text))
for label in ("cold", "warm"):
    start = time.perf_counter()
    for fig, text in items:
        evaluate_text(fig, text)
    print(label, (time.perf_counter() - start) / len(items))
