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
mistake: every mistake of a stage at once (the schema, then what the schema cannot say, then prompts and models),
not only the first; an unknown key names the nearest known one.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from vlmeval.groundtruth.load import json_path
from vlmeval.runner import safe_label

SAMPLING_FIELDS = ("temperature", "seed", "max_tokens", "system_prompt")


class ConfigError(ValueError):
    """An evaluation file that cannot be used: ``problems`` holds one ``FILE: place: problem (fix: ...)`` line per
    mistake; the message is those lines."""

    def __init__(self, *problems: str) -> None:
        super().__init__("\n".join(problems))
        self.problems: list[str] = list(problems)


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
    """Parse and validate an evaluation file; relative paths in it are made relative to its folder."""
    path = Path(path)
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such file (fix: pass an evaluation file; 'vlmeval init' writes an example)") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"{path}: cannot read: {e} (fix: pass a readable UTF-8 TOML file)") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: not valid TOML: {e} (fix: correct the TOML syntax at that place)") from None
    try:
        config = EvalConfig.model_validate(raw)
    except ValidationError as e:
        raise ConfigError(*dict.fromkeys(_schema_problem(path, error) for error in e.errors())) from None
    problems = _check(path, config)
    if problems:
        raise ConfigError(*problems)
    return _rebased(config, path.parent)


def _check(path: Path, config: EvalConfig) -> list[str]:
    """What the schema cannot say: names used twice, suite and figures together, sampling on a recording."""
    problems = []
    if config.run.suite is not None and config.run.figures is not None:
        problems.append(_problem(path, ("run", "figures"), "both suite and figures are given", "keep one of them"))
    seen: dict[str, int] = {}
    for i, entry in enumerate(config.models):
        folder = safe_label(entry.name)  # the run folders are named after it
        if folder in seen:
            other = config.models[seen[folder]].name
            problem = (f"{entry.name!r} is already the name of models[{seen[folder]}]" if other == entry.name else
                       f"{entry.name!r} and models[{seen[folder]}] {other!r} would share the run folder {folder}")
            problems.append(_problem(path, ("models", i, "name"), problem,
                                     "give each model its own name, in letters or digits"))
        seen.setdefault(folder, i)
        local = entry.model == "ocr-baseline" and entry.base_url is None
        if entry.model.startswith("replay:") or local:
            given = [f for f in (*SAMPLING_FIELDS, "base_url", "api_key_env") if getattr(entry, f) is not None]
            if given:
                what = "replays recorded descriptions" if not local else "is the offline captioner"
                problems.append(_problem(path, ("models", i, given[0]), f"{entry.model!r} {what}; nothing is "
                                         f"sampled or sent", f"remove {', '.join(given)}"))
    return problems


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
                   environ: dict[str, str] | None = None) -> list[Any]:
    """A ModelSpec per entry (seed and system prompt included); every bad model and every key variable that is not
    set is a line of one ConfigError at its place, before anything is sent."""
    from vlmeval.models.registry import RegistryError, resolve_model

    env = os.environ if environ is None else environ
    specs, problems = [], []
    for i, entry in enumerate(config.models):
        try:
            spec = resolve_model(entry.model, name=entry.name, registry=config.run.registry, base_url=entry.base_url,
                                 api_key_env=entry.api_key_env, temperature=entry.temperature,
                                 max_tokens=entry.max_tokens, environ=dict(env))
        except RegistryError as e:
            reason = _reason(str(e)).removeprefix(f"--model {entry.model}: ")
            problems.append(_problem(path, ("models", i, "model"), reason, "name an existing replay file, a registry "
                                     "entry or a model id"))
            continue
        updates = {k: getattr(entry, k) for k in ("seed", "system_prompt") if getattr(entry, k) is not None}
        spec = spec.model_copy(update=updates)
        if require_keys and spec.kind == "openai" and spec.api_key_env and not env.get(spec.api_key_env):
            place = "api_key_env" if entry.api_key_env else "model"
            problems.append(_problem(path, ("models", i, place), f"the key variable {spec.api_key_env} is not set",
                                     f"export {spec.api_key_env}=... before the run, or name another variable with "
                                     "api_key_env"))
        specs.append(spec)
    if problems:
        raise ConfigError(*problems)
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
    place = "name" if "no descriptions by a model" in message or "holds descriptions by" in message else "model"
    fix = (f"set name to a model the recording holds" if place == "name" else
           "name an existing replay file, a registry entry or a model id")
    return _problem(path, ("models", index, place), _reason(message), fix)


def _reason(message: str) -> str:
    """A registry message without its own '(fix: ...)' tail, which speaks of command-line options."""
    return message.split(" (fix:")[0].split(" (check")[0]


def check_prompts(path: Path, config: EvalConfig) -> list[Any]:
    """Each prompt loaded; every missing or clashing one is a line of one ConfigError at its place."""
    from vlmeval.runner import RunError, load_prompt

    prompts, problems = [], []
    first: dict[str, int] = {}  # prompt id -> the index that has it first
    for i, choice in enumerate(config.run.prompts):
        try:
            prompt = load_prompt(choice)
        except RunError as e:
            problems.append(_problem(path, ("run", "prompts", i), _reason(str(e)).removeprefix("--prompt "),
                                     "a prompt id from prompts/ (describe-v1, ...) or a prompt file next to the "
                                     "evaluation file"))
            continue
        if prompt.id in first:  # the id names the run folders and the leaderboard rows
            problems.append(_problem(path, ("run", "prompts", i), f"its id {prompt.id!r} is also the id of "
                                     f"run.prompts[{first[prompt.id]}]", "give the prompt files different names"))
            continue
        first[prompt.id] = i
        prompts.append(prompt)
    if problems:
        raise ConfigError(*problems)
    return prompts
