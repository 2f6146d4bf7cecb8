"""Descriptions to score, read as a stream: a JSONL file, a Parquet file, or a folder of Parquet parts.

Every row gets a 1-based number: the line number in a JSONL file; in Parquet, the row's place in the dataset
(the parts sorted by path, rows in file order), so scorecards and skipped rows name the same row however the
dataset is split among workers. A part's columns are checked from its footer before any row is read, so a
wrong schema stops the run before anything is scored.

A folder of parts may be Hive-partitioned (``model=gemma/part-0.parquet``): a ``name=value`` folder gives every
row of the parts under it that field (as a string) unless the file has the column itself. Files and folders
whose names start with ``.`` or ``_`` (``_SUCCESS``, temporary files) are not parts.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator
from urllib.parse import unquote

PARQUET_SUFFIXES = (".parquet", ".pq")
REQUIRED_COLUMNS = ("figure_id", "model", "text")
BATCH_ROWS = 1024  # rows decoded at a time from a Parquet row group: memory stays flat however large the group
COLUMNS_FIX = ("name the columns figure_id, model and text (strings; prompt_id optional); "
               "other columns are kept in the scorecards")

Row = tuple[int, "str | dict"]  # (number, a JSONL line or a Parquet row as a dict)


class InputError(ValueError):
    """Descriptions that cannot be read as a whole: the message names the file, the place and the fix."""

    def __init__(self, path: Path | str, problem: str, fix: str):
        super().__init__(f"{path}: {problem} (fix: {fix})")
        self.path, self.problem, self.fix = Path(path), problem, fix


def is_parquet(path: Path) -> bool:
    return path.is_dir() or path.suffix.lower() in PARQUET_SUFFIXES


@dataclass(frozen=True)
class Part:
    """One row group of one Parquet file: the unit a worker reads and scores."""

    file: str
    row_group: int
    first: int  # rows before it in the dataset (its first row is number first + 1)
    rows: int
    file_first: int  # rows before its file in the dataset
    keys: tuple[tuple[str, str], ...] = ()  # Hive partition values from the folders above the file

    def where(self) -> str:
        return f"{self.file} row group {self.row_group} (rows {self.first + 1}-{self.first + self.rows})"


def parquet_parts(path: Path) -> list[Part]:
    """The row groups of a Parquet file or of every part in a folder, each file's columns checked."""
    import pyarrow.parquet as pq

    path = Path(path)
    files = [path] if path.is_file() else _part_files(path)
    parts: list[Part] = []
    total = 0
    for file in files:
        try:
            meta = pq.ParquetFile(file)
        except OSError as e:
            raise InputError(file, f"cannot read: {e.strerror or e}", "pass a readable file") from e
        except Exception as e:  # pyarrow reports a file that is not Parquet as ArrowInvalid
            raise InputError(file, f"not a Parquet file ({e})",
                             "pass a .parquet file written by pyarrow, pandas, Polars, DuckDB or Spark") from None
        keys = _hive_keys(path, file) if path.is_dir() else ()
        check_columns(file, meta.schema_arrow, {name for name, _ in keys})
        file_first = total
        for group in range(meta.metadata.num_row_groups):
            rows = meta.metadata.row_group(group).num_rows
            parts.append(Part(str(file), group, total, rows, file_first, keys))
            total += rows
    return parts


def _part_files(folder: Path) -> list[Path]:
    files = sorted(p for p in folder.rglob("*") if p.suffix.lower() in PARQUET_SUFFIXES and p.is_file()
                   and not any(s.startswith((".", "_")) for s in p.relative_to(folder).parts))
    if not files:
        inside = folder / "descriptions.jsonl"
        hint = f"e.g. {inside}" if inside.is_file() else "not the folder that holds it"
        raise InputError(folder, "is a folder, not a file, and holds no .parquet part",
                         f"pass the descriptions .jsonl file, {hint}, or a folder of Parquet parts")
    return files


def _hive_keys(root: Path, file: Path) -> tuple[tuple[str, str], ...]:
    return tuple((unquote(k), unquote(v)) for k, _, v in
                 (s.partition("=") for s in file.relative_to(root).parts[:-1] if "=" in s))


