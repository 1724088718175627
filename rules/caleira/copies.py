"""Identical copies (spec 2.1, 7.1, 7.3): which copy of a name moves, so that an ID never tells a
seat more than the card's name would; and the hooks the generic identical-copies test uses.

Copies of one name are identical at the table; the engine's IDs only tell them apart. Two rules
keep the IDs quiet:

* **What a seat knows follows names** (``knowledge.see``): when a seat sees a card come out of a
  place it cannot see into, every copy of that name that could have been there could be the one it
  saw, so they all share their possible places.
* **The copy others know moves** (``copy_to_move``). When a card leaves a hand and other seats see
  it or will see it (a play, face-up or face-down, whose card may be shown later; the card a
  Marketplace gives or takes), the copy that goes is the one those onlookers are surest is in that
  hand (the fewest possible places in their records, added up); among copies they cannot tell
  apart, the lowest ID (spec 7.1's rule, which decides whenever the onlookers know nothing).
  Otherwise the ID shown would tell an onlooker who knew of one copy whether the hand held
  another: "I gave them Trebuchet #2; they played Trebuchet #1, so they drew a Trebuchet".

What stays: with two onlookers who each know of a different copy in one hand, one of them sees an ID
it did not expect (their knowledge stays right: ``knowledge.see`` forgets the copy either way); and
an onlooker who knows a copy only as "in that hand or that face-down piece" can learn from the ID
which it was. Closing those needs per-seat names for copies (each seat's view and events naming
copies its own way), which events filtered by ``rules.core.events_for`` cannot carry.

The IDs of copies that no seat can tell apart (``identical_groups``: cards in the deck or the box
nobody has seen) are left as dealt: they show only as the card comes into sight, and naming the
drawn copy by some rule ("the lowest ID among them") would tell the drawer which lower copies other
seats have seen. Two states that differ only in which of those copies lies where are the same game
under other names: every view is the same up to the names of copies (``canonical_view``).
"""

from __future__ import annotations

from typing import Mapping

from . import knowledge as kn
from .cards import ALL_CARDS, KIND_OF, MULTI_COPY_NAMES, NAME_COPIES, UNKNOWN
from .state import ORDER, State, to_json


def copy_to_move(w: State, seat: int, name: str, onlookers: tuple[int, ...]) -> int:
    """The copy of ``name`` that leaves ``seat``'s hand: the one ``onlookers`` are surest is there
    (the fewest possible places in their records, added up), then the lowest ID (hands are sorted).

    A tie between copies the onlookers do know apart is broken by what they know of each (their
    records' masks), not by ID: an ID order would depend on IDs no onlooker has seen."""
    copies = [c for c in w.hands[seat] if KIND_OF[c] == name]
    know = w.know
    if len(copies) == 1 or know is None:
        return copies[0]
    best, best_key = -1, None
    for c in copies:
        masks = tuple(know[p][c] for p in onlookers)
        key = (sum(m.bit_count() for m in masks), masks)
        if best_key is None or key < best_key:
            best, best_key = c, key
    return best


def _hand_order(card: int) -> tuple[bool, int]:
    return card == UNKNOWN, card


def rename(w: State, mapping: Mapping[int, int]) -> None:
    """Give the cards of ``mapping`` new IDs everywhere in ``w`` (a permutation of copies of one
    name each): zones, queue, decision, rigged picks and every knowledge record. Works on views."""
    f = mapping.get
    # Hands keep their order: sorted by ID, a view's unknown cards after the known ones.
    w.hands = tuple(tuple(sorted((f(c, c) for c in h), key=_hand_order)) for h in w.hands)
    w.castles = tuple(tuple((f(c, c), up, slot) for c, up, slot in castle) for castle in w.castles)
    w.deck = tuple(f(c, c) for c in w.deck)
    w.box = tuple(sorted(f(c, c) for c in w.box))
    w.discard = tuple(f(c, c) for c in w.discard)
    w.queue = tuple((f(c, c), p) for c, p in w.queue)
    if w.step is not None:
        kind, owner, card, data = w.step
        w.step = (kind, owner, f(card, card), tuple(f(c, c) for c in data) if kind == ORDER else data)
    w.rig = tuple(f(c, c) for c in w.rig)
    if w.know is not None:
        recs = []
        for rec in w.know:
            if rec is None:
                recs.append(None)
                continue
            out = list(rec)
            for old, new in mapping.items():
                out[new] = rec[old]
            recs.append(tuple(out))
        w.know = tuple(recs)
    w._legal = None


