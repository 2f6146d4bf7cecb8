"""What other harnesses wrote, as description rows for ``vlmeval score --from``.

- ``inspect``: an inspect_ai log (``.eval`` or ``.json``), read with inspect_ai's ``read_eval_log``.
- ``vlmevalkit``: the prediction file VLMEvalKit writes for a dataset exported with ``gt export --format
  vlmevalkit`` (``.xlsx``, ``.tsv`` or ``.csv``; columns ``index``/``figure_id`` and ``prediction``).
- ``lmms-eval``: the samples file lmms-eval writes with ``--log_samples`` (one JSON object per line:
  ``doc_id``, ``doc``, ``resps``, ``filtered_resps``, ...) for the task shipped in ``integrations/lmms_eval``.

A file of the wrong kind or without a needed column raises ``InputError`` (the file, the place, the fix). A row
whose figure is not known is listed in ``unmapped``; a row with no answer (the model failed) is a failure,
which the leaderboard counts as 0, like a failed item of ``vlmeval run``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from vlmeval.scoring.batch.sources import InputError
from vlmeval.groundtruth.load import FigureSet

FORMATS = ("inspect", "vlmevalkit", "lmms-eval")


VLMEVALKIT_FAILED = "Failed to obtain answer via API."  # what VLMEvalKit records when a model call failed


class HarnessFileError(ValueError):
    """A file that cannot be read as a whole; the message names the file, the place and the fix."""


@dataclass
class Converted:
    """Rows read from a harness's output: scorable descriptions, failed items, and rows matching no figure."""

    path: Path
    kind: str
    model: str
    descriptions: list[dict] = field(default_factory=list)
    failures: list[dict] = field(default_factory=list)
    unmapped: list[str] = field(default_factory=list)

    def add(self, place: str, figure_id: str | None, figures: FigureSet, text, prompt_id: str | None,
            error: str | None = None, **origin) -> None:
        if not figure_id:
            self.unmapped.append(f"{self.path}: {place}: names no figure (fix: keep the figure_id column the "
                                 "export gave each row)")
            return
        if figure_id not in figures.figures:
            self.unmapped.append(f"{self.path}: {place}: figure id {figure_id!r} matches no figure "
                                 f"(fix: {figures.suggest(figure_id)})")
            return
        row = {"figure_id": figure_id, "model": self.model, "prompt_id": prompt_id, **origin}
        if error is None and not (isinstance(text, str) and text.strip()):
            error = "the answer is empty"
        if error is not None:
            self.failures.append({**row, "error": error})
        else:
            self.descriptions.append({**row, "text": text})


def read(kind: str, path: Path, figures: FigureSet, index: dict[str, int], model: str | None = None) -> Converted:
    readers = {"inspect": read_inspect, "vlmevalkit": read_vlmevalkit, "lmms-eval": read_lmms_eval}
    return readers[kind](Path(path), figures, index, model)


def _need_suffix(path: Path, suffixes: tuple[str, ...], what: str) -> None:
    if path.suffix.lower() not in suffixes:
        raise InputError(path, f"not {what} (its name ends {path.suffix or 'with no suffix'!r}, not "
                         f"{' or '.join(suffixes)})", f"pass {what}, or choose the --from that wrote this file")


def read_inspect(path: Path, figures: FigureSet, index: dict[str, int], model: str | None) -> Converted:
    _need_suffix(path, (".eval", ".json"), "an inspect_ai log (.eval or .json)")
    try:
        from inspect_ai.log import read_eval_log
    except ImportError:
        raise InputError(path, "reading an inspect_ai log needs inspect_ai", "pip install 'vlmeval[inspect]'") from None
    try:
        log = read_eval_log(str(path))
    except Exception as e:  # pydantic, zip and JSON errors: the file is not an inspect log
        raise InputError(path, f"not an inspect_ai log ({type(e).__name__}: {str(e).splitlines()[0][:200]})",
                         "pass the .eval or .json file 'inspect eval' wrote under ./logs") from None
    if not log.samples:
        raise InputError(path, f"the log holds no sample (status {log.status})",
                         "pass the log of an evaluation that ran; 'inspect log list' lists them")
    out = Converted(path, "inspect", model or log.eval.model)
    default_prompt = (log.eval.task_args or {}).get("prompt") or None
    for sample in log.samples:
        meta = sample.metadata or {}
        place = f"sample {sample.id} (epoch {sample.epoch})"
        error = _last_line(sample.error.message) if sample.error is not None else None
        text = sample.output.completion if sample.output is not None else None
        out.add(place, str(meta.get("figure_id") or sample.id), figures, text,
                meta.get("prompt_id") or default_prompt, error, sample=str(sample.id), epoch=sample.epoch)
    return out


def _last_line(message: str, limit: int = 300) -> str:
    """inspect's error message holds the whole request; its last line says what went wrong."""
    lines = [line.strip() for line in re.split(r"\\n|\n", str(message)) if line.strip()]  # newlines, or repr's
    last = lines[-1].removesuffix("')") if lines else "the sample failed"
    return last if len(last) <= limit else last[: limit - 3] + "..."


