"""Pickers: special interactions that take over the table for one decision, as plain values the
adapter's affordances may carry (``app.games.contract.Affordances.picker``): put pieces in order
(``Arrange``, shown by ``arranging.ArrangeOverlay``), or read a long text and choose
(``Reading``, shown by ``reading.ReadingPanel``), or set a number (``Stepper``, shown by
``stepper.StepperPanel``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Mapping

from .pieces import Look

Action = Hashable


@dataclass(frozen=True)
class Arrange:
    """A picker: put ``looks`` in order by dragging, then Done. ``orders`` maps each order (a
    permutation of the items' indices, first = leftmost) to the action it means; the keyboard
    offers those actions directly."""

    title: str
    looks: tuple[Look, ...]
    orders: Mapping[tuple[int, ...], Action]
    labels: tuple[str, ...] = ()  # under each place, left to right ("top", "2", ...)


@dataclass(frozen=True)
class Reading:
    """A picker: a long text to read, with a list of choices under it. A ``closable`` reading can
    be put aside ("Back to the table": the decision can also be made on the table itself) and
    opened again with a *Read* button; ``opened`` says whether it starts open."""

    title: str
    text: str
    choices: tuple[tuple[str, Action], ...]
    closable: bool = False
    opened: bool = True


@dataclass(frozen=True)
class ReadControl:
    """The *Read* button's action, and the reading's own *Back to the table*: table-only, they
    never reach the rules."""

    name: str
    label: str


READ = ReadControl("read", "Read")
PUT_ASIDE = ReadControl("put_aside", "Back to the table")


@dataclass(frozen=True)
class Stepper:
    """A picker: a number chosen with − and + among ``values`` (each value's action, ascending), then
    *verb value* to send it (an offer, a bid, a share of a cost), drawn inside ``anchor`` (a
    rectangle of the table the layout left free), with ``extra`` buttons under it (Stand, Pass)."""

    title: str
    verb: str
    values: tuple[tuple[int, Action], ...]
    anchor: tuple[float, float, float, float]
    start: int = 0
    extra: tuple[tuple[str, Action], ...] = ()


Picker = Arrange | Reading | Stepper