# --- the hooks of the generic identical-copies test (tests/rules/test_identical_copies.py) -----------


def _records(state: State) -> list[tuple[int, ...]]:
    """Every seat's record (a sampled state has none: each seat knows what it can see)."""
    return [state.know[p] if state.know is not None and state.know[p] is not None else
            kn.fresh_record(p, state.players, state.hands, state.castles, len(state.deck), len(state.box),
                            state.discard)
            for p in range(state.players)]


def identical_groups(state: State) -> tuple[tuple[int, ...], ...]:
    """The card IDs that no seat can tell apart, in groups of two or more copies of one name: their
    possible places are the same in every seat's knowledge (spec 7.3), and not the discard pile
    (whose order everyone sees). Such copies lie in the deck or the box, or all in one hand."""
    records = _records(state)
    out = []
    for name in MULTI_COPY_NAMES:
        groups: dict[tuple[int, ...], list[int]] = {}
        for c in NAME_COPIES[name]:
            groups.setdefault(tuple(rec[c] for rec in records), []).append(c)
        out += [tuple(g) for key, g in groups.items() if len(g) > 1 and key[0] != kn.DISCARD]
    return tuple(out)


def swap_copies(state: State, a: int, b: int) -> State:
    """``state`` with the IDs of two copies of one name exchanged everywhere (zones, queue,
    decision, rigged picks, knowledge records): the same game, the two cards trading places."""
    if not (a in ALL_CARDS and b in ALL_CARDS and KIND_OF[a] == KIND_OF[b]):
        raise ValueError("swap_copies takes two copies of one name")
    w = state.copy()
    rename(w, {a: b, b: a})
    return w


def view_signatures(v: State) -> dict[int, tuple]:
    """What a view (or a full state) says about each card, IDs aside: its possible places in the
    viewer's record (every seat's, for a full state), where it shows, and its part in the queue and
    the decision. Two copies of a name with equal signatures are interchangeable in that view."""
    if v.over is not None:
        records = []  # every card shows at game over: what a seat had learnt no longer tells copies apart
    else:
        records = [v.know[v.viewer]] if v.viewer is not None and v.know is not None else _records(v)
    sig: dict[int, list] = {c: [tuple(rec[c] for rec in records)] for c in ALL_CARDS}
    for p, hand in enumerate(v.hands):
        for c in hand:
            if c != UNKNOWN:
                sig[c].append((0, p))
    for castle in v.castles:
        for c, up, slot in castle:
            if c != UNKNOWN:
                sig[c].append((1, slot, int(up)))
    for i, c in enumerate(v.deck):
        if c != UNKNOWN:
            sig[c].append((2, i))
    for c in v.box:
        if c != UNKNOWN:
            sig[c].append((3, 0))
    for i, c in enumerate(v.discard):
        sig[c].append((4, i))
    for i, (c, _) in enumerate(v.queue):
        sig[c].append((5, i))
    if v.step is not None:
        kind, _, card, data = v.step
        if card != UNKNOWN:
            sig[card].append((6, 0))
        if kind == ORDER:
            for i, c in enumerate(data):
                if c != UNKNOWN:
                    sig[c].append((7, i))
    return {c: tuple(x) for c, x in sig.items()}


def canonical_view(v: State) -> str:
    """The JSON text of a view with the copies of each name renamed in the order of what the view
    says about them (``view_signatures``): equal for two views that differ only in the names of
    copies, and only then."""
    sig = view_signatures(v)
    mapping = {}
    for name in MULTI_COPY_NAMES:
        ids = NAME_COPIES[name]
        for old, new in zip(sorted(ids, key=lambda c: sig[c]), ids):
            if old != new:
                mapping[old] = new
    w = v.copy()
    rename(w, mapping)
    if w.over is not None:
        w.know = None  # every card shows at game over: what the seat had learnt is moot (and not drawn)
    return to_json(w)
