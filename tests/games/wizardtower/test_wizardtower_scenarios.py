"""Acceptance scenarios of the Tower of the Sleepy Wizard spec (shared/games/wizardtower.md,
section 6), the tutorial's fixed round (9.1-9.2) as a story of the rules, and the protocol's error
paths. Seats A, B, C... are seats 0, 1, 2...; teams are written as faces (``wt_helpers``).
"""

from __future__ import annotations

import random

import pytest

import rules.wizardtower as g
from rules.core import rng as rngmod
from rules.wizardtower import (
    BadSave, ChooseCopies, EndPeek, HireFromDeck, HireFromHand, HireFromMarket, IllegalAction, Peek, SendToMarket,
    apply, legal_actions, noise_score, propose_copies, round_noise, to_act, tracker_bonus, view,
)
from rules.wizardtower.cards import ALL_CARDS, CARD_IDS, FACE, UNKNOWN, parse_card
from rules.wizardtower.noise import copy_options, score_team
from rules.wizardtower.rounds import ranking

from wt_helpers import Picker, choose_copies, gains, noises, play_first_until, scoring_position, to_round

GF, F = 0, {f"F{i:02d}": i for i in range(1, 19)}


def cid(*names: str) -> tuple[int, ...]:
    return tuple(parse_card(n) for n in names)


def team_of(faces: str) -> tuple[int, ...]:
    return cid(*Picker().team(faces))


def scored(faces: str, floor: int = GF, copies=None) -> tuple[int, int]:
    """(noise, bonus) of a team of faces with the given copies (positions -> target positions) or
    the proposal."""
    team = team_of(faces)
    if copies is None:
        mapping = propose_copies(team, floor)
    else:
        mapping = tuple(sorted((team[s], team[t]) for s, t in copies.items()))
    noise, bonus, _ = score_team(team, mapping, floor)
    return noise, bonus


def proposal_targets(faces: str, floor: int = GF) -> list[str]:
    """What each Shapeshifter (in hire order) copies in the proposal, as faces."""
    team = team_of(faces)
    target = dict(propose_copies(team, floor))
    return [FACE[target[c]] for c in team if c in target]


def offered(state, *actions) -> None:
    legal = legal_actions(state)
    assert set(legal) == set(actions) and len(legal) == len(actions), [a.label for a in legal]


# --- 6.1 noise scoring ---------------------------------------------------------------------------


def test_s01_published_example_1():
    assert noise_score(["5", "5", "3", "10"]) == 13


def test_s02_owner_copies_the_mage_on_f01():
    assert scored("4 S 3 2", F["F01"], {1: 2}) == (6, 2)


def test_s03_proposal_copies_the_4():
    assert proposal_targets("4 S 3 2", F["F01"]) == ["4"]
    assert scored("4 S 3 2", F["F01"]) == (5, 1)
    assert scored("4 S 3 2", F["F01"], {1: 3}) == (7, 1)


def test_s04_to_s06_rogues():
    assert noise_score(["1*", "5", "7", "9"]) == 22
    assert noise_score(["1*", "1*", "2", "3"]) == 25
    assert noise_score(["1*", "1*", "1*", "4"]) == 34


def test_s07_s08_s09_shapeshifter_and_rogue():
    assert scored("R S 2 9", GF, {1: 0})[0] == 31
    assert proposal_targets("R S 2 9") == ["9"] and noise_score(["1*", "?", "2", "9"]) == 3
    assert proposal_targets("R S 6 2") == ["6"] and scored("R S 6 2")[0] == 3
    assert scored("R S 6 2", GF, {1: 0})[0] == 28


def test_s10_s11_bards():
    assert noise_score(["11", "12", "5", "5"]) == 23
    assert noise_score(["11", "12", "13", "14"]) == 50


def test_s12_to_s14_formless():
    for faces, noise in (("S 11 12 13", 36), ("S S 12 13", 25), ("S S S S", 0)):
        team = team_of(faces)
        assert copy_options(team) == (((), ()),)  # no decision: formless
        assert propose_copies(team, GF) == () and round_noise(team, {}) == noise
        assert noise_score(faces.replace("S", "?").split()) == noise


def test_s15_a_lone_target_is_forced():
    team = team_of("S R 11 12")
    (mapping, _), = copy_options(team)
    assert mapping == ((team[0], team[1]),) and round_noise(team, mapping) == 43
    with pytest.raises(ValueError):
        round_noise(team, {})  # formless is not an option while a target exists


