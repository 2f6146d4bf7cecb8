"""The licence texts an export carries: each exported figure's repository's licence file(s), copied from the
bundled ``LICENSES/<owner>__<repo>/`` folder of its suite into the export's ``LICENSES/<owner>__<repo>/``."""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from vlmeval.groundtruth.licences import LICENCES_DIR, licence_files, repo_folder_name
from vlmeval.integrations.benchmark import BenchmarkItem

SEARCH_UP = 3  # a record's suite folder is at most this many folders above its image


class LicenceTextMissing(ValueError):
    """A figure names its repository, but no licence text of that repository is bundled beside it."""


@dataclass(frozen=True)
class RepoLicence:
    repo: str
    licence: str  # the SPDX id the record names
    files: list[Path]  # the bundled licence files
    figures: int


def item_repo(item: BenchmarkItem) -> tuple[str, str] | None:
    """(repository, licence) the item's record names in its source; None for a figure from no repository."""
    source = json.loads(item.ground_truth).get("source") or {}
    return (source["repo"], source.get("licence") or "") if source.get("repo") else None


def find_licence_files(item: BenchmarkItem, repo: str) -> list[Path]:
    """The licence files of ``repo`` in the nearest folder above the item's image that has them."""
    folder = item.image_path.parent
    for _ in range(SEARCH_UP):
        if found := licence_files(folder, repo):
            return found
        folder = folder.parent
    raise LicenceTextMissing(
        f"{item.image_path}: figure {item.figure_id} comes from {repo}, but no {LICENCES_DIR}/"
        f"{repo_folder_name(repo)}/ with its licence text is above it (fix: copy the repository's LICENSE file "
        f"at the record's commit there)")


def export_licences(items: list[BenchmarkItem]) -> list[RepoLicence]:
    """Each repository of the items once, by name, with its licence files and how many items it has."""
    found: dict[str, RepoLicence] = {}
    for item in items:
        if (named := item_repo(item)) is None:
            continue
        repo, licence = named
        if repo in found:
            had = found[repo]
            found[repo] = RepoLicence(repo, had.licence, had.files, had.figures + 1)
        else:
            found[repo] = RepoLicence(repo, licence, find_licence_files(item, repo), 1)
    return [found[r] for r in sorted(found, key=str.lower)]


def copy_licences(licences: list[RepoLicence], out: Path) -> Path | None:
    """OUT/LICENSES/<owner>__<repo>/<file> for every repository (an earlier export's LICENSES/ is replaced: the
    caller checked that --overwrite allows it); the folder, or None when there is none."""
    target = out / LICENCES_DIR
    if target.is_dir():
        shutil.rmtree(target)
    if not licences:
        return None
    for entry in licences:
        folder = target / repo_folder_name(entry.repo)
        folder.mkdir(parents=True, exist_ok=True)
        for path in entry.files:
            shutil.copyfile(path, folder / path.name)
    return target


def card_section(licences: list[RepoLicence]) -> list[str]:
    """The dataset card's account of the licence texts in LICENSES/ (nothing when no figure has a repository)."""
    if not licences:
        return []
    rows = [f"| {e.repo} | {e.licence} | {e.figures} | "
            + ", ".join(f"`{LICENCES_DIR}/{repo_folder_name(e.repo)}/{p.name}`" for p in e.files) + " |"
            for e in licences]
    return ["## Licence texts", "",
            f"Figures taken from public repositories travel with their repository's licence text, in "
            f"`{LICENCES_DIR}/<owner>__<repo>/` as the repository holds it at the record's commit (the record's "
            "`source` names the repository, commit and copyright line).", "",
            "| repository | licence | figures | licence text |", "|---|---|---|---|", *rows, ""]
