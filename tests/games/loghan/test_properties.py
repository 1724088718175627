"""Random legal play with invariants checked as it goes (DESIGN.md's quality bar).

After every action: the tracks stay in bounds, every card and token is accounted for, ``apply``
left its input untouched (frozen states; its hash is checked anyway) and the game goes on with a
seat to act and options. Regularly: the JSON round trip of the state and of views; views that
never show another agent's hand or deck, a deck's order, a token's identity (unless peeked for
that seat), a Decision card before the reveal, or the chance script and generator; a determinized
view consistent with what the seat saw; the text table showing nothing a seat may not know.
Replays from the seed and the same choices give the same game.

The games vary the agents, their ring order, the seats (AI, all Human, Solo, Two-main), the preset
and the first Leader; half of them play uniformly at random, half "purposefully" (attacking,
moving on, rarely building trades) to get deeper into the story, and some start mid-story (the
Dungeon chain, the Tower's time quake, the Solar and Vantz) so that every story card is played.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lg_helpers import s0

from rules.core import IllegalAction
from rules.loghan import (apply, determinize, from_json, legal_actions, new_game, result, text_table, to_act,
                          to_json, view)
from rules.loghan.accounting import problems
from rules.loghan.invariants import misplaced
from rules.loghan.actions import Action
from rules.loghan.combat_state import R_GIVE
from rules.loghan.lookup import AGENT_IDS, treasure
from rules.loghan.state import COLOURS, SLOTS
from rules.loghan.views import HIDDEN, decisions_revealed

MAX_ACTIONS = 900
GOOD = {"PLAY", "TARGET", "STEP", "FIGHT", "ACCEPT", "OFFER", "SEARCH", "REST", "PLAY_P1", "BID", "PLACE", "DECIDE",
        "CHAOS_PICK", "USE_ITEM"}
IDLE = {"TRADE_OPEN", "TRADE_GIVE", "TRADE_TAKE", "MOVE", "DISCARD_TREASURE"}
# Mid-story starts: (Cover on top, the group's node, artifacts held).
KEYS = ("TS1", "TS2", "TS3")
MID_STORY = (("C4", "CELLAR", KEYS[:1]), ("C7", "STAIR", KEYS), ("C8", "GALLERY", KEYS), ("C2", "BAILEY", ()),
             ("C5", "GALLERY", KEYS[:2]))


def setup_for(seed: int) -> tuple[int, dict]:
    """A game's agents, ring, seats, preset and first Leader, all from ``seed``."""
    r = random.Random(seed * 7919 + 1)
    n = 3 + seed % 4
    mix = seed % 5
    seats = (["human"] + ["chaos"] * (n - 1) if mix == 4 else ["human"] * 2 + ["chaos"] * (n - 2) if mix == 3
             else ["human"] * n if mix == 2 else ["human"] * (1 + seed % 2) + ["ai"] * (n - 1 - seed % 2))
    r.shuffle(seats)
    return n, {"agents": r.sample(AGENT_IDS, n), "seats": seats, "preset": ("story", "standard", "hard")[seed % 3],
               "first_leader": "random" if seed % 2 else r.randrange(n)}


