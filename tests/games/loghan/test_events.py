"""Event Phase and Enemy Alert (§2.6, §2.7): LG-E1..E5, LG-A1, LG-A2, LG-K1."""

from __future__ import annotations

from lg_helpers import act, at_step, bottom, decide_all, kinds, of_kind, pass_windows, play, s0, seat, top

from rules.loghan import legal_actions, to_act, view
from rules.loghan.actions import Action
from rules.loghan.steps import step

ALL = ("Kestrel", "Pill", "Brannoc", "Ilse")


def at_event(card, node, letters, **kw):
    """S0 moved onto ``node`` with ``card`` at the bottom of its deck, the event resolved with
    ``letters`` ({agent: letter}); returns (state, events)."""
    s = s0(node=node, **kw)
    s = bottom(s, card)
    s, events = play(s, "STOP")
    assert top(s) == "event_card" and s.stack[-1].get("card") == card
    while top(s) == "event_card" and to_act(s) is not None:
        agent = s.agents[to_act(s)]
        kind = "CHAOS_PICK" if agent.seat_kind == "chaos" else "DECIDE"
        s, events = play(s, (kind, letters[agent.id]), events=events)
    return s, events


def test_LG_E1_outcomes_per_chooser():
    s, events = at_event("G03", "WELL", {"Kestrel": "A", "Pill": "A", "Brannoc": "A", "Ilse": "D"},
                         script=(("coin", 0),))
    assert s.health == 13
    assert [a.energy for a in s.agents] == [8, 8, 8, 5]
    energy = [e.data["seat"] for e in of_kind(events, "energy")]
    assert energy == [0, 1, 2]  # A applied to Kestrel, Pill, Brannoc in that order
    revealed = of_kind(events, "decisions_revealed")[0]
    assert set(revealed.data["outcomes"]) == {"A", "D"}
    words = " ".join(e.text + repr(e.data) for e in events)
    assert "E+1" not in words and "FLIP C+2" not in words  # B and C are never read
    assert of_kind(events, "coin")  # Ending "—": the Enemy Alert flip follows


def test_decisions_are_secret_until_the_reveal():
    s = bottom(s0(node="WELL"), "G03")
    s, _ = play(s, "STOP")
    s = act(s, ("DECIDE", "A"))  # Kestrel commits
    assert view(s, 1).agents[0].decision == "?"
    assert view(s, 0).agents[0].decision == "A"
    assert to_act(s) == 1 and set(legal_actions(s)) == {Action("DECIDE", x) for x in "ABCD"}


def test_LG_E2a_half_chose_c_no_alert():
    letters = {"Kestrel": "C", "Pill": "C", "Brannoc": "D", "Ilse": "D"}
    s, events = at_event("B04", "CHAPEL", letters, cover="C4")
    assert s.no_alert and not of_kind(events, "coin") and not s.summons


def test_LG_E2b_five_agents_summon_three_blue():
    letters = {"Kestrel": "C", "Pill": "C", "Brannoc": "D", "Ilse": "D", "Sable": "D"}
    s, events = at_event("B04", "CHAPEL", letters, cover="C4", agents=ALL + ("Sable",))
    entered = [e.data["card"] for e in of_kind(events, "enemy_entered")]
    assert len(entered) == 3 and all(c.startswith("EB") for c in entered)
    assert not of_kind(events, "coin")


def test_LG_E2c_story_002_one_chose_a():
    s = s0(agents=("Kestrel", "Pill", "Brannoc"), node="PATH", cover="C1", clean=())
    s, events = play(s, ("STEP", "GATE"))
    assert s.stack[-1].get("card") == "002"
    for letter in ("A", "D", "D"):
        s, events = play(s, ("DECIDE", letter), events=events)
    entered = [e.data["card"] for e in of_kind(events, "enemy_entered")]
    assert len(entered) == 2 and all(c.startswith("EG") for c in entered)
    assert s.story[0] == "C2"


def test_LG_E3_paradox_coin_reflip():
    letters = dict.fromkeys(ALL, "D")
    s = s0(node="CAMP", gear={"Pill": {"backpack": "TV3#1"}}, script=(("coin", 1), ("coin", 0)))
    s = bottom(s, "G01")
    s, events = play(s, "STOP")
    s = decide_all(s, letters)
    assert top(s) == "window" and s.stack[-1].get("name") == "W2"
    s, events = play(s, None, events=events)
    assert top(s) == "reflip" and to_act(s) == seat(s, "Pill")
    s, events = play(s, ("REFLIP", True), events=events)
    assert [e.data["result"] for e in of_kind(events, "coin")] == [1, 0]
    assert not of_kind(events, "enemy_entered") and s.phase == "refresh"


