"""The table's pieces in motion: layout changes become glides, flips, fades and tumbles.

``Board.show`` takes a new layout. A piece whose key is already on the table glides from where it
is to its new home; a new key starts from the rectangle of the piece it came from (``origins``:
the card in hand that became a castle piece) or fades in; a key that is gone fades out where it
was. Each piece may wait ``delays[key]`` seconds first, so the moves of one action play out in the
order of its events, and may travel by a ``Route`` (a swerve, a standee's walk).
"""

from __future__ import annotations

import math
from typing import Callable, Iterable, Mapping

import pygame

from ..ui import gfx
from .motion import Motion, Route, route_length
from .pieces import DIE, Piece, PieceSpec, Zone

Renderer = Callable[[tuple, int, int], pygame.Surface]
Decorator = Callable[[pygame.Surface, Piece], None]


def _distance(a: pygame.FRect, b: pygame.FRect) -> float:
    return math.hypot(a.x - b.x, a.y - b.y)


def glide_seconds(distance: float) -> float:
    """ART.md: ease-out moves of 150-400 ms depending on distance (at normal speed)."""
    return min(0.4, 0.15 + distance / 2500)


def kept_face(piece: Piece, spec: PieceSpec) -> tuple:
    """The look ``piece`` takes from ``spec``: a die laid out without a face (its look's last item
    ``None``: the game no longer says) keeps showing the face it last landed on."""
    look = spec.look
    if spec.kind == DIE and look and look[-1] is None and piece.look and piece.look[-1] is not None:
        return (*look[:-1], piece.look[-1])
    return look


class Board:
    def __init__(self) -> None:
        self.pieces: dict[str, Piece] = {}
        self.zones: dict[str, Zone] = {}
        self.leaving: list[Piece] = []   # pieces fading out where they were
        self.time_scale = 1.0            # animation speed multiplier (0 = instant)

    # --- layout ---------------------------------------------------------------------------------
    def show(self, specs: Iterable[PieceSpec], zones: Iterable[Zone],
             origins: Mapping[str, str | pygame.FRect] | None = None,
             delays: Mapping[str, float] | None = None, flip_keys: Iterable[str] = (),
             routes: Mapping[str, Route] | None = None) -> None:
        origins = origins or {}
        delays = delays or {}
        routes = routes or {}
        flips = set(flip_keys)
        old = self.pieces
        new: dict[str, Piece] = {}
        scale = self.time_scale
        for spec in specs:
            piece = old.get(spec.key)
            delay = delays.get(spec.key, 0.0) * scale
            if piece is None:
                piece = self._arrive(spec, old, origins.get(spec.key), delay)
            else:
                look = kept_face(piece, spec)
                if piece.look != look:
                    self._start_flip(piece, piece.look, delay)
                    piece.look = look
                piece.take(spec)
            if spec.key in flips and piece.flip >= 1.0 and scale > 0:
                self._start_flip(piece, piece.look, delay)
            if piece.rect != piece.home and not piece.lifted:
                self._glide(piece, delay, routes.get(spec.key))
            new[spec.key] = piece
        for key, piece in old.items():
            if key not in new and scale > 0:
                piece.motion = None
                self.leaving.append(piece)
        self.pieces = new
        self.zones = {z.id: z for z in zones}

    def _arrive(self, spec: PieceSpec, old: Mapping[str, Piece], source: str | pygame.FRect | None,
                delay: float) -> Piece:
        start: pygame.FRect | None = None
        old_look = None
        if isinstance(source, str) and source in old:
            start = pygame.FRect(old[source].rect)
            old_look = old[source].look
        elif isinstance(source, pygame.FRect):
            start = pygame.FRect(source)
        piece = Piece.from_spec(spec, start)
        if start is None:
            piece.alpha = 0 if self.time_scale > 0 else 255
        if old_look is not None and old_look != spec.look:
            self._start_flip(piece, old_look, delay)
        return piece

    def _glide(self, piece: Piece, delay: float, route: Route | None) -> None:
        scale = self.time_scale
        if scale <= 0:
            duration = 0.0
        elif route is not None and route.pace > 0:  # a set beat per leg (a hop per space)
            duration = route.pace * route.legs * scale
        elif route is not None and not route.smooth:  # a walk: an even pace along every leg
            length = route_length(tuple(piece.rect.center), route, tuple(piece.home.center))
            duration = max(0.25, length / 900) * scale
        else:
            duration = glide_seconds(_distance(piece.rect, piece.home)) * scale
        piece.motion = Motion(pygame.FRect(piece.rect), duration, delay, route=route)

    def _start_flip(self, piece: Piece, old_look: tuple, delay: float) -> None:
        if self.time_scale <= 0:
            return
        piece.old_look = old_look
        piece.flip = -delay / (0.25 * self.time_scale) if delay else 0.0
        piece.flip_speed = 1.0 / (0.25 * self.time_scale)

    def shake(self, key: str) -> None:
        if key in self.pieces and self.time_scale > 0:
            self.pieces[key].shake = 0.35 * self.time_scale

    # --- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for piece in self.pieces.values():
            if piece.motion is not None and piece.motion.advance(piece, dt):
                piece.motion = None
            if piece.flip < 1.0:
                piece.flip = min(1.0, piece.flip + dt * piece.flip_speed)
                if piece.flip >= 1.0:
                    piece.old_look = None
            if piece.alpha < 255:
                piece.alpha = min(255, piece.alpha + int(dt * 1400) + 1)
            if piece.shake > 0:
                piece.shake = max(0.0, piece.shake - dt)
            if piece.tumble is not None and piece.tumble.advance(dt):
                piece.tumble = None
            if piece.frames is not None and piece.frames.advance(dt):
                piece.frames = None
        for piece in self.leaving:
            piece.alpha = max(0, piece.alpha - int(dt * 1100) - 1)
        self.leaving = [p for p in self.leaving if p.alpha > 0]

    @property
    def animating(self) -> bool:
        return bool(self.leaving) or any(not p.settled or p.alpha < 255 for p in self.pieces.values())

    def finish(self) -> None:
        """Jump every animation to its end (instant speed, tests, a skipped replay)."""
        for piece in self.pieces.values():
            piece.motion = None
            if not piece.lifted:
                piece.rect = pygame.FRect(piece.home)
            piece.flip, piece.old_look, piece.alpha, piece.shake, piece.tumble = 1.0, None, 255, 0.0, None
            piece.frames = None
        self.leaving.clear()

    # --- hit tests ----------------------------------------------------------------------------------
    def ordered(self) -> list[Piece]:
        return sorted(self.pieces.values(), key=lambda p: (p.lifted, p.z))

    def piece_at(self, pos: tuple[float, float], where: Callable[[Piece], bool] | None = None) -> Piece | None:
        for piece in reversed(self.ordered()):
            if piece.rect.collidepoint(pos) and (where is None or where(piece)):
                return piece
        return None

    def zone_at(self, pos: tuple[float, float], ids: Iterable[str] | None = None,
                extra: Iterable[Zone] = ()) -> Zone | None:
        """The zone under ``pos`` among ``ids`` (all by default); drop zones that appear while
        dragging (``extra``) lie on top of the areas they belong to."""
        zones = {**self.zones, **{z.id: z for z in extra}}
        candidates = [zones[i] for i in ids if i in zones] if ids is not None else list(zones.values())
        candidates.sort(key=lambda z: not z.dropzone)
        for zone in candidates:
            if zone.rect.collidepoint(pos):
                return zone
        return None

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, render: Renderer, decorate: Decorator,
             skip: Callable[[Piece], bool] | None = None) -> None:
        for piece in self.leaving:
            draw_piece(surface, piece, render, decorate)
        for piece in self.ordered():
            if skip is None or not skip(piece):
                draw_piece(surface, piece, render, decorate)


