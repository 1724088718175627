"""Who sits where: each seat is played by a person (``human``) or by an AI at a level.

Several people may share one screen, and one person may hold several seats (a cooperative game
where one player moves several characters). A seat's ``name`` is what every text calls it; a
human seat's ``person`` is who plays it, so the session can tell when the screen must change hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

HUMAN = "human"
AI_KINDS: tuple[str, ...] = ("random", "heuristic", "easy", "normal", "hard")
SEAT_KINDS: tuple[str, ...] = (HUMAN, *AI_KINDS)
MAX_NAME = 40
MAX_SEATS = 8

# The New game screen's choices for a seat: the person at the screen, other people, AI levels.
YOU = "You"
MENU_AI = ("easy", "normal", "hard")


@dataclass(frozen=True)
class SeatSpec:
    """One seat: ``kind`` is ``human`` or an AI kind of ``rules.ai``; ``name`` replaces "Seat N"
    in every text; ``person`` (human seats only) names who plays it, by default the seat's name."""

    kind: str
    name: str
    person: str = ""

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {self.kind!r}; choose one of {', '.join(SEAT_KINDS)}")
        _check_name(self.name, "a seat needs a name")
        if self.kind != HUMAN:
            if self.person:
                raise ValueError("only a human seat is played by a person")
            return
        if not self.person:
            object.__setattr__(self, "person", self.name)  # frozen: set the default once, here
        _check_name(self.person, "a person needs a name")

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def _check_name(name: object, message: str) -> None:
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise ValueError(f"{message} of 1 to {MAX_NAME} characters")


def people_of(seats: Sequence[SeatSpec]) -> list[str]:
    """The distinct persons playing ``seats``, in seat order."""
    people: list[str] = []
    for seat in seats:
        if seat.kind == HUMAN and seat.person not in people:
            people.append(seat.person)
    return people


# --- the New game screen's choices, turned into seats ----------------------------------------------


def menu_choices(count: int) -> list[str]:
    """What each seat's dropdown offers: "You", the other people at this screen, the AI levels."""
    return [YOU] + [f"Player {n}" for n in range(2, min(count, MAX_SEATS) + 1)] + [f"AI {k}" for k in MENU_AI]


def plan_seats(choices: Sequence[str], cooperative: bool) -> list[SeatSpec]:
    """Seats from the New game choices ("You", "Player 2".., "AI easy"..).

    AI seats are "Rival", "Rival 2"... in a competitive game and "Teammate", "Teammate 2"... in a
    cooperative one. People's seats are "You" when one person plays, else the person's label
    ("Player 1" is the "You" of the menu); a person holding several seats gets "(2)", "(3)"... on
    the later ones, so no two seats share a name in the log.
    """
    labels = []
    for choice in choices:
        if choice.startswith("AI "):
            labels.append(None)
        elif choice == YOU or (choice.startswith("Player ") and choice[7:].isdigit()):
            labels.append(choice)
        else:
            raise ValueError(f"unknown seat choice {choice!r}")
    persons = list(dict.fromkeys(label for label in labels if label is not None))
    alone = len(persons) == 1

    def person_name(label: str) -> str:
        if alone:
            return YOU
        return "Player 1" if label == YOU else label

    ai_word = "Teammate" if cooperative else "Rival"
    specs: list[SeatSpec] = []
    held: dict[str, int] = {}
    n_ai = 0
    for choice, label in zip(choices, labels):
        if label is None:
            n_ai += 1
            name = ai_word if n_ai == 1 else f"{ai_word} {n_ai}"
            specs.append(SeatSpec(choice.split()[-1], name))
            continue
        person = person_name(label)
        held[person] = held.get(person, 0) + 1
        name = person if held[person] == 1 else f"{person} ({held[person]})"
        specs.append(SeatSpec(HUMAN, name, person))
    return specs
