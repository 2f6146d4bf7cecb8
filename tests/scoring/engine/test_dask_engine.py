"""`vlmeval score --engine dask` on a real local Dask cluster (worker processes on this machine)."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

import pytest
from parquet_helpers import snippet_rows, sorted_cards, write_dataset, write_jsonl
from run_helpers import cli

pytest.importorskip("distributed", reason="the dask extra: pip install 'vlmeval[dask]'")

from distributed import Client, LocalCluster  # noqa: E402

from vlmeval.scoring.batch import read_scorecards  # noqa: E402
from vlmeval.scoring.engine import score_with_dask  # noqa: E402
from vlmeval.groundtruth.load import load_figure_set  # noqa: E402

# small enough to score in seconds, large enough that a worker is caught mid-task (about a second of scoring
# after the first part is written, on 2 cores): six parts of two row groups
ROWS = snippet_rows(1200)
GROUP = 100


@pytest.fixture(scope="module")
def figures():
    return load_figure_set()


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """The rows as a partitioned Parquet dataset: six parts of two row groups each (twelve tasks)."""
    return write_dataset(ROWS, tmp_path_factory.mktemp("ds") / "descriptions", parts=6, row_group_size=GROUP)


@pytest.fixture(scope="module")
def local_run(dataset, tmp_path_factory):
    """`vlmeval score` (one process: --jobs 1, the default) on the same rows: what it printed, its scorecards."""
    out = tmp_path_factory.mktemp("ref") / "out"
    local = cli("score", str(dataset), "--out", str(out), "--no-progress", timeout=300)
    assert local.returncode == 0, local.stderr
    assert f"{len(ROWS)} scored, 0 skipped" in local.stdout
    return local.stdout, sorted_cards(read_scorecards(out / "scorecards.jsonl"))


@pytest.fixture(scope="module")
def reference(local_run):
    return local_run[1]


@pytest.fixture(scope="module")
def cluster():
    """One running two-worker cluster for the tests that only need one to connect to (the kill test starts its own)."""
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as running:
        yield running


def test_a_two_worker_local_cluster_writes_the_same_scorecards_as_jobs_one(dataset, local_run, reference, tmp_path):
    r = cli("score", str(dataset), "--out", str(tmp_path / "out"), "--engine", "dask", "--jobs", "2",
            "--output-format", "parquet", "--no-progress", timeout=300)
    assert r.returncode == 0, r.stderr
    assert f"{len(ROWS)} scored, 0 skipped -> {tmp_path / 'out' / 'scorecards'}" in r.stdout
    parts = sorted(p.name for p in (tmp_path / "out" / "scorecards").iterdir())
    assert parts == [f"part-{i:05d}.parquet" for i in range(12)]  # one per row group, no temporary file left
    assert sorted_cards(read_scorecards(tmp_path / "out" / "scorecards")) == reference
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["scorecards"]
    board = cli("leaderboard", str(tmp_path / "out"))
    assert board.returncode == 0 and "model-a" in board.stdout, board.stderr
    # the per-model summary merged from the partitions' reports is the one a single process prints
    assert _table(local_run[0]) == _table(r.stdout)  # all but the title (it names the output)


def _table(stdout: str) -> list[str]:
    """The summary table's lines: the title above it names the output folder and may wrap."""
    lines = stdout.splitlines()
    return lines[next(i for i, line in enumerate(lines) if line.startswith("┏")):]


def test_address_connects_to_a_running_cluster(dataset, reference, cluster, tmp_path):
    r = cli("score", str(dataset), "--out", str(tmp_path / "out"), "--engine", "dask", "--address",
            cluster.scheduler_address, "--no-progress", timeout=300)
    assert r.returncode == 0, r.stderr
    assert sorted_cards(read_scorecards(tmp_path / "out" / "scorecards")) == reference


def test_an_address_that_cannot_be_reached_is_a_usage_error(dataset, tmp_path, monkeypatch):
    # nothing listens on port 9: the refusal is the same after 2 s of retries as after the 10 s the command allows
    monkeypatch.setattr("vlmeval.scoring.engine.dask_engine.CONNECT_TIMEOUT", "2s")
    r = cli("score", str(dataset), "--out", str(tmp_path / "out"), "--engine", "dask", "--address",
            "tcp://127.0.0.1:9", "--no-progress", timeout=120)
    said = " ".join(r.stderr.split())
    assert r.returncode == 2 and "--address tcp://127.0.0.1:9: cannot reach the Dask scheduler" in said, r.stderr
    assert not (tmp_path / "out").exists()


