"""The cue words that let extract_ungrounded_claims skip a sentence: every form each pattern reads holds one."""

import pytest

from vlmeval.claims.types.ungrounded import (_BENCHMARK_CUES, _CAUSE_CUES, _FORECAST_CUES, BENCHMARK_RE, CAUSE_RE,
                                       FORECAST_RE)

CAUSES = ["due to exports", "because of exports", "because exports", "as a result of exports",
          "as a direct consequence of exports", "driven by exports", "thanks to exports", "owing to exports",
          "caused by exports", "attributed to exports", "fueled by exports", "fuelled by exports",
          "on account of exports", "in response to exports", "was a result of exports", "were resulted from exports",
          "AS A RESULT OF exports"]
FORECASTS = [f"{be} {verb} to" for be in ("is", "are") for verb in
             ("expected", "projected", "forecast", "forecasted", "predicted", "set", "anticipated")] + \
            [f"will {w}" for w in ("continue", "reach", "rise", "likely grow", "be", "amount")] + ["WILL REACH"]
BENCHMARKS = [f"the {w} average" for w in ("global", "world", "worldwide", "national", "international", "country's",
                                            "regional", "EU", "European", "OECD", "US", "U.S.", "state")]


@pytest.mark.parametrize("pattern,cues,phrases", [(CAUSE_RE, _CAUSE_CUES, CAUSES), (FORECAST_RE, _FORECAST_CUES, FORECASTS),
                                                  (BENCHMARK_RE, _BENCHMARK_CUES, BENCHMARKS)])
def test_every_form_holds_a_cue(pattern, cues, phrases):
    for phrase in phrases:
        m = pattern.search(phrase)
        assert m is not None, phrase
        assert any(c in m.group().lower() for c in cues), phrase
