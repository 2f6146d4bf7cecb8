"""The corruption check's records (a case, the summary rows), how a case is judged, and the summary."""

from __future__ import annotations

from pydantic import BaseModel

from vlmeval.groundtruth.schema import Figure

MAX_ROWS = 12
ERROR_TYPES = ("changed_value", "swapped_rows", "wrong_extremum", "reversed_trend", "invented_tick",
               "misspelled_title", "wrong_unit")
STYLES = ("table", "rows", "prose")


class Case(BaseModel):
    figure_id: str
    style: str
    error: str | None  # None: the clean description
    change: str = ""
    text: str
    span: tuple[int, int] | None = None  # where the error was injected
    claims: int = 0
    contradicted: int = 0
    detected: bool | None = None
    verdicts: list[dict] = []


class ErrorRow(BaseModel):
    error: str
    cases: int
    detected: int
    share: float | None


class CleanRow(BaseModel):
    style: str
    descriptions: int
    claims: int
    contradicted: int
    false_alarm_rate: float | None


class Summary(BaseModel):
    errors: list[ErrorRow]
    clean: list[CleanRow]
    skipped_figures: list[str]


def summarize(cases: list[Case], figures: list[Figure] | None = None) -> Summary:
    errors = []
    for error in ERROR_TYPES:
        mine = [c for c in cases if c.error == error]
        hit = sum(bool(c.detected) for c in mine)
        errors.append(ErrorRow(error=error, cases=len(mine), detected=hit, share=hit / len(mine) if mine else None))
    clean = []
    for style in STYLES + ("all",):
        mine = [c for c in cases if c.error is None and (style == "all" or c.style == style)]
        claims = sum(c.claims for c in mine)
        bad = sum(c.contradicted for c in mine)
        clean.append(CleanRow(style=style, descriptions=len(mine), claims=claims, contradicted=bad,
                              false_alarm_rate=bad / claims if claims else None))
    seen = {c.figure_id for c in cases}
    skipped = [f.id for f in figures or [] if f.id not in seen]
    return Summary(errors=errors, clean=clean, skipped_figures=skipped)
