"""``vlmeval agree --judge``: quintd sentences against people, ours beside the published GPT-4 judge's."""

from __future__ import annotations

from pathlib import Path

from vlmeval.cli.common import console, fail
from vlmeval.cli.tables import Column, TextTable, print_table


def print_judge(title: str, scored, folder: Path) -> None:
    """The sentence MCC table of ``agreement.agree.quintd_judge`` for one half's scored captions."""
    from vlmeval.agreement.agree import AgreeInputError
    from vlmeval.agreement.agree.quintd_judge import judge_table, read_judge

    try:
        spans = read_judge(folder, {(s.caption.table_idx, s.caption.model): s.caption.text for s in scored})
    except AgreeInputError as e:
        fail(str(e))
    t = judge_table(scored, spans)
    table = TextTable([Column("rater", wrap=True), Column("flagged", right=True), Column("MCC", right=True)],
                      title=f"{title}: sentences against people, beside the GPT-4 judge ({t.captions} captions, "
                            f"{t.sentences} sentences, {t.wrong} wrong)", simple=True)
    for row in t.rows:
        table.add_row(row.rater, str(row.flagged), "-" if row.mcc is None else f"{row.mcc:.3f}")
    print_table(table, console)