def test_s16_s17_two_shapeshifters():
    assert proposal_targets("S S 7 4") == ["7", "4"] and scored("S S 7 4") == (0, 0)
    assert scored("S S 7 4", GF, {0: 2, 1: 2})[0] == 4
    assert scored("S S 7 4", GF, {0: 3, 1: 3})[0] == 7


def test_s18_to_s20_groups():
    assert noise_score(["6", "6", "6", "2"]) == 2
    assert noise_score(["8", "8", "8", "8"]) == 0
    assert proposal_targets("S 11 5 5") == ["5"] and noise_score(["?", "11", "5", "5"]) == 11


# --- 6.2 round treasure, tracker bonus ------------------------------------------------------------


def test_t01_t02_quietest_teams():
    state, events, _ = scoring_position(["5 7 7 7", "5 8 8 8", "9 6 6 6"])
    assert noises(events) == {0: 5, 1: 5, 2: 9} and gains(events, 3) == [2, 2, 0]
    state, events, _ = scoring_position(["7 2 2 2", "7 3 3 3", "7 4 4 4"])
    assert noises(events) == {0: 7, 1: 7, 2: 7} and gains(events, 3) == [2, 2, 2]


def test_t03_t04_tracker_bonus():
    assert tracker_bonus(19) == 3
    table = {0: 6, 6: 6, 7: 5, 12: 5, 13: 4, 18: 4, 19: 3, 24: 3, 25: 2, 30: 2, 31: 1, 36: 1, 37: 0, 47: 0}
    assert {t: tracker_bonus(t) for t in table} == table
    assert tracker_bonus(48) is None and tracker_bonus(73) is None


def test_t05_tokens():
    assert g.tokens(13) == (5, 5, 2, 1) and g.tokens(0) == () and g.tokens(9) == (5, 2, 2)


# --- 6.3 waking the wizard ------------------------------------------------------------------------


def test_w01_the_wizard_wakes_in_round_3():
    state, events, _ = scoring_position(["8 2 2 2", "5 9 9 9", "4 6 6 6"], floor="F14", rnd=3,
                                        totals=[40, 30, 20], treasure=[9, 4, 3])
    assert noises(events) == {0: 8, 1: 5, 2: 4}
    assert state.round == 3 and state.totals == (48, 35, 24) and to_act(state) is None
    r = g.result(state)
    assert r.reason == "wizard" and r.winners == (2,) and r.scores == (9, 5, 8)
    assert [d["bonus"] for d in r.details] == [-1, 1, 3] and not r.details[0]["eligible"]
    assert r.details[0]["rank"] == 3 and r.details[2]["rank"] == 1
    assert UNKNOWN not in view(state, 0).tower  # the remaining floors show only now
    assert [e.kind for e in events].count("round") == 0 and events[-1].kind == "game_over"


def test_w02_totals_move_together():
    state, events, _ = scoring_position(["3 2 2 2", "6 7 7 7", "2 4 4 4"], totals=[45, 44, 30])
    assert state.totals == (48, 50, 32)
    r = g.result(state)
    assert r.winners == (2,) and [d["eligible"] for d in r.details] == [False, False, True]


def test_w03_the_wizard_wins():
    state, events, _ = scoring_position(["3 2 2 2", "6 7 7 7", "5 4 4 4"], totals=[45, 44, 47])
    r = g.result(state)
    assert r.winners == () and set(r.losers) == {0, 1, 2} and r.reason == "wizard"
    assert events[-1].kind == "game_over" and events[-1].text.endswith("the wizard wins!")


def test_w04_totals_above_48_are_kept():
    state, events, _ = scoring_position(["12 2 2 2", "6 7 7 7", "5 4 4 4"], totals=[40, 0, 0])
    assert state.totals[0] == 52 and min(state.totals[0], 48) == 48 and tracker_bonus(52) is None
    assert g.from_json(g.to_json(state)).totals[0] == 52


def test_w05_exactly_47_after_round_5():
    state, events, _ = scoring_position(["7 2 2 2", "6 3 3 3", "5 4 4 4"], floor="F14", rnd=5,
                                        totals=[40, 10, 10])
    r = g.result(state)
    assert state.totals[0] == 47 and r.reason == "score"
    assert r.details[0]["eligible"] and r.details[0]["bonus"] == 0


# --- 6.4 hiring options ---------------------------------------------------------------------------

