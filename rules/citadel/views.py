"""What a seat may know (``view``) and a full state sampled from it (``determinize``), spec 7.2-7.3.

Hidden from everyone alike: the order of each action deck, of the treasure stack and of the room
deck, and the future dice (the generator and any scripted faces). A view keeps which cards,
tiles and rooms those piles hold, written in canonical order, so every seat's view is the same
apart from ``viewer``. Everything else is public.
"""

from __future__ import annotations

import random

from ..core import rng as rngmod
from .board import ROOM_INDEX
from .content import CARD_ORDER, TREASURES
from .state import State

_TREASURE_ORDER = {t: i for i, t in enumerate(TREASURES)}
NO_RIG: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] = ((), (), ())


def view(state: State, seat: int) -> State:
    """The state as ``seat`` may know it: hidden piles in canonical order, no generator."""
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-seat game")
    v = state.copy()
    v.viewer = seat
    v.rng = 0
    v.rig = NO_RIG
    v.decks = tuple(tuple(sorted(d, key=CARD_ORDER.__getitem__)) for d in state.decks)
    v.stack = tuple(sorted(state.stack, key=_TREASURE_ORDER.__getitem__))
    v.room_deck = tuple(sorted(state.room_deck, key=ROOM_INDEX.__getitem__))
    v._legal = state._legal if state._legal else None
    return v


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view_state``: its hidden piles shuffled with ``rng``, and a
    fresh generator from ``rng`` (the seat's own generator; the game's is never read)."""
    v = view_state
    s = v.copy()
    s.viewer = None
    s.rig = NO_RIG
    decks = []
    for d in v.decks:
        d = list(d)
        rng.shuffle(d)
        decks.append(tuple(d))
    s.decks = tuple(decks)
    stack = list(v.stack)
    rng.shuffle(stack)
    s.stack = tuple(stack)
    rooms = list(v.room_deck)
    rng.shuffle(rooms)
    s.room_deck = tuple(rooms)
    s.rng = rngmod.seed_state(rng.getrandbits(64))
    s._legal = v._legal if v._legal else None
    return s


def known_cards(view_state: State) -> frozenset[tuple]:
    """The facts a view shows that were hidden once: the treasures drawn, the room cards used and
    the action cards revealed (with each deck's reshuffle count, since a reshuffle hides them
    again). The app compares the set before and after a decision: a new fact means something
    hidden was revealed (no undo across it)."""
    v = view_state
    facts: set[tuple] = {("treasure", t[0]) for t in v.treasures if t is not None}
    facts.update(("treasure", t) for t in v.saved + v.lost)
    facts.update(("room", r) for r in v.used_rooms)
    for p in range(v.players):
        for c in v.revealed[p] + v.discards[p]:
            facts.add(("card", p, v.cycles[p], c))
    return frozenset(facts)
