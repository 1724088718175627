"""A reading overlay: a long story text on an opaque plate, with the choices under it.

Why: event cards, story texts and any game's long passages are too long
for a card face or the prompt bar. The adapter offers a ``Reading`` picker (title, text, choices:
``app.games.contract``); the table shows it with this panel: a title, the text wrapped to a
comfortable line length (scrolling with the wheel or PageUp/PageDown when it does not fit) and
one button per choice. Nothing here knows a game; it is layout, drawing and hit-testing only,
and the scene turns the chosen index into the picker's action.

Readable by design: an opaque parchment plate (never text on the felt), text sizes from
``gfx.scaled_size`` (at least 14 px at 720 px high, larger with the text-size setting), whole
lines only (a line is never cut in half at the bottom of the text box), and the focused choice
marked by a thick ring and a pointer as well as by colour.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from ..ui import gfx
from . import layers

WHEEL_LINES = 3  # lines scrolled per wheel notch


def _label(choice: Any) -> str:
    """A choice given as a label or as a (label, action) pair, as ``Reading.choices`` holds them."""
    if isinstance(choice, tuple):
        return str(choice[0])
    return str(choice)


def wrap(text: str, font: pygame.font.Font, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` pixels: at spaces, at explicit newlines
    (blank lines kept), and inside a word only when the word alone is too long."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:  # a word longer than the line
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut] + "-")[0] > width:
                    cut -= 1
                lines.append(word[:cut] + "-")
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


class ReadingPanel:
    """The panel for one reading: built for ``area`` (the table's part of the window) and the
    text-size setting ``text_scale``; rebuild it when either changes.

    ``choices``: labels, or (label, action) pairs. Geometry after construction: ``rect`` (the
    plate), ``title_rect``, ``text_rect`` (the text box), ``choice_rects``; ``lines`` are the
    wrapped text lines, ``first`` the first one shown, ``shown`` how many fit.
    """

    def __init__(self, title: str, text: str, choices: Sequence[Any], area: pygame.FRect | pygame.Rect,
                 text_scale: float = 1.0, *, window_height: int | None = None) -> None:
        self.title = title
        self.text = text
        self.labels = [_label(c) for c in choices]
        self.area = pygame.FRect(area)
        self.text_scale = text_scale
        self.window_height = window_height or int(self.area.bottom)
        self.first = 0
        self.focus = 0 if self.labels else -1
        self.hot = -1
        scale = text_scale
        for _ in range(12):  # shrink the type only when even three lines of text would not fit
            if self._build(scale) or scale <= 0.6:
                break
            scale *= 0.9

    # --- layout ---------------------------------------------------------------------------------------
    def _size(self, base: int, scale: float) -> int:
        return gfx.scaled_size(base, self.window_height, scale, minimum=12 if scale < self.text_scale else 14)

    def _build(self, scale: float) -> bool:
        """Lay the panel out at type ``scale``; False when three lines of text and the choices do
        not fit the area (the caller tries smaller type)."""
        area = self.area
        self.body_size = self._size(18, scale)
        self.title_size = self._size(23, scale)
        self.choice_size = self._size(17, scale)
        body = gfx.font(self.body_size)
        self.line_h = body.get_linesize()
        margin = max(8.0, min(area.w, area.h) * 0.04)
        self.pad = pad = max(10.0, self.body_size * 0.9)
        width = min(area.w - 2 * margin, max(self.body_size * 34.0, area.w * 0.55))
        inner_w = width - 2 * pad
        self.title_lines = wrap(self.title, gfx.font(self.title_size, True), inner_w)
        title_h = len(self.title_lines) * gfx.font(self.title_size, True).get_linesize()
        # choices: each a button as tall as its wrapped label
        cf = gfx.font(self.choice_size, True)
        self.choice_pad = cp = max(6.0, self.choice_size * 0.5)
        marker = self.choice_size * 1.3  # room for the focus pointer at the left
        self.choice_lines = [wrap(label, cf, inner_w - 2 * cp - marker) for label in self.labels]
        heights = [len(lines) * cf.get_linesize() + 2 * cp for lines in self.choice_lines]
        gap = max(6.0, self.choice_size * 0.45)
        choices_h = sum(heights) + gap * max(0, len(heights) - 1)
        section = pad * 0.8  # between title, text and choices
        max_h = area.h - 2 * margin
        fixed = pad + title_h + section + section + choices_h + pad
        room = max_h - fixed  # for the text box
        self.lines = wrap(self.text, body, inner_w)
        full = len(self.lines) * self.line_h
        self.scrolls = full > room
        if self.scrolls:  # a scroll bar takes a strip on the right: wrap again, narrower
            self.bar_w = max(8.0, self.body_size * 0.55)
            self.lines = wrap(self.text, body, inner_w - self.bar_w - pad * 0.5)
            self.shown = max(0, int(room // self.line_h))
        else:
            self.bar_w = 0.0
            self.shown = len(self.lines)
        text_h = self.shown * self.line_h
        height = fixed + text_h
        self.rect = pygame.FRect(0, 0, width, height)
        self.rect.center = area.center
        x0 = self.rect.x + pad
        self.title_rect = pygame.FRect(x0, self.rect.y + pad, inner_w, title_h)
        text_w = inner_w - (self.bar_w + pad * 0.5 if self.scrolls else 0)
        self.text_rect = pygame.FRect(x0, self.title_rect.bottom + section, text_w, text_h)
        self.bar_rect = pygame.FRect(self.rect.right - pad - self.bar_w, self.text_rect.y, self.bar_w, text_h)
        y = self.text_rect.bottom + section
        self.choice_rects = []
        for h in heights:
            self.choice_rects.append(pygame.FRect(x0, y, inner_w, h))
            y += h + gap
        self.first = min(self.first, self.max_first)
        return self.shown >= min(3, len(self.lines))

    @property
    def max_first(self) -> int:
        """The last possible first line (0 when everything fits)."""
        return max(0, len(self.lines) - self.shown)

    def visible_lines(self) -> list[str]:
        return self.lines[self.first:self.first + self.shown]

    # --- input ------------------------------------------------------------------------------------------
    def scroll(self, lines: int) -> None:
        """Scroll the text by ``lines`` (positive: further down the text)."""
        self.first = max(0, min(self.max_first, self.first + int(lines)))

    def choice_at(self, pos: tuple[float, float]) -> int | None:
        """The index of the choice under ``pos``, or ``None``."""
        for i, rect in enumerate(self.choice_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def hover(self, pos: tuple[float, float]) -> None:
        hot = self.choice_at(pos)
        self.hot = -1 if hot is None else hot

    def key(self, key: int, mod: int = 0) -> int | None:
        """A key pressed: Tab / arrows move the focus among the choices (Shift+Tab, Up and Left
        go back), PageUp / PageDown / Home / End scroll the text, Enter or Space chooses the
        focused choice (its index is returned; otherwise ``None``)."""
        n = len(self.labels)
        if key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT) and n:
            back = key in (pygame.K_UP, pygame.K_LEFT) or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
            self.focus = (self.focus + (-1 if back else 1)) % n if self.focus >= 0 else (n - 1 if back else 0)
        elif key == pygame.K_PAGEDOWN:
            self.scroll(max(1, self.shown - 1))
        elif key == pygame.K_PAGEUP:
            self.scroll(-max(1, self.shown - 1))
        elif key == pygame.K_HOME:
            self.first = 0
        elif key == pygame.K_END:
            self.first = self.max_first
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < n:
            return self.focus
        return None

    def handle(self, event: pygame.event.Event) -> int | None:
        """One pygame event; the index of the choice it makes, if any (a click, Enter)."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * WHEEL_LINES)
        elif event.type == pygame.MOUSEMOTION:
            self.hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.scroll(WHEEL_LINES if event.button == 5 else -WHEEL_LINES)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.choice_at(event.pos)
            if index is not None:
                self.focus = index
            return index
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        return None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, shade: bool = True) -> None:
        """The panel (and, with ``shade``, a dark veil over the rest of ``area``). On the window
        the plate with its text is one kept picture, drawn again only when the text scrolls; the
        choices are drawn over it (a surface that records what is drawn gets every word, every time)."""
        if shade:  # black at 140/255 over the table: the same as darkening it to 115/255
            surface.fill((115, 115, 115), pygame.Rect(self.area), special_flags=pygame.BLEND_MULT)
        if type(surface) is not pygame.Surface:
            self._draw_plate(surface)
            self._draw_choices(surface)
            return
        margin = 14 + 6
        box = pygame.Rect(self.rect).inflate(2 * margin, 2 * margin)
        key = (layers.epoch(), self.first, tuple(box))
        if getattr(self, "_kept", (None,))[0] != key:
            big = pygame.Surface((max(1, box.right), max(1, box.bottom)), pygame.SRCALPHA)
            self._draw_plate(big)
            picture = big.subsurface(box.clip(big.get_rect())).copy()
            self._kept = (key, picture.convert_alpha() if pygame.display.get_surface() is not None else picture)
        surface.blit(self._kept[1], box.topleft)
        self._draw_choices(surface)

    def _draw_plate(self, surface: pygame.Surface) -> None:
        r = self.rect
        radius = max(8, int(self.pad * 0.8))
        sh = gfx.shadow(int(r.w), int(r.h), radius, 14, 150)
        surface.blit(sh, (r.x - 14 + 4, r.y - 14 + 6))
        pygame.draw.rect(surface, gfx.PAPER, r, border_radius=radius)
        pygame.draw.rect(surface, (120, 88, 40), r, 3, border_radius=radius)
        pygame.draw.rect(surface, (214, 186, 120), r.inflate(-10, -10), 1, border_radius=max(4, radius - 4))
        # title
        tf = gfx.font(self.title_size, True)
        y = self.title_rect.y
        for line in self.title_lines:
            surface.blit(gfx.text(line, self.title_size, gfx.INK, True), (self.title_rect.x, y))
            y += tf.get_linesize()
        rule_y = self.title_rect.bottom + (self.text_rect.y - self.title_rect.bottom) / 2
        pygame.draw.line(surface, (170, 140, 90), (self.title_rect.x, rule_y), (self.title_rect.right, rule_y), 2)
        # text: whole lines only
        y = self.text_rect.y
        for line in self.visible_lines():
            if line:
                surface.blit(gfx.text(line, self.body_size, gfx.INK), (self.text_rect.x, y))
            y += self.line_h
        if self.scrolls:
            self._draw_bar(surface)

    def _draw_choices(self, surface: pygame.Surface) -> None:
        cf = gfx.font(self.choice_size, True)
        for i, (rect, lines) in enumerate(zip(self.choice_rects, self.choice_lines)):
            focused, hot = i == self.focus, i == self.hot
            fill = gfx.GOLD if focused else (88, 74, 56) if hot else (64, 54, 42)
            ink = gfx.INK if focused else gfx.PAPER
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            pygame.draw.rect(surface, gfx.INK, rect, 4 if focused else 2, border_radius=8)
            marker = self.choice_size * 1.3
            if focused:  # a pointer as well as the colour: the focus never depends on colour alone
                cx, cy = rect.x + self.choice_pad + marker * 0.35, rect.centery
                s = self.choice_size * 0.36
                arrow = [(cx - s * 0.6, cy - s), (cx + s * 0.8, cy), (cx - s * 0.6, cy + s)]
                pygame.draw.polygon(surface, gfx.INK, arrow)
            ty = rect.y + self.choice_pad
            for line in lines:
                surface.blit(gfx.text(line, self.choice_size, ink, True), (rect.x + self.choice_pad + marker, ty))
                ty += cf.get_linesize()

    def _draw_bar(self, surface: pygame.Surface) -> None:
        bar = self.bar_rect
        pygame.draw.rect(surface, (222, 208, 176), bar, border_radius=int(bar.w / 2))
        total = max(1, len(self.lines))
        thumb_h = max(bar.w * 1.5, bar.h * self.shown / total)
        travel = bar.h - thumb_h
        top = bar.y + (travel * self.first / self.max_first if self.max_first else 0)
        pygame.draw.rect(surface, (120, 88, 40), (bar.x, top, bar.w, thumb_h), border_radius=int(bar.w / 2))
        # arrows say there is more above / below (shape as well as the thumb's place)
        s = bar.w * 0.5
        if self.first > 0:
            cx, cy = bar.centerx, self.text_rect.y - s * 0.4
            pygame.draw.polygon(surface, (120, 88, 40), [(cx - s, cy), (cx + s, cy), (cx, cy - s)])
        if self.first < self.max_first:
            cx, cy = bar.centerx, self.text_rect.bottom + s * 0.4
            pygame.draw.polygon(surface, (120, 88, 40), [(cx - s, cy), (cx + s, cy), (cx, cy + s)])


__all__ = ["ReadingPanel", "WHEEL_LINES", "wrap"]