H_HAND = ["A07", "A33", "A40", "A50"]
H_MARKET = ["A03", "A20", "A44"]


def hiring_position():
    """4 seats, seat 0 first to hire; its hand, the market and the deck top as in H01-H03 (deck
    33 cards: 52 - 16 in hands - 3 in the market; the spec's 30 cannot be reached, see the report)."""
    pick = Picker(H_HAND + H_MARKET + ["A12"])
    hands = [H_HAND] + [pick.rest(4) for _ in range(3)]
    pos = {"hands": hands, "market": H_MARKET, "deck": ["A12"]}
    return g.new_game(4, 1, {"first": 0, "tower": ["F01", "F02", "F03", "F04"], "position": pos})


def hand_ids(state, seat=0):
    return [None if c < 0 else CARD_IDS[c] for c in state.hands[seat]]


def ids(cards):
    return [CARD_IDS[c] for c in cards]


def test_h01_option_a():
    s = hiring_position()
    assert len(s.deck) == 33 and to_act(s) == 0
    s, _ = apply(s, HireFromHand(2))
    assert ids(s.teams[0]) == ["A33"] and hand_ids(s) == ["A07", None, "A40", "A50"]
    assert ids(s.market) == H_MARKET and len(s.deck) == 33 and to_act(s) == 1


def test_h02_option_b_reveals_before_the_send():
    s = hiring_position()
    s, events = apply(s, HireFromDeck())
    assert ids(s.teams[0]) == ["A12"] and events[-1].data["card"] == parse_card("A12")
    assert to_act(s) == 0 and all(isinstance(a, SendToMarket) for a in legal_actions(s))  # H07
    offered(s, *(SendToMarket(p) for p in (1, 2, 3, 4)))
    s, _ = apply(s, SendToMarket(4))
    assert ids(s.market) == H_MARKET + ["A50"] and hand_ids(s) == ["A07", "A33", "A40", None]
    assert len(s.deck) == 32


def test_h03_option_c():
    s = hiring_position()
    s, _ = apply(s, HireFromMarket(parse_card("A20")))
    assert g.why_illegal(s, HireFromDeck()) == "First send a hand card to the market."
    s, _ = apply(s, SendToMarket(1))
    assert ids(s.teams[0]) == ["A20"] and ids(s.market) == ["A03", "A44", "A07"]
    assert hand_ids(s) == [None, "A33", "A40", "A50"] and len(s.deck) == 33


def test_h04_the_last_card_goes_by_itself():
    pick = Picker()
    teams = [pick.team("2 3 4"), pick.team("5 6 7 8"), pick.team("9 9 10 10")]
    last = pick.rest(1)
    pos = {"hands": [last + [None] * 3, [None] * 4, [None] * 4], "teams": teams, "market": pick.rest(3), "first": 1}
    s = g.new_game(3, 1, {"first": 1, "position": pos})
    assert to_act(s) == 0 and s.turn == 11
    s, events = apply(s, HireFromMarket(s.market[0]))
    sends = [e for e in events if e.kind == "send"]
    assert len(sends) == 1 and sends[0].data["card"] == parse_card(last[0]) and "last card" in sends[0].text
    assert all(len(e.data["codes"]) == 4 for e in events if e.kind == "noise") and len(noises(events)) == 3


def test_h05_an_empty_deck():
    pick = Picker()
    hands = [pick.rest(4) for _ in range(8)]
    pos = {"hands": hands, "market": pick.rest(20)}
    s = g.new_game(8, 1, {"first": 0, "tower": ["F01", "F02", "F03", "F04"], "position": pos})
    assert s.deck == () and len(s.market) == 20
    legal = legal_actions(s)
    assert {type(a) for a in legal} == {HireFromHand, HireFromMarket}
    assert g.why_illegal(s, HireFromDeck()) == "The deck is empty."


def test_h06_h07_no_pass_and_the_send_only():
    rng = random.Random(6)
    s = g.new_game(5, 6)
    kinds = set()
    while to_act(s) is not None:
        legal = legal_actions(s)
        kinds |= {type(a) for a in legal}
        if s.step[0] == "send":
            hand = s.hands[s.step[1]]
            assert set(legal) == {SendToMarket(p + 1) for p in range(4) if hand[p] >= 0}
        s, _ = apply(s, legal[rng.randrange(len(legal))])
    assert kinds <= {Peek, EndPeek, HireFromHand, HireFromDeck, HireFromMarket, SendToMarket, ChooseCopies}