def test_LG_E3_without_reflip_three_or_two_green():
    for agents, expected in ((ALL, 3), (ALL[:3], 2)):
        s = s0(agents=agents, node="CAMP", gear={"Pill": {"backpack": "TV3#1"}}, script=(("coin", 1),))
        s = bottom(s, "G01")
        s, events = play(s, "STOP")
        s = decide_all(s, dict.fromkeys(agents, "D"))
        s, events = play(s, ("REFLIP", False), events=events)
        entered = of_kind(events, "enemy_entered")
        assert len(entered) == expected and all(e.data["card"].startswith("EG") for e in entered)


def refresh_at(**kw):
    s = s0(start=False, **kw).but(event_round=True, round_no=1, phase="refresh")
    return at_step(s, step("refresh"), step("round_end"))


def test_LG_E4a_failed_sneak_places_three_lurkers():
    s = refresh_at(script=(("coin", 1),))
    s, _ = play(s, "RECHARGE", "RECHARGE")
    assert ("SNEAK", "KITCH") in {(a.kind, a.arg) for a in legal_actions(s)}
    s, events = play(s, ("SNEAK", "KITCH"))
    assert s.clarity == 9
    brannoc = s.agents[seat(s, "Brannoc")]
    while to_act(s) == seat(s, "Brannoc") and top(s) in ("place", "sneak_peek", "sneak_cloak"):
        choice = {"place": legal_actions(s)[0], "sneak_peek": Action("SNEAK_PEEK", False),
                  "sneak_cloak": Action("CLOAK", False)}[top(s)]
        s, events = play(s, choice, events=events)
    brannoc = s.agents[seat(s, "Brannoc")]
    assert len(brannoc.treasures) == 1 and brannoc.treasures[0].startswith("TG")
    assert len(s.lurkers[0]) == 3 and all(c.startswith("EG") for c in s.lurkers[0])
    assert [x.count("?") for x in view(s, 0).lurkers[0]] == [1, 1, 1]


def lurking_state(**kw):
    s = s0(**kw)
    lurkers = s.edecks[0][:3]
    return s.but(edecks=(s.edecks[0][3:],) + s.edecks[1:], lurkers=(lurkers, (), ())), lurkers


def test_LG_E4b_lurkers_join_after_a_random_event():
    s, lurkers = lurking_state(node="CAMP", script=(("coin", 0),))
    s = bottom(s, "G01")
    s, events = play(s, "STOP")
    s = decide_all(s, dict.fromkeys(ALL, "D"))
    s, events = play(s, None, events=events)
    joined = of_kind(events, "lurkers_join")
    assert joined and joined[0].data["cards"] == list(lurkers)
    assert s.lurkers[0] == () and s.combat is not None


def test_LG_E4c_story_cards_never_reveal_lurkers():
    s, lurkers = lurking_state(node="PATH", cover="C1")
    s, events = play(s, ("STEP", "GATE"))
    s = decide_all(s, dict.fromkeys(ALL, "A"))  # 002: nobody fewer than half chose A -> NO ALERT
    s, events = play(s, None, events=events)
    assert s.lurkers[0] == lurkers and not of_kind(events, "lurkers_join")


def test_LG_E4d_new_lurker_waits_for_a_later_event():
    s = bottom(s0(node="WELL", script=(("coin", 0),)), "G06")
    s, events = play(s, "STOP")
    s = decide_all(s, dict.fromkeys(ALL, "D"))
    s, events = play(s, None, events=events)
    assert len(s.lurkers[0]) == 1 and of_kind(events, "coin") and s.combat is None


def test_LG_E6_event_deck_fallback_and_both_lurker_stacks():
    """LG-E6 (played in Story mode: Exploration is a later issue; the fallback, the counter and the
    lurkers are the same rules): the Green Random Event deck is empty at a Green room, so the
    bottom Blue card is resolved, the Random Events counter goes +1, and the lurkers of the Green
    stack (the node's colour) and of the Blue stack (the deck drawn from) both join."""
    s = s0(node="WELL", script=(("coin", 0),))
    green, blue = s.edecks[0][0], s.edecks[1][0]
    s = s.but(edecks=(s.edecks[0][1:], s.edecks[1][1:]) + s.edecks[2:], lurkers=((green,), (blue,), ()),
              events=((),) + s.events[1:])
    s = bottom(s, "B02")  # Feast Remains: its Ending is "—", so the Enemy Alert flip follows
    counter = s.random_events
    s, events = play(s, "STOP")
    assert top(s) == "event_card" and s.stack[-1].get("card") == "B02" and s.stack[-1].get("deck") == "B"
    assert s.random_events == counter + 1 and "B02" not in s.events[1]
    s = decide_all(s, dict.fromkeys(ALL, "C"))
    s, events = play(s, None, events=events)
    joined = of_kind(events, "lurkers_join")
    assert [e.data["deck"] for e in joined] == ["G", "B"]
    assert [c for e in joined for c in e.data["cards"]] == [green, blue]
    assert s.lurkers == ((), (), ()) and [f.card for f in s.combat.row] == [green, blue]
    assert of_kind(events, "coin")  # heads (scripted): no alert summons; the lurkers still join


