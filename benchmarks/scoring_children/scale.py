"""One --scale run in a fresh process: score_file (or the Dask engine on a local cluster) on SRC.

    python scale.py SRC OUT JOBS FORMAT ENGINE   -> one JSON line
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this tree's vlmeval
import json, os, resource, sys, time
from pathlib import Path
from vlmeval.groundtruth.load import load_figure_set

def peak_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024

src, out, jobs, fmt, engine = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
figures = load_figure_set()
row = {"after_load_mb": peak_mb()}
start = time.perf_counter()
if engine == "dask":
    from distributed import LocalCluster
    from vlmeval.scoring.engine import score_with_dask
    with LocalCluster(n_workers=jobs, threads_per_worker=1, dashboard_address=None) as cluster:
        row["startup_s"] = time.perf_counter() - start
        start = time.perf_counter()
        report = score_with_dask(Path(src), figures, out, output_format=fmt, address=cluster.scheduler_address,
                                 progress=False)
else:
    from vlmeval.scoring.batch import score_file
    report = score_file(Path(src), figures, out, progress=False, jobs=jobs, output_format=fmt)
me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
row.update(scored=report.scored, seconds=time.perf_counter() - start, maxrss_mb=peak_mb(),
           worker_maxrss_mb=kids.ru_maxrss / 1024, cpu_s=me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime)
print(json.dumps(row))
