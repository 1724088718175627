"""Player kinds and the factory the command line, the app and the benchmarks use."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any, Protocol, Sequence

KINDS: tuple[str, ...] = ("random", "heuristic", "easy", "normal", "hard")


class Player(Protocol):
    kind: str

    def choose(self, view_state: Any, seat: int) -> Any:
        """One of ``legal_actions(view_state)``; ``view_state`` is ``view(state, seat)``."""
        ...


class RandomPlayer:
    """Uniform over the legal actions: the baseline every other player must beat."""

    kind = "random"

    def __init__(self, game: ModuleType, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view_state: Any, seat: int) -> Any:
        actions: Sequence[Any] = self.game.legal_actions(view_state)
        return actions[self.rng.randrange(len(actions))]


def make_player(kind: str, game: ModuleType, seed: int = 0, **settings: Any) -> Player:
    """A player of ``kind`` for ``game`` (a rules module), seeded so games repeat."""
    if kind == "random":
        return RandomPlayer(game, seed)
    if kind == "heuristic":
        from .heuristic import HeuristicPlayer
        return HeuristicPlayer(game, seed)
    if kind in ("easy", "normal", "hard"):
        from .ismcts import IsmctsPlayer
        return IsmctsPlayer.for_level(kind, game, seed, **settings)
    raise ValueError(f"unknown player kind {kind!r}; choose one of {', '.join(KINDS)}")
