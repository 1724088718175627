"""The rules of Castles of Caleira (spec sections 3 and 4): the protocol's entry points, and
what a decision asks and why an action is refused.

``apply`` copies the state, carries out the chosen action, then ``_advance`` runs every step
that needs no decision (draws, single-option choices, effects with nothing to do, the end of the
game) until a seat must choose between at least two options or the game is over.

The rules live in modules by stage, each importing only those below it:

* ``setup``: ``new_game``, deals and built positions, ``options_for_start``;
* ``turns``: the options of each decision and the flow of play (``_advance``);
* ``effects``: carrying out a decision (``_act``) and the small state-rewriting helpers;
* ``scoring``: the end of the game (``piece_points``, ``castle_score``, ``rank``).

Every public name of those modules is importable from here as well.
"""

from __future__ import annotations

from ..core.flow import cached_legal_actions, checked_apply
from ..core.events import Event
from ..core.result import Result
from ..core.text import seat_name
from .actions import Action, Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target
from .cards import SPIRE, TITLE, title
from .effects import PRIVATE_DECISIONS, _act
from .state import EXCHANGE, FLIP, LOOK, ORDER, PLAY, TARGET, WATCH, State
from .turns import _advance, _options

# Re-exported: the package and its callers find these here.
from .scoring import castle_score, piece_points, rank
from .setup import HAND_SIZE, new_game, new_game_with_events, options_for_start

# --- the protocol -----------------------------------------------------------------------------


def to_act(state: State) -> int | None:
    """The seat that decides now, or ``None`` once the game is over."""
    return None if state.step is None else state.step[1]


def legal_actions(state: State) -> tuple[Action, ...]:
    """The acting seat's options (cached on the state: it never changes).

    On a view of a seat that is not the one deciding, the options of a private decision
    (which cards to play, give or order) are unknown, and the answer is empty.
    """
    return cached_legal_actions(state, _options, PRIVATE_DECISIONS)  # type: ignore[return-value]


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Carry out ``action`` for the seat to act; the input state is never changed."""
    return checked_apply(state, action, legal_actions, why_illegal, _act, _advance)


def result(state: State) -> Result | None:
    return state.over


# --- what a decision asks, and why an action is refused --------------------------------------

_ASKS = {
    PLAY: "play a card from hand", TARGET: "choose a target for {card}", WATCH: "pick pieces for {card}",
    LOOK: "choose a face-down piece for {card} to look at", FLIP: "turn the looked-at piece face-up or leave it",
    ORDER: "put the {card}'s cards back in order", EXCHANGE: "choose a card and a player for {card}",
}


def describe_decision(state: State) -> str:
    """What the seat to act must decide, in words ("Seat 2 must choose a target for Trebuchet")."""
    if state.step is None:
        return "The game is over"
    kind, owner, card, _ = state.step
    ask = _ASKS[kind].format(card=title(card) if card >= 0 else "")
    return f"{seat_name(owner)} must {ask}"


def why_illegal(state: State, action: object) -> str:
    """A one-line reason why ``action`` is not legal now. Seats appear only as owners ("Seat 1's
    hand"), never as the subject of a verb, so ``name_seats(..., you=seat)`` reads right."""
    if state.step is None:
        return "The game is over"
    kind, owner, card, data = state.step
    try:
        label = action.label  # type: ignore[attr-defined]
    except (AttributeError, KeyError, TypeError):  # not an action, or one naming no card
        label = repr(action)
    expected = {PLAY: Play, TARGET: Target, WATCH: (Pick, StopPicking), LOOK: Look, FLIP: Flip,
                ORDER: Order, EXCHANGE: Exchange}[kind]
    if not isinstance(action, expected):
        return f"{describe_decision(state)}; '{label}' does not answer that"
    if isinstance(action, Play):
        if action.name == SPIRE and action.face_up:
            return "The Princess' Spire can only be played face-down"
        return f"{seat_name(owner)}'s hand holds no {TITLE.get(action.name, action.name)}"
    if isinstance(action, (Target, Pick, Look)):
        castle = state.castles[action.seat] if 0 <= action.seat < state.players else ()
        if not 1 <= action.pos <= len(castle):
            return "There is no such castle piece"
        if isinstance(action, (Pick, Look)):
            return "Only face-down pieces (not already picked) can be chosen"
    if isinstance(action, Order):
        return "That order does not match the cards looked at"
    if isinstance(action, Exchange):
        if action.partner == owner or not (0 <= action.partner < state.players):
            return "Choose another player to exchange with"
        if not state.hands[action.partner]:
            return f"{seat_name(action.partner)}'s hand holds no card to exchange"
        return f"{seat_name(owner)}'s hand holds no {TITLE.get(action.name, action.name)}"
    return f"'{label}' is not possible now"