# --- 6.5 turn order and dealing -------------------------------------------------------------------


def test_o01_turn_order_and_age_order():
    s = g.new_game(5, 9, {"first": 2})
    assert s.age == (2, 3, 4, 0, 1)
    seats = []
    while s.round == 1 and to_act(s) is not None:
        if s.step[0] == "hire":
            seats.append(to_act(s))
            s, _ = apply(s, next(a for a in legal_actions(s) if isinstance(a, HireFromHand)))
        else:
            s, _ = apply(s, legal_actions(s)[0])
    assert seats == [2, 3, 4, 0, 1] * 4


def test_o02_the_noisiest_starts_ties_by_age():
    state, events, _ = scoring_position(["12 7 7 7", "R R 3 3", "R R 4 4", "5 6 6 6"], first=2)
    assert state.age == (2, 3, 0, 1) and state.totals == (12, 20, 20, 5)
    assert state.round == 2 and state.first == 2


def test_o03_round_start_with_8_seats():
    s = g.new_game(8, 4)
    assert len(s.market) == 3 and sum(1 for h in s.hands for c in h if c >= 0) == 32 and len(s.deck) == 17


def test_o04_every_round_reshuffles_all_52():
    for seed in range(100):  # the first seed whose game (first legal actions) reaches round 3
        s = g.new_game(3, seed, {"tower": ["F01", "F02", "F03", "F04"]})
        before = None
        while s.round < 3 and to_act(s) is not None:
            before = s
            s, _ = apply(s, legal_actions(s)[0])
        if s.round == 3:
            break
    assert s.round == 3 and before.round == 2
    deck, _ = rngmod.shuffled(before.rng, ALL_CARDS)  # the shuffle the generator had coming
    dealt = list(s.market[:3]) + [s.hands[(s.first + i) % 3][k] for k in range(4) for i in range(3)]
    assert list(deck) == dealt + list(s.deck) and all(t == () for t in s.teams)


def test_o05_deal_order():
    order = [CARD_IDS[c] for c in ALL_CARDS]
    s = g.new_game(3, 1, {"first": 1, "decks": {1: order}})
    assert ids(s.market) == ["A01", "A02", "A03"]
    assert ids(h for h in (s.hands[1][0], s.hands[2][0], s.hands[0][0])) == ["A04", "A05", "A06"]
    assert ids(h for h in (s.hands[1][1], s.hands[2][1], s.hands[0][1])) == ["A07", "A08", "A09"]
    assert ids(s.hands[0]) == ["A06", "A09", "A12", "A15"]


# --- 6.6 peeking and visibility -------------------------------------------------------------------


def test_p01_two_peeks_on_the_ground_floor():
    s = g.new_game(3, 2, {"first": 0})
    assert s.step == ("peek", 0)
    offered(s, Peek(1), Peek(2), Peek(3), Peek(4), EndPeek())
    done, _ = apply(s, EndPeek())  # "Done" after 0 peeks
    assert done.step == ("peek", 1) and done.peeked[0] == 0
    s, _ = apply(s, Peek(2))
    offered(s, Peek(1), Peek(3), Peek(4), EndPeek())  # "Done" after 1 peek
    s, _ = apply(s, Peek(4))
    assert s.step == ("peek", 1) and s.peeked[0] == 0b1010  # the window closed by itself
    s, _ = play_first_until(s, lambda x: x.step == ("hire", 0))
    assert not any(isinstance(a, Peek) for a in legal_actions(s))  # a third peek is refused
    with pytest.raises(IllegalAction, match="No peeking now"):
        apply(s, Peek(1))


def test_p03_peek_marks_are_public():
    s = g.new_game(3, 2, {"first": 1})
    s, events = apply(s, Peek(1))
    s, more = apply(s, Peek(4))
    assert view(s, 0).peeked[1] == 0b1001 and view(s, 2).peeked[1] == 0b1001
    assert [e.text for e in events + more] == ["Seat 2 peeks at hand position 1", "Seat 2 peeks at hand position 4"]
    assert all(e.visible_to is None and "card" not in e.data for e in events + more)


