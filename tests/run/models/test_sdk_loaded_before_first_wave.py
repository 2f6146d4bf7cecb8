"""``vlmeval run`` loads the OpenAI SDK before the first wave (not on the event loop inside the first request),
and a fully cached re-run still never loads it. Each run is a fresh interpreter against a real ``vlmeval serve``."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from run_helpers import serve, write_figures, write_replay

SCRIPT = """
import json, sys
from pathlib import Path
from vlmeval.run import runner
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.run.models.registry import build_adapter, resolve_model
url, figures_dir, out, cache = sys.argv[1:5]
spec = resolve_model("m", base_url=url)
adapter = build_adapter(spec, max_connections=4)
seen = []
describe = adapter.describe
async def watched(request):
    seen.append("openai" in sys.modules)
    return await describe(request)
adapter.describe = watched
outcome = runner.run(load_figure_set(Path(figures_dir)), adapter, runner.load_prompt("describe-v1"),
                     runner.RunParameters(concurrency=4), Path(out), spec=spec, cache_dir=Path(cache), score=False,
                     progress=False)
print(json.dumps({"loaded_at_first_request": seen[:1], "requests": len(seen), "sdk_loaded": "openai" in sys.modules,
                  "from_cache": outcome.manifest.counts.from_cache}))
"""


def _run(url, figures_dir, out, cache) -> dict:
    done = subprocess.run([sys.executable, "-c", SCRIPT, url, str(figures_dir), str(out), str(cache)],
                          capture_output=True, text=True, env=os.environ, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_sdk_is_loaded_before_the_first_request_and_not_for_a_cached_rerun(tmp_path):
    ids = write_figures(tmp_path / "figures", 6)
    replay = write_replay(tmp_path / "answers.jsonl", ids, "m")
    with serve("--model", f"replay:{replay}", "--figures", str(tmp_path / "figures")) as server:
        first = _run(server.url, tmp_path / "figures", tmp_path / "run-1", tmp_path / "cache")
        again = _run(server.url, tmp_path / "figures", tmp_path / "run-2", tmp_path / "cache")
    assert first["requests"] == 6 and first["loaded_at_first_request"] == [True]
    assert again == {"loaded_at_first_request": [], "requests": 0, "sdk_loaded": False, "from_cache": 6}
