"""Acceptance scenarios CAL-01 ... CAL-23 of the Castles of Caleira spec (shared/games/caleira.md, section 6),
plus the protocol's error paths (IllegalAction, BadSave) and save round trips.

Seats: A = 0, B = 1, C = 2, D = 3; the engine writes them "Seat 1", "Seat 2", ... in texts.
Positions are built with ``new_game(..., {"position": ...})`` exactly as the spec writes them.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import permutations

import pytest

from rules.caleira import (
    BadSave, Exchange, Flip, IllegalAction, Look, Order, Pick, Play, StopPicking, Target, apply, castle_score,
    describe_decision, determinize, events_for, from_json, legal_actions, new_game, payoff, result, to_act, to_json,
    view,
)
from rules.caleira import knowledge as kn
from rules.caleira.cards import CARD_IDS, CARD_POINTS, ID_OF, UNKNOWN, title

A, B, C, D = 0, 1, 2, 3

# --- helpers --------------------------------------------------------------------------------------


def pos(hands, castles=None, deck=(), box=(), active=A, drawn=True, rig=None, seed=7):
    """A state built from a spec position: hands and castles per seat, deck top first."""
    players = len(hands)
    castles = list(castles) if castles is not None else [[] for _ in range(players)]
    castles += [[] for _ in range(players - len(castles))]
    options = {"position": {"hands": [list(h) for h in hands], "castles": [list(c) for c in castles],
                            "deck": list(deck), "box": list(box), "active": active, "drawn": drawn}}
    if rig is not None:
        options["rig"] = list(rig)
    return new_game(players, seed, options)


def code(card):
    return "?" if card == UNKNOWN else CARD_IDS[card]


def castle_str(state, seat):
    """A castle as the spec writes it: ["SPI↓", "WAT1↑", ...] ("?↓" for a card the state does not show)."""
    return [code(c) + ("↑" if up else "↓") for c, up, _ in state.castles[seat]]


def hand_str(state, seat):
    return sorted(code(c) for c in state.hands[seat])


def deck_str(state):
    """The deck top first (the state stores it bottom first)."""
    return [code(c) for c in reversed(state.deck)]


def discard_str(state):
    return sorted(code(c) for c in state.discard)


def gains(before, after):
    """The cards the discard pile gained between two states, in order."""
    assert after.discard[:len(before.discard)] == before.discard
    return [code(c) for c in after.discard[len(before.discard):]]


def score(state, seat):
    return castle_score(state.castles[seat])


def slot_of(state, seat, position):
    return state.castles[seat][position - 1][2]


def play(state, *actions):
    """Apply ``actions`` in order (each must be offered); return the final state and all events."""
    events = []
    for action in actions:
        assert action in legal_actions(state), f"{action} not offered; offered: {legal_actions(state)}"
        state, new = apply(state, action)
        events += new
    return state, events


def offered(state, seat, *options):
    """``seat`` is asked, with exactly ``options`` (no more, no fewer, no duplicates)."""
    assert to_act(state) == seat
    legal = legal_actions(state)
    assert len(legal) == len(set(legal)) == len(options)
    assert set(legal) == set(options)


def resolved(events):
    """The resolution order: (card ID, owner) from the events of kind "resolve"."""
    return [(code(e.data["card"]), e.data["seat"]) for e in events if e.kind == "resolve"]


def queued(events):
    return [(code(e.data["card"]), e.data["seat"]) for e in events if e.kind == "queue"]


def texts(events, seat):
    return [e.text for e in events_for(events, seat)]


def kinds(events, seat):
    return [e.kind for e in events_for(events, seat)]


def known(state, seat, card_code):
    """The seat's record pins the card to exactly one place (spec 7.3)."""
    return kn.is_single(state.know[seat][ID_OF[card_code]])


def place_of(state, seat, card_code):
    return state.know[seat][ID_OF[card_code]]


def card_fields(event):
    """Every card id an event's data names (the fields that can carry a card)."""
    out = []
    for key in ("card", "given", "taken", "effect"):
        if key in event.data:
            out.append(event.data[key])
    out += list(event.data.get("cards", ()))
    return out


def cards_in(state):
    """Every card id a state (or a view) shows, unknowns left out."""
    seen = [c for h in state.hands for c in h] + [p[0] for c in state.castles for p in c]
    seen += list(state.deck) + list(state.box) + list(state.discard) + [q[0] for q in state.queue]
    if state.step is not None:
        seen.append(state.step[2])
        if state.step[0] == "order":
            seen += list(state.step[3])
    return {c for c in seen if c != UNKNOWN}


