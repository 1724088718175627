"""Combat skills in W4 (§2.14, C1, R12, E24, E33): LG-P2 and one scenario per agent's skill, played
through the engine from real S0 positions."""

from __future__ import annotations

from combat_play import asked, at_window, attack, do, next_round, options, tokens, top, until, window_name

from rules.loghan import legal_actions, view
from rules.loghan.combat_kinds import PLAY, TARGET
from rules.loghan.combat_scenarios import s0
from rules.loghan.combat_skills import COMBAT_SKILL, DISCARD, FROM_DISCARD, KEEP_CARD, MODE, PAY_EXTRA

K, P, B, I = 0, 1, 2, 3
SKILL = (COMBAT_SKILL, None)
FIVE = ["HIT", "HIT", "PARRY", "MISS", "MISS"]


def w4(state, seat):
    return at_window(state, "W4", seat)


def w4_offers(state):
    """Every COMBAT_SKILL offer met on the way to Step 2's Recuperation question."""
    seen = []
    while top(state) != "combat.recup":
        if window_name(state) in ("W3", "W4"):
            seen.append((window_name(state), asked(state), SKILL in options(state)))
        state = do(state, "PASS_WINDOW") if top(state) == "window" else until(state, "combat.recup")
    return seen


def test_LG_P2_triage_costs_1_with_the_large_rod_and_discards_the_counter():
    s = s0(row=["EG1#2"], clarity=3, gear={"Pill": ["TB1#1"]}, hands={"Pill": FIVE}, decks={"Pill": ["COUNTER"]})
    s = w4(s, P)
    assert SKILL in options(s)
    deck = len(s.agents[P].deck)
    s = do(s, COMBAT_SKILL)
    pill = s.agents[P]
    assert s.clarity == 2 and pill.hand == tuple(FIVE) and pill.discard == ("COUNTER",)
    assert len(pill.deck) == deck - 1
    assert asked(s) == P and window_name(s) == "W4" and SKILL in options(s)  # repeatable while Clarity lasts


def test_LG_P2_not_legal_without_the_clarity():
    assert not any(offered for _, _, offered in w4_offers(s0(row=["EG1#2"], clarity=1)))
    two = w4_offers(s0(row=["EG1#2"], clarity=2))
    assert ("W4", P, True) in two and not any(offered for name, _, offered in two if name == "W3")


def test_brace_draws_then_discards_any_card_but_a_miss():
    s = w4(s0(row=["EG1#2"], hands={"Brannoc": FIVE}, decks={"Brannoc": ["COUNTER"]}), B)
    s = do(s, COMBAT_SKILL)
    assert top(s) == "combat.brace" and asked(s) == B
    assert options(s) == {(DISCARD, "HIT"), (DISCARD, "PARRY"), (DISCARD, "COUNTER"), (DISCARD, None)}
    s = do(s, DISCARD, "COUNTER")
    assert s.agents[B].hand == tuple(FIVE) and s.agents[B].discard == ("COUNTER",) and s.clarity == 8
    assert window_name(s) == "W4" and asked(s) == B


def test_brace_with_an_empty_deck_still_costs_clarity_and_discards():
    s = w4(s0(row=["EG1#2"], hands={"Brannoc": FIVE}, fill={"Brannoc": "discard"}), B)
    assert s.agents[B].deck == () and SKILL in options(s)
    s = do(s, COMBAT_SKILL)
    assert s.clarity == 8 and len(s.agents[B].hand) == 5 and top(s) == "combat.brace"
    s = do(s, DISCARD, "PARRY")
    assert "PARRY" not in s.agents[B].hand and s.agents[B].deck == ()  # never a Recuperation (R12)


def test_steady_aim_takes_a_hit_from_the_discard_pile_with_a_ranged_weapon():
    kw = dict(row=["EG1#2"], hands={"Kestrel": FIVE}, decks={"Kestrel": ["PARRY"]}, discards={"Kestrel": ["HIT"]})
    s = do(w4(s0(gear={"Kestrel": ["TB3#1"]}, **kw), K), COMBAT_SKILL)
    assert options(s) == {(MODE, "draw"), (MODE, FROM_DISCARD)}
    taken = do(s, MODE, FROM_DISCARD)
    kestrel = taken.agents[K]
    assert kestrel.hand.count("HIT") == 3 and "HIT" not in kestrel.discard and kestrel.deck[0] == "PARRY"
    drawn = do(s, MODE, "draw")
    assert "PARRY" in drawn.agents[K].hand and drawn.agents[K].discard == ("HIT",)
    unarmed = do(w4(s0(**kw), K), COMBAT_SKILL)  # no Ranged weapon: it simply draws
    assert "PARRY" in unarmed.agents[K].hand and top(unarmed) == "window"


