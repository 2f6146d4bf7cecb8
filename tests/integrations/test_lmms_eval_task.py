"""The lmms-eval task shipped in vlmeval/integrations/lmms_eval and copied into a Parquet export: its YAML loads
the export the way lmms-eval does (``datasets.load_dataset(dataset_path, **dataset_kwargs)``) and its functions
work on the documents. lmms-eval itself needs torch and is not installed here: the YAML is read with a loader
that resolves ``!function utils.NAME`` as lmms-eval's does, and the functions are called directly."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from vlmeval import load_figures, score_text

from run_helpers import cli


def load_dataset(*args, **kwargs):
    # imported here, not at the top: datasets takes seconds to import, and every xdist worker imports every test
    # module to collect it, while one worker runs this file
    from datasets import load_dataset as load

    return load(*args, **kwargs)


class TaskLoader(yaml.SafeLoader):
    pass


TaskLoader.add_constructor("!function", lambda loader, node: ("function", loader.construct_scalar(node)))


@pytest.fixture(scope="module")
def task_dir(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("export")
    assert cli("gt", "export", str(out), "--suite", "papers").returncode == 0
    return out / "lmms_eval"


def _utils(task_dir: Path):
    spec = importlib.util.spec_from_file_location("vlmeval_lmms_utils", task_dir / "utils.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_task_yaml_loads_the_export_and_names_functions_that_exist(task_dir, tmp_path):
    config = yaml.load((task_dir / "vlmeval_figures.yaml").read_text(), Loader=TaskLoader)
    assert config["task"] == "vlmeval_figures" and config["output_type"] == "generate_until"
    data_file = Path(config["dataset_kwargs"]["data_files"]["test"])
    assert data_file.is_absolute() and data_file == (task_dir.parent / "data" / "test-00000-of-00001.parquet").resolve()
    docs = load_dataset(config["dataset_path"], **config["dataset_kwargs"], cache_dir=str(tmp_path))[config["test_split"]]
    assert docs.num_rows == 3
    utils = _utils(task_dir)
    for key in ("doc_to_visual", "doc_to_text", "process_results"):
        kind, name = config[key]
        assert kind == "function" and name.startswith("utils.") and callable(getattr(utils, name[len("utils."):]))
    assert config["metric_list"][0]["metric"] in utils.vlmeval_process_results(docs[0], ["x"])


def test_the_functions_give_the_prompt_the_image_and_vlmeval_overall(task_dir, tmp_path, seed_text):
    config = yaml.load((task_dir / "vlmeval_figures.yaml").read_text(), Loader=TaskLoader)
    docs = load_dataset("parquet", **config["dataset_kwargs"], cache_dir=str(tmp_path))["test"]
    utils = _utils(task_dir)
    doc = next(d for d in docs if d["figure_id"] == "dynts-average")
    assert utils.vlmeval_doc_to_text(doc) == doc["prompt"]
    (image,) = utils.vlmeval_doc_to_visual(doc)
    assert image.mode == "RGB" and image.size == doc["image"].size
    card = score_text(seed_text("003"), load_figures()["dynts-average"])
    assert utils.vlmeval_process_results(doc, [seed_text("003")]) == {"vlmeval_overall": card.metrics.overall}
    assert utils.vlmeval_process_results(doc, [""]) == {"vlmeval_overall": 0.0}
