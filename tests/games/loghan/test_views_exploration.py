"""Exploration mode's face-down backpacks and trophies (E40, §2.15.8, §5.2): another seat's view
shows their counts only, an own draw waiting to be placed shows its back, and ``determinize``
deals the hidden cards back from those the view locates nowhere, so the sample's accounting holds
and it plays on."""

from __future__ import annotations

import random

from rules.loghan import apply, determinize, legal_actions, new_game, to_act, view
from rules.loghan.accounting import problems
from rules.loghan.lookup import treasure
from rules.loghan.state import COLOURS, State
from rules.loghan.steps import step
from rules.loghan.views import HIDDEN

PACKS = {1: ("TG5#1", "TB6#1"), 2: ("TV1#1",)}  # Small treasures for seats 1 and 2
BELT = "TG6#1"  # a Small treasure in seat 1's Belt: a slot, face up


def _take_treasure(state: State, card: str) -> State:
    return state.but(tdecks=tuple(tuple(c for c in d if c != card) for d in state.tdecks))


def _take_enemy(state: State, colour: str) -> tuple[State, str]:
    """The top enemy of ``colour``'s deck, out of the deck."""
    ci = COLOURS.index(colour)
    card = state.edecks[ci][0]
    return state.but(edecks=tuple(d[1:] if i == ci else d for i, d in enumerate(state.edecks))), card


def explored(seed: int = 3, mode: str = "exploration") -> State:
    """A 3-agent game at its start, seats 1 and 2 holding backpack treasures (seat 1 also a Belt
    treasure); in Exploration seat 1 has two trophies and seat 2 a Boss. Every card comes out of
    its deck."""
    s = new_game(3, seed, {"mode": mode, "board": "past"})
    for seat, cards in PACKS.items():
        for card in cards:
            s = _take_treasure(s, card)
        s = s.with_agent(seat, s.agents[seat].but(backpack=cards))
    s = _take_treasure(s, BELT)
    s = s.with_agent(1, s.agents[1].but(belt=BELT))
    if mode == "exploration":
        s, g = _take_enemy(s, "G")
        s, b = _take_enemy(s, "B")
        s = s.with_agent(1, s.agents[1].but(trophies=(g, b))).but(boss_deck=("EX2",))
        s = s.with_agent(2, s.agents[2].but(trophies=("EX1",)))
    assert problems(s) == []
    return s


def test_another_seats_backpack_and_trophies_show_as_counts():
    s = explored()
    v = view(s, 0)
    assert v.agents[1].backpack == (HIDDEN, HIDDEN) and v.agents[2].backpack == (HIDDEN,)
    assert v.agents[1].trophies == (HIDDEN, HIDDEN) and v.agents[2].trophies == (HIDDEN,)
    assert v.agents[1].belt == BELT  # slots stay public
    assert all(set(d) <= {HIDDEN} for d in v.tdecks)  # a deck's contents would tell the backpacks
    assert [len(d) for d in v.tdecks] == [len(d) for d in s.tdecks]


def test_the_owner_sees_its_own_backpack_and_trophies():
    s = explored()
    own = view(s, 1).agents[1]
    assert own.backpack == PACKS[1] and own.trophies == s.agents[1].trophies
    assert view(s, 1).agents[2].backpack == (HIDDEN,)


def test_story_mode_views_show_every_backpack():
    s = explored(mode="story")
    v = view(s, 0)
    assert v.agents[1].backpack == PACKS[1] and v.agents[2].backpack == PACKS[2]
    assert sorted(v.tdecks[0]) == sorted(s.tdecks[0])
    d = determinize(v, 0, random.Random(2))
    assert problems(d) == [] and d.agents[1].backpack == PACKS[1]


def _drawing(s: State, seat: int, private: bool = True) -> tuple[State, str]:
    """``s`` with ``seat`` holding the top Green treasure in a pending place step (an own draw in
    Exploration is marked ``private`` by ``gain.gain_treasure``)."""
    card = s.tdecks[0][0]
    s = _take_treasure(s, card)
    mark = {"private": True} if private else {}
    return s.but(stack=s.stack + (step("place", seat, card=card, **mark),)), card


def test_an_own_draw_waiting_to_be_placed_shows_its_back():
    s, card = _drawing(explored(), 1)
    assert view(s, 0).stack[-1].get("card") == HIDDEN + treasure(card).colour
    assert view(s, 1).stack[-1].get("card") == card
    assert view(s.but(mode="story"), 0).stack[-1].get("card") == card


