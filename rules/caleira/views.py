"""What one seat may know (``view``) and a full state sampled from it (``determinize``).

``view`` is the only place that decides what a seat sees (spec 7.2): the table, the hover
texts, the AI and the saved log all start from it.
"""

from __future__ import annotations

import random

from ..core import rng as rngmod
from . import knowledge as kn
from .cards import ALL_CARDS, UNKNOWN
from .state import ORDER, State


def _record(state: State, seat: int) -> kn.Record:
    if state.know is not None and state.know[seat] is not None:
        return state.know[seat]  # type: ignore[return-value]
    # A sampled state carries no knowledge: the seat knows what it can see.
    return kn.fresh_record(seat, state.players, state.hands, state.castles, len(state.deck), len(state.box),
                           state.discard)


def view(state: State, seat: int) -> State:
    """The state as ``seat`` may know it: unknown cards become ``UNKNOWN``, the generator, the
    rigged picks and every other seat's knowledge are dropped."""
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-player game")
    v = state.copy()
    v.viewer = seat
    v.rng = 0
    v.rig = ()
    rec = _record(state, seat)
    v.know = tuple(rec if p == seat else None for p in range(state.players))
    v._legal = None
    if state.over is not None:
        return v  # at game over every card is shown to everyone
    hands = []
    for p, hand in enumerate(state.hands):
        if p == seat:
            hands.append(hand)
        else:
            place = kn.hand(p)
            known = tuple(c for c in hand if rec[c] == place)
            hands.append(known + (UNKNOWN,) * (len(hand) - len(known)))
    v.hands = tuple(hands)
    v.castles = tuple(
        tuple(piece if piece[1] or p == seat or rec[piece[0]] == kn.slot_place(piece[2])
              else (UNKNOWN, False, piece[2]) for piece in castle)
        for p, castle in enumerate(state.castles))
    v.deck = tuple(c if rec[c] == kn.deck_place(i) else UNKNOWN for i, c in enumerate(state.deck))
    v.box = (UNKNOWN,) * len(state.box)
    if state.step is not None and state.step[0] == ORDER and state.step[1] != seat:
        kind, owner, card, data = state.step
        v.step = (kind, owner, card, (UNKNOWN,) * len(data))
    return v


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view_state`` (the view of ``seat``), unknowns drawn at
    random: most constrained card first, uniformly among its possible places with room left,
    backtracking when a card has nowhere to go (spec 7.3). The result carries a fresh generator,
    the seat's own knowledge record (so that it shows the seat exactly ``view_state`` again) and,
    for every other seat, what that seat can see in the sample (``fresh_record``)."""
    v = view_state
    rec = _record(v, seat)
    capacity: dict[int, int] = {}
    for p, hand in enumerate(v.hands):
        missing = hand.count(UNKNOWN)
        if missing:
            capacity[kn.hand(p)] = missing
    for castle in v.castles:
        for c, _, slot in castle:
            if c == UNKNOWN:
                capacity[kn.slot_place(slot)] = 1
    for i, c in enumerate(v.deck):
        if c == UNKNOWN:
            capacity[kn.deck_place(i)] = 1
    if v.box.count(UNKNOWN):
        capacity[kn.BOX] = v.box.count(UNKNOWN)
    seen = {c for h in v.hands for c in h} | {p[0] for c in v.castles for p in c}
    seen |= set(v.deck) | set(v.box) | set(v.discard)
    unknown = [c for c in ALL_CARDS if c not in seen]
    room = 0  # places with room left, as one bitmask
    for place in capacity:
        room |= place
    masks = {c: rec[c] for c in unknown}
    rng.shuffle(unknown)  # ties between equally constrained cards go in this random order
    placed: dict[int, int] = {}

    def solve(left: list[int], room: int) -> bool:
        if not left:
            return True
        best, fewest = left[0], 99
        for c in left:
            n = (masks[c] & room).bit_count()
            if n < fewest:
                best, fewest = c, n
        if fewest == 0:
            return False
        avail = masks[best] & room
        options = []
        while avail:
            low = avail & -avail
            options.append(low)
            avail ^= low
        start = int(rng.random() * len(options))  # uniform first choice; the rest only on backtracking
        rest = [c for c in left if c != best]
        for k in range(len(options)):
            place = options[(start + k) % len(options)]
            capacity[place] -= 1
            placed[best] = place
            if solve(rest, room if capacity[place] else room & ~place):
                return True
            capacity[place] += 1
        return False

    if not solve(unknown, room):
        raise ValueError("the view is inconsistent: its unknown cards cannot be placed")
    at: dict[int, list[int]] = {}
    for c, place in placed.items():
        at.setdefault(place, []).append(c)

    s = v.copy()
    s.viewer = None
    s.know = None
    s.rig = ()
    s.rng = rngmod.seed_state(rng.getrandbits(64))
    s._legal = None
    s.hands = tuple(
        tuple(sorted([c for c in hand if c != UNKNOWN] + at.get(kn.hand(p), [])))
        for p, hand in enumerate(v.hands))
    s.castles = tuple(
        tuple((at[kn.slot_place(slot)][0], up, slot) if c == UNKNOWN else (c, up, slot) for c, up, slot in castle)
        for castle in v.castles)
    s.deck = tuple(at[kn.deck_place(i)][0] if c == UNKNOWN else c for i, c in enumerate(v.deck))
    if v.box:
        s.box = tuple(sorted([c for c in v.box if c != UNKNOWN] + at.get(kn.BOX, [])))
    if s.step is not None and s.step[0] == ORDER and UNKNOWN in s.step[3]:
        kind, owner, card, data = s.step
        s.step = (kind, owner, card, tuple(reversed(s.deck[-len(data):])))
    s.know = tuple(rec if p == seat else kn.fresh_record(p, s.players, s.hands, s.castles, len(s.deck), len(s.box),
                                                         s.discard) for p in range(s.players))
    return s


def known_cards(view_state: State) -> frozenset[int]:
    """The card ids a view shows (hands, castles, deck, box, discard), ``UNKNOWN`` left out.

    The app compares this set before and after a decision to tell whether anything hidden was
    revealed since (undo must not let a seat see a card and then choose again)."""
    v = view_state
    seen = {c for hand in v.hands for c in hand}
    seen.update(piece[0] for castle in v.castles for piece in castle)
    seen.update(v.deck)
    seen.update(v.box)
    seen.update(v.discard)
    seen.discard(UNKNOWN)
    return frozenset(seen)
