"""Setup (§2.3, E7, E14) and the story (§2.6.4, C10): LG-S1, LG-S2, LG-S4, protocol basics."""

from __future__ import annotations

import pytest
from lg_helpers import at_step, decide_all, of_kind, play, s0, top

from rules.loghan import legal_actions, new_game, options_for_start, to_act
from rules.loghan.accounting import problems
from rules.loghan.events_phase import begin_card
from rules.loghan.lookup import treasure_cards
from rules.loghan.steps import step


def tokens_dealt(state):
    out = [0, 0, 0]
    for node, stack in state.search:
        for t in stack:
            from rules.loghan.lookup import node_colour
            out["GBR".index(node_colour("past", node))] += 1
    return out


@pytest.mark.parametrize("n, dealt, pools", [(3, [14, 10, 6], [10, 8, 6]), (4, [21, 15, 9], [3, 3, 3])])
def test_LG_S1_story_setup_tokens(n, dealt, pools):
    s = new_game(n, 5)
    assert tokens_dealt(s) == dealt and [len(p) for p in s.pools] == pools


def test_LG_S1_story_001_then_round_1():
    s = new_game(3, 5, {"agents": ["Pill", "Brannoc", "Kestrel"]})
    assert top(s) == "event_card" and s.stack[-1].get("card") == "001" and s.round_no == 0
    s, events = play(s, ("DECIDE", "B"), ("DECIDE", "C"), ("DECIDE", "D"))
    while top(s) == "place":
        s, events = play(s, legal_actions(s)[0], events=events)
    assert s.story[0] == "C1" and s.round_no == 1 and s.phase == "move"
    assert all(len(a.treasures) == 1 and a.treasures[0].startswith("TG") for a in s.agents)
    assert len(s.tdecks[0]) == 15 - 3
    assert s.agents[0].initiative == 1  # from 001 B, lasts to the end of Round 1
    assert not of_kind(events, "coin") and s.combat is None  # not a Round: no Enemy Alert
    assert problems(s) == []


def test_setup_is_deterministic_and_follows_the_seed():
    a, b, c = new_game(4, 11), new_game(4, 11), new_game(4, 12)
    assert a == b and a != c
    assert sorted(a.tdecks[0]) == sorted(treasure_cards("G"))


def test_random_first_leader_is_the_first_draw():
    s = new_game(5, 3, {"first_leader": "random", "script": [("below", 3)]})
    assert s.leader == 3
    with pytest.raises(ValueError):
        new_game(3, 1, {"seats": ["human", "ai", "chaos"]})
    with pytest.raises(ValueError):
        new_game(2, 1)


def test_options_for_start_make_that_seat_the_first_leader_and_first_to_act():
    """The protocol's ``options_for_start(players, seed, start)`` (matches rotate the opener)."""
    for n in (3, 4, 5, 6):
        for start in range(n):
            s = new_game(n, 7, options_for_start(n, 7, start))
            assert s.leader == start and to_act(s) == start
    with pytest.raises(ValueError):
        options_for_start(3, 7, 3)


def test_rule_sets_from_seats():
    assert new_game(3, 1, {"seats": ["human", "chaos", "chaos"]}).rule_set == "solo"
    assert new_game(4, 1, {"seats": ["human", "human", "chaos", "chaos"]}).rule_set == "two_main"
    assert new_game(3, 1).rule_set == "group"


def test_LG_S2_keep_drawing():
    s = s0(agents=("Kestrel", "Pill", "Brannoc"), node="CELLAR", cover="C4")
    s, events = play(s, ("STEP", "DUNGEON"))
    assert s.stack[-1].get("card") == "005"
    s, events = play(s, ("DECIDE", "D"), ("DECIDE", "D"), ("DECIDE", "D"), events=events)
    assert top(s) == "event_card" and s.stack[-1].get("card") == "006"  # its own decisions
    s, events = play(s, ("DECIDE", "A"), ("DECIDE", "A"), ("DECIDE", "A"), events=events)
    assert "TS2" in s.artifacts and s.story[0] == "C5"
    entered = [e.data["card"] for e in of_kind(events, "enemy_entered")]
    assert [c[:2] for c in entered] == ["ER", "EV"]
    assert not of_kind(events, "coin") and not of_kind(events, "lurkers_join")
    from rules.loghan.move import door_open
    assert door_open(s, "8")


def test_LG_S4_story_010():
    s = s0(start=False, node="TOWER", cover="C7", clean=("GATE", "WELL", "HALL"))
    blue_rooms = ("HALL", "CHAPEL", "ARMORY")
    search = tuple((n, st) for n, st in s.search if n not in blue_rooms)
    s = s.but(search=search, pools=(s.pools[0], ("S-E3", "S-E3", "S-E4", "S-SUM"), s.pools[2]))
    s = at_step(s.but(story=tuple(c for c in s.story if c != "010")), begin_card("010", ""), step("round_end"))
    s, events = play(s, *[("DECIDE", "A")] * 4)
    assert s.clean == ()
    assert [len(s.tokens_at(n)) for n in blue_rooms] == [2, 1, 1]
    assert len(s.roaming) == 1 and s.roaming[0][1] == "GALLERY" and s.roaming[0][0].startswith("EV")
    assert s.story[0] == "C8"


def test_story_011_marks_vantz_and_012_is_read_after():
    s = s0(agents=("Pill", "Brannoc", "Kestrel"), start=False, node="SOLAR", cover="C8")
    s = at_step(s.but(story=s.story[1:]), begin_card("011", ""), step("alert"), step("round_end"))
    s = s.but(event_round=True)
    for letter in ("A", "A", "D"):
        s, _ = play(s, ("DECIDE", letter))
    assert s.after_combat == "012"
    assert s.combat is not None
    vantz = [f for f in s.combat.row if f.card == "EX1"]
    assert vantz and vantz[0].stun == 1 and vantz[0].neutral == 2


def test_story_012_wins():
    s = s0(start=False)
    s = at_step(s, begin_card("012", ""), step("round_end"))
    assert s.over is not None and s.over.reason == "victory" and s.over.winners == (0, 1, 2, 3)
    assert to_act(s) is None and legal_actions(s) == []
