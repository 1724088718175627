"""A small table of text drawn on a plate: the results' breakdown and the statistics.

The first column holds names (with a seat's colour-and-shape badge when the row is a seat's),
the others figures, centred. ``Grid.fit`` picks the largest text size, at most the one asked for,
at which every column fits the width given, so a table never runs off its plate.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..ui import gfx

MIN_PX = 12


@dataclass
class Grid:
    header: list[str]
    rows: list[list[str]]
    seats: list[int | None] = field(default_factory=list)  # the seat whose badge starts each row
    marked: list[bool] = field(default_factory=list)         # rows to light up (the winners)
    badges: dict[int, tuple[str, tuple]] = field(default_factory=dict)  # seat -> its shape and colour
    px: int = 16
    widths: list[int] = field(default_factory=list)
    pad: int = 12

    # --- measuring ------------------------------------------------------------------------------------
    def _measure(self, px: int) -> tuple[list[int], int]:
        bold = gfx.font(px, True)  # every cell measured bold: a winner's row is drawn bold
        pad = max(8, px * 3 // 4)
        widths = []
        for i, title in enumerate(self.header):
            cells = [row[i] for row in self.rows if i < len(row)]
            wide = max([bold.size(title)[0]] + [bold.size(c)[0] for c in cells])
            if i == 0 and any(s is not None for s in self.seats):
                wide += self.badge_size(px) + pad // 2
            widths.append(wide + pad * 2)
        return widths, pad

    def fit(self, width: int, px: int) -> "Grid":
        """Take the largest text size up to ``px`` at which the table is at most ``width`` wide."""
        while True:
            widths, pad = self._measure(px)
            if sum(widths) <= width or px <= MIN_PX:
                break
            px -= 1
        self.px, self.widths, self.pad = px, widths, pad
        return self

    @staticmethod
    def badge_size(px: int) -> int:
        return max(14, int(px * 1.35))

    @property
    def row_h(self) -> int:
        return int(self.px * 1.9)

    @property
    def width(self) -> int:
        return sum(self.widths)

    @property
    def height(self) -> int:
        return self.row_h * (len(self.rows) + 1)

    # --- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, topleft: tuple[int, int]) -> None:
        x0, y0 = topleft
        rh = self.row_h
        line = (120, 110, 90)
        pygame.draw.line(surface, line, (x0, y0 + rh - 2), (x0 + self.width, y0 + rh - 2), 2)
        self._row(surface, self.header, x0, y0, gfx.GOLD, True, None)
        for r, cells in enumerate(self.rows):
            y = y0 + rh * (r + 1)
            marked = r < len(self.marked) and self.marked[r]
            if marked:
                band = pygame.Surface((self.width, rh - 4), pygame.SRCALPHA)
                band.fill((232, 185, 70, 60))
                surface.blit(band, (x0, y + 2))
            elif r % 2:
                band = pygame.Surface((self.width, rh - 4), pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                surface.blit(band, (x0, y + 2))
            seat = self.seats[r] if r < len(self.seats) else None
            self._row(surface, cells, x0, y, gfx.WHITE, marked, seat)

    def _row(self, surface: pygame.Surface, cells: list[str], x0: int, y: int, colour: tuple, bold: bool,
             seat: int | None) -> None:
        x = x0
        mid = y + self.row_h // 2
        for i, (cell, w) in enumerate(zip(cells, self.widths)):
            t = gfx.text(cell, self.px, colour, bold)
            if i == 0:
                left = x + self.pad
                if seat is not None:
                    size = self.badge_size(self.px)
                    shape, fill = self.badges.get(seat) or (gfx.PLAYER_SHAPES[seat % len(gfx.PLAYER_SHAPES)],
                                                            gfx.PLAYER_COLOURS[seat % len(gfx.PLAYER_COLOURS)])
                    badge = gfx.badge(shape, size, fill, gfx.WHITE)
                    surface.blit(badge, badge.get_rect(midleft=(left, mid)))
                    left += size + self.pad // 2
                elif any(s is not None for s in self.seats):
                    left += self.badge_size(self.px) + self.pad // 2
                surface.blit(t, t.get_rect(midleft=(left, mid)))
            else:
                surface.blit(t, t.get_rect(center=(x + w // 2, mid)))
            x += w
