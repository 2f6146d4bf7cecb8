"""Worker processes that score chunks of rows, their results given back in input order."""

from __future__ import annotations

from collections import deque
from typing import Iterable, Iterator

from vlmeval.scoring.batch.rows import Chunk, score_chunk
from vlmeval.groundtruth.load import FigureSet
from vlmeval.claims.pipeline import default_pipeline

TASKS_PER_WORKER = 4  # chunks in flight per worker: enough to keep it busy, few enough to keep memory flat

_worker_figures: FigureSet | None = None


def _init_worker(figures: FigureSet) -> None:
    global _worker_figures
    _worker_figures = figures
    default_pipeline()  # each worker builds the claim pipeline itself (built-in parts, plugins) before scoring


def _score_in_worker(rows: list, output_format: str) -> Chunk:
    return score_chunk(rows, _worker_figures, output_format)


def worker_pool(figures: FigureSet, jobs: int):
    """``jobs`` worker processes holding the figures. Forked where the platform can, before the progress bar's
    thread starts, so a child cannot inherit a lock that thread holds; spawned elsewhere."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_all_start_methods, get_context

    method = "fork" if "fork" in get_all_start_methods() else "spawn"
    pool = ProcessPoolExecutor(jobs, mp_context=get_context(method), initializer=_init_worker, initargs=(figures,))
    pool.submit(int).result()  # start the workers now
    return pool


def scored_in_order(pool, chunks: Iterable[list], jobs: int, output_format: str) -> Iterator[Chunk]:
    """Every chunk scored, in input order. At most ``TASKS_PER_WORKER * jobs`` chunks are in flight, so memory
    stays flat however long the input is."""
    chunks = iter(chunks)
    pending: deque = deque()
    while True:
        while len(pending) < TASKS_PER_WORKER * jobs and (chunk := next(chunks, None)) is not None:
            pending.append(pool.submit(_score_in_worker, chunk, output_format))
        if not pending:
            return
        yield pending.popleft().result()
