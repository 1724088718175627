"""How pieces move: a glide from where a piece is to its home, straight, along a curve, or
along a route of waypoints (a standee walking from space to space).

Drawing only: a motion changes where a piece is drawn, never the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

Point = tuple[float, float]


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


@dataclass(frozen=True)
class Route:
    """Where a piece passes on its way home, as centre points between its start and its home.

    ``smooth``: the points are control points of one Bezier curve (a swerve); otherwise the piece
    walks the polyline start -> points -> home at an even pace, easing only at the ends.
    ``pace``: seconds per leg at normal speed (0: the pace follows the distance), so a walk of
    space after space keeps the rhythm a spec asks for. ``hop``: each leg is a little jump this
    share of the piece's height high (a token hopping along a track), taken leg after leg at an
    even beat.
    """

    points: tuple[Point, ...]
    smooth: bool = False
    pace: float = 0.0
    hop: float = 0.0

    @property
    def legs(self) -> int:
        return len(self.points) + 1


def _bezier(points: list[Point], k: float) -> Point:
    while len(points) > 1:
        points = [(a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k) for a, b in zip(points, points[1:])]
    return points[0]


def _along(points: list[Point], k: float) -> Point:
    """The point a fraction ``k`` of the way along a polyline."""
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:])]
    total = sum(lengths)
    if total <= 0:
        return points[-1]
    target = k * total
    for (a, b), length in zip(zip(points, points[1:]), lengths):
        if target <= length and length > 0:
            f = target / length
            return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
        target -= length
    return points[-1]


def route_length(start: Point, route: Route, end: Point) -> float:
    points = [start, *route.points, end]
    return sum(math.dist(a, b) for a, b in zip(points, points[1:]))


@dataclass
class Motion:
    """A glide from ``start`` to the piece's home after ``delay`` seconds (optionally by ``route``)."""

    start: pygame.FRect
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    route: Route | None = None

    @property
    def via(self) -> Point | None:  # interim: the old scene's one-point curve
        return self.route.points[0] if self.route and self.route.points else None

    @via.setter
    def via(self, point: Point | None) -> None:
        self.route = Route((point,), smooth=True) if point is not None else None

    def advance(self, piece: Any, dt: float) -> bool:
        """Move ``piece`` along; True when the glide is over."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            piece.rect = pygame.FRect(self.start)
            return False
        if self.duration <= 0 or t >= self.duration:
            piece.rect = pygame.FRect(piece.home)
            return True
        s, e = self.start, piece.home
        if self.route is not None and self.route.hop > 0:
            self._hop(piece, t / self.duration)
            return False
        if self.route is not None and not self.route.smooth:
            k = ease_in_out(t / self.duration)
        else:
            k = ease_out(t / self.duration)
        piece.rect = pygame.FRect(s.x + (e.x - s.x) * k, s.y + (e.y - s.y) * k,
                                  s.w + (e.w - s.w) * k, s.h + (e.h - s.h) * k)
        if self.route is not None and self.route.points:
            points = [tuple(s.center), *self.route.points, tuple(e.center)]
            piece.rect.center = _bezier(points, k) if self.route.smooth else _along(points, k)
        return False

    def _hop(self, piece: Any, k: float) -> None:
        """Leg after leg at an even beat, each leg an arc: the piece lands on every point."""
        assert self.route is not None
        s, e = self.start, piece.home
        points = [tuple(s.center), *self.route.points, tuple(e.center)]
        legs = len(points) - 1
        leg = min(legs - 1, int(k * legs))
        local = k * legs - leg
        (ax, ay), (bx, by) = points[leg], points[leg + 1]
        size = s.h + (e.h - s.h) * k
        piece.rect = pygame.FRect(0, 0, s.w + (e.w - s.w) * k, size)
        piece.rect.center = (ax + (bx - ax) * local, ay + (by - ay) * local - math.sin(math.pi * local) * self.route.hop * size)



class Flipbook:
    """A ``choreography.Frames`` playing on a piece: attach to ``Piece.frames``, ``advance(dt)``
    every frame (True when over: then drop it), draw ``look(piece.look)``. Times are already
    scaled by the animation speed."""

    def __init__(self, looks: tuple[Any, ...], delay: float, pace: float) -> None:
        self.looks, self.delay, self.pace = tuple(looks), max(0.0, delay), max(1e-6, pace)
        self.elapsed = 0.0

    def advance(self, dt: float) -> bool:
        self.elapsed += max(0.0, dt)
        return self.elapsed >= self.delay + self.pace * len(self.looks)

    def look(self, look: Any) -> Any:
        """The look of the moment: the first frame while waiting, ``look`` once played."""
        if not self.looks:
            return look
        i = int((self.elapsed - self.delay) / self.pace) if self.elapsed >= self.delay else 0
        return self.looks[i] if i < len(self.looks) else look
