"""Acceptance scenarios SC-1 ... SC-8 of the Sky Castle spec (shared/games/skycastle.md, section 6),
plus the protocol's error paths (IllegalAction, BadSave), views and saves at deep pauses.

Red = seat 0, Blue = seat 1 (the engine writes "Seat 1", "Seat 2"). Positions for the castle phase are
built with ``new_game(..., {"position": ...})``; whole rounds with ``layout`` / ``start`` / ``deals``.
"""

from __future__ import annotations

import pytest

import rules.skycastle as g
from rules.skycastle import (
    BadSave, ChooseSet, Claim, IllegalAction, Pay, Place, Swap, Thieve, apply, legal_actions, new_game, to_act, view,
)
from rules.skycastle.actions import SLOT_BASE
from rules.skycastle.board import holders, order_of, unused_keys
from rules.skycastle.cards import (
    ALL_TILES, CAPTAIN, EXPLORER, JEWELER, LOOKOUT, ROLE_NAMES, SCOUT, SENTRY, SMUGGLER, THIEF, TILE_IDS, UNKNOWN,
    cell_at, parse_slot, parse_tile, rid,
)
from rules.skycastle.engine import score_details

RED, BLUE = 0, 1
NO = -1  # Claim(NO): decline; Swap(NO): keep the tile


def c(row: int, col: int) -> int:
    return cell_at(row, col)


def slot(name: str) -> int:
    return SLOT_BASE + parse_slot(name)


def tiles(text: str) -> list[str]:
    return text.split()


def offered(state, seat, *actions) -> None:
    """``seat`` is asked, with exactly ``actions`` (no more, no fewer)."""
    assert to_act(state) == seat, g.describe_decision(state)
    legal = legal_actions(state)
    assert len(legal) == len(set(legal)) == len(actions), [a.label for a in legal]
    assert set(legal) == set(actions), [a.label for a in legal]


def play(state, *actions):
    """Apply ``actions`` in order (each must be offered); the final state and all events."""
    events = []
    for action in actions:
        assert action in legal_actions(state), f"{action} not offered: {[a.label for a in legal_actions(state)]}"
        state, new = apply(state, action)
        events += new
    return state, events


def choose_set(state, *roles):
    """The ChooseSet action revealing the seat to act's set made of ``roles``."""
    seat = to_act(state)
    want = tuple(sorted(roles))
    return ChooseSet(state.sets[seat].index(want))


def activations(events) -> list[str]:
    words = ("", " (released)", " (reaction)")
    return [f"{'Red' if e.data['seat'] == RED else 'Blue'} {ROLE_NAMES[e.data['role']]}{words[e.data['mode']]}"
            for e in events if e.kind == "activate"]


def keys(state) -> tuple[int, int]:
    return unused_keys(state, RED), unused_keys(state, BLUE)


def owns(state, seat) -> list[str]:
    return sorted(TILE_IDS[t] for t in state.owned[seat])


def tile_at(state, row, col) -> str | None:
    t = state.grid[c(row, col)]
    return None if t < 0 else TILE_IDS[t]


def position(castle: str, roles=(), slots=None, first=RED, **extra):
    """A castle phase about to begin (spec 6 notation: rows of tiles; roles bottom to top)."""
    pos = {"castle": tiles(castle), "roles": [list(r) for r in roles], "slots": dict(slots or {}), "first": first}
    pos.update(extra)
    return new_game(2, 5, {"position": pos})


def deep_save_ok(state) -> None:
    """A pause anywhere saves and loads to the same position with the same options (spec 7.1)."""
    again = g.from_json(g.to_json(state))
    assert again == state
    assert [a.label for a in legal_actions(again)] == [a.label for a in legal_actions(state)]


# --- SC-1: the rulebook's worked round ------------------------------------------------------------

SC1 = {
    "layout": {"castle": tiles("K1 C15a K2 C10b C3a K3 C10a Art1 K4 Art2 Art3 C7a"),
               "deck": tiles("K5 Art4 C7b K6 Art5 C3b K7 Art6 C15b Art7 K8 Art8 C10c K9 Art9 C3c K10 Art10 C7c "
                             "Art11 K11 C15c K12 Art12")},
    "start": RED,
    "deals": [[{"aside": ["Explorer", "Thief"], "sets": [["Jeweler", "Smuggler"], ["Scout", "Lookout"],
                                                        ["Sentry", "Captain"]]},
               {"aside": ["Lookout", "Jeweler"], "sets": [["Captain", "Smuggler", "Explorer"],
                                                         ["Scout", "Sentry", "Thief"]]}]],
}