def test_p04_a_view_hides_exactly_the_hidden():
    s = g.new_game(4, 8, {"first": 0})
    s, _ = apply(s, Peek(3))
    v = view(s, 0)
    assert v.hands[0][2] == s.hands[0][2] and [v.hands[0][i] for i in (0, 1, 3)] == [UNKNOWN] * 3
    assert v.hands[1:] == s.hands[1:] and v.deck == (UNKNOWN,) * len(s.deck) and v.tower == (UNKNOWN,) * 4
    shown = [c for h in v.hands for c in h if c >= 0] + list(v.market)
    assert sorted(shown) == sorted(set(ALL_CARDS) - {s.hands[0][i] for i in (0, 1, 3)} - set(s.deck))
    assert v.rng == 0 and g.from_json(g.to_json(v)) == v


def _with(state, seat, swap_hand=True, reverse_deck=True):
    """The same state with ``seat``'s unpeeked cards and the deck exchanged among themselves."""
    t = state.copy()
    hand = list(t.hands[seat])
    hidden = [i for i in range(4) if hand[i] >= 0 and not t.peeked[seat] >> i & 1]
    pool = [hand[i] for i in hidden] + list(t.deck)
    pool = pool[::-1] if reverse_deck else pool
    if swap_hand:
        for i in hidden:
            hand[i] = pool.pop(0)
    t.hands = t.hands[:seat] + (tuple(hand),) + t.hands[seat + 1:]
    t.deck = tuple(pool)
    t._legal = None
    return t


def test_p05_decisions_depend_on_the_view_alone():
    from rules.ai import make_player
    from rules.ai.ismcts import IsmctsPlayer

    s = g.new_game(4, 21, {"first": 0})
    s, _ = apply(s, Peek(2))
    s, _ = apply(s, EndPeek())
    s, _ = play_first_until(s, lambda x: x.step == ("hire", 0))
    other = _with(s, 0)
    assert other != s and other.hands[0] != s.hands[0] and other.deck != s.deck
    assert view(other, 0) == view(s, 0) and g.to_json(view(other, 0)) == g.to_json(view(s, 0))
    for make in (lambda: make_player("heuristic", g, seed=5), lambda: IsmctsPlayer(g, 7, seconds=None, iterations=60)):
        assert make().choose(view(s, 0), 0) == make().choose(view(other, 0), 0)


def test_known_cards_grow_with_every_reveal():
    s = g.new_game(3, 5, {"first": 0})
    before = g.known_cards(view(s, 0))
    s, _ = apply(s, Peek(2))
    after = g.known_cards(view(s, 0))
    assert after - before == {("card", 1, s.hands[0][1])}
    assert g.known_cards(view(s, 1)) == g.known_cards(view(g.apply(s, EndPeek())[0], 1))  # nothing new for 1


def test_p06_a_card_leaving_the_hand_is_public():
    s = g.new_game(3, 5, {"first": 0})
    s, _ = play_first_until(s, lambda x: x.step == ("hire", 0))
    card = s.hands[0][2]
    assert view(s, 0).hands[0][2] == UNKNOWN
    s, _ = apply(s, HireFromHand(3))
    assert all(card in view(s, p).teams[0] for p in range(3))


# --- 6.7 floors ----------------------------------------------------------------------------------


def test_f_gf_the_ground_floor():
    s, events = g.new_game_with_events(3, 4, {"first": 0})
    assert s.round == 1 and s.floor == GF and "floor" not in [e.kind for e in events]
    offered(s, Peek(1), Peek(2), Peek(3), Peek(4), EndPeek())
    state, events, _ = scoring_position(["6 8 8 8", "8 9 9 10", "S 2 2 3"])
    state, events = choose_copies(state, events)
    assert gains(events, 3) == [0, 0, 2] and [e.kind for e in events].count("treasure") == 1


def test_f_at_rounds_2_to_5_use_t1_to_t4():
    from rules.wizardtower.heuristics import choose
    for seed in range(200):
        s, events = g.new_game_with_events(3, seed)
        rng = random.Random(seed)
        while to_act(s) is not None:
            seat = to_act(s)
            s, new = apply(s, choose(view(s, seat), seat, rng))
            events += new
        if s.round == 5:
            break
    assert s.round == 5 and g.result(s).reason in ("score", "wizard")
    revealed = [e.data["floor"] for e in events if e.kind == "floor"]
    assert revealed == [f"F{f:02d}" for f in s.tower] and "AT" not in revealed


def test_f01_arcane_library():
    assert proposal_targets("3 3 S 9", F["F01"]) == ["9"] and scored("3 3 S 9", F["F01"]) == (0, 2)
    assert scored("3 3 S 9", F["F01"], {2: 0}) == (9, 3)
    assert scored("4 S 3 2", F["F01"]) == (5, 1)  # F01b: see S02/S03


