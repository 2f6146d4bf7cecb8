"""score_jsonl on one JSONL file in this fresh process; peak RSS of the process itself: VmHWM (reset by exec).
ru_maxrss is not used because on Linux it keeps the high-water mark of the forked parent across exec.

    python memory.py SRC DEST JOBS   -> one JSON line
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this tree's vlmeval
import json, resource, sys, time
from pathlib import Path
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.scoring.batch import score_jsonl

def peak_mb():
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

figures = load_figure_set()
after_load = peak_mb()
start = time.perf_counter()
report = score_jsonl(Path(sys.argv[1]), figures, Path(sys.argv[2]), progress=False, jobs=int(sys.argv[3]))
print(json.dumps({"scored": report.scored, "seconds": time.perf_counter() - start, "maxrss_mb": peak_mb(),
                  "after_load_mb": after_load}))