def sc1_placed():
    """SC-1's roles phase, checking what the spec lists; returns the state at the castle phase."""
    s = new_game(2, 1, SC1)
    assert s.first == RED and s.round == 1
    offered(s, RED, ChooseSet(0), ChooseSet(1), ChooseSet(2))
    # P1 Red R-I
    s, _ = play(s, choose_set(s, JEWELER, SMUGGLER), Place(JEWELER, c(3, 3)), Place(SMUGGLER, c(3, 4)))
    # P2 Blue B-I (Blue chooses among two sets)
    offered(s, BLUE, ChooseSet(0), ChooseSet(1))
    s, ev = play(s, choose_set(s, CAPTAIN, SMUGGLER, EXPLORER))
    assert [e.data["roles"] for e in ev if e.kind == "reveal"] == [(CAPTAIN, SMUGGLER, EXPLORER)]
    offered(s, BLUE, *[Place(CAPTAIN, SLOT_BASE + k) for k in range(6)])
    s, _ = play(s, Place(CAPTAIN, slot("1L")), Place(SMUGGLER, c(3, 1)))
    offered(s, BLUE, Place(EXPLORER, c(3, 3)), Place(EXPLORER, c(3, 4)))
    s, _ = play(s, Place(EXPLORER, c(3, 3)))
    # P3 Red R-II
    s, _ = play(s, choose_set(s, SCOUT, LOOKOUT), Place(SCOUT, c(1, 1)), Place(LOOKOUT, c(1, 3)))
    # P4 Blue B-II: the only set left is revealed automatically
    assert s.step == ("place", BLUE, SCOUT) and s.sets[BLUE] == ()
    s, _ = play(s, Place(SCOUT, c(1, 4)), Place(THIEF, c(2, 3)), Place(SENTRY, c(2, 2)))
    # P5 Red R-III: automatic set
    assert s.step == ("place", RED, CAPTAIN)
    s, ev = play(s, Place(CAPTAIN, slot("3R")), Place(SENTRY, c(1, 2)))
    return s, ev


def test_sc1_placement_board_and_order():
    s, _ = sc1_placed()
    assert s.phase == "castle"
    board = {(1, 1): [(RED, SCOUT)], (1, 2): [(RED, SENTRY)], (1, 3): [(RED, LOOKOUT)], (1, 4): [(BLUE, SCOUT)],
             (2, 2): [(BLUE, SENTRY)], (2, 3): [(BLUE, THIEF)], (3, 1): [(BLUE, SMUGGLER)],
             (3, 3): [(RED, JEWELER), (BLUE, EXPLORER)], (3, 4): [(RED, SMUGGLER)]}
    for row in range(1, 4):
        for col in range(1, 5):
            assert s.stacks[c(row, col)] == tuple(rid(*x) for x in board.get((row, col), [])), (row, col)
    assert s.slots[parse_slot("1L")] == rid(BLUE, CAPTAIN) and s.slots[parse_slot("3R")] == rid(RED, CAPTAIN)
    assert holders(s.stacks) == {rid(RED, JEWELER): (rid(BLUE, EXPLORER),)}
    order = [(RED, SCOUT), (BLUE, SCOUT), (RED, LOOKOUT), (RED, SENTRY), (BLUE, SENTRY), (RED, CAPTAIN),
             (BLUE, CAPTAIN), (RED, JEWELER), (RED, SMUGGLER), (BLUE, SMUGGLER), (BLUE, EXPLORER)]
    assert order_of(s) == tuple(rid(*x) for x in order)


def test_sc1_the_worked_round():
    sc1_round()


