"""The games Castletop knows, for menus, the command line and the benchmarks."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    players: tuple[int, ...]
    default_players: int
    module: str

    def load(self) -> ModuleType:
        return importlib.import_module(self.module)

    def load_tutorial(self) -> Any | None:
        """The game's ``rules.core.tutorial.Tutorial`` (its package's ``TUTORIAL``), or ``None``
        for a game that has none yet."""
        return getattr(self.load(), "TUTORIAL", None)


GAMES: tuple[GameInfo, ...] = (
    GameInfo("caleira", "Castles of Caleira", (2, 3, 4), 2, "rules.caleira"),
    GameInfo("skycastle", "Professor Treasure's Secret Sky Castle", (2,), 2, "rules.skycastle"),
)


def get(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(g.id for g in GAMES)}")


def load(game_id: str) -> ModuleType:
    return get(game_id).load()


def load_tutorial(game_id: str) -> Any | None:
    """The tutorial of ``game_id`` (a ``rules.core.tutorial.Tutorial``), or ``None``."""
    return get(game_id).load_tutorial()
