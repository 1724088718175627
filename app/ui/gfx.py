"""Drawing helpers shared by every scene: fonts, wrapped text, SVG images, shadows, colours.

Everything is cached by size, so redrawing the whole table every frame costs only blits.
"""

from __future__ import annotations

import functools
import weakref
from typing import Any, Callable, Sequence

import pygame

from ..platform import resources

# The house palette (ART.md): one highlight colour, one danger colour, Okabe-Ito player colours.
GOLD = (232, 185, 70)
GOLD_SOFT = (232, 185, 70, 90)
DANGER = (170, 30, 40)
INK = (30, 26, 22)
PAPER = (246, 238, 220)
GREY = (150, 150, 150)
FELT = (46, 74, 66)
FELT_DARK = (30, 50, 45)
PANEL = (28, 30, 34)
PANEL_LIGHT = (48, 52, 58)
WHITE = (250, 250, 250)
PLAYER_COLOURS = ((0, 114, 178), (213, 94, 0), (0, 158, 115), (240, 228, 66),
                  (86, 180, 233), (230, 159, 0), (204, 121, 167), (0, 0, 0))
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star", "cross", "ring")


_CACHES: list[Any] = []


def cached(maxsize: int) -> Callable[[Callable[..., Any]], Any]:
    """``lru_cache`` for things tied to the display or the font module, emptied by ``reset``."""

    def wrap(fn: Callable[..., Any]) -> Any:
        memo = functools.lru_cache(maxsize=maxsize)(fn)
        _CACHES.append(memo)
        return memo

    return wrap


def reset() -> None:
    """Forget every cached font and surface (a new window, or pygame restarted)."""
    for memo in _CACHES:
        memo.cache_clear()


