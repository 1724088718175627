"""One table adapter per game, found by convention: the package ``app.games.<id>`` exposes
``TABLE``, a ``contract.TableAdapter`` subclass. A game without such a package plays in the
terminal only. ``README.md`` here says how to add a game.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any, Sequence

from .contract import TableAdapter


def table_class(game_id: str) -> type[TableAdapter] | None:
    """The game's adapter class, or ``None`` when the game has no table yet."""
    name = f"{__name__}.{game_id}"
    try:
        if importlib.util.find_spec(name) is None:
            return None
    except (ImportError, ValueError):
        return None
    table = getattr(importlib.import_module(name), "TABLE", None)
    if not (isinstance(table, type) and issubclass(table, TableAdapter)):
        raise TypeError(f"{name}.TABLE must be a TableAdapter subclass")
    return table


def has_table(game_id: str) -> bool:
    return table_class(game_id) is not None


def has_lesson(game_id: str) -> bool:
    """The game has a tutorial and a table to show it on."""
    from rules import catalog

    return has_table(game_id) and catalog.get(game_id).load_tutorial() is not None


def adapter_for(game_id: str, names: Sequence[str]) -> TableAdapter:
    table = table_class(game_id)
    if table is None:
        raise KeyError(f"no table for game {game_id!r}")
    return table(names)


def showcase(game_id: str) -> tuple[Any, ...]:
    """Looks that stand for the game (title screen, New game), drawn with ``render``."""
    table = table_class(game_id)
    return table.showcase if table is not None else ()
