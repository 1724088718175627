"""Pieces and zones: what lies on the table and where things may be dropped.

A ``Piece`` is keyed by a stable name chosen by the game adapter ("s12" for the piece in castle
slot 12), so when the layout changes the table can glide each piece from where it was to where
it now belongs. ``look`` says what the piece shows; the adapter renders it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

CARD, TILE, STANDEE, DIE = "card", "tile", "standee", "die"


@dataclass
class PieceSpec:
    """What the adapter wants on the table now."""

    key: str
    kind: str
    look: tuple[Any, ...]
    rect: pygame.FRect
    z: int = 0
    tag: str = ""        # a small label on the piece ("known: Trebuchet")
    badge: str = ""      # a number or mark in a corner (Watchtower pick order)
    owner: int | None = None
    info: str = ""       # words for hover and screen readers


@dataclass(eq=False)
class Piece:
    key: str
    kind: str
    look: tuple[Any, ...]
    rect: pygame.FRect            # where it is drawn now
    home: pygame.FRect            # where the layout puts it
    z: int = 0
    tag: str = ""
    badge: str = ""
    owner: int | None = None
    info: str = ""
    old_look: tuple[Any, ...] | None = None   # shown during the first half of a flip
    motion: "Motion | None" = None
    flip: float = 1.0             # 0..1 progress of a flip (1 = done)
    flip_speed: float = 0.0
    alpha: int = 255
    lifted: bool = False
    highlight: str = ""           # "", "legal", "noeffect", "focus"
    shake: float = 0.0

    @property
    def settled(self) -> bool:
        return self.motion is None and self.flip >= 1.0 and self.shake <= 0


@dataclass
class Zone:
    """A place on the table: a castle row, a hand, the deck, a drop target that appears while
    dragging. ``glow`` marks it as a legal drop for the piece in hand."""

    id: str
    rect: pygame.FRect
    label: str = ""
    glow: bool = False
    hot: bool = False             # the dragged piece is over it
    dropzone: bool = False        # drawn only while a drag offers it
    data: dict[str, Any] = field(default_factory=dict)


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Motion:
    """A glide from ``start`` to the piece's home after ``delay`` seconds."""

    start: pygame.FRect
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    via: tuple[float, float] | None = None  # a curve's control point (a swerve), centre coordinates

    def advance(self, piece: Piece, dt: float) -> bool:
        """Move ``piece`` along; True when the glide is over."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            piece.rect = pygame.FRect(self.start)
            return False
        if self.duration <= 0 or t >= self.duration:
            piece.rect = pygame.FRect(piece.home)
            return True
        k = ease_out(t / self.duration)
        s, e = self.start, piece.home
        piece.rect = pygame.FRect(s.x + (e.x - s.x) * k, s.y + (e.y - s.y) * k,
                                  s.w + (e.w - s.w) * k, s.h + (e.h - s.h) * k)
        if self.via is not None:  # a quadratic curve through the control point, centre to centre
            cx = (1 - k) ** 2 * s.centerx + 2 * (1 - k) * k * self.via[0] + k * k * e.centerx
            cy = (1 - k) ** 2 * s.centery + 2 * (1 - k) * k * self.via[1] + k * k * e.centery
            piece.rect.center = (cx, cy)
        return False
