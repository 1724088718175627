"""Property tests for the Citadel: random games at every character count and difficulty, checked
after every action.

The protocol checks (action sets, purity of ``apply``, JSON, views, determinize, events, replay)
live in ``protocol_checks``; this file adds what only this game knows: doors, switches,
treasures, room cards and action cards all accounted for; the changes of every action replayed
from its events alone (so the table can animate from them); the hidden piles never shown in a
view (only which cards they hold); a sample agreeing with everything public.
Set CASTLETOP_PROPERTY_SCALE to run more (or fewer) games.
"""

from __future__ import annotations

import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.citadel as game
from rules.citadel.board import ROOMS, ROOM_INDEX
from rules.citadel.content import CARD_ORDER, DIFFICULTY_TREASURES, SWITCHES, TREASURES
from rules.citadel.heuristics import rollout

from protocol_checks import Chooser, Hooks, play_and_check

SCALE = float(os.environ.get("CASTLETOP_PROPERTY_SCALE", "1"))
CHEAP_GAMES = max(6, round(250 * SCALE))
FULL_GAMES = max(3, round(6 * SCALE))
PLAIN_GAMES = max(30, round(2000 * SCALE))
DIFFICULTIES = ("beginner", "standard", "expert")
PUBLIC = ("players", "chars", "humans", "difficulty", "split", "clock", "professor", "locked", "switches", "treasures",
          "saved", "lost", "used_rooms", "where", "face_up", "discards", "revealed", "lasting", "cycles", "first",
          "active", "turn", "phase", "actions", "played", "acted", "used", "stride", "mods", "dice", "alt", "walk",
          "stage", "step", "over")

# --- hooks ----------------------------------------------------------------------------------------


def invariant(s) -> None:
    assert s.viewer is None
    # doors, switches, treasures, room cards and every seat's action cards, each exactly once
    assert game.invariants(s) == []
    in_play = [t for t in s.treasures if t is not None]
    over = s.over is not None
    ducking = s.step[1] if s.step is not None and s.step[0] == "duck" else -1
    for p, room in enumerate(s.where):
        assert room != s.professor or p == ducking, "a character stands in the Professor's room"
    if over:
        assert s.step is None and game.to_act(s) is None and s.phase == "over"
        assert (len(s.saved) == 4) != (len(s.lost) == 4)
        assert s.over.reason == ("win" if len(s.saved) == 4 else "loss")
        return
    assert len(in_play) == 3 and all(1 <= t[2] <= 11 for t in in_play)
    assert game.to_act(s) == s.step[1]
    legal = game.legal_actions(s)
    assert len(legal) >= 2 or s.step[0] == "act", f"a decision with one option was asked: {s.step}"
    assert len(s.revealed[s.active]) == 2 and all(not r for p, r in enumerate(s.revealed) if p != s.active)
    assert s.actions >= 0 and 1 <= s.clock <= 12
    if s.step[0] == "act":
        assert s.phase == "actions" and legal[-1].kind == "END_ACTIONS" and s.step[1] == s.active


def view_invariant(s, v, seat: int) -> None:
    """Spec 7.2: the piles' orders, the generator and scripted dice are hidden; nothing else."""
    assert v.viewer == seat and v.rng == 0 and v.rig == ((), (), ())
    changed = [x for x in PUBLIC if getattr(v, x) != getattr(s, x)]
    assert not changed, f"the view changes {changed}"
    for p in range(s.players):
        assert list(v.decks[p]) == sorted(s.decks[p], key=CARD_ORDER.__getitem__), "a deck order is shown"
    assert list(v.stack) == [t for t in TREASURES if t in s.stack], "the treasure stack's order is shown"
    assert list(v.room_deck) == [r for r in ROOMS if r in s.room_deck], "the room deck's order is shown"


def determinized_agrees(v, d, seat: int) -> None:
    assert d.viewer is None and d.rig == ((), (), ())
    for name in PUBLIC:
        assert getattr(d, name) == getattr(v, name), f"the sample changes {name}"
    for p in range(v.players):
        assert sorted(d.decks[p]) == sorted(v.decks[p])
    assert sorted(d.stack) == sorted(v.stack) and sorted(d.room_deck) == sorted(v.room_deck)


