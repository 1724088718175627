"""Statistics, from the title screen: per game and seat set-up, games played, won, lost, the best
score and the current streak (``app.platform.stats``). A damaged file is reported here (it was
moved aside); a long list scrolls with the mouse wheel or the arrow keys."""

from __future__ import annotations

import pygame

from rules import catalog

from ..platform import stats
from ..play.outcome import short_title
from ..ui import gfx
from .base import Host
from .grid import Grid
from .menu import MenuScene

HEADER = ["Game and set-up", "Played", "Won", "Lost", "Best", "Streak"]
EMPTY = "No games counted yet. Finish a game against the AI or with friends, and it is counted here."


def rows(records: list[stats.Record]) -> list[list[str]]:
    order = {g.id: i for i, g in enumerate(catalog.GAMES)}

    def title(game_id: str) -> str:
        try:
            return short_title(catalog.get(game_id).title)
        except KeyError:  # a game this version does not know: its id will do
            return game_id

    ranked = sorted(records, key=lambda r: (order.get(r.game, len(order)), -r.played, r.setup))
    return [[f"{title(r.game)} {r.setup}", str(r.played), str(r.won), str(r.lost),
             f"{r.best:g}" if r.best is not None else "-", stats.streak_words(r.streak) or "-"] for r in ranked]


class StatsScene(MenuScene):
    title = "Statistics"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        book = stats.book()
        self.message = book.load() or ""
        self.rows = rows([r for r in book.records if r.played or r.abandoned])
        self.first = 0
        self.grid: Grid | None = None
        self.area = pygame.Rect(0, 0, 1, 1)

    def shown(self) -> int:
        """How many rows fit on the page."""
        if self.grid is None:
            return 0
        room = self.area.h - 16 - gfx.scaled_size(15, self.app.size[1], self.app.text_scale) * 2
        return max(1, room // self.grid.row_h - 1)

    def build(self) -> None:
        w, h = self.app.size
        bh = self.button_height()
        top = self.heading()["bottom"].y + max(12, h // 40)
        bottom = h - bh - max(16, h // 30) * 2
        self.area = pygame.Rect(int(w * 0.05), top, int(w * 0.9), bottom - top)
        if self.rows:
            # measured with every row, shown a page at a time
            self.grid = Grid(HEADER, self.rows).fit(self.area.w - 24, gfx.scaled_size(18, h, self.app.text_scale))
        self.first = max(0, min(self.first, len(self.rows) - self.shown()))
        bw = max(200, int(w * 0.2))
        self.button(pygame.Rect((w - bw) // 2, h - bh - max(16, h // 30), bw, bh), "Back", self.back, "#back")

    def handle(self, event: pygame.event.Event) -> bool:
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            step = 1 if event.key == pygame.K_DOWN else self.shown()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            step = -1 if event.key == pygame.K_UP else -self.shown()
        if step:
            self.first = max(0, min(self.first + step, len(self.rows) - self.shown()))
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.under_a_page():
            return
        super().draw(surface)
        w, h = self.app.size
        if self.grid is None:
            t = gfx.wrapped(EMPTY, gfx.scaled_size(18, h, self.app.text_scale), int(w * 0.6), gfx.PAPER, False,
                            "center")
            surface.blit(t, t.get_rect(midtop=(w // 2, self.area.y + self.area.h // 6)))
            return
        page = self.rows[self.first:self.first + self.shown()]
        grid = Grid(self.grid.header, page, px=self.grid.px, widths=self.grid.widths, pad=self.grid.pad)
        plate = pygame.Rect(0, 0, grid.width + 24, grid.height + 16)
        plate.midtop = (w // 2, self.area.y)
        pygame.draw.rect(surface, gfx.PANEL, plate, border_radius=12)
        grid.draw(surface, (plate.x + 12, plate.y + 8))
        hidden = len(self.rows) - len(page)
        if hidden:
            more = f"Rows {self.first + 1}-{self.first + len(page)} of {len(self.rows)}: scroll for the rest"
            t = gfx.text(more, gfx.scaled_size(15, h, self.app.text_scale), gfx.PAPER)
            surface.blit(t, t.get_rect(midtop=(w // 2, plate.bottom + 6)))
