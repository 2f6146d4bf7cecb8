"""The model registry: bundled and user files, ad hoc endpoints, keys read only from the environment."""

from __future__ import annotations

from pathlib import Path

import pytest

from vlmeval.run.models.registry import (BUNDLED_REGISTRY, OPENAI_BASE_URL, RegistryError, api_key_for, build_adapter,
                                     read_registry, resolve_model)


def test_bundled_registry_entries_resolve_with_prices_and_key_variable():
    entries = read_registry(BUNDLED_REGISTRY)
    assert {"gpt-4o", "gpt-4o-mini", "vllm", "ollama", "vlmeval-serve"} <= set(entries)
    spec = resolve_model("gpt-4o-mini", environ={}, registry=None)
    assert (spec.kind, spec.base_url, spec.model_id, spec.api_key_env) == ("openai", OPENAI_BASE_URL, "gpt-4o-mini", "OPENAI_API_KEY")
    assert spec.cost_usd(1_000_000, 1_000_000) == pytest.approx(0.15 + 0.60)
    assert resolve_model("vllm", environ={}).api_key_env is None  # local servers need no key


def test_user_registry_adds_and_overrides_and_options_win(tmp_path: Path):
    user = tmp_path / "models.toml"
    user.write_text('[models."gpt-4o"]\nbase_url = "https://proxy.example/v1"\nmodel = "gpt-4o-2024-08-06"\n'
                    'api_key_env = "PROXY_KEY"\n\n[models."mine"]\nbase_url = "http://127.0.0.1:9000/v1"\nmodel = "m"\n'
                    'temperature = 0.7\nmax_tokens = 512\n', encoding="utf-8")
    spec = resolve_model("gpt-4o", registry=user, environ={})
    assert (spec.base_url, spec.model_id, spec.api_key_env, spec.priced()) == \
        ("https://proxy.example/v1", "gpt-4o-2024-08-06", "PROXY_KEY", False)
    mine = resolve_model("mine", registry=user, temperature=0.0, name="my-label", environ={})
    assert (mine.name, mine.model_id, mine.temperature, mine.max_tokens, mine.source) == ("my-label", "m", 0.0, 512, str(user))


def test_models_toml_in_the_working_folder_is_read(tmp_path: Path, monkeypatch):
    (tmp_path / "models.toml").write_text('[models."here"]\nbase_url = "http://127.0.0.1:1234/v1"\nmodel = "local"\n')
    monkeypatch.chdir(tmp_path)
    assert resolve_model("here", environ={}).base_url == "http://127.0.0.1:1234/v1"


def test_ad_hoc_endpoints_and_openai_environment_variables():
    adhoc = resolve_model("qwen-vl", base_url="http://127.0.0.1:8000/v1", environ={"OPENAI_API_KEY": "sk-x"})
    assert (adhoc.base_url, adhoc.model_id, adhoc.api_key_env) == ("http://127.0.0.1:8000/v1", "qwen-vl", None)
    with_key = resolve_model("qwen-vl", base_url="http://127.0.0.1:8000/v1", api_key_env="MY_KEY", environ={})
    assert with_key.api_key_env == "MY_KEY"
    env = {"OPENAI_BASE_URL": "https://router.example/api/v1"}
    unknown = resolve_model("vendor/some-vlm", environ=env)
    assert (unknown.base_url, unknown.api_key_env, unknown.source) == ("https://router.example/api/v1", "OPENAI_API_KEY", "OPENAI_BASE_URL")
    assert resolve_model("vendor/some-vlm", environ={}).base_url == OPENAI_BASE_URL


def test_missing_key_names_the_variable_and_never_the_value():
    spec = resolve_model("gpt-4o", environ={})
    with pytest.raises(RegistryError, match=r"OPENAI_API_KEY, which is not set \(fix: export OPENAI_API_KEY=") as err:
        api_key_for(spec, environ={"OPENAI_API_KEY": ""})
    assert api_key_for(spec, environ={"OPENAI_API_KEY": "sk-secret-1"}) == "sk-secret-1"
    assert "sk-secret" not in spec.model_dump_json() and "sk-secret" not in str(err.value)


def test_adapter_identity_holds_what_changes_the_answer_but_not_the_key(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret-identity")
    adapter = build_adapter(resolve_model("gpt-4o", temperature=0.2, max_tokens=100))
    identity = adapter.identity()
    assert identity == {"adapter": "openai", "endpoint": OPENAI_BASE_URL, "model": "gpt-4o", "temperature": 0.2,
                        "max_tokens": 100}
    assert "sk-secret" not in repr(identity)


@pytest.mark.parametrize("text, place", [
    ('[models."x"]\nbase_url = "http://h/v1"\nmodel = "m"\ntemprature = 0.2\n', "models.x.temprature"),
    ('[models."x"]\nmodel = "m"\n', "models.x.base_url"),
    ('[models."x"]\nbase_url = "http://h/v1"\nmodel = "m"\nmax_tokens = 0\n', "models.x.max_tokens"),
    ('[models."x"\nbase_url = 1\n', "line 1"),
    ('[model."x"]\nbase_url = "http://h/v1"\n', "unknown top-level key(s) model"),
])
def test_bad_registry_files_name_the_file_and_the_place(tmp_path: Path, text: str, place: str):
    path = tmp_path / "models.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RegistryError) as err:
        resolve_model("x", registry=path, environ={})
    assert str(path) in str(err.value) and place in str(err.value) and "fix" in str(err.value)


def test_missing_registry_and_replay_files_are_clear_errors(tmp_path: Path):
    with pytest.raises(RegistryError, match="no such registry file"):
        resolve_model("x", registry=tmp_path / "nope.toml")
    with pytest.raises(RegistryError, match=r"no such file .*missing\.jsonl"):
        resolve_model(f"replay:{tmp_path / 'missing.jsonl'}")
