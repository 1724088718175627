"""Where the generic players find a game's own heuristics: ``rules.<game>.heuristics``.

A game's heuristics module may offer ``choose(view_state, seat, rng)`` (the heuristic player)
and ``rollout(state, actions, rng)`` (a cheap policy for search playouts). Without them the
players fall back to uniform random choices.
"""

from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import Any, Callable, Sequence


def heuristics_of(game: ModuleType) -> ModuleType | None:
    try:
        return importlib.import_module(game.__name__ + ".heuristics")
    except ModuleNotFoundError:
        return None


def _uniform(state: Any, actions: Sequence[Any], rng: random.Random) -> Any:
    return actions[int(rng.random() * len(actions))]


def rollout_policy(game: ModuleType) -> Callable[[Any, Sequence[Any], random.Random], Any]:
    module = heuristics_of(game)
    return getattr(module, "rollout", _uniform) if module else _uniform
