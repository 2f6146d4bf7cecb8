"""Fail loudly when another project's ``vlmeval`` shares this environment.

VLMEvalKit and its forks (``vlmeval``, ``ms-vlmeval``, ``nvidia-vlmeval``) install a package with the same
import name. Installed side by side, one silently overwrites the other's files and both break in confusing
ways. We detect it two ways: files of theirs inside our package folder, and another installed distribution
that claims the top-level name ``vlmeval``.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import sys
from pathlib import Path

OUR_SUMMARY_PREFIX = "Score how truthfully vision-language models describe scientific figures"
# Files and folders that VLMEvalKit's package has and ours never will.
FOREIGN_MARKERS = ("smp", "vlm", "api", "dataset", "inference.py", "inference_mt.py", "tools.py", "config.py")


class ShadowedPackageError(ImportError):
    pass


def _message(detail: str) -> str:
    return (f"vlmeval: another package that is also imported as 'vlmeval' is installed in this environment "
            f"({detail}). This vlmeval is the figure-description evaluator; VLMEvalKit and its forks use the same "
            f"import name and overwrite each other's files. Fix: install them in separate virtual environments "
            f"(python -m venv .venv-vlmeval && . .venv-vlmeval/bin/activate && pip install <this project>).")


def foreign_files(package_dir: Path) -> list[str]:
    return sorted(name for name in FOREIGN_MARKERS if (package_dir / name).exists())


def _claims_vlmeval(dist: metadata.Distribution) -> bool:
    top_level = dist.read_text("top_level.txt")
    if top_level and "vlmeval" in top_level.split():
        return True
    return any(str(f).startswith("vlmeval/") for f in (dist.files or []))


def _candidate_distributions():
    """Installed distributions whose metadata folder names vlmeval (cheaper than reading every METADATA)."""
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            if "vlmeval" in name.lower() and name.endswith((".dist-info", ".egg-info")):
                yield metadata.PathDistribution(Path(entry or ".") / name)


def foreign_distributions() -> list[str]:
    found = []
    for dist in _candidate_distributions():
        ours = (dist.metadata["Summary"] or "").startswith(OUR_SUMMARY_PREFIX)
        if not ours and _claims_vlmeval(dist):
            found.append(f"{dist.metadata['Name']} {dist.version}")
    return sorted(set(found))


def check_not_shadowed() -> None:
    if os.environ.get("VLMEVAL_SKIP_NAME_GUARD") == "1":
        return
    files = foreign_files(Path(__file__).resolve().parent)
    if files:
        raise ShadowedPackageError(_message(f"foreign files in the package folder: {', '.join(files)}"))
    dists = foreign_distributions()
    if dists:
        raise ShadowedPackageError(_message(f"also installed: {', '.join(dists)}"))
