"""Standees: a figure on a round base, standing on a space of a board.

Why: a game's characters, its villain and any game's pawns are the same kind of piece - a
figure that stands on a space, walks from space to space and shares a space with others. ART.md
asks for a figure on a round base, each character a distinct silhouette and colour, and colour
never the only cue: here the colour tints the figure, the character's initials sit on its head
(a cream medallion, readable whatever the colour), the owner's shape is on its chest, and a
headgear (hat, hood, crown, helmet) changes the silhouette.

Three things for adapters: ``standee_look`` / ``render_standee`` (the art; the look is a plain
tuple, so an adapter's ``render`` can hand it on), ``stand`` (where up to about six standees go
on one space without hiding one another) and ``walk`` (the ``Route`` of a walk along a path of
spaces, for ``Choreography.routes``).
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from ..ui import gfx
from .graph import FittedGraph
from .layout import Colour, Point
from .motion import Route

Size = tuple[float, float]

STANDEE = "standee"
FIGURES = ("pawn", "hood", "hat", "crown", "helmet")
ASPECT = 100 / 140          # the art's width / height (viewBox 0 0 100 140)
TOKEN_BELOW = 56            # under this height (px) a standee is drawn as a round token seen from above
CREAM = (246, 238, 220)
HALO = (250, 246, 236)


def standee_look(colour: Colour, initials: str, shape: str = "", figure: str = "pawn") -> tuple:
    """The look of a standee: ``("standee", colour, initials, shape, figure)``.

    ``colour``: its body (a player's Okabe-Ito colour or a character's own); ``initials``: one to
    three letters on its head; ``shape``: the owner's badge shape on its chest (``gfx.PLAYER_SHAPES``,
    or "" for none); ``figure``: its silhouette, one of ``FIGURES``."""
    if figure not in FIGURES:
        raise ValueError(f"unknown figure {figure!r}; choose one of {', '.join(FIGURES)}")
    return (STANDEE, tuple(colour), initials, shape, figure)


def is_standee_look(look: tuple) -> bool:
    return bool(look) and look[0] == STANDEE and len(look) == 5


def render_look(look: tuple, w: int, h: int) -> pygame.Surface:
    """Draw a ``standee_look`` at ``w`` x ``h`` (what an adapter's ``render`` calls)."""
    _, colour, initials, shape, figure = look
    return render_standee(tuple(colour), initials, int(w), int(h), shape, figure)


def _tinted(relative: str, w: int, h: int, colour: Colour) -> pygame.Surface:
    image = gfx.svg(relative, w, h).copy()
    image.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return image


def _ink_for(colour: Colour) -> Colour:
    """Dark ink on a light colour, white on a dark one (relative luminance)."""
    r, g, b = (c / 255 for c in colour)
    return gfx.INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 else gfx.WHITE


def _initials(surface: pygame.Surface, initials: str, centre: Point, room: float, colour: Colour) -> None:
    size = max(8, int(room * (0.95 if len(initials) <= 1 else 0.78 if len(initials) == 2 else 0.58)))
    label = gfx.fit_width(gfx.text(initials, size, colour, True), room * 1.12)
    surface.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1] + size * 0.03))))


