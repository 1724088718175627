"""The rules protocol of Tower of the Sleepy Wizard: to_act, legal_actions, apply, result, and
the words for a decision and for a refusal.

``apply`` copies the state, carries out the chosen action (``turns._act``), then ``_advance``
runs everything that needs no decision (deals, automatic sends, scoring, the end of the game)
until a seat must choose between at least two options or the game is over.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.flow import cached_legal_actions, checked_apply
from ..core.result import Result
from ..core.text import seat_name
from .actions import Action, ChooseCopies, EndPeek, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket
from .cards import DECK_HIRE_ALLOWED, EMPTY, OWN_TURN_ONCE, PEEK_COUNT, PEEK_TIMING
from .state import COPY, HIRE, PEEK, SEND, State
from .turns import _act, _advance, _options

# Re-exported: the package and its callers find these here.
from .setup import OPTION_KEYS, new_game, new_game_with_events, options_for_start  # noqa: F401


def to_act(state: State) -> int | None:
    """The seat that decides now, or ``None`` once the game is over."""
    return None if state.step is None else state.step[1]


def legal_actions(state: State) -> tuple[Action, ...]:
    """The acting seat's options (cached on the state); every decision's options are public."""
    return cached_legal_actions(state, _options)  # type: ignore[return-value]


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Carry out ``action`` for the seat to act; the input state is never changed."""
    return checked_apply(state, action, legal_actions, why_illegal, _act, _advance)


def result(state: State) -> Result | None:
    return state.over


def describe_decision(state: State) -> str:
    """What the seat to act must decide, in words ("Seat 2 must hire an adventurer")."""
    if state.step is None:
        return "The game is over"
    kind, seat = state.step
    who = seat_name(seat)
    if kind == PEEK:
        left = PEEK_COUNT[state.floor] - bin(state.peeked[seat]).count("1")
        return f"{who} must peek at up to {left} more hand card{'s' if left != 1 else ''} or stop peeking"
    if kind == HIRE:
        return f"{who} must hire an adventurer: a hand card, the top of the deck or a market card"
    if kind == SEND:
        return f"{who} must send a hand card to the market"
    return f"{who} must choose the Shapeshifters' copies"


def _refusal(state: State, action: object) -> str | None:
    """A specific reason for the commonest wrong moves, or ``None``."""
    kind, seat = state.step  # type: ignore[misc]
    hand = state.hands[seat]
    floor = state.floor
    if isinstance(action, (HireFromHand, HireFromDeck, HireFromMarket)):
        if kind == SEND:
            return "First send a hand card to the market."
        if kind == PEEK:
            return "First finish peeking: the turns have not begun."
        if kind == COPY:
            return "The turns are over: the round is being scored."
        if isinstance(action, HireFromDeck):
            if not DECK_HIRE_ALLOWED[floor]:
                return "The stair has collapsed: no hiring from the deck this round."
            if not state.deck:
                return "The deck is empty."
        if isinstance(action, HireFromHand) and (not 1 <= action.pos <= 4 or hand[action.pos - 1] == EMPTY):
            return f"Hand position {action.pos} is empty."
        if isinstance(action, HireFromMarket):
            if action.card not in state.market:
                return "That adventurer is not in the market."
    if isinstance(action, SendToMarket):
        if kind != SEND:
            return "A hand card goes to the market only after hiring from the deck or the market."
        if not 1 <= action.pos <= 4 or hand[action.pos - 1] == EMPTY:
            return f"Hand position {action.pos} is empty."
    if isinstance(action, (Peek, EndPeek)):
        timing = PEEK_TIMING[floor]
        if timing == OWN_TURN_ONCE and isinstance(action, EndPeek):
            return "On the Dusty Storeroom hiring ends the peek; there is no Done peeking."
        if timing == OWN_TURN_ONCE and kind == HIRE and state.storeroom[seat] == 2:
            return "The Dusty Storeroom's peek has been used this round."
        if kind != PEEK and not (timing == OWN_TURN_ONCE and kind == HIRE):
            return "No peeking now: peeks come before the turns." if PEEK_COUNT[floor] else \
                "No peeking on this floor."
        if isinstance(action, Peek):
            if not 1 <= action.pos <= 4 or hand[action.pos - 1] == EMPTY:
                return f"Hand position {action.pos} is empty."
            if state.peeked[seat] >> (action.pos - 1) & 1:
                return f"Hand position {action.pos} has been peeked at already."
            return "No peeks left."
    if isinstance(action, ChooseCopies):
        if kind != COPY:
            return "Shapeshifter copies are chosen when the round is scored."
        return "Those copies are not a legal choice for this team."
    return None


def why_illegal(state: State, action: object) -> str:
    """Why ``action`` is not legal now, in a player's words."""
    if state.step is None:
        return "The game is over."
    try:
        reason = _refusal(state, action)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        reason = None
    if reason:
        return reason
    try:
        label = action.label  # type: ignore[attr-defined]
    except (AttributeError, IndexError, KeyError, TypeError):
        label = repr(action)
    return f"{describe_decision(state)}; '{label}' is not one of the options"
