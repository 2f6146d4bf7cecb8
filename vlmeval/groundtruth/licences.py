"""The licence texts of the repositories that bundled figures come from.

A suite folder that bundles files from public repositories ships each repository's licence file(s), byte for
byte as the repository holds them at the pinned commit, in ``<suite>/LICENSES/<owner>__<repo>/<file name>``
(``ground_truth/real/LICENSES/Rexyyj__COAT/LICENSE``). A record names its repository in ``source.repo``.
"""

from __future__ import annotations

from pathlib import Path

LICENCES_DIR = "LICENSES"


def repo_folder_name(repo: str) -> str:
    """``owner/name`` -> ``owner__name``: the folder of that repository's licence files."""
    owner, _, name = repo.partition("/")
    if not owner or not name or "/" in name:
        raise ValueError(f"{repo!r}: not a repository name (fix: write it as owner/name)")
    return f"{owner}__{name}"


def licence_folder(suite_dir: Path, repo: str) -> Path:
    return suite_dir / LICENCES_DIR / repo_folder_name(repo)


def licence_files(suite_dir: Path, repo: str) -> list[Path]:
    """The licence files shipped for ``repo`` in ``suite_dir``, by name; [] when none is."""
    folder = licence_folder(suite_dir, repo)
    return sorted(p for p in folder.iterdir() if p.is_file()) if folder.is_dir() else []


def suite_dir_of(record: Path) -> Path:
    """The suite folder of a record file: ``ground_truth/real/<paper>/<id>.json`` -> ``ground_truth/real``."""
    return record.parent.parent
