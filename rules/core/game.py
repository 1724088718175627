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
from typing import Any, Mapping, Sequence

# The module-level names every game's rules package has (see ``rules.core``'s docstring).
PROTOCOL = (
    "new_game", "new_game_with_events", "options_for_start", "to_act", "legal_actions", "apply", "view",
    "determinize", "known_cards", "result", "payoff", "describe_decision", "why_illegal", "to_json", "from_json",
    "events_for",
    "text_table", "TUTORIAL", "FACTS",
)


@dataclass(frozen=True)
class GameOption:
    """A choice New game and the command line offer for one game (a difficulty, a die, a mode, a
    guild), passed to ``new_game`` as ``options[key]`` = the chosen value.

    ``choices``: (value, what the screen shows) pairs; ``per_person``: each person at the screen
    chooses it for their own seat (a guild, a colour), and ``new_game`` gets ``{seat: value}`` for
    the people's seats; the game gives the other seats theirs.
    """

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str
    per_person: bool = False

    def __post_init__(self) -> None:
        if self.default not in self.values:
            raise ValueError(f"option {self.key}: the default {self.default!r} is not one of its choices")

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _ in self.choices)

    def shown(self, value: str) -> str:
        return dict(self.choices).get(value, value)

    def value_of(self, shown: str) -> str:
        """The value whose words are ``shown`` (or that is ``shown``); ``ValueError`` otherwise."""
        for value, words in self.choices:
            if shown in (value, words):
                return value
        raise ValueError(f"{self.label}: {shown!r} is not one of {', '.join(self.values)}")


@dataclass(frozen=True)
class GameFacts:
    """A game's identity and the facts the app shapes itself by.

    ``players``: the seat counts the game allows; ``cooperative``: the seats play together against
    the game (teammates rather than rivals, the night-blue felt); ``sees_own_hand``: a seat sees
    the cards it holds (not in a game where everyone sees your hand but you); ``secrets``: a seat may hold what another
    must not see, so people sharing one screen pass it behind a curtain; ``blurb``: one line for
    the New game screen; ``person_seats``: the most seats people may hold at one screen (``None``:
    any), for a game whose every other seat shows what a person must not see of their own;
    ``options``: the choices New game offers beside the seats (``GameOption``);
    ``people_option``: the option under which ``new_game`` learns which seats people play (one
    true/false per seat), for a game whose rules treat people and AI seats differently (who
    decides a team's choice); the app and the command line fill it in; ``notice``: what the
    credits must say of the game's content (where it comes from), shown verbatim;
    ``person_kinds``: seat kinds beyond a person and the AI that a person decides for under the
    game's own rules for them (Chaos characters), and ``kinds_option``: the option under which
    ``new_game`` learns every seat's kind then ("human", "ai" or one of ``person_kinds``);
    ``random_play``: the decisions within which a game of uniformly random play ends, at any seat
    count (generic tests play that long before they call a game that has not ended a loop);
    ``rivals_when``: (option key, value) pairs under which a ``cooperative`` game is played by
    rivals instead (a competitive mode): ``cooperative_for(options)`` tells which it is.
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
    options: tuple[GameOption, ...] = ()
    people_option: str | None = None
    notice: str = ""
    person_kinds: tuple[str, ...] = ()
    kinds_option: str | None = None
    random_play: int = 400
    rivals_when: tuple[tuple[str, str], ...] = ()

    def cooperative_for(self, options: Mapping[str, Any] | None) -> bool:
        """Whether the seats of a game started with ``options`` play together."""
        chosen = options or {}
        return self.cooperative and not any(chosen.get(key) == value for key, value in self.rivals_when)

    def __post_init__(self) -> None:
        if self.default_players not in self.players:
            raise ValueError(f"{self.id}: the default seat count {self.default_players} is not one of {self.players}")
        for key, value in self.rivals_when:
            option = self.option(key)
            if option is None or value not in option.values:
                raise ValueError(f"{self.id}: rivals_when names {key}={value!r}, which is not one of its options")

    @property
    def module(self) -> str:
        """The rules package's import name."""
        return f"rules.{self.id}"

    def load(self) -> ModuleType:
        return importlib.import_module(self.module)

    def option(self, key: str) -> GameOption | None:
        return next((o for o in self.options if o.key == key), None)

    def new_game_options(self, chosen: Mapping[str, str], people: Sequence[int]) -> dict[str, Any]:
        """``new_game``'s options from the choices made (``{key: value or its words}``; a key not
        chosen keeps the game's default): a per-person choice goes to each of ``people``'s seats
        (seat 0 when nobody plays). ``ValueError`` names an unknown key or value."""
        out: dict[str, Any] = {}
        for key, shown in chosen.items():
            option = self.option(key)
            if option is None:
                known = ", ".join(o.key for o in self.options) or "none"
                raise ValueError(f"{self.title} has no option {key!r} (its options: {known})")
            value = option.value_of(shown)
            out[key] = {seat: value for seat in (people or [0])} if option.per_person else value
        return out

    def with_people(self, options: Mapping[str, Any] | None, people: Sequence[bool]) -> dict[str, Any] | None:
        """``options`` plus which seats people play, for a game that asks (``people_option``)."""
        if self.people_option is None:
            return dict(options) if options is not None else None
        return {**(options or {}), self.people_option: list(people)}

    def with_kinds(self, options: Mapping[str, Any] | None, kinds: Sequence[str], human: str = "human") -> dict[str, Any] | None:
        """``options`` plus who plays each seat, ``kinds`` naming a person (``human``), one of
        ``person_kinds`` (decided by the person too) or an AI of any level: which seats people
        decide for (``people_option``) and, when a person kind is seated, every seat's kind
        (``kinds_option``)."""
        people = [k == human or k in self.person_kinds for k in kinds]
        out = self.with_people(options, people)
        if self.kinds_option is not None and any(k in self.person_kinds for k in kinds):
            out = {**(out or {}), self.kinds_option: [
                k if k in self.person_kinds else ("human" if k == human else "ai") for k in kinds]}
        return out

    def load_tutorial(self) -> Any | None:
        """The game's ``rules.core.tutorial.Tutorial``, or ``None`` for a game without one yet."""
        return self.load().TUTORIAL


def problems(module: ModuleType) -> list[str]:
    """The protocol names ``module`` lacks (empty when it has them all)."""
    return [name for name in PROTOCOL if not hasattr(module, name)]
