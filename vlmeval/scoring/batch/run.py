"""``score_file``: a descriptions file (JSONL, Parquet or a folder of parts) -> one scorecards file, streaming."""

from __future__ import annotations

import gc
import os
from contextlib import contextmanager
from pathlib import Path

from vlmeval.collector import fewer_sweeps
from vlmeval.scoring.batch.output import (OutputError, create_output, discard, missing_folders, open_writer, publish,
                                  scorecards_name, writing)
from vlmeval.scoring.batch.pool import scored_in_order, worker_pool
from vlmeval.scoring.batch.report import ScoreReport
from vlmeval.scoring.batch.rows import chunked, score_chunk
from vlmeval.scoring.batch.sources import open_source
from vlmeval.groundtruth.load import FigureSet


def score_file(descriptions: Path, figures: FigureSet, out_dir: Path, progress: bool = True, jobs: int = 1,
               keep_previous_if_none: bool = False, output_format: str = "jsonl") -> ScoreReport:
    """Score every row of a descriptions file, streaming, into ``out_dir/scorecards.jsonl`` (or ``.parquet``).

    The scorecards are written to a temporary file in ``out_dir`` and renamed over the scorecards file only
    when every row has been read, so an existing scorecards file is never left half-written.
    ``keep_previous_if_none``: when no row could be scored, the temporary file is discarded and an existing
    scorecards file is left as it was (``report.written`` is False).
    Rows that cannot be scored are skipped and reported with their number (``report.where`` says where it is).
    ``jobs`` > 1 scores in that many worker processes; the output is the same, row for row, in input order.
    Raises ``InputError`` for Parquet without the needed columns, ``OutputError`` when the output folder is at
    fault, another ``OSError`` when the input is.
    """
    out_dir = Path(out_dir)
    report = ScoreReport(out_path=out_dir / scorecards_name(output_format))
    source = open_source(Path(descriptions))
    report.place = source.place
    try:
        created = missing_folders(out_dir)
        try:
            fd, tmp = create_output(out_dir, report.out_path)
        except OutputError:
            discard(None, created)
            raise
        pool = None
        try:
            writer = open_writer(fd, output_format)
            pool = worker_pool(figures, jobs) if jobs > 1 else None  # started before the progress bar's thread
            bar = progress_bar(Path(descriptions), source.unit) if progress else None
            _score_into(source, writer, figures, pool, jobs, output_format, report, bar)
            if report.scored or not keep_previous_if_none:
                publish(tmp, report.out_path)
                report.written = True
            else:
                discard(tmp, created)
        except BaseException:
            discard(tmp, created)
            raise
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)
    finally:
        source.close()
    return report


def score_jsonl(descriptions: Path, figures: FigureSet, out_dir: Path, progress: bool = True, jobs: int = 1,
                keep_previous_if_none: bool = False) -> ScoreReport:
    """``score_file`` writing JSONL (the name earlier callers know)."""
    return score_file(descriptions, figures, out_dir, progress, jobs, keep_previous_if_none)


def _score_into(source, writer, figures: FigureSet, pool, jobs: int, output_format: str, report: ScoreReport,
                bar) -> None:
    """Score each row of ``source`` and give its scorecard to ``writer``; ``bar``: a progress bar or None."""
    task = bar.add_task("scoring", total=source.size) if bar else None
    try:
        with _fewer_collections():
            _score_rows(source, writer, figures, pool, jobs, output_format, report, bar, task)
        with writing(report.out_path.parent):
            writer.close()
    finally:
        if bar is not None:
            bar.stop()


def _score_rows(source, writer, figures: FigureSet, pool, jobs: int, output_format: str, report: ScoreReport,
                bar, task) -> None:
    """Score each row of ``source`` and give its scorecard to ``writer``, advancing ``bar``'s ``task``."""
    chunks = chunked(source.rows())
    scored = (scored_in_order(pool, chunks, jobs, output_format) if pool is not None
              else (score_chunk(chunk, figures, output_format) for chunk in chunks))
    for chunk in scored:
        for result in chunk.results:
            report.record(result)
        if bar is not None:
            bar.advance(task, sum(r.size for r in chunk.results))
        with writing(report.out_path.parent):
            writer.write(chunk.cards)


# Scoring a row allocates thousands of short-lived containers (claims, matches, records), and each full sweep of
# the collector walks every object imported or loaded before (the figures' facts). While rows are scored, what is
# alive already is frozen out of the sweeps, and the sweeps are spaced as ``fewer_sweeps`` spaces them.
@contextmanager
def _fewer_collections():
    """Fewer, cheaper cyclic-garbage sweeps while the block runs; the collector's settings restored after."""
    gc.freeze()
    try:
        with fewer_sweeps():
            yield
    finally:
        gc.unfreeze()


def progress_bar(path: Path, unit: str):
    from rich.progress import BarColumn, DownloadColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from vlmeval.console import err_console

    done = DownloadColumn() if unit == "bytes" else MofNCompleteColumn()
    bar = Progress(TextColumn(f"scoring {path.name}"), BarColumn(), done, TimeRemainingColumn(),
                   console=err_console, transient=True)
    bar.start()
    return bar


def default_jobs(jobs: int | None) -> int:
    """``--jobs``: None -> 1, 0 -> one per CPU core."""
    return 1 if jobs is None else (jobs or os.cpu_count() or 1)
