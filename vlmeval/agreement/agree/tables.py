"""The results of the VisText sets as plain tables (title, header, rows of strings), printed by the CLI with
rich and written as markdown, so both show the same numbers."""

from __future__ import annotations

from dataclasses import dataclass

from vlmeval.agreement.agree.chocolate import ChocolateResult
from vlmeval.agreement.agree.summaries import SummariesResult


@dataclass
class Section:
    title: str
    header: list[str]
    rows: list[list[str]]


def fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def ci(interval: tuple[float, float] | None) -> str:
    return "-" if interval is None else f"{interval[0]:.2f}-{interval[1]:.2f}"


def chocolate_sections(r: ChocolateResult) -> list[Section]:
    head = f"chocolate-vistext, {r.half}"
    main = Section(f"{head}: {r.captions} captions, {r.sentences} sentences, {r.unscored} unscored",
                   ["measure", "value", "95% CI"],
                   [["sentence precision", fmt(r.precision), ci(r.precision_ci)],
                    ["sentence recall", fmt(r.recall), ci(r.recall_ci)],
                    ["sentence F1", fmt(r.f1), ci(r.f1_ci)],
                    ["false alarms on human-clean sentences", fmt(r.false_alarm_rate), ci(r.false_alarm_ci)],
                    ["captioner ranking Kendall tau", fmt(r.captioner_tau), "-"]])
    human = Section(f"{head}: recall by human error type", ["human label", "sentences", "flagged by us", "recall"],
                    [[t.error_type, str(t.sentences), str(t.hits), fmt(t.share)] for t in r.recall_by_human_type])
    ours = Section(f"{head}: precision by our error type", ["our error type", "sentences flagged", "with a human error",
                                                             "precision"],
                   [[t.error_type, str(t.sentences), str(t.hits), fmt(t.share)] for t in r.precision_by_our_type])
    models = Section(f"{head}: captioners", ["captioner", "captions", "our mean score", "human sentence error rate"],
                     [[c.model, str(c.captions), fmt(c.mean_score), fmt(c.human_error_rate)] for c in r.captioners])
    return [main, *chance_sections(r), human, ours, models]


def chance_sections(r: ChocolateResult) -> list[Section]:
    """Sentence agreement corrected for chance and caption-level measures, each beside raters that know nothing
    of the chart (caption-level ones only beside the caption's length)."""
    head = f"chocolate-vistext, {r.half}"
    sentences = _sentence_section(f"{head}: sentence agreement beside trivial baselines", r.chance)
    captions = Section(f"{head}: caption level, ours beside caption length", ["captions", "measure", "ours",
                                                                              "caption length"],
                       [[g.group if i == 0 else "", name, fmt(a), fmt(b)] for g in r.chance for i, (name, a, b) in
                        enumerate([("share wrong, Kendall tau-b", g.share_tau_b, g.share_tau_b_length),
                                   ("non-factual AUROC", g.auroc, g.auroc_length),
                                   ("non-factual Kendall tau-c", g.tau_c, g.tau_c_length)])])
    captions.rows.append(["all", "AUROC 95% CI (ours)", ci(r.auroc_ci), "-"])
    captions.rows.append(["all", "tau-c ceiling 4pq/n^2", fmt(r.tau_c_ceiling), "-"])
    if not r.adjudicated:
        return [sentences, captions]
    adjudicated = _sentence_section(
        f"{head}: the same on adjudicated labels ({r.adjudicated_applied} disagreements adjudicated against the "
        f"table, {r.adjudicated_changed} relabelled wrong)", r.adjudicated)
    return [sentences, adjudicated, captions]


def _sentence_section(title: str, groups) -> Section:
    return Section(title, ["captions", "rater", "flagged", "MCC", "Cohen's kappa", "clean flagged"],
                   [[g.group if i == 0 else (f"{g.sentences} sentences, {g.human_errors} wrong" if i == 1 else ""),
                     row.rater, str(row.flagged), fmt(row.mcc), fmt(row.kappa), _pct(row.clean_flagged)]
                    for g in groups for i, row in enumerate(g.sentence_rows)])


def summaries_sections(r: SummariesResult) -> list[Section]:
    head = f"statista-summaries, {r.half}"
    main = Section(f"{head}: sentences called wrong about the chart ({r.unscored} unscored)",
                   ["summaries", "n", "sentences", "called wrong", "share", "95% CI"],
                   [[g.group, str(g.summaries), str(g.sentences), str(g.called_wrong), fmt(g.share), ci(g.share_ci)]
                    for g in r.groups])
    slips = Section(f"{head}: the set's known slips (not counted above)", ["vistext id", "slip", "sentences called wrong"],
                    [[s.vistext_id, s.note, str(s.sentences_called_wrong)] for s in r.known_slips])
    return [main, slips] if r.known_slips else [main]


def markdown(sections: list[Section]) -> str:
    out = []
    for s in sections:
        out.append(f"### {s.title}\n")
        out.append("| " + " | ".join(s.header) + " |")
        out.append("|---|" + "---:|" * (len(s.header) - 1))
        out.extend("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in s.rows)
        out.append("")
    return "\n".join(out) + "\n"


def real_prose_sections(r) -> list[Section]:
    """``RealProseResult`` (vlmeval.agreement.agree.real_prose_measures) as tables: units by record_agrees group beside the
    trivial raters, careful-vs-flawed pairs, our flags by section heading, and wrong units caught by error type."""
    head = f"real-prose, {r.half}: {r.descriptions} descriptions, {r.units} units ({r.uncheckable} uncheckable, left out)"
    units = Section(f"{head}; a unit is flagged when a contradicted claim overlaps it",
                    ["units", "rater", "MCC", "wrong caught", "correct called wrong", "share"],
                    [[g.group if i == 0 else "", row.rater, fmt(row.mcc), f"{row.caught} of {row.wrong}",
                      f"{row.called_wrong} of {row.correct}", _pct(row.called_wrong_share)]
                     for g in r.groups for i, row in enumerate(g.rows)])
    pairs = Section(f"real-prose, {r.half}: careful description above its flawed copy (ours: overall; trivial "
                    "raters: 1 - share of units flagged)", ["rater", "pairs", "careful above", "tie", "inverted"],
                    [[p.rater, str(p.pairs), str(p.careful_above), str(p.ties), str(p.inverted)] for p in r.pairs])
    sections = Section(f"real-prose, {r.half}: our flags by section", ["section", "MCC", "wrong caught",
                                                                        "correct called wrong", "share"],
                       [[s.rater, fmt(s.mcc), f"{s.caught} of {s.wrong}", f"{s.called_wrong} of {s.correct}",
                         _pct(s.called_wrong_share)] for s in r.sections])
    kinds = _error_type_section(r)
    return [units, pairs, sections, kinds] if r.pairs and r.pairs[0].pairs else [units, sections, kinds]


def _error_type_section(r) -> Section:
    """Wrong units caught by labelled error type: ours beside the trivial raters (flag all is left out: it catches
    every one), in all and where the record could judge the unit."""
    names = [n for n in (r.error_types[0].caught if r.error_types else {}) if n != "flag all"]
    return Section(f"real-prose, {r.half}: wrong units caught by error type (in brackets: those the record could "
                   "judge, record_agrees true)", ["error type", *names],
                   [[e.error_type, *(f"{e.caught[n]} of {e.wrong} ({e.judgeable_caught[n]} of {e.judgeable})"
                                     for n in names)] for e in r.error_types])


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"
