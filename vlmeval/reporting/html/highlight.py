"""A description's text as HTML with each claim wrapped in a focusable, verdict-styled span.

Offsets are the claims' own ``start``/``end``. Claims may nest (a compound claim and its parts); a claim
that crosses the end of an enclosing one is cut at that end so the markup stays well formed. A claim
whose span is outside the text or does not hold its ``text`` is not highlighted; it is returned apart.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from markupsafe import Markup

from vlmeval.records import ClaimVerdict


def span_is_valid(text: str, claim: ClaimVerdict) -> bool:
    return 0 <= claim.start < claim.end <= len(text) and text[claim.start:claim.end] == claim.text


def _shown(value: Any) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _open_tag(index: int, claim: ClaimVerdict, clipped: bool) -> str:
    data = {"claim": str(index), "verdict": claim.verdict, "kind": claim.kind, "error": claim.error_type or "",
            "expected": _shown(claim.expected), "stated": _shown(claim.stated), "reason": claim.reason or "",
            "where": ", ".join(f"{k} {v}" for k, v in (("panel", claim.panel), ("row", claim.row), ("column", claim.column))
                               if v is not None)}
    attributes = " ".join(f'data-{k}="{escape(v)}"' for k, v in data.items())
    clip = ' data-clipped="1"' if clipped else ""
    return f'<span class="claim v-{claim.verdict}" tabindex="0" {attributes}{clip}>'


def highlight(text: str, claims: list[ClaimVerdict]) -> tuple[Markup, list[ClaimVerdict]]:
    """(HTML of the text with claim spans, claims that could not be placed)."""
    placed = [(i, c) for i, c in enumerate(claims) if span_is_valid(text, c)]
    misplaced = [c for c in claims if not span_is_valid(text, c)]
    placed.sort(key=lambda item: (item[1].start, -item[1].end, item[0]))
    parts: list[str] = []
    open_ends: list[int] = []
    position = 0

    def advance(to: int) -> None:
        nonlocal position
        parts.append(escape(text[position:to], quote=False))
        position = to

    for index, claim in placed:
        while open_ends and open_ends[-1] <= claim.start:
            advance(open_ends.pop())
            parts.append("</span>")
        end = min(claim.end, open_ends[-1]) if open_ends else claim.end
        advance(claim.start)
        parts.append(_open_tag(index, claim, clipped=end != claim.end))
        open_ends.append(end)
    while open_ends:
        advance(open_ends.pop())
        parts.append("</span>")
    advance(len(text))
    return Markup("".join(parts)), misplaced
