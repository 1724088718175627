"""What one action looks and sounds like on the table, as plain values: the adapter's answer to
``choreograph`` (``app.games.contract``), played by the ``Choreographer``. Times are at normal
speed; the table scales them by the animation speed setting."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .dice import TUMBLE_SECONDS
from .layout import Layout
from .motion import Route
from .pieces import Look


@dataclass(frozen=True)
class Projectile:
    """Something that flies from one piece to another without being a piece (a thrown stone):
    drawn with ``look`` at ``size`` pixels on an arc, ``delay`` seconds after the action."""

    look: Look
    source: str
    target: str
    delay: float
    flight: float
    size: float = 12.0
    arc: float = 0.35  # the arc's height, as a share of the distance


@dataclass(frozen=True)
class Cue:
    """A sound ``name`` (a file in sounds/) played ``delay`` seconds after the action."""

    name: str
    delay: float = 0.0


@dataclass(frozen=True)
class Roll:
    """A die (the piece ``die``) tumbles for ``seconds`` and lands on ``face`` after ``delay``."""

    die: str
    face: int
    delay: float = 0.0
    seconds: float = TUMBLE_SECONDS


@dataclass(frozen=True)
class Still:
    """A picture held over the table for a while, that no piece stands for (a round's scoring, read
    before the next deal covers it): ``look`` drawn at ``rect`` from ``delay`` seconds after the
    action, for ``duration`` seconds. The next seat waits while one shows."""

    look: Look
    rect: pygame.FRect
    delay: float
    duration: float


@dataclass(frozen=True)
class Frames:
    """A piece shows ``looks`` one after another, ``pace`` seconds each, from ``delay`` seconds
    after the action, then its new look (it does not flip to it): a hand sweeping round a dial, a
    figure fading out in a swirl and in again elsewhere. Before ``delay`` it shows the first."""

    looks: tuple[Look, ...]
    delay: float = 0.0
    pace: float = 0.05

    @property
    def seconds(self) -> float:
        return self.delay + self.pace * len(self.looks)


@dataclass
class Choreography:
    """Every motion, effect, sound and notice one action causes. Times are at normal speed; the
    table scales them by the animation speed setting."""

    origins: dict[str, str | pygame.FRect] = field(default_factory=dict)  # new key -> old key / rect
    delays: dict[str, float] = field(default_factory=dict)
    flips: set[str] = field(default_factory=set)
    shakes: set[str] = field(default_factory=set)
    routes: dict[str, Route] = field(default_factory=dict)
    projectiles: list[Projectile] = field(default_factory=list)
    sounds: list[Cue] = field(default_factory=list)
    rolls: list[Roll] = field(default_factory=list)
    notice: str = ""          # a line shown after the action ("Someone is watching...")
    hold: float = 0.0         # seconds the next seat waits so the notice is read
    stills: list[Still] = field(default_factory=list)
    frames: dict[str, Frames] = field(default_factory=dict)
    caption: str = ""         # what another seat just did, for the prompt bar while others act

    def among(self, before: Layout, after: Layout) -> "Choreography":
        """This choreography without what names a piece missing from the layouts (a role that
        went home and is now hidden, say): motions of pieces of ``after``, coming from pieces of
        ``before``; projectiles between pieces of ``before``; rolls of dice of ``after``."""
        old = {p.key for p in before.pieces}
        new = {p.key for p in after.pieces}
        return Choreography(
            {k: v for k, v in self.origins.items() if k in new and (not isinstance(v, str) or v in old)},
            {k: v for k, v in self.delays.items() if k in new}, self.flips & new, self.shakes & new,
            {k: v for k, v in self.routes.items() if k in new},
            [p for p in self.projectiles if p.source in old and p.target in old], list(self.sounds),
            [r for r in self.rolls if r.die in new], self.notice, self.hold, list(self.stills),
            {k: v for k, v in self.frames.items() if k in new}, self.caption)

    def merge(self, other: "Choreography") -> "Choreography":
        """This choreography with ``other``'s entries added (``other`` wins where both set one)."""
        return Choreography({**self.origins, **other.origins}, {**self.delays, **other.delays},
                            self.flips | other.flips, self.shakes | other.shakes,
                            {**self.routes, **other.routes}, self.projectiles + other.projectiles,
                            self.sounds + other.sounds, self.rolls + other.rolls,
                            other.notice or self.notice, max(self.hold, other.hold), self.stills + other.stills,
                            {**self.frames, **other.frames}, other.caption or self.caption)


# --- lessons and results ----------------------------------------------------------------------