def sc1_round():
    """SC-1's castle phase step by step (the state after the round)."""
    s, placing_events = sc1_placed()
    log = list(placing_events)  # the castle phase starts inside the last placement
    # 1. Red Scout: swap with C15a or C3a, or no swap
    offered(s, RED, Swap(NO), Swap(c(1, 2)), Swap(c(2, 1)))
    s, ev = play(s, Swap(NO))
    log += ev
    assert owns(s, RED) == ["K1"] and keys(s) == (1, 0)
    assert any(e.kind == "announce" and "(only option)" in e.text for e in ev)  # K1: automatic
    assert not any(e.kind == "thieve" for e in ev)
    # 2. Blue Scout: only (2,4) Art1 ((1,3) is shielded by Red's Lookout)
    offered(s, BLUE, Swap(NO), Swap(c(2, 4)))
    s, ev = play(s, Swap(c(2, 4)))
    log += ev
    assert tile_at(s, 2, 4) == "C10b" and owns(s, BLUE) == ["Art1"]
    # 3. Red Lookout announces K2 (automatic); Blue's Thief may Thieve it
    offered(s, BLUE, Thieve(True), Thieve(False))
    s, ev = play(s, Thieve(True))
    log += ev
    assert owns(s, BLUE) == ["Art1", "K2"] and keys(s) == (1, 1)
    assert rid(RED, LOOKOUT) in s.finished and rid(BLUE, THIEF) in s.finished
    # 4. Red Sentry: C15a, C3a, C10a; no decline (C3a costs 1 <= 1 key)
    offered(s, RED, Claim(c(1, 2)), Claim(c(2, 1)), Claim(c(2, 3)))
    s, ev = play(s, Claim(c(2, 1)))
    log += ev
    offered(s, RED, Pay(1), Pay(0))
    s, ev = play(s, Pay(1))
    log += ev
    assert "C3a" in owns(s, RED) and keys(s) == (0, 1) and s.skel == (0, 0)
    # 5. Blue Sentry: K3 (own), K4, Art3 (diagonals)
    offered(s, BLUE, Claim(c(2, 2)), Claim(c(3, 1)), Claim(c(3, 3)))
    s, ev = play(s, Claim(c(2, 2)))
    log += ev
    assert keys(s) == (0, 2)
    # 6. Red Captain: row 3; takes K4 under Blue's Smuggler, who reacts: Art2 only (automatic)
    offered(s, RED, Claim(c(3, 1)), Claim(c(3, 2)), Claim(c(3, 3)), Claim(c(3, 4)))
    s, ev = play(s, Claim(c(3, 1)))
    log += ev
    assert "K4" in owns(s, RED) and "Art2" in owns(s, BLUE) and keys(s) == (1, 2)
    assert [e.kind for e in ev if e.kind in ("react", "take")] == ["take", "react", "take"]
    # 7. Blue Captain: C15a only; decline allowed (4 > 2 keys); pay 2 keys + 2 skeleton keys
    offered(s, BLUE, Claim(c(1, 2)), Claim(NO))
    s, ev = play(s, Claim(c(1, 2)))
    log += ev
    offered(s, BLUE, Pay(2), Pay(1), Pay(0))
    assert [a.label for a in legal_actions(s)] == ["Pay 2 keys + 2 skeleton keys", "Pay 1 key + 3 skeleton keys",
                                                   "Pay 0 keys + 4 skeleton keys"]
    s, ev = play(s, Pay(2))
    log += ev
    assert "C15a" in owns(s, BLUE) and s.skel == (0, 2) and keys(s) == (1, 0)
    # 8. Red Jeweler waits; 9. Red Smuggler: C7a or decline (2 > 1 key)
    assert rid(RED, JEWELER) in s.waiting
    offered(s, RED, Claim(c(3, 4)), Claim(NO))
    s, ev = play(s, Claim(c(3, 4)))
    log += ev
    offered(s, RED, Pay(1), Pay(0))
    s, ev = play(s, Pay(1))
    log += ev
    assert "C7a" in owns(s, RED) and s.skel == (1, 2) and keys(s) == (0, 0)
    # 10. Blue Smuggler skipped; 11. Blue Explorer: C10a only, decline allowed
    assert any(e.kind == "skip" and e.data["rid"] == rid(BLUE, SMUGGLER) for e in ev)
    offered(s, BLUE, Claim(c(2, 3)), Claim(NO))
    s, ev = play(s, Claim(NO))
    log += ev
    # 12. Red Jeweler released: Art3 (own) or C10a (adjacent chest); no decline
    offered(s, RED, Claim(c(3, 3)), Claim(c(2, 3)))
    before_end = s
    s, ev = play(s, Claim(c(3, 3)))
    log += ev
    assert activations(log) == [
        "Red Scout", "Blue Scout", "Red Lookout", "Red Sentry", "Blue Sentry", "Red Captain", "Blue Smuggler (reaction)",
        "Blue Captain", "Red Smuggler", "Blue Explorer", "Red Jeweler (released)"]
    # the round's result
    assert owns(s, RED) == ["Art3", "C3a", "C7a", "K1", "K4"] and s.skel[RED] == 1
    assert owns(s, BLUE) == ["Art1", "Art2", "C15a", "K2", "K3"] and s.skel[BLUE] == 2
    red, blue = score_details(s, RED), score_details(s, BLUE)
    assert (red["chests"], red["artifact_points"], red["penalty"], red["total"]) == (10, 1, 0, 11)
    assert (blue["chests"], blue["artifact_points"], blue["penalty"], blue["total"]) == (15, 3, -1, 17)
    assert s.supply == 15
    assert tile_at(before_end, 2, 3) == "C10a" and tile_at(before_end, 2, 4) == "C10b"
    # end of round: refill in reading order, keys unused again, Blue first in round 2
    assert [tile_at(s, r, col) for r in (1, 2, 3) for col in (1, 2, 3, 4)] == tiles(
        "K5 Art4 C7b K6 Art5 C3b C10a C10b K7 Art6 C15b Art7")
    assert len(s.deck) == 14 and s.used == (0, 0) and keys(s) == (2, 2)
    assert s.round == 2 and s.first == BLUE and s.phase == "roles"
    assert s.stacks == ((),) * 12 and s.slots == (-1,) * 6
    assert any(e.kind == "round_end" and "Seat 1 11, Seat 2 17" in e.text for e in ev)
    return s


