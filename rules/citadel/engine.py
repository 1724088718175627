"""The rules protocol: to_act, legal_actions, apply, result, payoff, and the words for a decision
and for a refusal.

``apply`` copies the state, carries out the chosen action (``turns._act``), then
``turns._advance`` runs everything that needs no decision (the Professor's turn, the clock,
the next seat's draw) until a seat must choose or the game is over.
"""

from __future__ import annotations

from ..core.events import Event
from ..core.flow import cached_legal_actions, checked_apply
from ..core.result import Result
from ..core.text import seat_name
from .actions import (
    CHOOSE_ROOM, END_ACTIONS, FLIP, IDEA, MOVE, PLAY, POWER, RESCUE, SHADOWING, STRETCH, TINKER, UNLOCK, Action,
)
from .board import ADJACENT, COLOURS, OUTSIDE, ROOM_DOORS, ROOMS, WINDOWS, room_name
from .content import CARD_NAME, CHAR_NAME, CHAR_SHORT, POWER as POWER_NAME, SWITCH_TYPE, TREASURE_TYPES, TYPE_NAMES
from .legal import card_playable, move_targets, options
from .state import ACT, COLOUR_STEP, DOOR, DUCK_STEP, FACE, IDEA_STEP, REROLL_STEP, ROLL_STEP, ROOM, TYPE, State
from .turns import _act, _advance


def to_act(state: State) -> int | None:
    """The seat that decides now, or ``None`` once the game is over."""
    return None if state.step is None else state.step[1]


def legal_actions(state: State) -> tuple[Action, ...]:
    """The acting seat's options (cached on the state); nothing in them is secret."""
    return cached_legal_actions(state, options)  # type: ignore[return-value]


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Carry out ``action`` for the seat to act; the input state is never changed."""
    return checked_apply(state, action, legal_actions, why_illegal, _act, _advance)


def result(state: State) -> Result | None:
    return state.over


def payoff(result: Result, seat: int) -> float:
    """The team's reward, the same for every seat: a win is shared by all (1/n each, so the seats'
    payoffs sum to 1 as for any shared win), a loss is 0. Every seat therefore searches for the
    team's win, whichever seat chose."""
    if seat in result.winners:
        return 1.0 / len(result.winners)
    return 0.0


_SOURCE_WORDS = {
    "NG1": "make a Sprint move (or stop)", "NG3": "choose the room to Slip Through into",
    "LJ3": "choose an adjacent switch for Chain Reaction (or stop)", "LJ2": "choose a switch for Remote Control",
    "DB5": "choose a switch for Stroke of Luck", "NG4": "choose a switch for Running Flip",
    "EW6": "choose a switch for Wrench in the Works", "DB2": "choose a switch for Blown Fuse",
    "SHORT": "choose a switch for Short Circuit", "LJ5": "choose the first room to Rewire",
    "LJ5b": "choose the second room to Rewire", "DASH": "choose where to Mad Dash",
    "EW3": "choose the door for Well-Oiled Hinges", "EW5": "choose a door for Remote Release",
    "KEY": "choose a door for Master Key", "DB4": "choose the door to pull the Professor through",
}


def describe_decision(state: State) -> str:
    """What the seat to act must decide, in words ("Seat 2 must ...")."""
    if state.step is None:
        return "The game is over"
    kind, seat, source, count, extra = state.step
    who = seat_name(seat)
    name = CHAR_SHORT[state.chars[seat]]
    if kind == ACT:
        card = "the card is played" if state.played else "one of the 2 revealed cards may be played"
        return (f"{who} must play {name}'s action phase: {state.actions} action{'s' if state.actions != 1 else ''} "
                f"left, {card}, then roll the dice")
    if kind in (ROOM, DOOR):
        return f"{who} must {_SOURCE_WORDS.get(source, 'choose')}"
    if kind == COLOUR_STEP:
        return f"{who} must choose the Colour die's face (Fate's Hand)" if source == "FATE" else \
            f"{who} must choose a treasure marker for Borrowed Time"
    if kind == TYPE:
        return f"{who} must choose a switch type to turn OFF everywhere"
    if kind == FACE:
        return f"{who} must choose the Professor die's face (Fate's Hand)"
    if kind == ROLL_STEP:
        return f"{who} must choose one of the two rolls (Double or Nothing)"
    if kind == REROLL_STEP:
        return f"{who} must reroll dice or keep them"
    if kind == DUCK_STEP:
        return (f"{who} must choose where {name} flees from {room_name(state.professor)}: an adjacent room "
                "(Duck and Cover) or outside")
    if kind == IDEA_STEP:
        return f"{who} must choose which character tile the idea turns face up"
    return f"{who} must decide"


