"""One partition scored into one output part: the task a cluster worker runs.

A part is written under a temporary name and renamed to ``part-NNNNN.<ext>`` (its index in the dataset) only
when every row of the partition is scored. A worker that dies mid-partition leaves at most a temporary file;
the scheduler runs the task again elsewhere, and the new attempt writes the same complete part under the same
name. So no row is lost (the part exists only complete) and none is written twice (a second attempt replaces
the part, it never appends; scoring is deterministic, so both attempts hold the same rows).
"""

from __future__ import annotations

import os
from pathlib import Path

from vlmeval.scoring.batch.output import open_writer
from vlmeval.scoring.batch.report import ScoreReport
from vlmeval.scoring.batch.rows import chunked, score_chunk
from vlmeval.scoring.batch.sources import Part, read_part
from vlmeval.files import create_beside, replace_durably
from vlmeval.groundtruth.load import FigureSet

PARTS_FOLDER = "scorecards"


def part_name(index: int, output_format: str) -> str:
    return f"part-{index:05d}.{output_format}"


def score_part(part: Part, figures: FigureSet, folder: str, output_format: str, index: int) -> ScoreReport:
    """Score the rows of ``part`` into ``folder/part-<index>.<format>``; returns what was scored and skipped."""
    dest = Path(folder) / part_name(index, output_format)
    report = ScoreReport(out_path=dest)
    fd, tmp = create_beside(dest)
    try:
        writer = open_writer(fd, output_format)
        for rows in chunked(read_part(part)):
            chunk = score_chunk(rows, figures, output_format)
            for result in chunk.results:
                report.record(result)
            writer.write(chunk.cards)
        writer.close()
        replace_durably(tmp, dest)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    report.written = True
    return report