def test_sc1_round_3_first_player_is_red_again():
    s = sc1_round()
    while s.round == 2:
        s, _ = apply(s, legal_actions(s)[0])
    assert s.round == 3 and s.first == RED


# --- SC-2: roles delayed by the Explorer act right after him ----------------------------------------

def test_sc2_explorer_releases_at_once():
    s = position("K1 Art1 K2 Art2 Art3 K3 Art4 K4 K5 Art5 K6 Art6", first=BLUE,
                 roles=[(2, 2, RED, "Scout"), (2, 2, BLUE, "Explorer"), (1, 4, BLUE, "Jeweler"),
                        (1, 4, RED, "Explorer")])
    log = list(g.new_game_with_events(2, 5, {"position": {
        "castle": tiles("K1 Art1 K2 Art2 Art3 K3 Art4 K4 K5 Art5 K6 Art6"), "first": BLUE,
        "roles": [[2, 2, RED, "Scout"], [2, 2, BLUE, "Explorer"], [1, 4, BLUE, "Jeweler"],
                  [1, 4, RED, "Explorer"]]}})[1])
    waits = [e.data["rid"] for e in log if e.kind == "wait"]
    assert waits == [rid(RED, SCOUT), rid(BLUE, JEWELER)]
    offered(s, BLUE, Claim(c(1, 2)), Claim(c(2, 1)), Claim(c(2, 3)), Claim(c(3, 2)))
    s, ev = play(s, Claim(c(1, 2)))
    log += ev
    offered(s, RED, Swap(NO), Swap(c(2, 1)), Swap(c(2, 3)), Swap(c(3, 2)))
    s, ev = play(s, Swap(NO))
    log += ev
    assert "K3" in owns(s, RED)
    offered(s, RED, Claim(c(1, 3)), Claim(c(2, 4)))
    s, ev = play(s, Claim(c(1, 3)))
    log += ev
    assert owns(s, BLUE) == ["Art1", "Art2"] and owns(s, RED) == ["K2", "K3"]
    assert any(e.kind == "announce" and e.data["tile"] == parse_tile("Art2") and "(only option)" in e.text
               for e in ev)
    assert activations(log) == ["Blue Explorer", "Red Scout (released)", "Red Explorer", "Blue Jeweler (released)"]


# --- SC-3: the Sentry under or over an ally ---------------------------------------------------------

SC3_CASTLE = "K1 Art1 K2 Art2 Art3 C3a K3 Art4 K4 Art5 C7a K5"


def test_sc3_placement_is_legal():
    layout = tiles(SC3_CASTLE)
    deck = [t for t in TILE_IDS if t not in layout]
    s = new_game(2, 3, {"layout": {"castle": layout, "deck": deck}, "start": RED, "deals": [[
        {"aside": ["Explorer", "Thief"], "sets": [["Jeweler", "Sentry"], ["Scout", "Lookout"], ["Captain", "Smuggler"]]},
        {"aside": ["Lookout", "Jeweler"], "sets": [["Scout", "Sentry", "Smuggler"], ["Captain", "Explorer", "Thief"]]},
    ]]})
    s, _ = play(s, choose_set(s, JEWELER, SENTRY), Place(JEWELER, c(2, 3)))
    assert Place(SENTRY, c(2, 3), True) in legal_actions(s) and Place(SENTRY, c(2, 3), False) in legal_actions(s)
    s, _ = play(s, Place(SENTRY, c(2, 3), True))
    s, _ = play(s, choose_set(s, SCOUT, SENTRY, SMUGGLER))
    s, _ = play(s, Place(SCOUT, c(1, 1)), Place(SMUGGLER, c(3, 4)))
    assert Place(SENTRY, c(1, 1), False) in legal_actions(s)
    assert not any(a.spot == c(2, 3) for a in legal_actions(s))  # a rival stack
    s, _ = play(s, Place(SENTRY, c(1, 1), False))
    assert s.stacks[c(2, 3)] == (rid(RED, SENTRY), rid(RED, JEWELER))
    assert s.stacks[c(1, 1)] == (rid(BLUE, SCOUT), rid(BLUE, SENTRY))