def _is_text(t) -> bool:
    import pyarrow as pa

    if pa.types.is_dictionary(t):
        return _is_text(t.value_type)
    is_view = getattr(pa.types, "is_string_view", None)  # pyarrow 16 and later
    return pa.types.is_string(t) or pa.types.is_large_string(t) or bool(is_view and is_view(t))


def check_columns(file: Path, schema, keys: set[str] = frozenset()) -> None:
    """Raise InputError naming the file and the column when a needed column is missing or not text."""
    import pyarrow as pa

    names = set(schema.names) | keys
    for name in REQUIRED_COLUMNS:
        if name not in names:
            raise InputError(file, f"no column '{name}' (its columns: {', '.join(schema.names) or 'none'})", COLUMNS_FIX)
    for name in (*REQUIRED_COLUMNS, "prompt_id"):
        if name in schema.names:
            t = schema.field(name).type
            if not (_is_text(t) or (name == "prompt_id" and pa.types.is_null(t))):
                raise InputError(file, f"column '{name}' is {t}, not a string",
                                 f"store {name} as a string column, e.g. in pandas df['{name}'] = df['{name}'].astype(str) "
                                 "before writing the file")


def read_part(part: Part, batch_rows: int = BATCH_ROWS) -> Iterator[Row]:
    """The rows of one part, numbered in the dataset, decoded ``batch_rows`` at a time."""
    import pyarrow.parquet as pq

    number = part.first
    keys = dict(part.keys)
    with pq.ParquetFile(part.file) as pf:
        for batch in pf.iter_batches(batch_size=batch_rows, row_groups=[part.row_group]):
            try:
                rows = batch.to_pylist()
            except UnicodeDecodeError:
                rows = _rows_decoding_invalid_utf8(batch)
            for row in rows:
                number += 1
                for key, value in keys.items():
                    row.setdefault(key, value)
                yield number, row


def _rows_decoding_invalid_utf8(batch) -> list[dict]:
    """The rows of a batch whose string columns hold bytes that are not UTF-8 (a writer that did not check):
    each bad byte becomes a lone surrogate, which the row's cleaning replaces with U+FFFD and counts, so the
    row is scored with a warning, as a JSONL line with a lone surrogate escape is."""
    import pyarrow as pa

    columns = {}
    for name, column in zip(batch.schema.names, batch.columns):
        if pa.types.is_dictionary(column.type):
            column = column.dictionary_decode()
        if _is_text(column.type):
            columns[name] = [None if v is None else v.decode("utf-8", "surrogateescape")
                             for v in column.cast(pa.large_binary()).to_pylist()]
        else:
            columns[name] = column.to_pylist()
    return [dict(zip(columns, values)) for values in zip(*columns.values())]


class JsonlSource:
    """Lines of a JSONL file (utf-8-sig: a byte order mark at the start is not part of the first line)."""

    unit = "bytes"

    def __init__(self, path: Path):
        self.path = path
        self.file = path.open("r", encoding="utf-8-sig", errors="replace")
        self.size = path.stat().st_size

    def rows(self) -> Iterator[Row]:
        return enumerate(self.file, start=1)

    def place(self, number: int) -> str:
        return f"{self.path}:{number}"

    def close(self) -> None:
        self.file.close()


class ParquetSource:
    """Rows of a Parquet file or a folder of parts, one row group after another."""

    unit = "rows"

    def __init__(self, path: Path):
        self.path = path
        self.parts = parquet_parts(path)
        self.size = sum(p.rows for p in self.parts)
        self._firsts = [p.first for p in self.parts]

    def rows(self) -> Iterator[Row]:
        for part in self.parts:
            yield from read_part(part)

    def place(self, number: int) -> str:
        """``FILE row N`` (N counted in that file) for a dataset row number."""
        i = bisect_right(self._firsts, number - 1) - 1
        if i < 0 or not self.parts:
            return f"{self.path} row {number}"
        part = self.parts[i]
        return f"{part.file} row {number - part.file_first}"

    def close(self) -> None:
        pass


def open_source(path: Path) -> JsonlSource | ParquetSource:
    """The descriptions at ``path``: Parquet for a .parquet file or a folder, JSONL otherwise. Raises InputError
    for Parquet that cannot be used, OSError for a file that cannot be opened."""
    path = Path(path)
    return ParquetSource(path) if is_parquet(path) else JsonlSource(path)
