"""What each seat knows about where each card is (spec 7.3).

A seat's record is a tuple with one bitmask per card id: the set of places the card could be in,
as far as that seat knows. A card is *known* to the seat when its mask has exactly one bit.
Nothing is deduced by elimination across cards; the only cross-card rule is that a card pinned
to a one-card place (a deck position, a castle piece) takes that place out of every other set.

Identical copies (the spec's 7.3 is silent on them; this is our rule): a seat tells copies of one
name apart only by where it has seen them. When it sees a card come out of a place it cannot see
into (a hand, a face-down piece, a deck position), it learns the card's name, not which copy it
was: every copy of that name that could have been in that place could be the one that came out.
So, before the card is pinned to where it went, all those copies share their possible places
(each gets the union of their sets): "B held the Trebuchet I gave them" is no longer known once B
has played a Trebuchet, if B might have held another (``see``). Which ID the engine moves among
copies is settled in ``copies``, so that the ID shown tells no more than the name.
"""

from __future__ import annotations

from typing import Iterable

from .cards import ALL_CARDS, COPIES

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


ONE_CARD = 1 << _DECK0  # place bits from here up hold one card each (deck positions, castle pieces)


def see(rec: Record, card: int, old: int, new: int) -> Record:
    """The seat sees ``card`` come out of ``old`` and go to ``new`` (the same place when a face-down
    piece is turned up or looked at): the copies of its name that could have been at ``old`` could
    each be the one seen, so they share the union of their possible places; then ``card`` is
    pinned to ``new``. A one-card place is taken out of every other card's set: ``old`` is emptied
    or is the card's, ``new`` is the card's."""
    out = list(rec)
    copies = COPIES[card]
    if len(copies) > 1:
        union = 0
        differ = False
        first = -1
        for d in copies:
            m = out[d]
            if m & old:
                if first < 0:
                    first = m
                elif m != first:
                    differ = True
                union |= m
        if differ:
            for d in copies:
                if out[d] & old:
                    out[d] = union
    gone = (old if old >= ONE_CARD else 0) | (new if new >= ONE_CARD else 0)
    if gone:
        keep = ~gone
        out = [m & keep for m in out]
    out[card] = new
    return tuple(out)


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
