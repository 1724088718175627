"""Activated treasures used with USE_ITEM (§2.15.4, C5): Lockpicks, Brass Spyglass, Echo Lens,
Smoke Flask and the Loghan War-Horn, each where its timing allows it and nowhere else."""

from __future__ import annotations

import pytest
from lg_helpers import act, act_events, combat_now, drive, hand, kinds, pass_windows, s0, seat, top

from rules.core import IllegalAction, events_for
from rules.loghan import apply, legal_actions, to_act
from rules.loghan.actions import Action
from rules.loghan.items import _offer_use


def uses(state) -> set:
    return {a.arg for a in legal_actions(state) if a.kind == "USE_ITEM"}


def at_window(state, name: str, agent: str):
    """Drive ``state`` (passing everything) until ``agent`` is asked in window ``name``."""
    who = state.seat_of(agent)
    state, _ = drive(state, stop=lambda s: top(s) == "window" and s.stack[-1].get("name") == name
                     and to_act(s) == who)
    return state


# --- Lockpicks (TG7): DESTROY, not in combat --------------------------------------------------


def test_lockpicks_open_a_locked_door_for_good():
    s = s0(node="GRAVE", gear={"Kestrel": {"backpack": "TG7#1"}})
    assert top(s) == "window" and to_act(s) == 0
    assert uses(s) == {("TG7#1", "9")}  # the Lych Door; the trail to PATH is open already
    s, events = act_events(s, ("USE_ITEM", ("TG7#1", "9")))
    assert "past:9" in s.opened and "TG7#1" in s.box and not s.agents[0].treasures
    assert "door" in events[0].text and "Graveyard" in events[0].text
    s = pass_windows(s)
    assert {a.arg for a in legal_actions(s) if a.kind == "STEP"} == {"PATH", "CHAPEL"}
    s = act(s, ("STEP", "CHAPEL"))
    assert s.node == "CHAPEL"


def test_lockpicks_need_a_closed_door_and_are_never_used_in_combat():
    s = s0(node="HALL", gear={"Kestrel": {"backpack": "TG7#1"}})
    assert "USE_ITEM" not in kinds(s)  # every door of HALL is open
    s = s0(node="GRAVE", gear={"Kestrel": {"backpack": "TG7#1"}}, artifacts=("TS1",))
    assert "USE_ITEM" not in kinds(s)  # the Sexton's Key opened it already
    s = s0(node="GRAVE", gear={"Kestrel": {"left": "TG7#1"}}, start=False)
    for window in ("W3", "W4", "W5", "W6", "W7"):
        assert _offer_use(s, 0, window) == []
    assert _offer_use(s, 0, "W9") != []


# --- Brass Spyglass (TB10): Once/Round, not in combat ------------------------------------------


def test_spyglass_shows_a_token_within_two_edges_to_every_seat():
    s = s0(node="BAILEY", gear={"Kestrel": {"backpack": "TB10#1"}})
    targets = {t for _, t in uses(s)}
    within = {"GATE", "STABLE", "WELL", "HALL", "ARMORY", "KITCH", "CHAPEL", "BARRACKS"}
    assert targets == {n for n in within if s.tokens_at(n)} and targets
    assert "CAMP" not in targets and "LIBRARY" not in targets  # 3 and 4 edges away
    node = sorted(targets)[0]
    s, events = act_events(s, ("USE_ITEM", ("TB10#1", node)))
    token = s.tokens_at(node)[0]
    assert (node, -1) in s.peeked and any(e.kind == "peek" and e.data.get("token") == token for e in events)
    assert s.agents[0].place_of("TB10#1") == "backpack"  # kept: it is not destroyed
    assert "USE_ITEM" not in kinds(s)  # once per Round
    assert _offer_use(s.but(agents=(s.agents[0].but(items_used=()),) + s.agents[1:]), 0, "W3") == []


def test_spyglass_needs_to_be_equippable():
    """§2.15.4: both hands and both inventory slots full, the Spyglass in the backpack and no Small
    treasure in a hand to swap: it cannot be used (LG-T7's rule)."""
    full = {"left": "TB2#1", "right": "TG1#1", "belt": "TG4#1", "back": "TB5#1", "backpack": "TB10#1"}
    s = s0(node="BAILEY", gear={"Kestrel": full})
    assert "USE_ITEM" not in kinds(s)
    s = s0(node="BAILEY", gear={"Kestrel": {**full, "right": "TG8#1"}})  # Throwing Knives (Small) in hand
    assert "USE_ITEM" in kinds(s)


# --- Echo Lens (TV2): Once/Round, private --------------------------------------------------------


