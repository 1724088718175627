"""Pictures kept between frames, so a frame redraws only what changes.

Why: a busy table (pieces pulsing while the person decides, another seat's move gliding, a lesson
pointing) used to redraw every piece, every word and the side panel each frame: 10-20 ms at
1920x1080 in software. Most of that picture is the same from frame to frame. A ``Layer`` keeps
one picture and draws it again only when its key (what it shows) changes; the key always holds
``epoch()``, so a layer never outlives the fonts and surfaces it was drawn with (``gfx.reset``).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from ..ui import gfx
from .pieces import Piece


@gfx.cached(maxsize=1)
def epoch() -> object:
    """A token that changes whenever ``gfx`` forgets its cached fonts and surfaces."""
    return object()


class Layer:
    """One kept picture, drawn again (with ``paint``) only when what it shows changes; pieces that
    came to rest on top of it are added to it instead (see ``get``)."""

    def __init__(self, alpha: bool = False) -> None:
        self.alpha = alpha
        self.key: Hashable = None
        self.picture: pygame.Surface | None = None

    def get(self, key: Hashable, size: tuple[int, int], paint: Callable[[pygame.Surface], None],
            items: tuple[Hashable, ...] = (),
            add: Callable[[pygame.Surface, list[int]], bool] | None = None) -> pygame.Surface:
        """The picture for ``key`` and ``items`` (what is drawn on it, in order). When only items
        were added since the last picture, ``add(picture, their indices)`` may draw them onto it
        (it returns False when they cannot go on top, and the whole is drawn again)."""
        ground = (epoch(), size, key)
        if self.picture is not None and self.key is not None and self.key[0] == ground:
            if self.key[1] == items:
                return self.picture
            added = additions(self.key[1], items) if add is not None else None
            if added is not None and add(self.picture, added):
                self.key = (ground, items)
                return self.picture
        if self.picture is None or self.picture.get_size() != size:
            blank = pygame.Surface(size, pygame.SRCALPHA if self.alpha else 0)
            self.picture = blank.convert_alpha() if self.alpha else blank.convert()
        if self.alpha:
            self.picture.fill((0, 0, 0, 0))
        paint(self.picture)
        self.key = (ground, items)
        return self.picture


def additions(old: Sequence[Hashable], new: Sequence[Hashable]) -> list[int] | None:
    """The indices in ``new`` of what is not in ``old``, when ``old`` is ``new`` without them (in
    the same order); ``None`` when something was taken away or changed."""
    out: list[int] = []
    i = 0
    for j, item in enumerate(new):
        if i < len(old) and old[i] == item:
            i += 1
        else:
            out.append(j)
    return out if i == len(old) else None


def on_top(pieces: Sequence[Piece], added: Sequence[int]) -> bool:
    """Whether the pieces at ``added`` (pieces that came to rest) may be drawn over a picture of
    the others: none of the others is drawn after one of them where it lies (shadow included)."""
    new = set(added)
    for i in added:
        reach = _body(pieces[i]).inflate(2 * LIFT, 2 * LIFT)
        if reach.collidelist([_body(p) for j, p in enumerate(pieces[i + 1:], i + 1) if j not in new]) >= 0:
            return False
    return True


class Same:
    """A key part that matches only the very same object (and keeps it alive, so its id is not
    reused): a layout or an affordance set, compared without looking inside."""

    __slots__ = ("obj",)

    def __init__(self, obj: Any) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


def restless(piece: Piece, busy: Iterable[str] = ()) -> bool:
    """A piece whose picture changes from frame to frame: moving, flipping, fading, shaking,
    rolling, lifted, or one of ``busy`` (its outline pulses)."""
    return (not piece.settled or piece.alpha < 255 or piece.lifted or piece.key in busy)


LIFT = 24   # how far a moving or lifted piece's shadow may spill past its rectangle
GLOW = 4    # how far a breathing outline spills (a lesson's ring and another seat's glow: WIDE)
WIDE = 9
TAG = 26    # the words a piece carries under it


def split(ordered: list[Piece], busy: set[str], wide: set[str] = frozenset(), under: Iterable[Piece] = ()
          ) -> tuple[list[Piece], list[Piece], list[Piece]]:
    """``ordered`` (drawn in this order) as (kept, glowing, fresh). ``fresh`` pieces are drawn
    each frame over one kept picture of the others: the restless ones, and every piece drawn
    after one of those that overlaps it (their order among themselves unchanged, so every overlap
    looks as before). ``glowing`` pieces (``busy``, settled, no later piece under their outline)
    are in the kept picture and only their breathing outline is drawn each frame; ``wide``
    outlines reach further. ``under``: changing pieces drawn below all of ``ordered`` (fading away).
    A static piece's shadow may fall over a fresh neighbour's edge: too faint to matter."""
    dirty = [_moving(p) for p in under]
    bodies = [_body(p) for p in ordered]
    kept: list[Piece] = []
    glowing: list[Piece] = []
    fresh: list[Piece] = []
    for i, piece in enumerate(ordered):
        body = bodies[i]
        if dirty and body.collidelist(dirty) >= 0:
            fresh.append(piece)
            dirty.append(body if piece.settled and not piece.lifted else _moving(piece))
        elif piece.key in busy and piece.settled and piece.alpha == 255 and not piece.lifted:
            reach = WIDE if piece.key in wide else GLOW
            if piece.rect.inflate(2 * reach, 2 * reach).collidelist(bodies[i + 1:]) < 0:
                kept.append(piece)
                glowing.append(piece)
            else:
                fresh.append(piece)
                dirty.append(body.inflate(2 * reach, 2 * reach))
        elif restless(piece, busy):
            fresh.append(piece)
            dirty.append(_moving(piece))
        else:
            kept.append(piece)
    return kept, glowing, fresh


def _body(piece: Piece) -> pygame.FRect:
    r = piece.rect
    return pygame.FRect(r.x, r.y, r.w, r.h + TAG) if piece.tag else pygame.FRect(r)


def _moving(piece: Piece) -> pygame.FRect:
    """Where a changing piece may draw this frame and until it settles (a moving one: the way home)."""
    return _body(piece).union(piece.home).inflate(2 * LIFT, 2 * LIFT)


def piece_key(piece: Piece) -> tuple[Any, ...]:
    """What a settled piece's picture depends on."""
    r = piece.rect
    return (piece.key, piece.look, int(r.x), int(r.y), int(r.w), int(r.h), piece.badge, piece.tag)


__all__ = ["Layer", "Same", "additions", "on_top", "epoch", "piece_key", "restless", "split"]