def _read_table(path: Path):
    import pandas as pd

    _need_suffix(path, (".xlsx", ".tsv", ".csv"), "a VLMEvalKit prediction file (.xlsx, .tsv or .csv)")
    try:
        if path.suffix.lower() == ".xlsx":
            return pd.read_excel(path, engine="openpyxl")
        # keep_default_na=False: an answer that reads "None" or "NA" is text, not a missing value
        return pd.read_csv(path, sep="\t" if path.suffix.lower() == ".tsv" else ",", keep_default_na=False)
    except ImportError:
        raise InputError(path, "reading .xlsx needs openpyxl", "pip install 'vlmeval[vlmevalkit]'") from None
    except Exception as e:
        raise InputError(path, f"cannot read the table ({type(e).__name__}: {str(e).splitlines()[0][:200]})",
                         "pass the prediction file VLMEvalKit wrote") from None


def _model_from_name(path: Path) -> str:
    """VLMEvalKit names its prediction file ``<model>_<dataset>.xlsx``; our datasets' names start ``vlmeval``."""
    stem = path.stem
    cut = stem.find("_vlmeval")
    return stem[:cut] if cut > 0 else stem


def read_vlmevalkit(path: Path, figures: FigureSet, index: dict[str, int], model: str | None) -> Converted:
    table = _read_table(path)
    columns = [str(c) for c in table.columns]
    if "prediction" not in columns:
        hint = ("this is the exported dataset, not a prediction file: " if "image" in columns and "question" in columns
                else "")
        raise InputError(path, f"no column 'prediction' (its columns: {', '.join(columns) or 'none'})",
                         f"{hint}pass the <model>_<dataset>.xlsx VLMEvalKit wrote for the exported dataset")
    if "index" not in columns and "figure_id" not in columns:
        raise InputError(path, f"no column 'index' or 'figure_id' (its columns: {', '.join(columns)})",
                         "keep the index column VLMEvalKit copies from the exported TSV")
    by_index = {i: fid for fid, i in index.items()}
    out = Converted(path, "vlmevalkit", model or _model_from_name(path))
    for number, row in enumerate(table.to_dict("records"), start=1):
        place = f"row {number}" + (f" (index {row['index']})" if "index" in row else "")
        figure_id = _cell(row.get("figure_id"))
        if figure_id is None and "index" in row:
            figure_id = by_index.get(_as_int(row["index"]))
            if figure_id is None:
                out.unmapped.append(f"{path}: {place}: index {row['index']} matches no figure (fix: score with the "
                                    "--figures the dataset was exported from; the index counts its figures by id)")
                continue
        elif "index" in row and by_index.get(_as_int(row["index"])) not in (None, figure_id):
            out.unmapped.append(f"{path}: {place}: index names {by_index[_as_int(row['index'])]!r} but figure_id is "
                                f"{figure_id!r} (fix: export and score with the same --figures)")
            continue
        text = _cell(row.get("prediction"))
        error = "VLMEvalKit could not obtain an answer" if text == VLMEVALKIT_FAILED else None
        out.add(place, figure_id, figures, text, _cell(row.get("prompt_id")), error, index=_as_int(row.get("index")))
    return out


def _cell(value) -> str | None:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return str(value)


def _as_int(value) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _lmms_text(obj: dict):
    """The answer: the filtered response of the one request (lmms-eval keeps one list per request)."""
    for key in ("filtered_resps", "resps"):
        value = obj.get(key)
        while isinstance(value, list) and value:
            value = value[0]
        if isinstance(value, str):
            return value
    return None


def read_lmms_eval(path: Path, figures: FigureSet, index: dict[str, int], model: str | None) -> Converted:
    _need_suffix(path, (".jsonl",), "an lmms-eval samples file (.jsonl, written with --log_samples)")
    from vlmeval.jsonl import read_objects

    fix = "pass the samples_<task>.jsonl lmms-eval wrote with --log_samples"
    rows = read_objects(path, HarnessFileError, fix)
    if not rows or not _is_lmms_sample(rows[0][1]):
        where = f"line {rows[0][0]}: " if rows else ""
        raise InputError(path, f"{where}not an lmms-eval sample (no doc_id and resps)", fix)
    by_index = {i: fid for fid, i in index.items()}
    # lmms-eval writes OUTPUT_PATH/<model>/<date>_samples_<task>.jsonl: the folder names the model
    out = Converted(path, "lmms-eval", model or path.parent.name)
    for number, obj in rows:
        if not _is_lmms_sample(obj):
            out.unmapped.append(f"{path}: line {number}: no doc_id and resps (fix: repair or delete the line)")
            continue
        doc = obj.get("doc") if isinstance(obj.get("doc"), dict) else {}
        figure_id = _cell(doc.get("figure_id")) or by_index.get(_as_int(doc.get("index")))
        out.add(f"line {number} (doc_id {obj['doc_id']})", figure_id, figures, _lmms_text(obj),
                _cell(doc.get("prompt_id")), None, doc_id=obj["doc_id"])
    return out


def _is_lmms_sample(obj: dict) -> bool:
    return "doc_id" in obj and bool({"resps", "filtered_resps"} & obj.keys())
