"""Write reports/seed_descriptions.jsonl: the five seed descriptions as `vlmeval score` input lines.

Run from the repository root:  python scripts/make_seed_descriptions.py
The texts are copied verbatim from ../shared/seeds/; figure ids and model names come from
../shared/seed_figures.json.
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


def seed_descriptions() -> list[dict]:
    seeds = json.loads((SHARED / "seed_figures.json").read_text())
    figure_of = {name: fig["id"] for fig in seeds["figures"] for name in fig["described_by_seeds"]}
    lines = []
    for path in sorted((SHARED / "seeds").glob("*.txt")):
        model = seeds["seed_models"].get(path.name, "unknown")
        lines.append({"figure_id": figure_of[path.name], "model": model.strip("()").replace(" ", "-"),
                      "text": path.read_text(encoding="utf-8"), "seed": path.name})
    return lines


if __name__ == "__main__":
    out = ROOT / "reports" / "seed_descriptions.jsonl"
    out.parent.mkdir(exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for line in seed_descriptions():
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print("wrote", out)