@cached(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    return pygame.font.Font(str(resources.font(bold)), max(8, int(size)))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The house font at ``size`` pixels. A font made before pygame's font module was restarted
    cannot be used: then every cache is emptied and the font made again."""
    made = _font(int(size), bold)
    try:
        made.get_height()
    except pygame.error:
        reset()
        made = _font(int(size), bold)
    return made


# Every surface of words made here, with its words: the checks of what players see (no text on
# text, nothing cut) find the text on screen by these. Weak keys: it forgets what the caches drop.
WORDS: "weakref.WeakKeyDictionary[pygame.Surface, str]" = weakref.WeakKeyDictionary()
# Surfaces that may lie over words on purpose: a piece shown large under the pointer (a magnifier),
# and soft shadows. The same checks let these pass.
LIFTED: "weakref.WeakSet[pygame.Surface]" = weakref.WeakSet()
SOFT: "weakref.WeakSet[pygame.Surface]" = weakref.WeakSet()


@cached(maxsize=1024)
def text(message: str, size: int, colour: tuple = INK, bold: bool = False) -> pygame.Surface:
    surface = font(size, bold).render(message, True, colour)
    WORDS[surface] = message
    return surface


@cached(maxsize=512)
def wrapped(message: str, size: int, width: int, colour: tuple = INK, bold: bool = False,
            align: str = "left") -> pygame.Surface:
    """``message`` word-wrapped into ``width`` pixels (blank lines kept)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    height = f.get_linesize()
    surface = pygame.Surface((width, max(1, height * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        rendered = f.render(line, True, colour)
        x = (width - rendered.get_width()) // 2 if align == "center" else 0
        surface.blit(rendered, (x, i * height))
    WORDS[surface] = message
    return surface


@cached(maxsize=512)
def svg(relative: str, width: int, height: int) -> pygame.Surface:
    """An SVG from ``art/`` rasterised to fit ``width`` x ``height``."""
    image = pygame.image.load_sized_svg(str(resources.art(relative)), (max(1, width), max(1, height)))
    return image.convert_alpha() if pygame.display.get_surface() else image


@cached(maxsize=256)
def shadow(width: int, height: int, radius: int, spread: int, alpha: int) -> pygame.Surface:
    """A soft shadow: stacked rounded rectangles of falling opacity."""
    surface = pygame.Surface((width + 2 * spread, height + 2 * spread), pygame.SRCALPHA)
    steps = max(1, spread)
    for i in range(steps):
        a = int(alpha * (i + 1) / steps / 3)
        inset = steps - i
        pygame.draw.rect(surface, (0, 0, 0, a), surface.get_rect().inflate(-2 * inset, -2 * inset),
                         border_radius=radius + inset)
    SOFT.add(surface)
    return surface


def outline(surface: pygame.Surface, rect: pygame.Rect, colour: Sequence[int], width: int, radius: int) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


@cached(maxsize=128)
def badge(shape: str, size: int, colour: tuple, ring: tuple = INK) -> pygame.Surface:
    """A player's shape badge drawn in their colour (colour plus shape, never colour alone)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    c = (r, r)
    import math

    def poly(n: int, rot: float = -math.pi / 2, rad: float = r - 2) -> list[tuple[float, float]]:
        return [(c[0] + rad * math.cos(rot + 2 * math.pi * k / n), c[1] + rad * math.sin(rot + 2 * math.pi * k / n))
                for k in range(n)]

    if shape == "circle":
        pygame.draw.circle(s, colour, c, r - 2)
        pygame.draw.circle(s, ring, c, r - 2, 2)
    elif shape == "square":
        pygame.draw.rect(s, colour, (3, 3, size - 6, size - 6))
        pygame.draw.rect(s, ring, (3, 3, size - 6, size - 6), 2)
    elif shape == "triangle":
        pts = poly(3)
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, ring, pts, 2)
    elif shape == "diamond":
        pts = poly(4)
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, ring, pts, 2)
    elif shape == "hexagon":
        pts = poly(6)
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, ring, pts, 2)
    elif shape == "star":
        pts = []
        for k in range(10):
            rad = (r - 2) if k % 2 == 0 else (r - 2) * 0.45
            ang = -math.pi / 2 + math.pi * k / 5
            pts.append((c[0] + rad * math.cos(ang), c[1] + rad * math.sin(ang)))
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, ring, pts, 2)
    elif shape == "cross":
        w = size // 3
        pygame.draw.rect(s, colour, (w, 2, w, size - 4))
        pygame.draw.rect(s, colour, (2, w, size - 4, w))
    else:  # ring
        pygame.draw.circle(s, colour, c, r - 2, max(3, size // 5))
    return s


def fit_width(label: pygame.Surface, room: float) -> pygame.Surface:
    """``label`` squeezed sideways to ``room`` pixels when it is wider (a long name on a card)."""
    if label.get_width() > room > 4:
        squeezed = pygame.transform.smoothscale(label, (int(room), label.get_height()))
        if label in WORDS:
            WORDS[squeezed] = WORDS[label]
        return squeezed
    return label


def count(n: float, noun: str, plural: str | None = None) -> str:
    """A number and its noun that agree: "1 key", "2 keys", "-1 pt", "0 cards"."""
    return f"{n:g} {noun if abs(n) == 1 else plural or noun + 's'}"


def least_text(height: int | None = None) -> int:
    """The smallest text the house draws in a window ``height`` pixels tall (the open window's by
    default): 14 px at 720 px, in proportion (ART.md)."""
    if height is None:
        window = pygame.display.get_surface()
        height = window.get_height() if window is not None else 720
    return max(1, int(14 * height / 720))


LINE_STEP = 1.1    # tight line spacing on cards, in font sizes (Noto's own line is 1.37)
INK_TOP, INK_HEIGHT = 0.35, 0.96  # where a line's letters are in its rendered surface, in font sizes


@cached(maxsize=512)
def fitted(message: str, width: int, height: int, least: int, most: int, colour: tuple = INK,
           bold: bool = False) -> tuple[int, pygame.Surface] | None:
    """``message`` centred and word-wrapped into ``width`` x ``height`` pixels at the largest size
    from ``most`` down to ``least`` that fits, cropped to its letters: (that size, the lines);
    ``None`` when it does not fit at ``least`` (it would not be readable: draw something shorter,
    or nothing)."""
    for size in range(max(most, least), least - 1, -1):
        f = font(size, bold)
        if f.size(message)[0] <= width:
            lines = [message]
        else:
            lines = []
            line = ""
            for word in message.split(" "):
                trial = f"{line} {word}".strip()
                if f.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        if any(f.size(line)[0] > width for line in lines):
            continue  # a word wider than the room
        step = round(size * LINE_STEP)
        tall = int(step * (len(lines) - 1) + size * INK_HEIGHT) + 1
        if tall > height:
            continue
        surface = pygame.Surface((width, tall), pygame.SRCALPHA)
        for i, line in enumerate(lines):
            rendered = f.render(line, True, colour)
            surface.blit(rendered, ((width - rendered.get_width()) // 2, i * step - round(size * INK_TOP)))
        return size, surface
    return None


def card_text(surface: pygame.Surface, title: str, corner: str | None, body: str | None,
              short: str | None = None, least: int | None = None) -> None:
    """Write a card's words where every game's card art leaves room (viewBox 250 x 350): the
    title band right of the corner badge, the badge's number, and in the parchment panel at the
    bottom the card's text: ``body`` when it fits at a readable size (``least`` pixels, the
    window's smallest text by default), else the ``short`` form, else nothing."""
    w, h = surface.get_size()
    least = least_text() if least is None else least
    if title:
        size = min(max(int(h * 0.085), least), int(h * 0.105))
        label = fit_width(text(title, max(9, size), INK, True), w * 0.56)
        surface.blit(label, label.get_rect(center=(w * 0.645, h * 0.11)))
    if corner is not None:
        digit = text(corner, max(10, int(h * 0.12)), INK, True)
        surface.blit(digit, digit.get_rect(center=(w * 0.2, h * 0.144)))
    chosen = card_words(w, h, body, short, least)
    if chosen is not None:
        block = chosen[2]
        surface.blit(block, block.get_rect(center=(w * 0.5, h * 0.826)))


def card_words(w: int, h: int, body: str | None, short: str | None, least: int
               ) -> tuple[str, int, pygame.Surface] | None:
    """What a ``w`` x ``h`` card can say in its panel in letters no smaller than ``least`` pixels:
    ("body", size, lines) when its full text fits, ("short", ...) when only its short form does,
    ``None`` when neither does (a small card: its large view on hover still has the text)."""
    room_w, room_h = int(w * 0.84), int(h * 0.25)  # the parchment panel: x 18-232, y 245-333
    for kind, words, most in (("body", body, int(h * 0.062)), ("short", short, int(h * 0.105))):
        fit = fitted(words, room_w, room_h, max(1, least), most) if words else None
        if fit is not None:
            return kind, fit[0], fit[1]
    return None


def scaled_size(base: int, height: int, text_scale: float = 1.0, minimum: int = 14) -> int:
    """A text size designed at 800 px of window height, scaled to ``height`` (never below 14 px
    at 720 px: ART.md)."""
    return max(int(minimum * height / 720), int(base * height / 800 * text_scale))