def assert_unchanged_on_illegal(state, action, *message_parts):
    before = to_json(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    for part in message_parts:
        assert part in str(info.value)
    assert to_json(state) == before
    return str(info.value)


def random_playout(state, rng, check=None):
    """Play random legal actions to the end; ``check(state, events)`` after every step."""
    events = []
    if check:
        check(state, events)
    while to_act(state) is not None:
        state, events = apply(state, rng.choice(legal_actions(state)))
        if check:
            check(state, events)
    return state


# --- CAL-01 Setup sizes -------------------------------------------------------------------------------


@pytest.mark.parametrize("players, deck_size, box_size", [(2, 14, 0), (3, 12, 0), (4, 8, 2)])
def test_cal01_setup_sizes(players, deck_size, box_size):
    starts = set()
    for seed in range(20):
        s = new_game(players, seed)
        # new_game returns the first decision: the starting seat has already drawn one card.
        start = s.active
        starts.add(start)
        assert to_act(s) == start and s.turn == 1
        assert [len(h) for h in s.hands] == [3 if p == start else 2 for p in range(players)]
        assert len(s.deck) == deck_size - 1
        assert len(s.box) == box_size
        assert s.discard == ()
        assert s.castles == ((),) * players
        assert s.queue == ()
        every = [c for h in s.hands for c in h] + list(s.deck) + list(s.box)
        assert sorted(every) == list(range(18))
    assert starts == set(range(players))  # the start player is random


def test_cal01_same_seed_same_setup():
    assert to_json(new_game(4, 99)) == to_json(new_game(4, 99))
    assert to_json(new_game(2, 99)) != to_json(new_game(2, 100))


def test_cal01_four_players_boxed_cards_never_shown():
    for seed in range(12):
        s = new_game(4, seed)
        boxed = set(s.box)
        assert len(boxed) == 2

        def check(state, events):
            if state.over is None:
                for p in range(4):
                    v = view(state, p)
                    assert v.box == (UNKNOWN, UNKNOWN)
                    assert not cards_in(v) & boxed
                    assert not any(kn.is_single(v.know[p][c]) for c in boxed)
            for p in range(4):
                for e in events_for(events, p):
                    assert not set(card_fields(e)) & boxed, e

        end = random_playout(s, random.Random(seed), check)
        assert end.over is not None
        for p in range(4):
            assert set(view(end, p).box) == boxed  # disclosed at game over


# --- CAL-02 First turn and the Spire restriction --------------------------------------------------------

CAL02_DEAL = {"hands": [["SPI", "WAT1"], ["BAR", "OBS"]],
              "deck": ["TRE1", "TRE2", "TRE3", "TRE4", "BAT1", "BAT2", "BAT3", "MKT1", "MKT2", "THR1", "THR2",
                       "WAT2", "WAT3", "WIZ"],
              "box": [], "start": A}


def test_cal02_first_turn_and_spire_restriction():
    s = new_game(2, 5, {"deal": CAL02_DEAL})
    assert s.discard == ()
    assert hand_str(s, A) == ["SPI", "TRE1", "WAT1"]
    assert hand_str(s, B) == ["BAR", "OBS"]
    assert deck_str(s)[0] == "TRE2" and len(s.deck) == 13
    offered(s, A, Play("SPI", False), Play("WAT", True), Play("WAT", False), Play("TRE", True), Play("TRE", False))
    assert Play("SPI", True) not in legal_actions(s)
    assert legal_actions(view(s, B)) == ()  # B does not see A's options (they list hand cards)
    assert describe_decision(view(s, B)) == "Seat 1 must play a card from hand"
    # The same start written as a position whose turn begins with the draw.
    built = pos([["SPI", "WAT1"], ["BAR", "OBS"]], deck=CAL02_DEAL["deck"], drawn=False)
    assert (built.hands, built.deck, built.castles, built.discard) == (s.hands, s.deck, s.castles, s.discard)
    assert built.know == s.know and legal_actions(built) == legal_actions(s)

    s2, ev = play(s, Play("SPI", False))
    assert castle_str(s2, A) == ["SPI↓"]
    assert score(s2, A) == (1, 1, 1)
    assert queued(ev) == [] and s2.queue == ()
    assert s2.active == B and to_act(s2) == B
    assert hand_str(s2, B) == ["BAR", "OBS", "TRE2"]
    assert deck_str(s2)[0] == "TRE3"
    seen_by_b = texts(ev, B)
    assert "Seat 1 plays a card face-down (Seat 1's 1st piece)" in seen_by_b
    assert not any("Spire" in t for t in seen_by_b)
    assert "Seat 2 draws Trebuchet" in seen_by_b
    for e in events_for(ev, B):
        if e.kind == "play":
            assert e.data == {"seat": A, "pos": 1, "face_up": False}  # no card
    seen_by_a = texts(ev, A)
    assert "Seat 1 plays Princess' Spire face-down (Seat 1's 1st piece)" in seen_by_a
    assert "Seat 2 draws a card" in seen_by_a and not any("Trebuchet" in t for t in seen_by_a)
    # The Spire cannot be played face-up: a clear refusal.
    assert_unchanged_on_illegal(s, Play("SPI", True), "can only be played face-down")

    # A's next draw reaches B as "Seat 1 draws a card".
    s3, ev = play(s2, Play("BAR", False))
    assert hand_str(s3, A) == ["TRE1", "TRE3", "WAT1"]
    assert "Seat 1 draws a card" in texts(ev, B)
    assert "Seat 1 draws Trebuchet" in texts(ev, A)


# --- CAL-03 Barracks, and a re-triggered card ------------------------------------------------------------


def test_cal03_barracks_and_retriggered_card():
    s = pos([["BAR"], ["WAT3"]], [[], ["WAT2↑", "TRE1↑"]])
    assert score(s, B) == (2, 0, 2)

    # (a)
    s, ev = play(s, Play("BAR", True))
    assert queued(ev) == [("BAR", A)]
    assert resolved(ev) == [("BAR", A)]
    offered(s, A, Target(A, 1), Target(B, 1), Target(B, 2))
    assert [a.label for a in legal_actions(s)] == ["Turn face-down Seat 1's 1st piece (Barracks)",
                                                   "Turn face-down Seat 2's 1st piece (Watchtower)",
                                                   "Turn face-down Seat 2's 2nd piece (Trebuchet)"]
    s, ev = play(s, Target(B, 1))
    assert castle_str(s, B) == ["WAT2↓", "TRE1↑"]
    assert score(s, B) == (1, 1, 2)
    for seat in (A, B):
        assert known(s, seat, "WAT2")
        assert place_of(s, seat, "WAT2") == kn.slot_place(slot_of(s, B, 1))
        assert castle_str(view(s, seat), B) == ["WAT2↓", "TRE1↑"]
    assert s.active == B and to_act(s) == B
    assert "draw" not in [e.kind for e in ev]  # the deck is empty

    # (b)
    s, ev = play(s, Play("WAT", True))
    offered(s, B, Pick(B, 1), StopPicking())
    assert "Seat 2's 1st piece" in legal_actions(s)[0].label
    assert legal_actions(s)[1].label == "Reveal none"  # D5: labelled "Reveal none" before the first pick
    s, ev = play(s, Pick(B, 1))
    assert queued(ev) == [("WAT2", B)]
    assert resolved(ev) == [("WAT2", B)]
    only = [e for e in ev if e.kind == "reveal_none"]
    assert len(only) == 1 and "(only option)" in only[0].text and only[0].data["card"] == ID_OF["WAT2"]
    assert castle_str(s, A) == ["BAR↑"]
    assert castle_str(s, B) == ["WAT2↑", "TRE1↑", "WAT3↑"]

    # both hands empty: scored
    assert to_act(s) is None
    assert score(s, A) == (3, 0, 1) and score(s, B) == (4, 0, 3)
    r = result(s)
    assert (r.reason, r.winners, r.losers, r.tiebreak_level) == ("score", (B,), (A,), 0)
    assert r.scores == (3, 4)
    assert r.details == ({"total": 3, "face_down_count": 0, "pieces": 1},
                         {"total": 4, "face_down_count": 0, "pieces": 3})


# --- CAL-04 Battlements cannot be destroyed ---------------------------------------------------------------


def test_cal04a_face_up_battlements_is_a_no_effect_target():
    s = pos([["TRE1"], ["WIZ"]], [[], ["BAT1↑", "OBS↑"]])
    s1, ev = play(s, Play("TRE", True))
    offered(s1, A, Target(A, 1), Target(B, 1), Target(B, 2))
    s2, ev = play(s1, Target(B, 1))
    assert castle_str(s2, B) == ["BAT1↑", "OBS↑"]
    assert castle_str(s2, A) == ["TRE1↑"]
    assert gains(s, s2) == []
    assert [e.kind for e in ev].count("bounce") == 1 and "destroy" not in [e.kind for e in ev]
    assert queued(ev) == []
    assert score(s2, B) == (3, 0, 2)
    assert to_act(s2) == B


def test_cal04b_face_down_battlements_turns_up_and_stays():
    s = pos([["TRE2"], ["WIZ"]], [[], ["BAT2↓", "OBS↑"]])
    assert score(s, B) == (4, 1, 2)
    s1, ev1 = play(s, Play("TRE", True))
    s2, ev2 = play(s1, Target(B, 1))
    assert castle_str(s2, B) == ["BAT2↑", "OBS↑"]
    assert castle_str(s2, A) == ["TRE2↑"]
    assert gains(s, s2) == []
    assert queued(ev1 + ev2) == [("TRE2", A)]  # nothing queued by the hit
    assert resolved(ev1 + ev2) == [("TRE2", A)]
    assert score(s2, B) == (3, 0, 2)


# --- CAL-05 Marketplace ----------------------------------------------------------------------------------

CAL05A = dict(hands=[["MKT1", "WIZ", "OBS"], ["TRE1", "BAT1"]], deck=["WAT1"])


def test_cal05a_marketplace_exchange_with_rig():
    s = pos(**CAL05A, rig=["TRE1"])
    s, ev = play(s, Play("MKT", True))
    offered(s, A, Exchange("WIZ", B), Exchange("OBS", B))
    assert legal_actions(view(s, B)) == () and to_act(view(s, B)) == A
    assert legal_actions(view(s, A)) == legal_actions(s)
    s, ev = play(s, Exchange("WIZ", B))
    exchange = [e for e in ev if e.kind == "exchange"]
    assert len(exchange) == 1
    assert exchange[0].data["given"] == ID_OF["WIZ"] and exchange[0].data["taken"] == ID_OF["TRE1"]
    assert hand_str(s, A) == ["OBS", "TRE1"]
    # ... then B draws WAT1.
    assert hand_str(s, B) == ["BAT1", "WAT1", "WIZ"]
    assert deck_str(s) == []
    assert [e.kind for e in ev][-3:] == ["exchange", "turn", "draw"]
    assert s.rig == ()
    assert ID_OF["WIZ"] in view(s, A).hands[B]
    assert place_of(s, A, "WIZ") == kn.hand(B)
    assert ID_OF["TRE1"] in view(s, B).hands[A]
    assert place_of(s, B, "TRE1") == kn.hand(A)
    for seat in (A, B):
        assert "Seat 1 gives Wizard Tower to Seat 2 and takes Trebuchet" in texts(ev, seat)


def test_cal05a_marketplace_private_to_the_two_players():
    # A third player only sees that one card went each way (spec 7.2).
    s = pos([["MKT1", "WIZ", "OBS"], ["TRE1", "BAT1"], ["THR1"]], deck=["WAT1"], rig=["TRE1"])
    s, ev = play(s, Play("MKT", True))
    offered(s, A, Exchange("WIZ", B), Exchange("OBS", B), Exchange("WIZ", C), Exchange("OBS", C))
    s, ev = play(s, Exchange("WIZ", B))
    assert "Seat 1 gives a card to Seat 2 and takes one in return" in texts(ev, C)
    assert not any("Wizard Tower" in t or "Trebuchet" in t for t in texts(ev, C))
    assert not any(set(card_fields(e)) & {ID_OF["WIZ"], ID_OF["TRE1"]} for e in events_for(ev, C))
    assert not known(s, C, "WIZ") and not known(s, C, "TRE1")
    assert view(s, C).hands[A] == (UNKNOWN, UNKNOWN)


def test_cal05b_marketplace_with_empty_hand_does_nothing():
    s = pos([["MKT2"], ["THR2"]])
    s, ev = play(s, Play("MKT", True))
    assert "exchange" not in [e.kind for e in ev]
    nothing = [e for e in ev if e.kind == "nothing"]
    assert len(nothing) == 1 and "no exchange is possible" in nothing[0].text
    assert hand_str(s, A) == [] and hand_str(s, B) == ["THR2"]
    assert castle_str(s, A) == ["MKT2↑"]
    offered(s, B, Play("THR", True), Play("THR", False))  # the next decision is B's play: A was not asked


def test_cal05c_marketplace_pick_without_rig_is_seeded():
    from rules.core import rng as rngmod

    taken = Counter()
    for seed in range(40):
        runs = []
        for _ in range(2):
            s = pos(**CAL05A, seed=seed)
            s, _ = play(s, Play("MKT", True), Exchange("WIZ", B))
            runs.append(to_json(s))
            assert hand_str(s, A) in (["BAT1", "OBS"], ["OBS", "TRE1"])
        assert runs[0] == runs[1]  # the same seed and actions always give the same card
        # The pick is the generator's draw over B's hand sorted by card ID: [BAT1, TRE1].
        index, _ = rngmod.below(rngmod.seed_state(seed), 2)
        expected = ["BAT1", "TRE1"][index]
        s = from_json(runs[0])
        assert expected in hand_str(s, A)
        taken[expected] += 1
    assert set(taken) == {"BAT1", "TRE1"}


def test_cal05_rigged_pick_not_in_partner_hand_is_a_clear_error():
    s = pos(**CAL05A, rig=["THR2"])
    s, _ = play(s, Play("MKT", True))
    assert_unchanged_on_illegal(s, Exchange("WIZ", B), "THR2")


# --- CAL-06 Observatory --------------------------------------------------------------------------------

CAL06 = dict(hands=[["OBS", "THR1"], ["WAT1"]], castles=[["SPI↓", "BAT2↓"], ["TRE3↓", "MKT2↓"]])


def _cal06_after_play():
    s, ev = play(pos(**CAL06), Play("OBS", True))
    offered(s, A, Look(A, 1), Look(A, 2), Look(B, 1), Look(B, 2))
    return s


def test_cal06a_observatory_look_and_leave():
    s0 = _cal06_after_play()
    s1, ev1 = play(s0, Look(B, 1))
    offered(s1, A, Flip(True), Flip(False))
    # While A decides, B sees only which piece A is looking at.
    assert texts(ev1, B) == ["Seat 1's Observatory looks at Seat 2's 1st piece"]
    assert all("card" not in e.data for e in events_for(ev1, B))
    assert texts(ev1, A) == ["Seat 1's Observatory looks at Seat 2's 1st piece: Trebuchet"]
    vb = view(s1, B)
    assert to_act(vb) == A and describe_decision(vb) == "Seat 1 must turn the looked-at piece face-up or leave it"
    assert vb.step == ("flip", A, ID_OF["OBS"], (slot_of(s1, B, 1),))

    s2, ev2 = play(s1, Flip(False))
    for seat in (A, B):
        assert "Seat 1's Observatory leaves Seat 2's 1st piece face-down" in texts(ev2, seat)
        assert any("looks at Seat 2's 1st piece" in t for t in texts(ev1, seat))
    # Otherwise unchanged.
    assert (s2.castles, s2.hands, s2.deck, s2.discard) == (s0.castles, s0.hands, s0.deck, s0.discard)
    assert castle_str(s2, B) == ["TRE3↓", "MKT2↓"] and castle_str(s2, A) == ["SPI↓", "BAT2↓", "OBS↑"]
    assert to_act(s2) == B
    # Only A learned TRE3.
    va = view(s2, A)
    assert castle_str(va, B) == ["TRE3↓", "?↓"]
    assert va.hands[B] == (UNKNOWN,)
    assert place_of(s2, A, "TRE3") == kn.slot_place(slot_of(s2, B, 1))
    two_places = kn.hand(B) | kn.slot_place(slot_of(s2, B, 2))
    for c in ("MKT2", "WAT1"):
        assert place_of(s2, A, c) == two_places and not known(s2, A, c)
    # B learned nothing about A's pieces.
    assert castle_str(view(s2, B), A) == ["?↓", "?↓", "OBS↑"]

    # determinize from A's view: TRE3 always at B's 1st piece; MKT2/WAT1 split about evenly.
    rng = random.Random(2024)
    arrangements = Counter()
    for _ in range(400):
        d = determinize(va, A, rng)
        assert castle_str(d, A) == ["SPI↓", "BAT2↓", "OBS↑"]
        assert hand_str(d, A) == ["THR1"]
        assert castle_str(d, B)[0] == "TRE3↓"
        arrangements[(castle_str(d, B)[1], tuple(hand_str(d, B)))] += 1
    assert set(arrangements) == {("MKT2↓", ("WAT1",)), ("WAT1↓", ("MKT2",))}
    for n in arrangements.values():
        assert 150 <= n <= 250


def test_cal06b_observatory_reveal_fires_for_the_pieces_owner():
    s0 = _cal06_after_play()
    s1, ev = play(s0, Look(B, 1), Flip(True))
    assert queued(ev) == [("TRE3", B)]
    assert resolved(ev) == [("TRE3", B)]
    # B chooses the target during A's turn.
    assert s1.active == A
    offered(s1, B, Target(A, 1), Target(A, 2), Target(A, 3), Target(B, 1), Target(B, 2))
    s2, ev2 = play(s1, Target(A, 3))
    assert gains(s1, s2) == ["OBS"]
    assert queued(ev2) == []
    assert castle_str(s2, A) == ["SPI↓", "BAT2↓"]
    assert castle_str(s2, B) == ["TRE3↑", "MKT2↓"]
    assert to_act(s2) == B and s2.active == B


# --- CAL-07 Throne Room ---------------------------------------------------------------------------------


def test_cal07a_throne_room_reveals_silently():
    s = pos([["THR1"], ["MKT1"]], [[], ["TRE3↓"]])
    assert score(s, B) == (1, 1, 1)
    s, ev = play(s, Play("THR", True))
    offered(s, A, Target(A, 1), Target(B, 1))
    s, ev = play(s, Target(B, 1))
    assert castle_str(s, B) == ["TRE3↑"]
    assert queued(ev) == [] and resolved(ev) == []
    assert score(s, B) == (0, 0, 1)
    assert to_act(s) == B


def test_cal07b_throne_room_on_own_spire():
    s = pos([["THR2"], ["MKT1"]], [["SPI↓"], []])
    s, ev1 = play(s, Play("THR", True))
    offered(s, A, Target(A, 1), Target(A, 2))
    s, ev2 = play(s, Target(A, 1))
    assert castle_str(s, A) == ["SPI↑", "THR2↑"]
    assert score(s, A) == (8, 0, 2)
    assert queued(ev1 + ev2) == [("THR2", A)]
    # had the Spire stayed hidden: 1 + 2 = 3
    hidden, _ = play(pos([["THR2"], ["MKT1"]], [["SPI↓"], []]), Play("THR", True), Target(A, 2))
    assert castle_str(hidden, A) == ["SPI↓", "THR2↑"] and score(hidden, A) == (3, 1, 2)


# --- CAL-08 Trebuchet on a face-up card -------------------------------------------------------------------


def test_cal08a_trebuchet_on_face_up_card():
    s0 = pos([["TRE1"], ["MKT1"]], [[], ["OBS↑", "WAT2↓"]])
    s, ev = play(s0, Play("TRE", True), Target(B, 1))
    assert gains(s0, s) == ["OBS"]
    assert queued(ev) == [("TRE1", A)]
    assert castle_str(s, B) == ["WAT2↓"]
    assert castle_str(s, A) == ["TRE1↑"]


def test_cal08b_trebuchet_destroys_itself():
    s0 = pos([["TRE2"], ["MKT1"]], [["BAT1↑"], ["WAT2↓"]])
    s1, _ = play(s0, Play("TRE", True))
    offered(s1, A, Target(A, 1), Target(A, 2), Target(B, 1))
    s, ev = play(s1, Target(A, 2))
    assert gains(s0, s) == ["TRE2"]
    assert castle_str(s, A) == ["BAT1↑"]
    assert score(s, A) == (0, 0, 1)
    # the no-effect target BAT1 would have left A at 0/0/2
    s, _ = play(s1, Target(A, 1))
    assert castle_str(s, A) == ["BAT1↑", "TRE2↑"] and score(s, A) == (0, 0, 2)
    assert gains(s0, s) == []


# --- CAL-09 Trebuchet on a face-down card: effect from the discard pile ----------------------------------


def test_cal09_effect_fires_from_the_discard_pile():
    s0 = pos([["TRE1"], ["MKT1"]], [["SPI↓", "BAT1↓"], ["WAT2↓", "THR1↑"]])
    s, ev = play(s0, Play("TRE", True), Target(B, 1))
    flips = [e for e in ev if e.kind == "destroy"]
    assert len(flips) == 1 and flips[0].data["card"] == ID_OF["WAT2"] and flips[0].data["was_face_up"] is False
    assert gains(s0, s) == ["WAT2"]
    assert queued(ev) == [("TRE1", A), ("WAT2", B)]
    resolving = [e for e in ev if e.kind == "resolve"]
    assert resolving[-1].data["from_discard"] is True and "from the discard pile" in resolving[-1].text
    offered(s, B, Pick(A, 1), Pick(A, 2), StopPicking())  # B's own WAT2 is no piece any more
    s, ev2 = play(s, Pick(A, 2))
    offered(s, B, Pick(A, 1), StopPicking())
    assert legal_actions(s)[-1].label == "Reveal the piece picked"
    assert castle_str(s, A) == ["SPI↓", "BAT1↓", "TRE1↑"]  # nothing flips while picking
    s, ev3 = play(s, StopPicking())
    assert queued(ev3) == []
    assert castle_str(s, A) == ["SPI↓", "BAT1↑", "TRE1↑"]
    assert castle_str(s, B) == ["THR1↑"]
    assert resolved(ev + ev2 + ev3) == [("TRE1", A), ("WAT2", B)]
    assert to_act(s) == B


# --- CAL-10 Watchtower and chained reveals (queue order) ----------------------------------------------------


def test_cal10_watchtower_chain_and_queue_order():
    s = pos([["WAT1"], ["MKT1"]], [["SPI↓", "OBS↓", "BAT1↓"], ["WAT3↓", "TRE4↓", "BAR↓"]])
    log = []
    s, ev = play(s, Play("WAT", True))
    log += ev
    offered(s, A, Pick(A, 1), Pick(A, 2), Pick(A, 3), Pick(B, 1), Pick(B, 2), Pick(B, 3), StopPicking())
    s, ev = play(s, Pick(B, 1))
    log += ev
    assert "flip_up" not in [e.kind for e in ev]  # nothing flips yet
    assert castle_str(s, B)[0] == "WAT3↓"
    offered(s, A, Pick(A, 1), Pick(A, 2), Pick(A, 3), Pick(B, 2), Pick(B, 3), StopPicking())
    s, ev = play(s, Pick(A, 2))
    log += ev
    flips = [(code(e.data["card"]), e.data["seat"]) for e in ev if e.kind == "flip_up"]
    assert flips == [("WAT3", B), ("OBS", A)]
    assert queued(ev) == [("WAT3", B), ("OBS", A)]
    # WAT3 (B) resolves now; OBS (A) waits.
    assert s.queue == ((ID_OF["OBS"], A),)
    offered(s, B, Pick(A, 1), Pick(A, 3), Pick(B, 2), Pick(B, 3), StopPicking())
    s, ev = play(s, Pick(B, 2), StopPicking())
    log += ev
    assert castle_str(s, B) == ["WAT3↑", "TRE4↑", "BAR↓"]
    # TRE4 goes behind OBS.
    assert queued(ev) == [("TRE4", B)]
    assert s.queue == ((ID_OF["TRE4"], B),)
    offered(s, A, Look(A, 1), Look(A, 3), Look(B, 3))  # SPI, BAT1, BAR
    s, ev = play(s, Look(B, 3), Flip(False))
    log += ev
    offered(s, B, *[Target(p, i) for p, n in ((A, 4), (B, 3)) for i in range(1, n + 1)])
    s, ev = play(s, Target(A, 3))
    log += ev
    assert queued(ev) == []
    assert resolved(log) == [("WAT1", A), ("WAT3", B), ("OBS", A), ("TRE4", B)]
    assert castle_str(s, A) == ["SPI↓", "OBS↑", "BAT1↑", "WAT1↑"]
    assert castle_str(s, B) == ["WAT3↑", "TRE4↑", "BAR↓"]
    assert to_act(s) == B and s.active == B


# --- CAL-11 Wizard Tower -----------------------------------------------------------------------------------


def test_cal11a_wizard_tower_reorders_three():
    s = pos([["WIZ", "THR1"], ["OBS"]], deck=["TRE2", "MKT2", "WAT2", "BAT3"])
    s, ev = play(s, Play("WIZ", True))
    assert to_act(s) == A
    assert [code(c) for c in s.step[3]] == ["TRE2", "MKT2", "WAT2"]
    offered(s, A, *[Order(p) for p in permutations(("TRE", "MKT", "WAT"))])  # six orders
    assert texts(ev, A)[-1] == ("Seat 1's Wizard Tower looks at the top 3 cards of the deck: "
                                "Trebuchet, Marketplace, Watchtower")
    assert texts(ev, B)[-1] == "Seat 1's Wizard Tower looks at the top 3 cards of the deck"
    # B's view of the decision: who decides and which decision, not the cards.
    vb = view(s, B)
    assert vb.step[:3] == ("order", A, ID_OF["WIZ"]) and vb.step[3] == (UNKNOWN,) * 3
    assert legal_actions(vb) == ()
    assert describe_decision(vb) == "Seat 1 must put the Wizard Tower's cards back in order"
    assert deck_str(view(s, B)) == ["?"] * 4
    assert deck_str(view(s, A)) == ["TRE2", "MKT2", "WAT2", "?"]

    s, ev = play(s, Order(("WAT", "TRE", "MKT")))
    order = [e for e in ev if e.kind == "order"]
    assert [code(c) for c in order[0].data["cards"]] == ["WAT2", "TRE2", "MKT2"]
    assert texts(ev, B)[0] == "Seat 1's Wizard Tower puts the 3 cards back in an order only they know"
    assert all("cards" not in e.data for e in events_for(ev, B))
    assert texts(ev, A)[0] == "Seat 1's Wizard Tower puts back Watchtower, Trebuchet, Marketplace (top first)"
    # B's next draw is WAT2; the deck was [WAT2, TRE2, MKT2, BAT3].
    assert "Seat 2 draws Watchtower" in texts(ev, B)
    assert hand_str(s, B) == ["OBS", "WAT2"]
    assert deck_str(s) == ["TRE2", "MKT2", "BAT3"]
    # A still knows the order; B does not; A's record follows WAT2 into B's hand.
    assert deck_str(view(s, A)) == ["TRE2", "MKT2", "?"]
    assert deck_str(view(s, B)) == ["?", "?", "?"]
    assert place_of(s, A, "WAT2") == kn.hand(B)
    assert ID_OF["WAT2"] in view(s, A).hands[B]


def test_cal11b_two_cards_two_orders():
    s = pos([["WIZ"], ["MKT1"]], deck=["BAT3", "OBS"])
    s, _ = play(s, Play("WIZ", True))
    offered(s, A, Order(("BAT", "OBS")), Order(("OBS", "BAT")))
    s, _ = play(s, Order(("OBS", "BAT")))
    assert hand_str(s, B) == ["MKT1", "OBS"]  # B drew the new top card
    assert deck_str(s) == ["BAT3"]


def test_cal11c_empty_deck_nothing_happens():
    s = pos([["WIZ"], ["MKT1"]])
    s, ev = play(s, Play("WIZ", True))
    assert [e.kind for e in ev if e.kind in ("peek", "order")] == []
    nothing = [e for e in ev if e.kind == "nothing"]
    assert len(nothing) == 1 and "the deck is empty" in nothing[0].text
    assert to_act(s) == B and s.step[0] == "play"


def test_cal11d_one_card_looked_at_without_asking():
    s = pos([["WIZ"], ["MKT1"]], deck=["TRE3"])
    s, ev = play(s, Play("WIZ", True))
    assert [e.kind for e in ev if e.kind in ("peek", "order")] == ["peek", "order"]
    peek = next(e for e in events_for(ev, A) if e.kind == "peek")
    assert peek.data["cards"] == (ID_OF["TRE3"],)
    order = next(e for e in ev if e.kind == "order")
    assert order.data["cards"] == (ID_OF["TRE3"],)
    assert "only_option" in kinds(ev, A) and "only_option" not in kinds(ev, B)
    # The deck was unchanged: B's draw is TRE3; A's record followed it into B's hand.
    assert "Seat 2 draws Trebuchet" in texts(ev, B)
    assert hand_str(s, B) == ["MKT1", "TRE3"]
    assert place_of(s, A, "TRE3") == kn.hand(B)


def test_cal11d_top_card_known_to_the_looker_only():
    # The same look with a decision pending after it, so the deck can be seen before anyone draws:
    # A's Watchtower reveals A's WIZ and B's THR1; WIZ (A) looks at the single deck card without asking,
    # then THR1 (B) asks B for a target.
    s = pos([["WAT1"], ["MKT1"]], [["WIZ↓"], ["THR1↓"]], deck=["TRE3"])
    s, ev = play(s, Play("WAT", True), Pick(A, 1), Pick(B, 1))
    assert resolved(ev) == [("WAT1", A), ("WIZ", A), ("THR1", B)]
    assert to_act(s) == B
    assert deck_str(s) == ["TRE3"]
    assert deck_str(view(s, A)) == ["TRE3"]
    assert place_of(s, A, "TRE3") == kn.deck_place(0)
    assert deck_str(view(s, B)) == ["?"]
    assert not known(s, B, "TRE3")


# --- CAL-12 Chained Trebuchets: the Spire destroyed ----------------------------------------------------------


def test_cal12_chained_trebuchets_destroy_the_spire():
    s0 = pos([["TRE1"], ["OBS"]], [["SPI↓", "WAT1↑"], ["TRE3↓", "MKT1↑"]])
    s1, ev1 = play(s0, Play("TRE", True), Target(B, 1))
    assert gains(s0, s1) == ["TRE3"]
    assert queued(ev1) == [("TRE1", A), ("TRE3", B)]
    assert resolved(ev1)[-1] == ("TRE3", B)
    # TRE3 resolves from the discard pile: it cannot target itself.
    offered(s1, B, Target(A, 1), Target(A, 2), Target(A, 3), Target(B, 1))
    s2, ev2 = play(s1, Target(A, 1))
    assert gains(s1, s2) == ["SPI"]
    assert to_act(s2) is None and s2.active == A  # during A's own turn
    r = result(s2)
    assert (r.reason, r.winners, r.losers, r.tiebreak_level) == ("spire", (B,), (A,), 0)
    assert castle_str(s2, A) == ["WAT1↑", "TRE1↑"]
    assert ev2[-1].kind == "game_over"
    assert legal_actions(s2) == ()
    assert payoff(r, A) == 0 and payoff(r, B) == 1


# --- CAL-13 Spire destroyed while effects are pending --------------------------------------------------------


def test_cal13_spire_destroyed_drops_pending_effects():
    s = pos([["WAT1"], ["MKT1"]], [["TRE2↓", "BAT1↑"], ["SPI↓", "OBS↓", "WAT2↑"]])
    s, ev1 = play(s, Play("WAT", True), Pick(A, 1), Pick(B, 2))
    assert queued(ev1) == [("WAT1", A), ("TRE2", A), ("OBS", B)]
    assert resolved(ev1) == [("WAT1", A), ("TRE2", A)]
    assert s.queue == ((ID_OF["OBS"], B),)
    offered(s, A, *[Target(A, i) for i in (1, 2, 3)], *[Target(B, i) for i in (1, 2, 3)])
    s, ev2 = play(s, Target(B, 1))
    r = result(s)
    assert (r.reason, r.winners, r.losers, r.tiebreak_level) == ("spire", (A,), (B,), 0)
    assert to_act(s) is None and s.queue == ()
    assert resolved(ev1 + ev2) == [("WAT1", A), ("TRE2", A)]  # OBS (B) never resolves
    assert not any(e.kind in ("look", "flip_up", "leave") for e in ev2)


# --- CAL-14 Normal end of game ------------------------------------------------------------------------


def test_cal14_normal_end_of_game():
    s0 = pos([["WAT1"], ["TRE1"]], [["OBS↑"], ["MKT1↑"]])
    offered(s0, A, Play("WAT", True), Play("WAT", False))
    s, ev = play(s0, Play("WAT", True))
    only = [e for e in ev if e.kind == "reveal_none"]
    assert len(only) == 1 and "(only option)" in only[0].text
    assert castle_str(s, A) == ["OBS↑", "WAT1↑"]
    offered(s, B, Play("TRE", True), Play("TRE", False))
    assert "draw" not in [e.kind for e in ev]
    s1, ev = play(s, Play("TRE", True))
    s2, ev2 = play(s1, Target(A, 2))
    assert gains(s, s2) == ["WAT1"]
    assert castle_str(s2, A) == ["OBS↑"] and castle_str(s2, B) == ["MKT1↑", "TRE1↑"]
    assert to_act(s2) is None
    assert "turn" not in [e.kind for e in ev2]  # no further turn is offered
    assert score(s2, A) == (3, 0, 1) and score(s2, B) == (2, 0, 2)
    r = result(s2)
    assert (r.reason, r.winners, r.losers, r.tiebreak_level) == ("score", (A,), (B,), 0)


# --- CAL-15 ... CAL-18 Scoring ------------------------------------------------------------------------------


def final(castles, players=2):
    """A finished game: hands and deck empty, these castles, everything else discarded."""
    s = pos([[] for _ in range(players)], castles)
    assert to_act(s) is None
    return s


def assert_result(s, reason, winners, losers, level):
    r = result(s)
    assert (r.reason, r.winners, r.losers, r.tiebreak_level) == (reason, tuple(winners), tuple(losers), level)
    return r


def details(s):
    return [(d["total"], d["face_down_count"], d["pieces"]) for d in result(s).details]


def test_cal15_battlements_bonus():
    a = ["SPI↓", "BAT1↑", "BAT2↑", "BAT3↑", "WAT1↑", "TRE1↑", "MKT1↓", "THR1↑"]
    b = ["BAR↑", "OBS↑", "WIZ↓", "WAT2↑", "WAT3↑", "MKT2↑", "TRE2↑"]
    s = final([a, b])
    assert discard_str(s) == ["THR2", "TRE3", "TRE4"]
    assert score(s, A) == (15, 2, 8) and score(s, B) == (13, 1, 7)
    assert details(s) == [(15, 2, 8), (13, 1, 7)]
    assert_result(s, "score", [A], [B], 0)

    a_down = ["SPI↓", "BAT1↑", "BAT2↑", "BAT3↓", "WAT1↑", "TRE1↑", "MKT1↓", "THR1↑"]
    s = final([a_down, b])
    assert score(s, A) == (7, 3, 8)
    assert_result(s, "score", [B], [A], 0)


def test_cal16_tiebreak_more_face_down_pieces():
    s = final([["SPI↓", "WAT1↓", "BAR↑", "TRE1↑", "BAT1↑", "BAT2↑", "MKT1↑", "THR2↑"],
               ["OBS↓", "WAT2↑", "THR1↑", "TRE2↑", "BAT3↑", "MKT2↑", "WAT3↑", "TRE3↑"]])
    assert discard_str(s) == ["TRE4", "WIZ"]
    assert details(s) == [(9, 2, 8), (9, 1, 8)]
    assert_result(s, "score", [A], [B], 1)


def test_cal17_tiebreak_fewer_pieces():
    s = final([["SPI↓", "WIZ↑", "BAT2↑", "THR1↑", "THR2↑", "WAT2↑", "WAT3↓"],
               ["WAT1↑", "BAR↑", "OBS↓", "BAT1↑", "BAT3↑", "MKT1↑", "MKT2↑", "TRE1↑", "TRE2↓"]])
    assert discard_str(s) == ["TRE3", "TRE4"]
    assert details(s) == [(11, 2, 7), (11, 2, 9)]
    assert_result(s, "score", [A], [B], 2)


def test_cal18_complete_tie_shared_win():
    s = final([["WAT1↑", "BAR↑", "WIZ↓", "BAT2↑", "MKT2↑", "THR2↑", "TRE1↑", "TRE2↓"],
               ["SPI↓", "OBS↑", "BAT1↑", "BAT3↑", "MKT1↑", "THR1↓", "WAT2↑", "WAT3↑"]])
    assert discard_str(s) == ["TRE3", "TRE4"]
    assert details(s) == [(11, 2, 8), (11, 2, 8)]
    r = assert_result(s, "score", [A, B], [], 3)
    assert r.shared
    assert payoff(r, A) == payoff(r, B) == 0.5
    # Reached by play: B's last card THR1 goes face-down, then the game is scored (castle order means nothing).
    a = ["WAT1↑", "BAR↑", "WIZ↓", "BAT2↑", "MKT2↑", "THR2↑", "TRE1↑", "TRE2↓"]
    b = ["SPI↓", "OBS↑", "BAT1↑", "BAT3↑", "MKT1↑", "WAT2↑", "WAT3↑"]
    before = pos([[], ["THR1"]], [a, b], active=B)
    s2, ev = play(before, Play("THR", False))
    assert result(s2) == r
    assert ev[-1].kind == "game_over"
    assert ev[-1].text == "All cards played (Seat 1 11, Seat 2 11): shared victory for Seat 1 and Seat 2"


# --- CAL-19 Three players: Spire destroyed --------------------------------------------------------------


def test_cal19_three_players_spire_destroyed_by_another():
    s = pos([["TRE1"], ["MKT1"], ["OBS"]], [[], ["WAT1↑"], ["SPI↓", "BAT1↓"]])
    s, _ = play(s, Play("TRE", True))
    offered(s, A, Target(A, 1), Target(B, 1), Target(C, 1), Target(C, 2))
    s, _ = play(s, Target(C, 1))
    r = assert_result(s, "spire", [A], [C], 0)
    assert B not in r.winners and B not in r.losers
    assert [payoff(r, p) for p in (A, B, C)] == [1, 0, 0]


def test_cal19_three_players_own_spire():
    s = pos([["TRE1"], ["THR1"], ["BAR"]], [["SPI↓"], ["WAT2↑", "MKT2↓"], ["OBS↑"]])
    s, _ = play(s, Play("TRE", True))
    offered(s, A, Target(A, 1), Target(A, 2), Target(B, 1), Target(B, 2), Target(C, 1))
    s, ev = play(s, Target(A, 1))
    r = assert_result(s, "own_spire", [B], [A], 1)
    assert C not in r.winners and C not in r.losers
    assert details(s) == [(0, 0, 1), (3, 1, 2), (3, 0, 1)]
    assert hand_str(s, B) == ["THR1"] and hand_str(s, C) == ["BAR"]  # hands count nothing
    assert [payoff(r, p) for p in (A, B, C)] == [0, 1, 0]


# --- CAL-20 Four players: removed cards -----------------------------------------------------------------

CAL20_DEAL = {"hands": [["TRE1", "WAT1"], ["TRE2", "OBS"], ["BAT1", "THR1"], ["MKT1", "WIZ"]],
              "deck": ["TRE3", "BAR", "WAT2", "THR2", "BAT2", "MKT2", "TRE4", "WAT3"],
              "box": ["SPI", "BAT3"], "start": A}


def test_cal20_four_players_deal():
    s = new_game(4, 3, {"deal": CAL20_DEAL})
    assert sorted(code(c) for c in s.box) == ["BAT3", "SPI"]
    assert hand_str(s, A) == ["TRE1", "TRE3", "WAT1"]
    assert deck_str(s) == CAL20_DEAL["deck"][1:]
    for p in range(4):
        v = view(s, p)
        assert v.box == (UNKNOWN, UNKNOWN)
        assert not cards_in(v) & {ID_OF["SPI"], ID_OF["BAT3"]}
        assert v.rng == 0 and v.rig == ()


def test_cal20_boxed_cards_hidden_until_game_over():
    boxed = {ID_OF["SPI"], ID_OF["BAT3"]}
    for seed in range(25):
        s = new_game(4, seed, {"deal": CAL20_DEAL})

        def check(state, events):
            for p in range(4):
                seen = events_for(events, p)
                if state.over is None:
                    v = view(state, p)
                    assert v.box == (UNKNOWN, UNKNOWN)
                    assert not cards_in(v) & boxed
                    assert not any(kn.is_single(v.know[p][c]) for c in boxed)
                    assert not any(set(card_fields(e)) & boxed for e in seen)
                    # The Spire is boxed: its name never appears; the game cannot end by a Spire.
                    assert not any("Spire" in e.text for e in seen)
                    assert not any("Spire" in a.label for a in legal_actions(v))

        end = random_playout(s, random.Random(seed), check)
        r = result(end)
        assert r.reason == "score"
        for p in range(4):
            assert sum(1 for c, up, _ in end.castles[p] if code(c).startswith("BAT") and up) <= 2
            # no bonus: every face-up card scores its printed points, every face-down one 1
            assert r.details[p]["total"] == sum(CARD_POINTS[c] if up else 1 for c, up, _ in end.castles[p])
            v = view(end, p)
            assert sorted(code(c) for c in v.box) == ["BAT3", "SPI"]
            assert {title(c) for c in v.box} == {"Princess' Spire", "Battlements"}  # "Cards not used this game"
            assert UNKNOWN not in cards_in(v) and len(cards_in(v)) == 18
            assert all(UNKNOWN not in h for h in v.hands) and UNKNOWN not in v.deck


def test_cal20_determinize_may_box_any_unknown_card():
    s = new_game(4, 3, {"deal": CAL20_DEAL})
    rng = random.Random(7)
    for seat in range(4):
        v = view(s, seat)
        unknown = set(range(18)) - set(s.hands[seat])
        boxed_seen = set()
        for _ in range(300):
            d = determinize(v, seat, rng)
            assert len(d.box) == 2 and set(d.box) <= unknown
            assert d.hands[seat] == s.hands[seat]
            assert sorted(cards_in(d)) == list(range(18))
            boxed_seen |= set(d.box)
        assert boxed_seen == unknown


# --- CAL-21 Identical copies ---------------------------------------------------------------------------------


def test_cal21a_one_play_per_name_and_orientation():
    s = pos([["TRE2", "TRE1", "OBS"], ["WIZ"]])
    offered(s, A, Play("TRE", True), Play("TRE", False), Play("OBS", True), Play("OBS", False))
    s, _ = play(s, Play("TRE", False))
    assert castle_str(s, A) == ["TRE1↓"]
    assert hand_str(s, A) == ["OBS", "TRE2"]


def test_cal21b_marketplace_gives_the_lowest_copy():
    s = pos([["MKT1", "BAT3", "BAT1", "OBS"], ["THR2", "WAT3"]], rig=["WAT3"])
    s, _ = play(s, Play("MKT", True))
    offered(s, A, Exchange("BAT", B), Exchange("OBS", B))
    s, _ = play(s, Exchange("BAT", B))
    assert hand_str(s, A) == ["BAT3", "OBS", "WAT3"]
    assert hand_str(s, B) == ["BAT1", "THR2"]


def test_cal21c_wizard_tower_orders_by_name():
    s = pos([["WIZ"], ["OBS"]], deck=["BAT2", "TRE4", "BAT1", "MKT2"])
    s, _ = play(s, Play("WIZ", True))
    offered(s, A, Order(("BAT", "BAT", "TRE")), Order(("BAT", "TRE", "BAT")), Order(("TRE", "BAT", "BAT")))
    s, ev = play(s, Order(("TRE", "BAT", "BAT")))
    order = next(e for e in ev if e.kind == "order")
    assert [code(c) for c in order.data["cards"]] == ["TRE4", "BAT1", "BAT2"]
    # deck [TRE4, BAT1, BAT2, MKT2]; B then drew TRE4
    assert hand_str(s, B) == ["OBS", "TRE4"]
    assert deck_str(s) == ["BAT1", "BAT2", "MKT2"]


# Identical copies and what a seat can tell apart (rules.caleira.copies, knowledge.see): A's Marketplace
# gives B the Trebuchet #2, so A knows one of B's cards; then B draws a card A cannot see. Whether that
# draw was Trebuchet #1 or a Watchtower, A's view of what follows must be the same.

def _gift_then_draw(hands_b, drawn):
    """A gives TRE2 to B with a Marketplace (and takes BAT1); B draws ``drawn`` (TRE1 or WAT2, the
    other one lies at the bottom of the deck) and must play. A's next draw is TRE3 either way."""
    other = "WAT2" if drawn == "TRE1" else "TRE1"
    s = pos([["MKT1", "TRE2"], hands_b], deck=[drawn, "TRE3", other], rig=["BAT1"])
    s, _ = play(s, Play("MKT", True))  # the exchange is the only option: give TRE2, take BAT1
    assert to_act(s) == B and "TRE2" in hand_str(s, B) and drawn in hand_str(s, B)
    assert known(s, A, "TRE2") and place_of(s, A, "TRE2") == kn.hand(B)
    return s


def _same_for_a(x, y, ex=(), ey=()):
    assert to_json(view(x, A)) == to_json(view(y, A))
    assert events_for(ex, A) == events_for(ey, A)


def test_cal21d_a_copy_played_does_not_tell_what_was_drawn():
    x = _gift_then_draw(["BAT1", "WAT1"], "TRE1")  # B holds TRE1, TRE2, WAT1
    y = _gift_then_draw(["BAT1", "WAT1"], "WAT2")  # B holds TRE2, WAT1, WAT2
    _same_for_a(x, y)
    x, ex = play(x, Play("TRE", True))
    y, ey = play(y, Play("TRE", True))
    # The copy A knows of is the one played (it is in B's hand either way) ...
    assert castle_str(x, B) == castle_str(y, B) == ["TRE2↑"]
    _same_for_a(x, y, ex, ey)
    # ... and A no longer "knows" a Trebuchet in B's hand: B may hold another one, or none.
    v = view(x, A)
    assert [code(c) for c in v.hands[B]] == ["?", "?"]
    assert not any(place_of(x, A, t) == kn.hand(B) for t in ("TRE1", "TRE2", "TRE3", "TRE4"))
    assert hand_str(x, B) == ["TRE1", "WAT1"] and place_of(x, A, "TRE1") & kn.hand(B)
    x, ex = play(x, Target(A, 1))
    y, ey = play(y, Target(A, 1))
    _same_for_a(x, y, ex, ey)  # and A's own next draw (TRE3) comes out the same way
    assert hand_str(x, A) == hand_str(y, A) == ["BAT1", "TRE3"]


def test_cal21e_the_marketplace_gives_the_copy_its_partner_knows():
    x = _gift_then_draw(["BAT1", "MKT2"], "TRE1")  # B holds MKT2, TRE1, TRE2
    y = _gift_then_draw(["BAT1", "MKT2"], "WAT2")  # B holds MKT2, TRE2, WAT2
    x, ex = play(x, Play("MKT", True))  # B's hand is two Trebuchets: giving one is B's only option
    y, ey = play(y, Play("MKT", True), Exchange("TRE", A))
    assert "TRE2" in hand_str(x, A) and "TRE2" in hand_str(y, A)  # back to A, in both
    _same_for_a(x, y, ex, ey)
    assert [code(c) for c in view(x, A).hands[B]] == ["BAT1", "?"]  # B took A's Battlements; no Trebuchet


# --- CAL-22 One option: applied without asking ----------------------------------------------------------------


def test_cal22a_barracks_turns_itself_down_without_asking():
    s, ev = play(pos([["BAR"], ["THR1"]]), Play("BAR", True))
    flip = [e for e in ev if e.kind == "flip_down"]
    assert len(flip) == 1 and "(only option)" in flip[0].text
    assert castle_str(s, A) == ["BAR↓"]
    assert score(s, A) == (1, 1, 1)
    assert to_act(s) == B and s.step[0] == "play"
    for seat in (A, B):
        assert known(s, seat, "BAR")
        assert castle_str(view(s, seat), A) == ["BAR↓"]


def test_cal22b_observatory_looks_without_asking_then_asks_the_flip():
    s, ev = play(pos([["OBS"], ["THR1"]], [[], ["MKT1↓", "WAT1↑"]]), Play("OBS", True))
    looks = [e for e in events_for(ev, A) if e.kind == "look"]
    assert len(looks) == 1
    assert looks[0].text == "Seat 1's Observatory looks at Seat 2's 1st piece: Marketplace (only option)"
    assert [e.text for e in events_for(ev, B) if e.kind == "look"] == [
        "Seat 1's Observatory looks at Seat 2's 1st piece (only option)"]
    offered(s, A, Flip(True), Flip(False))
    assert known(s, A, "MKT1")


def test_cal22c_lone_spire_played_without_asking():
    s = pos([["SPI"], ["MKT2"]], [["OBS↑"], []])
    assert castle_str(s, A) == ["OBS↑", "SPI↓"]
    assert hand_str(s, A) == []
    offered(s, B, Play("MKT", True), Play("MKT", False))
    assert castle_str(view(s, B), A) == ["OBS↑", "?↓"]

    # The same play seen through an apply: B plays first, then A's lone Spire is played automatically.
    s = pos([["SPI"], ["MKT2", "WAT3"]], [["OBS↑"], []], active=B)
    s, ev = play(s, Play("WAT", False))
    assert castle_str(s, A) == ["OBS↑", "SPI↓"]
    offered(s, B, Play("MKT", True), Play("MKT", False))
    assert texts(ev, B) == ["Seat 2 plays Watchtower face-down (Seat 2's 1st piece)", "Turn 2: Seat 1",
                            "Seat 1 plays a card face-down (Seat 1's 2nd piece)", "Turn 3: Seat 2"]
    assert kinds(ev, A) == ["play", "turn", "only_option", "play", "turn"]
    assert "Seat 1 plays Princess' Spire face-down (Seat 1's 2nd piece)" in texts(ev, A)
    assert not any("only" in t or "Spire" in t for t in texts(ev, B))


# --- CAL-23 Per-seat view and hover text ---------------------------------------------------------------------

CAL23 = dict(hands=[["TRE1", "WAT3"], ["MKT1"]], castles=[[], ["SPI↓", "BAT2↓"]], deck=["THR2"])


def test_cal23_view_of_a():
    s = pos(**CAL23, rig=["MKT1"])
    v = view(s, A)
    assert hand_str(v, A) == ["TRE1", "WAT3"]
    assert castle_str(v, B) == ["?↓", "?↓"]
    assert [p[2] for p in v.castles[B]] == [p[2] for p in s.castles[B]]
    assert v.hands[B] == (UNKNOWN,)
    assert v.deck == (UNKNOWN,)
    assert v.know[A] == s.know[A] and v.know[B] is None
    assert v.rng == 0 and v.rig == ()
    assert s.rig != ()  # the full state does hold them
    assert "rig" in to_json(s) and json.loads(to_json(v))["state"]["rig"] == []


def test_cal23_hover_targets_do_not_give_hidden_pieces_away():
    s, _ = play(pos(**CAL23), Play("TRE", True))
    offered(s, A, Target(A, 1), Target(B, 1), Target(B, 2))
    for state in (s, view(s, A)):
        labels = {a.pos: a.label for a in legal_actions(state) if a.seat == B}
        assert labels == {1: "Destroy Seat 2's 1st piece (face-down)", 2: "Destroy Seat 2's 2nd piece (face-down)"}
        assert [a.shown for a in legal_actions(state) if a.seat == B] == ["face-down", "face-down"]
    assert legal_actions(view(s, A)) == legal_actions(s)
    # Seen from B's seat at the same moment.
    vb = view(s, B)
    assert castle_str(vb, B) == ["SPI↓", "BAT2↓"]
    assert castle_str(view(s, A), B) == ["?↓", "?↓"]
    assert to_act(vb) == A
    assert describe_decision(vb) == "Seat 1 must choose a target for Trebuchet"
    # B's draw reaches A as "Seat 2 draws a card".
    s, ev = play(s, Target(B, 2))
    assert castle_str(s, B) == ["SPI↓", "BAT2↑"]
    assert "Seat 2 draws a card" in texts(ev, A) and "Seat 2 draws Throne Room" in texts(ev, B)


def test_cal23_draw_of_a_reaches_b_as_a_card():
    # CAL-23's deck holds one card, which B draws; with a second deck card A's next draw is seen by B.
    s = pos(hands=[["TRE1", "WAT3"], ["MKT1"]], castles=[[], ["SPI↓", "BAT2↓"]], deck=["THR2", "OBS"])
    s, _ = play(s, Play("TRE", True), Target(B, 2))
    s, ev = play(s, Play("THR", False))
    assert "Seat 1 draws a card" in texts(ev, B)
    assert "Seat 1 draws Observatory" in texts(ev, A)
    assert not any("Observatory" in t for t in texts(ev, B))


# --- illegal actions ---------------------------------------------------------------------------------------


def test_illegal_actions_leave_the_state_unchanged():
    s = new_game(2, 5, {"deal": CAL02_DEAL})
    assert_unchanged_on_illegal(s, Play("BAR", True), "holds no Barracks")
    assert_unchanged_on_illegal(s, Target(B, 1), "must play a card", "does not answer")
    assert_unchanged_on_illegal(s, Play("XYZ", False), "holds no XYZ")
    assert_unchanged_on_illegal(s, "pass", "must play a card")

    s, _ = play(pos([["TRE1"], ["MKT1"]], [[], ["OBS↑", "WAT2↓"]]), Play("TRE", True))
    assert_unchanged_on_illegal(s, Target(B, 3), "no such castle piece")
    assert_unchanged_on_illegal(s, Target(5, 1), "no such castle piece")
    assert_unchanged_on_illegal(s, Play("TRE", True), "choose a target for Trebuchet")
    with pytest.raises(IllegalAction, match="view"):
        apply(view(s, A), Target(B, 1))

    s, _ = play(pos([["WAT1"], ["MKT1"]], [["SPI↓", "OBS↑"], []]), Play("WAT", True))
    offered(s, A, Pick(A, 1), StopPicking())
    assert_unchanged_on_illegal(s, Pick(A, 2), "face-down")
    assert_unchanged_on_illegal(s, Look(A, 1), "pick pieces for Watchtower")

    s, _ = play(pos([["MKT1", "OBS", "WIZ"], ["TRE1"], []]), Play("MKT", True))
    offered(s, A, Exchange("OBS", B), Exchange("WIZ", B))
    assert_unchanged_on_illegal(s, Exchange("OBS", A), "another player")
    assert_unchanged_on_illegal(s, Exchange("OBS", C), "holds no card")
    assert_unchanged_on_illegal(s, Exchange("BAR", B), "holds no Barracks")

    s, _ = play(pos([["WIZ"], ["OBS"]], deck=["BAT2", "TRE4", "BAT1"]), Play("WIZ", True))
    assert_unchanged_on_illegal(s, Order(("TRE", "TRE", "BAT")), "order")

    over = final([["OBS↑"], ["BAR↑"]])
    assert_unchanged_on_illegal(over, Play("OBS", True), "game is over")


# --- saves -----------------------------------------------------------------------------------------------


def _states_for_saves():
    """A handful of states covering every kind of decision, a finished game and a view."""
    out = [new_game(2, 1), new_game(3, 2), new_game(4, 3, {"deal": CAL20_DEAL})]
    s, _ = play(pos(**CAL06), Play("OBS", True))
    out.append(s)  # look
    out.append(play(s, Look(B, 1))[0])  # flip
    s, _ = play(pos([["WAT1"], ["MKT1"]], [["SPI↓", "OBS↓", "BAT1↓"], ["WAT3↓", "TRE4↓", "BAR↓"]]),
                Play("WAT", True), Pick(B, 1))
    out.append(s)  # watch with a pick made
    out.append(play(pos([["WIZ", "THR1"], ["OBS"]], deck=["TRE2", "MKT2", "WAT2", "BAT3"]), Play("WIZ", True))[0])
    out.append(play(pos(**CAL05A, rig=["TRE1"]), Play("MKT", True))[0])  # exchange with rig
    out.append(final([["OBS↑"], ["BAR↑"]]))  # game over
    out.append(view(out[3], B))
    return out


def test_save_round_trip():
    for s in _states_for_saves():
        text = to_json(s)
        back = from_json(text)
        assert back == s
        assert to_json(back) == text
        assert from_json(text.encode("utf-8")) == s
        assert legal_actions(back) == legal_actions(s) and to_act(back) == to_act(s)
        assert result(back) == result(s)


def test_save_round_trip_then_play_on_identically():
    s = new_game(3, 11)
    rng1, rng2 = random.Random(4), random.Random(4)
    a = s
    b = from_json(to_json(s))
    while to_act(a) is not None:
        action = rng1.choice(legal_actions(a))
        assert action == rng2.choice(legal_actions(b))
        a, _ = apply(a, action)
        b, _ = apply(from_json(to_json(b)), action)
        assert to_json(a) == to_json(b)
    assert result(a) == result(b)


def _mutated(text, change):
    obj = json.loads(text)
    change(obj["state"])
    return json.dumps(obj)


def _bad_saves():
    good = to_json(play(pos(**CAL06), Play("OBS", True))[0])
    obj = json.loads(good)
    a_card = obj["state"]["hands"][0][0]
    return {
        "empty": "",
        "not json": "not json at all",
        "truncated": good[: len(good) // 2],
        "truncated end": good[:-1],
        "a list": "[1, 2, 3]",
        "null": "null",
        "not utf-8": b"\xff\xfe\x00",
        "foreign game": good.replace('"game":"caleira"', '"game":"chess"'),
        "no game": json.dumps({"version": 1, "state": obj["state"]}),
        "wrong version": good.replace('"version":1', '"version":2'),
        "version as string": good.replace('"version":1', '"version":"1"'),
        "no state": json.dumps({"game": "caleira", "version": 1}),
        "state is a list": json.dumps({"game": "caleira", "version": 1, "state": []}),
        "card twice": _mutated(good, lambda st: st["hands"][1].append(a_card)),
        "card missing": _mutated(good, lambda st: st["discard"].pop()),
        "card out of range": _mutated(good, lambda st: st["discard"].append(18)),
        "unknown card in a full state": _mutated(good, lambda st: st["hands"][1].append(-1)),
        "card as string": _mutated(good, lambda st: st["hands"][0].__setitem__(0, "OBS")),
        "five players": _mutated(good, lambda st: st.__setitem__("players", 5)),
        "players as bool": _mutated(good, lambda st: st.__setitem__("players", True)),
        "missing hands": _mutated(good, lambda st: st.pop("hands")),
        "one hand only": _mutated(good, lambda st: st["hands"].pop()),
        "active seat out of range": _mutated(good, lambda st: st.__setitem__("active", 2)),
        "piece not a triple": _mutated(good, lambda st: st["castles"][0][0].pop()),
        "piece face as int": _mutated(good, lambda st: st["castles"][0][0].__setitem__(1, 1)),
        "slot twice": _mutated(good, lambda st: st["castles"][1][0].__setitem__(2, st["castles"][1][1][2])),
        "unknown step": _mutated(good, lambda st: st["step"].__setitem__(0, "dance")),
        "queue entry bad": _mutated(good, lambda st: st.__setitem__("queue", [[0]])),
        "queue entry strings": _mutated(good, lambda st: st.__setitem__("queue", [["OBS", 0]])),
        "rng negative": _mutated(good, lambda st: st.__setitem__("rng", -1)),
        "know too short": _mutated(good, lambda st: st["know"][0].pop()),
        "result garbage": _mutated(good, lambda st: st.__setitem__("result", [1, 2])),
        "result bad reason": _mutated(good, lambda st: st.__setitem__("result", {
            "reason": "boredom", "winners": [0], "losers": [1], "scores": [1, 0], "tiebreak_level": 0,
            "details": [{"total": 1, "face_down_count": 0, "pieces": 1}] * 2})),
        "viewer out of range": _mutated(good, lambda st: st.__setitem__("viewer", 7)),
        "target decision for a Battlements": _mutated(good, lambda st: st.__setitem__("step", ["target", 0, 1, []])),
        "look decision without a card": _mutated(good, lambda st: st.__setitem__("step", ["look", 0, -1, []])),
        "flip of a missing piece": _mutated(good, lambda st: st.__setitem__("step", ["flip", 0, 6, [40]])),
        "flip of no piece": _mutated(good, lambda st: st.__setitem__("step", ["flip", 0, 6, []])),
        "watch pick of a missing piece": _mutated(good, lambda st: st.__setitem__("step", ["watch", 0, 14, [40]])),
        "order on an empty deck": _mutated(good, lambda st: st.__setitem__("step", ["order", 0, 17, [1, 2, 3]])),
        "play decision of another seat": _mutated(good, lambda st: st.__setitem__("step", ["play", 1, -1, []])),
        "queue holds a Spire": _mutated(good, lambda st: st.__setitem__("queue", [[ID_OF["SPI"], 0]])),
        "neither decision nor result": _mutated(good, lambda st: st.__setitem__("step", None)),
        "decision and result": _mutated(good, lambda st: st.__setitem__("result", {
            "reason": "score", "winners": [0], "losers": [1], "scores": [1, 0], "tiebreak_level": 0,
            "details": [{"total": 1, "face_down_count": 0, "pieces": 1}] * 2})),
        "hand not sorted": _mutated(to_json(new_game(2, 1)), lambda st: [h.reverse() for h in st["hands"]]),
    }


@pytest.mark.parametrize("name", sorted(_bad_saves()))
def test_bad_saves_raise_badsave(name):
    text = _bad_saves()[name]
    with pytest.raises(BadSave) as info:
        from_json(text)
    assert str(info.value)  # a reason is given


def test_bad_save_messages_name_the_problem():
    bad = _bad_saves()
    for name, words in [("foreign game", "'chess'"), ("wrong version", "version 2"), ("card twice", "twice"),
                        ("missing hands", "'hands'"), ("truncated", "not valid JSON")]:
        with pytest.raises(BadSave, match=words):
            from_json(bad[name])


# --- fixed deals ----------------------------------------------------------------------------------------


def test_bad_deals_are_refused_clearly():
    with pytest.raises(ValueError, match="exactly once"):
        new_game(2, 1, {"deal": {**CAL02_DEAL, "deck": CAL02_DEAL["deck"][:-1] + ["TRE1"]}})
    with pytest.raises(ValueError, match="2 cards"):
        new_game(2, 1, {"deal": {**CAL02_DEAL, "hands": [["SPI"], ["BAR", "OBS", "WAT1"]]}})
    with pytest.raises(ValueError, match="boxes 2 cards"):
        new_game(4, 1, {"deal": {**CAL20_DEAL, "box": []}})
    with pytest.raises(ValueError, match="start"):
        new_game(2, 1, {"deal": {**CAL02_DEAL, "start": 2}})
    with pytest.raises(ValueError, match="unknown card ID"):
        new_game(2, 1, {"deal": {**CAL02_DEAL, "start": 0, "box": ["MOAT"]}})
