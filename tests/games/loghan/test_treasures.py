"""Tracks and treasures (§2.13, §2.15, §2.17, E11, E27, E28): LG-T1, T3, T4, T5, T6, T7."""

from __future__ import annotations

from lg_helpers import act, at_step, bottom, give, kinds, pass_windows, play, s0, seat, top

from rules.loghan import decks, legal_actions, to_act
from rules.loghan.actions import Action
from rules.loghan.effects import effects_step
from rules.loghan.items import can_use
from rules.loghan.steps import step
from rules.loghan.tracks import gain_energy, lose_clarity


def test_LG_T1_clarity_at_zero():
    s = s0(start=False, clarity=1)
    s, _ = lose_clarity(s, 3, "R11 A")
    assert (s.clarity, s.health) == (0, 13)
    s = at_step(s.but(event_round=True, round_no=1), step("refresh"), step("round_end"))
    assert "SNEAK" not in kinds(pass_windows(s))
    s, _ = play(s, ("REST", "clarity"), "RECHARGE", "RECHARGE", "RECHARGE")
    while top(s) == "disenchant":
        s = act(s, "DONE")
    assert s.clarity == 1 and s.health == 13  # the check happens at Clarity 1: no loss
    s = s0(start=False, clarity=0, health=13)
    s = at_step(s.but(event_round=True, round_no=1), step("refresh"), step("round_end"))
    s, _ = play(s, "RECHARGE", "RECHARGE", "RECHARGE", "RECHARGE")
    while top(s) == "disenchant":
        s = act(s, "DONE")
    assert s.health == 12  # Refresh Step 4 at Clarity 0


def test_LG_T3_maximums():
    s = s0(health=14, clarity=9, energy={"Kestrel": 98}, gear={"Kestrel": {"backpack": "TB7#1"}})
    s = act(s, ("USE_ITEM", ("TB7#1", None)))
    assert s.health == 15 and "TB7#1" in s.box
    s = at_step(s, effects_step(0, ("C+2",)))
    assert s.clarity == 10
    s, _ = gain_energy(s, 0, 3, "Recharge")
    assert s.agents[0].energy == 99
    pill = seat(s, "Pill")
    s = s.with_agent(pill, s.agents[pill].but(energy=99, syphon=True))
    s, _ = gain_energy(s, 2, 4, "test")
    assert s.agents[pill].energy == 99 and s.agents[2].energy == 9


def test_LG_T4_losses_take_only_what_is_there():
    letters = {"Kestrel": "B", "Pill": "D", "Brannoc": "D", "Ilse": "D"}
    s = bottom(s0(energy={"Kestrel": 1}, script=(("coin", 0),)), "B09")
    s, _ = play(s, "STOP")
    while top(s) == "event_card":
        s = act(s, ("DECIDE", letters[s.agents[to_act(s)].id]))
    while top(s) == "place":
        s = act(s, legal_actions(s)[0])
    kestrel = s.agents[0]
    assert kestrel.energy == 0 and len(kestrel.treasures) == 1 and kestrel.treasures[0].startswith("TB")


def _colour_emptied(state, field, colour_index):
    piles = getattr(state, field)
    return state.but(**{field: piles[:colour_index] + ((),) + piles[colour_index + 1:]})


def test_LG_T5_deck_exhaustion():
    s = s0(start=False)
    a = s.but(edecks=((),) + s.edecks[1:], ediscards=(("EG2#2", "EG3#4"),) + s.ediscards[1:])
    a, card, _ = decks.draw_enemy(a, "G")
    assert card in ("EG2#2", "EG3#4") and len(a.edecks[0]) == 1 and a.ediscards[0] == ()
    b = _colour_emptied(s, "edecks", 0)
    assert decks.draw_enemy(b, "G")[1].startswith("EB")
    c = _colour_emptied(b, "edecks", 1)
    assert decks.draw_enemy(c, "G")[1].startswith("ER")
    d = _colour_emptied(s, "edecks", 2)
    assert decks.draw_enemy(d, "R")[1].startswith("EB")
    assert decks.draw_enemy(_colour_emptied(d, "edecks", 1), "R")[1].startswith("EG")
    e = _colour_emptied(s, "edecks", 3)
    assert decks.draw_enemy(e, "V")[1].startswith("ER")
    e = _colour_emptied(e, "edecks", 2)
    assert decks.draw_enemy(e, "V")[1].startswith("EB")
    e = _colour_emptied(e, "edecks", 1)
    assert decks.draw_enemy(e, "V")[1].startswith("EG")
    e = _colour_emptied(e, "edecks", 0)
    assert decks.draw_enemy(e, "V")[1] == ""  # Story mode: the draw gives nothing
    f = _colour_emptied(s, "tdecks", 0)
    assert decks.draw_treasure(f, "G")[1].startswith("TB")
    assert decks.draw_treasure(_colour_emptied(f, "tdecks", 1), "G")[1].startswith("TR")


