"""The end-of-game count-up: each counted piece lights up in turn with its points while the seats'
totals count up at their areas (zones marked ``tally``), then the results open."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from ..ui import gfx
from .board import Board

GAP = 0.16  # seconds between pieces at normal speed


@dataclass(frozen=True)
class CountStep:
    """One piece counted at the end: ``points`` for ``seat`` (added to the total at its tally zone)."""

    piece: str
    seat: int
    points: int


class CountUp:
    def __init__(self, steps: Sequence[CountStep], start: float, time_scale: float) -> None:
        self.steps = list(steps) if time_scale > 0 else []
        self.start = start
        self.time_scale = time_scale
        self.scale = max(time_scale, 1e-6)

    def cues(self) -> list[tuple[float, str]]:
        """A click per counted piece, in time."""
        return [(self.start + i * GAP * self.scale, "click") for i in range(len(self.steps))]

    def over(self, clock: float) -> bool:
        return clock >= self.start + (len(self.steps) * GAP + 0.8) * self.time_scale

    def draw(self, surface: pygame.Surface, clock: float, board: Board, text: Callable[[int], int]) -> None:
        shown = int((clock - self.start) / (GAP * self.scale)) + 1
        totals: dict[int, int] = {}
        for i, step in enumerate(self.steps[:shown]):
            totals[step.seat] = totals.get(step.seat, 0) + step.points
            piece = board.pieces.get(step.piece)
            if piece is not None and i == min(shown, len(self.steps)) - 1:
                pygame.draw.rect(surface, gfx.GOLD, piece.rect.inflate(10, 10), 4, border_radius=12)
                label = gfx.text(f"+{step.points}", text(22), gfx.GOLD, True)
                surface.blit(label, label.get_rect(midbottom=(piece.rect.centerx, piece.rect.y - 4)))
        tallies = {z.seat: z for z in board.zones.values() if z.tally and z.seat is not None}
        for seat, total in totals.items():
            zone = tallies.get(seat)
            if zone is not None:
                label = gfx.text(f"{total}", text(28), gfx.WHITE, True)
                box = label.get_rect(midright=(zone.rect.right - 10, zone.rect.centery)).inflate(20, 8)
                pygame.draw.rect(surface, (0, 0, 0), box, border_radius=10)
                pygame.draw.rect(surface, gfx.GOLD, box, 2, border_radius=10)
                surface.blit(label, label.get_rect(center=box.center))
