"""Scoring descriptions files: JSONL or Parquet in, scorecards out (JSONL or Parquet), in worker processes.

    sources     reading rows as a stream (JSONL lines, Parquet row groups), with their numbers and places
    rows        scoring a chunk of rows (what a worker does)
    pool        worker processes, results in input order, memory flat
    output      writing scorecards durably (temporary file, then rename)
    scorecards  the Parquet scorecard schema, and reading scorecards in any form
    run         ``score_file``, which puts them together
"""

from vlmeval.scoring.batch.output import OUTPUT_FORMATS, SCORECARDS_FILE, SCORECARDS_PARQUET, OutputError
from vlmeval.scoring.batch.report import MAX_REPORTED_PROBLEMS, ModelTotals, ScoreReport, SkippedLine
from vlmeval.scoring.batch.rows import LINES_PER_TASK, LineResult, score_line
from vlmeval.scoring.batch.run import default_jobs, score_file, score_jsonl
from vlmeval.scoring.batch.scorecards import find_scorecards, read_scorecards
from vlmeval.scoring.batch.sources import InputError

__all__ = ["OUTPUT_FORMATS", "SCORECARDS_FILE", "SCORECARDS_PARQUET", "OutputError", "MAX_REPORTED_PROBLEMS",
           "ModelTotals", "ScoreReport", "SkippedLine", "LINES_PER_TASK", "LineResult", "score_line", "default_jobs",
           "score_file", "score_jsonl", "find_scorecards", "read_scorecards", "InputError"]
