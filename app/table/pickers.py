"""Pickers: special interactions that take over the table for one decision, as plain values the
adapter's affordances may carry (``app.games.contract.Affordances.picker``): put pieces in order
(``Arrange``, shown by ``arranging.ArrangeOverlay``), or read a long text and choose
(``Reading``, shown by ``reading.ReadingPanel``)."""

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
    """A picker: a long text to read, with a list of choices under it."""

    title: str
    text: str
    choices: tuple[tuple[str, Action], ...]


Picker = Arrange | Reading
