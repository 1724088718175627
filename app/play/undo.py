"""Undo, per person: take back your last decision and the AI replies after it.

The rule is the one a single player always had: the whole state before your decision comes back
(generator included, so chance repeats exactly), but only while nothing hidden has been revealed
to you since, or undo would let you peek and choose again. With several people at one screen,
a decision by someone else ends your undo too: you cannot take back another person's move.

The session owns the game; this book keeps the undo points (tagged by person), why each person
can no longer undo, and what each person knew after the last action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from rules.core import Event

MAX_UNDO = 50  # decisions kept for undo (a game without hidden cards would otherwise grow forever)
MAX_NOTE = 500

NOTHING_YET = "You have no decision to take back yet."
GAME_OVER = "The game is over."
NO_HUMAN = "Only a player at the table can take back a decision; every seat here is an AI."
SEE_TWICE = "undoing would let you see it twice."
CAN_UNDO = "Take back your last decision (and the replies that followed it)."
UNDONE = "Your last decision was taken back."


def not_yours(other: str) -> str:
    return f"{other} has decided since your last decision; you cannot take back someone else's move."


@dataclass
class UndoPoint:
    """The game just before one of ``person``'s decisions."""

    person: str
    state_json: str
    logs: tuple[int, ...]  # every person's log length then, in the session's people order
    state: Any = None  # the parsed state, kept in memory (re-parsed after loading a save)
    known: frozenset | None = None  # what ``person`` knew then, computed when first needed


class Reader(Protocol):
    """What the book asks of the session."""

    module: Any
    people: list[str]
    state: Any

    def knows(self, state: Any, person: str) -> frozenset: ...

    def read(self, events: Sequence[Event], person: str) -> list[tuple[Event, str]]: ...


class UndoBook:
    def __init__(self, points: Sequence[UndoPoint] = (), notes: dict[str, str] | None = None) -> None:
        self.points: list[UndoPoint] = list(points)
        self.notes: dict[str, str] = dict(notes or {})  # person -> why their earlier decisions stay
        self.known_last: dict[str, frozenset] = {}  # person -> what they knew after the last action

    def owner(self) -> str | None:
        """The person whose decisions can be taken back now (only one at a time)."""
        return self.points[-1].person if self.points else None

    def can(self, person: str | None) -> tuple[bool, str]:
        if person is None:
            return False, NO_HUMAN
        if self.points and self.points[-1].person == person:
            return True, CAN_UNDO
        return False, self.notes.get(person) or NOTHING_YET

    def record(self, point: UndoPoint) -> None:
        """``point.person`` is about to decide: keep the state before it. Another person's
        points end here (their moves are no longer the last ones)."""
        other = self.owner()
        if other is not None and other != point.person:
            self.block(other, not_yours(point.person))
        self.points.append(point)
        del self.points[:-MAX_UNDO]

    def take(self) -> UndoPoint:
        return self.points.pop()

    def block(self, person: str, reason: str) -> None:
        """``person``'s decisions so far can no longer be taken back, for ``reason``."""
        if self.owner() == person:
            self.points.clear()
        self.notes[person] = reason[:MAX_NOTE]

    def after_action(self, game: Reader, events: Sequence[Event], over: bool) -> None:
        """Forget a person's undo points if this action showed them something hidden; keep the
        reason of an earlier block up to date with the latest reveal."""
        if not game.people:
            return  # nobody to undo for (an AI-only demo)
        if over:
            owner = self.owner()
            if owner is not None:
                self.block(owner, GAME_OVER)
            return
        for person in game.people:
            now = game.knows(game.state, person)
            last = self.known_last.get(person)
            self.known_last[person] = now
            if self.owner() == person:
                top = self.points[-1]
                if top.known is None:
                    then = top.state if top.state is not None else game.module.from_json(top.state_json)
                    top.known = game.knows(then, person)
                new = now - top.known
            elif person in self.notes and last is not None:
                new = now - last
            else:
                continue
            if new:
                self.block(person, reveal_reason(new, game.read(events, person)))

    def refresh(self, game: Reader) -> None:
        """After an undo: what everyone knows now, for the next comparison."""
        self.known_last = {person: game.knows(game.state, person) for person in game.people}


def reveal_reason(new: frozenset, seen: list[tuple[Event, str]]) -> str:
    """Why undo stops, naming the reveal when one of the events shows it."""
    for event, text in seen:
        card = event.data.get("card") if hasattr(event.data, "get") else None
        if card in new:
            if event.kind == "draw":
                return f"You have drawn a card since your last decision; {SEE_TWICE}"
            return f"A hidden card was revealed to you since your last decision ({text}); {SEE_TWICE}"
    return f"A hidden card was revealed to you since your last decision; {SEE_TWICE}"
