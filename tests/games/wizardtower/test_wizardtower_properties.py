"""Property tests for Tower of the Sleepy Wizard: random games checked after every action.

The protocol-level checks (action sets, purity of ``apply``, JSON, views, determinize, events,
replay) live in ``protocol_checks``; this file adds what only this game knows (spec sections 2, 3,
7): all 52 adventurers and the tower accounted for, hand positions that never move, a market that
never shrinks within a round, noise, treasure and totals recomputed independently, the winner,
and what a view, a sample and an event may show. Every seat count 3-8 is played.
Set CASTLETOP_PROPERTY_SCALE to run more (or fewer) games.
"""

from __future__ import annotations

import os
import random
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.wizardtower as game
from rules.wizardtower.actions import (
    ChooseCopies, EndPeek, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket,
)
from rules.wizardtower.cards import CODE, EMPTY, KIND, SHAPESHIFTER, TITLES, UNKNOWN
from rules.wizardtower.state import COPIES_PHASE, OVER, PEEK_PHASE, TURNS_PHASE

from rules.wizardtower.heuristics import rollout

from protocol_checks import Chooser, Hooks, play_and_check

SCALE = float(os.environ.get("CASTLETOP_PROPERTY_SCALE", "1"))
CHEAP_GAMES = max(6, round(300 * SCALE))
FULL_GAMES = max(6, round(8 * SCALE))
FIXED_GAMES = max(6, round(30 * SCALE))
PLAIN_GAMES = max(6, round(3000 * SCALE))

# --- the spec's numbers, written out again (independent of the engine's tables) -------------------

PEEK_LIMIT = {"F11": 0, "F12": 0, "F13": 1, "F14": 3, "F15": 4, "F16": 2}
PUBLIC = ("players", "round", "phase", "start", "first", "peeked", "teams", "market", "turn", "storeroom",
          "copies", "noise", "totals", "treasure", "step", "over")


