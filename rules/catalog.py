"""The games Castletop knows: one line per game. Everything else comes from the game's package.

Each id names a rules package ``rules.<id>`` that declares its ``FACTS`` (``rules.core.game``):
title, seat counts, cooperative or not, and so on. Adding a game is adding its line here.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from .core.game import GameFacts

GAME_IDS: tuple[str, ...] = (
    "caleira",
    "skycastle",
    "wizardtower",
    "citadel",
    "loghan",
)


def _facts(game_id: str) -> GameFacts:
    facts = importlib.import_module(f"rules.{game_id}").FACTS
    if facts.id != game_id:
        raise ValueError(f"rules.{game_id} declares the id {facts.id!r}")
    return facts


GAMES: tuple[GameFacts, ...] = tuple(_facts(g) for g in GAME_IDS)

GameInfo = GameFacts  # the name the command line and the benchmarks knew it by


def get(game_id: str) -> GameFacts:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(g.id for g in GAMES)}")


def load(game_id: str) -> ModuleType:
    return get(game_id).load()


def load_tutorial(game_id: str) -> Any | None:
    """The tutorial of ``game_id`` (a ``rules.core.tutorial.Tutorial``), or ``None``."""
    return get(game_id).load_tutorial()
