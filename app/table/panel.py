"""The side panel beside the table: the game's title, a scoreboard line per seat (with the seat's
colour and shape badge), the game log (newest at the bottom, the wheel scrolls back), and room for
a lesson's text under the scoreboard when the table has no space for it."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..ui import gfx

TextSize = Callable[[int], int]
Badge = tuple[str, tuple[int, ...]]  # a seat's shape and colour
Row = tuple[Badge, str, str]         # its badge, name and score line


def panel_rect(size: tuple[int, int]) -> pygame.FRect:
    w, h = size
    widest = int(420 * max(1.0, h / 1080))  # the panel's text grows with the window's height
    panel_w = max(240, min(widest, int(w * 0.22)))
    return pygame.FRect(w - panel_w, 0, panel_w, h)


class SidePanel:
    def __init__(self) -> None:
        self.scroll = 0  # log lines scrolled back from the newest

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, self.scroll + lines)

    @staticmethod
    def _heading(rect: pygame.FRect, title: str, rows: Sequence[Row], text: TextSize
                 ) -> tuple[pygame.Surface, list[tuple[Badge, pygame.Surface, pygame.Surface]], float]:
        size = text(15)
        head = gfx.wrapped(title, text(18), int(rect.w - 24), gfx.GOLD, True)
        y = rect.y + 12 + head.get_height() + 8
        lines = []
        room = int(rect.w - 32 - size)  # right of the seat's badge
        for badge, name, detail in rows:
            n = gfx.fit_width(gfx.text(name, size, gfx.WHITE, True), room)
            d = gfx.wrapped(detail, size - 1, room, (210, 210, 200))  # a long score line wraps
            lines.append((badge, n, d))
            y += n.get_height() + d.get_height() + 6
        return head, lines, y + 6

    def free_top(self, rect: pygame.FRect, title: str, rows: Sequence[Row], text: TextSize) -> float:
        """Where the space under the scoreboard starts (a lesson's text may sit there)."""
        return self._heading(rect, title, rows, text)[2]

    def draw(self, surface: pygame.Surface, rect: pygame.FRect, title: str, rows: Sequence[Row],
             log: Sequence[str], text: TextSize, log_top: float | None = None) -> None:
        """``rows``: ((shape, colour), name, score line) per seat; the log starts at ``log_top`` when a lesson takes
        the space under the scoreboard."""
        pygame.draw.rect(surface, gfx.PANEL, rect)
        pygame.draw.line(surface, (80, 70, 50), rect.topleft, rect.bottomleft, 3)
        size = text(15)
        head, lines, top = self._heading(rect, title, rows, text)
        surface.blit(head, (rect.x + 12, rect.y + 12))
        y = rect.y + 12 + head.get_height() + 8
        for (shape, colour), name, detail in lines:
            surface.blit(gfx.badge(shape, size + 4, colour, gfx.WHITE), (rect.x + 12, y))
            surface.blit(name, (rect.x + 20 + size, y))
            y += name.get_height()
            surface.blit(detail, (rect.x + 20 + size, y))
            y += detail.get_height() + 6
        pygame.draw.line(surface, (70, 70, 70), (rect.x + 10, y), (rect.right - 10, y), 1)
        self._log(surface, rect, log, size, log_top if log_top is not None else top, rect.bottom - size * 2.2 - 24)

    def _log(self, surface: pygame.Surface, rect: pygame.FRect, lines: Sequence[str], size: int, top: float,
             bottom: float) -> None:
        blocks = []
        total = 0
        end = max(0, len(lines) - self.scroll)
        for line in reversed(lines[:end]):
            block = gfx.wrapped(line, size - 1, int(rect.w - 24), (225, 225, 215))
            total += block.get_height() + 3
            if total > bottom - top:
                break
            blocks.append(block)
        y = bottom
        for block in blocks:
            y -= block.get_height() + 3
            surface.blit(block, (rect.x + 12, y))
