"""The game protocol shared by every game in ``rules``.

Each game module exposes, with exactly these names:

- ``new_game(players, seed, options=None) -> State``
- ``to_act(state) -> int | None``: the seat that decides now; ``None`` once the game is over.
- ``legal_actions(state) -> Sequence[Action]``: the acting seat's options, never empty while the
  game goes on. Actions are frozen, hashable values with a ``label`` (plain English).
- ``apply(state, action) -> (State, list[Event])``: never mutates ``state``; an action not in
  ``legal_actions(state)`` raises ``IllegalAction``.
- ``view(state, seat) -> State``: what ``seat`` may know; ``determinize(view, seat, rng)`` fills
  the unknowns at random, consistently with that view.
- ``result(state) -> Result | None`` and ``payoff(result, seat)``.
- ``to_json(state) -> str`` / ``from_json(text) -> State`` (``BadSave`` on anything malformed).
- ``describe_decision(state) -> str``: what the seat to act must decide ("Seat 2 must ..."), read
  by that seat through ``name_seats(..., you=seat)`` ("You must ...").
- ``text_table(view, viewer, names) -> list[str]``: the table as text lines for a person at a
  terminal (``viewer``: whose view it is, or ``None`` for the full state; ``names`` by seat).
- ``FACTS``, ``TUTORIAL`` and the rest of ``rules.core.game.PROTOCOL``; ``problems(module)``
  says what a package lacks.

Texts name seats "Seat N" in the third person; an event whose seat is the subject of its verb
also carries that seat's second-person words (``Event.subject``/``you``), and ``event_text``
gives each reader the right one.
"""

from .errors import BadSave, IllegalAction
from .events import Event, event_text, events_for
from .result import Result, payoff
from .text import name_seats, ordinal, seat_name

__all__ = [
    "BadSave",
    "Event",
    "IllegalAction",
    "Result",
    "event_text",
    "events_for",
    "name_seats",
    "ordinal",
    "payoff",
    "seat_name",
]
