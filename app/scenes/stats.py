"""Statistics, from the title screen: per game and seat set-up, games played, won, lost, the best
score and the current streak (``app.platform.stats``). A damaged file is reported here (it was
moved aside); a long list scrolls with the mouse wheel or the arrow keys.

Recent games (a second page) lists the replays kept of the last finished games, newest first:
pick one (a click, or the arrow keys) and Watch replay (or a double click, or Enter) plays it back
on its table; a replay that does not match the rules is refused here with its reason."""

from __future__ import annotations

import time
from typing import Any

import pygame

from rules import catalog

from ..platform import stats
from ..play import replay_file
from ..play.outcome import short_title
from ..ui import gfx
from .base import Host
from .grid import Grid
from .menu import MenuScene

HEADER = ["Game and set-up", "Played", "Won", "Lost", "Best", "Streak"]
EMPTY = "No games counted yet. Finish a game against the AI or with friends, and it is counted here."
RECENT = ["When", "Game and set-up", "Result", "Moves"]
NO_REPLAYS = "No replays yet. Every game you finish is kept here, to watch again (the last 50)."
RECENT_PAGE, RECORDS_PAGE = "recent", "records"
DOUBLE_CLICK = 0.4


def title(game_id: str) -> str:
    try:
        return short_title(catalog.get(game_id).title)
    except KeyError:  # a game this version does not know: its id will do
        return game_id


def recent_rows(entries: list[tuple[Any, Any]]) -> list[list[str]]:
    """One row per replay file, newest first; a file that cannot be used says so."""
    out = []
    for path, rep in entries:
        if isinstance(rep, str):
            out.append(["-", "A replay this version cannot play", "-", "-"])
        else:
            when = time.strftime("%d %b %H:%M", time.localtime(rep.when)) if rep.when else "-"
            out.append([when, f"{title(rep.game_id)} {rep.setup}".strip(), rep.headline or "-",
                        str(len(rep.decisions))])
    return out


def rows(records: list[stats.Record]) -> list[list[str]]:
    order = {g.id: i for i, g in enumerate(catalog.GAMES)}

    ranked = sorted(records, key=lambda r: (order.get(r.game, len(order)), -r.played, r.setup))
    return [[f"{title(r.game)} {r.setup}", str(r.played), str(r.won), str(r.lost),
             f"{r.best:g}" if r.best is not None else "-", stats.streak_words(r.streak) or "-"] for r in ranked]