def _refusal(s: State, a: Action) -> str | None:
    """A specific reason for the commonest wrong moves, or ``None``."""
    kind, seat, *_ = s.step  # type: ignore[misc]
    here = s.where[seat]
    if kind != ACT and a.kind in (MOVE, UNLOCK, FLIP, RESCUE, PLAY, POWER, END_ACTIONS, SHADOWING, TINKER, STRETCH):
        return "First finish the choice in progress."
    if kind == ACT and a.kind in (MOVE, UNLOCK, FLIP, RESCUE) and s.actions < 1:
        return "No actions are left this turn."
    if a.kind == MOVE and kind == ACT:
        room = a.arg
        if room == s.professor:
            return "The Professor is in that room."
        if here == OUTSIDE:
            if room == "ENT":
                return "No entry through the front door: climb in through a window."
            if room not in WINDOWS:
                return "From outside you can only climb in through the Gallery, Library or Ballroom windows."
        elif room in ROOMS and room not in ADJACENT[here] and room not in move_targets(s, seat):
            return "That room is not next to yours."
        elif room in ROOMS and room not in move_targets(s, seat):
            return "The door is locked."
    if a.kind == UNLOCK and kind == ACT:
        if here == OUTSIDE:
            return "Climb into the castle first: doors are unlocked from inside a room."
        if a.arg not in ROOM_DOORS.get(here, ()):
            return "Only the doorways of your own room can be unlocked."
        return "That door is open already."
    if a.kind == FLIP and kind == ACT:
        if a.arg in ROOMS and not s.switch_of(a.arg)[1]:
            return "That switch is OFF already."
        return "You can only flip the switch of the room you are in."
    if a.kind == RESCUE and kind == ACT and a.arg in COLOURS:
        t = s.treasures[COLOURS.index(a.arg)]
        if t is None or t[1] != here:
            return "Go to the treasure's room first."
        active = [TYPE_NAMES[SWITCH_TYPE[tile]] for tile, on in s.switches
                  if on and SWITCH_TYPE[tile] in TREASURE_TYPES[t[0]]]
        return f"Switches are still active: {', '.join(sorted(set(active)))}."
    if a.kind == PLAY and kind == ACT:
        if s.played:
            return "Only one card can be played per turn."
        if a.arg not in s.revealed[seat]:
            return "That card is not one of your two revealed cards."
        if not card_playable(s, seat, a.arg):  # type: ignore[arg-type]
            return f"{CARD_NAME[a.arg]} cannot be played now: its condition does not hold."
    if a.kind == POWER and kind == ACT:
        char = s.chars[seat]
        if not s.face_up[seat]:
            return f"{CHAR_NAME[char]}'s tile is face down: no powerful action."
        return f"{POWER_NAME[char]} would do nothing now."
    if a.kind == IDEA and kind != IDEA_STEP:
        return "Ideas come only when the clock reaches a light bulb."
    if a.kind == CHOOSE_ROOM and kind != ROOM:
        return "No room is being chosen now."
    return None


def why_illegal(state: State, action: object) -> str:
    """Why ``action`` is not legal now, in a player's words."""
    if state.step is None:
        return "The game is over."
    reason = None
    if isinstance(action, Action):
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
