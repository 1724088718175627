"""A board graph: spaces and the connections between them, fitted into the window.

Why: a castle's rooms, a room graph and the small test game all describe their
board the same way - spaces at positions in the game's own board coordinates, joined by doors or
paths. The table needs the same things from each: where a space is in pixels (to place its zone
and the standees on it), the lines to draw between spaces (``Link``s that never run under a third
space), and the way a piece walks along a path of spaces (a ``Route`` through their
centres and round the same corners as the lines).

``BoardGraph`` is the game's description (any units); ``fit(rect)`` gives a ``FittedGraph`` in
pixels, keeping the board's aspect. Both are plain values: nothing is drawn here.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Iterable, Mapping, Sequence

import pygame

from .layout import Colour, Link, Point
from .motion import Route

Edge = tuple[str, str]


def _segment_in_rect(p: Point, q: Point, rect: pygame.FRect) -> tuple[float, float] | None:
    """The parameter interval (t0, t1) of segment ``p``-``q`` inside ``rect`` (Liang-Barsky), or
    ``None`` when it stays outside (touching the border does not count)."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for edge_p, edge_q in ((-dx, p[0] - rect.x), (dx, rect.right - p[0]), (-dy, p[1] - rect.y),
                           (dy, rect.bottom - p[1])):
        if abs(edge_p) < 1e-12:
            if edge_q <= 0:
                return None
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return None
    # a grazing touch (a corner, or a run exactly along an edge) is not a crossing
    if (t1 - t0) * max(abs(dx), abs(dy)) < 1e-6:
        return None
    return t0, t1


def crosses(points: Sequence[Point], rect: pygame.FRect) -> bool:
    """Whether the polyline ``points`` passes through the inside of ``rect``."""
    return any(_segment_in_rect(a, b, rect) is not None for a, b in zip(points, points[1:]))


def _length(points: Sequence[Point]) -> float:
    """Manhattan length, plus a little per bend: of two equally long shapes the simpler wins."""
    return sum(abs(b[0] - a[0]) + abs(b[1] - a[1]) for a, b in zip(points, points[1:])) + 0.5 * len(points)


def _lanes(spans: Sequence[tuple[float, float]], off: float) -> list[float]:
    """Where a line may run across a row of obstacles occupying ``spans`` (start, end): ``off``
    beyond each, and through the middle of every gap between them."""
    lanes = {start - off for start, _ in spans} | {end + off for _, end in spans}
    bounds = sorted(v for span in spans for v in span)
    lanes |= {(x + y) / 2 for x, y in zip(bounds, bounds[1:]) if y > x}
    return sorted(lanes)


def _clean(points: Sequence[Point]) -> tuple[Point, ...]:
    """``points`` without repeats and without middle points on a straight run."""
    out: list[Point] = []
    for p in points:
        if out and abs(out[-1][0] - p[0]) < 1e-9 and abs(out[-1][1] - p[1]) < 1e-9:
            continue
        out.append(p)
    i = 1
    while i < len(out) - 1:
        a, b, c = out[i - 1], out[i], out[i + 1]
        if abs((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])) < 1e-9:
            out.pop(i)
        else:
            i += 1
    return tuple(out)


