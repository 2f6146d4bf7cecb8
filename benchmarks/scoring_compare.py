"""``--against REV``: this tree and a git revision timed in alternating fresh processes."""

from __future__ import annotations

import re
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path

from benchlib import ROOT, SEED_FIGURES, SHARED, run_child  # beside this script


def _captions_child(src: Path) -> dict[str, float]:
    r = run_child("captions", src, SHARED / "data" / "quintd-owid")
    return {label: float(value) for label, value in (line.split() for line in r.stdout.strip().splitlines())}


def _speed_child(src: Path, rounds: int, callgrind: bool = False) -> float | int:
    """Seconds per description (or, with ``callgrind``, instructions executed in the whole process)."""
    prefix = ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null") if callgrind else ()
    # a fixed hash seed: set and dict orders, and so the instructions executed, are the same from run to run
    env = {"PYTHONHASHSEED": "0"} if callgrind else None
    r = run_child("speed", src, SHARED / "seeds", ",".join(SEED_FIGURES), rounds, prefix=prefix, env=env)
    if callgrind:
        return int(re.search(r"Collected : (\d+)", r.stderr).group(1))
    return float(r.stdout.strip().splitlines()[-1])


def instructions_per_description(src: Path, rounds: int = 2) -> float:
    """Instructions per description counted by valgrind's callgrind (deterministic, unlike time on a shared
    machine): a process that scores ``rounds`` rounds minus one that only loads and warms up, per description."""
    return (_speed_child(src, rounds, True) - _speed_child(src, 0, True)) / (rounds * len(SEED_FIGURES))


def compare(rev: str, rounds: int, repeats: int, instructions: bool) -> dict:
    """This tree against ``rev`` (a git revision), timed in alternating fresh processes, so load on a shared
    machine falls on both alike; the medians, their ratio and, with ``instructions``, callgrind counts."""
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        base.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", rev], capture_output=True, text=True,
                                check=True).stdout.strip()
        times: dict[str, list[float]] = {"base": [], "this": []}
        for _ in range(repeats):
            times["base"].append(_speed_child(base, rounds))
            times["this"].append(_speed_child(ROOT, rounds))
        out = {"rev": rev, "commit": commit, "base_s": statistics.median(times["base"]),
               "this_s": statistics.median(times["this"])}
        captions: dict[str, list[dict[str, float]]] = {"base": [], "this": []}
        for _ in range(max(1, repeats // 2)):  # a pass takes seconds: fewer repeats
            captions["base"].append(_captions_child(base))
            captions["this"].append(_captions_child(ROOT))
        out["captions"] = {side: {label: statistics.median(run[label] for run in runs) for label in ("cold", "warm")}
                           for side, runs in captions.items()}
        out["captions_repeats"] = max(1, repeats // 2)
        if instructions and shutil.which("valgrind"):
            out["base_ir"] = instructions_per_description(base)
            out["this_ir"] = instructions_per_description(ROOT)
    out["speedup"] = out["base_s"] / out["this_s"]
    return out
