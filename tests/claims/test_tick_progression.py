"""claims.tick_spans.progression: every tick from a first to a last, a step apart (one function for the tick-span,
the tick-list and the tick-step readers)."""

from vlmeval.claims.tick_spans import MAX_TICKS, progression, tick_span


def test_a_progression_names_every_tick_and_keeps_the_steps_digits():
    assert progression(0, 17.5, 2.5) == (0.0, 2.5, 5.0, 7.5, 10.0, 12.5, 15.0, 17.5)
    assert progression(0.1, 0.3, 0.1) == (0.1, 0.2, 0.3)  # not 0.30000000000000004
    assert progression(10, 4, -2) == (10, 8, 6, 4)


def test_no_progression_when_the_step_does_not_lead_from_first_to_last():
    assert progression(0, 15, 4) is None  # not a whole number of steps
    assert progression(5, 0, 1) is None  # the wrong way
    assert progression(0, 1, 0) is None
    assert progression(0, MAX_TICKS + 1, 1) is None  # too many to be a tick list


def test_a_tick_span_says_where_its_step_is_read_so_its_reader_can_take_it():
    before = "ticks every 3 from 0 to 15"
    ticks, complete, step_at = tick_span(before, before.index("from"), len(before), 0, 15)
    assert complete and ticks == (0, 3, 6, 9, 12, 15) and before[slice(*step_at)] == "3"
    after = "ticks from 0 to 20 in steps of 5."
    end = after.index(" in")
    ticks, complete, step_at = tick_span(after, after.index("from"), end, 0, 20)
    assert complete and ticks == (0, 5, 10, 15, 20) and after[slice(*step_at)] == "5"
    bare = "ticks from 0 to 20"
    assert tick_span(bare, bare.index("from"), len(bare), 0, 20) == ((0, 20), False, None)
