"""`vlmeval run` refuses options the chosen model would silently ignore, and a --registry file that is not there."""

from __future__ import annotations

import pytest

from run_helpers import cli, write_figures, write_replay


@pytest.fixture()
def world(tmp_path):
    ids = write_figures(tmp_path / "figs", 2)
    return {"replay": write_replay(tmp_path / "answers.jsonl", ids), "figures": tmp_path / "figs", "out": tmp_path / "run"}


@pytest.mark.parametrize("extra", [["--temperature", "0.5"], ["--max-tokens", "100"], ["--api-key-env", "MY_KEY"],
                                   ["--base-url", "http://127.0.0.1:9/v1"]])
def test_sampling_and_endpoint_options_with_a_replay_are_refused(world, extra):
    result = cli("run", "--model", f"replay:{world['replay']}", "--figures", str(world["figures"]),
                 "--out", str(world["out"]), *extra)
    assert result.returncode == 2, result.stdout
    assert result.stderr.startswith(f"error: {extra[0]}: --model replay:"), result.stderr
    assert f"(fix: leave out {extra[0]})" in result.stderr
    assert not world["out"].exists()


def test_sampling_options_with_the_offline_captioner_are_refused(world):
    result = cli("run", "--model", "ocr-baseline", "--figures", str(world["figures"]), "--out", str(world["out"]),
                 "--temperature", "0.5")
    assert result.returncode == 2
    assert "error: --temperature: --model ocr-baseline is the offline captioner" in result.stderr


def test_a_registry_file_that_does_not_exist_is_refused(world, tmp_path):
    missing = tmp_path / "nonexistent.toml"
    for model in (f"replay:{world['replay']}", "some-model"):
        result = cli("run", "--model", model, "--figures", str(world["figures"]), "--out", str(world["out"]),
                     "--registry", str(missing), "--dry-run")
        assert result.returncode == 2, result.stdout
        assert result.stderr.startswith(f"error: {missing}: --registry: no such file (fix: "), result.stderr


def test_a_replay_with_no_ignored_option_still_runs(world):
    result = cli("run", "--model", f"replay:{world['replay']}", "--figures", str(world["figures"]), "--out", str(world["out"]))
    assert result.returncode == 0, result.stderr
