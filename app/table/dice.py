"""Dice: a die's face drawn on a rounded cube, and the tumble that shows a roll.

Why: a game may roll several dice a turn, and any game may roll; ART.md wants real pips on rounded
cubes and a roll that tumbles for about 0.6 s and settles. The rules have already decided the
face (a ``roll`` event names it, ``app.table.chance``), so a ``Tumble`` is pure theatre: the
shown face cycles, the die hops and turns a little, and it lands exactly on the named face. With
the animation speed at "instant" (time scale 0) it lands at once.

The look convention: a die piece's look ends with its face (``die_look(face)`` gives
``("die", style, face)``; a game may use its own looks as long as the last item is the face), so
the table can show any face while tumbling with ``with_face(look, face)`` and the adapter's own
``render``. A die laid out with the face ``None`` (a game whose rules forget a roll once it is
used) keeps showing the face it last landed on (``board.kept_face``).
"""

from __future__ import annotations

import math
import random
import zlib
from typing import Any, Sequence

import pygame

from ..ui import gfx
from .layout import Colour

Face = Any  # an int 1-6 (pips) or a short text/symbol for a custom die
Look = tuple[Any, ...]

DIE = "die"
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
# body, pips/ink, side (the cube's darker flank) - warm ivory by default, and dice in the
# colour-blind-safe colours for games that tell dice apart by colour (with a glyph as well).
STYLES: dict[str, tuple[Colour, Colour, Colour]] = {
    "ivory": ((246, 238, 220), (38, 30, 24), (196, 180, 150)),
    "wood": ((214, 170, 112), (48, 30, 16), (150, 104, 58)),
    "red": ((213, 94, 0), (255, 248, 236), (150, 62, 0)),
    "blue": ((0, 114, 178), (255, 248, 236), (0, 76, 122)),
    "green": ((0, 158, 115), (255, 248, 236), (0, 104, 76)),
    "black": ((40, 40, 44), (246, 238, 220), (10, 10, 12)),
}


def die_look(face: Face, style: str = "ivory") -> Look:
    """The look of a standard die showing ``face``: ``("die", style, face)``."""
    if style not in STYLES:
        raise ValueError(f"unknown die style {style!r}; choose one of {', '.join(STYLES)}")
    return (DIE, style, face)


def is_die_look(look: Look) -> bool:
    return bool(look) and look[0] == DIE and len(look) == 3


def with_face(look: Look, face: Face) -> Look:
    """``look`` showing ``face`` instead (its last item replaced)."""
    return (*look[:-1], face)


def face_of(look: Look) -> Face:
    return look[-1]


def render_look(look: Look, w: int, h: int) -> pygame.Surface:
    """Draw a ``die_look`` at ``w`` x ``h`` (the cube is square, centred)."""
    _, style, face = look
    size = max(4, int(min(w, h)))
    surface = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
    image = render_die(face, size, style)
    surface.blit(image, image.get_rect(center=(w / 2, h / 2)))
    return surface