def replay_events(before, events):
    """The doors, switches, positions, clock, treasures and tiles as the events tell them."""
    locked = set(before.locked)
    on = {r: a for r, (_, a) in zip(ROOMS, before.switches)}
    tiles = {r: t for r, (t, _) in zip(ROOMS, before.switches)}
    where = list(before.where)
    prof, clock = before.professor, before.clock
    saved, lost, face_up = list(before.saved), list(before.lost), list(before.face_up)
    for e in events:
        d = e.data
        if e.kind == "door":
            (locked.add if d["locked"] else locked.discard)(d["doorway"])
        elif e.kind == "switch":
            on[d["room"]] = d["active"]
        elif e.kind == "professor_step":
            assert d["from"] == prof
            if d["locked"]:
                assert d["doorway"] not in locked
                locked.add(d["doorway"])
            prof = d["to"]
            if d["switch_on"]:
                assert not on[prof]
                on[prof] = True
        elif e.kind == "secret_passage":
            prof = d["to"]
            locked.update(d["locked"])
            if d["switch_on"]:
                on[prof] = True
        elif e.kind in ("move", "duck", "chase"):
            assert where[d["seat"]] == d["from"]
            where[d["seat"]] = d["to"]
        elif e.kind == "rescue":
            saved.append(d["tile"])
            for r in d["switches_on"]:
                on[r] = True
        elif e.kind == "treasure_lost":
            lost.append(d["tile"])
        elif e.kind == "clock":
            assert d["from"] == clock
            clock = d["to"]
        elif e.kind == "rewire":
            a, b = d["rooms"]
            on[a], on[b] = on[b], on[a]
            tiles[a], tiles[b] = tiles[b], tiles[a]
        elif e.kind in ("tile_up",):
            face_up[d["seat"]] = True
        elif e.kind == "power":
            face_up[d["seat"]] = False
    return locked, on, tiles, where, prof, clock, saved, lost, face_up


def events_check(before, action, after, events) -> None:
    kinds = [e.kind for e in events]
    assert kinds.count("game_over") == (1 if after.over is not None else 0)
    locked, on, tiles, where, prof, clock, saved, lost, face_up = replay_events(before, events)
    assert locked == set(after.locked), "doors differ from what the events tell"
    assert on == {r: a for r, (_, a) in zip(ROOMS, after.switches)}, "switches differ from the events"
    assert tiles == {r: t for r, (t, _) in zip(ROOMS, after.switches)}
    assert tuple(where) == after.where, "positions differ from the events"
    assert prof == after.professor and clock == after.clock
    assert tuple(saved) == after.saved and tuple(lost) == after.lost
    assert tuple(face_up) == after.face_up
    for e in events:
        if e.kind == "roll":
            assert e.data["die"] in ("professor", "colour", "clock") and 0 <= e.data["face"] < 6
        if e.kind == "treasure_placed":
            t = after.treasures["RGB".index(e.data["colour"])]
            assert t is None or t[1] == e.data["room"] or e.data["tile"] in after.saved + after.lost
        assert not e.text[:1].islower()


def result_check(s, events) -> None:
    r = game.result(s)
    n = s.players
    assert events[-1].kind == "game_over"
    assert r.scores == (float(len(s.saved)),) * n
    if r.reason == "win":
        assert r.winners == tuple(range(n)) and r.losers == ()
    else:
        assert r.winners == () and r.losers == tuple(range(n))


HOOKS = Hooks(invariant=invariant, view_invariant=view_invariant, determinized_agrees=determinized_agrees,
              events_check=events_check, result_check=result_check)

SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
PICKS = st.lists(st.integers(min_value=0, max_value=2**16 - 1), max_size=40)
SEATS = st.integers(1, 5)
LEVELS = st.sampled_from(DIFFICULTIES)
TEAMS = st.permutations(("NAT", "EDW", "IRE", "LER", "DES"))