class StatsScene(MenuScene):
    title = "Statistics"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        book = stats.book()
        self.message = book.load() or ""
        self.records = rows([r for r in book.records if r.played or r.abandoned])
        self.shelf = replay_file.ReplayShelf(book.path.parent / replay_file.FOLDER)
        self.entries: list[tuple[Any, Any]] = []
        self.page = RECORDS_PAGE
        self.rows = self.records     # the rows of the page shown
        self.selected = 0            # the recent game Watch replay plays
        self.last_click = (-1.0, -1)
        self.first = 0
        self.grid: Grid | None = None
        self.area = pygame.Rect(0, 0, 1, 1)
        self.plate = pygame.Rect(0, 0, 0, 0)

    def shown(self) -> int:
        """How many rows fit on the page."""
        if self.grid is None:
            return 0
        room = self.area.h - 16 - gfx.scaled_size(15, self.app.size[1], self.app.text_scale) * 2
        return max(1, room // self.grid.row_h - 1)

    def build(self) -> None:
        w, h = self.app.size
        bh = self.button_height()
        recent = self.page == RECENT_PAGE
        if recent:
            self.entries = self.shelf.entries()  # read afresh: a refused replay has left the list
            self.rows = recent_rows(self.entries)
            self.selected = max(0, min(self.selected, len(self.rows) - 1))
        self.title = "Recent games" if recent else "Statistics"
        top = self.heading()["bottom"].y + max(12, h // 40)
        bottom = h - bh - max(16, h // 30) * 2
        self.area = pygame.Rect(int(w * 0.05), top, int(w * 0.9), bottom - top)
        self.grid = None
        if self.rows:
            # measured with every row, shown a page at a time
            self.grid = Grid(RECENT if recent else HEADER, self.rows).fit(
                self.area.w - 24, gfx.scaled_size(18, h, self.app.text_scale))
        self.first = max(0, min(self.first, len(self.rows) - self.shown()))
        if self.grid is not None:  # the plate of the rows shown (a click on it picks a row)
            self.plate = pygame.Rect(0, 0, self.grid.width + 24,
                                     self.grid.row_h * (min(self.shown(), len(self.rows)) + 1) + 16)
            self.plate.midtop = (w // 2, self.area.y)
        items = [("Watch replay", self.watch, "#watch_replay")] if recent and self.rows else []
        items += [("Statistics", self.show_records, "#records") if recent else
                  ("Recent games", self.show_recent, "#recent"), ("Back", self.back, "#back")]
        bw = max(200, int(w * 0.2))
        gap = max(10, bh // 3)
        x = (w - len(items) * bw - (len(items) - 1) * gap) // 2
        for label, fn, oid in items:
            self.button(pygame.Rect(x, h - bh - max(16, h // 30), bw, bh), label, fn, oid)
            x += bw + gap

    # --- the pages -----------------------------------------------------------------------------------
    def show_recent(self) -> None:
        self._turn(RECENT_PAGE)

    def show_records(self) -> None:
        self.rows = self.records
        self._turn(RECORDS_PAGE)

    def _turn(self, page: str) -> None:
        self.page, self.first, self.message = page, 0, ""
        self.clear()
        self.build()

    def watch(self) -> None:
        """Play the selected recent game back on its table (a refusal is said here)."""
        from .replay import watch

        if self.page != RECENT_PAGE or not self.entries:
            return
        message = watch(self.app, self.entries[self.selected][0])
        if message:
            self.message = message
            self.clear()
            self.build()

    def _select(self, index: int) -> None:
        self.selected = max(0, min(index, len(self.rows) - 1))
        shown = self.shown()
        self.first = min(max(self.first, self.selected - shown + 1), self.selected)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if self.grid is None or not self.plate.collidepoint(pos):
            return None
        row = (pos[1] - self.plate.y - 8) // self.grid.row_h - 1
        index = self.first + row
        return index if 0 <= row < self.shown() and index < len(self.rows) else None

    def handle(self, event: pygame.event.Event) -> bool:
        recent = self.page == RECENT_PAGE
        if recent and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self._row_at(event.pos)
            if index is not None:
                now = time.monotonic()
                double = self.last_click[1] == index and now - self.last_click[0] < DOUBLE_CLICK
                self.last_click = (now, index)
                self._select(index)
                if double:
                    self.watch()
                return True
        if recent and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
            return True
        if recent and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.watch()
            return True
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
        recent = self.page == RECENT_PAGE
        if self.grid is None:
            t = gfx.wrapped(NO_REPLAYS if recent else EMPTY, gfx.scaled_size(18, h, self.app.text_scale),
                            int(w * 0.6), gfx.PAPER, False, "center")
            surface.blit(t, t.get_rect(midtop=(w // 2, self.area.y + self.area.h // 6)))
            return
        page = self.rows[self.first:self.first + self.shown()]
        marked = [recent and self.first + i == self.selected for i in range(len(page))]
        grid = Grid(self.grid.header, page, marked=marked, px=self.grid.px, widths=self.grid.widths,
                    pad=self.grid.pad)
        plate = pygame.Rect(0, 0, grid.width + 24, grid.height + 16)
        plate.midtop = (w // 2, self.area.y)
        pygame.draw.rect(surface, gfx.PANEL, plate, border_radius=12)
        grid.draw(surface, (plate.x + 12, plate.y + 8))
        hidden = len(self.rows) - len(page)
        if hidden:
            more = f"Rows {self.first + 1}-{self.first + len(page)} of {len(self.rows)}: scroll for the rest"
            t = gfx.text(more, gfx.scaled_size(15, h, self.app.text_scale), gfx.PAPER)
            surface.blit(t, t.get_rect(midtop=(w // 2, plate.bottom + 6)))
