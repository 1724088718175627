"""Skills (§2.14, E21) and trading (§2.16, E4, E24): LG-P1, LG-P3, windows' limits."""

from __future__ import annotations

from lg_helpers import act, at_step, kinds, pass_windows, s0, seat, top

from rules.loghan import legal_actions, to_act
from rules.loghan.actions import Action
from rules.loghan.copies import settle
from rules.loghan.effects import effects_step
from rules.loghan.steps import step


def pill_turn(**kw):
    s = s0(**kw)
    s = act(s, "PASS_WINDOW")  # Kestrel, the Leader, passes
    assert to_act(s) == seat(s, "Pill")
    return s


def test_LG_P1_shared_skill_cost():
    s = pill_turn(energy={"Pill": 2, "Brannoc": 5}, clarity=5, health=10)
    s = act(s, ("USE_SKILL", None), ("CONTRIBUTE", 2))
    assert to_act(s) == seat(s, "Kestrel")  # the others answer in player order
    s = act(s, ("CONTRIBUTE", 0))
    assert to_act(s) == seat(s, "Brannoc")
    s = act(s, ("CONTRIBUTE", 2))
    pill, brannoc = s.agents[seat(s, "Pill")], s.agents[seat(s, "Brannoc")]
    assert s.health == 12 and pill.energy == 0 and brannoc.energy == 3 and s.clarity == 5
    assert "USE_SKILL" not in kinds(s)  # once per Round


def test_LG_P1_threshold_and_refusal():
    s = pill_turn(energy={"Pill": 2}, clarity=4, health=10)
    assert "USE_SKILL" not in kinds(s)
    s = pill_turn(energy={"Pill": 2, "Brannoc": 5}, clarity=5, health=10)
    s = act(s, ("USE_SKILL", None), ("CONTRIBUTE", 2), ("CONTRIBUTE", 0), ("CONTRIBUTE", 0), ("CONTRIBUTE", 0))
    assert s.health == 10 and s.agents[seat(s, "Pill")].energy == 2
    assert to_act(s) == seat(s, "Pill") and "USE_SKILL" not in kinds(s)  # not again in this window


def test_LG_P1_contributions_feed_no_syphon():
    s = pill_turn(energy={"Pill": 2, "Brannoc": 5}, clarity=5, health=10)
    ilse = seat(s, "Ilse")
    s = s.with_agent(ilse, s.agents[ilse].but(syphon=True))
    s = act(s, ("USE_SKILL", None), ("CONTRIBUTE", 2), ("CONTRIBUTE", 0), ("CONTRIBUTE", 2))
    assert s.agents[ilse].energy == 5


def test_LG_P3_requisition():
    s = s0(start=False, agents=("Kestrel", "Pill", "Orin", "Ilse"), requisition=True)
    top_two = settle(s.tdecks[0])[:2]  # the top two, copies named by place (``copies.settle``)
    s = at_step(s.but(event_round=True, round_no=1), effects_step(0, ("T:G",)), step("round_end"))
    assert top(s) == "req_keep" and to_act(s) == 0
    assert {a.arg for a in legal_actions(s)} == {0, 1}
    s = act(s, ("REQ_KEEP", 1))
    while top(s) == "place":
        s = act(s, legal_actions(s)[0])
    assert s.agents[0].treasures == (top_two[1],) and top_two[0] in s.tdecks[0] and not s.requisition


def test_trade_energy_and_treasure():
    s = s0(gear={"Kestrel": {"belt": "TG1#1"}})
    s = act(s, ("TRADE_OPEN", 1), ("TRADE_GIVE", "ENERGY"), ("TRADE_GIVE", "ENERGY"), ("TRADE_GIVE", "TG1#1"),
            "TRADE_SEND")
    assert top(s) == "trade_answer" and to_act(s) == 1
    s = act(s, ("TRADE_ANSWER", True))
    while top(s) == "place":
        s = act(s, legal_actions(s)[0])
    assert s.agents[0].energy == 3 and s.agents[1].energy == 7 and "TG1#1" in s.agents[1].treasures
    assert "TRADE_OPEN" not in kinds(s) or to_act(s) != 0  # one offer per seat and window