def start(seed: int):
    """The first state of game ``seed``: a new game, or every 6th one a mid-story position."""
    n, options = setup_for(seed)
    if seed % 6 != 5:
        return new_game(n, seed, options)
    cover, node, artifacts = MID_STORY[seed // 6 % len(MID_STORY)]
    s = s0(agents=tuple(options["agents"]), seats=options["seats"], preset=options["preset"], node=node,
           cover=cover, start=False)
    s = s.but(artifacts=artifacts, set_aside=tuple(c for c in s.set_aside if c not in artifacts))
    from lg_helpers import begin
    from rules.loghan.rounds import start_round
    return begin(start_round(s.but(round_no=0)))


def choose(rng: random.Random, options: list, purposeful: bool) -> int:
    if purposeful:
        good = [i for i, a in enumerate(options) if a.kind in GOOD]
        if good and rng.random() < 0.7:
            return rng.choice(good)
        calm = [i for i, a in enumerate(options) if a.kind not in IDLE]
        if calm and rng.random() < 0.9:
            return rng.choice(calm)
    return rng.randrange(len(options))


# --- the checks -----------------------------------------------------------------------------------


def check_view(state, seat: int, deep: bool = False):
    """What ``seat`` sees shows nothing it may not know (§5.2), and survives JSON."""
    v = view(state, seat)
    assert v.viewer == seat and v.rng == 0 and v.script == ()
    revealed = decisions_revealed(state)
    for i, (mine, real) in enumerate(zip(v.agents, state.agents)):
        assert len(mine.hand) == len(real.hand) and len(mine.deck) == len(real.deck)
        if i == seat:
            assert mine.hand == real.hand and list(mine.deck) == sorted(real.deck)
        else:
            assert set(mine.hand) <= {HIDDEN} and set(mine.deck) <= {HIDDEN}
            if real.decision and not revealed:
                assert mine.decision == HIDDEN
        assert mine.discard == real.discard
        if i == seat or state.mode == "story":
            assert mine.treasures == real.treasures and mine.trophies == real.trophies
        else:  # Exploration: another agent's backpack and trophies are face down (E40)
            assert [getattr(mine, p) for p in SLOTS] == [getattr(real, p) for p in SLOTS]
            assert mine.backpack == (HIDDEN,) * len(real.backpack) and mine.trophies == (HIDDEN,) * len(real.trophies)
    for pile in v.tdecks + v.events + (v.boss_deck,):
        assert list(pile) == sorted(pile)
    assert [len(d) for d in v.edecks] == [len(d) for d in state.edecks] and all(set(d) <= {HIDDEN} for d in v.edecks)
    assert all(c.startswith(HIDDEN) and len(c) == 2 for stack in v.lurkers for c in stack)
    known = {node for node, who in state.peeked if who in (-1, seat)}
    for (node, stack), (_, real) in zip(v.search, state.search):
        assert len(stack) == len(real) and set(stack[1:]) <= {HIDDEN}
        assert stack[0] == (real[0] if node in known else HIDDEN)
    assert all(set(p) <= {HIDDEN} for p in v.pools)
    if v.reward is not None:  # the deck's order is hidden, but for the Solo cards being given away (revealed)
        giving = v.reward.stage == R_GIVE
        assert all(seat == a for a, _ in v.reward.seen)
        assert list(v.reward.deck) == (list(state.reward.deck) if giving else sorted(v.reward.deck))
        if not giving:  # only the seat's own draws by name, the rest by their backs ...
            mine = {c for _, c in v.reward.seen}
            assert sorted(v.reward.deck) == sorted(c if c in mine else HIDDEN + treasure(c).colour
                                                   for c in state.reward.deck)
            for colour in v.reward.hidden_colours():  # ... and the deck they came from hidden with them
                assert set(v.tdecks[COLOURS.index(colour)]) <= {HIDDEN}
    assert from_json(to_json(v)) == v
    if deep:
        full = determinize(v, seat, random.Random(seat))
        assert problems(full) == [] and view(full, seat) == v  # consistent with everything the seat saw
        table = "\n".join(text_table(v, seat))
        for i, a in enumerate(state.agents):
            if i != seat and a.hand:
                assert f"  Seat {i + 1}: {a.id}" in table and f"combat hand: {len(a.hand)} card" in table
    return v


def check(state):
    assert 0 <= state.health <= 15 and 0 <= state.clarity <= 10
    assert all(0 <= a.energy <= 99 and a.rp >= 0 for a in state.agents)
    assert problems(state) == [], problems(state)
    assert from_json(to_json(state)) == state
    if state.over is None:
        assert to_act(state) is not None and legal_actions(state)
    else:
        assert to_act(state) is None and legal_actions(state) == [] and state.stack == ()


def play(seed: int, pick, every: int = 30, all_views_every: int = 0, deep_every: int = 120, starter=None,
         keep_alive: bool = False, limit: int = MAX_ACTIONS):
    """Play game ``seed`` choosing with ``pick(options) -> index``; cheap checks after every action
    (the accounting among them), the full ones and one seat's view every ``every`` actions, every
    seat's view every ``all_views_every`` actions (0: never), a determinized view and the text
    table every ``deep_every``. ``starter(seed)`` gives the first state (``start``); ``keep_alive``
    puts Health back to 15 whenever it falls below 12, so that random play reaches the other ends."""
    state = (starter or start)(seed)
    picks, kinds = [], Counter()
    for n in range(limit):
        if result(state) is not None:
            break
        options = legal_actions(state)
        assert options and to_act(state) is not None
        kinds[state.stack[-1].kind] += 1
        index = pick(options)
        picks.append(index)
        before, fingerprint = state, hash(state) if n % 3 == 0 else 0
        state, _ = apply(state, options[index])
        assert before is not state and (n % 3 or hash(before) == fingerprint)  # the input is untouched
        assert 0 <= state.health <= 15 and 0 <= state.clarity <= 10
        assert all(0 <= a.energy <= 99 and a.rp >= 0 for a in state.agents)
        assert problems(state) == [] and misplaced(state) == [], misplaced(state)
        if keep_alive and state.over is None and state.health < 12:
            state = state.but(health=15)
        if n % every == 0:
            check(state)
            seats = range(state.n) if all_views_every and n % all_views_every == 0 else [n % state.n]
            for seat in seats:
                check_view(state, seat, deep=n % deep_every == 0)
    check(state)
    return state, picks, kinds


def replay(seed: int, picks: list[int], starter=None):
    state = (starter or start)(seed)
    for index in picks:
        if result(state) is not None:
            break
        state, _ = apply(state, legal_actions(state)[index])
    return state


GAMES, BLOCKS = 120, 4


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_games_keep_every_invariant(block):
    """A plain loop over 120 seeded games (30 a block; half uniform, half purposeful)."""
    seen: Counter = Counter()
    size = GAMES // BLOCKS
    for seed in range(block * size, block * size + size):
        rng = random.Random(seed)
        final, picks, kinds = play(seed, lambda options: choose(rng, options, seed % 2 == 1))
        seen.update(kinds)
        assert result(final) is not None or len(picks) == MAX_ACTIONS
        if seed % 8 == 0:
            again = replay(seed, picks)
            assert again == final and to_json(again) == to_json(final)  # determinism from the seed
    assert {"window", "move", "event_card", "place", "refresh_act", "combat.attack", "reward.answer"} <= set(seen)


def test_an_illegal_action_is_refused_with_a_clear_message():
    state = new_game(4, 3)
    for action in (Action("NOPE"), Action("STEP", "SOLAR"), Action("DECIDE", "E")):
        with pytest.raises(IllegalAction, match="not one of the options"):
            apply(state, action)
    with pytest.raises(IllegalAction, match="one seat's view"):
        apply(view(state, 0), legal_actions(state)[0])


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), data=st.data())
def test_hypothesis_games_check_everything_after_every_action(seed, data):
    """Everything after every action (the JSON round trip, a view in turn for each seat), every
    seat's view every 10th action, a determinized view and the text table every 15th."""
    choices = st.integers(0, 10**6)
    final, picks, _ = play(seed, lambda options: data.draw(choices) % len(options), every=1, all_views_every=10,
                           deep_every=15)
    assert replay(seed, picks) == final


