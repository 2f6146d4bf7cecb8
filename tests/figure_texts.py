"""Texts with their figures that the equivalence tests of issue 34 read: the five seeds, every quintd caption and
every CHOCOLATE dev caption (shared by tests/claims/test_cue_gates.py and test_extractor_shortcuts.py)."""

from __future__ import annotations


def figure_texts(shared_dir, seed_text, seed_figure) -> list[tuple]:
    from vlmeval.agreement.agree import read_captions
    from vlmeval.agreement.agree.judge import READING_TOLERANCE
    from vlmeval.agreement.agree.vistext import load_charts, read_labelled_captions
    from vlmeval.groundtruth.from_csv import figure_from_csv

    out = [(seed_figure(n), seed_text(n)) for n in ("000", "001", "002", "003", "004")]
    quintd = shared_dir / "data" / "quintd-owid"
    tables: dict = {}
    for c in read_captions(quintd / "captions.jsonl"):
        if c.table not in tables:
            tables[c.table] = figure_from_csv(quintd / "tables" / c.table, "line")
        out.append((tables[c.table], c.text))
    chocolate = shared_dir / "data" / "chocolate-vistext-dev"
    charts = load_charts(chocolate / "tables", reading_tolerance=READING_TOLERANCE)
    for c in read_labelled_captions(chocolate / "captions.jsonl"):
        fig, _ = charts.figure(c.vistext_id, "")
        if fig is not None:
            out.append((fig, " ".join(c.sentences)))
    return out
