"""One timing of evaluate_text on the seeds, in a fresh process that imports vlmeval from the source tree argv[1].

    python speed.py SRC SEEDS_DIR FIGURE_IDS ROUNDS   -> seconds per description (last line)
"""
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
try:  # the current names; a revision before the stage layout, or an older one (load_figures and score_text)
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.scoring.scorecard import evaluate_text
except ImportError:
    try:
        from vlmeval.scoring import evaluate_text  # relayout: keep
    except ImportError:
        from vlmeval.scoring import score_text as evaluate_text  # relayout: keep
    try:
        from vlmeval.groundtruth.load import load_figure_set
    except ImportError:
        from vlmeval.groundtruth.load import load_figures as load_figure_set

figures = load_figure_set()
ids = sys.argv[3].split(",")
files = sorted(Path(sys.argv[2]).glob("*.txt"))
items = [(figures.get(i), f.read_text(encoding="utf-8")) for i, f in zip(ids, files)]
for fig, text in items:
    evaluate_text(fig, text)
rounds = int(sys.argv[4])
start = time.perf_counter()
for _ in range(rounds):
    for fig, text in items:
        evaluate_text(fig, text)
print((time.perf_counter() - start) / max(1, rounds * len(items)))
