"""The rules of Sky Castle (spec section 3): the protocol's entry points, and what a decision
asks.

``apply`` copies the state, carries out the chosen action, then ``_advance`` runs everything
that needs no decision (deals, one-option decisions, castle tasks, refills, the end of the game)
until a seat must choose between at least two options or the game is over.

The rules live in modules by stage, each importing only those below it:

* ``setup``: ``new_game``, layouts, deals and built positions, ``options_for_start``;
* ``turns``: the options of each decision, the flow of play (``_advance``), the roles phase and
  the end of a round;
* ``castle``: the castle phase's tasks;
* ``scoring``: the score and the end of the game (``score_details``, ``rank``).

Every public name of those modules that this one offered before is importable from here as well.
"""

from __future__ import annotations

from ..core.flow import cached_legal_actions, checked_apply
from ..core.events import Event
from ..core.result import Result
from ..core.text import seat_name
from .actions import Action
from .cards import ROLE_NAMES
from .state import CLAIM, PAY, PLACE, SET, SWAP, THIEVE, State
from .turns import _act, _advance, _options

# Re-exported: the package and its callers find these here.
from .scoring import rank, score_details
from .setup import OPTION_KEYS, new_game, new_game_with_events, options_for_start
from .turns import PLACEMENT_TURNS, ROUNDS

# --- the protocol -----------------------------------------------------------------------------


def to_act(state: State) -> int | None:
    """The seat that decides now, or ``None`` once the game is over."""
    return None if state.step is None else state.step[1]


def legal_actions(state: State) -> tuple[Action, ...]:
    """The acting seat's options (cached on the state). On another seat's view, the set choice
    (S1) is private and the answer is empty; every other decision is public."""
    return cached_legal_actions(state, _options, (SET,))  # type: ignore[return-value]


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Carry out ``action`` for the seat to act; the input state is never changed."""
    return checked_apply(state, action, legal_actions, why_illegal, _act, _advance)


def result(state: State) -> Result | None:
    return state.over


_ASKS = {SET: "choose a set to reveal", PLACE: "place the {role}", SWAP: "decide on the {role}'s swap",
         CLAIM: "choose a tile for the {role}", THIEVE: "decide whether the Thief Thieves",
         PAY: "choose how to pay for the chest"}


def describe_decision(state: State) -> str:
    """What the seat to act must decide, in words ("Seat 2 must place the Captain")."""
    if state.step is None:
        return "The game is over"
    kind, seat = state.step[0], state.step[1]
    role = ""
    if kind == PLACE:
        role = ROLE_NAMES[state.step[2]]
    elif kind in (SWAP, CLAIM):
        role = ROLE_NAMES[state.step[2] % 8]
    return f"{seat_name(seat)} must {_ASKS[kind].format(role=role)}"


def why_illegal(state: State, action: object) -> str:
    if state.step is None:
        return "The game is over"
    try:
        label = action.label  # type: ignore[attr-defined]
    except (AttributeError, IndexError, KeyError, TypeError):  # not an action, or one naming nothing real
        label = repr(action)
    return f"{describe_decision(state)}; '{label}' is not one of the options"