def _kill_a_busy_worker(address: str, out_dir, killed: list) -> None:
    """Once a part is written, SIGKILL a worker process that is running a scoring task (mid-partition)."""
    with Client(address) as client:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not killed:
            written = list(out_dir.glob(".scorecards.*.parts/part-*"))
            busy = {w: keys for w, keys in client.processing().items()
                    if any(str(k).startswith("vlmeval-score") for k in keys)}
            if written and busy:
                worker = next(iter(busy))
                pid = client.run(os.getpid, workers=[worker])[worker]
                os.kill(pid, signal.SIGKILL)
                killed.append((worker, busy[worker]))
                return
            time.sleep(0.05)


def test_a_worker_killed_mid_partition_loses_no_row_and_writes_none_twice(dataset, reference, figures, tmp_path):
    out = tmp_path / "out"
    killed: list = []
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        killer = threading.Thread(target=_kill_a_busy_worker, args=(cluster.scheduler_address, out, killed))
        killer.start()
        report = score_with_dask(dataset, figures, out, output_format="jsonl", address=cluster.scheduler_address,
                                 progress=False)
        killer.join()
    assert killed, "no worker was killed: the run ended before a task could be caught in flight"
    assert (report.scored, report.skipped, report.failed_parts) == (len(ROWS), 0, [])
    cards = sorted_cards(read_scorecards(out / "scorecards"))
    assert len({c["line"] for c in cards}) == len(cards) == len(ROWS)  # none lost, none twice
    assert cards == reference
    assert not [p for p in (out / "scorecards").iterdir() if not p.name.startswith("part-")]


def test_a_partition_that_cannot_be_read_is_reported_and_the_others_are_written(dataset, reference, cluster, tmp_path):
    import shutil

    import pyarrow.parquet as pq

    ds = shutil.copytree(dataset, tmp_path / "ds")
    bad = ds / "part-002.parquet"
    data = bytearray(bad.read_bytes())
    second = pq.ParquetFile(bad).metadata.row_group(1).column(0)
    end = second.dictionary_page_offset or second.data_page_offset
    assert end > 1000, end  # the first row group's pages lie between byte 4 and the second's first page
    data[100:end] = os.urandom(end - 100)  # the data pages of its first row group; the footer stays readable
    bad.write_bytes(bytes(data))
    first = 2 * len(ROWS) // 6 + 1  # part-002's first line
    r = cli("score", str(ds), "--out", str(tmp_path / "out"), "--engine", "dask", "--address",
            cluster.scheduler_address, "--no-progress", timeout=300)
    said = " ".join(r.stderr.split())
    assert r.returncode == 1, r.stderr
    assert f"failed {bad} row group 0 (rows {first}-{first + GROUP - 1})" in said
    assert f"its {GROUP} row(s) are not scored" in said
    cards = sorted_cards(read_scorecards(tmp_path / "out" / "scorecards"))
    assert cards == [c for c in reference if not first <= c["line"] < first + GROUP]


def test_jsonl_input_is_refused_with_the_way_to_convert_it(tmp_path):
    src = write_jsonl(ROWS[:3], tmp_path / "d.jsonl")
    r = cli("score", str(src), "--out", str(tmp_path / "out"), "--engine", "dask", "--no-progress")
    assert r.returncode == 2 and "--engine dask reads Parquet, not JSONL" in r.stderr and "q.write_table" in r.stderr
    assert not (tmp_path / "out").exists()


def test_address_without_the_engine_is_a_usage_error(tmp_path):
    r = cli("score", str(tmp_path / "d.jsonl"), "--out", str(tmp_path / "o"), "--address", "tcp://127.0.0.1:1")
    assert r.returncode == 2 and "--address: only used with --engine dask" in r.stderr


def test_without_the_extra_the_engine_says_how_to_add_it(dataset, tmp_path):
    # A real install without dask cannot be made here without a second environment: the import of
    # 'distributed' is made to fail instead (sys.modules entry None), which is what Python does when it is absent.
    code = ("import sys; sys.modules['distributed'] = None; from vlmeval.cli import main; "
            f"sys.argv = ['vlmeval', 'score', {str(dataset)!r}, '--out', {str(tmp_path / 'o')!r}, '--engine', 'dask']; main()")
    import subprocess

    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    said = " ".join(r.stderr.split())
    assert r.returncode == 2, r.stderr
    assert "--engine dask: distributed is not installed (fix: pip install \"vlmeval[dask]\"" in said
