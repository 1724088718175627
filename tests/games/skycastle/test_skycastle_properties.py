"""Property tests for Sky Castle: random games checked after every action.

The protocol-level checks (action sets, purity of ``apply``, JSON, views, determinize, events,
replay) live in ``protocol_checks``; this file adds what only Sky Castle knows (spec sections 2, 3,
7.2, 7.3): all 36 tiles and 18 skeleton keys accounted for, every role of each seat exactly once,
legal role positions, scores recomputed from the claimed tiles, what a view and a sample may show.
Set CASTLETOP_PROPERTY_SCALE to run more (or fewer) games.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.skycastle as game
from rules.skycastle.actions import SLOT_BASE, ChooseSet, Claim, Pay, Place, Swap, Thieve
from rules.skycastle.cards import (
    CAPTAIN, EXPLORER, ROLE_NAMES, ROLES, SENTRY, TILE_IDS, UNKNOWN, role_of, seat_of,
)
from rules.skycastle.state import CASTLE_PHASE, OVER, ROLES_PHASE

from protocol_checks import Chooser, Hooks, Stats, play_and_check

SCALE = float(os.environ.get("CASTLETOP_PROPERTY_SCALE", "1"))
CHEAP_GAMES = max(1, round(2000 * SCALE))
FULL_GAMES = max(1, round(12 * SCALE))
LAYOUT_GAMES = max(1, round(40 * SCALE))

# --- the spec's numbers, written out again (independent of the engine's tables) -------------------

CHEST_VALUE = {"C3": 3, "C7": 7, "C10": 10, "C15": 15}
CHEST_COST = {"C3": 1, "C7": 2, "C10": 3, "C15": 4}
PUBLIC_FIELDS = ("round", "start", "first", "phase", "grid", "owned", "used", "skel", "out", "stacks", "slots",
                 "turn", "placing", "agenda", "finished", "waiting", "robbed", "step", "over")


def reference_score(s, seat: int) -> tuple[int, int]:
    """(points, key tiles) from the claimed tiles and skeleton keys (spec 2.4, 3.12)."""
    codes = [TILE_IDS[t] for t in s.owned[seat]]
    chests = sum(CHEST_VALUE[code[:-1]] for code in codes if code.startswith("C"))
    n = sum(1 for code in codes if code.startswith("Art"))
    k = s.skel[seat]
    return chests + sum(range(1, n + 1)) - sum(range(k)), sum(1 for code in codes if code.startswith("K"))


def stack_ok(stack: tuple[int, ...]) -> None:
    """Spec 3.5: who may share a cell, and how."""
    for i, r in enumerate(stack):
        role, seat = role_of(r), seat_of(r)
        assert role != CAPTAIN, "a Captain in the castle"
        if role == EXPLORER:
            assert i >= 1 and seat_of(stack[i - 1]) != seat, f"an Explorer not on a rival: {stack}"
        elif role == SENTRY:
            below = stack[:i]
            assert all(seat_of(x) == seat and role_of(x) != EXPLORER for x in below), f"a Sentry on rivals: {stack}"
        else:
            underneath = i == 1 and role_of(stack[0]) == SENTRY and seat_of(stack[0]) == seat
            assert i == 0 or underneath, f"{ROLE_NAMES[role]} shares a cell: {stack}"


# --- hooks ----------------------------------------------------------------------------------------


def invariant(s) -> None:
    assert s.viewer is None
    assert game.invariants(s) == []  # tiles, skeleton keys and every role of each seat, exactly once
    for seat in (0, 1):
        details = game.score_details(s, seat)
        assert (details["total"], details["keys"]) == reference_score(s, seat)
    for stack in s.stacks:
        stack_ok(stack)
    assert all(r < 0 or role_of(r) == CAPTAIN for r in s.slots), "a non-Captain in a row-end slot"
    if s.phase == ROLES_PHASE:
        assert not s.agenda and not s.finished and -1 not in s.grid, "the roles phase starts with a full castle"
        sizes = {s.first: 2, 1 - s.first: 3}
        for seat in (0, 1):
            assert len(s.aside[seat]) == 2 and all(len(x) == sizes[seat] for x in s.sets[seat])
    if s.phase == CASTLE_PHASE:
        placed = {r for x in s.stacks for r in x} | {r for r in s.slots if r >= 0}
        assert set(s.finished) | set(s.waiting) | set(s.robbed) <= placed
        assert not set(s.finished) & set(s.waiting)
    if s.phase == OVER:
        assert s.step is None and game.to_act(s) is None and s.round == 3
        return
    assert s.step is not None and game.to_act(s) == s.step[1]
    # the engine asks only for decisions with at least two options (spec 7.1)
    assert len(game.legal_actions(s)) >= 2, f"a decision with one option was asked: {s.step}"


def view_invariant(s, v, seat: int) -> None:
    """Spec 7.2: the rival's set-aside roles (roles phase) and sets, and the deck order, are hidden."""
    assert v.viewer == seat and v.rng == 0 and v.rig == ()
    for name in PUBLIC_FIELDS:
        assert getattr(v, name) == getattr(s, name), f"the view changes {name}"
    assert v.deck == (UNKNOWN,) * len(s.deck), "the view shows the deck order"
    rival = 1 - seat
    assert v.sets[seat] == s.sets[seat] and v.aside[seat] == s.aside[seat]
    assert v.sets[rival] == tuple((UNKNOWN,) * len(x) for x in s.sets[rival]), "the view shows a rival set"
    if s.phase == ROLES_PHASE:
        assert v.aside[rival] == (UNKNOWN,) * len(s.aside[rival]), "the view shows the rival's set-aside roles"
    else:
        assert v.aside[rival] == s.aside[rival]