def test_LG_T5h_a_destroyed_potion_never_comes_back():
    s = s0(gear={"Pill": {"backpack": "TG5#1"}}, health=12)
    s = act(s, "PASS_WINDOW", ("USE_ITEM", ("TG5#1", None)))
    seen = set()
    for _ in range(40):
        s, card, _ = decks.draw_treasure(s, "G")
        seen.add(card)
        if card:
            s = decks.discard_treasure(s, card)
    assert "TG5#1" not in seen and "TG5#1" in s.box


T6_GEAR = {"Pill": {"belt": "TB3#1", "back": "TG2#1", "left": "TB2#1", "right": "TB5#1",
                    "backpack": ["TG5#1", "TG5#2", "TG6#1", "TG9#1", "TB10#1", "TG8#1"]}}


def _draw_potion(gear):
    s = s0(start=False, gear=gear).but(event_round=True, round_no=1)
    deck = ("TG5#3",) + tuple(c for c in s.tdecks[0] if c != "TG5#3")
    s = s.but(tdecks=(deck,) + s.tdecks[1:])
    return at_step(s, effects_step(seat(s, "Pill"), ("T:G",)), step("round_end"))


def test_LG_T6_backpack_limit_overflow():
    s = _draw_potion(T6_GEAR)
    assert top(s) == "overflow" and to_act(s) == seat(s, "Pill")
    options = legal_actions(s)
    new = [a.arg[1] for a in options if a.arg[0] == "TG5#3"]
    assert "RETURN" in new and "DISENCHANT" in new and any(isinstance(h, tuple) and h[0] == "GIVE" for h in new)
    s2 = act(s, ("OVERFLOW", ("TG9#1", "DISENCHANT")))
    pill = s2.agents[seat(s2, "Pill")]
    assert pill.energy == 5 and "TG5#3" in pill.backpack and len(pill.backpack) == 6
    s3 = act(s, ("OVERFLOW", ("TG5#3", "RETURN")))
    assert "TG5#3" in s3.tdecks[0] and len(s3.agents[seat(s3, "Pill")].backpack) == 6


def test_LG_T6_variant_back_free():
    gear = {"Pill": dict(T6_GEAR["Pill"])}
    del gear["Pill"]["back"]
    s = _draw_potion(gear)
    pill = s.agents[seat(s, "Pill")]
    assert pill.back == "TG5#3" and top(s) != "overflow"  # re-laid out or placed: no overflow


def test_LG_T6_give_and_refuse():
    s = _draw_potion(T6_GEAR)
    s = act(s, ("OVERFLOW", ("TG5#3", ("GIVE", 0))))
    assert top(s) == "give_answer" and to_act(s) == 0
    refused = act(s, ("GIVE_ANSWER", False))
    assert top(refused) == "overflow" and Action("OVERFLOW", ("TG5#3", ("GIVE", 0))) not in legal_actions(refused)
    s = act(s, ("GIVE_ANSWER", True))
    while top(s) == "place":
        s = act(s, legal_actions(s)[0])
    assert "TG5#3" in s.agents[0].treasures


T7 = {"Kestrel": {"both": "TB1#1", "belt": "TG1#1", "backpack": "TG5#1"}}


def test_LG_T7_potion_with_a_two_handed_weapon():
    s = s0(health=12, gear=T7)
    assert Action("USE_ITEM", ("TG5#1", None)) in legal_actions(s)
    s = act(s, ("USE_ITEM", ("TG5#1", None)))
    k = s.agents[0]
    assert s.health == 14 and k.left == k.right == "TB1#1" and "TG5#1" in s.box and "TG5#1" not in k.treasures


def test_LG_T7_variants():
    gear = {"Kestrel": {**T7["Kestrel"], "back": "TB2#1"}}
    s = s0(health=12, gear=gear)
    assert not any(a.kind == "USE_ITEM" for a in legal_actions(s))
    s = s0(health=12, gear={"Kestrel": {"right": "TB2#1", "backpack": "TG5#1"}})
    assert Action("USE_ITEM", ("TG5#1", None)) in legal_actions(s)
    s = s0(health=12, gear=T7)
    assert can_use(s, 0, "TG5#1", strict=False)  # W3: parking the Rod's hand content is allowed
    assert not can_use(s, 0, "TG5#1", strict=True)  # W7: weapons may not move
    s = s0(health=12, gear={"Kestrel": {"right": "TB2#1", "backpack": "TG5#1"}})
    assert can_use(s, 0, "TG5#1", strict=True)


def test_a_relayout_never_puts_a_two_handed_weapon_in_one_hand():
    """E28's automatic re-layout (room but no free place): shields in both hands and a stored Bow,
    then a third Large treasure. The Bow stays in an inventory slot (it once landed in one hand:
    the Large treasures were laid Belt, Back, then hands, in the order they were held)."""
    from rules.loghan.gear import relayout
    from rules.loghan.state import Agent

    agent = Agent("PILL", left="TG4#1", right="TB5#1", belt="TG2#1")
    laid = relayout(agent, "TR4#1")
    assert laid is not None and laid.place_of("TG2#1") in ("belt", "back")
    assert sorted(laid.treasures) == sorted(("TG4#1", "TB5#1", "TG2#1", "TR4#1"))
