"""Scorecards as Parquet (a flat schema, one row per scorecard) and reading scorecards in any form.

The Parquet row holds exactly what the JSONL line holds (it is built from that line):

    schema_version int32; figure_id, model string; prompt_id string (null: none); line int64; text string
    value_precision ... overall      float64, one column per metric (null: nothing to measure)
    count_<key>                      int64, one column per count (count_claims, count_contradicted, ...)
    claims      list<struct<start, end, text, kind, verdict, error_type, expected, stated, panel, row, column,
                sentence, reason>>; expected, stated, row and column are JSON text (numbers, lists, objects)
    sentences   list<struct<start, end, n_claims, n_contradicted, factual>>
    extra       string: a JSON object of every other field of the input row (null: none)

The struct fields and count columns are derived from the records (``ClaimVerdict``, ``SentenceVerdict``,
``COUNT_KEYS``), so a field added there is a column here too.
"""

from __future__ import annotations

import json
import types
import typing
from functools import lru_cache
from pathlib import Path
from typing import Iterator, Literal

from vlmeval.jsonl import dumps, loads
from vlmeval.records import ClaimVerdict, Metrics, SentenceVerdict

COUNT_PREFIX = "count_"
HEAD_FIELDS = ("schema_version", "figure_id", "model", "prompt_id", "line")
SCORECARD_FILES = ("scorecards.jsonl", "scorecards.parquet", "scorecards")  # a file each, or a folder of parts
READ_FIX = "re-score with 'vlmeval score', which writes this format"


def _arrow_type(annotation):
    """int -> int64, bool -> bool, str or a Literal -> string (each optionally None); None: stored as JSON text."""
    import pyarrow as pa

    if typing.get_origin(annotation) is typing.Annotated:  # a validated type: stored as its base type
        annotation = typing.get_args(annotation)[0]
    union = typing.get_origin(annotation) in (typing.Union, types.UnionType)
    args = [a for a in typing.get_args(annotation) if a is not type(None)] if union else [annotation]
    if all(a is bool for a in args):
        return pa.bool_()
    if all(a is int for a in args):
        return pa.int64()
    if all(a is str or typing.get_origin(a) is Literal for a in args):
        return pa.string()
    return None


def _struct(model) -> tuple[object, tuple[str, ...]]:
    """A record's Arrow struct type and the names of its fields stored as JSON text."""
    import pyarrow as pa

    fields, as_json = [], []
    for name, info in model.model_fields.items():
        t = _arrow_type(info.annotation)
        if t is None:
            as_json.append(name)
        fields.append((name, t or pa.string()))
    return pa.struct(fields), tuple(as_json)


@lru_cache(maxsize=1)
def _layout() -> tuple[object, tuple[str, ...], tuple[str, ...]]:
    """(the Arrow schema, the count keys, the claim fields stored as JSON)."""
    import pyarrow as pa

    from vlmeval.scoring.scorecard import COUNT_KEYS

    claim, claim_json = _struct(ClaimVerdict)
    sentence, sentence_json = _struct(SentenceVerdict)
    assert not sentence_json, sentence_json  # every sentence field is a plain type
    schema = pa.schema([
        ("schema_version", pa.int32()), ("figure_id", pa.string()), ("model", pa.string()),
        ("prompt_id", pa.string()), ("line", pa.int64()), ("text", pa.string()),
        *[(name, pa.float64()) for name in Metrics.model_fields],
        *[(COUNT_PREFIX + key, pa.int64()) for key in COUNT_KEYS],
        ("claims", pa.list_(claim)), ("sentences", pa.list_(sentence)), ("extra", pa.string()),
    ])
    return schema, tuple(COUNT_KEYS), claim_json


def scorecard_schema():
    return _layout()[0]


def _dumps(value) -> str | None:
    return None if value is None else dumps(value)


def row_of(card: dict) -> dict:
    """A scorecard (as its JSON object) -> a flat Parquet row."""
    _, count_keys, claim_json = _layout()
    card = dict(card)
    row = {name: card.pop(name, None) for name in (*HEAD_FIELDS, "text")}
    row.update(card.pop("metrics", None) or {})
    counts = card.pop("counts", None) or {}
    unknown = set(counts) - set(count_keys)
    if unknown:
        raise ValueError(f"count keys without a Parquet column: {sorted(unknown)}")
    row.update({COUNT_PREFIX + key: value for key, value in counts.items()})
    row["claims"] = [{**c, **{f: _dumps(c.get(f)) for f in claim_json}} for c in card.pop("claims", None) or []]
    row["sentences"] = card.pop("sentences", None) or []
    row["extra"] = dumps(card) if card else None
    return row