def test_echo_lens_shows_the_next_event_to_its_user_only():
    s = s0(gear={"Kestrel": {"backpack": "TV2#1"}})
    assert uses(s) == {("TV2#1", "G"), ("TV2#1", "B"), ("TV2#1", "R")}
    nxt = s.events[1][-1]  # the bottom card of the Blue deck is drawn next
    s, events = act_events(s, ("USE_ITEM", ("TV2#1", "B")))
    mine = [e for e in events_for(events, 0) if e.kind == "echo_lens"]
    theirs = [e for e in events_for(events, 1) if e.kind == "echo_lens"]
    assert len(mine) == 1 and mine[0].data["card"] == nxt
    assert len(theirs) == 1 and "card" not in theirs[0].data and "Blue" in theirs[0].text
    assert s.events == s0(gear={"Kestrel": {"backpack": "TV2#1"}}).events  # nothing moves
    assert "USE_ITEM" not in kinds(s) and s.agents[0].items_used == ("TV2#1",)
    with pytest.raises(IllegalAction):
        apply(s, Action("USE_ITEM", ("TV2#1", "G")))


def test_echo_lens_skips_an_empty_deck():
    s = s0(gear={"Kestrel": {"backpack": "TV2#1"}}, start=False)
    s = s.but(events=((), s.events[1], s.events[2]))
    assert {t for _, t in (a.arg for a in _offer_use(s, 0, "W1"))} == {"B", "R"}


# --- Smoke Flask (TB8): DESTROY, Combat Step 1 only -----------------------------------------------


def flask_fight():
    s = s0(start=False, gear={"Kestrel": {"backpack": "TB8#1"}})
    for agent in ("Kestrel", "Pill", "Brannoc", "Ilse"):
        s = hand(s, agent, ("MISS", "MISS", "MISS", "AID", "AID"))
    return combat_now(s, ("EG1#2", "EG2#2"))


def test_smoke_flask_stuns_every_enemy_in_step_1_only():
    assert _offer_use(s0(start=False, gear={"Kestrel": {"backpack": "TB8#1"}}), 0, "W1") == []
    s = flask_fight()
    assert top(s) == "window" and s.stack[-1].get("name") == "W3" and to_act(s) == 0
    assert uses(s) == {("TB8#1", None)}
    s = act(s, ("USE_ITEM", ("TB8#1", None)))
    assert [f.stun for f in s.combat.row] == [1, 1] and "TB8#1" in s.box
    s, events = drive(s, stop=lambda st: st.combat is not None and st.combat.round == 2)
    # Step 6: both enemies skip their attacks and lose their Stun (nobody attacked them)
    assert [f.stun for f in s.combat.row] == [0, 0] and s.health == 15
    assert [f.total for f in s.combat.row] == [0, 0]
    s, events = drive(s, stop=lambda st: st.combat is not None and st.combat.round == 3)
    # round 2: the Skeleton hits (-1 Health), the Thief takes 2 Energy from the Leader (Kestrel, 5)
    assert s.health == 14 and s.agents[0].energy == 3


def test_smoke_flask_is_not_offered_in_step_2():
    s = at_window(flask_fight(), "W4", "Kestrel")
    assert ("TB8#1", None) not in uses(s)


# --- Loghan War-Horn (TR7): DESTROY, Combat Step 2 --------------------------------------------------


def horn_fight(pill_deck: int = 25):
    s = s0(start=False, gear={"Kestrel": {"left": "TR7#1"}})
    for agent in ("Kestrel", "Pill", "Brannoc", "Ilse"):
        s = hand(s, agent, ("MISS", "MISS", "AID", "COUNTER", "COUNTER"))
    pill = seat(s, "Pill")
    a = s.agents[pill]
    s = s.with_agent(pill, a.but(hand=(), deck=a.deck[:pill_deck], discard=a.hand + a.deck[pill_deck:]))
    return combat_now(s, ("EG1#2",))


def test_war_horn_draws_one_card_for_every_agent_taking_part():
    s = horn_fight()
    assert ("TR7#1", None) not in uses(s)  # not in W3
    s = at_window(s, "W4", "Kestrel")
    before = [(len(a.hand), len(a.deck)) for a in s.agents]
    s, events = act_events(s, ("USE_ITEM", ("TR7#1", None)))
    after = [(len(a.hand), len(a.deck)) for a in s.agents]
    assert after == [(h + 1, d - 1) for h, d in before]
    assert "TR7#1" in s.box and not s.agents[0].treasures
    assert len([e for e in events if e.kind == "draw"]) == 4


def test_war_horn_skips_a_recuperating_agent():
    s = horn_fight(pill_deck=3)  # Pill needs 5 with 3 in her deck: forced Recuperation
    s = at_window(s, "W4", "Kestrel")
    pill = seat(s, "Pill")
    assert pill in s.combat.out
    before = s.agents[pill]
    s = act(s, ("USE_ITEM", ("TR7#1", None)))
    assert s.agents[pill].hand == before.hand and s.agents[pill].deck == before.deck
    assert len(s.agents[0].hand) == 6
