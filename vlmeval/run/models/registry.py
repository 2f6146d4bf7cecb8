"""Which model ``--model X`` means: the model registry and the adapter it builds.

``--model`` accepts:
    ocr-baseline        the offline captioner (no network, no key)
    replay:PATH         recorded descriptions (a JSONL in the ``vlmeval score`` line format)
    NAME                an entry of the registry (bundled ``models.toml``, then ``./models.toml`` or ``--registry``)
    anything else       a model id on an OpenAI-compatible endpoint: ``--base-url``, else ``OPENAI_BASE_URL``,
                        else OpenAI itself

Keys are only ever read from the environment variable an entry names (``api_key_env``); the key itself is
never stored in a spec, a cache key, a manifest or a log.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from vlmeval.errors import RegistryError
from vlmeval.groundtruth.load import json_path
from vlmeval.run.models.base import ModelSpec

BUNDLED_REGISTRY = Path(__file__).with_name("models.toml")
LOCAL_REGISTRY = Path("models.toml")
OPENAI_BASE_URL = "https://api.openai.com/v1"
OCR_BASELINE = "ocr-baseline"
REPLAY_PREFIX = "replay:"


class RegistryEntry(BaseModel):
    """One ``[models.NAME]`` table of a registry file."""

    model_config = ConfigDict(extra="forbid")

    base_url: str
    model: str = Field(description="The model id sent to the endpoint.")
    api_key_env: str | None = Field(default=None, description="Environment variable holding the key; none for keyless endpoints.")
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    max_tokens: int = Field(default=4096, ge=1)
    seed: int | None = Field(default=None, description="Sampling seed sent with each request (servers may ignore it).")
    system_prompt: str | None = Field(default=None, description="A system message sent before the prompt.")
    price_input_per_mtok: float | None = Field(default=None, ge=0.0, description="USD per million input tokens.")
    price_output_per_mtok: float | None = Field(default=None, ge=0.0, description="USD per million output tokens.")


def read_registry(path: Path) -> dict[str, RegistryEntry]:
    """Entries of one registry file; every problem raises RegistryError naming the file, the place and the fix."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise RegistryError(f"{path}: not valid TOML: {e} (fix the TOML syntax)") from None
    except OSError as e:
        raise RegistryError(f"{path}: cannot read: {e.strerror} (check the path given with --registry)") from None
    unknown = sorted(set(raw) - {"models"})
    if unknown:
        raise RegistryError(f"{path}: unknown top-level key(s) {', '.join(unknown)} (fix: put each model under [models.NAME])")
    models = raw.get("models", {})
    if not isinstance(models, dict):
        raise RegistryError(f"{path}: models: must be a table (fix: write [models.NAME] tables)")
    entries: dict[str, RegistryEntry] = {}
    for name, table in models.items():
        try:
            entries[name] = RegistryEntry.model_validate(table)
        except ValidationError as e:
            first = e.errors()[0]
            place = json_path(("models", name, *first["loc"]))
            raise RegistryError(f"{path}: {place}: {first['msg']} (fix: see the fields documented in docs/run.md; "
                                f"{len(e.errors())} problem(s) in this entry)") from None
    return entries


def load_registry(path: Path | None = None) -> tuple[dict[str, RegistryEntry], dict[str, Path]]:
    """The bundled registry overlaid with the user's (``path``, else ``./models.toml`` if present).

    Returns the entries and the file each came from.
    """
    files = [BUNDLED_REGISTRY]
    if path is not None:
        if not Path(path).is_file():
            raise RegistryError(f"{path}: no such registry file (fix: pass an existing models.toml to --registry)")
        files.append(Path(path))
    elif LOCAL_REGISTRY.is_file():
        files.append(LOCAL_REGISTRY)
    entries: dict[str, RegistryEntry] = {}
    origin: dict[str, Path] = {}
    for file in files:
        for name, entry in read_registry(file).items():
            entries[name] = entry
            origin[name] = file
    return entries, origin


