"""The per-game heuristic player: fast, deterministic given its seed, no search."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

from .guidance import heuristics_of


class HeuristicPlayer:
    kind = "heuristic"

    def __init__(self, game: ModuleType, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)
        module = heuristics_of(game)
        self._choose = getattr(module, "choose", None) if module else None

    def choose(self, view_state: Any, seat: int) -> Any:
        actions = self.game.legal_actions(view_state)
        if len(actions) == 1:
            return actions[0]
        if self._choose is None:
            return actions[int(self.rng.random() * len(actions))]
        return self._choose(view_state, seat, self.rng)
