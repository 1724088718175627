"""A layout: where everything on the table goes for one view, as plain values.

A game adapter's ``layout(view, area, perspective)`` returns one of these and keeps nothing; the
table turns it into moving pieces (``Board.show``), insets and labels on the felt, and lines
between the spaces of a board graph (``links``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

import pygame

from .pieces import PieceSpec, Zone

Point = tuple[float, float]
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Link:
    """A line drawn on the felt under the pieces: a doorway between two rooms, a path on a board."""

    points: tuple[Point, ...]
    width: float = 4.0
    colour: Colour = (214, 200, 160)
    dashed: bool = False


@dataclass(frozen=True)
class Layout:
    """Every piece and zone for one view, the prompt bar, and named places.

    ``regions`` name areas that are not zones (a guild, a track, where a lesson's text may sit:
    ``"lesson"``); ``sizes`` name the sizes the adapter chose ("card", "tile"), for things drawn
    at the same scale later (the hover enlargement, an arranging overlay, a flying stone).
    """

    pieces: tuple[PieceSpec, ...]
    zones: tuple[Zone, ...]
    prompt: pygame.FRect
    regions: Mapping[str, pygame.FRect] = field(default_factory=dict)
    sizes: Mapping[str, float] = field(default_factory=dict)
    links: tuple[Link, ...] = ()

    def zone(self, zone_id: str) -> Zone | None:
        return next((z for z in self.zones if z.id == zone_id), None)

    def piece(self, key: str) -> PieceSpec | None:
        return next((p for p in self.pieces if p.key == key), None)

    def size(self, name: str, default: float = 100.0) -> float:
        return float(self.sizes.get(name, default))
