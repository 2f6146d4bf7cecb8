"""Writing scorecards so that a result already recorded is never left half-written or lost.

A scorecards file is written to a temporary file beside it and renamed over it when complete (synced first).
Writers take what the scorers send: JSON lines for JSONL, Arrow record batches for Parquet.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path

from vlmeval.files import create_beside, replace_durably

SCORECARDS_FILE = "scorecards.jsonl"
SCORECARDS_PARQUET = "scorecards.parquet"
OUTPUT_FORMATS: tuple[str, ...] = ("jsonl", "parquet")
ROWS_PER_GROUP = 1024  # scorecards per Parquet row group
BYTES_PER_GROUP = 16 << 20  # ... or fewer, when that many bytes are buffered (memory stays flat)
UNSUMMARISED = frozenset({"text", "claims", "sentences", "extra"})


def scorecards_name(output_format: str) -> str:
    return SCORECARDS_PARQUET if output_format == "parquet" else SCORECARDS_FILE


class OutputError(OSError):
    """The output folder cannot be created, or the scorecards cannot be written in it. ``path``: the folder
    or file at fault; ``reason``: what went wrong, in words."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path, self.reason = path, reason


def missing_folders(folder: Path) -> list[Path]:
    """``folder`` and those of its parents that do not exist yet, deepest first."""
    missing = []
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


def discard(tmp: Path | None, created: list[Path]) -> None:
    """Remove the temporary file, and the folders this run created if they are empty: a failed run leaves
    the output place as it found it."""
    if tmp is not None:
        tmp.unlink(missing_ok=True)
    for folder in created:
        try:
            folder.rmdir()
        except OSError:
            return


def make_folder(out_dir: Path) -> None:
    if out_dir.exists() and not out_dir.is_dir():
        raise OutputError(out_dir, "is a file, not a folder")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OutputError(out_dir, f"cannot create the folder: {e.strerror or e}") from e


def create_output(out_dir: Path, dest: Path) -> tuple[int, Path]:
    """The output folder (created) and a new temporary file in it; OutputError naming the folder if it fails."""
    make_folder(out_dir)
    if dest.is_dir():
        raise OutputError(dest, "is a folder; the scorecards file cannot take its place")
    try:
        return create_beside(dest)
    except OSError as e:
        raise OutputError(out_dir, f"cannot write in this folder: {e.strerror or e}") from e


@contextmanager
def writing(folder: Path):
    """An OSError while writing the scorecards is the output folder's: an OutputError naming it."""
    try:
        yield
    except OSError as e:
        raise OutputError(folder, f"cannot write the scorecards: {e.strerror or e}") from e


def publish(tmp: Path, dest: Path) -> None:
    try:
        replace_durably(tmp, dest)
    except OSError as e:
        raise OutputError(dest, f"cannot be replaced: {e.strerror or e}") from e


class JsonlWriter:
    def __init__(self, fd: int):
        self.file = os.fdopen(fd, "w", encoding="utf-8")

    def write(self, cards: list[str]) -> None:
        for card in cards:
            self.file.write(card + "\n")

    def close(self) -> None:
        with self.file:
            self.file.flush()  # a full disk may show only here


class ParquetWriter:
    """Record batches buffered into row groups of at most ROWS_PER_GROUP rows or BYTES_PER_GROUP bytes."""

    def __init__(self, fd: int):
        import pyarrow.parquet as pq

        from vlmeval.scoring.batch.scorecards import scorecard_schema

        self.file = os.fdopen(fd, "wb")
        schema = scorecard_schema()
        # min/max statistics only for the short flat columns: the writer keeps every row group's statistics in
        # memory until the footer is written, and those of texts, claims and extra fields would grow with the file
        stats = [f.name for f in schema if f.name not in UNSUMMARISED]
        self.writer = pq.ParquetWriter(self.file, schema, compression="zstd", write_statistics=stats)
        self.pending: list = []
        self.rows = self.bytes = 0

    def write(self, batch) -> None:
        if batch.num_rows:
            self.pending.append(batch)
            self.rows += batch.num_rows
            self.bytes += batch.nbytes
        if self.rows >= ROWS_PER_GROUP or self.bytes >= BYTES_PER_GROUP:
            self._flush()

    def _flush(self) -> None:
        import pyarrow as pa

        if self.pending:
            self.writer.write_table(pa.Table.from_batches(self.pending), row_group_size=self.rows)
        self.pending, self.rows, self.bytes = [], 0, 0

    def close(self) -> None:
        with self.file:
            self._flush()
            self.writer.close()
            self.file.flush()


def open_writer(fd: int, output_format: str) -> JsonlWriter | ParquetWriter:
    return ParquetWriter(fd) if output_format == "parquet" else JsonlWriter(fd)
