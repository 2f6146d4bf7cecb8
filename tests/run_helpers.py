"""Synthetic figures, recorded answers and a real ``vlmeval serve`` subprocess for the run/serve/cache tests."""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import struct
import subprocess
import sys
import time
import urllib.request
import zlib
from contextlib import contextmanager
from pathlib import Path

from inprocess_cli import run_main

PROJECT = Path(__file__).resolve().parents[1]
VLMEVAL = [sys.executable, "-c", "from vlmeval.cli import main; main()"]
SEEDS_JSONL = PROJECT / "reports" / "seed_descriptions.jsonl"


def tiny_png(seed: int) -> bytes:
    """A valid 1x1 PNG whose colour (and so hash) depends on ``seed``."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    pixel = bytes([0, seed % 256, (seed // 256) % 256, 7])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(pixel)) + chunk(b"IEND", b""))


def synth_id(i: int) -> str:
    return f"synth-{i:03d}"


def write_figures(folder: Path, n: int, with_image: bool = True) -> list[str]:
    """``n`` valid one-panel heatmap figures, each with its own image."""
    folder.mkdir(parents=True, exist_ok=True)
    ids = []
    for i in range(n):
        fid = synth_id(i)
        record = {"id": fid, "kind": "heatmap", "layout": {"rows": 1, "cols": 1},
                  "panels": [{"title": f"Panel {i}", "x": {"label": "x", "ticks": [1, 2]}, "y": {"label": "y", "ticks": [1]},
                              "data": {"rows": [1], "columns": [1, 2], "values": [[round(0.1 * (i % 9), 1), 0.5]],
                                       "decimals": 1}, "values_printed": True}]}
        if with_image:
            png = tiny_png(i)
            (folder / f"{fid}.png").write_bytes(png)
            record["image"] = {"path": f"{fid}.png", "sha256": hashlib.sha256(png).hexdigest()}
        (folder / f"{fid}.json").write_text(json.dumps(record), encoding="utf-8")
        ids.append(fid)
    return ids


def recorded_text(fid: str) -> str:
    return f"## {fid}\nOne panel. The values are 0.5 and more; recorded answer for {fid}."


def write_replay(path: Path, ids: list[str], model: str = "recorded-model") -> Path:
    with path.open("w", encoding="utf-8") as f:
        for fid in ids:
            f.write(json.dumps({"figure_id": fid, "model": model, "text": recorded_text(fid)}) + "\n")
    return path


def read_jsonl(path: Path) -> list[dict]:
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def cli(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """``vlmeval ARGS`` with stdout and stderr piped: called in this process as a fresh one would run it
    (``inprocess_cli``), except ``serve``, which listens until stopped and so gets its own process."""
    full_env = {**os.environ, "COLUMNS": "200", **(env or {})}
    if args[:1] == ("serve",):
        return subprocess.run([*VLMEVAL, *args], capture_output=True, text=True, env=full_env, cwd=cwd, timeout=timeout)
    return run_main([str(a) for a in args], full_env, cwd, timeout)


ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")


def cli_in_terminal(*args: str, columns: int, cwd: Path | None = None, timeout: float = 120) -> tuple[int, str]:
    """The CLI with stdout and stderr on a real pseudo-terminal ``columns`` wide: (exit code, what it showed,
    colours stripped)."""
    return _in_terminal([*VLMEVAL, *args], columns, cwd, timeout)


def _in_terminal(command: list[str], columns: int, cwd: Path | None, timeout: float) -> tuple[int, str]:
    import fcntl
    import pty
    import select
    import termios

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE")}
    process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, cwd=cwd,
                               env={**env, "COLUMNS": str(columns), "LINES": "50", "TERM": "xterm-256color"})
    os.close(slave)
    chunks, deadline = [], time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.5)
        try:
            data = os.read(master, 65536) if ready else b""
        except OSError:  # the child closed the terminal
            break
        if ready and not data:
            break
        chunks.append(data)
    os.close(master)
    code = process.wait(timeout=10)
    text = ANSI.sub("", b"".join(chunks).decode("utf-8", "replace")).replace("\r\n", "\n").replace("\r", "")
    return code, text


TERMINAL_SESSION = """
import fcntl, json, os, struct, sys, termios
from vlmeval.cli import main
from vlmeval.console import console, err_console
for args, columns in json.loads(sys.argv[1]):
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
    os.environ["COLUMNS"] = str(columns)
    console.__init__()
    err_console.__init__(stderr=True)
    sys.argv = ["vlmeval", *args]
    try:
        main()
        code = 0
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    sys.stdout.flush()
    sys.stderr.flush()
    print(f"\\n{MARK} {code}", flush=True)
