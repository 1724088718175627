"""Pieces and zones: what lies on the table and where things may be dropped.

A ``Piece`` is keyed by a stable name chosen by the game adapter ("s12" for the piece in castle
slot 12), so when the layout changes the table can glide each piece from where it was to where
it now belongs. ``look`` says what the piece shows; the adapter renders it.

``PieceSpec`` and ``Zone`` are what a layout returns (plain values); ``Piece`` is the table's
living copy of a spec, which moves, flips and fades.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from .motion import Motion  # noqa: F401  (interim: the old scene imports it from here)

if TYPE_CHECKING:
    pass

CARD, TILE, STANDEE, DIE, TOKEN = "card", "tile", "standee", "die", "token"
KINDS = (CARD, TILE, STANDEE, DIE, TOKEN)

Look = tuple[Any, ...]  # what a piece shows, in its game's own words; the adapter renders it


@dataclass(frozen=True)
class PieceSpec:
    """What the adapter wants on the table now."""

    key: str
    kind: str
    look: Look
    rect: pygame.FRect
    z: int = 0
    tag: str = ""        # a small label under the piece ("Aside")
    badge: str = ""      # a number or mark in a corner (the order of pieces picked)
    owner: int | None = None
    info: str = ""       # words for hover and screen readers


@dataclass
class Zone:
    """A place on the table: a castle row, a hand, the deck, a space of a board, a drop target
    that appears while dragging.

    Zones carry what the table writes around them, so the table needs no game's words: ``label``
    under the zone, ``note`` beside it, ``name`` in messages, and for a seat's area (``seat``) its name plate above
    (``nameplate``) and its running total during the end-of-game count-up (``tally``).
    """

    id: str
    rect: pygame.FRect
    label: str = ""
    note: str = ""
    name: str = ""                # how messages name the place ("Rival's hand"); the label by default
    seat: int | None = None
    nameplate: bool = False
    tally: bool = False
    inset: bool = True            # a faint inset on the felt
    dropzone: bool = False        # drawn only while a drag offers it
    info: str = ""                # words for hover where no piece under the pointer has any (a room)

    @property
    def called(self) -> str:
        """The place's name in a sentence."""
        return self.name or self.label

    # Interim, while the table scene moves to the contract: runtime flags and adapter data.
    glow: bool = False
    hot: bool = False
    data: dict = field(default_factory=dict)


@dataclass(eq=False)
class Piece:
    key: str
    kind: str
    look: Look
    rect: pygame.FRect            # where it is drawn now
    home: pygame.FRect            # where the layout puts it
    z: int = 0
    tag: str = ""
    badge: str = ""
    owner: int | None = None
    info: str = ""
    old_look: Look | None = None  # shown during the first half of a flip
    motion: "Motion | None" = None
    flip: float = 1.0             # 0..1 progress of a flip (1 = done)
    flip_speed: float = 0.0
    alpha: int = 255
    lifted: bool = False
    shake: float = 0.0
    tumble: "Any | None" = None   # a die rolling (app.table.dice.Tumble)
    frames: "Any | None" = None   # looks played in turn (app.table.motion.Flipbook)

    @property
    def settled(self) -> bool:
        return self.motion is None and self.flip >= 1.0 and self.shake <= 0 and self.tumble is None \
            and self.frames is None

    @classmethod
    def from_spec(cls, spec: PieceSpec, start: pygame.FRect | None = None) -> "Piece":
        return cls(spec.key, spec.kind, spec.look, pygame.FRect(start or spec.rect), pygame.FRect(spec.rect),
                   spec.z, spec.tag, spec.badge, spec.owner, spec.info)

    def take(self, spec: PieceSpec) -> None:
        """Adopt a new spec's home and labels (the look is changed by the caller, to flip it)."""
        self.home = pygame.FRect(spec.rect)
        self.z, self.tag, self.badge, self.owner, self.info = spec.z, spec.tag, spec.badge, spec.owner, spec.info