def determinized_agrees(v, d, seat: int) -> None:
    assert d.viewer is None and d.rig == ()
    for name in PUBLIC_FIELDS:
        assert getattr(d, name) == getattr(v, name), f"the sample changes {name}"
    rival = 1 - seat
    assert d.sets[seat] == v.sets[seat] and d.aside[seat] == v.aside[seat]
    assert [len(x) for x in d.sets[rival]] == [len(x) for x in v.sets[rival]]
    if UNKNOWN not in v.aside[rival]:
        assert d.aside[rival] == v.aside[rival]
    seen = {t for t in v.grid if t >= 0} | {t for o in v.owned for t in o}
    assert sorted(d.deck) == sorted(set(range(36)) - seen)


def action_check(s, a) -> None:
    kind = s.step[0]
    expected = {"set": ChooseSet, "place": Place, "swap": Swap, "claim": Claim, "thieve": Thieve, "pay": Pay}[kind]
    assert isinstance(a, expected), f"{a!r} offered for a {kind} decision"
    if isinstance(a, Place):
        assert a.role == s.step[2] and (a.spot >= SLOT_BASE) == (a.role == CAPTAIN)
    elif isinstance(a, Claim) and a.cell >= 0:
        assert s.grid[a.cell] >= 0 and TILE_IDS[s.grid[a.cell]] in a.label
    elif isinstance(a, Pay):
        code = TILE_IDS[s.grid[s.step[2]]]
        assert a.keys + a.skeletons == CHEST_COST[code[:-1]] and a.skeletons <= s.supply


def events_check(before, action, after, events) -> None:
    """Only the deal is private: its owner sees the roles, the rival only the sizes."""
    for e in events:
        if e.visible_to is None:
            assert "aside" not in e.data or e.kind == "aside", f"a public event carries hidden roles: {e.text}"
            assert "sets" not in e.data, f"a public event carries a deal: {e.text}"
            continue
        assert e.kind == "deal" and e.visible_to == frozenset((e.data["seat"],))
        r = e.redacted
        assert r is not None and not any(name in r.text for name in ROLE_NAMES), f"redacted deal names roles: {r.text}"
        assert "aside" not in r.data and "sets" not in r.data


