"""What each seat knows about where each card is (spec 7.3).

A seat's record is a tuple with one bitmask per card id: the set of places the card could be in,
as far as that seat knows. A card is *known* to the seat when its mask has exactly one bit.
Nothing is deduced by elimination across cards; the only cross-card rule is that a card pinned
to a one-card place (a deck position, a castle piece) takes that place out of every other set.
"""

from __future__ import annotations

from typing import Iterable

from .cards import ALL_CARDS

Record = tuple[int, ...]

BOX = 1 << 4
DISCARD = 1 << 5
_DECK0 = 6
_SLOT0 = 24


def hand(seat: int) -> int:
    return 1 << seat


def deck_place(index: int) -> int:
    """The place of the deck card at ``index`` counted from the bottom (stable as cards are drawn)."""
    return 1 << (_DECK0 + index)


def slot_place(slot: int) -> int:
    return 1 << (_SLOT0 + slot)


def is_single(mask: int) -> bool:
    return mask != 0 and mask & (mask - 1) == 0


def pin(rec: Record, card: int, place: int, exclusive: bool) -> Record:
    """``card`` is at ``place``; an exclusive (one-card) place leaves every other card's set."""
    if exclusive:
        keep = ~place
        out = [m & keep for m in rec]
    else:
        out = list(rec)
    out[card] = place
    return tuple(out)


def move_place(rec: Record, old: int, new: int) -> Record:
    """Whatever could be at ``old`` could now be at ``new`` instead (``old`` is gone)."""
    keep = ~old
    return tuple([(m & keep) | new if m & old else m for m in rec])


def spread(rec: Record, places: int, extra: int) -> Record:
    """Whatever could be in any of ``places`` could now also be in ``extra``."""
    return tuple([m | extra if m & places else m for m in rec])


def fresh_record(seat: int, players: int, hands: Iterable[Iterable[int]],
                 castles: Iterable[Iterable[tuple[int, bool, int]]], deck_size: int, box_size: int,
                 discard: Iterable[int]) -> Record:
    """What ``seat`` knows in a position it has just sat down to: its own hand and pieces and
    every face-up card; every other card could be in any place the seat cannot see."""
    rec = [0] * len(ALL_CARDS)
    unseen_places = 0
    hands = [tuple(h) for h in hands]
    for p, cards in enumerate(hands):
        if p == seat:
            for c in cards:
                rec[c] = hand(seat)
        elif cards:
            unseen_places |= hand(p)
    for p, castle in enumerate(castles):
        for c, up, slot in castle:
            if up or p == seat:
                rec[c] = slot_place(slot)
            else:
                unseen_places |= slot_place(slot)
    for c in discard:
        rec[c] = DISCARD
    for i in range(deck_size):
        unseen_places |= deck_place(i)
    if box_size:
        unseen_places |= BOX
    return tuple(m if m else unseen_places for m in rec)
