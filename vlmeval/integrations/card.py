"""The dataset card of a Parquet export: README.md with the YAML header the Hugging Face Hub reads."""

from __future__ import annotations

import json
from collections import Counter

from vlmeval.integrations.benchmark import OTHER, BenchmarkItem
from vlmeval.integrations.licences import RepoLicence, card_section

COLUMN_NOTES = {
    "figure_id": "the figure's id in vlmeval (what `vlmeval score` matches answers by)",
    "index": "1-based place of the figure in the catalogue (every bundled figure with an image, by id)",
    "image": "the PNG the model is shown",
    "kind": "chart kind: heatmap, bar, line, scatter, density",
    "suite": "the bundled suite the figure belongs to (papers, synth)",
    "tags": "difficulty tags as a JSON object (values_printed, n_panels, n_cells, style, ...)",
    "prompt_id": "the prompt's id (`prompts/<id>.md`)",
    "prompt": "the prompt text, sent with the image",
    "ground_truth": "the figure record as JSON (panels, axes, ticks, every value; null where unknown)",
    "source": "where the figure comes from (an arXiv id, or synthetic)",
    "license": "the licence of this row's image and record",
}


def _size_category(n: int) -> str:
    return "n<1K" if n < 1000 else "1K<n<10K" if n < 10_000 else "10K<n<100K"


def _yaml_header(items: list[BenchmarkItem], label: str, dtypes: dict[str, str], nbytes: int) -> list[str]:
    licences = sorted({item.license for item in items})
    lines = ["---"]
    if len(licences) == 1 and licences != [OTHER]:  # one licence for every row: its Hub id (mit, apache-2.0, ...)
        lines.append(f"license: {licences[0]}")
    else:
        lines += ["license: other", "license_name: per-row",
                  "license_details: " + json.dumps("each row names its licence in the license column: "
                                                   + ", ".join(licences))]
    lines += [f"pretty_name: {json.dumps(f'vlmeval {label}: describing scientific figures')}",
              "task_categories:", "- image-to-text", "language:", "- en",
              "tags:", "- scientific-figures", "- charts", "- hallucination", "- vlmeval",
              "size_categories:", f"- {_size_category(len(items))}",
              "configs:", "- config_name: default", "  data_files:", "  - split: test", "    path: data/test-*",
              "dataset_info:", "  features:"]
    for name, dtype in dtypes.items():
        lines += [f"  - name: {name}", f"    dtype: {dtype}"]
    lines += ["  splits:", "  - name: test", f"    num_bytes: {nbytes}", f"    num_examples: {len(items)}", "---"]
    return lines


def dataset_card(items: list[BenchmarkItem], label: str, dtypes: dict[str, str], nbytes: int,
                 licences: list[RepoLicence] | None = None) -> str:
    """``nbytes``: the table's size in memory (the Hub's num_bytes of the split); ``licences``: the repositories
    whose licence texts the export carries in LICENSES/."""
    by_source = Counter((item.source, item.license) for item in items)
    kinds = Counter(item.kind for item in items)
    lines = _yaml_header(items, label, dtypes, nbytes) + [
        "", f"# vlmeval {label}", "",
        f"{len(items)} scientific figures ({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}), each with "
        "the prompt a model is given and the figure's structured ground truth (every panel, axis, tick and "
        "value). A model's description is scored claim by claim against the ground truth by "
        "vlmeval, offline and without a judge model.", "",
        "## Columns", "", "| column | type | what |", "|---|---|---|",
        *(f"| `{n}` | {dtypes[n]} | {note} |" for n, note in COLUMN_NOTES.items()), "",
        "## Licence per source", "", "| source | licence | figures |", "|---|---|---|",
        *(f"| {src} | {lic} | {n} |" for (src, lic), n in sorted(by_source.items())), "",
        "A figure whose image vlmeval re-rendered from the values transcribed from its paper, and every "
        "synthetic figure, is the project's own work (MIT). A figure taken from a public repository keeps its "
        "repository's licence (the row's `license`; its text is in `LICENSES/`, below). A row marked `other` "
        "carries an original image whose licence is its source's.", "",
        *card_section(licences or []),
        "## Load", "", "```python", "from datasets import load_dataset",
        'ds = load_dataset("parquet", data_dir="THIS_FOLDER")["test"]   # image decoded as a PIL image',
        "```", "",
        "pandas (`pd.read_parquet(\"THIS_FOLDER/data\")`), Polars and DuckDB read the same file; `image` is then a "
        "struct of the PNG `bytes` and its file name.", "",
        "## Score a model with vlmeval", "",
        "Write one JSON line per figure, `{\"figure_id\": ..., \"model\": ..., \"text\": ...}`, then:", "",
        "```bash", "pip install .            # in a checkout of vlmeval (the figure-description evaluator)",
        "vlmeval score answers.jsonl --out runs/my-model     # claim by claim, one scorecard per answer",
        "vlmeval leaderboard runs/*", "```", "",
        "lmms-eval: the task in `lmms_eval/` reads this folder "
        "(`lmms-eval --include_path THIS_FOLDER/lmms_eval --tasks vlmeval_figures --log_samples ...`), and "
        "`vlmeval score --from lmms-eval SAMPLES.jsonl --out DIR` scores its samples file. inspect_ai: "
        "`inspect eval vlmeval/figure_description` runs the same benchmark (the extra `inspect`: "
        "`pip install '.[inspect]'`).", ""]
    return "\n".join(lines)