def test_diagnostics_keeps_one_of_the_top_two_and_puts_the_other_at_the_bottom():
    s = w4(s0(row=["EG1#2"], hands={"Ilse": FIVE}, decks={"Ilse": ["COUNTER", "HIT", "AID"]}), I)
    s = do(s, COMBAT_SKILL)
    assert options(s) == {(KEEP_CARD, "COUNTER"), (KEEP_CARD, "HIT")}
    # her own view shows her deck unordered, but her options are what she looked at
    assert {(a.kind, a.arg) for a in legal_actions(view(s, I))} == options(s)
    s = do(s, KEEP_CARD, "HIT")
    ilse = s.agents[I]
    assert ilse.hand.count("HIT") == 3 and ilse.deck[0] == "AID" and ilse.deck[-1] == "COUNTER"
    assert len(ilse.deck) == 30 - 6


def test_diagnostics_without_a_choice():
    same = do(w4(s0(row=["EG1#2"], hands={"Ilse": FIVE}, decks={"Ilse": ["PARRY", "PARRY", "AID"]}), I),
              COMBAT_SKILL)
    assert top(same) == "window" and same.agents[I].hand.count("PARRY") == 2
    assert same.agents[I].deck[0] == "AID" and same.agents[I].deck[-1] == "PARRY"
    last = s0(row=["EG1#2"], hands={"Ilse": FIVE}, decks={"Ilse": ["AID"]}, fill={"Ilse": "discard"})
    last = do(w4(last, I), COMBAT_SKILL)
    assert last.agents[I].deck == () and "AID" in last.agents[I].hand


def test_E33_feint_hit_costs_no_combat_power_this_combat_round():
    agents = ("Kestrel", "Pill", "Brannoc", "Sable")
    s = s0(agents=agents, row=["EB1#2"], hands={"Sable": ["HIT", "MISS", "MISS", "MISS", "AID"]},
           decks={"Sable": ["HIT", "PARRY"]})
    s = do(w4(s, 3), COMBAT_SKILL)
    assert s.combat.feint[3] == 1
    s = do(s, COMBAT_SKILL)  # a Parry: no free Hit
    assert s.combat.feint[3] == 1 and s.clarity == 6
    s = do(do(attack(s, 3), TARGET, 0), PLAY, "HIT")
    assert s.combat.turn.cp == 1 and s.combat.feint[3] == 0  # the free Hit is used first
    s = do(s, PLAY, "HIT")
    assert tokens(s, 0)[3] == 3  # unarmed = Melee: the Ghoul's weakness once, then 1 each
    s = next_round(s)
    assert s.combat.feint == (0, 0, 0, 0)  # Step 7 ends Feint's free Hits


def test_improvise_pays_1_energy_for_a_second_card():
    agents = ("Kestrel", "Pill", "Brannoc", "Orin")
    s = s0(agents=agents, row=["EG1#2"], hands={"Orin": FIVE}, decks={"Orin": ["PARRY", "CLEVER"]})
    s = do(w4(s, 3), COMBAT_SKILL)
    assert options(s) == {(PAY_EXTRA, True), (PAY_EXTRA, False)}
    paid = do(s, PAY_EXTRA, True)
    assert paid.agents[3].energy == 4 and {"PARRY", "CLEVER"} <= set(paid.agents[3].hand)
    assert do(s, PAY_EXTRA, False).agents[3].energy == 5
    broke = do(w4(s0(agents=agents, row=["EG1#2"], hands={"Orin": FIVE}, energy={"Orin": 0}), 3), COMBAT_SKILL)
    assert top(broke) == "window" and len(broke.agents[3].hand) == 6  # no Energy: not asked


def test_E24_combat_skill_is_no_free_action_clarity_bounds_it():
    s = w4(s0(row=["EG1#2"], gear={"Pill": ["TB1#1"]}, hands={"Pill": FIVE}), P)
    for n in range(1, 8):
        s = do(s, COMBAT_SKILL)
        assert s.clarity == 10 - n and len(s.agents[P].hand) == 5 + n
    assert asked(s) == P and SKILL in options(s) and s.stack[-1].get("used")[P] == 0  # past 6: not counted
    for _ in range(3):
        s = do(s, COMBAT_SKILL)
    assert s.clarity == 0 and len(s.agents[P].hand) == 15 and asked(s) != P  # Clarity bounds it


def test_only_agents_taking_part_use_combat_skills():
    s = s0(row=["EG1#2"], hands={"Pill": ["MISS"]}, decks={"Pill": ["HIT", "HIT", "HIT"]},
           fill={"Pill": "discard"})
    seen = w4_offers(s)
    assert all(seat != P for name, seat, _ in seen if name == "W4")  # Pill Recuperates (forced)
    assert any(seat == K for name, seat, _ in seen if name == "W4")


def test_every_decision_step_has_words():
    from rules.loghan import steps
    from rules.loghan.combat_flow import describe
    from rules.loghan.combat_prompts import PROMPTS

    asking = {k for k in steps.HANDLERS if k.startswith(("combat.", "reward.")) and k not in ("combat.attack",)}
    assert asking <= set(PROMPTS)
    s = attack(s0(row=["EG1#2"], hands={"Kestrel": FIVE}), K)
    assert describe(s, s.stack[-1]).startswith("your attack turn")
    assert "Skeleton" in describe(do(s, TARGET, 0), do(s, TARGET, 0).stack[-1])