def card_of(row: dict) -> dict:
    """A flat Parquet row -> the scorecard's JSON object (the same object as its JSONL line)."""
    _, _, claim_json = _layout()
    card = {name: row.get(name) for name in HEAD_FIELDS}
    card["metrics"] = {name: row.get(name) for name in Metrics.model_fields}
    card["counts"] = {k[len(COUNT_PREFIX):]: v for k, v in row.items() if k.startswith(COUNT_PREFIX) and v is not None}
    card["claims"] = [{**c, **{f: None if c.get(f) is None else json.loads(c[f]) for f in claim_json}}
                      for c in row.get("claims") or []]
    card["sentences"] = row.get("sentences") or []
    if row.get("text") is not None:
        card["text"] = row["text"]
    if row.get("extra"):
        card.update(loads(row["extra"])[0])
    return card


def scorecard_batch(card_jsons: list[str]):
    """Scorecards as JSON lines -> one Arrow record batch in the scorecard schema."""
    import pyarrow as pa

    return pa.RecordBatch.from_pylist([row_of(_card(c)) for c in card_jsons], schema=scorecard_schema())


def _card(card_json: str) -> dict:
    """A scorecard's JSON line as an object; an integer too long for Python (a library caller's extra field)
    is read as its digits, as ``vlmeval.jsonl.loads`` reads it."""
    try:
        return json.loads(card_json)
    except ValueError:
        return loads(card_json)[0]


# --- reading ------------------------------------------------------------------------------------------

def find_scorecards(folder: Path, error: type[Exception] = ValueError) -> Path | None:
    """The scorecards in a run folder (scorecards.jsonl, scorecards.parquet or a scorecards/ folder of parts);
    None when there are none. Two of them raise ``error``: which one is meant cannot be guessed."""
    found = [folder / name for name in SCORECARD_FILES if (folder / name).exists()]
    if len(found) > 1:
        raise error(f"{folder}: holds {' and '.join(p.name for p in found)} (fix: pass the one you mean, "
                    "e.g. " + str(found[0]) + ", or move the other away)")
    return found[0] if found else None


def read_scorecards(path: Path | str, error: type[Exception] = ValueError) -> Iterator[tuple[str, dict]]:
    """Every scorecard in a scorecards file (.jsonl or .parquet) or a folder of parts, as (place, JSON object);
    place is ``line N`` in JSONL and ``row N`` in Parquet (``NAME row N`` in a folder of parts). Anything that
    cannot be read raises ``error`` with the file, the place and the fix."""
    path = Path(path)
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.is_file() and not p.name.startswith((".", "_"))
                       and p.suffix in (".jsonl", ".parquet"))
        for file in files:
            for place, card in _read_file(file, error):
                yield f"{file.name} {place}", card
    else:
        yield from _read_file(path, error)


def _read_file(path: Path, error: type[Exception]) -> Iterator[tuple[str, dict]]:
    if path.suffix != ".parquet":
        from vlmeval.jsonl import read_objects

        for number, row in read_objects(path, error, f"repair or delete the line; {READ_FIX}", skip_partial_last=True):
            yield f"line {number}", row
        return
    import pyarrow.parquet as pq

    try:
        pf = pq.ParquetFile(path)
    except Exception as e:  # OSError, or ArrowInvalid for a file that is not Parquet
        raise error(f"{path}: cannot read as Parquet: {e} (fix: {READ_FIX})") from None
    with pf:
        missing = [n for n in ("figure_id", "model", "claims", *Metrics.model_fields) if n not in pf.schema_arrow.names]
        if missing:
            raise error(f"{path}: no column '{missing[0]}': not a scorecards file (fix: {READ_FIX} --output-format parquet)")
        number = 0
        for batch in pf.iter_batches(batch_size=1024):
            for row in batch.to_pylist():
                number += 1
                yield f"row {number}", card_of(row)
