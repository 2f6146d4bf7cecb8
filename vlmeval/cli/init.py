"""``vlmeval init``: write a commented example evaluation file."""

from __future__ import annotations

from pathlib import Path

import typer

from vlmeval.cli.common import console, fail, os_error_message

EXAMPLE = '''\
# A vlmeval evaluation: `vlmeval run --config eval.toml` runs every model x prompt (x repeat) below,
# one run folder each under `out`, shows one progress view and ends with the leaderboard.
# Re-running the same command resumes: nothing already answered is requested again.
# Paths are read relative to this file. Every key is described in docs/run.md.

[run]
suite = "papers"                 # the figures: vlmeval-bench-v1 (papers + synth), real, papers or synth; or, instead:
# figures = "my-figures/"        # a folder of figure JSON files
prompts = ["describe-v1"]        # prompt ids from prompts/, or prompt files (one run per prompt)
repeats = 1                      # runs per (model, prompt); 2 or more for a model that samples (temperature > 0):
                                 # the leaderboard pools them and its intervals include the sampling variance
# only = ["dynts-*"]             # figure id patterns
# limit = 10                     # at most this many figures
# out = "runs/eval"              # default: runs/<this file's name without .toml>
concurrency = 8                  # requests in flight at once, per run
max_error_rate = 0.0             # a run with a larger fraction of failed figures fails the command (exit 1)
# timeout = 120                  # seconds one request may take
# max_retries = 4                # on 429/5xx, timeouts, connection errors, malformed answers
# cache = true                   # the request cache (cache_dir = "..." to move it)

[[models]]
name = "ocr-baseline"            # the label of its runs and leaderboard rows (unique in this file)
model = "ocr-baseline"           # the offline captioner: no network, no key

# [[models]]
# name = "recorded"
# model = "replay:descriptions.jsonl"    # recorded descriptions ({"figure_id", "model", "text"} per line)

# [[models]]
# name = "gpt-4o-mini"
# model = "gpt-4o-mini"                  # a model id, or a name from models.toml
# base_url = "https://api.openai.com/v1" # any OpenAI-compatible endpoint: vLLM, SGLang, Ollama, ...
# api_key_env = "OPENAI_API_KEY"         # the environment variable holding the key (never the key itself)
# temperature = 0.7
# seed = 1                               # repeat k sends seed + k - 1
# max_tokens = 4096
# system_prompt = "You read scientific figures carefully and state only what they show."
'''


def init(
    path: Path = typer.Argument(Path("eval.toml"), help="The file to write."),
    force: bool = typer.Option(False, "--force", help="Replace the file if it exists."),
) -> None:
    """Write a commented example evaluation file for 'vlmeval run --config'."""
    if path.exists() and not force:
        fail(f"{path}: already exists (fix: pass another path, or --force to replace it)")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)  # as every command that writes a file: its folder is made
        path.write_text(EXAMPLE, encoding="utf-8")
    except OSError as e:
        fail(os_error_message(e))
    console.print(f"wrote {path}; run it with: vlmeval run --config {path}", highlight=False, soft_wrap=True)


def register(app: typer.Typer) -> None:
    app.command("init")(init)