def test_sc3_sentry_waits_under_an_ally_not_over_one():
    spec = {"castle": tiles(SC3_CASTLE), "first": RED,
            "roles": [[2, 3, RED, "Sentry"], [2, 3, RED, "Jeweler"], [1, 1, BLUE, "Scout"], [1, 1, BLUE, "Sentry"],
                      [3, 4, BLUE, "Smuggler"]]}
    s, log = g.new_game_with_events(2, 5, {"position": spec})
    log = list(log)
    offered(s, BLUE, Swap(NO), Swap(c(1, 2)), Swap(c(2, 1)))
    s, ev = play(s, Swap(NO))
    log += ev
    assert owns(s, BLUE) == ["K1"] and rid(RED, SENTRY) in s.waiting
    offered(s, BLUE, Pay(1), Pay(0))  # C3a was Blue Sentry's only candidate (automatic)
    s, ev = play(s, Pay(1))
    log += ev
    assert owns(s, BLUE) == ["C3a", "K1"] and keys(s)[BLUE] == 0
    offered(s, RED, Claim(c(2, 3)), Claim(c(2, 4)), Claim(c(3, 3)))
    s, ev = play(s, Claim(c(2, 4)))
    log += ev
    offered(s, RED, Claim(c(2, 3)), Claim(c(1, 2)), Claim(c(1, 4)), Claim(c(3, 2)), Claim(c(3, 4)))
    s, ev = play(s, Claim(c(2, 3)))
    log += ev
    assert owns(s, RED) == ["Art4", "K3"] and owns(s, BLUE) == ["C3a", "K1", "K5"]
    assert activations(log) == ["Blue Scout", "Blue Sentry", "Red Jeweler", "Red Sentry (released)", "Blue Smuggler"]


# --- SC-4: the Thief pays the cost ------------------------------------------------------------------

SC4_CASTLE = "K1 Art1 K2 Art2 Art3 Art4 C7a K3 K4 Art5 C10a K5"


def test_sc4_thief_pays_the_cost():
    s = position(SC4_CASTLE, roles=[(1, 1, BLUE, "Scout"), (2, 2, BLUE, "Thief")], slots={"2L": RED})
    offered(s, BLUE, Swap(NO), Swap(c(1, 2)), Swap(c(2, 1)))
    s, _ = play(s, Swap(NO))
    assert owns(s, BLUE) == ["K1"] and keys(s) == (0, 1)
    offered(s, RED, Claim(c(2, 1)), Claim(c(2, 2)), Claim(c(2, 3)), Claim(c(2, 4)))
    s, _ = play(s, Claim(c(2, 3)))
    offered(s, BLUE, Thieve(True), Thieve(False))
    s, _ = play(s, Thieve(True))
    offered(s, BLUE, Pay(1), Pay(0))
    deep_save_ok(s)
    s, _ = play(s, Pay(1))
    assert owns(s, BLUE) == ["C7a", "K1"] and s.skel == (0, 1) and score_details(s, BLUE)["total"] == 7
    assert owns(s, RED) == [] and score_details(s, RED)["total"] == 0


def test_sc4_variant_thief_without_keys():
    s = position(SC4_CASTLE, roles=[(2, 2, BLUE, "Thief")], slots={"2L": RED})
    s, _ = play(s, Claim(c(2, 3)), Thieve(True))  # the payment has one mix: automatic
    assert owns(s, BLUE) == ["C7a"] and s.skel == (0, 2) and score_details(s, BLUE)["total"] == 6


def test_sc4_variant_out_of_range():
    s = position(SC4_CASTLE, roles=[(1, 1, BLUE, "Scout"), (2, 2, BLUE, "Thief")], slots={"2L": RED})
    s, _ = play(s, Swap(NO))
    s, ev = play(s, Claim(c(2, 4)))
    assert "K3" in owns(s, RED)
    assert not any(e.kind in ("thieve", "let_go") for e in ev)


# --- SC-5: a Thieve does not trigger the Smuggler ---------------------------------------------------

SC5_CASTLE = "K1 Art1 K2 Art2 Art3 K3 Art4 K4 K5 C7a Art5 K6"


def test_sc5a_stealing_from_the_smuggler():
    s = position(SC5_CASTLE, roles=[(3, 3, RED, "Smuggler"), (2, 3, BLUE, "Thief")])
    offered(s, BLUE, Thieve(True), Thieve(False))
    s, ev = play(s, Thieve(True))
    assert owns(s, BLUE) == ["Art5"] and owns(s, RED) == []
    assert tile_at(s, 3, 2) == "C7a" and tile_at(s, 3, 4) == "K6"
    assert activations(ev) == [] and not any(e.kind == "react" for e in ev)


def test_sc5b_stealing_the_tile_under_a_smuggler():
    s = position(SC5_CASTLE, first=BLUE, roles=[(3, 3, RED, "Smuggler"), (3, 4, RED, "Thief")], slots={"3L": BLUE})
    offered(s, BLUE, Claim(c(3, 1)), Claim(c(3, 2)), Claim(c(3, 3)), Claim(c(3, 4)))
    s, _ = play(s, Claim(c(3, 3)))
    offered(s, RED, Thieve(True), Thieve(False))
    s, ev = play(s, Thieve(True))
    assert owns(s, RED) == ["Art5"] and owns(s, BLUE) == []
    assert not any(e.kind == "react" for e in ev)
    assert activations(ev) == ["Red Smuggler"]
    assert any(e.kind == "nothing" and e.data["rid"] == rid(RED, SMUGGLER) for e in ev)


