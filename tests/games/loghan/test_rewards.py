"""The Reward Phase (§2.9, §2.10) through the engine: spec §6.2 LG-R1 to LG-R6 and §6.6 LG-K3
(Two-main Chaos rewards, a lone Chaos answer and a tied group's bidding).

Each scenario starts at Combat end with the stated tokens already on the defeated enemies
(``combat_scenarios.s0(tokens=..., stage=END)``); everything after it is ``engine.apply``.
"""

from __future__ import annotations

import pytest
from combat_play import asked, do, options, top, window_name

from rules.core.errors import IllegalAction
from rules.loghan.actions import PASS_WINDOW, PLACE
from rules.loghan.combat_chaos import wants
from rules.loghan.combat_kinds import ACCEPT, AWARD, DISCARD_TREASURE, DISTRIBUTE, OFFER, REFUSE, STAND, TAKE_TROPHY
from rules.loghan.combat_scenarios import s0
from rules.loghan.combat_state import END, RewardState
from rules.loghan.lookup import treasure_cards

K, P, B, I = 0, 1, 2, 3
BLUE = ("TB2#1", "TB3#1", "TB8#1", "TB7#1", "TB7#2")
TWO_MAIN = {"Kestrel": "human", "Pill": "human", "Brannoc": "chaos", "Ilse": "chaos"}


def ended(row, hits, **more):
    """Combat end with ``hits`` = [(enemy index, seat, tokens)]; W8 passed by everyone."""
    s = s0(row=row, tokens=hits, stage=END, **more)
    while window_name(s) == "W8":
        s = do(s, PASS_WINDOW)
    return s


def place_first(state):
    while top(state) == "place":
        state = do(state, PLACE, sorted(a for _, a in options(state))[0])
    return state


def test_LG_R1_reward_order():
    s = ended(["EG1#1", "EB1#2", "EG2#2"], [(0, P, 3), (1, B, 5), (2, I, 3)], tdeck_tops={"B": BLUE})
    r = s.reward
    assert r.groups == ((B,), (P, I), (K,))
    assert [a.rp for a in s.agents] == [1, 1, 1, 1]
    assert len(r.deck) == 4 and r.card  # 5 cards dealt (one per agent in player order + 1); one is on offer
    assert r.seen == ((K, BLUE[0]), (P, BLUE[1]), (B, BLUE[2]), (I, BLUE[3]))
    assert set(s.ediscards[0]) == {"EG1#1", "EG2#2"} and s.ediscards[1] == ("EB1#2",)
    assert top(s) == "reward.answer" and asked(s) == B and options(s) == {(ACCEPT, None), (REFUSE, None)}
    assert do(s, ACCEPT).agents[B].rp == 0
    view = r.for_seat(viewer=P)
    # §5.2: a seat knows the one card it drew; the others show their backs (colour), in no order
    assert view.seen == ((P, BLUE[1]),) and view.deck == tuple(sorted(c if c == BLUE[1] else "?B" for c in r.deck))
    assert RewardState.from_data(r.to_data()) == r


def test_LG_R2_bidding_example():
    s = ended(["EG1#1", "EG2#2", "EG2#3", "EG2#4"], [(0, B, 4), (1, K, 2), (2, P, 2), (3, I, 2)],
              tdeck_tops={"B": BLUE}, rp={"Kestrel": 1, "Pill": 1})
    assert s.reward.groups == ((B,), (K, P, I)) and [a.rp for a in s.agents] == [2, 2, 1, 1]
    s = do(s, REFUSE)
    assert top(s) == "reward.bid" and asked(s) == K
    with pytest.raises(IllegalAction):
        do(s, STAND)
    for seat in (K, P, I):
        assert asked(s) == seat
        s = do(s, OFFER, 1)
    s = do(do(s, OFFER, 2), OFFER, 2)  # Kestrel, Pill. Then by themselves (E25): Ilse (1 RP) can only
    # refuse, and Kestrel and Pill (2 RP each, at the highest offer) can only stand: tied at 2
    assert top(s) == "reward.award" and asked(s) == K and options(s) == {(AWARD, K), (AWARD, P)}
    s = place_first(do(s, AWARD, K))
    assert [a.rp for a in s.agents] == [0, 2, 1, 1] and len(s.agents[K].treasures) == 1
    assert top(s) == "reward.answer" and asked(s) == B  # the next card: offered to Brannoc first again


def test_LG_R3_room_and_nobody_takes_it():
    pill = {"left": "TG1#1", "right": "TG1#2", "belt": "TR4#1", "back": "TG4#1"}
    s = ended(["EG1#1"], [(0, P, 3)], tdeck_tops={"B": BLUE}, stored={"Pill": pill}, script=(("order", BLUE),))
    assert s.reward.card == "TB2#1" and asked(s) == P  # a Longsword: no slot for a fifth Large treasure
    assert (ACCEPT, None) not in options(s) and (DISCARD_TREASURE, "TG4#1") in options(s)
    freed = do(s, DISCARD_TREASURE, "TG4#1")
    assert (ACCEPT, None) in options(freed) and "TG4#1" in freed.tdiscards[0]
    s = do(s, REFUSE)
    while top(s) in ("reward.bid", "reward.answer") and s.reward.card == "TB2#1":
        s = do(s, REFUSE)
    assert "TB2#1" in s.tdecks[1] and len(s.tdecks[1]) == 12 - 5 + 1  # reshuffled into the Blue deck