def draw_piece(surface: pygame.Surface, piece: Piece, render: Renderer, decorate: Decorator) -> None:
    rect = piece.rect
    w, h = int(rect.w), int(rect.h)
    if w < 2 or h < 2:
        return
    look = piece.look
    scale_x = 1.0
    if piece.flip < 1.0:
        f = max(0.0, piece.flip)
        if f < 0.5:
            look = piece.old_look or piece.look
            scale_x = 1 - f * 2
        else:
            scale_x = (f - 0.5) * 2
    if piece.tumble is not None:
        look = piece.tumble.look(look)
    if piece.frames is not None:
        look = piece.frames.look(look)
    image = _moving_image(piece, look, w, h, render) if piece.motion is not None else render(look, w, h)
    x, y = rect.x, rect.y
    if piece.shake > 0:
        x += math.sin(piece.shake * 60) * 5
    if piece.tumble is not None:
        x, y = piece.tumble.offset(x, y, w, h)
    shadow_offset = 10 if piece.lifted else 3
    sh = gfx.shadow(w, h, max(4, w // 12), 6 if not piece.lifted else 12, 150)
    surface.blit(sh, (x - (sh.get_width() - w) / 2 + shadow_offset, y - (sh.get_height() - h) / 2 + shadow_offset))
    if scale_x < 0.999:
        sw = max(1, int(w * scale_x))
        image = pygame.transform.smoothscale(image, (sw, h))
        x += (w - sw) / 2
    if piece.alpha < 255:
        image = image.copy()
        image.set_alpha(piece.alpha)
    if image.get_size() != (w, h) and scale_x >= 0.999:  # an effect spilling past the piece: centred on it
        x, y = x + (w - image.get_width()) / 2, y + (h - image.get_height()) / 2
    surface.blit(image, (x, y))
    if scale_x >= 0.999:
        decorate(surface, piece)


def _moving_image(piece: Piece, look: tuple, w: int, h: int, render: Renderer) -> pygame.Surface:
    """A piece growing or shrinking on its way (from a small place to a large one) is drawn at
    its home size, scaled: drawn afresh at every in-between size it would cost a new picture
    (an SVG and its words) each frame."""
    hw, hh = int(piece.home.w), int(piece.home.h)
    if (w, h) == (hw, hh) or hw < 2 or hh < 2:
        return render(look, w, h)
    image = render(look, hw, hh)
    size = (max(1, round(image.get_width() * w / hw)), max(1, round(image.get_height() * h / hh)))
    return pygame.transform.smoothscale(image, size)

