"""Every decision of the game as one small frozen value, ``Action(kind, arg)`` (spec §5.1).

One class for every kind, because the spec names decisions that way (``STEP(GATE)``,
``DECIDE(C)``) and the table, the AI, the tests and the tutorial build them alike:
``Action(STEP, "GATE")``. ``note`` carries position-dependent words for the label and takes no
part in equality, so a hand-built action still matches the one ``legal_actions`` offers.
Author D's combat and reward kinds use the same class with their own kind strings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from .state import Agent

# windows and free actions (§2.4, E4)
PASS_WINDOW, MOVE, USE_ITEM, USE_SKILL, DISCARD_TREASURE = (
    "PASS_WINDOW", "MOVE", "USE_ITEM", "USE_SKILL", "DISCARD_TREASURE")
TRADE_OPEN, TRADE_GIVE, TRADE_TAKE, TRADE_REMOVE, TRADE_SEND, TRADE_ANSWER = (
    "TRADE_OPEN", "TRADE_GIVE", "TRADE_TAKE", "TRADE_REMOVE", "TRADE_SEND", "TRADE_ANSWER")
CONTRIBUTE, TONIC_MISS = "CONTRIBUTE", "TONIC_MISS"
# move phase (§2.5)
STEP, STOP = "STEP", "STOP"
# event phase (§2.6)
DECIDE, CHAOS_PICK, PEEK_NODE, REFLIP = "DECIDE", "CHAOS_PICK", "PEEK_NODE", "REFLIP"
# treasures (§2.15, E6, E28)
PLACE, OVERFLOW, GIVE_ANSWER, REQ_KEEP = "PLACE", "OVERFLOW", "GIVE_ANSWER", "REQ_KEEP"
# refresh (§2.11, §2.12)
REST, RECHARGE, SEARCH, SNEAK, PASS = "REST", "RECHARGE", "SEARCH", "SNEAK", "PASS"
SNEAK_PEEK, CLOAK, TOKEN_DRAW, DISENCHANT, DONE, CLEAN_REMOVE = (
    "SNEAK_PEEK", "CLOAK", "TOKEN_DRAW", "DISENCHANT", "DONE", "CLEAN_REMOVE")
SELL, BID, BUY, LEAVE = "SELL", "BID", "BUY", "LEAVE"
# Exploration mode (§2.19)
TIMELINE_PROPOSE, NO_TRAVEL = "TIMELINE_PROPOSE", "NO_TRAVEL"

Arg = Union[str, int, bool, tuple, None]

PLACE_WORDS = {"left": "the left hand", "right": "the right hand", "both": "both hands", "belt": "the Belt",
               "back": "the Back slot", "backpack": "the backpack"}
COLOUR_WORDS = {"G": "Green", "B": "Blue", "R": "Red", "V": "Violet"}

_WORDS = {
    PASS_WINDOW: "Pass (no more free actions)", STOP: "Stop here", RECHARGE: "Recharge (+3 Energy)",
    SEARCH: "Search this room", PASS: "Pass", DONE: "Done", TRADE_SEND: "Send the trade offer",
    TRADE_REMOVE: "Withdraw the trade offer", LEAVE: "Leave it",
}


def enemy_words(row: tuple[str, ...] | list[str], index: int) -> str:
    """The enemy at ``index`` of a row of enemy cards by name, with its place in the row when
    another enemy there has the same name (two Skeletons): labels must tell options apart."""
    from ..core.text import ordinal
    from .lookup import name
    words = name(row[index])
    if sum(1 for card in row if name(card) == words) > 1:
        words += f" ({ordinal(index + 1)} in the row)"
    return words


def treasure_words(agent: "Agent", card: str) -> str:
    """``card`` by name, with where ``agent`` keeps it when the agent holds another treasure of
    that name ("Potion (in the Belt)", "Potion (2nd in the backpack)"); a card the agent does not
    hold yet (an overflowing new one) is "the new one" beside a held namesake. Labels naming the
    treasures of one agent must tell two copies apart."""
    from ..core.text import ordinal
    from .lookup import name
    words = name(card)
    twins = [t for t in agent.treasures if t != card and name(t) == words]
    if not twins:
        return words
    place = agent.place_of(card)
    if not place:
        return f"{words} (the new one)"
    if place == "backpack":
        packed = [t for t in agent.backpack if name(t) == words]
        if len(packed) > 1:
            return f"{words} ({ordinal(packed.index(card) + 1)} in the backpack)"
    return f"{words} (in {PLACE_WORDS.get(place, place)})"


def _yes_no(arg: Arg) -> str:
    return "yes" if arg else "no"


def _default_label(kind: str, arg: Arg) -> str:
    from .lookup import name  # the content's names (ids stand for themselves when unknown)

    if kind in _WORDS:
        return _WORDS[kind]
    if kind == STEP:
        return f"Move the group to {name(arg)}"
    if kind == DECIDE:
        return f"Commit Decision card {arg}"
    if kind == CHAOS_PICK:
        return f"Pick Decision card {arg}"
    if kind == PEEK_NODE:
        return f"Look at the top Search token of {name(arg)}"
    if kind == PLACE:
        treasure, place = arg  # type: ignore[misc]
        return f"Place the {name(treasure)} in {PLACE_WORDS.get(place, place)}"
    if kind == MOVE:
        treasure, place = arg  # type: ignore[misc]
        return f"Move the {name(treasure)} to {PLACE_WORDS.get(place, place)}"
    if kind == OVERFLOW:
        treasure, how = arg  # type: ignore[misc]
        if isinstance(how, tuple):
            return f"Give the {name(treasure)} to Seat {how[1] + 1}"
        if how == "RETURN":
            return f"Return the {name(treasure)} (reshuffled into its deck)"
        return f"Disenchant the {name(treasure)}"
    if kind == CLEAN_REMOVE:
        return "Remove the Clean tokens of " + " and ".join(name(n) for n in arg)  # type: ignore[union-attr]
    if kind == REST:
        return f"Rest (+1 {arg})"
    if kind == SNEAK:
        return f"Sneak into {name(arg)}"
    if kind in (USE_ITEM, DISCARD_TREASURE, DISENCHANT, SELL):
        treasure = arg[0] if isinstance(arg, tuple) else arg
        verb = {USE_ITEM: "Use", DISCARD_TREASURE: "Discard", DISENCHANT: "Disenchant", SELL: "Sell"}[kind]
        return f"{verb} the {name(treasure)}"
    if kind == BID:
        return f"Bid {arg} Energy"
    if kind == CONTRIBUTE:
        return f"Pay {arg} Energy" if arg else "Pay nothing"
    if kind in (REFLIP, SNEAK_PEEK, CLOAK, TOKEN_DRAW, GIVE_ANSWER, TRADE_ANSWER, TONIC_MISS):
        return f"{kind.replace('_', ' ').capitalize()}: {_yes_no(arg)}"
    return f"{kind} {arg}" if arg is not None else kind


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: ``kind`` (the constants above, or D's combat/reward kinds) and its argument."""

    kind: str
    arg: Arg = None
    note: str = field(default="", compare=False)

    @property
    def label(self) -> str:
        return self.note or _default_label(self.kind, self.arg)

    def __repr__(self) -> str:
        return f"{self.kind}({self.arg!r})" if self.arg is not None else self.kind