def _halo(figure: pygame.Surface, width: int) -> pygame.Surface:
    """A light outline round the figure, so a black standee shows on dark felt."""
    mask = pygame.mask.from_surface(figure, 100)
    ghost = mask.to_surface(setcolor=(*HALO, 200), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(figure.get_size(), pygame.SRCALPHA)
    for k in range(8):
        a = k * math.pi / 4
        out.blit(ghost, (round(math.cos(a) * width), round(math.sin(a) * width)))
    return out


@gfx.cached(maxsize=256)
def render_standee(colour: Colour, initials: str, w: int, h: int, shape: str = "",
                   figure: str = "pawn") -> pygame.Surface:
    """A standee ``w`` x ``h`` pixels: a figure on a round wooden base, centred at the bottom of
    the surface. Below ``TOKEN_BELOW`` pixels high it is a round token (colour disc, cream ring,
    initials) instead: a figure that small would only be a blot."""
    w, h = max(4, int(w)), max(4, int(h))
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if h < TOKEN_BELOW or w < TOKEN_BELOW * ASPECT:
        return _token(surface, colour, initials, shape)
    fh = min(h, int(w / ASPECT))
    fw = int(fh * ASPECT)
    x0, y0 = (w - fw) // 2, h - fh
    k = fh / 140  # art units -> pixels
    figure_layer = pygame.Surface((fw, fh), pygame.SRCALPHA)
    if figure == "hood":
        figure_layer.blit(_tinted("table/standees/hood.svg", fw, fh, colour), (0, 0))
    figure_layer.blit(_tinted("table/standees/figure.svg", fw, fh, colour), (0, 0))
    # The head's medallion: cream, ringed in the body colour, with the initials in ink.
    head = (50 * k, 36 * k)
    pygame.draw.aacircle(figure_layer, CREAM, head, 19.5 * k)
    pygame.draw.aacircle(figure_layer, gfx.INK, head, 19.5 * k, max(1, round(1.2 * k)))
    if figure in ("hat", "crown", "helmet"):
        figure_layer.blit(gfx.svg(f"table/standees/{figure}.svg", fw, fh), (0, 0))
    _initials(figure_layer, initials, (head[0], head[1] + (2.5 * k if figure == "helmet" else 0)), 30 * k, gfx.INK)
    if shape:  # the owner's shape on the chest, cream with a dark ring (colour plus shape)
        size = max(8, round(24 * k))
        mark = gfx.badge(shape, size, CREAM, gfx.INK)
        figure_layer.blit(mark, mark.get_rect(center=(round(50 * k), round(90 * k))))
    surface.blit(gfx.svg("table/standees/base.svg", fw, fh), (x0, y0))
    surface.blit(_halo(figure_layer, max(1, round(1.6 * k))), (x0, y0))
    surface.blit(figure_layer, (x0, y0))
    return surface


def _token(surface: pygame.Surface, colour: Colour, initials: str, shape: str) -> pygame.Surface:
    w, h = surface.get_size()
    r = min(w, h) / 2 - 1
    c = (w / 2, h / 2)
    pygame.draw.aacircle(surface, (20, 18, 16), (c[0] + 1, c[1] + 1.5), r)  # a rim below: it stands
    pygame.draw.aacircle(surface, colour, c, r)
    pygame.draw.aacircle(surface, HALO, c, r, max(1, round(r * 0.16)))
    pygame.draw.aacircle(surface, gfx.INK, c, r, 1)
    _initials(surface, initials, c, r * 1.45, _ink_for(colour))
    return surface


# --- standing on a space ---------------------------------------------------------------------------


def _row(space: pygame.FRect, n: int, w: float, h: float, step: float, y: float,
         shift: float = 0.0) -> list[pygame.FRect]:
    total = w + step * (n - 1)
    x0 = space.centerx - total / 2 + shift
    return [pygame.FRect(x0 + i * step, y, w, h) for i in range(n)]


def stand(space: pygame.FRect, count: int, size: Size, *, gap: float = 0.12, min_visible: float = 0.6,
          rise: float = 0.42) -> list[pygame.FRect]:
    """Where ``count`` standees of ``size`` stand on ``space``, in drawing order (back first:
    give later ones a higher ``z``).

    One row across the space when they fit side by side (``gap``: a share of a standee's width);
    else two staggered rows, the back row raised by ``rise`` of a height so its heads show above
    the front row; else one row overlapping so that at least ``min_visible`` of each standee's
    width, and its head's centre, stay in view. Whatever is chosen fits inside ``space``, shrinking
    the standees when it must; no head is ever hidden.
    """
    space = pygame.FRect(space)
    if count <= 0:
        return []
    w0, h0 = size
    k0 = min(1.0, space.w / w0, space.h / h0)
    g = gap * w0
    options: list[tuple[float, str]] = []
    # one row with gaps
    need = count * w0 + (count - 1) * g
    options.append((min(k0, space.w / need), "row"))
    # two staggered rows
    if count >= 3:
        front = count - count // 2
        need_w = front * w0 + (front - 1) * g + (w0 + g) / 2
        need_h = h0 * (1 + rise)
        options.append((min(k0, space.w / need_w, space.h / need_h), "rows"))
    # one overlapping row
    need = w0 + (count - 1) * w0 * min_visible
    options.append((min(k0, space.w / need), "overlap"))
    full = [kind for k, kind in options if k >= k0 - 1e-9]
    if full:
        kind, k = full[0], k0
    else:
        k, kind = max(options, key=lambda o: o[0])
    w, h = w0 * k, h0 * k
    if kind == "row":
        return _row(space, count, w, h, w + g * k, space.centery - h / 2)
    if kind == "rows":
        front, back = count - count // 2, count // 2
        step = w + g * k
        top = space.centery - h * (1 + rise) / 2
        quarter = step / 4 if back == front else 0.0  # equal rows: stagger each by a quarter step
        return (_row(space, back, w, h, step, top, -quarter)
                + _row(space, front, w, h, step, top + h * rise, quarter))
    step = (space.w - w) / (count - 1) if count > 1 else 0.0
    step = max(min(step, w + g * k), w * min_visible)
    return _row(space, count, w, h, step, space.centery - h / 2)


def standee_size(space: pygame.FRect, share: float = 0.8) -> Size:
    """A standee size for spaces like ``space``: ``share`` of its height, at the art's aspect."""
    h = space.h * share
    return h * ASPECT, h


# --- walking ---------------------------------------------------------------------------------------


def walk(graph: FittedGraph, path: Sequence[str]) -> Route:
    """The ``Route`` of a standee walking ``path`` (space ids, from where it stands to where it
    ends): through the centre of every space in between and round the corners of the lines that
    join them. The walk starts where the standee is and ends at its new home, wherever it stands
    on the first and last spaces."""
    return graph.route(path)


def walk_through(centres: Sequence[Point]) -> Route:
    """The ``Route`` through ``centres`` (the first space's centre first, the last one's last),
    for a board that is not a ``BoardGraph``."""
    return Route(tuple((float(x), float(y)) for x, y in centres[1:-1]))


def walk_seconds(steps: int, per_step: float = 0.25) -> float:
    """How long a walk of ``steps`` spaces takes at normal speed (250 ms per step, as the specs ask)."""
    return max(0.0, steps) * per_step


__all__ = ["ASPECT", "FIGURES", "STANDEE", "TOKEN_BELOW", "is_standee_look", "render_look", "render_standee",
           "stand", "standee_look", "standee_size", "walk", "walk_seconds", "walk_through"]
