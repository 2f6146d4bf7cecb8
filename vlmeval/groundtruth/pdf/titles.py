"""Text that belongs to a legend although its entry was not paired with a symbol: never a panel title.

A legend's entries stand in columns whose texts start at one x, one line apart. An entry whose symbol the legend
reader missed (a marker drawn with an error bar, a symbol it does not know) is still in such a column; without this
rule the lowest line of a legend drawn above a plot became the plot's title ("Kühner et al. Zakrzewski et al.").
"""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Run

_ALIGN = 1.5  # points: texts of one legend column start at the same x
_PITCH = 2.2  # em: a column's next line is at most this far below or above (one line may be missing)


def legend_column_runs(runs: list[Run], entry_runs: list[Run]) -> list[Run]:
    """The horizontal runs that continue a column of legend entries (found entries' texts), excluding those."""
    members = [r for r in entry_runs if r.angle == 0]
    known = {id(r) for r in entry_runs}
    found: list[Run] = []
    grew = True
    while grew:
        grew = False
        for run in runs:
            if run.angle != 0 or id(run) in known or not any(_continues(run, m) for m in members):
                continue
            known.add(id(run))
            members.append(run)
            found.append(run)
            grew = True
    return found


def _continues(run: Run, member: Run) -> bool:
    size = max(run.size, member.size)
    return (abs(run.x0 - member.x0) < _ALIGN and abs(run.size - member.size) < 0.5
            and 0 < abs(run.top - member.top) <= _PITCH * size)
