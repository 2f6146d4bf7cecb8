"""Prompts: bundled by id or read from a file."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from vlmeval.groundtruth.load import bundled_dir
from vlmeval.run.runner.manifest import RunError


@dataclass(frozen=True)
class Prompt:
    id: str
    text: str
    path: Path

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


# What a replayed run records as its prompt: the descriptions were written earlier, with whatever prompt their
# recording names (a replayed line keeps its own prompt_id); no prompt text is sent to anything.
RECORDED_PROMPT = Prompt(id="recorded", text="", path=Path("recorded"))


def prompts_dir() -> Path:
    return bundled_dir("prompts")


def load_prompt(choice: str) -> Prompt:
    """A bundled prompt by id (``describe-v1``) or a prompt file by path; the id is the file name without ``.md``."""
    path = Path(choice)
    if not path.is_file():
        path = prompts_dir() / f"{choice}.md"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in prompts_dir().glob("*.md"))) or "none"
        raise RunError(f"--prompt {choice!r}: no such prompt (fix: one of {known}, or a path to a prompt file)")
    text = path.read_text(encoding="utf-8").strip()
    if not text:
        raise RunError(f"{path}: the prompt file is empty (fix: write the prompt text into it)")
    return Prompt(id=path.stem, text=text, path=path)
