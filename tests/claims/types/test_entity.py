"""Entity grounding on hand-made figures: places the figure lacks, misread category names, ranks."""

from __future__ import annotations

import pytest

from figure_builders import bakeries, ferry_years
from vlmeval.claims.types.rank import RankPayload
from vlmeval.scoring.scorecard import evaluate_text


def _verdicts(fig, text, verifier_kind=None):
    return [(c.kind, c.verdict, c.error_type, c.text) for c in evaluate_text(fig, text).claims
            if verifier_kind is None or c.kind == verifier_kind]


def _contradicted(fig, text):
    return [(c.error_type, c.text) for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


@pytest.mark.parametrize("sentence, expected", [
    ("The biggest chain was Padaria Lume.", []),
    ("The smallest chain was Casa do Pao.", []),
    ("The second largest chain was Forno Azul.", []),
    ("Migalha ranked third in sales.", []),
    ("The biggest chain was Migalha.", [("label", "biggest chain was Migalha")]),
    ("The lowest sales were those of Trigo Vivo.", [("label", "lowest sales were those of Trigo Vivo")]),
    ("The third largest chain was Casa do Pao.", [("label", "third largest chain was Casa do Pao")]),
    ("Forno Azul came in second place.", []),
    ("Trigo Vivo came in second place.", [("label", "came in second place")]),
])
def test_a_rank_is_checked_against_the_plotted_values(tmp_path, sentence, expected):
    fig = bakeries(tmp_path)
    got = [(e, t) for e, t in _contradicted(fig, sentence) if e == "label"]
    assert [e for e, _ in got] == [e for e, _ in expected]
    for (_, want), (_, have) in zip(expected, got):
        assert want in have


def test_a_ranked_list_is_checked_item_by_item(tmp_path):
    fig = bakeries(tmp_path)
    right = "The leader was Padaria Lume (84.2), followed by Forno Azul (51.7) and Migalha (33.0)."
    assert [v for v in _verdicts(fig, right, "extremum") if v[1] != "supported"] == []
    assert len([v for v in _verdicts(fig, right, "extremum")]) == 3
    wrong = "The smallest was Casa do Pao (9.8), followed by Migalha (33.0) and Trigo Vivo (12.4)."
    bad = [t for e, t in _contradicted(fig, wrong) if e == "label"]
    assert len(bad) == 2 and all("Migalha" in t or "Trigo Vivo" in t for t in bad)


def test_several_categories_share_a_rank_band(tmp_path):
    fig = bakeries(tmp_path)
    assert _contradicted(fig, "The two smallest chains were Trigo Vivo and Casa do Pao.") == []
    assert [e for e, _ in _contradicted(fig, "The lowest sales were at Casa do Pao and Forno Azul.")] == ["label"]


def test_a_misread_category_name_is_a_label_error(tmp_path):
    fig = bakeries(tmp_path)
    got = _contradicted(fig, "Forno Azur sold more than Trigo Vivo.")
    assert ("label", "Forno Azur") in got
    # the same words in another form are not a misreading
    assert _contradicted(fig, "Sales at Forno Azul's shops were high.") == []


def test_a_place_the_figure_lacks_is_a_hallucination(tmp_path):
    fig = bakeries(tmp_path)
    assert ("hallucination", "Spain") in _contradicted(fig, "Padaria Lume is the largest chain in Spain.")
    for same in ("Padaria Lume is the largest chain in Portugal.", "Portuguese chains sold the most bread."):
        assert not [e for e, _ in _contradicted(fig, same) if e == "hallucination"]


@pytest.mark.parametrize("form", ["the US", "the U.S.", "the United States", "America"])
def test_aliases_of_a_place_are_the_same_place(tmp_path, form):
    from figure_builders import csv_figure

    fig = csv_figure(tmp_path, "Year,Visitors\n2018,3\n2019,4\n2020,2\n", "Visitors to national parks in the United States",
                     kind="line")
    assert not [e for e, _ in _contradicted(fig, f"Visitors to parks in {form} fell in 2020.") if e == "hallucination"]
    assert [e for e, _ in _contradicted(fig, "Visitors to parks in Canada fell in 2020.") if e == "hallucination"]


def test_rank_claims_need_named_categories(tmp_path):
    fig = ferry_years(tmp_path)  # a time axis: its extrema are the series-prose extractor's
    assert not [c for c in evaluate_text(fig, "The highest number was in 2019.").claims if c.kind == "extremum"
                and c.reason and "rank" in c.reason]


def _survey(tmp_path):
    from figure_builders import csv_figure

    return csv_figure(tmp_path, "Reason,Share of respondents\nNo time,44%\nToo far away,23%\nDo not like crowds,18%\n"
                      "Other,9%\nHealth reasons,6%\n", "Reasons for not visiting a museum in 2022", name="survey")


def test_words_in_the_place_of_a_category_must_name_one(tmp_path):
    fig = _survey(tmp_path)
    # words that name no category: a label error; a proper name from outside the chart: a hallucination
    assert _contradicted(fig, "The most common reason was lack of interest.") == [
        ("label", "most common reason was lack of interest")]
    assert [e for e, _ in _contradicted(fig, "The most popular museum in 2022 was Louvre.")] == ["hallucination"]
    # the category spelt otherwise is the category
    assert _contradicted(fig, "The most common reason was no time.") == []
    assert [e for e, _ in _contradicted(fig, "The least common reason was too far away.")] == ["label"]


def test_a_category_named_like_a_common_word_needs_its_printed_case(tmp_path):
    fig = _survey(tmp_path)
    assert _contradicted(fig, "No time was the top reason, well ahead of any other answer.") == []
    assert [e for e, _ in _contradicted(fig, "The lowest share was Other.")] == ["label"]


@pytest.mark.parametrize("sentence", [
    "Forno Azul saw the largest increase in sales.",  # a rank of changes, not of the plotted values
    "Migalha is one of the biggest chains.",  # a group, not a rank
    "The top 3 chains were Padaria Lume, Forno Azul and Casa do Pao.",
    "Forno Azul's sales were not the highest.",
    "Most chains are family owned, and Migalha is one.",  # a quantity, not "the most"
    "At least Trigo Vivo sold bread.",
    "Cheaper flour helped Forno Azul, leading to more sales.",
])
def test_what_is_not_a_rank_of_the_plotted_values(tmp_path, sentence):
    from vlmeval.claims.pipeline import extract_claims

    assert not [c for c in extract_claims(sentence, bakeries(tmp_path)) if isinstance(c.payload, RankPayload)]


def test_another_form_of_a_category_word_is_not_a_misreading(tmp_path):
    from figure_builders import csv_figure

    fig = csv_figure(tmp_path, "Category,Spending\nTravel,24\nPayroll,95\nMail,85\n", "Campaign spending by category",
                     name="spend")
    assert _contradicted(fig, "Traveling costs were small next to Payroll.") == []


def test_an_ordinal_is_a_rank_only_with_a_ranking_word(tmp_path):
    from vlmeval.claims.pipeline import extract_claims

    fig = bakeries(tmp_path)
    assert not [c for c in extract_claims("In first quarter reports, Migalha grew.", fig) if isinstance(c.payload, RankPayload)]
    assert [e for e, _ in _contradicted(fig, "Migalha finished in second place.")] == ["label"]
    assert _contradicted(fig, "Forno Azul ranked at second position.") == []


def test_a_year_other_than_the_charts_is_a_hallucination(tmp_path):
    fig = bakeries(tmp_path)  # "... in Portugal in 2021"
    assert ("hallucination", "2019") in _contradicted(fig, "In 2019 Padaria Lume was the largest chain.")
    assert not [e for e, _ in _contradicted(fig, "In 2021 Padaria Lume was the largest chain.") if e == "hallucination"]
    # a time axis has its own period checks; a value like 2019.5 or a share like 2019% is no year
    assert not [e for e, _ in _contradicted(ferry_years(tmp_path), "In 2014 passengers numbered 5 million.")
                if e == "hallucination"]


def test_a_period_around_the_charts_year_is_not_another_year(tmp_path):
    fig = bakeries(tmp_path)  # "... in 2021"
    assert not [e for e, _ in _contradicted(fig, "Between 2015 and 2021, Casa do Pao stayed the smallest.")
                if e == "hallucination"]


def test_part_of_a_long_category_name_names_it(tmp_path):
    from figure_builders import csv_figure

    fig = csv_figure(tmp_path, "Route,Passengers\nBergen Coastal Express,410\nOslo Fjord Shuttle,220\nTromso Night Ferry,95\n",
                     "Passengers by ferry route in 2021", name="routes")
    assert _contradicted(fig, "Coastal Express carried the most passengers.") == []
    assert [e for e, _ in _contradicted(fig, "Night Ferry carried the most passengers.")] == ["label"]
    ages = csv_figure(tmp_path, "Age,Share\nYounger than 15 years,18%\n15 to 64 years,62%\n65 years and older,20%\n",
                      "Population by age group in 2021", name="ages")
    assert [e for e, _ in _contradicted(ages, "The smallest group is the younger than 15 year group.")] == []
    assert [e for e, _ in _contradicted(ages, "The largest group is the younger than 15 year group.")] == ["label"]


def test_a_survey_answer_in_other_words(tmp_path):
    from figure_builders import csv_figure

    fig = csv_figure(tmp_path, "Answer,Share\n\"I live with a spouse, partner\",55%\nI live alone,25%\nI live with roommates,20%\n",
                     "Who lives in your household in 2021", name="household")
    assert _contradicted(fig, "The most common answer is that they live with a spouse or partner.") == []
    assert [e for e, _ in _contradicted(fig, "The most common answer is that they live with their parents.")] == ["label"]
    assert [e for e, _ in _contradicted(fig, "The least common answer is that they live with a spouse or partner.")] == ["label"]


def test_where_a_superlative_holds_must_be_a_category(tmp_path):
    fig = bakeries(tmp_path)
    assert [e for e, _ in _contradicted(fig, "Sales were lowest in the supermarket segment.")] == ["label"]
    assert [e for e, _ in _contradicted(fig, "Sales were highest at Padaria Lume.")] == []
    assert [e for e, _ in _contradicted(fig, "Sales were lowest in the casa do pao shops.")] == []
    # when, not where: no claim
    for sentence in ("Sales were highest in the first half of the year.", "Sales were highest in terms of bread.",
                     "Sales were highest in the north of portugal."):
        assert _contradicted(fig, sentence) == [], sentence
    # a year in the place of a category
    assert [e for e, _ in _contradicted(fig, "The lowest sales were in the year 2021.")] == ["label"]


def test_a_plural_of_part_of_a_name_names_it(tmp_path):
    from figure_builders import csv_figure

    fig = csv_figure(tmp_path, "Party,Share of votes\nConservative Party,31%\nLabour Party,25%\nGreen Party,8%\n",
                     "Vote shares in the 2019 election", name="votes")
    assert _contradicted(fig, "The Conservatives won the largest share.") == []
    assert [e for e, _ in _contradicted(fig, "Labour won the largest share.")] == ["label"]


def test_a_ranked_list_checks_its_bracketed_values(tmp_path):
    fig = bakeries(tmp_path)
    right = "The smallest were Casa do Pao (9.8), followed by Trigo Vivo (12.4) and Migalha (33.0)."
    assert _contradicted(fig, right) == []
    wrong = "The smallest were Casa do Pao (9.8), followed by Trigo Vivo (21.4) and Migalha (33.0)."
    assert [e for e, _ in _contradicted(fig, wrong)] == ["value"]
    # a value read with its unit and a hedge is a value at the category too
    assert _contradicted(fig, "Casa do Pao (about 10 million euros) sold the least.") == []
