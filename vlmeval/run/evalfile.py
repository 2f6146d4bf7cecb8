"""An evaluation file (``eval.toml``): models x prompts x figures (x repeats), as typed records.

    [run]
    suite = "papers"            # or figures = "my-figures/"
    prompts = ["describe-v1"]
    repeats = 2

    [[models]]
    name = "accurate"
    model = "replay:accurate.jsonl"

    [[models]]
    name = "gpt-4o-mini"
    model = "gpt-4o-mini"
    api_key_env = "OPENAI_API_KEY"
    temperature = 0.7

Paths in the file (``figures``, ``out``, ``cache_dir``, ``registry``, ``replay:PATH``, a prompt file) are read
relative to the file's folder. Mistakes raise ``ConfigError``, one line ``FILE: place: problem (fix: ...)`` per
mistake: ``read_all`` reports every mistake the file holds (the schema, names used twice, prompts, models, key
variables, the figures and replay files it points at) in one report, in file order, so that fixing one never reveals the next; a key with a mistake is left
out while the rest of its entry is still checked. An unknown key names the nearest known one.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from vlmeval.run.evalfile_targets import MODEL_FIX, Placed, entry_placed, figure_problems, replay_problems
from vlmeval.groundtruth.load import json_path
from vlmeval.run.runner import safe_label

SAMPLING_FIELDS = ("temperature", "seed", "max_tokens", "system_prompt")


class ConfigError(ValueError):
    """An evaluation file that cannot be used: ``problems`` holds one ``FILE: place: problem (fix: ...)`` line per
    mistake; the message is those lines."""

    def __init__(self, *problems: str, locs: list[tuple] | None = None) -> None:
        super().__init__("\n".join(problems))
        self.problems: list[str] = list(problems)
        self.locs: list[tuple] | None = locs  # the place of each line, as a key path, where known


class RunSection(BaseModel):
    """``[run]``: what every model is run on, and how."""

    model_config = ConfigDict(extra="forbid")

    suite: str | None = Field(default=None, description="A bundled suite: vlmeval-bench-v1, papers, synth.")
    figures: Path | None = Field(default=None, description="A folder (or file) of figures; instead of suite.")
    prompts: list[str] = Field(default_factory=lambda: ["describe-v1"], min_length=1,
                               description="Prompt ids from prompts/ or prompt files.")
    repeats: int = Field(default=1, ge=1, le=100, description="Runs per (model, prompt), for the sampling variance.")
    only: list[str] = Field(default_factory=list, description="Figure id patterns ('dynts-*').")
    limit: int | None = Field(default=None, ge=1)
    out: Path | None = Field(default=None, description="Folder of the run folders; default runs/<file name>.")
    concurrency: int = Field(default=8, ge=1)
    timeout: float = Field(default=120.0, gt=0)
    max_retries: int = Field(default=4, ge=0)
    backoff: float = Field(default=1.0, ge=0)
    backoff_max: float = Field(default=60.0, ge=0)
    max_error_rate: float = Field(default=0.0, ge=0, le=1)
    cache: bool = True
    cache_dir: Path | None = None
    registry: Path | None = None

    @field_validator("prompts")
    @classmethod
    def _distinct(cls, prompts: list[str]) -> list[str]:
        if len(set(prompts)) != len(prompts):
            raise ValueError("a prompt is listed twice")
        return prompts


class ModelEntry(BaseModel):
    """One ``[[models]]`` table: a model to run and its sampling parameters."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, description="Label of its runs and leaderboard rows; unique in the file.")
    model: str = Field(min_length=1, description="ocr-baseline, replay:PATH, a registry name or a model id.")
    base_url: str | None = None
    api_key_env: str | None = Field(default=None, description="Environment variable holding the key.")
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    seed: int | None = Field(default=None, description="Sent with each request; repeat k sends seed + k - 1.")
    max_tokens: int | None = Field(default=None, ge=1)
    system_prompt: str | None = Field(default=None, min_length=1)

    @field_validator("base_url")
    @classmethod
    def _http(cls, url: str | None) -> str | None:
        if url is not None and not url.startswith(("http://", "https://")):
            raise ValueError("not an http(s) URL")
        return url


