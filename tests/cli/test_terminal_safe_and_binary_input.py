"""Every string that reaches a terminal goes through one sanitiser (a model name holding ``\\x1b[2J`` cleared the
screen from ``score``'s summary), and a binary file or an image given to ``score`` is one message naming the file,
not one 'not valid JSON' line per line of bytes."""

from __future__ import annotations

import json

import pytest

from reports_helpers import seed_lines
from run_helpers import PROJECT, cli, tiny_png
from vlmeval.console import printable

HOSTILE = "evil\x1b[2J\x1b]0;title\x07name\u202e\x9b"


def test_printable_makes_control_characters_visible_and_inert():
    shown = printable(HOSTILE)
    assert not any(ch in shown for ch in "\x1b\x07\u202e\x9b")
    assert shown.startswith("evil\\x1b[2J") and printable("R1-Qwen 56.3 ½\nnext\tcell") == "R1-Qwen 56.3 ½\nnext\tcell"


def test_a_model_name_with_escapes_is_printed_inert_in_the_summary(tmp_path):
    src = tmp_path / "d.jsonl"
    src.write_text(json.dumps(dict(seed_lines()[0], model=HOSTILE)) + "\n", encoding="utf-8")
    result = cli("score", str(src), "--out", str(tmp_path / "out"), "--no-progress")
    assert result.returncode == 0, result.stderr
    assert "\x1b" not in result.stdout + result.stderr and "\u202e" not in result.stdout
    assert "evil\\x1b[2J" in result.stdout


@pytest.mark.parametrize("name, content, kind", [
    ("figure.png", tiny_png(3), "a PNG image"),
    ("d.jsonl", b"{}\n\x00\x01\x02garbage\n" * 50, "a binary file (it holds NUL bytes)"),
    ("d.jsonl", bytes(range(128, 256)) * 40, "a binary file (not UTF-8 text)"),
])
def test_a_binary_file_is_one_message_naming_it(tmp_path, name, content, kind):
    path = tmp_path / name
    path.write_bytes(content)
    result = cli("score", str(path), "--out", str(tmp_path / "out"))
    assert result.returncode == 2
    assert result.stderr.count("error:") == 1 and "not valid JSON" not in result.stderr
    assert f"{path}: {kind}, not descriptions (fix:" in " ".join(result.stderr.split())


def test_a_stray_byte_in_a_text_file_is_still_read_line_by_line(tmp_path):
    lines = [json.dumps(line) for line in seed_lines()[:2]]
    path = tmp_path / "d.jsonl"
    path.write_bytes(lines[0].encode() + b"\n\xe9 not json\n" + lines[1].encode() + b"\n")
    result = cli("score", str(path), "--out", str(tmp_path / "out"), "--no-progress")
    assert result.returncode == 1 and "2 scored, 1 skipped" in result.stdout, result.stderr
