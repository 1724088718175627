"""Plays an action's choreography on the table: pieces glide, flip, shake, tumble and play their
frames on the board, sounds are cued in time, projectiles fly, pictures are held over the table a
while (``Still``), and the notice is shown.

It knows no game: the adapter says what happens (``Choreography``); this says when, scaled by the
animation speed setting (0 = instant: everything lands at once and no sound waits).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from .choreography import Choreography, Projectile, Still
from .board import Board
from .dice import Tumble, face_of, with_face
from .layout import Layout
from .motion import Flipbook

Renderer = Callable[[tuple, int, int], pygame.Surface]


@dataclass
class Flight:
    """A projectile in the air, between two points fixed when the action was played."""

    projectile: Projectile
    start: pygame.Vector2
    end: pygame.Vector2
    t0: float
    duration: float

    def done(self, clock: float) -> bool:
        return clock > self.t0 + self.duration

    def where(self, clock: float) -> pygame.Vector2 | None:
        t = (clock - self.t0) / self.duration if self.duration > 0 else 1.0
        if not 0 <= t <= 1:
            return None
        pos = self.start.lerp(self.end, t)
        pos.y -= math.sin(math.pi * t) * max(80.0, self.start.distance_to(self.end) * self.projectile.arc)
        return pos


class Choreographer:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.sounds: list[tuple[float, str]] = []   # (when, name)
        self.flights: list[Flight] = []
        self.stills: list[tuple[Still, float, float]] = []  # (picture, from, until)

    def play(self, choreo: Choreography, layout: Layout, clock: float,
             before: dict[str, pygame.FRect] | None = None) -> None:
        """Show ``layout`` with ``choreo``'s motion; ``before`` holds where pieces were drawn just
        before the action (projectiles start and end there)."""
        board = self.board
        scale = board.time_scale
        board.show(layout.pieces, layout.zones, choreo.origins, choreo.delays, choreo.flips, choreo.routes)
        for key in choreo.shakes:
            board.shake(key)
        for roll in choreo.rolls:
            piece = board.pieces.get(roll.die)
            spec = layout.piece(roll.die)
            if piece is not None and spec is not None and spec.look and spec.look[-1] is None:
                piece.look = with_face(piece.look, roll.face)  # the layout leaves the die as it lands
            if piece is not None and scale > 0:
                before_face = face_of(piece.old_look) if piece.old_look is not None else None
                piece.flip, piece.old_look = 1.0, None  # a die tumbles to its new face; it does not flip
                piece.tumble = Tumble.for_roll(roll, scale, start=before_face)
        for key, frames in choreo.frames.items():
            piece = board.pieces.get(key)
            if piece is not None and scale > 0:
                piece.flip, piece.old_look = 1.0, None  # the frames lead to the new look: no flip
                piece.frames = Flipbook(frames.looks, frames.delay * scale, frames.pace * scale)
        for cue in choreo.sounds:
            self.sounds.append((clock + cue.delay * scale, cue.name))
        if scale > 0:
            self.stills += [(st, clock + st.delay * scale, clock + (st.delay + st.duration) * scale)
                            for st in choreo.stills]
        if scale > 0 and before is not None:
            for p in choreo.projectiles:
                if p.source in before and p.target in before:
                    self.flights.append(Flight(p, pygame.Vector2(before[p.source].center),
                                               pygame.Vector2(before[p.target].center), clock + p.delay * scale,
                                               p.flight * scale))

    def due_sounds(self, clock: float) -> list[str]:
        due = [name for when, name in self.sounds if when <= clock]
        self.sounds = [s for s in self.sounds if s[0] > clock]
        return due

    def update(self, clock: float) -> None:
        self.flights = [f for f in self.flights if not f.done(clock)]
        self.stills = [s for s in self.stills if s[2] > clock]

    @property
    def busy(self) -> bool:
        return bool(self.flights or self.stills)

    def draw(self, surface: pygame.Surface, clock: float, render: Renderer) -> None:
        for still, start, _ in self.stills:
            if clock >= start:
                rect = still.rect
                surface.blit(render(still.look, int(rect.w), int(rect.h)), rect.topleft)
        for flight in self.flights:
            pos = flight.where(clock)
            if pos is None:
                continue
            size = int(flight.projectile.size)
            pygame.draw.circle(surface, (0, 0, 0, 90), (pos.x + 4, pos.y + 6), size)
            image = render(flight.projectile.look, size * 2, size * 2)
            surface.blit(image, image.get_rect(center=(pos.x, pos.y)))

    def clear(self) -> None:
        self.sounds.clear()
        self.flights.clear()
        self.stills.clear()