def test_LG_E6_no_deck_left_still_has_an_alert():
    """§2.6.1: with all three Random Event decks empty no card is drawn, but the Enemy Alert still
    happens (the coin) and the node's lurkers join."""
    s = s0(node="WELL", script=(("coin", 0),))
    green = s.edecks[0][0]
    s = s.but(edecks=(s.edecks[0][1:],) + s.edecks[1:], lurkers=((green,), (), ()), events=((), (), ()))
    s, events = play(s, "STOP")
    assert of_kind(events, "no_event") and of_kind(events, "coin")
    assert [f.card for f in s.combat.row] == [green]


def test_LG_E5_story_buffer():
    s, _ = at_event("G03", "WELL", {"Kestrel": "A", "Pill": "A", "Brannoc": "A", "Ilse": "B"}, preset="story",
                    script=(("coin", 0),))
    assert s.health == 13  # -3, the first point ignored
    letters = {"Kestrel": "A", "Pill": "A", "Brannoc": "B", "Ilse": "B"}
    s, _ = at_event("R03", "DUNGEON", letters, preset="story", clarity=3, cover="C5", script=(("coin", 0),))
    assert s.clarity == 0 and s.health == 15
    letters = {"Kestrel": "D", "Pill": "D", "Brannoc": "B", "Ilse": "B"}
    s, _ = at_event("R03", "DUNGEON", letters, preset="story", clarity=0, cover="C5", script=(("coin", 0),))
    assert s.clarity == 0 and s.health == 14
    s, _ = at_event("G03", "WELL", {"Kestrel": "A", "Pill": "A", "Brannoc": "A", "Ilse": "B"},
                    script=(("coin", 0),))
    assert s.health == 12  # Standard: no buffer


def alert_at(agents=ALL, **kw):
    s = s0(agents=agents, start=False, **kw).but(event_round=True, round_no=1, event_deck="B")
    return at_step(s, step("alert"), step("refresh"), step("round_end"))


def test_LG_A1_n_m_on_tails():
    for agents, expected in ((ALL[:3], 2), (ALL, 3)):
        s, events = play(alert_at(agents, script=(("coin", 1),)), None)
        entered = of_kind(events, "enemy_entered")
        assert len(entered) == expected and all(e.data["card"].startswith("EB") for e in entered)


def test_LG_A2_ghost_walk():
    agents = ("Kestrel", "Pill", "Brannoc", "Sable")
    s = alert_at(agents, clarity=6, energy={"Sable": 2}, lurkers=((), ("EB2#3",), ()), lurk_snapshot=(0, 1, 0))
    s = s.but(edecks=(s.edecks[0], tuple(c for c in s.edecks[1] if c != "EB2#3")) + s.edecks[2:])
    for _ in range(3):
        s = act(s, "PASS_WINDOW")
    assert to_act(s) == seat(s, "Sable") and "USE_SKILL" in kinds(s)
    s = act(s, ("USE_SKILL", None), ("CONTRIBUTE", 2), ("CONTRIBUTE", 2))
    assert s.alert_cancelled and s.agents[seat(s, "Sable")].energy == 0 and s.agents[0].energy == 3
    s, events = play(s, None)
    assert not of_kind(events, "coin") and of_kind(events, "flip_cancelled")
    assert of_kind(events, "lurkers_join")[0].data["cards"] == ["EB2#3"]


def test_LG_A2_ghost_walk_needs_clarity_6():
    agents = ("Kestrel", "Pill", "Brannoc", "Sable")
    s = alert_at(agents, clarity=5)
    for _ in range(3):
        s = act(s, "PASS_WINDOW")
    assert "USE_SKILL" not in kinds(s)


def test_LG_K1_chaos_decision():
    s = s0(agents=("Pill", "Brannoc", "Kestrel"), seats=("human", "chaos", "chaos"), node="CAMP",
           script=(("pick", ("B", "D")), ("pick", ("A", "C")), ("coin", 0)))
    s = bottom(s, "G01")
    s, events = play(s, "STOP")
    s, events = play(s, ("DECIDE", "A"), events=events)
    assert to_act(s) == 1 and set(legal_actions(s)) == {Action("CHAOS_PICK", "B"), Action("CHAOS_PICK", "D")}
    s, events = play(s, ("CHAOS_PICK", "D"), events=events)
    assert set(legal_actions(s)) == {Action("CHAOS_PICK", "A"), Action("CHAOS_PICK", "C")}
    s, events = play(s, ("CHAOS_PICK", "A"), events=events)
    revealed = of_kind(events, "decisions_revealed")[0].data["decisions"]
    assert revealed["A"] == [0, 2] and revealed["D"] == [1]
    assert [e.data["seat"] for e in of_kind(events, "energy")] == [0, 2]  # A: Pill, then Kestrel
