"""Refresh (§2.11), Search tokens and the Gob-Li (§2.12): LG-F1..F5."""

from __future__ import annotations

from lg_helpers import act, at_step, give, kinds, of_kind, play, s0, seat, top

from rules.loghan import legal_actions, to_act
from rules.loghan.actions import Action
from rules.loghan.search import with_tokens
from rules.loghan.steps import step


def refresh_at(event_round=True, **kw):
    s = s0(start=False, **kw).but(event_round=event_round, round_no=1, phase="refresh")
    return at_step(s, step("refresh"), step("round_end"))


def test_LG_F1_actions():
    s = s0(start=False)
    s = with_tokens(s, "HALL", ("S-E3",) + s.tokens_at("HALL")[1:])
    s = at_step(s.but(event_round=True, round_no=1), step("refresh"), step("round_end"))
    s, events = play(s, "SEARCH", ("REST", "clarity"), "RECHARGE")
    assert s.agents[0].energy == 8 and s.box[-1] == "S-E3" and s.clarity == 10 and s.agents[2].energy == 8
    assert {a.arg for a in legal_actions(s) if a.kind == "SNEAK"} == {"KITCH", "CHAPEL"}
    s, events = play(s, "RECHARGE", events=events)
    while top(s) == "disenchant":
        s, events = play(s, "DONE", events=events)
    assert s.leader == seat(s, "Pill") and s.health == 15 and "HALL" in s.clean
    assert s.round_no == 2


def test_LG_F2_disenchant():
    gear = {"Kestrel": {"belt": "TG2#1", "backpack": ["TG9#1", "TV1#1"]}}
    s = refresh_at(gear=gear)
    s, _ = play(s, "RECHARGE", "RECHARGE", "RECHARGE", "RECHARGE")
    assert top(s) == "disenchant" and to_act(s) == 0
    offered = {a.arg: a.label for a in legal_actions(s) if a.kind == "DISENCHANT"}
    assert set(offered) == {"TG2#1", "TG9#1"}
    s = act(s, ("DISENCHANT", "TG2#1"))
    assert s.agents[0].energy == 5 + 3 + 2 and "TG2#1" in s.box
    s = act(s, ("DISENCHANT", "TG9#1"))
    assert s.agents[0].energy == 10
    s = refresh_at(event_round=False, gear=gear)
    s, _ = play(s, "PASS", "PASS", "PASS", "PASS")
    assert top(s) != "disenchant" and s.round_no == 2


def stack_top(state, deck_index, card):
    deck = (card,) + tuple(c for c in state.tdecks[deck_index] if c != card)
    return state.but(tdecks=state.tdecks[:deck_index] + (deck,) + state.tdecks[deck_index + 1:])


def test_LG_F3_gob_li():
    s = s0(start=False, gear={"Pill": {"belt": "TG2#1"}})
    s = with_tokens(s, "HALL", ("S-GOB",))
    for i, card in ((0, "TG4#1"), (1, "TB2#1"), (2, "TR3#1")):
        s = stack_top(s, i, card)
    s = at_step(s.but(event_round=True, round_no=1), step("refresh"), step("round_end"))
    s, events = play(s, "SEARCH")
    assert top(s) == "gobli_sell" and to_act(s) == 1  # Kestrel has nothing to sell: skipped
    s, events = play(s, ("SELL", "TG2#1"), events=events)
    assert s.agents[1].energy == 9 and "TG2#1" in s.tdecks[0]
    assert top(s) == "gobli_auction"  # Pill has nothing left to sell: her DONE is forced
    assert Action("BID", 2) not in legal_actions(s) and Action("BID", 3) in legal_actions(s)
    s = act(s, ("BID", 3), ("BID", 4), "PASS", "PASS", "PASS")
    # the Buckler is Pill's for 4; then nobody bids on the Longsword; nobody can bid on the Rifle
    if top(s) == "place":
        s = act(s, legal_actions(s)[0])
    assert s.agents[1].energy == 5 and "TG4#1" in s.agents[1].treasures
    # nobody has the 6 Energy the Longsword needs: every PASS is forced, both wares go back
    assert "TB2#1" in s.tdecks[1] and "TR3#1" in s.tdecks[2]
    assert top(s) == "refresh_act" and to_act(s) == 1


def test_LG_F3_solo_shortcut():
    s = s0(start=False, agents=("Pill", "Brannoc", "Kestrel"), seats=("human", "chaos", "chaos"))
    s = with_tokens(s, "HALL", ("S-GOB",))
    for i, card in ((0, "TG4#1"), (1, "TB2#1"), (2, "TR3#1")):
        s = stack_top(s, i, card)
    s = at_step(s.but(event_round=True, round_no=1), step("refresh"), step("round_end"))
    s, _ = play(s, "SEARCH")
    while top(s) == "gobli_sell":
        s = act(s, "DONE")
    assert top(s) == "gobli_shop"
    assert Action("BUY", ("TG4#1", 1)) in legal_actions(s)
    s = act(s, ("BUY", ("TG4#1", 1)), ("CONTRIBUTE", 2), ("CONTRIBUTE", 1))  # Brannoc 2, then Pill 1
    while top(s) == "place":
        s = act(s, legal_actions(s)[0])
    assert "TG4#1" in s.agents[1].treasures and s.agents[1].energy == 3 and s.agents[0].energy == 4


def test_LG_F4_eight_clean_tokens():
    clean = ("CAMP", "GRAVE", "GATE", "STABLE", "WELL", "KITCH", "CHAPEL")
    s = refresh_at(clean=clean)
    s, _ = play(s, "RECHARGE", "RECHARGE", "RECHARGE", "RECHARGE")
    while top(s) == "disenchant":
        s = act(s, "DONE")
    assert s.leader == seat(s, "Pill") and top(s) == "clean_remove" and to_act(s) == seat(s, "Pill")
    options = {a.arg for a in legal_actions(s)}
    assert options == {("GATE", "STABLE"), ("GATE", "WELL"), ("STABLE", "WELL")}
    s = act(s, ("CLEAN_REMOVE", ("GATE", "STABLE")))
    assert set(s.clean) == {"HALL", "KITCH", "CHAPEL", "WELL"}


def test_LG_F5_search_tokens():
    s = s0(start=False, health=14)
    s = with_tokens(s, "HALL", ("S-TB", "S-H2") + s.tokens_at("HALL"))
    s = at_step(s.but(event_round=True, round_no=1), step("refresh"), step("round_end"))
    s, _ = play(s, "SEARCH")
    assert top(s) == "token_draw" and kinds(s) == {"TOKEN_DRAW"}
    s = act(s, ("TOKEN_DRAW", True))
    while top(s) == "place":
        s = act(s, legal_actions(s)[0])
    assert s.agents[0].treasures[0].startswith("TB")
    s, _ = play(s, "SEARCH")
    assert s.health == 15
    s = s0(start=False, node="KITCH")
    s = with_tokens(s, "KITCH", ("S-SUM",))
    s = at_step(s.but(event_round=True, round_no=1), step("refresh"), step("round_end"))
    s, events = play(s, "SEARCH")
    assert len(s.lurkers[0]) == 1 and s.lurkers[0][0].startswith("EG")
