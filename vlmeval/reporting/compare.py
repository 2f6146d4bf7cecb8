"""Compare two runs item by item: per-metric deltas, the figures that got worse, and a regression verdict.

Items are paired by (figure, prompt); when both runs hold the same set of models (e.g. the same
descriptions scored twice) the model is part of the key too. Several scorecards for one key (repeated
samples) are averaged. A metric's delta is the mean of (new - base) over the pairs where both sides
measured it, with a 95% paired bootstrap interval (resampling pairs, seeded like the leaderboard's).

An item the base run scored is, in the new run, scored (paired), failed (an error or an unscored line: a
*new failure*) or absent (*missing*: not attempted, or its line was skipped by ``vlmeval score``). Items
only in the new run are listed, not gated.

Exit contract (``vlmeval compare``):
    0  no regression beyond the thresholds
    1  regression: a metric got worse by more than its allowed drop, or an item the base run scored
       failed in the new run or is missing from it (unless ``allow_missing``)
    2  unusable input: a run is missing, unreadable or unfinished, the runs share no item, a threshold
       names an unknown metric or a metric twice, or a gated metric is measured on no paired item

Thresholds: ``--max-drop METRIC=DELTA``. A drop is a change for the worse: a decrease, or for
``hallucination_rate`` (lower is better) an increase, reported as "rose by". Without thresholds the gate is
``overall=0.01``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from xml.etree import ElementTree as ET

import numpy as np

from vlmeval.reporting.leaderboard import LOWER_IS_BETTER, NO_PROMPT, Failure, Run, bootstrap_ci, seeded_rng
from vlmeval.records import METRIC_NAMES, ClaimVerdict, Scorecard

DEFAULT_MAX_DROP = {"overall": 0.01}
UNFINISHED = ("running", "interrupted")  # manifest statuses of a run that stopped before its end
EXIT_OK, EXIT_REGRESSION, EXIT_UNUSABLE = 0, 1, 2
MISSING_REASON = "scored in the base run, no record of it in the new run"
OUTSIDE_REASON = "scored in the base run; its figure is not in the figures the new run was made on ({source})"
_FLOAT_SLACK = 1e-9  # a drop of exactly the threshold is allowed despite float rounding


class CompareError(ValueError):
    """The runs cannot be compared (exit 2). The message says why and what to do."""


@dataclass
class MetricDelta:
    metric: str
    n_pairs: int
    base_mean: float | None
    new_mean: float | None
    delta: float | None  # mean(new - base)
    low: float | None
    high: float | None
    max_drop: float | None = None  # None: not gated

    @property
    def drop(self) -> float | None:
        """How much worse the new run is (positive = worse)."""
        if self.delta is None:
            return None
        return self.delta if self.metric in LOWER_IS_BETTER else -self.delta

    @property
    def regressed(self) -> bool:
        return self.max_drop is not None and self.drop is not None and self.drop > self.max_drop + _FLOAT_SLACK

    @property
    def worsened(self) -> str:
        """'rose' or 'dropped': how this metric moves when it gets worse."""
        return "rose" if self.metric in LOWER_IS_BETTER else "dropped"

    @property
    def gate_name(self) -> str:
        return f"{self.metric} {'rise' if self.metric in LOWER_IS_BETTER else 'drop'} <= {self.max_drop:g}"


@dataclass
class ClaimChange:
    kind: str
    where: str
    base_text: str | None
    new_text: str | None
    base_verdict: str | None  # None: no such claim in that run
    new_verdict: str | None
    new_error_type: str | None


@dataclass
class FigureChange:
    figure_id: str
    prompt_id: str
    model: str
    base_overall: float
    new_overall: float
    claim_changes: list[ClaimChange] = field(default_factory=list)

    @property
    def delta(self) -> float:
        return self.new_overall - self.base_overall


@dataclass
class Comparison:
    n_pairs: int
    deltas: list[MetricDelta]
    worse: list[FigureChange]
    new_failures: list[Failure]
    missing: list[Failure]  # scored in the base run, absent from the new run; the reason says so
    only_in_new: list[tuple[str, ...]]
    allow_missing: bool = False  # missing items are listed but do not fail the gate

    @property
    def regressions(self) -> list[str]:
        reasons = [f"{d.metric} {d.worsened} by {d.drop:.4f} (allowed {d.max_drop:g})" for d in self.deltas if d.regressed]
        if self.new_failures:
            reasons.append(f"{len(self.new_failures)} item(s) scored in the base run failed in the new run")
        if self.missing and not self.allow_missing:
            reasons.append(f"{len(self.missing)} item(s) scored in the base run are missing from the new run")
        return reasons

    @property
    def exit_code(self) -> int:
        return EXIT_REGRESSION if self.regressions else EXIT_OK


def parse_max_drop(specs: list[str]) -> dict[str, float]:
    """``["overall=0.02", "value_recall=0.05"]`` -> thresholds. Raises CompareError on a bad spec."""
    thresholds: dict[str, float] = {}
    for spec in specs:
        match = re.fullmatch(r"\s*([a-z_]+)\s*=\s*([0-9]*\.?[0-9]+)\s*", spec)
        if not match:
            raise CompareError(f"--max-drop {spec!r}: expected METRIC=DELTA with DELTA >= 0, e.g. overall=0.01")
        metric, value = match.group(1), float(match.group(2))
        if metric not in METRIC_NAMES:
            raise CompareError(f"--max-drop {spec!r}: unknown metric {metric!r}; known: {', '.join(METRIC_NAMES)}")
        if metric in thresholds:
            raise CompareError(f"--max-drop {spec!r}: {metric} is given twice (also {metric}={thresholds[metric]:g}) "
                               "(fix: give each metric once)")
        thresholds[metric] = value
    return thresholds


def _pair_keys(base: Run, new: Run) -> bool:
    """Whether the model is part of the pairing key (see module docs); raises if the runs cannot pair."""
    if set(base.models) == set(new.models):
        return True
    for run in (base, new):
        if len(run.models) > 1:
            raise CompareError(f"{run.path} holds {len(run.models)} models ({', '.join(run.models)}) and the other run "
                               "a different set; compare runs of one model each, or runs of the same models")
    return False


def _key(figure_id: str, prompt_id: str | None, model: str, with_model: bool) -> tuple[str, ...]:
    prompt = prompt_id or NO_PROMPT
    return (figure_id, prompt, model) if with_model else (figure_id, prompt)


def _by_key(run: Run, with_model: bool) -> dict[tuple[str, ...], list[Scorecard]]:
    cards: dict[tuple[str, ...], list[Scorecard]] = defaultdict(list)
    for card in run.scorecards:
        cards[_key(card.figure_id, card.prompt_id, card.model, with_model)].append(card)
    return cards


def _mean_metric(cards: list[Scorecard], metric: str) -> float | None:
    values = [v for c in cards if (v := getattr(c.metrics, metric)) is not None]
    return float(np.mean(values)) if values else None


def _metric_delta(metric: str, pairs: list[tuple[list[Scorecard], list[Scorecard]]], max_drop: float | None) -> MetricDelta:
    both = [(b, n) for base_cards, new_cards in pairs
            if (b := _mean_metric(base_cards, metric)) is not None and (n := _mean_metric(new_cards, metric)) is not None]
    if not both:
        return MetricDelta(metric, 0, None, None, None, None, None, max_drop)
    base_values, new_values = np.array(both).T
    interval = bootstrap_ci(new_values - base_values, seeded_rng("compare", metric))  # paired: resample pairs
    return MetricDelta(metric, len(both), float(base_values.mean()), float(new_values.mean()),
                       float((new_values - base_values).mean()), *(interval or (None, None)), max_drop)


def claim_key(claim: ClaimVerdict) -> tuple:
    """What a claim is about: its kind and place (panel, row, column), or its kind and text where it has no place.
    Claims of two descriptions of a figure with the same key are the same claim (compare, the report)."""
    if claim.panel is None and claim.row is None and claim.column is None:
        return claim.kind, " ".join(claim.text.lower().split())
    return claim.kind, claim.panel, str(claim.row), str(claim.column)


def claim_place(claim: ClaimVerdict) -> str:
    parts = [f"panel {claim.panel}" if claim.panel else "", f"row {claim.row}" if claim.row is not None else "",
             f"column {claim.column}" if claim.column is not None else ""]
    return ", ".join(p for p in parts if p)


def claim_changes(base: list[ClaimVerdict], new: list[ClaimVerdict]) -> list[ClaimChange]:
    """Claims about the same thing (kind and place, or kind and text) whose verdict differs between runs.

    A claim only in the new run is listed when it is contradicted; one only in the base run when it was
    supported (a right statement the new description no longer makes).
    """
    grouped: dict[tuple, tuple[list, list]] = defaultdict(lambda: ([], []))
    for claim in base:
        grouped[claim_key(claim)][0].append(claim)
    for claim in new:
        grouped[claim_key(claim)][1].append(claim)
    changes: list[tuple[tuple, ClaimChange]] = []
    for base_claims, new_claims in grouped.values():
        for i in range(max(len(base_claims), len(new_claims))):
            b = base_claims[i] if i < len(base_claims) else None
            n = new_claims[i] if i < len(new_claims) else None
            if b is not None and n is not None and b.verdict == n.verdict:
                continue
            if b is None and n.verdict != "contradicted":
                continue
            if n is None and b.verdict != "supported":
                continue
            some = n or b
            # same claim with a new verdict first, then new wrong claims, then right claims no longer made;
            # each group in text order
            order = (b is None, n is None, some.start)
            changes.append((order, ClaimChange(some.kind, claim_place(some), b and b.text, n and n.text, b and b.verdict,
                                               n and n.verdict, n and n.error_type)))
    return [change for _, change in sorted(changes, key=lambda item: item[0])]


def compare(base: Run, new: Run, max_drop: dict[str, float] | None = None, allow_missing: bool = False) -> Comparison:
    """Pair the runs' items and measure what changed. Raises CompareError when nothing can be compared.
    ``allow_missing``: base items absent from the new run are listed but are no regression."""
    thresholds = DEFAULT_MAX_DROP if not max_drop else max_drop
    for run in (base, new):
        status = (run.manifest or {}).get("status")
        if status in UNFINISHED:
            raise CompareError(f"{run.path}: the run did not finish (manifest status {status!r}); resume it by "
                               "re-running the same 'vlmeval run' command, then compare")
    with_model = _pair_keys(base, new)
    base_cards, new_cards = _by_key(base, with_model), _by_key(new, with_model)
    paired = sorted(base_cards.keys() & new_cards.keys())
    new_failures = [f for f in new.failures if _key(f.figure_id, f.prompt_id, f.model, with_model) in base_cards
                    and _key(f.figure_id, f.prompt_id, f.model, with_model) not in new_cards]
    if not paired and not new_failures:
        raise CompareError(f"the runs share no item (figure and prompt): {base.path} has "
                           f"{_describe_keys(base_cards)}, {new.path} has {_describe_keys(new_cards)}"
                           f"{_made_on(base, new)} (fix: compare runs over the same figures with the same prompt)")
    pairs = [(base_cards[k], new_cards[k]) for k in paired]
    deltas = [_metric_delta(m, pairs, thresholds.get(m)) for m in METRIC_NAMES]
    unmeasured = [d.metric for d in deltas if d.max_drop is not None and d.n_pairs == 0 and paired]
    if unmeasured:
        raise CompareError(f"no paired item measures {', '.join(unmeasured)}, so it cannot be gated; "
                           "gate another metric with --max-drop METRIC=DELTA")
    failed_keys = {_key(f.figure_id, f.prompt_id, f.model, with_model) for f in new_failures}
    missing = [Failure(base_cards[k][0].figure_id, base_cards[k][0].model, k[1], MISSING_REASON)
               for k in sorted(base_cards.keys() - new_cards.keys() - failed_keys)]
    return Comparison(
        n_pairs=len(paired), deltas=deltas, worse=_worse_figures(paired, base_cards, new_cards), new_failures=new_failures,
        missing=missing, only_in_new=sorted(new_cards.keys() - base_cards.keys()), allow_missing=allow_missing,
    )


def figures_source(run: Run) -> str | None:
    """The figures a run was made on, as its manifest records them (``suite real (bundled)`` or a folder)."""
    source = (run.manifest or {}).get("figures_source")
    return source if isinstance(source, str) and source else None


def _made_on(base: Run, new: Run) -> str:
    """'; made on different figures: ...' where the manifests say the runs were made on different figure sets."""
    sources = figures_source(base), figures_source(new)
    if None in sources or sources[0] == sources[1]:
        return ""
    return f"; they were made on different figures: {base.path} on {sources[0]}, {new.path} on {sources[1]}"


def outside_new_figures(comparison: Comparison, figure_ids: set[str], source: str) -> Comparison:
    """The missing items whose figure the new run could not have described (not in the figures it was made on,
    ``figure_ids``) say so, instead of 'no record of it'; they are still missing (``--allow-missing`` allows them)."""
    missing = [f if f.figure_id in figure_ids else replace(f, reason=OUTSIDE_REASON.format(source=source))
               for f in comparison.missing]
    return replace(comparison, missing=missing)


def _describe_keys(cards: dict[tuple[str, ...], list[Scorecard]]) -> str:
    keys = sorted(cards)
    shown = ", ".join("/".join(k[:2]) for k in keys[:3]) + (" ..." if len(keys) > 3 else "")
    return f"{len(keys)} item(s) ({shown})" if keys else "no scored item"


def _worse_figures(paired, base_cards, new_cards) -> list[FigureChange]:
    worse = []
    for key in paired:
        b, n = _mean_metric(base_cards[key], "overall"), _mean_metric(new_cards[key], "overall")
        if b is None or n is None or n >= b:
            continue
        first_base, first_new = base_cards[key][0], new_cards[key][0]
        worse.append(FigureChange(key[0], key[1], first_new.model, b, n, claim_changes(first_base.claims, first_new.claims)))
    return sorted(worse, key=lambda change: change.delta)


def junit_xml(comparison: Comparison | None, error: str | None = None) -> str:
    """JUnit XML: one test case per gate (each thresholded metric, 'no new failures' and, unless missing items
    are allowed, 'no missing items')."""
    suite = ET.Element("testsuite", name="vlmeval compare")
    cases = 0
    failures = 0
    if error is not None or comparison is None:
        case = ET.SubElement(suite, "testcase", classname="vlmeval.reporting.compare", name="runs are comparable")
        ET.SubElement(case, "error", message=error or "no comparison").text = error
        cases = 1
    else:
        for d in comparison.deltas:
            if d.max_drop is None:
                continue
            case = ET.SubElement(suite, "testcase", classname="vlmeval.reporting.compare", name=d.gate_name)
            cases += 1
            if d.regressed:
                failures += 1
                ET.SubElement(case, "failure", message=f"{d.metric} {d.worsened} by {d.drop:.4f}").text = (
                    f"{d.metric}: base {d.base_mean:.4f}, new {d.new_mean:.4f} over {d.n_pairs} paired item(s)")
        item_gates = [("no new failures", comparison.new_failures, "new failure(s)")]
        if not comparison.allow_missing:
            item_gates.append(("no missing items", comparison.missing, "item(s) missing from the new run"))
        for name, items, what in item_gates:
            case = ET.SubElement(suite, "testcase", classname="vlmeval.reporting.compare", name=name)
            cases += 1
            if items:
                failures += 1
                ET.SubElement(case, "failure", message=f"{len(items)} {what}").text = "\n".join(
                    f"{f.figure_id} ({f.model}, {f.prompt_id}): {f.reason}" for f in items)
        ET.SubElement(suite, "system-out").text = "\n".join(
            f"worse: {w.figure_id} overall {w.base_overall:.3f} -> {w.new_overall:.3f}" for w in comparison.worse)
    suite.set("tests", str(cases))
    suite.set("failures", str(failures))
    suite.set("errors", "1" if error is not None or comparison is None else "0")
    ET.indent(suite)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suite, encoding="unicode") + "\n"
