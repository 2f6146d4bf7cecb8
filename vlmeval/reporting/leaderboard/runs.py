"""Reading run directories: scorecards, the items that failed, and folders that cannot be read.

A run directory holds ``scorecards.jsonl`` (one ``Scorecard`` per scored description), usually
``descriptions.jsonl`` (what the model wrote; a line may carry an ``error`` instead), ``errors.jsonl``
(failed attempts) and ``manifest.json``. A folder written by ``vlmeval score`` (scorecards only) is a run too,
and so is one whose every item failed (a manifest and errors.jsonl, nothing described, no scorecards).

An *item* is one (figure, model, prompt) that was attempted; it failed when no scorecard exists for it (the
model errored, or the scorer skipped its line).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from vlmeval.scoring.batch.scorecards import SCORECARD_FILES, find_scorecards, read_scorecards as scorecard_rows
from vlmeval.jsonl import read_objects
from vlmeval.records import Scorecard
from vlmeval.run.folder_format import replaced_prompt, upgraded_manifest, upgraded_prompt

NO_PROMPT = "-"
SCORECARDS_FILE = "scorecards.jsonl"
RUN_FILES = (*SCORECARD_FILES, "descriptions.jsonl", "errors.jsonl", "manifest.json")


class RunError(ValueError):
    """A run that cannot be read. The message names the file, the place and the fix."""


@dataclass(frozen=True)
class Failure:
    """An attempted item with no scorecard."""

    figure_id: str
    model: str
    prompt_id: str
    reason: str


@dataclass(frozen=True)
class Skipped:
    """A folder given to the leaderboard or the report that holds no readable run, and why."""

    path: Path
    reason: str


@dataclass
class Run:
    path: Path
    scorecards: list[Scorecard]
    failures: list[Failure] = field(default_factory=list)
    manifest: dict[str, Any] | None = None
    descriptions: dict[int, dict] = field(default_factory=dict)  # descriptions.jsonl lines by line number

    @property
    def models(self) -> list[str]:
        return sorted({s.model for s in self.scorecards} | {f.model for f in self.failures})

    @property
    def prompts(self) -> list[str]:
        """The prompt ids its leaderboard rows carry (a replay's: those its recording names)."""
        return sorted({s.prompt_id or NO_PROMPT for s in self.scorecards} | {f.prompt_id for f in self.failures})

    @property
    def repeat(self) -> int | None:
        """The repeat number of a run made by ``vlmeval run --config`` with ``repeats``; None for a plain run."""
        parameters = (self.manifest or {}).get("parameters")
        value = parameters.get("repeat") if isinstance(parameters, dict) else None
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def text_of(self, card: Scorecard) -> str | None:
        """The description a scorecard was made from: its own ``text`` field, or its descriptions.jsonl line."""
        own = getattr(card, "text", None)
        if isinstance(own, str):
            return own
        candidates = [self.descriptions.get(card.line)] if card.line is not None else []
        candidates += reversed(self.descriptions.values())  # the last line of an item is the one scored
        for row in candidates:
            if (row is not None and row.get("figure_id") == card.figure_id and row.get("model", card.model) == card.model
                    and isinstance(row.get("text"), str) and not row.get("error")):
                return row["text"]
        return None


def _jsonl(file: Path) -> list[tuple[int, dict]]:
    return read_objects(file, RunError, "repair or delete the line; a half-written last line is left out, and "
                        "re-running the same 'vlmeval run' command resumes the run", skip_partial_last=True)


def _manifest_field(manifest: dict | None, name: str) -> str | None:
    """``model``/``prompt`` from a manifest, written flat (``prompt_id``) or nested (``prompt: {id}``)."""
    if not manifest:
        return None
    flat = manifest.get(f"{name}_id") if name == "prompt" else None
    value = flat if flat is not None else manifest.get(name)
    if isinstance(value, dict):
        value = value.get("id") or value.get("name")
    return value if isinstance(value, str) and value else None


def read_scorecards(folder: Path, scorecards_file: Path | None = None) -> list[Scorecard] | None:
    """The scorecards of a run folder; None when it has none. The one place a run's scorecards are read from
    disk (another storage format is read here too). Raises ``RunError`` naming the line of a bad record."""
    path = scorecards_file or find_scorecards(folder, RunError)  # .jsonl, .parquet or a folder of parts
    if path is None:
        return None
    cards = []
    for place, row in scorecard_rows(path, RunError):
        try:
            cards.append(Scorecard.model_validate(row))
        except ValidationError as e:
            if "text" in row and "metrics" not in row:  # a descriptions file given where a run is wanted
                raise RunError(f"{path}: {place}: a description, not a scorecard: this command reads a run folder "
                               f"(fix: pass the run folder {path.parent}, or score the file first: 'vlmeval score "
                               f"{path} --out FOLDER')") from None
            first = e.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "(line)"
            raise RunError(f"{path}: {place}: {where}: {first['msg']} "
                           "(fix: re-score with 'vlmeval score', which writes this format)") from None
    return cards


def _read_manifest(folder: Path) -> dict | None:
    manifest_file = folder / "manifest.json"
    if not manifest_file.is_file():
        return None
    try:
        manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise RunError(f"{manifest_file}: line {e.lineno} column {e.colno}: not valid JSON ({e.msg}) "
                       "(fix: repair the file, or delete it: the scorecards carry model and prompt)") from None
    if not isinstance(manifest, dict):
        raise RunError(f"{manifest_file}: expected a JSON object (fix: repair or delete the file)")
    return manifest


def load_run(path: Path | str) -> Run:
    """Read a run directory (or a ``scorecards.jsonl`` file). Raises ``RunError`` on anything unreadable.

    A folder with a manifest or errors.jsonl but no description and no scorecards is a run whose every item
    failed (the runner has nothing to score there)."""
    path = Path(path)
    if path.is_file() and not path.name.endswith((".jsonl", ".parquet")):
        raise RunError(f"{path}: is a file, not a run directory (fix: pass the folder that holds it: {path.parent})")
    folder, scorecards_file = (path.parent, path) if path.is_file() else (path, None)
    if not folder.is_dir():
        raise RunError(f"{path}: no such run directory (fix: pass the folder written by 'vlmeval run' or 'vlmeval score')")
    _refuse_a_folder_of_runs(folder)
    descriptions_file, errors_file = folder / "descriptions.jsonl", folder / "errors.jsonl"
    descriptions = dict(_jsonl(descriptions_file)) if descriptions_file.is_file() else {}
    scorecards = read_scorecards(folder, scorecards_file)
    if scorecards is None:
        _check_unscored(folder, descriptions)
    manifest = _read_manifest(folder)
    old_prompt = replaced_prompt(manifest)  # an older folder is read as this version writes it (vlmeval.run.folder_format)
    manifest = upgraded_manifest(manifest) if manifest is not None else None
    default_prompt = _manifest_field(manifest, "prompt")
    for card in scorecards or []:
        card.prompt_id = upgraded_prompt(card.prompt_id, old_prompt)
        if card.prompt_id is None and default_prompt:
            card.prompt_id = default_prompt
    attempts = [(descriptions_file, descriptions)]
    if errors_file.is_file():
        attempts.append((errors_file, dict(_jsonl(errors_file))))
    for _, lines in attempts:
        for line in lines.values():
            if isinstance(line, dict) and "prompt_id" in line:
                line["prompt_id"] = upgraded_prompt(line["prompt_id"], old_prompt)
    scorecards = scorecards or []
    return Run(folder, scorecards, _failures(attempts, scorecards, manifest), manifest, descriptions)


def _refuse_a_folder_of_runs(folder: Path) -> None:
    """A folder that holds runs (``run --config`` writes OUT/<model>-<prompt>/r1, r2 ...) is not one run: say which
    runs it holds, since a command that wants one run cannot pick for the user."""
    below = _runs_below(folder)
    if not below:
        return
    names = [str(p.relative_to(folder)) for p in below]
    shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
    raise RunError(f"{folder}: holds {len(names)} runs ({shown}), not one run (fix: pass one of them, e.g. "
                   f"{below[0]}; 'vlmeval leaderboard {folder}' pools them all)")


def _check_unscored(folder: Path, descriptions: dict[int, dict]) -> None:
    """A folder without scorecards is a run only where nothing was described: a run whose every item
    failed writes its manifest and errors.jsonl but no scorecards. Raises RunError otherwise."""
    if descriptions:
        raise RunError(f"{folder}: no scorecards.jsonl: the run was cut off before scoring (fix: re-run the same "
                       f"'vlmeval run' command to resume it; for descriptions made elsewhere: 'vlmeval score "
                       f"{folder / 'descriptions.jsonl'} --out {folder}')")
    if not (folder / "manifest.json").is_file() and not (folder / "errors.jsonl").is_file():
        raise RunError(f"{folder}: not a run directory: no scorecards.jsonl and nothing recorded (no description, "
                       "errors.jsonl or manifest.json) (fix: pass the folder written by 'vlmeval run' or 'vlmeval score')")


def _failures(attempts: list[tuple[Path, dict[int, dict]]], scorecards: list[Scorecard],
              manifest: dict | None) -> list[Failure]:
    """Attempted items (description or error lines) with no scorecard. Runs retry failed items, so an item
    is a failure only if no attempt at it was scored; its reason is the last error recorded."""
    default_model = _manifest_field(manifest, "model") or "unknown"
    default_prompt = _manifest_field(manifest, "prompt")
    scored = {(s.figure_id, s.model, s.prompt_id) for s in scorecards}
    scored_any_prompt = {key[:2] for key in scored}  # a line that names no prompt matches any
    unscored: dict[tuple, Failure] = {}
    for file, lines in attempts:
        for number, row in lines.items():
            figure_id = row.get("figure_id")
            if not isinstance(figure_id, str):
                raise RunError(f"{file}: line {number}: no figure_id (fix: every line needs \"figure_id\")")
            key = (figure_id, row.get("model") or default_model, row.get("prompt_id") or default_prompt)
            if key in scored or (key[2] is None and key[:2] in scored_any_prompt):
                continue
            reason = row.get("error") or (unscored[key].reason if key in unscored else "not scored")
            unscored[key] = Failure(key[0], key[1], key[2] or NO_PROMPT, str(reason))
    return list(unscored.values())


def load_runs(paths: list[Path | str]) -> list[Run]:
    """Every run, strictly: the first unreadable one raises ``RunError`` (for ``compare``, which needs both)."""
    return [load_run(p) for p in paths]


def _holds_a_run(folder: Path) -> bool:
    return any((folder / name).exists() for name in RUN_FILES)


def _runs_below(folder: Path) -> list[Path]:
    """Run folders inside a folder that is not one itself (an evaluation's output: OUT/<model>-<prompt>/r1)."""
    if not folder.is_dir() or _holds_a_run(folder):
        return []
    found = []
    for child in sorted(p for p in folder.iterdir() if p.is_dir()):
        found += [child] if _holds_a_run(child) else _runs_below(child)
    return found


def gather_runs(paths: list[Path | str]) -> tuple[list[Run], list[Skipped]]:
    """Every readable run among ``paths``, and each path that is not one with the reason; never stops at a bad
    folder (``leaderboard runs/*`` over a folder left by a crash ranks the rest). A folder holding run folders
    (what ``vlmeval run --config`` writes under ``--out``) stands for the runs inside it."""
    runs, skipped = [], []
    for given in map(Path, paths):
        for path in _runs_below(given) or [given]:
            try:
                runs.append(load_run(path))
            except RunError as e:
                skipped.append(Skipped(path, _without_path(str(e), path)))
    return runs, skipped


def _without_path(message: str, path: Path) -> str:
    prefix = f"{path}: "
    return message[len(prefix):] if message.startswith(prefix) else message
