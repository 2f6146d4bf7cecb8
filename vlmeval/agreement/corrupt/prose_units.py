"""The input of the prose injector: descriptions (figure id, text, and optionally labelled units), read from JSONL,
and their units (a labelled unit, or else a bullet line or a sentence of a paragraph; headings are not units)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from pathlib import Path

from vlmeval.claims.text import sentence_spans


class DescriptionsError(ValueError):
    """A descriptions file that cannot be read; the message names the place and the fix."""


@dataclass(frozen=True)
class ProseUnit:
    start: int
    end: int
    label: str | None  # None: not labelled (the description is taken as correct)
    record_agrees: bool | None


@dataclass(frozen=True)
class ProseInput:
    where: str  # file:line
    figure_id: str
    text: str
    units: tuple[ProseUnit, ...]
    held_out: bool | None = None  # its folder's split.toml: True validation, False dev; None (none): by paper


def split_units(text: str) -> list[ProseUnit]:
    """Bullet lines whole; other lines cut into sentences; headings and blank lines left out."""
    out, pos = [], 0
    for line in text.split("\n"):
        start, body = pos, line.strip()
        pos += len(line) + 1
        if not body or body.startswith("#"):
            continue
        lead = start + len(line) - len(line.lstrip())
        if re.match(r"([*+-]|\d+[.)])\s", body):
            out.append(ProseUnit(lead, lead + len(body), None, None))
            continue
        out.extend(ProseUnit(start + a, start + b, None, None) for a, b in sentence_spans(line))
    return out


def _fail(where: str, what: str, fix: str) -> DescriptionsError:
    return DescriptionsError(f"error: {where}: {what} (fix: {fix})")


def _unit(where: str, text: str, i: int, raw) -> ProseUnit:
    ok = isinstance(raw, dict) and isinstance(raw.get("start"), int) and isinstance(raw.get("end"), int)
    if not ok or not 0 <= raw["start"] < raw["end"] <= len(text):
        raise _fail(where, f"units[{i}] has no start/end offsets into the text (0 to {len(text)})",
                    "give each unit integer start < end inside text, or leave units out")
    agrees = raw.get("record_agrees")
    return ProseUnit(raw["start"], raw["end"], raw.get("label"), agrees if isinstance(agrees, bool) else None)


def _parse(where: str, raw: str) -> ProseInput | None:
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        raise _fail(where, f"not JSON ({e.msg})", "write one JSON object per line") from None
    if not isinstance(data, dict) or not isinstance(data.get("text"), str) or not data.get("figure_id"):
        raise _fail(where, "a description needs a string 'text' and a 'figure_id'",
                    'write {"figure_id": "<record id>", "text": "..."} per line')
    if data.get("variant", "natural") != "natural":
        return None  # a flawed copy already carries errors: nothing to inject into
    text = data["text"]
    units = data.get("units")
    if units is not None and not isinstance(units, list):
        raise _fail(where, "'units' is not a list", "give a list of {start, end, label} or leave it out")
    made = tuple(_unit(where, text, i, u) for i, u in enumerate(units)) if units else tuple(split_units(text))
    return ProseInput(where, str(data["figure_id"]), text, made)


def read_inputs(path: Path) -> list[ProseInput]:
    """The natural descriptions of a JSONL file, or of every ``*.jsonl`` in a folder (flawed copies left out), each
    marked held out when its folder's ``split.toml`` holds its file out (real-prose's split)."""
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    if not files or not all(f.is_file() for f in files):
        raise DescriptionsError(f"error: {path}: no JSONL descriptions (fix: pass a .jsonl file with one "
                                '{"figure_id", "text"} object per line, or a folder of them)')
    from vlmeval.agreement.agree.real_prose import AgreeInputError, held_out

    out = []
    for file in files:
        try:
            kept = held_out(file)
        except AgreeInputError as e:
            raise DescriptionsError(str(e)) from None
        for n, raw in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
            if raw.strip():
                item = _parse(f"{file}:{n}", raw)
                if item is not None:
                    out.append(replace(item, held_out=kept))
    return out
