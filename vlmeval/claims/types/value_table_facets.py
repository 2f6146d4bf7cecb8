"""A table whose first column names a panel in every row, the next a category of that panel and a later cell its
value ("| Lung | smoking | 0.52 | pink |" on a figure of facets Lung, Breast, ...): each value is the bar of that
category in that panel (the panel's one series). Read by ``value_tables.grid_claims`` before its row/column
readings, which would take the panel's name for a row key."""

from __future__ import annotations

from vlmeval.claims import Claim, Document
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.text import Number, norm, numbers_in
from vlmeval.claims.types.value_check import ValuePayload

Cells = list[tuple[str, int]]


def _name(cell: str) -> str:
    return norm(cell.strip().strip("*`_ ").strip())


def _number(doc: Document, cell: str, start: int) -> Number | None:
    nums = doc.numbers(start, start + len(cell))
    return nums[0] if len(nums) == 1 else None


def _category(cell: str, keys: list):
    text = cell.strip().strip("*`_ ").strip()
    nums = numbers_in(text)
    key = nums[0].value if len(nums) == 1 and nums[0].end - nums[0].start >= len(text) - 1 else text
    return find_key(key, keys) if key != "" else None


def facet_claims(doc: Document, rows: list[Cells], hedge: str | None, source: str) -> list[Claim] | None:
    """The claims of a table whose body rows each open with a panel's title (None when any row does not, or the
    figure has one panel); a row whose panel draws several series, or whose second cell is no category of that
    panel, gives no claim."""
    fig = doc.figure
    titles = {_name(p.title): p for p in fig.panels if p.title}
    body = [r for r in rows if r]
    if len(fig.panels) < 2 or len(body) < 2 or any(_name(r[0][0]) not in titles for r in body):
        return None
    out = []
    for r in body:
        panel = titles[_name(r[0][0])]
        if panel.data is None or len(panel.data.rows) != 1 or len(r) < 3:
            continue
        key = _category(r[1][0], panel.data.columns)
        num = next((n for cell, at in r[2:] if (n := _number(doc, cell, at)) is not None), None)
        if key is None or num is None:
            continue
        out.append(Claim("value", num.start, num.end, stated=num.value, panel=panel.title, row=panel.data.rows[0],
                         column=key, hedge=hedge, decimals=num.decimals, payload=ValuePayload(num.value, num.decimals),
                         source=source))
    return out