class EvalConfig(BaseModel):
    """The whole file."""

    model_config = ConfigDict(extra="forbid")

    run: RunSection = Field(default_factory=RunSection)
    models: list[ModelEntry] = Field(min_length=1)


_FIXES = {
    "missing": "add it",
    "too_short": "give at least one",
}


def _problem(path: Path, loc: tuple, message: str, fix: str) -> str:
    return f"{path}: {json_path(loc) or '(file)'}: {message} (fix: {fix})"


def _schema_problem(path: Path, error: dict) -> str:
    loc = error["loc"]
    if error["type"] == "extra_forbidden":
        return _problem(path, loc, "unknown key", _unknown_key_fix(loc))
    return _problem(path, loc, error["msg"], _FIXES.get(error["type"], "see the keys and values documented in docs/run.md"))


def _unknown_key_fix(loc: tuple) -> str:
    """The nearest known key of the table the unknown one is in, else the known keys."""
    from rapidfuzz import fuzz, process

    section = {"run": RunSection, "models": ModelEntry}.get(loc[0]) if len(loc) > 1 else EvalConfig
    known = list(section.model_fields) if section else []
    near = process.extractOne(str(loc[-1]), known, scorer=fuzz.ratio, score_cutoff=70)
    if near:
        return f"did you mean {near[0]!r}?"
    table = {RunSection: "[run]", ModelEntry: "[[models]]"}.get(section, "the file")
    return f"remove it or correct its spelling; the keys of {table}: {', '.join(known)} (docs/run.md)"


def read_config(path: Path) -> EvalConfig:
    """Parse and validate an evaluation file; relative paths in it are made relative to its folder. Every mistake
    of the schema and of what the schema cannot say is one ConfigError, in file order."""
    path = Path(path)
    raw = _load(path)
    config, _, found = _validated(path, raw)
    if found:
        raise ConfigError(*_in_file_order(raw, found))
    return _rebased(config, path.parent)


def read_all(path: Path, *, require_keys: bool = True) -> tuple[EvalConfig, list[Any], list[Any]]:
    """The file, its prompts and its model specs. Every mistake the file holds (schema, names used twice, prompts,
    models, key variables, the figures folder or suite, a replay file without the model an entry names) is one
    ConfigError in file order, so that fixing one never reveals the next."""
    path = Path(path)
    raw = _load(path)
    config, indices, found = _validated(path, raw)
    config = _rebased(config, path.parent)
    prompts = _collect(found, lambda: check_prompts(path, config), ("run", "prompts"))
    specs = _collect(found, lambda: resolve_models(path, config, require_keys=require_keys, indices=indices),
                     ("models",))
    found += figure_problems(path, config.run) + replay_problems(path, config, indices, _reason)
    if found:
        raise ConfigError(*_in_file_order(raw, found))
    return config, prompts, specs


def _load(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such file (fix: pass an evaluation file; 'vlmeval init' writes an example)") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: cannot read: {e} (fix: pass a readable UTF-8 TOML file)") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: not valid TOML: {e} (fix: correct the TOML syntax at that place)") from None


def _validated(path: Path, raw: dict) -> tuple[EvalConfig, list[int], list[Placed]]:
    """The config, the file index of each of its model entries, and the file's mistakes. Where the schema finds
    mistakes, each bad key is left out (its default taken) so that the checks behind the schema still see the
    entries around it; a section or entry that still fails is left out."""
    try:
        config = EvalConfig.model_validate(raw)
        return config, list(range(len(config.models))), _check(path, config.run, list(enumerate(config.models)))
    except ValidationError as e:
        found = [(error["loc"], _schema_problem(path, error)) for error in e.errors()]
    bad = {loc[:3] if loc[:1] == ("models",) else loc[:2] for loc, _ in found}

    def cleaned(table: Any, prefix: tuple) -> dict | None:
        return {k: v for k, v in table.items() if prefix + (k,) not in bad} if isinstance(table, dict) else None

    run = _try(RunSection, cleaned(raw.get("run", {}), ("run",))) or RunSection()
    entries = raw.get("models") if isinstance(raw.get("models"), list) else []
    indexed = [(i, m) for i, e in enumerate(entries) if (m := _try(ModelEntry, cleaned(e, ("models", i)))) is not None]
    config = EvalConfig.model_construct(run=run, models=[m for _, m in indexed])
    return config, [i for i, _ in indexed], found + _check(path, run, indexed)


