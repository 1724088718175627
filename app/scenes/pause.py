"""The pause menu over the table: resume, rules, settings, save and quit, concede.

Conceding asks first ("Concede this game?", saying who would win), then ends the game and shows
the results. At a screen shared by several people, "End game for everyone" abandons the game
(nobody wins), after asking too.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ..play import outcome as ends
from . import navigation
from .base import Host
from .menu import MenuScene


class PauseScene(MenuScene):
    title = "Paused"
    overlay = True

    def __init__(self, app: Host, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.asking: tuple[str, str, Callable[[], None]] | None = None  # (question, yes label, action)

    def build(self) -> None:
        if self.asking is not None:
            self._build_question()
            return
        session = self.table.session
        items = [("Resume", self.back, "#resume"), ("Rules", self.rules, "#rules"),
                 ("Settings", self.settings, "#settings"),
                 ("Save and quit to title", self.quit_to_title, "#save_quit")]
        if self.table.gate is None and not session.is_over() and session.people:
            items.append(("Concede", self.ask_concede, "#concede"))
            if len(session.people) > 1:
                items.append(("End game for everyone", self.ask_abandon, "#abandon"))
        x, y, w, step = self.column(len(items))
        bh = self.button_height()
        for i, (label, fn, oid) in enumerate(items):
            self.button(pygame.Rect(x, y + i * step, w, bh), label, fn, oid)

    def _build_question(self) -> None:
        _, yes, action = self.asking
        x, y, w, step = self.column(2)
        bh = self.button_height()
        self.button(pygame.Rect(x, y, w, bh), yes, action, "#yes")
        self.button(pygame.Rect(x, y + step, w, bh), "No, keep playing", self.cancel_question, "#no")

    # --- asking first ---------------------------------------------------------------------------------
    def ask(self, question: str, detail: str, yes: str, action: Callable[[], None]) -> None:
        self.asking = (question, yes, action)
        self.title, self.message = question, detail
        self.resume()

    def cancel_question(self) -> None:
        self.asking = None
        self.title, self.message = PauseScene.title, ""
        self.resume()

    def back(self) -> None:
        if self.asking is not None:  # Esc takes the question back, not the menu
            self.cancel_question()
            return
        super().back()

    def ask_concede(self) -> None:
        self.ask("Concede this game?", self.concede_words(), "Yes, concede", self.concede)

    def ask_abandon(self) -> None:
        self.ask("End this game for everyone?", "Nobody wins, and the game is not kept to continue later.",
                 "Yes, end it", self.abandon)

    def concede_words(self) -> str:
        """Who loses and who would win, in one line ("You lose and Rival wins.")."""
        from .results import ending_of, standings

        session = self.table.session
        person = session.looking or ""
        outcome = ends.concession(session.seats, person, standings(ending_of(session), len(session.seats)),
                                  session.facts.cooperative)
        who = "You lose" if person == ends.YOU else f"{person} loses"
        if not outcome.winners:
            return f"{who}: the game ends here."
        names = [session.names[s] for s in outcome.winners]
        leading = " (leading now)" if len(session.seats) - len(session.seats_of(person)) > 1 else ""
        verb = "win" if len(names) > 1 or names[0] == ends.YOU else "wins"
        return f"{who} and {' and '.join(names)} {verb}{leading}. The game ends here."

    # --- the menu -------------------------------------------------------------------------------------
    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules_reference import RulesScene

        self.app.stack.push(RulesScene(self.app, self.table.session.game_id))

    def quit_to_title(self) -> None:
        session = self.table.session
        if session.store is not None and not session.is_over():
            session.save(session.store)  # already saved after every action; once more does no harm
        navigation.to_title(self.app)

    def concede(self) -> None:
        self._end(person=self.table.session.looking)

    def abandon(self) -> None:
        self._end(why="Everyone left the game.")

    def _end(self, person: str | None = None, why: str = "") -> None:
        from .results import end_outside

        self.asking = None
        end_outside(self.table.session, person=person, why=why)
        self.app.stack.pop()  # back to the table, which stops: the game is over
        navigation.show_results(self.app, self.table.session)  # opaque: the table is not drawn under it
