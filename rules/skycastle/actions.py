"""The decisions of Sky Castle (spec 7.1, S1-S6) as frozen, hashable actions.

Equality uses only what identifies the choice; the words for the label ride along with
``compare=False``. A set is named by its place among the seat's unplaced sets, never by its roles
(the roles are in the label only for the seat that owns them; see ``engine.legal_actions``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import ROLE_NAMES, SLOT_NAMES, cell_name

SLOT_BASE = 12  # Place.spot: cells 0-11, row-end slots 12-17


@dataclass(frozen=True, slots=True)
class ChooseSet:
    """S1: reveal the ``index``-th (from 0) of the seat's unplaced sets."""

    index: int
    shown: str = field(default="", compare=False)  # "Scout, Lookout" for the owner

    @property
    def label(self) -> str:
        return f"Reveal set {self.index + 1}" + (f": {self.shown}" if self.shown else "")


@dataclass(frozen=True, slots=True)
class Place:
    """S2: place ``role`` on ``spot`` (a cell 0-11, or 12 + a row-end slot); ``under`` puts a
    Sentry underneath his allies instead of on top."""

    role: int
    spot: int
    under: bool = False
    shown: str = field(default="", compare=False)  # what is there already

    @property
    def where(self) -> str:
        """"in slot 1L", "at (2,2)", "at (3,3) on top of Seat 1's Jeweler"."""
        if self.spot >= SLOT_BASE:
            return f"in slot {SLOT_NAMES[self.spot - SLOT_BASE]}"
        if self.shown:
            return f"at {cell_name(self.spot)} {'underneath' if self.under else 'on top of'} {self.shown}"
        return f"at {cell_name(self.spot)}"

    @property
    def label(self) -> str:
        return f"Place {ROLE_NAMES[self.role]} {self.where}"


@dataclass(frozen=True, slots=True)
class Swap:
    """S3: the Scout swaps his tile with the tile of ``cell`` (``-1``: keeps his tile)."""

    cell: int
    shown: str = field(default="", compare=False)

    @property
    def label(self) -> str:
        if self.cell < 0:
            return "Keep the tile (no swap)"
        return f"Swap with {self.shown} at {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Claim:
    """S4: take the tile in ``cell`` (``-1``: decline)."""

    cell: int
    shown: str = field(default="", compare=False)

    @property
    def label(self) -> str:
        if self.cell < 0:
            return "Decline (take nothing)"
        return f"Take {self.shown} at {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Thieve:
    """S6: the Thief's owner Thieves the announced tile, or lets it go."""

    yes: bool
    shown: str = field(default="", compare=False)

    @property
    def label(self) -> str:
        return f"Thieve {self.shown}" if self.yes else "Let it go"


@dataclass(frozen=True, slots=True)
class Pay:
    """S5: pay a chest with ``keys`` unused keys and ``skeletons`` skeleton keys."""

    keys: int
    skeletons: int = field(default=0, compare=False)

    @property
    def label(self) -> str:
        return f"Pay {_count(self.keys, 'key')} + {_count(self.skeletons, 'skeleton key')}"


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


Action = ChooseSet | Place | Swap | Claim | Thieve | Pay
