"""The texts the extraction benchmarks and the speed-gate tests read: (name, figure, text) triples.

- ``seed_items``: the five seed descriptions with their bundled figures;
- ``quintd_items``: the quintd line-chart captions, figures built from their CSV tables as ``vlmeval agree`` does;
- ``chocolate_items``: the CHOCOLATE dev captions (sentences joined by spaces, as ``score_sentences`` scores them).
"""

from __future__ import annotations

from pathlib import Path

from benchlib import SHARED, seeds  # beside this script


def seed_items() -> list[tuple[str, object, str]]:
    from vlmeval.groundtruth.load import load_figure_set

    figures = load_figure_set()
    return [(f"seed/{i}", figures.get(fid), text) for i, (fid, text) in enumerate(seeds())]


def quintd_items(limit: int | None = None) -> list[tuple[str, object, str]]:
    from vlmeval.agreement.agree import read_captions
    from vlmeval.groundtruth.from_csv import figure_from_csv

    folder = SHARED / "data" / "quintd-owid"
    tables: dict[str, object] = {}
    out = []
    for c in read_captions(folder / "captions.jsonl")[:limit]:
        if c.table not in tables:
            tables[c.table] = figure_from_csv(folder / "tables" / c.table, "line")
        out.append((f"quintd/{c.line}", tables[c.table], c.text))
    return out


def chocolate_items(limit: int | None = None) -> list[tuple[str, object, str]]:
    from vlmeval.agreement.agree.judge import READING_TOLERANCE
    from vlmeval.agreement.agree.vistext import load_charts, read_labelled_captions

    folder = Path(SHARED / "data" / "chocolate-vistext-dev")
    charts = load_charts(folder / "tables", reading_tolerance=READING_TOLERANCE)
    out = []
    for c in read_labelled_captions(folder / "captions.jsonl")[:limit]:
        fig, _ = charts.figure(c.vistext_id, "")
        if fig is not None:
            out.append((f"chocolate/{c.line}", fig, " ".join(c.sentences)))
    return out