@settings(max_examples=CHEAP_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=SEATS, seed=SEEDS, picks=PICKS, level=LEVELS, team=TEAMS, ai=st.booleans())
def test_random_games(players, seed, picks, level, team, ai) -> None:
    """Cheap invariants after every action of every game, every team and difficulty."""
    options = {"difficulty": level, "characters": list(team[:players]), "humans": [not ai] * players}
    play_and_check(game, players, seed, Chooser(picks, seed), HOOKS, options=options, json_share=0.1)


@settings(max_examples=FULL_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=SEATS, seed=SEEDS, picks=PICKS, level=LEVELS)
def test_random_games_full(players, seed, picks, level) -> None:
    """Everything after every action: JSON, bad saves, determinize for every seat with a play-out."""
    play_and_check(game, players, seed, Chooser(picks, seed), HOOKS, options={"difficulty": level}, full=True)


def test_thousands_of_plain_random_games() -> None:
    """Plain random and policy-guided play (the game's invariant on every 4th state and at the end),
    every count, team and difficulty: the rules never trip over a rare position, every kind of
    decision and ending happens."""
    rng = random.Random(2026)
    decisions: set[str] = set()
    endings: set[str] = set()
    games = actions = 0
    chars = ("NAT", "EDW", "IRE", "LER", "DES")
    for k in range(PLAIN_GAMES):
        players = 1 + k % 5
        team = rng.sample(chars, players)
        options = {"difficulty": DIFFICULTIES[k % 3], "characters": team, "humans": [k % 7 != 0] * players}
        s = game.new_game(players, rng.randrange(2**63), options)
        guided = k % 2 == 1
        steps = 0
        while game.to_act(s) is not None:
            legal = game.legal_actions(s)
            a = rollout(s, legal, rng) if guided else legal[rng.randrange(len(legal))]
            decisions.add(a.kind)
            s, _ = game.apply(s, a)
            steps += 1
            if steps % 4 == 0:
                invariant(s)
        invariant(s)
        endings.add(game.result(s).reason)
        games += 1
        actions += steps
    assert games == PLAIN_GAMES and actions > 20 * games
    everything = {"MOVE", "UNLOCK", "FLIP", "RESCUE", "PLAY", "SHADOWING", "TINKER", "STRETCH", "POWER",
                  "END_ACTIONS", "CHOOSE_ROOM", "CHOOSE_DOOR", "CHOOSE_COLOUR", "CHOOSE_TYPE", "DONE", "CHOOSE_FACE",
                  "CHOOSE_ROLL", "REROLL", "KEEP", "DUCK", "IDEA"}
    assert decisions == everything or PLAIN_GAMES < 1000, everything - decisions
    assert endings == {"win", "loss"} or PLAIN_GAMES < 1000


def test_fixed_piles_start_exactly_there() -> None:
    rng = random.Random(9)
    for k in range(30):
        level = DIFFICULTIES[k % 3]
        tiles = list(DIFFICULTY_TREASURES[level])
        rng.shuffle(tiles)
        rooms1, rooms2, sw = list(ROOMS), list(ROOMS), list(SWITCHES)
        rng.shuffle(rooms1)
        rng.shuffle(rooms2)
        rng.shuffle(sw)
        deal = {"first_room_deck": rooms1, "switch_stack": sw, "treasure_stack": tiles, "room_deck": rooms2}
        s = game.new_game(2, k, {"difficulty": level, "deal": deal})
        for i, room in enumerate(rooms1):
            assert s.switches[ROOM_INDEX[room]] == (sw[i], i >= 6)
        assert [t[0] for t in s.treasures] == tiles[:3] and [t[1] for t in s.treasures] == rooms2[:3]
        assert list(s.stack) == tiles[3:] and list(s.room_deck) == rooms2[3:]
        play_and_check(game, 2, k, Chooser([], k), HOOKS, options={"difficulty": level, "deal": deal},
                       json_share=0.2)