def test_sc5b_contrast_let_it_go():
    s = position(SC5_CASTLE, first=BLUE, roles=[(3, 3, RED, "Smuggler"), (3, 4, RED, "Thief")], slots={"3L": BLUE})
    s, _ = play(s, Claim(c(3, 3)))
    s, ev = play(s, Thieve(False))
    assert owns(s, BLUE) == ["Art5"]
    offered(s, RED, Claim(c(2, 3)), Claim(c(3, 2)), Claim(c(3, 4)))
    s, ev = play(s, Claim(c(3, 4)))
    assert owns(s, RED) == ["K6"]
    assert any(e.kind == "skip" and e.data["rid"] == rid(RED, SMUGGLER) for e in ev)


# --- SC-6: placement legality -----------------------------------------------------------------------

def sc6_game(red_sets, red_aside, blue_sets, blue_aside):
    return new_game(2, 9, {"start": RED, "deals": [[{"aside": red_aside, "sets": red_sets},
                                                    {"aside": blue_aside, "sets": blue_sets}]]})


def test_sc6a_explorer_sits_out():
    s = sc6_game([["Explorer", "Captain"], ["Scout", "Lookout"], ["Sentry", "Jeweler"]], ["Smuggler", "Thief"],
                 [["Scout", "Lookout", "Jeweler"], ["Sentry", "Captain", "Smuggler"]], ["Explorer", "Thief"])
    s, ev = play(s, choose_set(s, EXPLORER, CAPTAIN))
    assert s.out[RED] == (EXPLORER,) and any(e.kind == "sit_out" and e.visible_to is None for e in ev)
    offered(s, RED, *[Place(CAPTAIN, SLOT_BASE + k) for k in range(6)])
    assert view(s, BLUE).out[RED] == (EXPLORER,)


def test_sc6bcd_sentry_jeweler_and_captain_spots():
    s = sc6_game([["Scout", "Sentry"], ["Captain", "Lookout"], ["Jeweler", "Smuggler"]], ["Explorer", "Thief"],
                 [["Jeweler", "Smuggler", "Thief"], ["Scout", "Sentry", "Captain"]], ["Lookout", "Explorer"])
    s, _ = play(s, choose_set(s, SCOUT, SENTRY), Place(SCOUT, c(1, 1)), Place(SENTRY, c(1, 1)))
    s, _ = play(s, choose_set(s, JEWELER, SMUGGLER, THIEF), Place(JEWELER, c(2, 1)), Place(SMUGGLER, c(2, 2)),
                Place(THIEF, c(2, 3)))
    s, _ = play(s, choose_set(s, CAPTAIN, LOOKOUT), Place(LOOKOUT, c(1, 2)), Place(CAPTAIN, slot("2L")))
    s, _ = play(s, Place(SCOUT, c(3, 1)))  # Blue's last set comes up by itself
    offered(s, BLUE, *[Place(CAPTAIN, slot(n)) for n in ("1L", "1R", "2R", "3L", "3R")])  # (d)
    s, _ = play(s, Place(CAPTAIN, slot("3R")))
    open_cells = [c(1, 3), c(1, 4), c(2, 4), c(3, 2), c(3, 3), c(3, 4)]
    allies = [c(2, 1), c(2, 2), c(2, 3), c(3, 1)]
    offered(s, BLUE, *[Place(SENTRY, x) for x in open_cells],
            *[Place(SENTRY, x, under) for x in allies for under in (False, True)])  # (b)
    s, _ = play(s, Place(SENTRY, c(3, 3)))
    offered(s, RED, *[Place(JEWELER, x) for x in (c(1, 3), c(1, 4), c(2, 4), c(3, 2), c(3, 4))])  # (c)


def test_sc6e_explorer_on_an_explorer():
    s = sc6_game([["Scout", "Lookout"], ["Explorer", "Captain"], ["Sentry", "Smuggler"]], ["Jeweler", "Thief"],
                 [["Jeweler", "Scout", "Captain"], ["Explorer", "Sentry", "Smuggler"]], ["Lookout", "Thief"])
    s, _ = play(s, choose_set(s, SCOUT, LOOKOUT), Place(SCOUT, c(1, 1)), Place(LOOKOUT, c(1, 2)))
    s, _ = play(s, choose_set(s, JEWELER, SCOUT, CAPTAIN), Place(SCOUT, c(1, 3)), Place(CAPTAIN, slot("1L")),
                Place(JEWELER, c(2, 2)))
    s, _ = play(s, choose_set(s, EXPLORER, CAPTAIN), Place(CAPTAIN, slot("1R")))
    offered(s, RED, Place(EXPLORER, c(1, 3)), Place(EXPLORER, c(2, 2)))
    s, _ = play(s, Place(EXPLORER, c(2, 2)), Place(SMUGGLER, c(3, 1)))
    offered(s, BLUE, Place(EXPLORER, c(1, 1)), Place(EXPLORER, c(1, 2)), Place(EXPLORER, c(2, 2)))
    s, _ = play(s, Place(EXPLORER, c(2, 2)))
    held = holders(s.stacks)
    assert held[rid(BLUE, JEWELER)] == (rid(RED, EXPLORER), rid(BLUE, EXPLORER))
    assert held[rid(RED, EXPLORER)] == (rid(BLUE, EXPLORER),)