class BoardGraph:
    """Spaces at logical centres, joined by ``edges``.

    ``spaces``: id -> (x, y), the centre in the board's own units; ``size``: a space's (w, h) in
    the same units, or ``sizes`` per space where they differ; ``bounds``: the board's logical
    rectangle (x, y, w, h) when it is larger than its spaces (a floor plan with walls); otherwise
    the spaces' extent.
    """

    def __init__(self, spaces: Mapping[str, Point], edges: Iterable[Edge], size: tuple[float, float] = (1.0, 1.0),
                 sizes: Mapping[str, tuple[float, float]] | None = None,
                 bounds: tuple[float, float, float, float] | None = None) -> None:
        self.spaces = dict(spaces)
        self.edges: tuple[Edge, ...] = tuple((a, b) for a, b in edges)
        for a, b in self.edges:
            if a not in self.spaces or b not in self.spaces:
                raise KeyError(f"the edge {a}-{b} names a space the board does not have")
        self.size = size
        self.sizes = dict(sizes or {})
        self.bounds = bounds

    def space_size(self, space: str) -> tuple[float, float]:
        return self.sizes.get(space, self.size)

    def extent(self) -> tuple[float, float, float, float]:
        """The logical rectangle the board occupies (x, y, w, h)."""
        if self.bounds is not None:
            return self.bounds
        xs0, ys0, xs1, ys1 = [], [], [], []
        for space, (x, y) in self.spaces.items():
            w, h = self.space_size(space)
            xs0.append(x - w / 2)
            xs1.append(x + w / 2)
            ys0.append(y - h / 2)
            ys1.append(y + h / 2)
        if not xs0:
            return 0.0, 0.0, 1.0, 1.0
        return min(xs0), min(ys0), max(1e-9, max(xs1) - min(xs0)), max(1e-9, max(ys1) - min(ys0))

    def neighbours(self, space: str) -> list[str]:
        out = [b for a, b in self.edges if a == space] + [a for a, b in self.edges if b == space]
        return list(dict.fromkeys(out))

    def shortest_path(self, start: str, goal: str,
                      passable: Callable[[str, str], bool] | None = None) -> list[str] | None:
        """The fewest-steps path from ``start`` to ``goal`` (ties: the first neighbours listed), or
        ``None``. ``passable(a, b)`` may close edges (a locked door). For display (a dotted preview);
        the rules say what is legal."""
        previous: dict[str, str | None] = {start: None}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here == goal:
                path = [here]
                while previous[path[-1]] is not None:
                    path.append(previous[path[-1]])  # type: ignore[arg-type]
                return path[::-1]
            for there in self.neighbours(here):
                if there not in previous and (passable is None or passable(here, there)):
                    previous[there] = here
                    queue.append(there)
        return None

    def fit(self, rect: pygame.FRect, *, margin: float = 0.0, clearance: float | None = None,
            aside: float | None = None) -> "FittedGraph":
        """The board in pixels inside ``rect`` (uniformly scaled and centred, ``margin`` pixels
        kept free on every side). Lines keep ``clearance`` pixels from any third space (default:
        6 px for a space 44 px high, scaled with the board); a detour runs
        ``aside`` pixels beside what it avoids (default: about a fifth of a space)."""
        return FittedGraph(self, pygame.FRect(rect), margin, clearance, aside)


