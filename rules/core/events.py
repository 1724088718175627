"""Events: what happened, in words, with per-seat visibility.

``apply`` returns a list of events. An event whose ``visible_to`` is ``None`` is public; otherwise
only the listed seats see it as it is and every other seat sees ``redacted`` (or nothing, when
``redacted`` is ``None``). ``events_for`` is the one place that filtering happens, so the table,
the log panel, the sounds and a saved log all agree on what a seat may know.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, NamedTuple, Sequence

from .text import name_seats

_NO_DATA: Mapping[str, Any] = {}


class Event(NamedTuple):
    """One thing that happened. ``kind`` and ``data`` drive animation; ``text`` narrates it.

    ``text`` is written in the third person with seats as "Seat N". When a seat is the subject of
    its verb ("Seat 1 draws a card"), ``subject`` is that seat and ``you`` is the same news as that
    seat reads it ("You draw a card"): ``event_text`` picks the right one for each reader. News
    in which several seats act ("Seat 2 wins, Seat 1 loses") names the first one in ``subject``
    and gives the others' second-person texts in ``also`` (seat -> text).

    A named tuple rather than a dataclass: games create several per action, millions per
    benchmark, and tuples are the cheapest immutable record Python has.
    """

    kind: str
    text: str
    data: Mapping[str, Any] = _NO_DATA
    visible_to: frozenset[int] | None = None
    redacted: "Event | None" = None
    subject: int | None = None
    you: str = ""
    also: Mapping[int, str] = _NO_DATA

    def seen_by(self, seat: int) -> "Event | None":
        """This event as ``seat`` may see it (``None`` when that seat sees nothing of it)."""
        if self.visible_to is None or seat in self.visible_to:
            return self
        return self.redacted


def events_for(events: Iterable[Event], seat: int) -> list[Event]:
    """The events as ``seat`` may see them, in order; hidden ones redacted or dropped."""
    seen = []
    for event in events:
        shown = event.seen_by(seat)
        if shown is not None:
            seen.append(shown)
    return seen


def event_text(event: Event, names: Sequence[str], reader: int | None = None) -> str:
    """``event`` in words for ``reader`` (a seat, or ``None`` for an onlooker): the second-person
    text when the reader is its subject, seats named, and "you"/"your" for the reader elsewhere."""
    text = event.text
    if reader is not None:
        if event.subject == reader and event.you:
            text = event.you
        elif reader in event.also:
            text = event.also[reader]
    return name_seats(text, names, you=reader)