# --- SC-7: scoring across rounds and the tie-break ----------------------------------------------------

def test_sc7_penalties_grow_across_rounds():
    """Continuing SC-1: in round 2 Blue pays a cost-2 chest with skeleton keys only."""
    opts = dict(SC1)
    opts["deals"] = SC1["deals"] + [[
        {"aside": ["Explorer", "Thief"], "sets": [["Scout", "Lookout", "Jeweler"], ["Sentry", "Captain", "Smuggler"]]},
        {"aside": ["Lookout", "Jeweler"], "sets": [["Captain", "Thief"], ["Scout", "Smuggler"], ["Sentry", "Explorer"]]},
    ]]
    s, _ = sc1_placed_with(opts)
    s = finish_sc1_round(s)
    assert s.round == 2 and s.first == BLUE
    s, _ = play(s, choose_set(s, CAPTAIN, THIEF), Place(CAPTAIN, slot("1L")), Place(THIEF, c(3, 4)))
    s, _ = play(s, choose_set(s, SCOUT, LOOKOUT, JEWELER), Place(SCOUT, c(3, 1)), Place(LOOKOUT, c(3, 2)),
                Place(JEWELER, c(3, 3)))
    s, _ = play(s, choose_set(s, SCOUT, SMUGGLER), Place(SCOUT, c(1, 2)), Place(SMUGGLER, c(2, 1)))
    s, _ = play(s, Place(CAPTAIN, slot("2R")), Place(SMUGGLER, c(2, 4)), Place(SENTRY, c(2, 2)))
    s, _ = play(s, Place(EXPLORER, c(3, 1)), Place(SENTRY, c(1, 4)))
    assert s.phase == "castle"
    s, _ = play(s, Swap(NO))  # Blue Scout keeps Art4 and takes it (its 3rd artifact)
    assert score_details(s, BLUE)["artifacts"] == 3 and score_details(s, BLUE)["artifact_points"] == 6
    s, _ = play(s, Claim(c(1, 4)), Claim(c(1, 1)))  # Blue Sentry K6; Red Sentry K5
    offered(s, BLUE, Pay(2), Pay(1), Pay(0))  # Blue Captain's only candidate: C7b
    s, _ = play(s, Pay(0))
    assert s.skel[BLUE] == 4 and score_details(s, BLUE)["penalty"] == -6


def sc1_placed_with(opts):
    global SC1
    saved, SC1 = SC1, opts
    try:
        return sc1_placed()
    finally:
        SC1 = saved


def finish_sc1_round(s):
    return play(s, Swap(NO), Swap(c(2, 4)), Thieve(True), Claim(c(2, 1)), Pay(1), Claim(c(2, 2)), Claim(c(3, 1)),
                Claim(c(1, 2)), Pay(2), Claim(c(3, 4)), Pay(1), Claim(NO), Claim(c(3, 3)))[0]


def end_position(red, blue, red_skel, blue_skel):
    owned = [tiles(red), tiles(blue)]
    rest = [TILE_IDS[t] for t in ALL_TILES if TILE_IDS[t] not in owned[0] + owned[1]]
    return new_game(2, 5, {"position": {"castle": rest[:12], "round": 3, "owned": owned,
                                        "skeletons": [red_skel, blue_skel]}})


def test_sc7_ending_a_key_tiebreak():
    s = end_position("C7a C3a Art1 Art2 K1 K2 K3", "C3b C3c Art3 Art4 Art5 K4 K5", 2, 0)
    r = g.result(s)
    assert r is not None and to_act(s) is None and s.supply == 16
    assert r.scores == (12, 12) and r.winners == (RED,) and r.losers == (BLUE,) and r.tiebreak_level == 1
    assert (r.details[RED]["keys"], r.details[BLUE]["keys"]) == (3, 2)
    assert g.payoff(r, RED) == 1.0 and g.payoff(r, BLUE) == 0.0


