"""``vlmeval run --config eval.toml``: a whole evaluation in one command, resumed after kill -9, and its errors.

The models are recorded descriptions of the bundled DynTS figures: the accurate seed descriptions (healer-alpha
of dynts-r1qwen-benchmarks, site-default-model of dynts-average, both near 1.0) and the same texts with every
cell value moved by 7.3 (``corrupt_numbers``), replayed directly or served by real ``vlmeval serve``
subprocesses on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from inprocess_cli import run_main
from reports_helpers import corrupt_numbers, seed_lines
from run_helpers import VLMEVAL, cli, read_jsonl, serve, wait_for
from vlmeval.run.evalfile import ConfigError, read_config, resolve_models
from vlmeval.cli.init import EXAMPLE

FIGURES = ("dynts-average", "dynts-r1qwen-benchmarks")


def _recordings(folder: Path) -> dict[str, Path]:
    accurate = [line for line in seed_lines() if line["model"] in ("healer-alpha", "site-default-model")]
    assert sorted(line["figure_id"] for line in accurate) == list(FIGURES)
    files = {}
    for name, change in (("accurate", lambda t: t), ("inaccurate", corrupt_numbers)):
        files[name] = folder / f"{name}.jsonl"
        files[name].write_text("".join(json.dumps({"figure_id": line["figure_id"], "model": name,
                                                   "text": change(line["text"])}) + "\n" for line in accurate))
    return files


def _leaderboard_json(out: Path) -> list[dict]:
    result = cli("leaderboard", str(out), "-f", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_two_replayed_models_with_two_repeats_in_one_command(tmp_path):
    _recordings(tmp_path)
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nsuite = "papers"\nprompts = ["describe-v1"]\nrepeats = 2\n\n'
                      '[[models]]\nname = "inaccurate"\nmodel = "replay:inaccurate.jsonl"\n\n'
                      '[[models]]\nname = "accurate"\nmodel = "replay:accurate.jsonl"\n')
    out = tmp_path / "out"
    first = cli("run", "--config", str(config), "--out", str(out), "--cache-dir", str(tmp_path / "cache"))
    assert first.returncode == 0, first.stdout + first.stderr
    folders = sorted(p.relative_to(out).as_posix() for p in out.glob("*/r*"))
    assert folders == ["accurate-recorded/r1", "accurate-recorded/r2", "inaccurate-recorded/r1", "inaccurate-recorded/r2"]
    for folder in out.glob("*/r*"):
        assert sorted(card["figure_id"] for card in read_jsonl(folder / "scorecards.jsonl")) == list(FIGURES)
    # the printed leaderboard: one pooled row per model, the accurate one first, headers whole (not a terminal)
    board = first.stdout[first.stdout.index("leaderboard"):]
    assert board.index("accurate ") < board.index("inaccurate")
    for header in ("overall (attempted)", "overall (scored)", "failure rate", "hallucination rate", "repeats"):
        assert header in board
    assert "…" not in first.stdout
    rows = _leaderboard_json(out)
    assert [(r["model"], r["n_runs"], r["n_descriptions"]) for r in rows] == [("accurate", 2, 4), ("inaccurate", 2, 4)]
    assert rows[0]["overall_attempted"] > 0.95 > 0.7 > rows[1]["overall_attempted"]
    # the same command again resumes every run: nothing is described again
    before = {p: p.read_bytes() for p in out.glob("*/r*/descriptions.jsonl")}
    again = cli("run", "--config", str(config), "--out", str(out), "--cache-dir", str(tmp_path / "cache"))
    assert again.returncode == 0, again.stdout + again.stderr
    assert {p: p.read_bytes() for p in out.glob("*/r*/descriptions.jsonl")} == before
    assert json.loads((out / "evaluation.json").read_text())["runs"][0]["status"] == "complete"


def test_an_evaluation_killed_midway_resumes_without_asking_twice(tmp_path):
    files = _recordings(tmp_path)
    with serve("--model", f"replay:{files['accurate']}", "--suite", "papers", "--latency", "0.4") as good, \
            serve("--model", f"replay:{files['inaccurate']}", "--suite", "papers", "--latency", "0.4") as bad:
        config = tmp_path / "eval.toml"
        config.write_text(f'[run]\nsuite = "papers"\nonly = {json.dumps(list(FIGURES))}\nrepeats = 2\nconcurrency = 1\n\n'
                          f'[[models]]\nname = "inaccurate"\nmodel = "inaccurate"\nbase_url = "{bad.url}"\n'
                          f'temperature = 0.7\n\n'
                          f'[[models]]\nname = "accurate"\nmodel = "accurate"\nbase_url = "{good.url}"\n'
                          f'temperature = 0.7\n')
        out, cache = tmp_path / "out", tmp_path / "cache"
        args = [*VLMEVAL, "run", "--config", str(config), "--out", str(out), "--cache-dir", str(cache)]
        process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   env={**os.environ, "COLUMNS": "200"})
        try:  # kill -9 once the first model's second repeat has begun: one run done, the rest not
            wait_for(lambda: len(read_jsonl(out / "inaccurate-describe-v1" / "r2" / "descriptions.jsonl")) >= 1, 60)
        finally:
            process.send_signal(signal.SIGKILL)
            process.wait()
        done = {p.parent.relative_to(out).as_posix(): len(read_jsonl(p)) for p in out.glob("*/r*/descriptions.jsonl")}
        assert 3 <= sum(done.values()) < 8
        asked = {name: s.stats()["requests"] for name, s in (("inaccurate", bad), ("accurate", good))}
        resumed = cli("run", "--config", str(config), "--out", str(out), "--cache-dir", str(cache), timeout=120)
        assert resumed.returncode == 0, resumed.stdout + resumed.stderr
        for name, server in (("inaccurate", bad), ("accurate", good)):
            finished = sum(n for folder, n in done.items() if folder.startswith(f"{name}-"))
            # what was recorded before the kill is not asked again (an answer in flight at the kill may be)
            assert server.stats()["requests"] - asked[name] <= 4 - finished
            assert server.stats()["requests"] >= 4  # each repeat is its own sample: two requests per figure
    for folder in out.glob("*/r*"):  # every item recorded exactly once
        assert sorted(line["figure_id"] for line in read_jsonl(folder / "descriptions.jsonl")) == list(FIGURES)
    assert len(list(out.glob("*/r*"))) == 4
    board = resumed.stdout[resumed.stdout.index("leaderboard"):]
    assert board.index("accurate ") < board.index("inaccurate")
    assert [r["model"] for r in _leaderboard_json(out)] == ["accurate", "inaccurate"]


@pytest.mark.parametrize("text, message", [
    ('[[models]]\nname = "a"\nmodel = "replay:x.jsonl"\ntemprature = 0.3\n',
     "eval.toml: models[0].temprature: unknown key (fix: did you mean 'temperature'?)"),
    ('[run]\nsuite = "papers"\nrepets = 2\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n',
     "eval.toml: run.repets: unknown key (fix: did you mean 'repeats'?)"),
    ('[run]\nworkers = 2\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n',
     "eval.toml: run.workers: unknown key (fix: remove it or correct its spelling; the keys of [run]: suite, figures, "),
    ('[runs]\nrepeats = 2\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n',
     "eval.toml: runs: unknown key (fix: did you mean 'run'?)"),
    ('[run]\nrepeats = 0\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n',
     "eval.toml: run.repeats: Input should be greater than or equal to 1 (fix:"),
    ('[run]\n', "eval.toml: models: Field required (fix: add it)"),
    ('[[models]]\nname = "a"\nmodel = "ocr-baseline"\n[[models]]\nname = "a"\nmodel = "replay:x.jsonl"\n',
     "eval.toml: models[1].name: 'a' is already the name of models[0] (fix: give each model its own name, in letters or digits)"),
    ('[[models]]\nname = "a b"\nmodel = "ocr-baseline"\n[[models]]\nname = "a-b"\nmodel = "replay:x.jsonl"\n',
     "eval.toml: models[1].name: 'a-b' and models[0] 'a b' would share the run folder a-b (fix:"),
    ('[[models]]\nname = "a"\nmodel = "replay:x.jsonl"\ntemperature = 0.5\n',
     "eval.toml: models[0].temperature: 'replay:x.jsonl' replays recorded descriptions; nothing is sampled or sent "
     "(fix: remove temperature)"),
    ('[run]\nsuite = "papers"\nfigures = "figs"\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n',
     "eval.toml: run.figures: both suite and figures are given (fix: keep one of them)"),
    ('[[models]]\nname = "a"\nmodel = "gpt-x"\nbase_url = "localhost:8000"\n',
     "eval.toml: models[0].base_url: Value error, not an http(s) URL (fix:"),
    ('[run]\nprompts = ["describe-v1", "no-such-prompt"]\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n',
     "eval.toml: run.prompts[1]: 'no-such-prompt': no such prompt (fix: a prompt id from prompts/"),
    ('[run\n', "eval.toml: not valid TOML: Expected ']' at the end of a table declaration (at line 1, column 5)"),
])
def test_a_bad_file_names_the_place_and_the_fix(tmp_path, text, message):
    config = tmp_path / "eval.toml"
    config.write_text(text)
    result = cli("run", "--config", str(config), cwd=tmp_path)
    assert result.returncode == 2
    assert f"error: {tmp_path}/{message}" in " ".join(result.stderr.split())
    assert not (tmp_path / "runs").exists()


def test_every_mistake_of_a_file_is_reported_at_once(tmp_path):
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nconcurency = 4\nrepeats = 0\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n'
                      'temprature = 0.2\n', encoding="utf-8")
    result = cli("run", "--config", str(config), cwd=tmp_path)
    assert result.returncode == 2
    assert sorted(result.stderr.splitlines()) == [
        f"error: {config}: models[0].temprature: unknown key (fix: did you mean 'temperature'?)",
        f"error: {config}: run.concurency: unknown key (fix: did you mean 'concurrency'?)",
        f"error: {config}: run.repeats: Input should be greater than or equal to 1 (fix: see the keys and values "
        "documented in docs/run.md)"]


def test_every_mistake_the_schema_cannot_see_is_reported_at_once(tmp_path):
    """Names used twice, suite with figures, sampling on a recording; then every bad prompt and model together."""
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nsuite = "papers"\nfigures = "figs"\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n'
                      'seed = 1\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n', encoding="utf-8")
    said = cli("run", "--config", str(config), cwd=tmp_path).stderr
    assert [line.split(": ")[2] for line in said.splitlines()] == [
        "run.figures", "run.figures", "models[0].seed", "models[1].name"]  # both given; and figs/ is not there
    config.write_text('[run]\nprompts = ["nope-1", "nope-2"]\n[[models]]\nname = "a"\nmodel = "replay:missing.jsonl"\n',
                      encoding="utf-8")
    result = cli("run", "--config", str(config), cwd=tmp_path)
    assert result.returncode == 2
    assert [line.split(": ")[2] for line in result.stderr.splitlines()] == ["run.prompts[0]", "run.prompts[1]",
                                                                            "models[0].model"]
    with pytest.raises(ConfigError) as raised:  # the library says the same, one line per mistake
        from vlmeval.run.evalfile import check_entries

        check_entries(config, read_config(config))
    assert len(raised.value.problems) == 3 and str(raised.value).count("\n") == 2


def test_a_missing_key_variable_or_replay_file_is_named_before_anything_runs(tmp_path):
    config = tmp_path / "eval.toml"
    config.write_text('[[models]]\nname = "ok"\nmodel = "ocr-baseline"\n\n'
                      '[[models]]\nname = "remote"\nmodel = "gpt-x"\nbase_url = "http://127.0.0.1:9/v1"\n'
                      'api_key_env = "VLMEVAL_TEST_UNSET_KEY"\n')
    env = {k: v for k, v in os.environ.items() if k != "VLMEVAL_TEST_UNSET_KEY"}
    with pytest.raises(ConfigError, match=r"eval.toml: models\[1\].api_key_env: the key variable VLMEVAL_TEST_UNSET_KEY "
                                          r"is not set \(fix: export VLMEVAL_TEST_UNSET_KEY=\.\.\."):
        resolve_models(config, read_config(config), environ=env)
    specs = resolve_models(config, read_config(config), environ={**env, "VLMEVAL_TEST_UNSET_KEY": "sk-test"})
    assert [s.name for s in specs] == ["ok", "remote"]
    config.write_text('[[models]]\nname = "r"\nmodel = "replay:missing.jsonl"\n')
    with pytest.raises(ConfigError, match=r"eval.toml: models\[0\].model: no such file '.*missing.jsonl' \(fix:"):
        resolve_models(config, read_config(config))


def test_other_run_options_are_refused_with_a_file(tmp_path):
    config = tmp_path / "eval.toml"
    config.write_text('[[models]]\nname = "a"\nmodel = "ocr-baseline"\n')
    result = cli("run", "--config", str(config), "--model", "gpt-4o", "--temperature", "0.5", cwd=tmp_path)
    assert result.returncode == 2
    assert "error: --model: not used with --config (fix: set [[models]] model in the evaluation file" in \
        " ".join(result.stderr.split())


def test_init_writes_a_commented_example_that_reads_and_keeps_an_existing_file(tmp_path):
    result = cli("init", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    written = tmp_path / "eval.toml"
    assert written.read_text() == EXAMPLE and EXAMPLE.count("#") > 20
    config = read_config(written)
    assert config.run.suite == "papers" and [m.model for m in config.models] == ["ocr-baseline"]
    # every commented-out key is a real key: uncommented, the file still reads
    uncommented = "\n".join(line[2:] if line.startswith("# ") and (line[2:].startswith("[[") or "=" in line.split("#")[1])
                            else line
                            for line in EXAMPLE.splitlines())
    (tmp_path / "all.toml").write_text(uncommented.replace('suite = "papers"', '# suite'))
    (tmp_path / "descriptions.jsonl").write_text("")
    full = read_config(tmp_path / "all.toml")
    assert [m.name for m in full.models] == ["ocr-baseline", "recorded", "gpt-4o-mini"] and full.models[2].seed == 1
    again = cli("init", cwd=tmp_path)
    assert again.returncode == 2 and "already exists" in again.stderr and written.read_text() == EXAMPLE


def test_a_dry_run_of_a_file_lists_every_run_sends_nothing_and_needs_no_key(tmp_path):
    _recordings(tmp_path)
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nsuite = "papers"\nrepeats = 2\n\n[[models]]\nname = "accurate"\nmodel = "replay:accurate.jsonl"\n\n'
                      '[[models]]\nname = "remote"\nmodel = "gpt-4o-mini"\napi_key_env = "VLMEVAL_TEST_UNSET_KEY"\n'
                      'temperature = 0.5\n')
    env = {k: v for k, v in os.environ.items() if k != "VLMEVAL_TEST_UNSET_KEY"}
    result = run_main(["run", "--config", str(config), "--dry-run", "--no-cache"], env, tmp_path, timeout=60)
    assert result.returncode == 0, result.stderr
    rows = [line for line in result.stdout.splitlines() if line.startswith("│")]
    assert len(rows) == 4 and sum("remote" in row and "describe-v1" in row for row in rows) == 2
    assert "would send 6 request(s)" in result.stdout  # 3 paper figures with an image x 2 repeats; replays send none
    assert not (tmp_path / "runs").exists()