def result_check(s, events) -> None:
    r = game.result(s)
    refs = [reference_score(s, p) for p in (0, 1)]
    assert r.scores == tuple(x[0] for x in refs)
    if refs[0][0] != refs[1][0]:
        assert r.winners == (0 if refs[0][0] > refs[1][0] else 1,) and r.tiebreak_level == 0
    elif refs[0][1] != refs[1][1]:
        assert r.winners == (0 if refs[0][1] > refs[1][1] else 1,) and r.tiebreak_level == 1
    else:
        assert r.winners == (0, 1) and r.losers == () and r.tiebreak_level == 2
    assert events[-1].kind == "game_over"


HOOKS = Hooks(invariant=invariant, view_invariant=view_invariant, determinized_agrees=determinized_agrees,
              action_check=action_check, events_check=events_check, result_check=result_check)

SEEDS = st.integers(min_value=0, max_value=2**64 - 1)
PICKS = st.lists(st.integers(min_value=0, max_value=2**16 - 1), max_size=80)


@settings(max_examples=CHEAP_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, picks=PICKS)
def test_random_games(seed: int, picks: list[int]) -> None:
    """Cheap invariants after every action of every game."""
    play_and_check(game, 2, seed, Chooser(picks, seed), HOOKS)


@settings(max_examples=FULL_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, picks=PICKS)
def test_random_games_full(seed: int, picks: list[int]) -> None:
    """Everything after every action: JSON, bad saves, determinize for both seats with a play-out."""
    play_and_check(game, 2, seed, Chooser(picks, seed), HOOKS, full=True)


@settings(max_examples=LAYOUT_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(order=st.permutations(TILE_IDS), start=st.integers(0, 1), picks=PICKS)
def test_fixed_layouts(order: list[str], start: int, picks: list[int]) -> None:
    """``layout`` and ``start`` replace the shuffle: the game starts exactly there."""
    options = {"layout": {"castle": order[:12], "deck": order[12:]}, "start": start}
    s = game.new_game(2, 0, options)
    assert [TILE_IDS[t] for t in s.grid] == order[:12] and [TILE_IDS[t] for t in s.deck] == order[12:]
    assert s.first == s.start == start
    play_and_check(game, 2, 0, Chooser(picks), HOOKS, options=options)


def test_options_for_start_rotates_the_first_player() -> None:
    for start in (0, 1):
        s = game.new_game(2, 17, game.options_for_start(2, 17, start))
        assert s.first == start and game.to_act(s) == start


def test_random_play_reaches_every_part_of_the_rules() -> None:
    """A fixed batch of random games plays every kind of decision, Thieves, reactions, sit-outs,
    declines, skeleton keys and every ending."""
    stats = Stats()
    kinds: set[str] = set()
    levels: set[int] = set()
    for seed in range(40):
        state, actions = play_and_check(game, 2, seed, Chooser((), seed), HOOKS, stats=stats)
        levels.add(game.result(state).tiebreak_level)
    for seed in range(300):
        s, events = game.new_game_with_events(2, seed)
        chooser = Chooser((), seed)
        while game.to_act(s) is not None:
            legal = game.legal_actions(s)
            s, ev = game.apply(s, legal[chooser(len(legal))])
            events += ev
        kinds |= {e.kind for e in events}
        levels.add(game.result(s).tiebreak_level)
    assert set(stats.decisions) == {"ChooseSet", "Place", "Swap", "Claim", "Thieve", "Pay"}
    assert {"thieve", "let_go", "react", "robbed", "sit_out", "decline", "release", "skip", "nothing"} <= kinds
    assert {0, 1} <= levels


@pytest.mark.parametrize("seed", [3, 11])
def test_same_seed_same_game(seed: int) -> None:
    a, b = game.new_game(2, seed), game.new_game(2, seed)
    assert a == b and game.to_json(a) == game.to_json(b)
    assert game.new_game(2, seed) != game.new_game(2, seed + 1)