@gfx.cached(maxsize=128)
def render_blank(size: int, style: str = "ivory") -> pygame.Surface:
    """A die with an empty face, ``size`` pixels square: a rounded cube seen from above-left
    (its darker flank below and to the right), for a game to paint its own symbol on."""
    body, ink, side = STYLES[style]
    size = max(4, int(size))
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    flank = max(2, round(size * 0.08))
    radius = max(2, round(size * 0.2))
    face = pygame.Rect(0, 0, size - flank, size - flank)
    pygame.draw.rect(surface, side, face.move(flank, flank), border_radius=radius)
    edge = tuple(round(c * 0.55) for c in side)  # opaque colours only: a die has no see-through line
    pygame.draw.rect(surface, edge, face.move(flank, flank), max(1, size // 40), border_radius=radius)
    pygame.draw.rect(surface, body, face, border_radius=radius)
    light = tuple(min(255, c + 28) for c in body)
    inner = face.inflate(-max(2, size // 10), -max(2, size // 10))
    pygame.draw.rect(surface, light, inner, border_radius=max(2, radius - size // 20))
    pygame.draw.rect(surface, body, inner.move(max(1, size // 40), max(1, size // 40)).clip(inner),
                     border_radius=max(2, radius - size // 20))
    rim = tuple(round(b + (i - b) * 0.6) for b, i in zip(body, ink))
    pygame.draw.rect(surface, rim, face, max(1, size // 32), border_radius=radius)
    return surface


def face_rect(size: int) -> pygame.Rect:
    """Where a die ``size`` pixels square shows its face (for painting a custom symbol)."""
    flank = max(2, round(size * 0.08))
    return pygame.Rect(0, 0, size - flank, size - flank)


@gfx.cached(maxsize=256)
def render_die(face: Face, size: int, style: str = "ivory") -> pygame.Surface:
    """A die ``size`` pixels square showing ``face``: pips for 1-6, otherwise the face as text
    (a short word, a number, a symbol) as large as the face allows."""
    _, ink, _ = STYLES[style]
    surface = render_blank(size, style).copy()
    area = face_rect(size)
    if isinstance(face, int) and not isinstance(face, bool) and face in PIPS:
        r = area.w * (0.1 if face != 1 else 0.13)
        shine = tuple(round(v + (255 - v) * 0.3) for v in ink)  # opaque: never a hole in the die
        for fx, fy in PIPS[face]:
            c = (area.x + fx * area.w, area.y + fy * area.h)
            pygame.draw.aacircle(surface, ink, c, r)
            if r >= 4:
                pygame.draw.circle(surface, shine, (c[0] - r * 0.3, c[1] - r * 0.3), r * 0.3)
    else:
        label = str(face)
        size_px = max(8, int(area.h * (0.62 if len(label) <= 2 else 0.4)))
        text = gfx.fit_width(gfx.text(label, size_px, ink, True), area.w * 0.84)
        surface.blit(text, text.get_rect(center=area.center))
    return surface


# --- the tumble ------------------------------------------------------------------------------------

TUMBLE_SECONDS = 0.75   # at normal speed (ART.md: about 0.6 s; a game's spec may ask up to 0.9 s)
FLICK_SECONDS = 0.06    # the shown face changes this often while the die tumbles
SETTLE_SHARE = 0.3      # the last part of the tumble shows the final face while the die settles


def _seed(key: str) -> int:
    return zlib.crc32(key.encode("utf-8"))


class Tumble:
    """A die rolling to ``face``: attach to ``Piece.tumble``; ``advance(dt)`` every frame (True
    when it has landed: then drop it); draw ``look(piece.look)`` at ``offset(x, y, w, h)`` (or
    ``motion(size)`` for the turn as well).

    ``delay`` and the length (``seconds``) are at normal speed and scaled by ``time_scale`` (the
    animation speed; 0 lands at once). ``faces``: the faces the die can show while tumbling;
    ``start``: the face shown during the delay (the face it had before the roll), else the first
    tumbling face; ``key``: the die's piece key, which makes its cycle of faces repeatable."""

    def __init__(self, face: Face, delay: float = 0.0, time_scale: float = 1.0, *,
                 faces: Sequence[Face] = (1, 2, 3, 4, 5, 6), start: Face | None = None, key: str = "",
                 seconds: float = TUMBLE_SECONDS) -> None:
        scale = max(0.0, time_scale)
        self.face = face
        self.delay = max(0.0, delay) * scale
        self.duration = max(0.0, seconds) * scale
        self.faces = tuple(faces)
        self.start = start
        self.seed = _seed(key)
        self.elapsed = 0.0
        self.sequence = self._cycle()

    @classmethod
    def for_roll(cls, roll: Any, time_scale: float = 1.0, start: Face | None = None,
                 faces: Sequence[Face] = (1, 2, 3, 4, 5, 6)) -> "Tumble":
        """The tumble of a ``contract.Roll`` (die key, face, delay, length)."""
        return cls(roll.face, roll.delay, time_scale, faces=faces, start=start, key=roll.die,
                   seconds=getattr(roll, "seconds", TUMBLE_SECONDS))

    def __repr__(self) -> str:
        return (f"Tumble(face={self.face!r}, delay={self.delay:.2f}, duration={self.duration:.2f}, "
                f"elapsed={self.elapsed:.2f})")

    def _cycle(self) -> tuple[Face, ...]:
        """The faces shown while tumbling, one per flick, never the same twice running, and the
        last one not the final face (so the landing is a visible change)."""
        flicks = max(1, math.ceil(self.duration * (1 - SETTLE_SHARE) / FLICK_SECONDS))
        pool = list(self.faces) or [self.face]
        rng = random.Random(self.seed)
        out: list[Face] = []
        for i in range(flicks):
            choices = [f for f in pool if (not out or f != out[-1]) and (i < flicks - 1 or f != self.face)]
            out.append(rng.choice(choices or pool))
        return tuple(out)

    # --- time --------------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def advance(self, dt: float) -> bool:
        """Move the tumble on by ``dt`` seconds; True once it has landed."""
        self.elapsed += max(0.0, dt)
        return self.done

    def finish(self) -> None:
        """Land at once (a skipped animation)."""
        self.elapsed = self.delay + self.duration

    def progress(self) -> float:
        """0 at the throw, 1 once landed (0 during the delay)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def waiting(self) -> bool:
        """Not thrown yet (still in its delay)."""
        return self.elapsed < self.delay and not self.done

    def face_now(self) -> Face:
        """The face to show now: the final face once settling (and once landed)."""
        if self.done:
            return self.face
        if self.waiting:
            return self.start if self.start is not None else self.sequence[0]
        t = self.elapsed - self.delay
        if t >= self.duration * (1 - SETTLE_SHARE):
            return self.face
        return self.sequence[min(len(self.sequence) - 1, int(t / FLICK_SECONDS))]

    def look(self, look: Look) -> Look:
        """``look`` (the die piece's look) showing the face of the moment."""
        return with_face(look, self.face_now())

    def motion(self, size: float) -> tuple[float, float, float]:
        """(dx, dy, degrees) to draw the die at, off its home, for a die ``size`` pixels across:
        it comes in from the left, hops three times lower and lower, turns a little less each hop,
        and lies still and square for the settle."""
        if self.waiting or self.done:
            return 0.0, 0.0, 0.0
        p = self.progress()
        roll = min(1.0, p / (1 - SETTLE_SHARE))  # 0..1 over the tumbling part
        if roll >= 1.0:
            # settling: a last tiny rock back to square
            s = (p - (1 - SETTLE_SHARE)) / SETTLE_SHARE
            return 0.0, 0.0, 6.0 * math.sin(s * math.pi * 2) * (1 - s)
        fade = 1 - roll
        dx = -0.5 * size * fade * fade
        dy = -0.45 * size * abs(math.sin(roll * math.pi * 3)) * fade
        angle = 200.0 * fade * fade * (1 if self.seed % 2 else -1)
        return dx, dy, angle

    def offset(self, x: float, y: float, w: float, h: float) -> tuple[float, float]:
        """Where to draw a die whose home's top-left is (``x``, ``y``) and size ``w`` x ``h``
        now (the hop, without the turn)."""
        dx, dy, _ = self.motion(min(w, h))
        return x + dx, y + dy


def draw_tumbling(surface: pygame.Surface, image: pygame.Surface, rect: pygame.FRect, tumble: Tumble | None) -> None:
    """Blit ``image`` (the die rendered with ``tumble.look(piece.look)``) at ``rect``, moved and
    turned as the tumble says (what the table's piece drawing does for a die with a tumble)."""
    if tumble is None:
        surface.blit(image, rect.topleft)
        return
    dx, dy, angle = tumble.motion(min(rect.w, rect.h))
    if abs(angle) > 0.5:
        image = pygame.transform.rotozoom(image, angle, 1.0)
    where = image.get_rect(center=(rect.centerx + dx, rect.centery + dy))
    surface.blit(image, where)


__all__ = ["DIE", "FLICK_SECONDS", "PIPS", "STYLES", "TUMBLE_SECONDS", "Tumble", "die_look", "draw_tumbling",
           "face_of", "face_rect", "is_die_look", "render_blank", "render_die", "render_look", "with_face"]
