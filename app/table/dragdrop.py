"""Drag and drop: pick a piece up, carry it over the table, drop it.

While a piece is carried, the zones it may land on glow (``targets``) and the one under the
pointer is hot. A drop on a target gives the drags that land there (the caller turns them into
one action or a small choice); anywhere else is refused with a reason naming the places as the
table shows them, and the piece glides home.

A click (a press and a release in place) picks a piece up without carrying it: it stays home,
lifted, its targets glowing (``selected``) until a second click places it on one of them, or a
click elsewhere (or Esc) puts it down again, the same moves as dragging for those who prefer
to click.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from .board import Board
from .motion import Motion
from .pieces import Piece, Zone

LIFT = 0.05  # a lifted piece grows 5% (ART.md)
CLICK_SLOP = 6.0  # pixels a press may wander and still be a click


class DragAndDrop:
    def __init__(self) -> None:
        self.piece: Piece | None = None
        self.offset = (0.0, 0.0)
        self.targets: dict[str, list] = {}   # zone id -> the drags that land there
        self.dropzones: list[Zone] = []      # zones that exist only while this drag lasts
        self.hot: str | None = None
        self.start = (0.0, 0.0)              # where the press was
        self.travel = 0.0                    # the farthest the pointer went from there
        self.selected = False                # picked by a click: waits for a click on a target

    @property
    def active(self) -> bool:
        return self.piece is not None

    def glowing(self) -> set[str]:
        return set(self.targets) if self.piece is not None else set()

    def pick(self, piece: Piece, pos: tuple[float, float], targets: dict[str, list], dropzones: Sequence[Zone]) -> None:
        self.piece = piece
        piece.lifted = True
        piece.motion = None
        self.offset = (pos[0] - piece.rect.x, pos[1] - piece.rect.y)
        self.targets = targets
        self.dropzones = [z for z in dropzones if z.id in targets]
        self.hot = None
        self.start, self.travel, self.selected = (float(pos[0]), float(pos[1])), 0.0, False
        piece.rect.inflate_ip(piece.rect.w * LIFT, piece.rect.h * LIFT)

    @property
    def clicked(self) -> bool:
        """The press being released never left its place: a click, not a drag."""
        return self.travel < CLICK_SLOP

    def hold(self) -> None:
        """The piece was clicked: it waits at home, lifted, for a click on one of its targets."""
        if self.piece is None:
            return
        self.selected = True
        home = self.piece.home
        self.piece.rect = pygame.FRect(home).inflate(home.w * LIFT, home.h * LIFT)

    def aim(self, pos: tuple[float, float], board: Board) -> None:
        """The pointer moved over the table: the target under it is hot."""
        zone = board.zone_at(pos, self.targets, self.dropzones)
        self.hot = zone.id if zone is not None else None

    def carry(self, pos: tuple[float, float], board: Board) -> None:
        if self.piece is None:
            return
        if self.selected:  # a clicked piece stays home: only the target under the pointer lights
            self.aim(pos, board)
            return
        self.travel = max(self.travel, ((pos[0] - self.start[0]) ** 2 + (pos[1] - self.start[1]) ** 2) ** 0.5)
        self.piece.rect.x = pos[0] - self.offset[0]
        self.piece.rect.y = pos[1] - self.offset[1]
        self.aim(pos, board)

    def drop(self, pos: tuple[float, float], board: Board) -> tuple[Piece, list | None, Zone | None]:
        """(the piece, the drags landing under ``pos`` or None when refused, the zone under it)."""
        piece = self.piece
        assert piece is not None
        piece.lifted = False
        zone = board.zone_at(pos, self.targets, self.dropzones)
        landed = self.targets.get(zone.id) if zone is not None else None
        over = zone if zone is not None else board.zone_at(pos)
        self.piece, self.hot, self.selected = None, None, False
        return piece, landed, over

    def put_down(self, time_scale: float) -> Piece | None:
        """Give up a clicked piece (Esc, a click elsewhere): it settles home; returns it."""
        piece = self.piece
        if piece is None:
            return None
        piece.lifted = False
        self.refuse(piece, time_scale)
        self.piece, self.hot, self.selected = None, None, False
        self.clear()
        return piece

    def refuse(self, piece: Piece, time_scale: float) -> None:
        """The piece glides back home (at once when animations are instant)."""
        piece.rect.size = piece.home.size  # drop the lift
        if time_scale > 0:
            piece.motion = Motion(pygame.FRect(piece.rect), 0.3 * time_scale)
        else:
            piece.rect = pygame.FRect(piece.home)

    def why_not(self, board: Board, over: Zone | None) -> str:
        """The reason a drop was refused, naming the places the way the table shows them."""
        zones = {**board.zones, **{z.id: z for z in self.dropzones}}
        names = [zones[z].called for z in self.targets if z in zones and zones[z].called]
        names = list(dict.fromkeys(names))
        if not self.targets:
            return "That piece cannot be played now."
        if len(names) > 4:  # a long list reads worse than the glow shows
            where = f"one of the {len(names)} glowing places"
        else:
            where = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else (names[0] if names else "")
        if not where:
            return "Drop it on one of the glowing places."
        if over is None:
            return f"Drop it on {where}."
        return f"Not there: drop it on {where}."

    def clear(self) -> None:
        self.targets, self.dropzones = {}, []
