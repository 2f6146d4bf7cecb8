"""``vlmeval score --engine dask``: one task per Parquet row group on a Dask cluster, one output part per task.

The figures go to every worker once (``scatter(..., broadcast=True)``) and every task on that worker uses that
copy. Parts are written by the workers into a temporary folder beside ``DIR/scorecards``, which replaces it
when every task has finished (see ``vlmeval.scoring.engine.parts`` for why a dead worker loses and doubles nothing).
A partition whose task fails (a file unreadable halfway, or one that kills its worker ``allowed-failures``
times) is reported with its file and rows; the others are written (exit code 1, like skipped rows).
"""

from __future__ import annotations

import logging
import os
import secrets
import shutil
from contextlib import contextmanager
from pathlib import Path

from vlmeval.scoring.batch.output import OutputError, discard, make_folder, missing_folders
from vlmeval.scoring.batch.report import ScoreReport
from vlmeval.scoring.batch.run import progress_bar
from vlmeval.scoring.batch.sources import InputError, ParquetSource, is_parquet
from vlmeval.scoring.engine.parts import PARTS_FOLDER, score_part
from vlmeval.errors import EngineUnavailable
from vlmeval.files import sync_directory
from vlmeval.groundtruth.load import FigureSet

RETRIES = 2  # extra attempts for a task that raised (a flaky read from object storage); a dead worker is retried anyway
CONNECT_TIMEOUT = "10s"


def score_with_dask(descriptions: Path, figures: FigureSet, out_dir: Path, output_format: str = "jsonl",
                    address: str | None = None, workers: int | None = None, progress: bool = True) -> ScoreReport:
    """Score a Parquet file or folder of parts on a Dask cluster into ``out_dir/scorecards/part-NNNNN.<format>``.

    ``address``: a running scheduler; without it a local cluster of ``workers`` processes (default: one per core)
    starts and stops here. When no row is scored an existing ``out_dir/scorecards`` is left as it was."""
    descriptions, out_dir = Path(descriptions), Path(out_dir)
    if not is_parquet(descriptions):
        raise InputError(descriptions, "--engine dask reads Parquet, not JSONL",
                         f"convert it: python -c \"import pyarrow.json as j, pyarrow.parquet as q; "
                         f"q.write_table(j.read_json('{descriptions}'), 'descriptions.parquet')\", or score it on this "
                         "machine without --engine")
    source = ParquetSource(descriptions)  # every part's columns checked before any work starts
    dest = out_dir / PARTS_FOLDER
    report = ScoreReport(out_path=dest, place=source.place)
    created = missing_folders(out_dir)
    try:
        make_folder(out_dir)
        if dest.exists() and not dest.is_dir():
            raise OutputError(dest, "is a file; the scorecards folder cannot take its place")
        staging = out_dir / f".{PARTS_FOLDER}.{secrets.token_hex(4)}.parts"
        staging.mkdir()
    except OutputError:
        discard(None, created)
        raise
    except OSError as e:
        discard(None, created)
        raise OutputError(out_dir, f"cannot write in this folder: {e.strerror or e}") from e
    try:
        with _client(address, workers) as client:
            _score_parts(client, source, figures, staging, output_format, report, progress)
        if report.scored:
            _publish_folder(staging, dest)
            report.written = True
        else:
            shutil.rmtree(staging)
            discard(None, created)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        discard(None, created)
        raise
    return report


@contextmanager
def _client(address: str | None, workers: int | None):
    from distributed import Client, LocalCluster

    if address:
        try:
            client = Client(address, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError) as e:
            raise EngineUnavailable(f"--address {address}: cannot reach the Dask scheduler ({e}) (fix: start it with "
                                    "'dask scheduler' and its workers with 'dask worker ADDRESS', or leave out "
                                    "--address for a local cluster)") from None
        with client:
            yield client
        return
    with LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
                      dashboard_address=None, silence_logs=logging.ERROR) as cluster, Client(cluster) as client:
        yield client


def _score_parts(client, source: ParquetSource, figures: FigureSet, staging: Path, output_format: str,
                 report: ScoreReport, progress: bool) -> None:
    from distributed import as_completed

    shared = client.scatter(figures, broadcast=True, hash=False)  # once per worker, used by all its tasks
    futures = {client.submit(score_part, part, shared, str(staging), output_format, i, retries=RETRIES,
                             key=f"vlmeval-score-{staging.name}-{i:05d}"): part
               for i, part in enumerate(source.parts)}
    bar = progress_bar(source.path, "rows") if progress else None
    task = bar.add_task("scoring", total=source.size) if bar else None
    try:
        for future in as_completed(futures):
            part = futures[future]
            if future.status == "error":
                e = future.exception()
                report.skipped += part.rows
                report.failed_parts.append(f"{part.where()}: {type(e).__name__}: {e} "
                                           f"(fix: repair or remove that file; its {part.rows} row(s) are not scored)")
            else:
                report.merge(future.result())
            if bar is not None:
                bar.advance(task, part.rows)
    finally:
        if bar is not None:
            bar.stop()
    for leftover in staging.glob(".*"):  # temporary files of attempts whose worker died
        leftover.unlink(missing_ok=True)


def _publish_folder(staging: Path, dest: Path) -> None:
    """``staging`` renamed to ``dest``; a previous ``dest`` is moved aside first and removed after."""
    old = None
    try:
        if dest.exists():
            old = dest.with_name(f".{dest.name}.{secrets.token_hex(4)}.old")
            os.replace(dest, old)
        os.replace(staging, dest)
        sync_directory(dest.parent)
    except OSError as e:
        if old is not None and not dest.exists():
            os.replace(old, dest)
        raise OutputError(dest, f"cannot be replaced: {e.strerror or e}") from e
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
