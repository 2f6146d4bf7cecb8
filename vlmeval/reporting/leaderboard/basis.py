"""Which figures a leaderboard ranks its rows on.

A row's mean is over the figures it covers, so rows over different figure sets are not comparable: a run of one
easy figure would rank above runs of 81. By default every row is ranked on the figures all the rows share (the
rest are left out of every row's numbers, and a note says so). Where the rows share no figure, or with
``all_figures``, each row is ranked on its own figures and a coverage column shows how many of them that is.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

ROW_KEYS = ["model", "prompt_id", "run"]


@dataclass(frozen=True)
class Basis:
    rows: int  # (model, prompt, run) rows
    shared: frozenset[str]  # figures every row attempted
    total: int  # figures any row attempted
    covered: dict[tuple, int] = field(default_factory=dict)  # figures each row attempted
    all_figures: bool = False  # asked to rank each row on its own figures

    @property
    def differ(self) -> bool:
        return any(n != len(self.shared) for n in self.covered.values())

    @property
    def restricted(self) -> bool:
        """Every row ranked on the shared figures only."""
        return self.differ and bool(self.shared) and not self.all_figures

    @property
    def own(self) -> bool:
        """Each row ranked on its own figures, which differ: the table gets a coverage column."""
        return self.differ and not self.restricted

    def note(self) -> str | None:
        """One line saying what the ranks compare, where the rows cover different figures."""
        if self.restricted:
            beyond = sum(n > len(self.shared) for n in self.covered.values())
            return (f"ranked on {len(self.shared)} figure(s) shared by all runs; {beyond} run(s) also cover other "
                    f"figures (--all-figures ranks each run on its own)")
        if not self.own:
            return None
        if not self.shared:
            return (f"the runs share no figure: each run is ranked on its own figures (coverage: how many of the "
                    f"{self.total} figure(s) any run covers)")
        return (f"each run ranked on its own figures (--all-figures), which differ: coverage shows how many of the "
                f"{self.total} figure(s) any run covers; without --all-figures the runs are ranked on the "
                f"{len(self.shared)} they share")

    def coverage(self, key: tuple) -> str:
        return f"{self.covered[key]} of {self.total}"


def basis_of(items: pd.DataFrame, all_figures: bool = False) -> Basis:
    """The basis of the rows of ``items`` (one row per attempted item, as ``items_frame`` makes it)."""
    sets = {key: set(part["figure_id"]) for key, part in items.groupby(ROW_KEYS, sort=True)}
    shared = frozenset(set.intersection(*sets.values())) if sets else frozenset()
    total = len(set.union(*sets.values())) if sets else 0
    return Basis(len(sets), shared, total, {key: len(ids) for key, ids in sets.items()}, all_figures)
