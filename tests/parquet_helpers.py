"""Descriptions for the Parquet and engine tests: snippets of the real seed descriptions (four lines each, so a
few thousand score in seconds), written as JSONL or as a partitioned Parquet dataset."""

from __future__ import annotations

import json
from pathlib import Path

SEEDS = Path(__file__).resolve().parents[1] / "reports" / "seed_descriptions.jsonl"
MODELS = ("model-a", "model-b", "model-c")


def snippet_rows(n: int) -> list[dict]:
    """``n`` descriptions cut from the seeds (each seed's lines four at a time), models and prompts cycled."""
    snippets = []
    for line in SEEDS.read_text(encoding="utf-8").splitlines():
        seed = json.loads(line)
        lines = [s for s in seed["text"].splitlines() if s.strip()]
        snippets += [(seed["figure_id"], "\n".join(lines[i:i + 4])) for i in range(0, len(lines), 4)]
    return [{"figure_id": snippets[i % len(snippets)][0], "model": MODELS[i % len(MODELS)],
             "prompt_id": f"p{i % 2}", "text": snippets[i % len(snippets)][1], "batch": i // 100}
            for i in range(n)]


def write_jsonl(rows: list[dict], path: Path) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def write_dataset(rows: list[dict], folder: Path, parts: int, row_group_size: int | None = None) -> Path:
    """``rows`` split in order into ``parts`` Parquet files (part-000.parquet, ...) in ``folder``."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder.mkdir(parents=True, exist_ok=True)
    size = -(-len(rows) // parts)
    for i in range(parts):
        pq.write_table(pa.Table.from_pylist(rows[i * size:(i + 1) * size]), folder / f"part-{i:03d}.parquet",
                       row_group_size=row_group_size)
    return folder


def sorted_cards(cards) -> list[dict]:
    return sorted((card for _, card in cards), key=lambda c: c["line"])
