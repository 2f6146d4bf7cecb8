"""Audit the real suite's records for the classes of reading error that issue 31 lists, and print their counts.

    python scripts/audit_real_suite.py [DIR] [--list CLASS]

DIR defaults to ground_truth/real. Counts are over every <id>.json below DIR (not manifest.toml); --list CLASS also
prints which figures/panels fall in one class (the names of the first column). Run it before and after a reader
change to see what the change moved; it reads records only, never the PDFs.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLACEHOLDER_SERIES = re.compile(r"^(series \d+|value)$", re.IGNORECASE)
PLACEHOLDER_TITLE = re.compile(r"^panel \d+$", re.IGNORECASE)
# a combining mark that is not joined to a letter: after a space, a bracket or at the start of a word
LONE_COMBINING = re.compile(r"(^|[\s\[\](){}])[\u0300-\u036f\u02d8-\u02dd\u00a8\u00b4\u02c6\u02c7\u00b8\u02da]")
OUTSIDE = 0.05  # a value further than this share of its axis span outside the range is counted


def garbled(text: str) -> bool:
    """A label that still holds a glyph the reader did not map: '(cid:104)', a lone combining mark ('R [ ̊')."""
    return "(cid:" in text or bool(LONE_COMBINING.search(text))


def _texts(panel: dict) -> list[str]:
    out = [panel.get("title") or ""]
    for name in ("x", "y", "y2"):
        axis = panel.get(name) or {}
        out.append(axis.get("label") or "")
        out += [t for t in axis.get("ticks") or [] if isinstance(t, str)]
    data = panel.get("data") or {}
    out += [k for k in data.get("rows", []) + data.get("columns", []) if isinstance(k, str)]
    return out


def _outside(values: list[float], rng: list[float] | None) -> int:
    if not rng or rng[1] == rng[0]:
        return 0
    lo, hi = min(rng), max(rng)
    slack = OUTSIDE * (hi - lo)
    return sum(v < lo - slack or v > hi + slack for v in values)


def _value_axis_counts(panel: dict, kind: str) -> int:
    """Known values outside their value axis (y, or y2 for the rows on it) and numeric columns outside x."""
    data = panel.get("data")
    if not data or kind == "heatmap":
        return 0
    on_y2 = set(panel.get("y2_series") or [])
    count = 0
    for row, vals in zip(data["rows"], data["values"]):
        axis = panel.get("y2") if row in on_y2 else panel.get("y")
        count += _outside([v for v in vals if v is not None], (axis or {}).get("range"))
    xs = [c for c in data["columns"] if isinstance(c, (int, float)) and not isinstance(c, bool)]
    if (panel.get("x") or {}).get("scale") in ("linear", "log"):
        count += _outside(xs, (panel.get("x") or {}).get("range"))
    for pts in data.get("points") or []:
        count += _outside([p[1] for p in pts], (panel.get("y") or {}).get("range"))
    return count


def _log_with_nonpositive(panel: dict) -> int:
    return sum(1 for name in ("x", "y", "y2")
               if (panel.get(name) or {}).get("scale") == "log" and (panel.get(name) or {}).get("range")
               and min(panel[name]["range"]) <= 0)


def audit(directory: Path) -> tuple[Counter, dict[str, list[str]]]:
    counts: Counter = Counter()
    where: dict[str, list[str]] = defaultdict(list)
    for path in sorted(directory.rglob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        if "panels" not in record:
            continue
        counts["figures"] += 1
        fig_garbled = False
        for i, panel in enumerate(record["panels"], 1):
            name = f"{record['id']}#{i}"
            counts["panels"] += 1
            data = panel.get("data")
            known = sum(v is not None for row in (data or {}).get("values", []) for v in row)
            cls = "panels with known values" if known else "panels without known values"
            counts[cls] += 1
            where[cls].append(name)
            counts["known values"] += known
            for row in (data or {}).get("rows", []):
                counts["series"] += 1
                if isinstance(row, str) and PLACEHOLDER_SERIES.match(row.strip()):
                    counts["series named by a placeholder"] += 1
                    where["series named by a placeholder"].append(f"{name}:{row}")
            if PLACEHOLDER_TITLE.match((panel.get("title") or "").strip()):
                counts["panel titles that are placeholders"] += 1
                where["panel titles that are placeholders"].append(name)
            bad = [t for t in _texts(panel) if garbled(t)]
            if bad:
                fig_garbled = True
                counts["panels with garbled labels"] += 1
                where["panels with garbled labels"].append(f"{name}: {bad[0]!r}")
            out = _value_axis_counts(panel, record.get("kind", ""))
            if out:
                counts["values >5% outside their axis range"] += out
                counts["panels with values outside their axis range"] += 1
                where["panels with values outside their axis range"].append(f"{name}: {out}")
            logs = _log_with_nonpositive(panel)
            if logs:
                counts["log axes whose range includes <= 0"] += logs
                where["log axes whose range includes <= 0"].append(name)
            points = (data or {}).get("points")
            if points:
                counts["scatter markers kept (Table.points)"] += sum(len(p) for p in points)
                counts["scatter panels with points"] += 1
            note = panel.get("notes") or ""
            m = re.search(r"(\d+) marker\(s\) share an x value", note)
            if m:
                counts["scatter markers dropped (one point per x)"] += int(m.group(1))
                where["scatter markers dropped (one point per x)"].append(f"{name}: {m.group(1)}")
            if panel.get("unread"):
                counts["panels with unread parts"] += 1
                where["panels with unread parts"].append(
                    f"{name}: {', '.join(u['kind'] for u in panel['unread'])}")
            if (data or {}).get("printed"):
                counts["tables with printed values"] += 1
        if fig_garbled:
            counts["figures with garbled labels"] += 1
            where["figures with garbled labels"].append(record["id"])
    return counts, where


ORDER = ["figures", "panels", "panels with known values", "panels without known values", "known values", "series",
         "series named by a placeholder", "panel titles that are placeholders", "figures with garbled labels",
         "panels with garbled labels", "values >5% outside their axis range",
         "panels with values outside their axis range", "log axes whose range includes <= 0",
         "scatter panels with points", "scatter markers kept (Table.points)",
         "scatter markers dropped (one point per x)", "panels with unread parts", "tables with printed values"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", type=Path, default=ROOT / "ground_truth" / "real")
    parser.add_argument("--list", metavar="CLASS", help="also list the figures/panels of this class")
    args = parser.parse_args(argv)
    if not args.directory.is_dir():
        print(f"error: {args.directory}: not a directory (fix: pass the folder of the real suite's records)",
              file=sys.stderr)
        return 2
    counts, where = audit(args.directory)
    width = max(map(len, ORDER))
    print(f"{'class':<{width}}  count")
    for name in ORDER:
        print(f"{name:<{width}}  {counts.get(name, 0)}")
    if args.list:
        if args.list not in ORDER:
            print(f"error: --list {args.list!r}: no such class (fix: use one of the names above)", file=sys.stderr)
            return 2
        print()
        print("\n".join(where.get(args.list, [])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
