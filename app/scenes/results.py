"""The results: an opaque plate that ends every game (scored, ended early by the rules, conceded, abandoned).

It shows who won (and for a concession who conceded), why the game ended, each seat's score
broken down in the game's own terms (the adapter's ``Ending``: columns, one row per seat with its
colour-and-shape badge), the tie-break used, the game's notes, the statistics for this set-up,
and Play again (same seats, a new deal; a lesson's: the lesson again), New game and Title.

The scene is opaque (``overlay = False``): the table under it is not drawn at all, so none of its
messages or banners can show over the results. Everything is laid out for the window and the
text size: when it would not fit, every text on the plate shrinks together.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..play import outcome as ends
from ..ui import gfx
from . import navigation
from .base import Host
from .grid import Grid
from .menu import MenuScene

DANGER_TEXT = (255, 214, 214)


def ending_of(session: Any) -> Any:
    """The adapter's ``Ending`` for ``session`` as the person looking sees it (the rules' result,
    or ``None`` for a game ended outside the rules: the standings as they are)."""
    from ..games import adapter_for

    return adapter_for(session.game_id, session.names).ending(session.view(), session.result(), session.perspective)


def standings(ending: Any, players: int) -> list[float] | None:
    """A number per seat from the breakdown's last column (the total), or ``None`` when the
    breakdown does not give one for every seat."""
    totals: dict[int, float] = {}
    for row in ending.rows:
        match = re.search(r"-?\d+(?:\.\d+)?", row.cells[-1]) if row.cells else None
        if match:
            totals[row.seat] = float(match.group(0))
    return [totals[s] for s in range(players)] if len(totals) == players and set(totals) == set(range(players)) \
        else None


def badges_of(session: Any) -> dict[int, tuple[str, tuple]]:
    """Each seat's shape and colour as the table showed them (the adapter's ``seat_badge``)."""
    from ..games import adapter_for

    adapter, view = adapter_for(session.game_id, session.names), session.view()
    return {seat: adapter.seat_badge(view, seat) for seat in range(len(session.seats))}


def stats_line(session: Any) -> str:
    """"Castles vs Normal AI: 5 played, 3 won, best 14, streak 2 wins" once the game is counted."""
    counted = session.counted
    if counted is None:
        return ""
    if isinstance(counted, str):
        return counted
    return f"{ends.short_title(session.facts.title)} {counted.setup}: {counted.summary()}"


@dataclass
class Report:
    """Everything the plate says, in order."""

    headline: str
    tone: str
    reason: str
    grid: Grid | None
    lines: list[str] = field(default_factory=list)   # the breakdown as text, when there is no grid
    tiebreak: str = ""
    notes: list[str] = field(default_factory=list)
    stats: list[str] = field(default_factory=list)
    problem: str = ""  # a replay refused, said on the plate in red


def report(session: Any) -> Report:
    ending = ending_of(session)
    winners = session.winners()
    out = session.outcome
    head, tone = ends.headline(session.names, session.seats, winners, out, session.looking)
    reason = ending.reason or (ending.lines[0] if ending.lines else "")
    if out is not None and out.why:
        reason = f"{out.why} {reason}".strip()
    if out is not None and out.reason == ends.CONCEDED and winners and \
            sum(1 for i in range(len(session.seats)) if session.person_of(i) != out.by) > 1:
        reason += " Of the others, the leader on points wins."
    grid = None
    if ending.rows:
        conceded = set(out.losers) if out is not None and out.reason == ends.CONCEDED else set()
        rows, seats = [], []
        for row in sorted(ending.rows, key=lambda r: r.seat):
            mark = "Winner" if row.seat in winners else "Conceded" if row.seat in conceded and \
                session.person_of(row.seat) == out.by else ""
            rows.append([session.names[row.seat], *row.cells, mark])
            seats.append(row.seat)
        grid = Grid(["Player", *ending.columns, ""], rows, seats, [s in winners for s in seats],
                    badges=badges_of(session))
    lines = [] if grid is not None else list(ending.lines[1:])
    tiebreak = f"Tie-break: {ending.tiebreak}" if ending.tiebreak else ""
    problem = getattr(session.stats, "message", None) if session.stats is not None else None
    recorder = getattr(session, "recorder", None)
    kept = recorder.problem if recorder is not None else None  # the replay could not be written
    stats = [line for line in (problem, stats_line(session), kept) if line]
    return Report(head, tone, reason, grid, lines, tiebreak, list(ending.notes), stats)


class ResultsScene(MenuScene):
    title = ""
    overlay = False  # opaque: the table is not drawn under the results

    def __init__(self, app: Host, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.report = report(session)
        self.plate = pygame.Rect(0, 0, 1, 1)
        self.blocks: list[tuple[str, Any, pygame.Rect]] = []  # (kind, surface or grid, where)

    # --- layout ------------------------------------------------------------------------------------
    def layout(self) -> int:
        """Place every block on the plate; returns the y where the buttons go."""
        w, h = self.app.size
        rep, scale = self.report, self.app.text_scale
        margin = max(12, h // 40)
        bh = self.button_height()
        for k in (1.0, 0.92, 0.84, 0.76, 0.68, 0.6):
            def px(base: int) -> int:
                return max(12, int(gfx.scaled_size(base, h, scale) * k))

            plate_w = min(w - 2 * margin, max(int(w * 0.62), int(px(17) * 46)))
            inner = plate_w - 2 * max(16, px(17))
            pad = max(6, px(17) // 2)
            blocks: list[tuple[str, Any, pygame.Rect]] = []

            def add(kind: str, item: Any, height: int, gap: int) -> None:
                blocks.append((kind, item, pygame.Rect(0, 0, inner, height)))
                blocks[-1][2].y = gap  # the gap above it, resolved below

            head = gfx.wrapped(rep.headline, px(34), inner, self._tone_colour(), True, "center")
            add("headline", head, head.get_height(), 0)
            if rep.reason:
                t = gfx.wrapped(rep.reason, px(18), inner, gfx.PAPER, False, "center")
                add("text", t, t.get_height(), pad)
            if rep.grid is not None:
                rep.grid.fit(inner, px(18))
                add("grid", rep.grid, rep.grid.height, pad * 2)
            for line in rep.lines:
                t = gfx.wrapped(line, px(18), inner, gfx.WHITE, False, "center")
                add("text", t, t.get_height(), pad // 2)
            if rep.tiebreak:
                t = gfx.wrapped(rep.tiebreak, px(17), inner, gfx.GOLD, True, "center")
                add("text", t, t.get_height(), pad * 2)
            for i, note in enumerate(rep.notes):
                t = gfx.wrapped(note, px(15), inner, (205, 200, 185), False, "center")
                add("text", t, t.get_height(), pad * 2 if i == 0 and not rep.tiebreak else pad // 2)
            for i, line in enumerate(rep.stats):
                t = gfx.wrapped(line, px(16), inner, (190, 225, 210), False, "center")
                add("text", t, t.get_height(), pad * 2 if i == 0 else pad // 2)
            if rep.problem:
                t = gfx.wrapped(rep.problem, px(16), inner, DANGER_TEXT, True, "center")
                add("text", t, t.get_height(), pad * 2)
            body = sum(r.y + r.h for _, _, r in blocks)
            plate_h = body + bh + pad * 4 + 2 * max(16, px(17))
            if plate_h <= h - 2 * margin or k == 0.6:
                break
        self.plate = pygame.Rect(0, 0, plate_w, min(plate_h, h - 2 * margin))
        self.plate.center = (w // 2, h // 2)
        y = self.plate.y + max(16, px(17))
        self.blocks = []
        for kind, item, rect in blocks:
            y += rect.y
            width = item.width if kind == "grid" else rect.w
            self.blocks.append((kind, item, pygame.Rect(self.plate.centerx - width // 2, y, width, rect.h)))
            y += rect.h
        return self.plate.bottom - max(16, px(17)) - bh

    def _tone_colour(self) -> tuple:
        return DANGER_TEXT if self.report.tone == ends.LOSS else gfx.GOLD

    def build(self) -> None:
        y = self.layout()
        bh = self.button_height()
        gap = max(10, bh // 3)
        items = [("Play again", self.again, "#again"), ("New game", self.new_game, "#new_game"),
                 ("Title", self.to_title, "#title")]
        if self.session.tutorial:
            items[0] = ("Replay the lesson", self.again, "#again")
        elif self.replay_path() is not None:
            items.insert(1, ("Watch replay", self.watch_replay, "#watch_replay"))
        font = gfx.font(self.text_px)
        share = 0.22 if len(items) < 4 else 0.19
        widths = [max(font.size(label)[0] + self.text_px * 2, int(self.plate.w * share)) for label, _, _ in items]
        x = self.plate.centerx - (sum(widths) + gap * (len(items) - 1)) // 2
        for (label, fn, oid), bw in zip(items, widths):
            self.button(pygame.Rect(x, y, bw, bh), label, fn, oid)
            x += bw + gap

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.under_a_page():
            return
        self.app.draw_felt(surface, surface.get_rect(), self.session.facts.cooperative)
        plate = self.plate
        pygame.draw.rect(surface, gfx.PANEL, plate, border_radius=14)
        pygame.draw.rect(surface, gfx.GOLD if self.report.tone != ends.LOSS else gfx.DANGER, plate, 3,
                         border_radius=14)
        for kind, item, rect in self.blocks:
            if kind == "headline":
                if self.report.tone == ends.LOSS:
                    band = rect.inflate(24, 10)
                    pygame.draw.rect(surface, gfx.DANGER, band, border_radius=10)
                surface.blit(item, rect)
            elif kind == "grid":
                item.draw(surface, rect.topleft)
            else:
                surface.blit(item, rect)

    # --- the buttons -------------------------------------------------------------------------------
    def again(self) -> None:
        from ..platform import stats
        from ..play.session import Session

        s = self.session
        if s.tutorial:
            from .tutorial import start_tutorial

            navigation.to_title(self.app)
            start_tutorial(self.app, s.game_id)
            return
        session = Session.new(s.game_id, list(s.seats), random.randrange(1, 10**9), dict(s.options),
                              store=self.app.store)
        session.stats = stats.book()
        navigation.to_title(self.app)
        navigation.open_table(self.app, session)

    def replay_path(self) -> Any:
        """The file this game's replay was kept in (``None``: no replay, or it was refused)."""
        recorder = getattr(self.session, "recorder", None)
        kept = recorder.kept if recorder is not None else None
        return kept if kept is not None and kept.exists() else None  # a refused one was set aside

    def watch_replay(self) -> None:
        """The game again on its table, from the replay file; a refusal is said on the plate."""
        from .replay import watch

        message = watch(self.app, self.replay_path())
        if message:
            self.session.recorder.kept = None
            self.report.problem = message
            self.clear()
            self.build()

    def new_game(self) -> None:
        navigation.to_title(self.app)
        navigation.new_game(self.app)

    def to_title(self) -> None:
        navigation.to_title(self.app)

    def back(self) -> None:
        self.to_title()


def end_outside(session: Any, *, person: str | None = None, why: str = "") -> None:
    """End ``session`` outside the rules: ``person`` concedes (their seats lose; among several
    rivals the leader by the standings wins), or with ``why`` the game is abandoned (it cannot go
    on; nobody wins). ``navigation.show_results`` shows it afterwards."""
    if why:
        session.abandon(why)
    else:
        session.concede(person, standings(ending_of(session), len(session.seats)))