def test_a_gain_every_seat_saw_stays_face_up():
    s, card = _drawing(explored(), 1, private=False)  # a reward, a ware, a trade or a gift
    assert view(s, 0).stack[-1].get("card") == card


def test_the_rules_mark_an_own_draw_private_and_a_reward_public():
    from rules.loghan.gain import gain_treasure
    s = explored()
    card = s.tdecks[0][0]
    s = _take_treasure(s, card)
    own, _ = gain_treasure(s, 1, card, "T:G")
    reward, _ = gain_treasure(s, 1, card, "reward")
    assert view(own, 0).stack[-1].get("card") == HIDDEN + treasure(card).colour
    assert view(reward, 0).stack[-1].get("card") == card


def test_no_leak_backpack_or_trophy_contents():
    """Two states that differ only in which cards lie face down (a backpack card against a deck
    card, a trophy against an enemy in its deck) look the same to another seat."""
    s = explored()
    other = next(c for c in s.tdecks[0] if treasure(c).size == "S")
    pack = (other,) + PACKS[1][1:]
    t = _take_treasure(s, other).with_agent(1, s.agents[1].but(backpack=pack))
    t = t.but(tdecks=((PACKS[1][0],) + t.tdecks[0],) + t.tdecks[1:])
    g = s.agents[1].trophies[0]
    swap = t.edecks[0][0]
    t = t.but(edecks=((g,) + t.edecks[0][1:],) + t.edecks[1:])
    t = t.with_agent(1, t.agents[1].but(trophies=(swap,) + s.agents[1].trophies[1:]))
    assert problems(t) == [] and t != s
    assert view(t, 0) == view(s, 0) and view(t, 2) == view(s, 2)
    assert view(t, 1) != view(s, 1)


def test_no_leak_of_a_waiting_draw():
    s = explored()
    a, _ = _drawing(s, 1)
    second = s.tdecks[0][1]  # another Green card drawn instead
    b = _take_treasure(s, second).but(stack=s.stack + (step("place", 1, card=second, private=True),))
    assert problems(a) == problems(b) == [] and a != b
    assert view(a, 0) == view(b, 0)


def _check_sample(s: State, seat: int, seed: int) -> State:
    v = view(s, seat)
    d = determinize(v, seat, random.Random(seed))
    assert problems(d) == []
    assert view(d, seat) == v  # the known parts are the view's
    assert to_act(d) == to_act(s)
    for i, a in enumerate(d.agents):
        assert len(a.backpack) == len(s.agents[i].backpack) and len(a.trophies) == len(s.agents[i].trophies)
        assert all(treasure(t).size == "S" for t in a.backpack)
    return d


def test_determinize_deals_the_hidden_cards_consistently():
    s = explored()
    for seat in range(3):
        for seed in range(5):
            _check_sample(s, seat, seed)
    d = _check_sample(s, 0, 1)
    assert d.agents[2].trophies == ("EX1",)  # the one Boss the view shows nowhere
    assert _check_sample(s, 1, 1).agents[1].backpack == PACKS[1]


def test_determinize_deals_a_waiting_draw_of_its_colour():
    s, card = _drawing(explored(), 1)
    for seed in range(5):
        d = _check_sample(s, 0, seed)
        assert treasure(d.stack[-1].get("card")).colour == treasure(card).colour


def test_a_traded_item_stays_in_its_owners_backpack():
    """A trade offer names an item of a face-down backpack (trades are public, E40): every sample
    keeps it in that backpack."""
    s = explored()
    s = s.but(stack=s.stack + (step("trade_build", 0, to=1, give=(), take=(PACKS[1][1],), energy=0),))
    s = s.with_agent(2, s.agents[2].but(items_used=PACKS[2]))
    for seed in range(8):
        d = _check_sample(s, 0, seed)
        assert PACKS[1][1] in d.agents[1].backpack and d.agents[2].backpack == PACKS[2]


def test_a_determinized_state_plays_on():
    s = explored()
    rng = random.Random(5)
    for seat in range(3):
        d = determinize(view(s, seat), seat, random.Random(seat))
        for _ in range(300):
            if to_act(d) is None:
                break
            d, _ = apply(d, rng.choice(legal_actions(d)))
        assert problems(d) == []


def test_views_along_a_game_determinize_consistently():
    """Random play from the rigged start: at every tenth decision each seat's view samples back."""
    s = explored(seed=11)
    rng = random.Random(11)
    for n in range(400):
        if to_act(s) is None:
            break
        if n % 10 == 0:
            for seat in range(3):
                _check_sample(s, seat, n)
        s, _ = apply(s, rng.choice(legal_actions(s)))
