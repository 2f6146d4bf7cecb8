"""Scoring past one machine: a partitioned Parquet dataset scored on a Dask cluster (the extra ``vlmeval[dask]``).

Dask rather than Ray: ``dask.distributed`` is pure Python on top of what the base install already has (no
separate runtime or object store to run), a ``LocalCluster`` starts in seconds, and the work here is plain
independent tasks (one per Parquet row group) that any task scheduler runs; nothing of Ray Data is needed.
"""

from __future__ import annotations

from vlmeval.scoring.engine.parts import PARTS_FOLDER, score_part
from vlmeval.errors import EngineUnavailable


def score_with_dask(*args, **kwargs):
    """``vlmeval.scoring.engine.dask_engine.score_with_dask``; EngineUnavailable without the dask extra."""
    try:
        import dask  # noqa: F401
        import distributed  # noqa: F401
    except ImportError as e:
        raise EngineUnavailable(
            f"--engine dask: {e.name} is not installed (fix: pip install \"vlmeval[dask]\", or score on this machine "
            "without --engine)") from None
    from vlmeval.scoring.engine.dask_engine import score_with_dask as run

    return run(*args, **kwargs)


__all__ = ["EngineUnavailable", "PARTS_FOLDER", "score_part", "score_with_dask"]
