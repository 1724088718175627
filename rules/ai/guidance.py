"""Where the generic players find a game's own heuristics: ``rules.<game>.heuristics``.

A game's heuristics module may offer ``choose(view_state, seat, rng)`` (the heuristic player),
``rollout(state, actions, rng)`` (a cheap policy for search playouts) and, for long games,
``PLAYOUT_LIMIT`` with ``evaluate(state) -> per-seat values in [0, 1]`` (a playout stops after
that many actions and the evaluation stands in for the result), and ``SEARCH_PRIOR`` (a weight:
the search's root favours the heuristic player's move, a bonus that fades as visits grow, so a
short search is never worse than the heuristic it starts from), and ``search_when(view_state,
seat) -> bool`` (the decisions worth a search: at the others the search player plays the
heuristic's move at once, for a long game whose hundreds of small decisions a handful of
iterations would only blur), and ``playout_stop(state) -> bool`` (a simulation stops there and
the evaluation stands in: a moment where the engine would reveal what no seat may know yet, such
as outcomes printed on a card's back that a determinization cannot resample). Without them the players fall back to uniform random choices and
playouts to the end.
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


def playout_cutoff(game: ModuleType) -> tuple[int, Callable[[Any], Sequence[float]]] | None:
    """(actions before a playout stops, the evaluation used then), or ``None``: play to the end."""
    module = heuristics_of(game)
    limit = getattr(module, "PLAYOUT_LIMIT", None) if module else None
    evaluate = getattr(module, "evaluate", None) if module else None
    return (limit, evaluate) if limit and evaluate else None


def search_prior(game: ModuleType) -> tuple[float, Callable[[Any, int, random.Random], Any]] | None:
    """(the weight of the heuristic's move at the search's root, the heuristic player), or ``None``."""
    module = heuristics_of(game)
    weight = getattr(module, "SEARCH_PRIOR", 0.0) if module else 0.0
    choose = getattr(module, "choose", None) if module else None
    return (float(weight), choose) if weight and choose else None


def search_filter(game: ModuleType) -> tuple[Callable[[Any, int], bool], Callable[[Any, int, random.Random], Any]] | None:
    """(which decisions the search player searches, the heuristic player for the rest), or
    ``None``: search every decision."""
    module = heuristics_of(game)
    when = getattr(module, "search_when", None) if module else None
    choose = getattr(module, "choose", None) if module else None
    return (when, choose) if when and choose else None


def playout_stop(game: ModuleType) -> Callable[[Any], bool] | None:
    """Where simulations must stop (and the game's evaluation stand in), or ``None``."""
    module = heuristics_of(game)
    stop = getattr(module, "playout_stop", None) if module else None
    return stop if stop and getattr(module, "evaluate", None) else None
