"""A reading judged wrong only on a certain chain of evidence.

A value claim ("* x = 10: ~0.45" under "**Left panel (method A):**") is compared with the record through a chain of
look-ups: the panel it is about, the series in that panel, the place on the series, and the record's values there.
A link may rest on a guess (a series taken as the subject among several, an x beyond the drawn data), and a guess
that lands on the wrong series or place makes a correct reading look wrong. So the judging principle for readings
is: ``contradicted`` only when every link is certain; a contradiction resting on an uncertain link becomes
``unverifiable``, its reason naming each link in doubt (``Doubt``). A supported outcome is left as it is: a reading
found on a guessed series is evidence that the guess was right.

The gate is one step, run on every verifier's outcome (``pipeline.Pipeline.verify``); the links it checks:
``place`` (``_place_doubt``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim
from vlmeval.claims.types.xy_reading import XYReading
from vlmeval.claims.types.xy_reading_check import axis_scale, row_samples
from vlmeval.groundtruth.schema import Figure, Panel
from vlmeval.outcomes import Outcome, unverifiable

Link = Literal["panel", "series", "place", "record"]


@dataclass(frozen=True, slots=True)
class Doubt:
    """One link of a claim's evidence chain that is not certain, and why (printed in the verdict's reason)."""
    link: Link
    why: str


def gate(claim: Claim, outcome: Outcome, figure: Figure, text: str) -> Outcome:
    """``outcome``, or ``unverifiable`` naming the doubtful links when it contradicts a value claim on an uncertain
    chain of evidence."""
    if claim.kind != "value" or outcome.verdict != "contradicted":
        return outcome
    doubts = doubts_of(claim, figure, text)
    if not doubts:
        return outcome
    why = "; ".join(f"{d.link}: {d.why}" for d in doubts)
    return unverifiable(f"not judged, the evidence is not certain ({why})", panel=outcome.panel, row=outcome.row,
                        column=outcome.column)


def doubts_of(claim: Claim, figure: Figure, text: str) -> list[Doubt]:
    """The uncertain links of the chain from ``claim`` (read from ``text``) to the record of ``figure``."""
    panel = next((p for p in figure.panels if p.title == claim.panel), None)
    if panel is None or panel.data is None:
        return []  # judged without a panel's table (a figure-wide claim): no chain to doubt
    found = (check(claim, figure, panel) for check in (_place_doubt,))
    return [d for d in found if d is not None]


def _place_doubt(claim: Claim, figure: Figure, panel: Panel) -> Doubt | None:
    """A reading at a numeric x (``XYReading``) beyond the series' first or last sample: the value there is carried
    on from the end of the drawn data, not read off it."""
    if not isinstance(claim.payload, XYReading) or claim.row not in panel.data.rows:
        return None
    samples = row_samples(figure, panel, panel.data.rows.index(claim.row))
    f = axis_scale(panel)
    xs = sorted(f(sx) for sx, _ in samples)
    fx = f(claim.payload.x)
    if len(xs) < 2 or fx != fx:  # NaN: an x the axis' scale cannot place
        return None
    eps = 1e-9 * max(1.0, abs(xs[0]), abs(xs[-1]))
    if xs[0] - eps <= fx <= xs[-1] + eps:
        return None
    return Doubt("place", f"x = {claim.payload.x:g} lies beyond the drawn data ({samples[0][0]:g} to "
                          f"{samples[-1][0]:g})")
