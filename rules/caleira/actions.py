"""The decisions of Castles of Caleira (spec 7.1) as frozen, hashable actions.

Equality and hashing use only what identifies the choice (a card *name*, a (seat, position));
the words that describe a piece for the label are carried alongside and ignored by ``==``.
Hidden pieces are named by where they are, never by what they are.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from ..core.text import ordinal, seat_name
from .cards import TITLE


@functools.lru_cache(maxsize=None)
def piece_words(seat: int, pos: int) -> str:
    """"Seat 2's 3rd piece" (``pos`` counts from 1)."""
    return f"{seat_name(seat)}'s {ordinal(pos)} piece"


@dataclass(frozen=True, slots=True)
class Play:
    """D1: play a card of this name from hand, face-up or face-down."""

    name: str
    face_up: bool

    @property
    def label(self) -> str:
        return f"Play {TITLE[self.name]} {'face-up' if self.face_up else 'face-down'}"


@dataclass(frozen=True, slots=True)
class Target:
    """D2-D4: the Barracks, Throne Room or Trebuchet picks the piece at (seat, pos)."""

    seat: int
    pos: int
    verb: str = field(default="Target", compare=False)
    shown: str = field(default="", compare=False)  # card name when face-up, else "face-down"

    @property
    def label(self) -> str:
        return f"{self.verb} {piece_words(self.seat, self.pos)} ({self.shown})"


@dataclass(frozen=True, slots=True)
class Pick:
    """D5: the Watchtower picks the face-down piece at (seat, pos)."""

    seat: int
    pos: int

    @property
    def label(self) -> str:
        return f"Pick {piece_words(self.seat, self.pos)} (face-down) to reveal"


@dataclass(frozen=True, slots=True)
class StopPicking:
    """D5: stop picking; the picks so far flip together."""

    picked: int = field(default=0, compare=False)

    @property
    def label(self) -> str:
        return "Reveal none" if self.picked == 0 else "Reveal the piece picked"


@dataclass(frozen=True, slots=True)
class Look:
    """D6: the Observatory looks at the face-down piece at (seat, pos)."""

    seat: int
    pos: int

    @property
    def label(self) -> str:
        return f"Look at {piece_words(self.seat, self.pos)} (face-down)"


@dataclass(frozen=True, slots=True)
class Flip:
    """D7: turn the looked-at piece face-up, or leave it."""

    up: bool

    @property
    def label(self) -> str:
        return "Turn it face-up" if self.up else "Leave it face-down"


@dataclass(frozen=True, slots=True)
class Order:
    """D8: put the Wizard Tower's cards back, top first, told apart by name."""

    names: tuple[str, ...]

    @property
    def label(self) -> str:
        return "Put back " + ", ".join(TITLE[n] for n in self.names) + " (top first)"


@dataclass(frozen=True, slots=True)
class Exchange:
    """D9: give a card of this name to ``partner`` and take one of theirs at random."""

    name: str
    partner: int

    @property
    def label(self) -> str:
        return f"Give {TITLE[self.name]} to {seat_name(self.partner)}"


Action = Play | Target | Pick | StopPicking | Look | Flip | Order | Exchange
