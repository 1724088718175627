"""Small Table: a test-only game that hosts table tests of the generic board pieces (rings of seats,
board graphs, standees, dice). ``game`` is its rules module, ``table`` its adapter.

The app finds games by convention (``rules.catalog.GAMES``, ``rules.<id>``, ``app.games.<id>``);
``register(monkeypatch)`` puts this game there for one test and nowhere else::

    @pytest.fixture
    def smalltable(monkeypatch):
        return register(monkeypatch)
"""

from __future__ import annotations

import sys
from typing import Any

from . import game, table

GAME_ID = game.GAME_ID


def register(monkeypatch: Any) -> Any:
    """Make ``smalltable`` a known game for this test (undone by ``monkeypatch``); returns the
    rules module."""
    from rules import catalog

    monkeypatch.setitem(sys.modules, f"rules.{GAME_ID}", game)
    monkeypatch.setitem(sys.modules, f"app.games.{GAME_ID}", table)
    if GAME_ID not in catalog.GAME_IDS:
        monkeypatch.setattr(catalog, "GAME_IDS", catalog.GAME_IDS + (GAME_ID,))
    if all(info.id != GAME_ID for info in catalog.GAMES):
        monkeypatch.setattr(catalog, "GAMES", catalog.GAMES + (game.FACTS,))
    return game


__all__ = ["GAME_ID", "game", "register", "table"]
