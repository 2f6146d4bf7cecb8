"""Whether two trees read every text into the same document: a check for changes to the document reader that must
not change what it reads (issue 34).

    .venv/bin/python benchmarks/document_equal.py OUT.json [--against OLD.json]

For each text of the verdict snapshot's corpus (seeds, quintd, committed runs, CHOCOLATE captions and summaries,
corruption-check texts) and of every real-prose part (``ground_truth/real-prose-own``, ``real-prose-dev``), the
document ``build_document`` returns, with every whole-text reading it keeps forced as an extractor would force it:
each line's fields and sentence spans, the name mentions (those the reader added too), the one finder's finds
with their groups, the numbers, the panel-reference reading, the sentences with their mentions and panels, and
the clauses. Written as one digest per text; with ``--against``, prints how many texts differ and their keys
(never their text).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROSE = (ROOT / "ground_truth" / "real-prose-own", ROOT.parent / "shared" / "data" / "real-prose-dev")


def texts():
    """(key, figure, text) for the snapshot's corpus, then each real-prose part's descriptions."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from verdict_snapshot import corpus

    from vlmeval.groundtruth.load import load_figure_set, suite_dirs

    yield from corpus()
    figures = load_figure_set(suite_dirs("real"))
    for folder in PROSE:
        for path in sorted(folder.glob("part-*.jsonl")):
            for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
                row = json.loads(line)
                fig = figures.get(row["figure_id"])
                if fig is not None:
                    yield f"prose/{path.stem}/{i}", fig, row["text"]


def _mention(m) -> tuple:
    return (m.start, m.end, m.surface, m.entity, m.match, sorted(m.panels))


def _find(f) -> tuple:
    return (f.span(), sorted(f.groupdict().items(), key=lambda kv: kv[0]))


def reading(doc) -> list:
    """Everything the document holds and the whole-text readings its readers ask for, as plain values."""
    from vlmeval.claims.document import sentences

    out: list = [doc.text, doc.truncated]
    out.append([(ln.start, ln.end, ln.text, ln.panel, ln.section, ln.heading, ln.hedge, ln.row, ln.column,
                 ln.column_order, ln.open_scope, ln.sentence_spans) for ln in doc.lines])
    out.append([_mention(m) for m in doc.mentions_in(0, len(doc.text) + 1)])
    out.append([_find(f) for f in doc.found_numbers()])
    out.append([(n.value, n.decimals, n.start, n.end) for n in doc.numbers(0, len(doc.text))])
    r = doc.panel_reading()
    out.append([r.low is None, r.folded, r.anchors, r.edges,
                [[(a, b, m.span(), m.groupdict()) for a, b, m in found] for found in r.found]])
    out.append([(ln.start, s, e, [_mention(m) for m in ms], p) for ln, s, e, ms, p in sentences(doc)])
    out.append(doc.clauses())
    return out


def digests() -> dict[str, str]:
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document

    out = {}
    for key, fig, text in texts():
        doc = build_document(text, fig, lexicon_for(fig))
        blob = json.dumps(reading(doc), default=repr, ensure_ascii=False)
        out[key] = hashlib.sha256(blob.encode("utf-8")).hexdigest()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--against", help="an earlier tree's digests: print how many texts differ")
    args = parser.parse_args()
    got = digests()
    Path(args.out).write_text(json.dumps(got, indent=0, sort_keys=True))
    print(f"{len(got)} texts read")
    if args.against:
        old = json.loads(Path(args.against).read_text())
        differ = sorted(k for k in got.keys() | old.keys() if got.get(k) != old.get(k))
        print(f"{len(differ)} of {len(got)} texts read differently")
        for k in differ[:40]:
            print("  ", k)


if __name__ == "__main__":
    main()