def value(card: int) -> str:
    """The printed face from the card number alone (spec 2.1's table)."""
    n = card + 1
    if n <= 4:
        return "R"
    if n <= 36:
        return str(2 + (n - 5) // 4)
    if n <= 44:
        return "10"
    if n <= 48:
        return str(11 + n - 45)
    return "S"


def reference_noise(team, copies) -> int:
    """Spec 3.6's algorithm on the printed faces, copies applied."""
    target = dict(copies)
    faces = [value(target[c]) if c in target else value(c) for c in team]
    faces = [f for f in faces if f != "S"]
    rogues = faces.count("R")
    noise = 1 if rogues == 1 else 10 * rogues
    for v in range(2, 11):
        if faces.count(str(v)) == 1:
            noise += v
    return noise + sum(int(f) for f in faces if f != "R" and int(f) >= 11)


def floor_id(s) -> str:
    return "GF" if s.round == 1 else f"F{s.tower[s.round - 2]:02d}"


NAMED = re.compile("|".join(re.escape(x) for x in sorted(TITLES, key=len, reverse=True)))

# --- hooks ----------------------------------------------------------------------------------------


def invariant(s) -> None:
    assert s.viewer is None
    # every adventurer exactly once, the tower's floors, per-seat records, hand plus team is 4
    assert game.invariants(s) == []
    n = s.players
    if s.phase == OVER:
        assert s.step is None and game.to_act(s) is None and game.result(s) is not None
        assert max(s.totals) >= 48 or s.round == 5
        return
    assert max(s.totals) < 48, "a round is played after the wizard woke"
    assert s.step is not None and game.to_act(s) == s.step[1]
    legal = game.legal_actions(s)
    assert len(legal) >= 2, f"a decision with one option was asked: {s.step}"
    limit = PEEK_LIMIT.get(floor_id(s), 2)
    for p in range(n):
        assert all(not (s.peeked[p] >> i & 1) or s.hands[p][i] != EMPTY for i in range(4))
        assert bin(s.peeked[p]).count("1") <= limit
    if s.phase == PEEK_PHASE:
        assert all(not t for t in s.teams) and floor_id(s) != "F16" and limit > 0
        assert any(isinstance(a, EndPeek) for a in legal)
    elif s.phase == TURNS_PHASE:
        turns = sum(len(t) for t in s.teams)
        assert turns in (s.turn, s.turn + 1)  # +1: between a B/C hire and its send
        assert s.step[1] == (s.first + s.turn) % n
        for a in legal:
            if isinstance(a, HireFromDeck):
                assert s.deck and floor_id(s) != "F18"
            if isinstance(a, (EndPeek,)):
                raise AssertionError("Done peeking offered during the turns")
            if isinstance(a, Peek):
                assert floor_id(s) == "F16" and s.storeroom[s.step[1]] < 2
    else:
        assert s.phase == COPIES_PHASE and all(len(t) == 4 for t in s.teams)
        assert all(isinstance(a, ChooseCopies) for a in legal)


def view_invariant(s, v, seat: int) -> None:
    """Spec 7.2/7.3, P04: what the seat must not see."""
    assert v.viewer == seat and v.rng == 0 and v.rig == ()
    if [getattr(v, name) for name in PUBLIC] != [getattr(s, name) for name in PUBLIC]:
        raise AssertionError(f"the view changes {[x for x in PUBLIC if getattr(v, x) != getattr(s, x)]}")
    assert v.deck == (UNKNOWN,) * len(s.deck), "the view shows deck cards"
    for p in range(s.players):
        for i, c in enumerate(s.hands[p]):
            shown = v.hands[p][i]
            if p != seat or c == EMPTY or s.peeked[p] >> i & 1:
                assert shown == c
            else:
                assert shown == UNKNOWN, "the view shows the seat an unpeeked card of its own"
    for i, f in enumerate(s.tower):
        assert v.tower[i] == (f if s.phase == OVER or i < s.round - 1 else UNKNOWN), "face-down floor shown"
    for p, mine in enumerate(s.pending):
        assert v.pending[p] == (mine if p == seat or mine is None else ()), "another seat's copies shown"
    unknown = sum(1 for c in v.hands[seat] if c == UNKNOWN)
    visible = [c for h in v.hands for c in h if c >= 0] + [c for t in v.teams for c in t] + list(v.market)
    assert len(visible) == len(set(visible)) == 52 - unknown - len(s.deck)


def determinized_agrees(v, d, seat: int) -> None:
    assert d.viewer is None and d.rig == ()
    for name in PUBLIC:
        assert getattr(d, name) == getattr(v, name), f"the sample changes {name}"
    for p in range(v.players):
        for i, c in enumerate(v.hands[p]):
            assert d.hands[p][i] == c or (c == UNKNOWN and d.hands[p][i] >= 0)
    assert len(d.deck) == len(v.deck)
    assert all(f == g or f == UNKNOWN for f, g in zip(v.tower, d.tower))
    for p, mine in enumerate(v.pending):
        assert d.pending[p] == mine or (mine == () and d.pending[p] == game.propose_copies(d.teams[p], d.floor))


def action_check(s, a) -> None:
    kind, seat = s.step
    allowed = {"peek": (Peek, EndPeek), "hire": (Peek, HireFromHand, HireFromDeck, HireFromMarket),
               "send": (SendToMarket,), "copy": (ChooseCopies,)}[kind]
    assert isinstance(a, allowed), f"{a!r} offered for a {kind} decision"
    if isinstance(a, (HireFromHand, SendToMarket, Peek)):
        assert s.hands[seat][a.pos - 1] != EMPTY
        assert a.label.endswith(f"hand position {a.pos}" + (" to the market" if isinstance(a, SendToMarket) else "")), \
            "a hand action's label says more than the position"
    if isinstance(a, HireFromMarket):
        assert a.card in s.market


def events_check(before, action, after, events) -> None:
    """Hand positions fixed, market growth, totals and treasure from the events, and no leaks."""
    n = before.players
    kinds = [e.kind for e in events]
    assert kinds.count("game_over") == (1 if after.phase == OVER else 0)
    same_round = after.round == before.round and "round" not in kinds
    if same_round:
        for p in range(n):
            for i in range(4):
                assert after.hands[p][i] in (before.hands[p][i], EMPTY), "a hand position moved"
        kept = [c for c in before.market if c in after.market]
        # A market hire takes one card out until the send that ends the turn puts one back.
        size = lambda s: len(s.market) + (s.step is not None and s.step[0] == "send")  # noqa: E731
        assert len(kept) >= len(before.market) - 1 and size(after) >= size(before), "market shrank"
        assert tuple(kept) == after.market[:len(kept)], "the market's order changed"
    if "totals" in kinds:
        noises = {e.data["seat"]: e.data["noise"] for e in events if e.kind == "noise"}
        assert len(noises) == n
        ended = before  # the scored teams are the ones just completed
        for p in range(n):
            team = ended.teams[p] if len(ended.teams[p]) == 4 else None
            copies = next(e.data["copies"] for e in events if e.kind == "noise" and e.data["seat"] == p)
            if team is not None:
                assert noises[p] == reference_noise(team, copies)
                for a, b in copies:
                    assert KIND[a] == SHAPESHIFTER and b in team and KIND[b] != SHAPESHIFTER and CODE[b] <= 10
        totals = next(e.data["totals"] for e in events if e.kind == "totals")
        assert totals == tuple(before.totals[p] + noises[p] for p in range(n)) == after.totals
        low = min(noises.values())
        for p in range(n):
            gain = sum(e.data["gain"] for e in events if e.kind == "treasure" and e.data["seat"] == p)
            gain += sum(e.data["bonus"] for e in events if e.kind == "bonus" and e.data["seat"] == p)
            assert after.treasure[p] == before.treasure[p] + gain
            if noises[p] == low:
                assert gain >= 2, "the quietest team went unpaid"
    else:
        assert after.treasure == before.treasure and after.totals == before.totals
    # No seat reads a card it may not know: its unpeeked hand cards and the deck, before a new
    # round's deal as the action left them (minus the card it revealed), after it as dealt.
    revealed = set()
    for e in events:
        if e.kind in ("hire", "send"):
            d = e.data
            where = d.get("from", "hand")
            if where == "hand":
                assert before.hands[d["seat"]][d["pos"] - 1] == d["card"], "a card left from the wrong position"
            elif where == "deck":
                assert before.deck[0] == d["card"], "option B did not hire the top card"
            else:
                assert d["card"] in before.market
            revealed.add(d["card"])
    split = next((i for i, e in enumerate(events) if e.kind == "round"), len(events))
    named: dict[int, set[str]] = {}  # event index -> the titles its texts name
    for i, e in enumerate(events):
        named[i] = set(NAMED.findall(e.text)) | set(NAMED.findall(e.you))
        if e.redacted is not None:
            named[i] |= set(NAMED.findall(e.redacted.text)) | set(NAMED.findall(e.redacted.you))
    for seat in range(n):
        for state, lo, hi in ((before, 0, split), (after, split, len(events))):
            hidden = {c for i, c in enumerate(state.hands[seat]) if c >= 0 and not state.peeked[seat] >> i & 1}
            words = {TITLES[c] for c in (hidden | set(state.deck)) - revealed}
            for i in range(lo, hi):
                e = events[i].seen_by(seat)
                if e is None:
                    continue
                shown = named[i] if e is events[i] else set(NAMED.findall(e.text)) | set(NAMED.findall(e.you))
                assert not shown & words, f"seat {seat} learns a hidden card: {e.text}"
                if e.kind == "peek":
                    assert "card" not in e.data
                if e.kind == "deal" and e.data["seat"] == seat:
                    assert "cards" not in e.data


def result_check(s, events) -> None:
    r = game.result(s)
    n = s.players
    assert r.scores == s.treasure and events[-1].kind == "game_over"
    eligible = [p for p in range(n) if s.totals[p] < 48]
    for p in range(n):
        d = r.details[p]
        assert d["eligible"] == (p in eligible) and d["noise"] == s.totals[p]
        assert d["treasure"] == d["round_treasure"] + max(0, d["bonus"])
    assert r.reason == ("wizard" if len(eligible) < n else "score")
    if not eligible:
        assert r.winners == () and "wizard wins" in events[-1].text
        return
    best = max((s.treasure[p], -s.totals[p]) for p in eligible)
    assert set(r.winners) == {p for p in eligible if (s.treasure[p], -s.totals[p]) == best}
    assert set(r.losers) == set(range(n)) - set(r.winners)


HOOKS = Hooks(invariant=invariant, view_invariant=view_invariant, determinized_agrees=determinized_agrees,
              action_check=action_check, events_check=events_check, result_check=result_check)

SEEDS = st.integers(min_value=0, max_value=2**64 - 1)
PICKS = st.lists(st.integers(min_value=0, max_value=2**16 - 1), max_size=60)
SEATS = st.sampled_from((3, 4, 5, 6, 7, 8))


@settings(max_examples=CHEAP_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=SEATS, seed=SEEDS, picks=PICKS)
def test_random_games(players: int, seed: int, picks: list[int]) -> None:
    """Cheap invariants after every action of every game."""
    play_and_check(game, players, seed, Chooser(picks, seed), HOOKS, json_share=0.1)


@settings(max_examples=FULL_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=SEATS, seed=SEEDS, picks=PICKS)
def test_random_games_full(players: int, seed: int, picks: list[int]) -> None:
    """Everything after every action: JSON, bad saves, determinize for every seat with a play-out."""
    play_and_check(game, players, seed, Chooser(picks, seed), HOOKS, full=True)


FLOOR_NAMES = [f"F{i:02d}" for i in range(1, 19)]
CARD_NAMES = [f"A{i:02d}" for i in range(1, 53)]


@settings(max_examples=FIXED_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=SEATS, floors=st.permutations(FLOOR_NAMES), order=st.permutations(CARD_NAMES),
       first=st.integers(0, 7), picks=PICKS)
def test_fixed_towers_and_decks(players, floors, order, first, picks) -> None:
    """``tower``, ``first`` and a round's ``decks`` replace the draws: the game starts exactly there."""
    options = {"tower": floors[:4], "first": first % players, "decks": {1: order}}
    s = game.new_game(players, 0, options)
    assert [f"F{f:02d}" for f in s.tower] == floors[:4] and s.first == s.start == first % players
    dealt = [s.hands[(s.first + i) % players][k] for k in range(4) for i in range(players)]
    assert [CARD_NAMES[c] for c in list(s.market) + dealt + list(s.deck)] == order
    play_and_check(game, players, 0, Chooser(picks), HOOKS, options=options, json_share=0.1)


def test_thousands_of_plain_random_games() -> None:
    """Plain random (and policy-guided) play at every seat count (no protocol checks, the game's own
    invariant on every 5th state and at the end): the rules never trip over a rare position, every kind of
    decision and ending happens, and the wizard both wakes and sleeps through five rounds."""
    rng = random.Random(2024)
    decisions: set[str] = set()
    endings: set[str] = set()
    floors: set[int] = set()
    games = actions = 0
    for k in range(PLAIN_GAMES):
        players = 3 + k % 6
        guided = k % 3 == 2  # every third game by the playout policy: quieter, more reach round 5
        s = game.new_game(players, rng.randrange(2**63))
        step = 0
        while game.to_act(s) is not None:
            legal = game.legal_actions(s)
            a = rollout(s, legal, rng) if guided else legal[rng.randrange(len(legal))]
            decisions.add(type(a).__name__)
            s, _ = game.apply(s, a)
            step += 1
            if step % 5 == 0:
                invariant(s)
            floors.add(s.floor)
        invariant(s)
        endings.add(game.result(s).reason)
        games += 1
        actions += step
    assert games == PLAIN_GAMES and actions > 50 * games
    assert decisions == {"Peek", "EndPeek", "HireFromHand", "HireFromDeck", "HireFromMarket", "SendToMarket",
                         "ChooseCopies"}
    assert endings == {"wizard", "score"} or PLAIN_GAMES < 1000
    assert floors == set(range(19)) or PLAIN_GAMES < 1000
