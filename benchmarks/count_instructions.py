"""Callgrind instructions per seed description for each of several git revisions, counted one after the other in
one run (instruction counts do not move with the machine's load the way times do; two runs of one tree still
differ by 1-3%, so compare revisions counted in the same run).

    .venv/bin/python benchmarks/count_instructions.py REV [REV ...]

Needs valgrind. Prints one line per revision: the revision and millions of instructions per description.
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
from pathlib import Path

from benchlib import ROOT  # beside this script
from scoring_compare import instructions_per_description


def tree_of(rev: str, into: Path) -> Path:
    """The files of ``rev`` (``git archive``) unpacked under ``into``."""
    into.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("revs", nargs="+", metavar="REV", help="git revisions to count, in this order")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for k, rev in enumerate(args.revs):
            tree = tree_of(rev, Path(tmp) / str(k))
            print(rev, f"{instructions_per_description(tree) / 1e6:.2f} M", flush=True)


if __name__ == "__main__":
    main()