# --- Exploration mode -------------------------------------------------------------------------------

BOARDS = ("past", "anomaly", "future")


def exploration_start(seed: int):
    """An Exploration game: 3-6 agents, one Human or none, any board, preset and first Leader."""
    r = random.Random(seed * 104729 + 3)
    n = 3 + seed % 4
    seats = ["ai"] * n
    if seed % 3:
        seats[r.randrange(n)] = "human"
    return new_game(n, seed, {"mode": "exploration", "board": BOARDS[seed % 3], "agents": r.sample(AGENT_IDS, n),
                              "seats": seats, "preset": ("story", "standard", "hard")[seed // 3 % 3],
                              "first_leader": "random" if seed % 2 else r.randrange(n)})


EXPLORATION_GAMES, KEPT_ALIVE_LIMIT = 48, 8000


@pytest.mark.parametrize("block", range(2))
def test_random_exploration_games_keep_every_invariant(block):
    """Exploration games of random and purposeful play; a third kept alive (Health put back) so
    that they reach the trophies, Bosses, travel and the scored ends, not only Health 0."""
    seen: Counter = Counter()
    ends: Counter = Counter()
    size = EXPLORATION_GAMES // 2
    for seed in range(block * size, block * size + size):
        rng = random.Random(seed)
        final, picks, kinds = play(seed, lambda options: choose(rng, options, seed % 2 == 1), starter=exploration_start,
                                   keep_alive=seed % 3 == 0, all_views_every=60, deep_every=90,
                                   limit=KEPT_ALIVE_LIMIT if seed % 3 == 0 else MAX_ACTIONS)
        seen.update(kinds)
        r = result(final)
        ends[r.reason if r is not None else "unfinished"] += 1
        if r is not None and r.reason != "defeat":
            assert r.scores == tuple(float(d["dp"]) for d in r.details) and r.winners
            assert all(d["dp"] == d["energy_dp"] + d["trophy_dp"] for d in r.details)
        if seed % 4 == 1 and seed % 3:  # (a kept-alive game is not a plain replay)
            assert replay(seed, picks, exploration_start) == final
    assert {"reward.trophy", "refresh_act", "combat.attack"} <= set(seen), seen
    assert ends["defeat"] and set(ends) - {"defeat", "unfinished"}, ends


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), data=st.data())
def test_hypothesis_exploration_games_check_everything_after_every_action(seed, data):
    """Exploration games drawn by hypothesis, everything checked after every action."""
    choices = st.integers(0, 10**6)
    final, picks, _ = play(seed, lambda options: data.draw(choices) % len(options), every=1, all_views_every=10,
                           deep_every=15, starter=exploration_start)
    assert replay(seed, picks, exploration_start) == final
