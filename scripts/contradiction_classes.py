"""Precision of each class of contradicted claim on the four dev sets (``vlmeval.agreement.agree.classes``).

    python scripts/contradiction_classes.py [--json OUT.json] [--before OLD.json] [--shared ../shared/data]

Columns: CHOCOLATE dev LVLM captions and fine-tuned captions (sentences people label wrong / sentences holding a
contradiction of the class), quintd tables 0-49 (contradicted claims overlapping a human Incorrect span /
contradicted claims), the editors' summaries dev (contradictions about the chart: every one a false alarm, the
set's two known slips left out). Only dev halves are read. ``--before`` prints "before -> now" where a cell moved
(write the old counts with ``--json`` on the old code). Prints a markdown table (docs/agreement.md, "Classes of
contradiction across sets")."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from vlmeval.agreement.agree.classes import ClassCount, count_by_claim, count_by_sentence, markdown_table
from vlmeval.agreement.agree.judge import judge_captions, judge_summaries
from vlmeval.agreement.agree.quintd import overlaps, read_captions, score_captions
from vlmeval.agreement.agree.sentences import WRONG_ABOUT_CHART

LVLM = frozenset({"gpt4v", "bard"})
SUMMARIES = "summaries dev"


def columns(shared: Path) -> dict[str, dict[str, ClassCount]]:
    choc = shared / "chocolate-vistext-dev"
    items, _ = judge_captions(choc).half("dev")
    out = {}
    for name, lvlm in (("CHOCOLATE dev LVLM", True), ("CHOCOLATE dev fine-tuned", False)):
        out[name] = count_by_sentence((bool(it.caption.factual_errors(s.index)), s.contradicted)
                                      for it in items if (it.caption.model in LVLM) == lvlm for s in it.sentences)
    quintd = shared / "quintd-owid"
    scored = score_captions([c for c in read_captions(quintd / "captions.jsonl") if c.table_idx < 50], quintd / "tables")
    out["quintd dev (claims)"] = count_by_claim(
        (any(overlaps((c.start, c.end), (h.start, h.end)) for h in s.caption.incorrect), c) for s in scored for c in s.claims)
    summaries, _ = judge_summaries(choc).half("dev")
    out[SUMMARIES] = count_by_sentence((False, [c for c in s.contradicted if c.error_type in WRONG_ABOUT_CHART])
                                       for it in summaries if not it.known_slip for s in it.sentences)
    return out


def _read(path: Path) -> dict[str, dict[str, ClassCount]]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return {col: {name: ClassCount(**c) for name, c in rows.items()} for col, rows in raw.items()}
    except (OSError, ValueError, TypeError) as e:
        sys.exit(f"error: {path}: {e} (fix: pass a file this script wrote with --json)")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--shared", type=Path, default=Path("../shared/data"), help="the folder holding the data sets")
    p.add_argument("--json", type=Path, help="write the counts here")
    p.add_argument("--before", type=Path, help="counts written by --json on the old code")
    args = p.parse_args(argv)
    for sub in ("chocolate-vistext-dev", "quintd-owid"):
        if not (args.shared / sub).is_dir():
            sys.exit(f"error: {args.shared / sub}: no such folder (fix: pass --shared, the folder of the data sets)")
    now = columns(args.shared)
    if args.json:
        args.json.write_text(json.dumps({col: {n: asdict(c) for n, c in rows.items()} for col, rows in now.items()},
                                        indent=1), encoding="utf-8")
    before = _read(args.before) if args.before else None
    print(markdown_table(now, before, frozenset({SUMMARIES})), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