def _try(model: type[BaseModel], table: dict | None) -> Any:
    try:
        return None if table is None else model.model_validate(table)
    except ValidationError:
        return None


def _collect(found: list[Placed], stage, fallback: tuple) -> list[Any]:
    """Run a check; its problem lines join ``found`` at their places."""
    try:
        return stage()
    except ConfigError as e:
        locs = e.locs or [fallback] * len(e.problems)
        found.extend(zip(locs, e.problems))
        return []


def _in_file_order(raw: dict, found: list[Placed]) -> list[str]:
    """The problem lines ordered by where their place is in the file (a parsed TOML table keeps the file's key
    order); a missing key sorts at the end of its table, and lines at one place keep the order they were found."""
    def position(loc: tuple) -> tuple:
        key: list[int] = []
        node: Any = raw
        for part in loc:
            if isinstance(node, dict):
                keys = list(node)
                key.append(keys.index(part) if part in keys else len(keys))
                node = node.get(part)
            elif isinstance(node, list) and isinstance(part, int) and part < len(node):
                key.append(part)
                node = node[part]
            else:
                key.append(0)
                node = None
        return tuple(key)

    ordered = sorted(enumerate(found), key=lambda item: (position(item[1][0]), item[0]))
    return list(dict.fromkeys(line for _, (_, line) in ordered))


def _check(path: Path, run: RunSection, indexed: list[tuple[int, ModelEntry]]) -> list[Placed]:
    """What the schema cannot say: names used twice, suite and figures together, sampling on a recording."""
    found: list[Placed] = []

    def add(loc: tuple, message: str, fix: str) -> None:
        found.append((loc, _problem(path, loc, message, fix)))

    if run.suite is not None and run.figures is not None:
        add(("run", "figures"), "both suite and figures are given", "keep one of them")
    seen: dict[str, tuple[int, str]] = {}
    for i, entry in indexed:
        folder = safe_label(entry.name)  # the run folders are named after it
        if folder in seen:
            first, other = seen[folder]
            problem = (f"{entry.name!r} is already the name of models[{first}]" if other == entry.name else
                       f"{entry.name!r} and models[{first}] {other!r} would share the run folder {folder}")
            add(("models", i, "name"), problem, "give each model its own name, in letters or digits")
        seen.setdefault(folder, (i, entry.name))
        local = entry.model == "ocr-baseline" and entry.base_url is None
        if entry.model.startswith("replay:") or local:
            given = [f for f in (*SAMPLING_FIELDS, "base_url", "api_key_env") if getattr(entry, f) is not None]
            if given:
                what = "replays recorded descriptions" if not local else "is the offline captioner"
                add(("models", i, given[0]), f"{entry.model!r} {what}; nothing is sampled or sent",
                    f"remove {', '.join(given)}")
    return found


def _rebased(config: EvalConfig, folder: Path) -> EvalConfig:
    """The file's relative paths made relative to its folder (a prompt only where such a file exists there)."""
    def rebase(p: Path | None) -> Path | None:
        return p if p is None or p.expanduser().is_absolute() else folder / p

    r = config.run
    run = r.model_copy(update={
        "figures": rebase(r.figures), "out": rebase(r.out), "cache_dir": rebase(r.cache_dir),
        "registry": rebase(r.registry), "prompts": [str(folder / p) if (folder / p).is_file() else p for p in r.prompts]})
    models = []
    for entry in config.models:
        target = entry.model.removeprefix("replay:")
        if entry.model.startswith("replay:") and target:
            entry = entry.model_copy(update={"model": f"replay:{rebase(Path(target))}"})
        models.append(entry)
    return config.model_copy(update={"run": run, "models": models})


