"""``vlmeval gt export``: the benchmark as a Parquet dataset (with its card and an lmms-eval task), or as the TSV
that VLMEvalKit's custom datasets read.

The Parquet file carries the Hugging Face ``datasets`` features in its schema metadata, so
``datasets.load_dataset("parquet", data_dir=DIR)`` decodes ``image`` as an image; pandas, Polars and DuckDB read
it as a struct of the PNG bytes and the file name. Nothing here imports ``datasets``.
"""

from __future__ import annotations

import base64
import json
import re
import shutil
from pathlib import Path

from vlmeval.groundtruth.licences import LICENCES_DIR
from vlmeval.integrations.benchmark import BenchmarkItem
from vlmeval.integrations.licences import LicenceTextMissing, copy_licences, export_licences

FORMATS = ("parquet", "vlmevalkit")
SPLIT = "test"
PARQUET_FILE = f"data/{SPLIT}-00000-of-00001.parquet"
LMMS_TASK = "vlmeval_figures"
LMMS_DIR = "lmms_eval"
LMMS_DATA_LINE = "    test: data/test-*.parquet"  # the shipped YAML's path, made absolute in an export

# name -> (arrow type name, the `datasets` feature, the card's dtype)
COLUMNS = {
    "figure_id": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "index": ("int64", {"dtype": "int64", "_type": "Value"}, "int64"),
    "image": ("image", {"_type": "Image"}, "image"),
    "kind": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "suite": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "tags": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "prompt_id": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "prompt": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "ground_truth": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "source": ("string", {"dtype": "string", "_type": "Value"}, "string"),
    "license": ("string", {"dtype": "string", "_type": "Value"}, "string"),
}


class ExportError(ValueError):
    """An export that cannot be written; the message names the path and the fix."""


def dataset_name(label: str) -> str:
    """A VLMEvalKit dataset name (the TSV's file name) for a suite or folder: ``vlmeval_bench_v1``."""
    name = re.sub(r"[^A-Za-z0-9]+", "_", label).strip("_").lower()
    return name if name.startswith("vlmeval") else f"vlmeval_{name}"


def planned_files(out: Path, fmt: str, name: str) -> list[Path]:
    if fmt == "parquet":
        return [out / PARQUET_FILE, out / "README.md", out / LMMS_DIR, out / LICENCES_DIR]
    return [out / f"{name}.tsv", out / LICENCES_DIR]


def check_target(out: Path, fmt: str, name: str, overwrite: bool) -> None:
    if out.exists() and not out.is_dir():
        raise ExportError(f"{out}: is a file, not a folder (fix: pass a folder for the export)")
    existing = [p for p in planned_files(out, fmt, name) if p.exists()]
    if existing and not overwrite:
        raise ExportError(f"{existing[0]}: already exists (fix: pass --overwrite to replace the export, "
                          "or another folder)")


def write_parquet(items: list[BenchmarkItem], out: Path, label: str) -> list[Path]:
    """DIR/data/test-00000-of-00001.parquet, DIR/README.md (the dataset card), DIR/lmms_eval/ (the task) and
    DIR/LICENSES/ (the licence texts of the figures' repositories, named in the card)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    licences = _licences(items)  # before anything is written: a missing licence text stops the export
    image_type = pa.struct([("bytes", pa.binary()), ("path", pa.string())])
    fields = [pa.field(n, image_type if t == "image" else getattr(pa, t)()) for n, (t, _, _) in COLUMNS.items()]
    features = {n: feature for n, (_, feature, _) in COLUMNS.items()}
    schema = pa.schema(fields, metadata={"huggingface": json.dumps({"info": {"features": features}})})
    rows = {name: [] for name in COLUMNS}
    for item in items:
        for name, value in _row(item).items():
            rows[name].append(value)
    table = pa.Table.from_pydict(rows, schema=schema)
    path = out / PARQUET_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(table, path)
    from vlmeval.integrations.card import dataset_card

    card = out / "README.md"
    dtypes = {n: dtype for n, (_, _, dtype) in COLUMNS.items()}
    card.write_text(dataset_card(items, label, dtypes, table.nbytes, licences), encoding="utf-8")
    texts = copy_licences(licences, out)
    return [path, card, write_lmms_task(out)] + ([texts] if texts else [])


def _licences(items: list[BenchmarkItem]):
    try:
        return export_licences(items)
    except LicenceTextMissing as e:
        raise ExportError(str(e)) from e


def _row(item: BenchmarkItem) -> dict:
    return {"figure_id": item.figure_id, "index": item.index,
            "image": {"bytes": item.image_bytes(), "path": item.image_path.name}, "kind": item.kind,
            "suite": item.suite, "tags": json.dumps(item.tags, sort_keys=True), "prompt_id": item.prompt_id,
            "prompt": item.prompt, "ground_truth": item.ground_truth, "source": item.source, "license": item.license}


def lmms_task_dir() -> Path:
    return Path(__file__).parent / "lmms_eval"


def write_lmms_task(out: Path) -> Path:
    """The shipped lmms-eval task, its data path pointed at this export's Parquet file."""
    target = out / LMMS_DIR
    target.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(lmms_task_dir() / "utils.py", target / "utils.py")
    yaml = (lmms_task_dir() / f"{LMMS_TASK}.yaml").read_text(encoding="utf-8")
    data = (out / PARQUET_FILE).resolve()
    yaml = yaml.replace(LMMS_DATA_LINE, f"    test: {json.dumps(str(data))}", 1)
    (target / f"{LMMS_TASK}.yaml").write_text(yaml, encoding="utf-8")
    return target


def write_vlmevalkit(items: list[BenchmarkItem], out: Path, name: str) -> list[Path]:
    """``DIR/NAME.tsv``: index, image (base64 PNG), question (the prompt), and figure_id, prompt_id, kind,
    which VLMEvalKit keeps in its prediction file beside ``prediction``."""
    import pandas as pd

    licences = _licences(items)
    frame = pd.DataFrame([{"index": item.index, "image": base64.b64encode(item.image_bytes()).decode("ascii"),
                           "question": item.prompt, "figure_id": item.figure_id, "prompt_id": item.prompt_id,
                           "kind": item.kind, "category": item.suite} for item in items])
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.tsv"
    frame.to_csv(path, sep="\t", index=False)
    texts = copy_licences(licences, out)
    return [path] + ([texts] if texts else [])