def test_LG_R4_no_loot_in_story():
    s = ended(["EG1#2", "EG2#3"], [(0, K, 3), (1, P, 2)])
    assert s.reward is None and [a.rp for a in s.agents] == [0, 0, 0, 0]
    assert set(s.ediscards[0]) == {"EG1#2", "EG2#3"} and window_name(s) == "W9"  # Refresh follows


def test_LG_R5_solo_rewards():
    three = ("Pill", "Brannoc", "Kestrel")
    s = ended(["EG1#1", "EG2#2"], [(0, 1, 3), (1, 0, 2)], agents=three,
              kinds={"Pill": "human", "Brannoc": "chaos", "Kestrel": "chaos"}, tdeck_tops={"B": BLUE})
    assert s.rule_set == "solo" and len(s.reward.deck) == 2
    assert top(s) == "reward.distribute" and asked(s) == 0
    card = s.reward.deck[0]
    assert {(DISTRIBUTE, (card, 2)), (DISTRIBUTE, (card, None))} <= options(s)
    s = place_first(do(s, DISTRIBUTE, (card, 2)))
    s = place_first(do(s, DISTRIBUTE, (s.reward.deck[0], 0)))
    assert s.reward is None and all(a.rp == 0 for a in s.agents) and len(s.agents[2].treasures) == 1
    five = ("Pill", "Brannoc", "Kestrel", "Ilse", "Sable")
    s5 = ended(["EG1#1", "EG2#2", "EG2#3", "EG2#4"], [(0, 0, 3), (1, 1, 2), (2, 2, 2), (3, 3, 2)], agents=five,
               kinds={a: ("human" if a == "Pill" else "chaos") for a in five})
    assert len(s5.reward.deck) == 3 and len(s5.tdecks[1]) == 12 - 4 + 1  # one of the 4 reshuffled unseen


def test_LG_R6_exploration_trophies_without_loot():
    s = ended(["EG1#2", "EG2#3"], [(0, B, 3), (1, K, 2), (1, P, 2)], mode="exploration",
              kinds={"Kestrel": "human", "Pill": "ai", "Brannoc": "ai", "Ilse": "ai"})
    assert s.reward.groups == ((B,), (K, P), (I,)) and not s.reward.loot
    assert top(s) == "reward.trophy" and asked(s) == B
    s = do(s, TAKE_TROPHY, "EG1#2")
    assert asked(s) == K
    s = do(s, TAKE_TROPHY, "EG2#3")
    assert s.reward is None and s.agents[B].trophies == ("EG1#2",) and s.agents[K].trophies == ("EG2#3",)
    assert s.agents[P].trophies == () and all(a.rp == 0 for a in s.agents)


def k3(hits, order, rp=None):
    gear = {"Ilse": {"belt": "TG1#1"}, "Brannoc": {"belt": "TG2#1"}}
    rest = tuple(c for c in treasure_cards("B") if c not in order)
    return ended(["EG1#1", "EG2#2", "EG2#3"], hits, kinds=TWO_MAIN, stored=gear, rp=rp or {},
                 tdeck_tops={"B": order + rest[:5 - len(order)]}, script=(("order", order + rest[:5 - len(order)]),))


def test_LG_K3_two_main_chaos_accepts_a_wanted_weapon_alone():
    s = place_first(k3([(0, I, 3), (1, B, 2)], ("TB2#1", "TB3#1")))
    assert s.rule_set == "two_main"
    # the Longsword: Ilse (only an Axe) wants every Weapon and accepts it by herself, alone in her group;
    # the Crossbow (CP 3 > his Bow's 2): Brannoc, alone in the next group, accepts it by himself
    assert "TB2#1" in s.agents[I].treasures and s.agents[I].rp == 0
    assert "TB3#1" in s.agents[B].treasures and s.agents[B].rp == 0


def test_LG_K3_brannoc_does_not_want_a_weapon_no_stronger_than_his_bow():
    s = k3([(0, I, 3), (1, B, 2)], ("TB2#1",))
    assert not wants(s, B, "TB2#1") and wants(s, B, "TB3#1") and wants(s, I, "TB2#1")


@pytest.mark.parametrize("brannoc_rp,offer", [(1, 2), (0, 1)])
def test_LG_K3_tied_group_bidding(brannoc_rp, offer):
    """The Crossbow reaches the tied group [Pill, Brannoc] (Ilse, first, spent her RP on the
    Longsword): Pill offers 1; Brannoc offers 2 if he has 2 RP, else matches 1."""
    s = place_first(k3([(0, I, 3), (1, B, 2), (2, P, 2)], ("TB2#1", "TB3#1"), rp={"Brannoc": brannoc_rp}))
    assert "TB2#1" in s.agents[I].treasures and s.reward.card == "TB3#1"
    assert top(s) == "reward.bid" and asked(s) == P and s.reward.auction.bidders == (P, B)
    events = []
    s = do(s, OFFER, 1, events)
    bids = [(e.data["seat"], e.data["offer"]) for e in events if e.kind == "auction"]
    assert bids[:2] == [(P, 1), (B, offer)]
    if offer == 2:  # Pill (1 RP) can only drop out; Brannoc, alone at the top, stands and pays 2
        s = place_first(s)
        assert "TB3#1" in s.agents[B].treasures and s.agents[B].rp == 0 and s.agents[P].rp == 1
    else:  # both stand at 1 (forced): the Leader awards the card
        assert top(s) == "reward.award" and asked(s) == K and options(s) == {(AWARD, P), (AWARD, B)}
        s = place_first(do(s, AWARD, P))
        assert "TB3#1" in s.agents[P].treasures and s.agents[P].rp == 0 and s.agents[B].rp == 1