"""
SESSION_MARK = "@@vlmeval-terminal-session-command-ended@@"


def cli_in_terminal_session(commands: list[tuple[list[str], int]], timeout: float = 240) -> list[tuple[int, str]]:
    """Several ``vlmeval ARGS`` commands, one after the other, in ONE process on one pseudo-terminal, each with
    the terminal resized to its width first (and COLUMNS set, the consoles built anew, as a new process would):
    ``cli_in_terminal`` for each, less an interpreter start and a package import per command. Returns (exit code,
    what it showed) per command, in order."""
    code = TERMINAL_SESSION.replace("{MARK}", SESSION_MARK)
    script = [sys.executable, "-c", code, json.dumps([[list(map(str, args)), columns] for args, columns in commands])]
    status, text = _in_terminal(script, commands[0][1], None, timeout)
    assert status == 0, text
    parts = re.split(rf"\n{re.escape(SESSION_MARK)} (-?\d+)\n", text)
    assert len(parts) == 2 * len(commands) + 1 and not parts[-1].strip(), text
    return [(int(parts[2 * i + 1]), parts[2 * i]) for i in range(len(commands))]


class ServeProcess:
    def __init__(self, process: subprocess.Popen, url: str) -> None:
        self.process = process
        self.url = url  # ends in /v1

    def stats(self) -> dict:
        with urllib.request.urlopen(f"{self.url}/stats", timeout=5) as response:
            return json.loads(response.read())

    def requests_for(self, figure_id: str) -> int:
        return self.stats()["figures"].get(figure_id, {}).get("requests", 0)


@contextmanager
def serve(*args: str, env: dict[str, str] | None = None):
    """``vlmeval serve --port 0 ARGS`` as a real subprocess; yields once it prints the URL it listens on."""
    process = subprocess.Popen([*VLMEVAL, "serve", "--port", "0", *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, env={**os.environ, "COLUMNS": "300", **(env or {})})
    try:
        line = process.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+/v1)", line)
        if match is None:
            process.kill()
            raise RuntimeError(f"vlmeval serve did not start: {line}{process.stdout.read()}")
        yield ServeProcess(process, match.group(1))
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        process.stdout.close()


def wait_for(condition, timeout: float = 60.0, interval: float = 0.02) -> None:
    # a bound for a loaded machine (a CLI child starting under a full test run), not a speed check
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not met in time")
        time.sleep(interval)


IMPORT_PROBE = """
import sys
sys.argv = ["vlmeval", *sys.argv[1:]]
{before}
from vlmeval.cli import main
try:
    main()
except SystemExit:
    pass
print("LOADED:", ",".join(m for m in {watched!r} if m in sys.modules), file=sys.stderr)
"""


def modules_loaded_by_cli(args: list[str], watched: tuple[str, ...], before: str = "",
                          timeout: int = 120) -> tuple[subprocess.CompletedProcess, str]:
    """Run ``vlmeval ARGS`` in a fresh interpreter (``before``: code run first) and return the process and the
    watched modules it had loaded when the command ended (comma-separated, empty when none)."""
    done = subprocess.run([sys.executable, "-c", IMPORT_PROBE.format(before=before, watched=watched), *args],
                          capture_output=True, text=True, env={**os.environ, "COLUMNS": "100"}, timeout=timeout)
    last = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
    return done, last.removeprefix("LOADED:").strip()