def test_f02_to_f08_bonuses():
    assert scored("2 5 5 8", F["F02"]) == (10, 3)
    assert scored("R 4 4 9", F["F03"]) == (10, 2)
    assert proposal_targets("R S 4 9", F["F03"]) == ["9"] and scored("R S 4 9", F["F03"]) == (5, 2)
    assert scored("R S 4 9", F["F03"], {1: 0}) == (33, 0)
    assert scored("10 10 3 2", F["F04"]) == (5, 2)
    assert scored("11 5 5 2", F["F05"]) == (13, 2) and scored("11 12 5 5", F["F05"]) == (23, 4)
    assert scored("7 8 9 9", F["F06"]) == (15, 4)
    assert proposal_targets("4 6 6 S", F["F07"]) == ["4"] and scored("4 6 6 S", F["F07"]) == (0, 4)
    assert [scored(t, F["F08"]) for t in ("5 5 8 8", "R R 3 3", "6 6 6 2")] == [(0, 2), (20, 1), (2, 1)]


def test_f09_treasury():
    state, events, _ = scoring_position(["4 2 2 2", "4 3 3 3", "9 5 5 5"], floor="F09")
    assert noises(events) == {0: 4, 1: 4, 2: 9} and gains(events, 3) == [4, 4, 0]


def test_f10_servants_quarters():
    teams = ["3 2 2 2", "3 4 4 4", "7 5 5 5", "7 6 6 6", "12 8 8 8"]
    state, events, _ = scoring_position(teams, floor="F10")
    assert list(noises(events).values()) == [3, 3, 7, 7, 12] and gains(events, 5) == [2, 2, 1, 1, 0]
    same = ["5 2 2 2", "5 3 3 3", "5 4 4 4", "5 6 6 6", "2 3 9 9"]
    state, events, _ = scoring_position(same, floor="F10")
    assert set(noises(events).values()) == {5} and gains(events, 5) == [2] * 5


def test_f11_hall_of_mirrors():
    s, events = to_round(3, "F11")
    assert s.round == 2 and s.floor == F["F11"] and s.step[0] == "hire" and s.phase == "turns"
    assert not any(isinstance(a, (Peek, EndPeek)) for a in legal_actions(s))
    assert g.why_illegal(s, Peek(1)) == "No peeking on this floor."
    assert proposal_targets("S S 5 9", F["F11"]) == ["5", "9"] and scored("S S 5 9", F["F11"]) == (0, 2)


def test_f12_pitch_black_corridor():
    s, _ = to_round(4, "F12")
    assert s.phase == "turns" and not any(isinstance(a, Peek) for a in legal_actions(s))
    assert scored("2 3 5 5", F["F12"]) == (5, 2) and scored("2 4 5 5", F["F12"]) == (6, 0)


def test_f13_creaky_staircase():
    s, _ = to_round(3, "F13")
    assert s.step[0] == "peek"
    seat = to_act(s)
    s, _ = apply(s, Peek(2))
    assert to_act(s) != seat and bin(s.peeked[seat]).count("1") == 1  # one peek closes the window
    assert scored("5 5 9 9", F["F13"]) == (0, 2)


def test_f14_f15_more_peeks():
    s, _ = to_round(3, "F14")
    seat = to_act(s)
    for p in (1, 2):
        s, _ = apply(s, Peek(p))
    offered(s, Peek(3), Peek(4), EndPeek())
    s, _ = apply(s, Peek(3))
    assert to_act(s) != seat and s.peeked[seat] == 0b0111  # the 4th is never offered
    s, _ = to_round(3, "F15")
    seat = to_act(s)
    for p in (1, 2, 3, 4):
        s, _ = apply(s, Peek(p))
    assert s.peeked[seat] == 0b1111 and UNKNOWN not in view(s, seat).hands[seat]


