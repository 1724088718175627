"""New game's rows that depend on each other, as the game's table says (``lobby_unavailable``,
``lobby_person_seats``): a row that does not apply is greyed with its reason, and a seat's
dropdown offers people only while the person may hold one more seat.

A mixin of ``NewGameScene`` (its ``game_id``, ``players``, ``seats``, ``chosen`` and rows).
"""

from __future__ import annotations

from typing import Any

from ..play.seats import menu_choices


class LobbyRules:
    game_id: str
    players: int
    seats: list[str]
    chosen: dict[tuple[str, int | None], str]

    def _table_options(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def chosen_now(self) -> dict[str, str]:
        """Every shared row's value now (chosen, else its default): what the table's own rules of
        the lobby read (never through the seats, whose names read it)."""
        from rules import catalog

        options = catalog.get(self.game_id).options + self._table_options()
        return {o.key: self.chosen.get((o.key, None), o.default) for o in options if not o.per_person}

    def unavailable(self) -> dict[str, str]:
        """Rows that do not apply with the choices made (option key -> why), by the game's table."""
        from ..games import table_class

        table = table_class(self.game_id)
        return table.lobby_unavailable(self.chosen_now()) if table is not None else {}

    def together(self) -> bool:
        """Whether the seats play together with the choices made (AI seats are teammates, not
        rivals): the game's own fact, unless a chosen mode is for rivals (``cooperative_for``)."""
        from rules import catalog

        return catalog.get(self.game_id).cooperative_for(self.chosen_now())

    def person_limit(self) -> tuple[int | None, str]:
        """The most seats the person may hold with the choices made, and why (the table's say)."""
        from ..games import table_class

        table = table_class(self.game_id)
        return table.lobby_person_seats(self.chosen_now()) if table is not None else (None, "")

    def seat_choices(self, seat: int) -> list[str]:
        """A seat's dropdown: people only while the person may hold one more seat."""
        choices = menu_choices(self.players)
        most = self.person_limit()[0]
        if most is None:
            return choices
        held = sum(1 for c in self.seats[:seat] if not c.startswith("AI "))
        return choices if held < most else [c for c in choices if c.startswith("AI ")]

    def _limit_people(self) -> None:
        """Seats past the person's limit (a choice just made lowered it) go to the AI."""
        for seat in range(self.players):
            if self.seats[seat] not in self.seat_choices(seat):
                self.seats[seat] = "AI normal"