def resolve_model(
    model: str,
    *,
    name: str | None = None,
    registry: Path | None = None,
    base_url: str | None = None,
    api_key_env: str | None = None,
    temperature: float | None = None,
    max_tokens: int | None = None,
    environ: dict[str, str] | None = None,
) -> ModelSpec:
    """Turn ``--model`` and the options beside it into a ModelSpec (see the module docstring)."""
    env = os.environ if environ is None else environ
    if model == OCR_BASELINE and base_url is None:  # with --base-url: the captioner behind a `vlmeval serve`
        return ModelSpec(kind="ocr-baseline", name=name or OCR_BASELINE, source="built in")
    if model.startswith(REPLAY_PREFIX):
        path = _replay_file(model)
        return ModelSpec(kind="replay", name=name or "", replay_path=path, source=str(path))
    entries, origin = load_registry(registry)
    overrides: dict[str, Any] = {}
    if base_url is not None:
        overrides["base_url"] = base_url
    if api_key_env is not None:
        overrides["api_key_env"] = api_key_env
    if model in entries:
        fields = entries[model].model_dump()
        source = str(origin[model])
    elif base_url is not None:
        # An ad hoc endpoint gets no key unless one is named: OPENAI_API_KEY is never sent to a third party by accident.
        fields = RegistryEntry(base_url=base_url, model=model).model_dump()
        source = "--base-url"
    else:
        env_base = env.get("OPENAI_BASE_URL")
        fields = RegistryEntry(base_url=env_base or OPENAI_BASE_URL, model=model, api_key_env="OPENAI_API_KEY").model_dump()
        source = "OPENAI_BASE_URL" if env_base else "OpenAI default endpoint"
    fields.update(overrides)
    if temperature is not None:
        fields["temperature"] = temperature
    if max_tokens is not None:
        fields["max_tokens"] = max_tokens
    return ModelSpec(kind="openai", name=name or model, model_id=fields.pop("model"), source=source, **fields)


def _replay_file(model: str) -> Path:
    """The descriptions file of ``replay:PATH``; a missing path, a folder or no file is an error that says which."""
    given = model[len(REPLAY_PREFIX):]
    if not given:
        raise RegistryError(f"--model {model}: no path after 'replay:' (fix: replay:PATH with PATH a descriptions JSONL)")
    path = Path(given).expanduser()
    if path.is_dir():
        inside = path / "descriptions.jsonl"
        hint = f"replay:{inside}, the run's descriptions" if inside.is_file() else "replay:PATH with PATH a descriptions JSONL"
        raise RegistryError(f"--model {model}: {str(path)!r} is a folder, not a file (fix: {hint})")
    if not path.is_file():
        raise RegistryError(f"--model {model}: no such file {str(path)!r} (fix: replay:PATH with PATH a descriptions JSONL)")
    return path


def api_key_for(spec: ModelSpec, environ: dict[str, str] | None = None) -> str | None:
    """The key from the environment variable the spec names; a clear error if it is named but unset."""
    if spec.api_key_env is None:
        return None
    env = os.environ if environ is None else environ
    key = env.get(spec.api_key_env)
    if not key:
        raise RegistryError(f"model {spec.name!r} needs an API key in the environment variable {spec.api_key_env}, "
                            f"which is not set (fix: export {spec.api_key_env}=..., or name another variable with "
                            f"--api-key-env)")
    return key


def build_adapter(spec: ModelSpec, *, require_key: bool = True, **client_options: Any):
    """The adapter for a spec. ``client_options`` (timeout_s, retry) apply to the OpenAI-compatible client.
    ``require_key=False`` (a dry run, which sends nothing) builds it without a key when the key is not set.

    Provider modules are imported here, lazily, so that ``vlmeval --help`` stays fast.
    """
    if spec.kind == "ocr-baseline":
        try:
            from vlmeval.run.models.ocr_baseline import OcrBaselineAdapter
        except ModuleNotFoundError as e:
            if e.name != "vlmeval.run.models.ocr_baseline":
                raise
            raise RegistryError("the ocr-baseline captioner is not part of this build (vlmeval/run/models/ocr_baseline.py "
                                "is missing); choose another --model") from None
        adapter = OcrBaselineAdapter()
        if spec.name != OCR_BASELINE:
            adapter.name = spec.name
        adapter.max_concurrency = 1  # the OCR model already uses every core for one image
        return adapter
    if spec.kind == "replay":
        from vlmeval.run.models.replay import ReplayAdapter

        return ReplayAdapter(spec.replay_path, name=spec.name or None)
    from vlmeval.run.models.openai_compat import OpenAICompatAdapter

    try:
        key = api_key_for(spec)
    except RegistryError:
        if require_key:
            raise
        key = None
    return OpenAICompatAdapter(spec, api_key=key, **client_options)