def test_f16_dusty_storeroom():
    s, _ = to_round(3, "F16")
    assert s.phase == "turns" and s.step[0] == "hire"
    seat = to_act(s)
    assert {Peek(p) for p in (1, 2, 3, 4)} <= set(legal_actions(s)) and EndPeek() not in legal_actions(s)
    assert "no Done peeking" in g.why_illegal(s, EndPeek())
    s, _ = apply(s, HireFromHand(1))  # declined this turn
    s, _ = play_first_until(s, lambda x: x.step == ("hire", seat))
    assert {Peek(p) for p in (2, 3, 4)} <= set(legal_actions(s))  # offered again
    s, _ = apply(s, Peek(3))
    assert s.storeroom[seat] == 1 and s.step == ("hire", seat)
    s, _ = apply(s, Peek(4))
    assert not any(isinstance(a, Peek) for a in legal_actions(s))  # 2 peeks: the window is shut
    s, _ = apply(s, HireFromHand(2))
    s, _ = play_first_until(s, lambda x: x.step == ("hire", seat))
    assert not any(isinstance(a, Peek) for a in legal_actions(s))  # used: no offer later
    assert g.why_illegal(s, Peek(3)) == "The Dusty Storeroom's peek has been used this round."
    # Someone who never used it: on its last card, only that card.
    s, _ = to_round(3, "F16")
    other = (to_act(s) + 1) % 3
    while not (s.step == ("hire", other) and sum(c >= 0 for c in s.hands[other]) == 1):
        a = next((a for a in legal_actions(s) if isinstance(a, HireFromHand)))
        s, _ = apply(s, a)
    assert [a for a in legal_actions(s) if isinstance(a, Peek)] == [Peek(next(i + 1 for i in range(4)
                                                                              if s.hands[other][i] >= 0))]


def test_f17_crowded_antechamber():
    s, events = to_round(8, "F17")
    assert len(s.market) == 5 and len(s.deck) == 15 and s.floor == F["F17"]
    assert [len(e.data["cards"]) for e in events if e.kind == "market"][-2:] == [3, 2]
    adds = [e for e in events if e.kind == "market"][-1]
    assert tuple(s.market[3:]) == adds.data["cards"] and "Crowded Antechamber" in adds.text


def test_f18_collapsed_stair():
    s, _ = to_round(3, "F18")
    s, _ = play_first_until(s, lambda x: x.step[0] == "hire")
    assert len(s.deck) > 20 and HireFromDeck() not in legal_actions(s)
    assert g.why_illegal(s, HireFromDeck()) == "The stair has collapsed: no hiring from the deck this round."


# --- 6.8 end of game and tie-breaks ---------------------------------------------------------------


def test_e01_to_e03_ranking():
    assert ranking((9, 9, 7), (30, 27, 20))[:2] == ((1,), 1)
    assert ranking((9, 9, 5), (27, 27, 22))[:2] == ((0, 1), 2)
    winners, level, ranks = ranking((11, 9, 9), (49, 40, 33))
    assert winners == (2,) and level == 1 and ranks == [3, 2, 1]


def test_e04_round_5_pays_the_tracker_then_ranks():
    state, events, _ = scoring_position(["4 2 2 2", "6 3 3 3", "9 5 5 5"], floor="F14", rnd=5,
                                        totals=[20, 12, 30], treasure=[4, 5, 3])
    kinds = [e.kind for e in events]
    assert kinds.index("bonus") < kinds.index("game_over") == len(kinds) - 1
    r = g.result(state)
    # totals 24, 18, 39 -> bonuses 3, 4, 0; treasure 4 + 2 (quietest) + 3, 5 + 4, 3
    assert state.totals == (24, 18, 39) and r.scores == (9, 9, 3)
    assert r.winners == (1,) and r.tiebreak_level == 1 and r.reason == "score"
    assert events[-1].subject == 1 and events[-1].you.endswith("You win on lower total noise")


# --- the tutorial's round (spec 9.1, 9.2) ---------------------------------------------------------

TUTORIAL_DECK = ["A10", "A37", "A29", "A17", "A05", "A30", "A33", "A18", "A25", "A50", "A38", "A13", "A47", "A01",
                 "A46", "A19", "A21"]


