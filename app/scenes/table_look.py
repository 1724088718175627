"""Drawing the table: the still background, glowing drop zones, the pieces with their outlines and
marks, projectiles, the count-up, the prompt bar, the side panel, buttons, hover and menus.

A mixin of ``TableScene``. Drawing never changes the game (Tuxemon's rule); it reads the scene.
"""

from __future__ import annotations

import pygame

from ..table import captions, layers
from ..table.overlays import dotted_path, glow_layer
from ..table.board import draw_piece
from ..table.pieces import Piece
from ..ui import gfx

HOVER_DELAY = 0.5


class TableLook:
    caption = ""  # what another seat just did (set by the scene from the choreography)
    _still_cache: tuple = (None, None)  # (what the still picture shows, the picture)
    _frame: dict = {}

    def pulse(self, speed: float = 1.5) -> float:
        """0..1..0 over time, for things that breathe; a steady middle once attention has settled
        (an idle table draws nothing new, and the app sleeps)."""
        if not self.attentive() and not self.drag.active:
            return 0.5
        return abs(((self.clock * speed) % 2) - 1)

    def draw(self, surface: pygame.Surface) -> None:
        hc = self.app.settings.high_contrast
        self._frame = self._decor_context()
        # A settled table (or one with a piece carried over it) is a still picture, drawn once and
        # then blitted: a frame after a wake-up or under a drag costs one copy. Only for the window
        # itself (a surface that records what is drawn on it gets every word, every time).
        still = self._still_key(hc) if type(surface) is pygame.Surface else None
        if still is not None:
            if still != self._still_cache[0]:
                layer = self.__dict__.get("_still_surface")
                if layer is None or layer.get_size() != self.app.size:
                    layer = self.__dict__["_still_surface"] = pygame.Surface(self.app.size).convert()
                self._draw_layered(layer, hc, skip_lifted=True)
                if self._reading_still():
                    self.reading.draw(layer)
                self._still_cache = (still, layer)
            surface.blit(self._still_cache[1], (0, 0))
            self._draw_glows(surface)
            if self.drag.active:  # the way the carried piece would take, under it
                self._draw_routes(surface)
            lifted = self.drag.piece
            if lifted is not None:
                draw_piece(surface, lifted, self.adapter.render, self._decorate)
        elif type(surface) is pygame.Surface:
            self._still_cache = (None, None)
            self._draw_layered(surface, hc)
        else:
            felt = self._felt(hc)
            surface.blit(felt, self.area.topleft, self.area)
            self._draw_glows(surface)
            self._draw_still(surface)
        self._draw_moving(surface, hc)

    def _draw_layered(self, surface: pygame.Surface, hc: bool, skip_lifted: bool = False) -> None:
        """A busy table: the pieces under every restless one (moving, pulsing, pointed at) are
        one kept picture with the felt and the words; the rest is drawn over it, in order."""
        ordered = [p for p in self.board.ordered() if not (skip_lifted and p.lifted)]
        under, glowing, fresh = layers.split(ordered, self._busy(), self._wide(), self.board.leaving)
        key = (layers.Same(self.layout), layers.Same(self.aff), hc, self.text(13), self._frame["deciding"],
               self._frame["focus"], self.session.to_act(), tuple(self.session.names), self.perspective)
        calm = {p.key for p in glowing}
        items = tuple((layers.piece_key(p), p.key in calm) for p in under)

        def draw(layer: pygame.Surface, piece: Piece) -> None:
            draw_piece(layer, piece, self.adapter.render, self._decorate_calm if piece.key in calm else self._decorate)

        def paint(layer: pygame.Surface) -> None:
            layer.blit(self._felt(hc), self.area.topleft, self.area)
            self._zone_words(layer)
            for piece in under:
                draw(layer, piece)

        def add(layer: pygame.Surface, added: list[int]) -> bool:  # pieces come to rest on top
            if not layers.on_top(under, added):
                return False
            for i in added:
                draw(layer, under[i])
            return True

        if not hasattr(self, "_base_layer"):
            self._base_layer = layers.Layer()
        picture = self._base_layer.get(key, self.app.size, paint, items, add)
        surface.blit(picture, self.area.topleft, self.area)
        if not skip_lifted:  # (a still picture: the drag's glows breathe over it)
            self._draw_glows(surface)
        for piece in glowing:
            self._decorate_pulse(surface, piece)
        for piece in self.board.leaving:
            draw_piece(surface, piece, self.adapter.render, self._decorate)
        for piece in fresh:
            draw_piece(surface, piece, self.adapter.render, self._decorate)
        self._draw_chrome(surface, hc, cached=True)

    def _wide(self) -> set[str]:
        """The breathing outlines that reach further: a lesson's ring, another seat's target."""
        frame = self._frame
        return set(frame["lesson"]) | (set(self.foreshadow[1]) if self.foreshadow is not None else set())

    def _busy(self) -> set[str]:
        """The pieces whose outline changes from frame to frame now."""
        frame = self._frame
        busy = set(frame["lesson"]) | {k for k, d in self.aff.decorations.items() if d.pulse}
        if frame["deciding"] and not frame["still"] and self.attentive():
            busy |= frame["active"]
        if self.foreshadow is not None:
            busy |= set(self.foreshadow[1])
        return busy

    def _felt(self, hc: bool) -> pygame.Surface:
        return self.background.get(self.app.size, pygame.Rect(self.area), self.board.zones.values(),
                                   self.layout.links, hc,
                                   lambda s, a: self.app.draw_felt(s, a, self.facts.cooperative))

    def _still_key(self, hc: bool) -> tuple | None:
        """What the still picture depends on (``None``: no still picture now: something moves, the
        pulses breathe, a lesson points, another seat's target glows)."""
        if self.board.animating or self.choreographer.busy or self.counting is not None or self.foreshadow is not None \
                or self.spotlight is not None:
            return None
        if not self.drag.active and (self.attentive() or self.gate is not None) and not self._reading_still():
            return None
        reading = self.reading
        shown = (id(reading), reading.first, reading.focus, reading.hot) if reading is not None else None
        return (shown, id(self.layout), id(self.aff), self.session.version, self.focus, self.hint_text, hc,
                tuple((b.hot, b.enabled, b.label) for b in self.buttons), len(self.session.log), self.side.scroll,
                self.app.size, self.drag.piece.key if self.drag.active else None, self._prompt(),
                self.session.is_human_turn(), self.perspective)

    def _reading_still(self) -> bool:
        """A reading over the table hides its pulses under the veil: table and reading are one
        still picture (redrawn when the reading scrolls or its focus moves); a piece carried
        meanwhile is drawn over both."""
        return self.reading is not None

    def _draw_still(self, surface: pygame.Surface) -> None:
        """Everything but the moving things, word by word (a surface that records what is drawn)."""
        self._zone_words(surface)
        self.board.draw(surface, self.adapter.render, self._decorate)
        self._draw_chrome(surface, self.app.settings.high_contrast, cached=False)

    def _zone_words(self, surface: pygame.Surface) -> None:
        captions.zone_words(surface, self.board, self.session.names, self.session.to_act(), self.text,
                            lambda seat: self.adapter.seat_badge(self.shown, seat))

    def _draw_chrome(self, surface: pygame.Surface, hc: bool, cached: bool) -> None:
        """The prompt bar, the banner, the side panel and the buttons (over the pieces)."""
        captions.prompt_bar(surface, self.layout.prompt, self._prompt(), self.text)
        if self.aff.banner and self._frame["deciding"]:
            captions.banner(surface, self.area, self.aff.banner, self.text)
        self._draw_panel(surface, cached)
        for button in self.buttons:
            button.draw(surface, self.text(16), hc)

    def _draw_moving(self, surface: pygame.Surface, hc: bool) -> None:
        self.choreographer.draw(surface, self.clock, self.adapter.render)
        if self.counting is not None and not self.results_shown:
            self.counting.draw(surface, self.clock, self.board, self.text)
        if self.arrange is not None:
            self.arrange.draw(surface, self.area, self.adapter.render, self.text(14))
            for button in self.buttons:  # above the arranging overlay's shade
                button.draw(surface, self.text(16), hc)
        self._draw_spotlight(surface)
        if not self.drag.active:
            self._draw_routes(surface)
        self.draw_stepper(surface)
        self._draw_hover(surface)
        if self.reading is not None and not (self._still_cache[0] is not None and self._reading_still()):
            self.reading.draw(surface)
        if self.menu.open:
            self.menu.draw(surface, self.area, self.text(17), hc)
        if self.gate is None:
            self.draw_toast(surface)

    def shown_routes(self) -> list[tuple[str, ...]]:
        """The ways shown now: the moves a menu asks about, the move the carried piece would make
        on the place under it."""
        routes = self.aff.routes
        if not routes:
            return []
        actions = [a for _, a in self.menu.options] if self.menu.open else []
        if self.drag.active and self.drag.hot is not None and self.drag.piece is not None:
            actions += [d.action for d in self.aff.drag_targets(self.drag.piece.key).get(self.drag.hot, [])]
        return [routes[a] for a in actions if a is not None and a in routes]

    def _draw_routes(self, surface: pygame.Surface) -> None:
        ways = [(route, "") for route in self.shown_routes()]
        if self._frame["deciding"] and not self.drag.active and not self.menu.open:
            ways += [((a, b), words) for a, b, words in self.aff.arrows]
        for route, words in ways:
            points = []
            for key in route:
                thing = self.board.pieces.get(key) or self.board.zones.get(key)
                if thing is not None:
                    points.append(thing.rect.center)
            dotted_path(surface, points, self.text(16), words)

    def _decor_context(self) -> dict:
        """What every piece's outline needs, worked out once a frame."""
        deciding = self.session.is_human_turn()
        focused = self.focused_action() if deciding else None
        return {"deciding": deciding, "active": self.aff.clickable() | self.aff.draggable() if deciding else set(),
                "focus": self.aff.focus.get(focused) if focused is not None else None,
                "still": self.drag.active,
                "lesson": self.gate.marked_pieces() if self.gate is not None else set()}

    def draw_toast(self, surface: pygame.Surface) -> None:
        if self.toast_time > 0 and self.toast:
            captions.toast(surface, self.area, self.toast, self.text, self.toast_kind)
        greyed = next((b for b in self.buttons if b.hot and not b.enabled and b.why), None)
        if greyed is not None:  # why it is greyed out
            captions.tip(surface, greyed.rect, pygame.FRect(0, 0, *self.app.size), greyed.why, self.text)

    def _prompt(self) -> str:
        if self.hint_text:
            return self.hint_text
        if self.session.result() is not None:
            return "Game over"
        if self.session.is_human_turn():
            return self.lesson_prompt() or self.aff.prompt
        seat = self.session.to_act()
        if self.caption:
            return self.caption
        return f"{self.session.names[seat]} is thinking..." if seat is not None else ""

    def glow(self, surface: pygame.Surface, rect: pygame.FRect, hot: bool, colour: tuple = gfx.GOLD) -> None:
        level = 8 if hot else int(8 * self.pulse())  # a pulse in 9 steps
        surface.blit(glow_layer(int(rect.w) + 12, int(rect.h) + 12, level, hot, colour), (rect.x - 6, rect.y - 6))

    def _tint(self, key: str) -> tuple:
        deco = self.aff.decorations.get(key)
        return deco.tint if deco is not None and deco.tint is not None else gfx.GOLD

    def _draw_glows(self, surface: pygame.Surface) -> None:
        if self.drag.active:
            extra = {z.id: z for z in self.drag.dropzones}
            for zone_id in self.drag.targets:
                zone = extra.get(zone_id) or self.board.zones.get(zone_id)
                if zone is None:
                    continue
                self.glow(surface, zone.rect, self.drag.hot == zone_id, self._tint(zone_id))
                if zone.dropzone and zone.label:
                    label = gfx.text(zone.label, self.text(16), gfx.WHITE, True)
                    surface.blit(label, label.get_rect(center=zone.rect.center))
        if self.foreshadow is not None:
            for key in self.foreshadow[1]:
                if key in self.board.zones:
                    self.glow(surface, self.board.zones[key].rect, True, gfx.WHITE)

    def _draw_spotlight(self, surface: pygame.Surface) -> None:
        """What a clicked piece points out: zones are washed and pieces outlined, each in its
        colour; the pulsing ones breathe (a red alarm, say)."""
        if self.spotlight is None:
            return
        light = self.spotlight[0]
        breath = abs(((self.clock * 2.5) % 2) - 1)
        for key, colour in light.marks:
            pulsing = key in light.pulse
            zone, piece = self.board.zones.get(key), self.board.pieces.get(key)
            rect = zone.rect if zone is not None else piece.rect if piece is not None else None
            if rect is None:
                continue
            if zone is not None:  # a place: a wash of its colour, its words still readable
                wash = pygame.Surface((max(1, int(rect.w)), max(1, int(rect.h))), pygame.SRCALPHA)
                pygame.draw.rect(wash, (*colour[:3], int(50 + 40 * breath) if pulsing else 70), wash.get_rect(),
                                 border_radius=10)
                surface.blit(wash, rect.topleft)
                continue
            grow = 6 + (8 * breath if pulsing else 0)
            pygame.draw.rect(surface, (20, 16, 10), rect.inflate(grow + 4, grow + 4), 2, border_radius=10)
            pygame.draw.rect(surface, colour, rect.inflate(grow, grow), 4, border_radius=10)

    def _decorate(self, surface: pygame.Surface, piece: Piece) -> None:
        self._decorate_calm(surface, piece)
        self._decorate_pulse(surface, piece)

    def _decorate_calm(self, surface: pygame.Surface, piece: Piece) -> None:
        """The marks around a piece that stay the same from frame to frame."""
        aff, rect, frame = self.aff, piece.rect, self._frame
        deco = aff.decorations.get(piece.key)
        if frame["deciding"]:
            if deco is not None and deco.no_effect:
                pygame.draw.rect(surface, gfx.GREY, rect.inflate(6, 6), 3, border_radius=10)
            if deco is not None and deco.mark is not None:
                size = max(16, int(min(rect.w, rect.h) * 0.32))
                mark = self.adapter.render(deco.mark, size, size)
                surface.blit(mark, mark.get_rect(center=(rect.x + size * 0.65, rect.centery)))
        if self.app.settings.high_contrast:
            pygame.draw.rect(surface, (0, 0, 0), rect, 2, border_radius=8)
        if frame["focus"] == piece.key:
            pygame.draw.rect(surface, gfx.WHITE, rect.inflate(12, 12), 3, border_radius=12)
        _badge_and_tag(surface, piece, self.text(13))

    def _decorate_pulse(self, surface: pygame.Surface, piece: Piece) -> None:
        """The outlines that breathe: what may be played, what a lesson or another seat points at."""
        aff, rect, frame = self.aff, piece.rect, self._frame
        deco = aff.decorations.get(piece.key)
        if frame["deciding"] and piece.key in frame["active"] and not (deco is not None and deco.no_effect):
            colour = self._tint(piece.key)
            width = 3 if colour == gfx.GOLD else 5
            breath = 0.5 if frame["still"] else self.pulse()  # still while a piece is carried
            alpha = int(150 + 100 * (0.5 + 0.5 * breath))
            pygame.draw.rect(surface, (*colour, alpha), rect.inflate(6, 6), width, border_radius=10)
        if self.foreshadow is not None and piece.key in self.foreshadow[1]:
            self.glow(surface, rect, True, gfx.WHITE)
        if piece.key in frame["lesson"]:
            grow = 10 + 6 * (0.5 + 0.5 * self.pulse(2))
            pygame.draw.rect(surface, gfx.WHITE, rect.inflate(grow, grow), 3, border_radius=12)
        if deco is not None and deco.pulse:  # e.g. the effect resolving now
            grow = 4 + 4 * (0.5 + 0.5 * self.pulse(2))
            pygame.draw.rect(surface, gfx.GOLD, rect.inflate(grow, grow), 3, border_radius=8)

    def _draw_panel(self, surface: pygame.Surface, cached: bool = False) -> None:
        rows = self._panel_rows()
        top = self.lesson_log_top()
        if not cached:
            self.side.draw(surface, self.panel, self.facts.title, rows, self.session.log, self.text, top)
            return
        # the panel changes with a move, a log line or a scroll: one kept picture between those
        log = self.session.log
        key = (self.facts.title, tuple(rows), len(log), log[-1] if log else "", self.side.scroll, top,
               self.text(15), self.text(18))
        rect = pygame.FRect(0, 0, self.panel.w, self.panel.h)
        if not hasattr(self, "_panel_layer"):
            self._panel_layer = layers.Layer()
        shift = None if top is None else top - self.panel.y
        picture = self._panel_layer.get(key, (int(rect.w) + 1, int(rect.h) + 1), lambda s: self.side.draw(
            s, rect, self.facts.title, rows, log, self.text, shift))
        surface.blit(picture, self.panel.topleft)

    def _panel_rows(self) -> list[tuple[tuple[str, tuple[int, ...]], str, str]]:
        return [(self.adapter.seat_badge(self.shown, seat), self.session.names[seat], line)
                for seat, line in self.adapter.scoreboard(self.shown, self.perspective)]

    def lesson_log_top(self) -> float | None:
        """Where the log starts when a lesson's text takes the space under the scoreboard."""
        return self.gate.panel_bottom() if self.gate is not None else None

    def panel_free_top(self) -> float:
        rows = self._panel_rows()
        return self.side.free_top(self.panel, self.facts.title, rows, self.text)

    def hover_words(self) -> tuple[str, ...]:
        """The tooltip's lines for what is under the pointer: a piece (what it is, then what acting
        on it does now), or the zone under a pointer that no piece speaks for (what it holds)."""
        zone = self.board.zones.get(self.hover_zone or "")
        if zone is not None:
            return (zone.info,)
        piece = self.board.pieces.get(self.hover_key or "")
        if piece is None:
            return ()
        return tuple(t for t in (piece.info, self.aff.hover.get(piece.key, "")) if t)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        if self.drag.active or self.menu.open:
            return
        words = self.hover_words() if self.hover_time > 0.15 else ()
        zone = self.board.zones.get(self.hover_zone or "")
        if zone is not None:
            captions.hover(surface, self.area, zone, words, None, self.text)
            return
        piece = self.board.pieces.get(self.hover_key or "")
        if piece is None:
            return
        large = self.adapter.large(piece.look, self.layout) if self.show_large or self.hover_time > HOVER_DELAY \
            else None
        captions.hover(surface, self.area, piece, words, large, self.text)


def _badge_and_tag(surface: pygame.Surface, piece: Piece, tag_size: int) -> None:
    rect = piece.rect
    if piece.badge:  # bottom-left: the corner a fanned row leaves visible
        r = max(10, int(rect.w * 0.16))
        centre = (rect.x + r + 2, rect.bottom - r - 2)
        pygame.draw.circle(surface, gfx.GOLD, centre, r)
        pygame.draw.circle(surface, gfx.INK, centre, r, 2)
        label = gfx.text(piece.badge, int(r * 1.3), gfx.INK, True)
        surface.blit(label, label.get_rect(center=centre))
    if piece.tag:
        label = gfx.text(piece.tag, tag_size, gfx.WHITE, True)
        bg = label.get_rect(midtop=(rect.centerx, rect.bottom + 2)).inflate(8, 2)
        pygame.draw.rect(surface, (0, 0, 0, 170), bg, border_radius=6)
        surface.blit(label, label.get_rect(center=bg.center))
