"""``vlmeval gt export``: the Parquet dataset read by Hugging Face datasets, pandas, Polars and DuckDB, its card,
and the TSV VLMEvalKit's custom datasets read (index, base64 image, question)."""

from __future__ import annotations

import base64
import hashlib
import json

import PIL.Image
import pandas as pd
import pytest
import yaml

from vlmeval.groundtruth.load import load_figure_set, suite_dirs
from vlmeval.groundtruth.schema import Figure

from run_helpers import PROJECT, cli

PAPERS_WITH_IMAGE = ["dynts-average", "dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks"]


def load_dataset(*args, **kwargs):
    # datasets (and Polars and DuckDB, below) are imported in the tests, not at the top: datasets takes seconds to
    # import, and every xdist worker imports every test module to collect it, while one worker runs this file
    from datasets import load_dataset as load

    return load(*args, **kwargs)


@pytest.fixture(scope="module")
def export_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("export")
    done = cli("gt", "export", str(out), "--suite", "papers")
    assert done.returncode == 0, done.stderr
    assert "exported 3 figure(s) (1 figure(s) without an image left out)" in done.stdout
    return out


def _catalogue_position(figure_id: str) -> int:
    """1-based place among every bundled figure with an image, by id (read from the JSON files directly)."""
    ids = sorted(json.loads(p.read_text())["id"] for p in (PROJECT / "ground_truth").rglob("*.json")
                 if "image" in json.loads(p.read_text()))
    return ids.index(figure_id) + 1


@pytest.fixture
def hf_cache(tmp_path) -> str:
    return str(tmp_path / "hf-cache")  # datasets' cache, not the user's ~/.cache


def test_datasets_reads_one_row_per_figure_with_its_image_prompt_and_ground_truth(export_dir, hf_cache):
    ds = load_dataset("parquet", data_dir=str(export_dir), cache_dir=hf_cache)["test"]
    assert ds["figure_id"] == PAPERS_WITH_IMAGE
    figures = load_figure_set(suite_dirs("papers")[0])
    prompt = (PROJECT / "prompts" / "describe-v1.md").read_text(encoding="utf-8").strip()
    for row in ds:
        fig = figures.figures[row["figure_id"]]
        assert row["image"].size[0] > 100  # decoded as an image
        png = (suite_dirs("papers")[0] / fig.image.path).read_bytes()
        assert row["image"].tobytes() == PIL.Image.open(suite_dirs("papers")[0] / fig.image.path).tobytes()
        assert hashlib.sha256(png).hexdigest() == fig.image.sha256
        assert Figure.model_validate_json(row["ground_truth"]) == fig
        assert json.loads(row["tags"]) == fig.tags
        assert (row["kind"], row["prompt_id"], row["prompt"]) == (fig.kind, "describe-v1", prompt)
        assert row["index"] == _catalogue_position(row["figure_id"])
        assert (row["source"], row["license"]) == ("arXiv:2601.18383", "mit")


def test_pandas_polars_and_duckdb_read_the_same_rows(export_dir):
    import duckdb
    import polars as pl

    data = export_dir / "data"
    frame = pd.read_parquet(data)
    assert list(frame["figure_id"]) == PAPERS_WITH_IMAGE
    png = (suite_dirs("papers")[0] / "dynts-average.png").read_bytes()
    assert frame.loc[0, "image"]["bytes"] == png
    assert pl.read_parquet(str(data / "*.parquet"))["figure_id"].to_list() == PAPERS_WITH_IMAGE
    rows = duckdb.sql(f"select figure_id, octet_length(image.bytes) from '{data}/*.parquet' order by figure_id").fetchall()
    assert rows[0] == ("dynts-average", len(png))


def test_the_card_has_the_hub_header_and_loads_as_a_repository(export_dir, hf_cache):
    text = (export_dir / "README.md").read_text(encoding="utf-8")
    _, header, body = text.split("---\n", 2)
    meta = yaml.safe_load(header)
    assert meta["license"] == "mit"
    assert [f["name"] for f in meta["dataset_info"]["features"]] == list(pd.read_parquet(export_dir / "data").columns)
    assert {f["name"]: f["dtype"] for f in meta["dataset_info"]["features"]}["image"] == "image"
    assert meta["dataset_info"]["splits"][0]["num_examples"] == 3
    assert meta["configs"][0]["data_files"][0] == {"split": "test", "path": "data/test-*"}
    assert "| arXiv:2601.18383 | mit | 3 |" in body and "vlmeval score" in body
    assert load_dataset(str(export_dir), cache_dir=hf_cache)["test"].num_rows == 3  # the folder as a Hub repository: the card's configs


def test_an_export_is_not_overwritten_without_overwrite(export_dir):
    before = (export_dir / "README.md").read_bytes()
    done = cli("gt", "export", str(export_dir), "--suite", "papers", "--prompt", "describe-v1")
    assert done.returncode == 2
    assert "already exists (fix: pass --overwrite" in done.stderr and "data/test-00000-of-00001.parquet" in done.stderr
    assert (export_dir / "README.md").read_bytes() == before
    assert cli("gt", "export", str(export_dir), "--format", "csv").returncode == 2


def test_vlmevalkit_tsv_has_index_base64_image_and_question(tmp_path):
    done = cli("gt", "export", str(tmp_path), "--format", "vlmevalkit", "--suite", "papers")
    assert done.returncode == 0, done.stderr
    table = pd.read_csv(tmp_path / "vlmeval_papers.tsv", sep="\t")  # as VLMEvalKit's load() reads a .tsv
    assert list(table.columns[:3]) == ["index", "image", "question"]
    assert list(table["figure_id"]) == PAPERS_WITH_IMAGE
    assert list(table["index"]) == [_catalogue_position(fid) for fid in PAPERS_WITH_IMAGE]
    assert base64.b64decode(table.loc[0, "image"]) == (suite_dirs("papers")[0] / "dynts-average.png").read_bytes()
    assert table.loc[0, "question"] == (PROJECT / "prompts" / "describe-v1.md").read_text(encoding="utf-8").strip()