def test_sc7_ending_b_shared_victory():
    s = end_position("C7a C3a Art1 Art2 K1 K2 K3", "C3b C3c Art3 Art4 Art5 K4 K5 K6", 2, 0)
    r = g.result(s)
    assert r.scores == (12, 12) and r.winners == (RED, BLUE) and r.losers == () and r.tiebreak_level == 2
    assert g.payoff(r, RED) == g.payoff(r, BLUE) == 0.5


# --- SC-8: a reacting Smuggler releases her Sentry at once ----------------------------------------------

SC8 = {"castle": tiles("C15a C3c C15b C15c C10a C3a Art4 Art5 C10b C10c C7a C7b"), "first": RED,
       "roles": [[2, 2, RED, "Sentry"], [2, 2, RED, "Jeweler"], [2, 3, BLUE, "Sentry"], [2, 3, BLUE, "Smuggler"]],
       "skeletons": [8, 9]}


def test_sc8_reacting_smuggler_releases_her_sentry():
    s, log = g.new_game_with_events(2, 5, {"position": SC8})
    log = list(log)
    assert s.supply == 1
    assert holders(s.stacks) == {rid(RED, SENTRY): (rid(RED, JEWELER),), rid(BLUE, SENTRY): (rid(BLUE, SMUGGLER),)}
    assert [e.data["rid"] for e in log if e.kind == "wait"] == [rid(RED, SENTRY), rid(BLUE, SENTRY)]
    offered(s, RED, Claim(c(1, 2)), Claim(c(2, 2)), Claim(c(2, 3)))
    s, ev = play(s, Claim(c(2, 3)))
    log += ev
    offered(s, BLUE, Claim(c(2, 2)), Claim(c(2, 4)))
    s, ev = play(s, Claim(c(2, 4)))
    log += ev
    offered(s, BLUE, Claim(c(1, 2)), Claim(NO))  # Blue Sentry, inside the Jeweler's activation
    deep_save_ok(s)
    assert rid(RED, JEWELER) not in s.finished and rid(RED, SENTRY) in s.waiting
    s, ev = play(s, Claim(c(1, 2)))
    log += ev
    assert activations(log) == ["Red Jeweler", "Blue Smuggler (reaction)", "Blue Sentry (released)",
                                "Red Sentry (released)"]
    assert owns(s, RED) == ["Art4"] and s.skel[RED] == 8
    assert owns(s, BLUE) == ["Art5", "C3c"] and s.skel[BLUE] == 10 and s.supply == 0
    assert tile_at(s, 2, 2) == "C3a"


# --- protocol: errors, saves, views ---------------------------------------------------------------------

def test_illegal_actions_are_rejected_without_change():
    s, _ = sc1_placed()
    text = g.to_json(s)
    for bad in (Claim(c(1, 1)), Swap(c(1, 3)), Pay(0), Thieve(True), Place(SCOUT, 0), "nonsense"):
        with pytest.raises(IllegalAction):
            apply(s, bad)
    assert g.to_json(s) == text
    with pytest.raises(IllegalAction):
        apply(view(s, RED), Swap(NO))


@pytest.mark.parametrize("text", ["", "{}", "[]", "null", '{"game": "caleira", "version": 1, "state": {}}',
                                  '{"game": "skycastle", "version": 1, "state": {"round": 9}}'])
def test_bad_saves(text):
    with pytest.raises(BadSave):
        g.from_json(text)


def test_a_save_with_a_tile_twice_is_refused():
    s, _ = sc1_placed()
    text = g.to_json(s).replace('"deck":[' + str(parse_tile("K5")), '"deck":[' + str(parse_tile("K1")), 1)
    with pytest.raises(BadSave):
        g.from_json(text)


def test_views_hide_the_rivals_roles_and_the_deck_order():
    s = new_game(2, 1, SC1)
    v = view(s, BLUE)
    assert v.aside[RED] == (UNKNOWN, UNKNOWN) and v.aside[BLUE] == s.aside[BLUE]
    assert v.sets[RED] == ((UNKNOWN, UNKNOWN),) * 3 and v.sets[BLUE] == s.sets[BLUE]
    assert set(v.deck) == {UNKNOWN} and len(v.deck) == 24 and v.rng == 0 and v.rig == ()
    assert legal_actions(v) == ()  # Red's set choice is private
    assert [a.label for a in legal_actions(view(s, RED))] == [a.label for a in legal_actions(s)]
    castle_view = view(sc1_placed()[0], BLUE)
    assert castle_view.aside[RED] == (EXPLORER, THIEF)  # revealed when the castle phase begins


def test_deal_events_are_private():
    _, events = g.new_game_with_events(2, 1, SC1)
    red = [e.text for e in g.events_for(events, RED) if e.kind == "deal"]
    blue = [e.text for e in g.events_for(events, BLUE) if e.kind == "deal"]
    assert "Explorer and Thief" in red[0] and "Explorer" not in blue[0]
    assert "Lookout and Jeweler" in blue[1] and "Lookout" not in red[1]
