"""What a game declares about itself, once: ``FACTS`` in its rules package.

The catalog lists these, and the app, the command line, the self-test and the terminal game find
everything else by convention from the id: the rules in ``rules.<id>``, the table in
``app.games.<id>``, the tutorial as the rules package's ``TUTORIAL``.

Every rules package offers the protocol of ``rules.core`` (``PROTOCOL`` lists the names) and
``FACTS``; ``rules.core.game.problems(module)`` says what one lacks.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

# The module-level names every game's rules package has (see ``rules.core``'s docstring).
PROTOCOL = (
    "new_game", "new_game_with_events", "options_for_start", "to_act", "legal_actions", "apply", "view",
    "determinize", "known_cards", "result", "payoff", "describe_decision", "why_illegal", "to_json", "from_json",
    "events_for",
    "text_table", "TUTORIAL", "FACTS",
)


@dataclass(frozen=True)
class GameFacts:
    """A game's identity and the facts the app shapes itself by.

    ``players``: the seat counts the game allows; ``cooperative``: the seats play together against
    the game (teammates rather than rivals, the night-blue felt); ``sees_own_hand``: a seat sees
    the cards it holds (not in a game where everyone sees your hand but you); ``secrets``: a seat may hold what another
    must not see, so people sharing one screen pass it behind a curtain; ``blurb``: one line for
    the New game screen; ``person_seats``: the most seats people may hold at one screen (``None``:
    any), for a game whose every other seat shows what a person must not see of their own.
    """

    id: str
    title: str
    players: tuple[int, ...]
    default_players: int
    cooperative: bool = False
    sees_own_hand: bool = True
    secrets: bool = True
    blurb: str = ""
    person_seats: int | None = None

    def __post_init__(self) -> None:
        if self.default_players not in self.players:
            raise ValueError(f"{self.id}: the default seat count {self.default_players} is not one of {self.players}")

    @property
    def module(self) -> str:
        """The rules package's import name."""
        return f"rules.{self.id}"

    def load(self) -> ModuleType:
        return importlib.import_module(self.module)

    def load_tutorial(self) -> Any | None:
        """The game's ``rules.core.tutorial.Tutorial``, or ``None`` for a game without one yet."""
        return self.load().TUTORIAL


def problems(module: ModuleType) -> list[str]:
    """The protocol names ``module`` lacks (empty when it has them all)."""
    return [name for name in PROTOCOL if not hasattr(module, name)]