def resolve_models(path: Path, config: EvalConfig, *, require_keys: bool = True,
                   environ: dict[str, str] | None = None, indices: list[int] | None = None) -> list[Any]:
    """A ModelSpec per entry (seed and system prompt included); every bad model and every key variable that is not
    set is a line of one ConfigError at its place, before anything is sent."""
    from vlmeval.run.models.registry import RegistryError, resolve_model

    env = os.environ if environ is None else environ
    specs, problems, locs = [], [], []
    for i, entry in zip(indices if indices is not None else range(len(config.models)), config.models):
        try:
            spec = resolve_model(entry.model, name=entry.name, registry=config.run.registry, base_url=entry.base_url,
                                 api_key_env=entry.api_key_env, temperature=entry.temperature,
                                 max_tokens=entry.max_tokens, environ=dict(env))
        except RegistryError as e:
            reason = _reason(str(e)).removeprefix(f"--model {entry.model}: ")
            locs.append(("models", i, "model"))
            problems.append(_problem(path, ("models", i, "model"), reason, MODEL_FIX))
            continue
        updates = {k: getattr(entry, k) for k in ("seed", "system_prompt") if getattr(entry, k) is not None}
        spec = spec.model_copy(update=updates)
        if require_keys and spec.kind == "openai" and spec.api_key_env and not env.get(spec.api_key_env):
            place = "api_key_env" if entry.api_key_env else "model"
            locs.append(("models", i, place))
            problems.append(_problem(path, ("models", i, place), f"the key variable {spec.api_key_env} is not set",
                                     f"export {spec.api_key_env}=... before the run, or name another variable with "
                                     "api_key_env"))
        specs.append(spec)
    if problems:
        raise ConfigError(*problems, locs=locs)
    return specs


def check_entries(path: Path, config: EvalConfig, *, require_keys: bool = True) -> tuple[list[Any], list[Any]]:
    """The prompts and the model specs of a file read by ``read_config``; the mistakes in both are one ConfigError."""
    problems: list[str] = []

    def collect(stage):
        try:
            return stage()
        except ConfigError as e:
            problems.extend(e.problems)
            return []

    prompts = collect(lambda: check_prompts(path, config))
    specs = collect(lambda: resolve_models(path, config, require_keys=require_keys))
    if problems:
        raise ConfigError(*problems)
    return prompts, specs


def entry_problem(path: Path, config: EvalConfig, index: int, message: str) -> str:
    """An adapter's error about models[index] as a problem line at its place: the name, where a replay file holds
    no model of that name, else the model."""
    return entry_placed(path, index, _reason(message))[1]


def _reason(message: str) -> str:
    """A registry message without its own '(fix: ...)' tail, which speaks of command-line options."""
    return message.split(" (fix:")[0].split(" (check")[0]


def check_prompts(path: Path, config: EvalConfig) -> list[Any]:
    """Each prompt loaded; every missing or clashing one is a line of one ConfigError at its place."""
    from vlmeval.run.runner import RunError, load_prompt

    prompts, problems, locs = [], [], []
    first: dict[str, int] = {}  # prompt id -> the index that has it first
    for i, choice in enumerate(config.run.prompts):
        try:
            prompt = load_prompt(choice)
        except RunError as e:
            locs.append(("run", "prompts", i))
            problems.append(_problem(path, ("run", "prompts", i), _reason(str(e)).removeprefix("--prompt "),
                                     "a prompt id from prompts/ (describe-v1, ...) or a prompt file next to the "
                                     "evaluation file"))
            continue
        if prompt.id in first:  # the id names the run folders and the leaderboard rows
            locs.append(("run", "prompts", i))
            problems.append(_problem(path, ("run", "prompts", i), f"its id {prompt.id!r} is also the id of "
                                     f"run.prompts[{first[prompt.id]}]", "give the prompt files different names"))
            continue
        first[prompt.id] = i
        prompts.append(prompt)
    if problems:
        raise ConfigError(*problems, locs=locs)
    return prompts