class FittedGraph:
    """A ``BoardGraph`` placed in a pixel rectangle: centres, rectangles, links and routes."""

    def __init__(self, graph: BoardGraph, rect: pygame.FRect, margin: float, clearance: float | None,
                 aside: float | None) -> None:
        self.graph = graph
        self.area = rect
        bx, by, bw, bh = graph.extent()
        inner = rect.inflate(-2 * margin, -2 * margin)
        self.scale = max(0.0, min(inner.w / bw, inner.h / bh))
        self.origin = (inner.centerx - (bx + bw / 2) * self.scale, inner.centery - (by + bh / 2) * self.scale)
        self.rects: dict[str, pygame.FRect] = {}
        for space, (x, y) in graph.spaces.items():
            w, h = graph.space_size(space)
            r = pygame.FRect(0, 0, w * self.scale, h * self.scale)
            r.center = self.point((x, y))
            self.rects[space] = r
        smallest = min((min(r.w, r.h) for r in self.rects.values()), default=44.0)
        self.clearance = clearance if clearance is not None else max(1.0, smallest * 6 / 44)
        self.aside = aside if aside is not None else max(4.0, smallest * 0.2)
        self.polylines: dict[Edge, tuple[Point, ...]] = {}
        self.crossing: set[Edge] = set()   # edges no shape could keep off a third space (drawn straight)
        for a, b in graph.edges:
            self.polylines[(a, b)] = self._route_edge(a, b)
        # Each edge's line between the spaces' borders: fixed once fitted, and a table lays out
        # its links on every change of the game (a fitted graph is usually cached by its game).
        self.trimmed: dict[Edge, tuple[Point, ...]] = {
            (a, b): self._trimmed(self.polylines[(a, b)], a, b) for a, b in graph.edges}

    # --- places -----------------------------------------------------------------------------------
    def point(self, logical: Point) -> Point:
        """A point in the board's units, in pixels (for anchors a game draws itself)."""
        return self.origin[0] + logical[0] * self.scale, self.origin[1] + logical[1] * self.scale

    def length(self, logical: float) -> float:
        """A length in the board's units, in pixels."""
        return logical * self.scale

    def centre(self, space: str) -> Point:
        return tuple(self.rects[space].center)  # type: ignore[return-value]

    def rect(self, space: str) -> pygame.FRect:
        return pygame.FRect(self.rects[space])

    def space_at(self, pos: Point) -> str | None:
        for space, r in self.rects.items():
            if r.collidepoint(pos):
                return space
        return None

    # --- lines ----------------------------------------------------------------------------------------
    def _obstacles(self, a: str, b: str) -> list[pygame.FRect]:
        c = self.clearance
        return [r.inflate(2 * c, 2 * c) for s, r in self.rects.items() if s not in (a, b)]

    def _route_edge(self, a: str, b: str) -> tuple[Point, ...]:
        """Straight if it keeps off every third space; else an elbow (horizontal then vertical,
        else vertical then horizontal); else a three-segment detour beside what is in the way."""
        pa, pb = self.centre(a), self.centre(b)
        obstacles = self._obstacles(a, b)

        def clear(points: Sequence[Point]) -> bool:
            return not any(crosses(points, o) for o in obstacles)

        straight = (pa, pb)
        if clear(straight):
            return straight
        for elbow in (((pa, (pb[0], pa[1]), pb)), ((pa, (pa[0], pb[1]), pb))):
            if clear(elbow):
                return elbow
        ra, rb = self.rects[a], self.rects[b]
        off = self.aside
        # Lanes beside every obstacle near the edge and through the gaps between them.
        box = pygame.FRect(min(pa[0], pb[0]), min(pa[1], pb[1]), abs(pa[0] - pb[0]), abs(pa[1] - pb[1]))
        near = [o for o in obstacles if o.colliderect(box.inflate(4 * max(ra.w, ra.h), 4 * max(ra.w, ra.h)))]
        rows = _lanes([(o.y, o.bottom) for o in near], off)
        cols = _lanes([(o.x, o.right) for o in near], off)
        # Legs may leave a space off its centre (the line is cut at the space's border anyway).
        xs_a = (pa[0], ra.x + ra.w * 0.25, ra.right - ra.w * 0.25)
        xs_b = (pb[0], rb.x + rb.w * 0.25, rb.right - rb.w * 0.25)
        ys_a = (pa[1], ra.y + ra.h * 0.3, ra.bottom - ra.h * 0.3)
        ys_b = (pb[1], rb.y + rb.h * 0.3, rb.bottom - rb.h * 0.3)
        candidates: list[tuple[Point, ...]] = []
        for xa in xs_a:
            for xb in xs_b:
                candidates.append(_clean((pa, (xa, pa[1]), (xa, pb[1]), pb)))        # an elbow off-centre
                for lane in rows:
                    candidates.append(_clean((pa, (xa, pa[1]), (xa, lane), (xb, lane), (xb, pb[1]), pb)))
        for ya in ys_a:
            for yb in ys_b:
                candidates.append(_clean((pa, (pa[0], ya), (pb[0], ya), pb)))
                for lane in cols:
                    candidates.append(_clean((pa, (pa[0], ya), (lane, ya), (lane, yb), (pb[0], yb), pb)))
        candidates.sort(key=_length)
        for points in candidates:
            if clear(points) and all(self.area.collidepoint(p) for p in points[1:-1]):
                return points
        for points in candidates:  # outside the board's rectangle is better than under a space
            if clear(points):
                return points
        self.crossing.add((a, b))
        return straight

    def edge_points(self, a: str, b: str) -> tuple[Point, ...]:
        """The polyline of the edge from ``a``'s centre to ``b``'s centre (either direction)."""
        if (a, b) in self.polylines:
            return self.polylines[(a, b)]
        if (b, a) in self.polylines:
            return self.polylines[(b, a)][::-1]
        return self.centre(a), self.centre(b)

    def _trimmed(self, points: Sequence[Point], a: str, b: str) -> tuple[Point, ...]:
        """``points`` starting where they leave ``a``'s rectangle and ending where they enter
        ``b``'s, so the line shows between the spaces, not under them."""
        pts = list(points)
        ra, rb = self.rects[a], self.rects[b]
        while len(pts) >= 2:
            span = _segment_in_rect(pts[0], pts[1], ra)
            if span is None or span[0] > 1e-9:
                break
            if span[1] >= 1.0 - 1e-9:  # this segment lies wholly inside a
                if len(pts) == 2:
                    return tuple(pts)
                pts.pop(0)
                continue
            p, q = pts[0], pts[1]
            pts[0] = (p[0] + (q[0] - p[0]) * span[1], p[1] + (q[1] - p[1]) * span[1])
            break
        while len(pts) >= 2:
            span = _segment_in_rect(pts[-2], pts[-1], rb)
            if span is None or span[1] < 1.0 - 1e-9:
                break
            if span[0] <= 1e-9:
                if len(pts) == 2:
                    return tuple(pts)
                pts.pop()
                continue
            p, q = pts[-2], pts[-1]
            pts[-1] = (p[0] + (q[0] - p[0]) * span[0], p[1] + (q[1] - p[1]) * span[0])
            break
        return tuple(pts)

    def links(self, width: float | None = None, colour: Colour = (214, 200, 160), dashed: bool = False,
              style: Callable[[str, str], Mapping[str, object] | None] | None = None) -> tuple[Link, ...]:
        """One ``Link`` per edge, between the spaces' borders. ``width`` defaults to 4 px at a
        space 44 px high, scaled. ``style(a, b)`` may change one edge: ``{"dashed": True}``,
        ``{"colour": ...}``, ``{"width": ...}``, or ``{"hidden": True}`` to leave it out (a removed
        door); ``None`` keeps the defaults."""
        if width is None:
            smallest = min((min(r.w, r.h) for r in self.rects.values()), default=44.0)
            width = max(2.0, min(8.0, smallest * 4 / 44))
        out = []
        for a, b in self.graph.edges:
            fields: dict[str, object] = {"width": width, "colour": colour, "dashed": dashed}
            extra = style(a, b) if style is not None else None
            if extra:
                if extra.get("hidden"):
                    continue
                fields.update({k: v for k, v in extra.items() if k in ("width", "colour", "dashed")})
            out.append(Link(self.trimmed[(a, b)], **fields))  # type: ignore[arg-type]
        return tuple(out)

    # --- walking --------------------------------------------------------------------------------------
    def path_points(self, path: Sequence[str]) -> tuple[Point, ...]:
        """The polyline a piece follows along ``path`` (space ids, start first): through every
        space's centre and round the same corners as the lines between them."""
        if not path:
            return ()
        points: list[Point] = [self.centre(path[0])]
        for a, b in zip(path, path[1:]):
            points.extend(self.edge_points(a, b)[1:])
        return tuple(points)

    def route(self, path: Sequence[str]) -> Route:
        """The ``Route`` for a piece walking ``path``: the points between its start and its home
        (the middle spaces' centres and any corners), for ``Choreography.routes``."""
        points = self.path_points(path)
        return Route(tuple(points[1:-1]))


__all__ = ["BoardGraph", "Edge", "FittedGraph", "crosses"]