def test_trade_gives_the_syphon_nothing_and_remove_cancels():
    s = s0()
    ilse = seat(s, "Ilse")
    s = s.with_agent(ilse, s.agents[ilse].but(syphon=True))
    s = act(s, ("TRADE_OPEN", 1), ("TRADE_GIVE", "ENERGY"), "TRADE_SEND", ("TRADE_ANSWER", True))
    assert s.agents[ilse].energy == 5 and s.agents[1].energy == 6
    s = s0()
    s = act(s, ("TRADE_OPEN", 2), ("TRADE_GIVE", "ENERGY"), "TRADE_REMOVE")
    assert top(s) == "window" and s.agents[0].energy == 5


def test_window_free_action_limit():
    s = s0(gear={"Kestrel": {"belt": "TG1#1"}})
    for place in ("back", "belt", "back", "belt", "back", "belt"):
        s = act(s, ("MOVE", ("TG1#1", place)))
    # six free actions: Kestrel has only PASS_WINDOW left, which is applied for her
    assert top(s) == "window" and to_act(s) == 1 and s.stack[-1].get("used")[0] == 6


def test_window_closes_after_everyone_passed_since_the_last_action():
    s = s0(gear={"Kestrel": {"belt": "TG1#1"}})
    s = act(s, "PASS_WINDOW", "PASS_WINDOW", "PASS_WINDOW")
    s = act(s, ("TRADE_OPEN", 0), ("TRADE_GIVE", "ENERGY"), "TRADE_SEND", ("TRADE_ANSWER", False))
    assert top(s) == "window" and to_act(s) == seat(s, "Ilse")
    s = act(s, "PASS_WINDOW")
    assert top(s) == "window" and to_act(s) == 0  # Kestrel must pass again
    s = pass_windows(s)
    assert top(s) == "move"


def test_LG_P3_requisition_is_not_used_by_shared_draws():
    """R91: reward-deck, Solo-pool and Gob-Li draws are not draws for oneself: they leave a pending
    Requisition for the next own draw (a Search token's treasure here)."""
    from rules.loghan import decks
    s = s0(start=False, agents=("Kestrel", "Pill", "Orin", "Ilse"), requisition=True)
    s2, card, _ = decks.draw_treasure(s, "B")  # how rewards draw (author D's rewards use it)
    assert card and s2.requisition
    s = at_step(s.but(event_round=True, round_no=1), step("gobli"), step("token_draw", 0, colour="G"),
                step("round_end"))
    assert top(s) == "gobli_auction" and len(s.stack[-1].get("wares")) == 3 and s.requisition
    while top(s) != "token_draw":
        options = legal_actions(s)
        s = act(s, next((a for a in options if a.kind in ("DONE", "PASS", "LEAVE")), options[0]))
    assert s.requisition
    s = act(s, ("TOKEN_DRAW", True))
    assert top(s) == "req_keep" and len(s.stack[-1].get("cards")) == 2 and not s.requisition


def test_a_free_action_registered_uncounted_stays_offered_after_six():
    """E24: ``register_free_action(..., counted=False)`` (the combat skill) is not one of the 6."""
    from rules.loghan import windows

    def offer(state, seat, win):
        return [Action("TEST_FREE", None, "Test")] if win == "W1" else []

    def run(state, seat, action):
        return state, []

    windows.register_free_action("TEST_FREE", offer, run, counted=False)
    try:
        s = s0(gear={"Kestrel": {"belt": "TG1#1"}})
        for _ in range(3):
            s = act(s, ("MOVE", ("TG1#1", "back")), ("MOVE", ("TG1#1", "belt")))
        assert "MOVE" not in kinds(s) and "TEST_FREE" in kinds(s)  # the 6 counted ones are spent
        s = act(s, "TEST_FREE", "TEST_FREE")
        assert "TEST_FREE" in kinds(s) and s.stack[-1].get("used")[0] == 6
    finally:
        del windows.FREE_ACTIONS["TEST_FREE"]