def test_the_tutorial_round():
    options = {"tower": ["F01", "F09", "F13", "F05"], "first": 0, "decks": {1: TUTORIAL_DECK}}
    s = g.new_game(3, 2024, options)
    assert [ids(h) for h in s.hands] == [["A17", "A33", "A50", "A47"], ["A05", "A18", "A38", "A01"],
                                         ["A30", "A25", "A13", "A46"]]
    assert ids(s.market) == ["A10", "A37", "A29"] and ids(s.deck[:2]) == ["A19", "A21"]
    script = [Peek(1), Peek(3), Peek(1), Peek(4), Peek(1), Peek(2),
              HireFromHand(1), HireFromHand(4), HireFromMarket(parse_card("A29")), SendToMarket(4),
              HireFromDeck(), SendToMarket(4), HireFromHand(1), HireFromHand(1),
              HireFromMarket(parse_card("A10")), SendToMarket(2), HireFromDeck(), SendToMarket(3),
              HireFromMarket(parse_card("A37")), SendToMarket(3),
              HireFromHand(3), HireFromMarket(parse_card("A13")), HireFromMarket(parse_card("A38"))]
    for action in script:
        s, _ = apply(s, action)
    assert s.step == ("copy", 0) and all(c < 0 for h in s.hands for c in h)
    assert ids(s.market) == ["A46", "A47", "A33", "A18", "A25"]
    offered(s, *(ChooseCopies(m) for m in (((parse_card("A50"), parse_card("A17")),),
                                           ((parse_card("A50"), parse_card("A10")),))))
    s, events = apply(s, ChooseCopies(((parse_card("A50"), parse_card("A10")),)))
    assert noises(events) == {0: 0, 1: 13, 2: 0} and s.treasure == (2, 0, 2) and s.totals == (0, 13, 0)
    assert s.round == 2 and s.floor == F["F01"] and s.first == 1
    deck, _ = rngmod.shuffled(rngmod.seed_state(2024), ALL_CARDS)  # the generator's first draw
    assert tuple(deck[:3]) == s.market[:3] and s.hands[1][0] == deck[3]


# --- protocol error paths -------------------------------------------------------------------------


def test_illegal_actions_and_bad_saves():
    s = g.new_game(4, 3)
    with pytest.raises(IllegalAction):
        apply(s, SendToMarket(1))
    with pytest.raises(IllegalAction):
        apply(view(s, 0), legal_actions(s)[0])
    for bad in ("", "{}", '{"game": "wizardtower", "version": 1, "state": {}}', "[1, 2]",
                g.to_json(s).replace('"players":4', '"players":9'), g.to_json(s)[:-5]):
        with pytest.raises(BadSave):
            g.from_json(bad)
    assert g.from_json(g.to_json(view(s, 2))) == view(s, 2)
    with pytest.raises(ValueError):
        g.new_game(2, 1)
    with pytest.raises(ValueError):
        g.new_game(4, 1, {"tower": ["F01", "F01", "F02", "F03"]})


def test_seeds_and_options():
    assert g.new_game(5, 77) == g.new_game(5, 77) != g.new_game(5, 78)
    a = g.new_game(4, 77, {"i_start": True})
    b = g.new_game(4, 77)
    # "I start" still draws the first player, so the same tower and the same shuffle follow.
    assert a.first == 0 and b.first != 0 and a.tower == b.tower and a.market == b.market
    c = g.new_game(4, 77, {"first": 0})  # a fixed first player makes no draw: another shuffle
    assert c.tower == b.tower and c.market != b.market
    for start in range(4):
        s = g.new_game(4, 5, g.options_for_start(4, 5, start))
        assert s.first == start and s.tower == g.new_game(4, 5).tower


def test_guilds_chosen_and_the_rest_in_order():
    """Spec 2.4: the person chooses a guild (default Owl); the other seats take the remaining guilds
    in the table's order (Fox, Owl, ...), seat 1 first. Saves from before the choice get the default."""
    import json

    from rules import wizardtower as R
    from rules.wizardtower.cards import GUILD_NAMES

    assert R.new_game(4, 1, None).guilds == (1, 0, 2, 3)
    assert R.new_game(5, 1, {"guild": {0: "raven"}}).guilds == (7, 0, 1, 2, 3)
    assert R.new_game(3, 1, {"guild": {"2": "Fox"}}).guilds == (1, 2, 0)
    eight = R.new_game(8, 1, {"guild": {0: "swan"}})
    assert sorted(eight.guilds) == list(range(len(GUILD_NAMES))) and eight.guilds[0] == 6
    with pytest.raises(ValueError, match="guild"):
        R.new_game(4, 1, {"guild": {0: "cat"}})
    old = json.loads(R.to_json(R.new_game(4, 2, {"guild": {0: "moth"}})))
    assert old["state"]["guilds"] == [4, 0, 1, 2]
    del old["state"]["guilds"]
    assert R.from_json(json.dumps(old)).guilds == (1, 0, 2, 3)
    old["state"]["guilds"] = [1, 1, 2, 3]
    with pytest.raises(R.BadSave):
        R.from_json(json.dumps(old))
