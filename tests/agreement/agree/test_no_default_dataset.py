"""`agree` and `corrupt-check` read no data set the user did not name: vlmeval ships none, and a folder beside
a developer's checkout is no default. A missing PATH says where the data set comes from and how to pass it."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from run_helpers import write_figures
from vlmeval.cli import app

SOURCES = {"quintd": ["quintd", "github.com/kasnerz/quintd", "captions.jsonl", "tables/"],
           "chocolate-vistext": ["CHOCOLATE", "github.com/khuangaf/CHOCOLATE", "captions.jsonl", "tables/"],
           "statista-summaries": ["Statista", "Chart-to-text", "human_summaries.jsonl", "tables/"]}


@pytest.mark.parametrize("dataset", sorted(SOURCES))
def test_agree_without_a_path_says_where_the_data_set_comes_from(dataset, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["agree", "--dataset", dataset])
    assert result.exit_code == 2, result.output
    message = " ".join(result.output.split())
    assert re.match(r"^error: PATH: no data set folder given \(fix: pass the \S+ folder, e\.g\. 'vlmeval agree ", message)
    assert all(word in message for word in SOURCES[dataset]), message
    assert "docs/agreement.md" in message and "shared" not in message


def test_corrupt_check_checks_the_given_figures_and_no_table_it_was_not_given(tmp_path):
    write_figures(tmp_path / "figs", 1)
    result = CliRunner().invoke(app, ["corrupt-check", "--figures", str(tmp_path / "figs")],
                                env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "injected errors over 1 figures" in result.output


def test_corrupt_check_with_nothing_to_check_says_how_to_give_tables(tmp_path):
    result = CliRunner().invoke(app, ["corrupt-check", "--no-figures"], env={"COLUMNS": "400"})
    assert result.exit_code == 2
    assert "error: --no-figures: no figures to check, and no --tables (fix: pass --tables DIR" in result.output
