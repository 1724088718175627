"""The table: a game in play, driven by the mouse or the keyboard, animated from events.

The scene owns no rules and knows no game. It asks the session for the view of the seat whose
eyes it uses (``perspective``) and the legal actions of the person deciding, the game's adapter
(``app.games.contract``) for layout, affordances, choreography and the ending, and hands the
chosen action back to the session. The parts live in ``app/table``: drag and drop, the
choreographer, the choice menu, the arranging overlay, staged moves, the side panel, the
count-up and the captions; ``app.play.turns`` decides when another seat moves. A lesson (the
tutorial overlay) may stand at the gate: ``gate`` refuses moves it does not teach.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from rules import catalog
from rules.core import IllegalAction

from ..games import adapter_for
from ..games.contract import Affordances, Arrange, Plan, Reading, TableButton
from ..play.turns import TurnDriver
from ..table.arranging import ArrangeOverlay
from ..table.board import Board
from ..table.choreographer import Choreographer
from ..table.countup import CountUp
from ..table.dragdrop import DragAndDrop
from ..table.felt import Background
from ..table.layout import Layout
from ..table.menus import ChoiceMenu
from ..table.panel import SidePanel, panel_rect
from ..table.pickers import READ, ReadControl
from ..table.staging import DONE, TAKE_BACK, StageControl, Staging
from ..ui import gfx
from ..ui.widgets import Button
from .base import Host, Scene
from .table_input import TableInput
from .table_look import TableLook
from .table_pick import TablePickers
from .table_time import TableTime
from .table_watch import RUSH, TableWatch

class Gate(Protocol):
    """A lesson over the table: it says which moves it takes and follows every move played."""

    def refuses(self, action: Any) -> str | None: ...

    def refuses_stage(self, action: Any) -> str | None: ...

    def observe(self, before: Any, action: Any, after: Any) -> None: ...

    def prompt(self) -> str | None: ...

    def marked_pieces(self) -> set[str]:
        """The pieces the lesson points at now (outlined as each is drawn)."""
        ...

    def panel_bottom(self) -> float | None:
        """Where the side panel's log may start, when the lesson's text sits above it."""
        ...


class TableScene(TablePickers, TableInput, TableLook, TableTime, TableWatch, Scene):
    def __init__(self, app: Host, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.facts = catalog.get(session.game_id)
        self.adapter = adapter_for(session.game_id, session.names)
        self.board = Board()
        self.background = Background()
        self.drag = DragAndDrop()
        self.choreographer = Choreographer(self.board)
        self.menu = ChoiceMenu()
        self.staging = Staging()
        self.side = SidePanel()
        self.driver = TurnDriver(session, app.ai, app.ai_step_seconds)
        self.gate: Gate | None = None
        self.arrange: ArrangeOverlay | None = None
        self.init_pickers()
        self.dropped: str | None = None             # the piece a drop just turned into a move
        self.perspective = session.perspective
        self.page = ""                              # a page of the table's own (Affordances.pages)
        self.view = session.view()
        self.shown = self.view                      # the view with staged moves shown
        self.layout = Layout((), (), pygame.FRect(0, 0, 1, 1))
        self.aff = Affordances()
        self.buttons: list[Button] = []
        self.area = pygame.FRect(0, 0, 1, 1)
        self.panel = pygame.FRect(0, 0, 1, 1)
        self.clock = 0.0
        self.toast, self.toast_time, self.toast_kind = "", 0.0, "info"
        self.hint_text = ""
        self.caption = ""  # what another seat just did (the prompt bar says it while others act)
        self.focus = -1
        self.foreshadow: tuple[Any, set[str], float] | None = None  # (move, its targets, when it plays)
        self.counting: CountUp | None = None
        self.results_shown = False
        self.save_problem: str | None = None
        self.curtained = False
        self.attention_since = 0.0
        self.init_input()

    # --- lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.board.time_scale = self.app.animation_scale
        self.refresh()
        self.board.finish()
        if any(s.kind != "human" for s in self.session.seats):
            self.app.ai.service.start()  # warm the AI process up while the player looks at the table
        self.check_curtain()

    def resume(self) -> None:
        self.rushing = None
        self.board.time_scale = self.app.animation_scale
        self.driver.pause = self.app.ai_step_seconds
        self.curtained = False
        self.refresh()
        self.check_curtain()

    def exit(self) -> None:
        self.driver.reset()

    def settings_changed(self) -> None:
        if self.rushing is None:
            self.board.time_scale = self.app.animation_scale
            self.driver.pause = self.app.ai_step_seconds

    def resize(self, size: tuple[int, int]) -> None:
        self.refresh()
        self.board.finish()

    def text(self, base: int) -> int:
        return gfx.scaled_size(base, self.app.size[1], self.app.text_scale)

    # --- what is on the table ----------------------------------------------------------------------
    def refresh(self, events: Any = None, before: tuple | None = None) -> None:
        """Lay the table out again; ``events`` and ``before`` (old view, old layout, where pieces
        were drawn, old perspective) animate the move just played."""
        self.end_rush()
        self.put_down()  # a piece picked by a click does not outlive the table it was picked on
        w, h = self.app.size
        self.panel = panel_rect(self.app.size)
        self.area = pygame.FRect(0, 0, w - self.panel.w, h)
        self.perspective = self.session.perspective
        views = self.session.person_views()
        self.view = self.adapter.combine_views(views, self.perspective) if len(views) > 1 else views[self.perspective]
        legal = self.session.human_actions() if self.session.is_human_turn() else ()
        if not legal:  # staged moves belong to the decision of the person at the table
            self.staging.clear()
        self.shown = self._preview()
        self.layout = self.adapter.layout_page(self.shown, self.area, self.perspective, self.page)
        self.aff = self.adapter.affordances(self.shown, legal, self.layout, self.perspective)
        if before is not None and (before[3] == self.perspective or not self.facts.secrets):
            old_view, old_layout, rects, _ = before
            choreo = self.adapter.choreograph(old_view, self.shown, events, old_layout, self.layout, self.perspective)
            choreo = self.standard(events).merge(choreo)
            walker = self.board.pieces.get(self.dropped or "")
            if walker is not None and self.dropped in choreo.routes:  # a dropped piece walks from where it stood
                walker.rect = pygame.FRect(walker.home)
            self.choreographer.play(choreo, self.layout, self.clock, rects)
            self.caption = choreo.caption
            if choreo.notice:
                self.say(choreo.notice, 0.8 + choreo.hold * self.board.time_scale)
                self.driver.played(self.clock, choreo.hold * self.board.time_scale)
        else:
            self.board.show(self.layout.pieces, self.layout.zones)
        self.dropped = None
        picker = self.aff.picker
        if not isinstance(picker, Arrange):
            self.arrange = None
        elif self.arrange is None or self.arrange.picker != picker:
            self.arrange = ArrangeOverlay(picker, self.layout.size("card"))
        self.open_pickers(picker)
        self.focus = -1
        self.attention()
        self.build_buttons()

    def _preview(self) -> Any:
        try:
            return self.adapter.preview(self.view, tuple(self.staging.moves))
        except IllegalAction:
            self.staging.clear()
            return self.view

    def standard(self, events: Any) -> Any:
        """The standard chance events (rolls, shuffles, draws), animated the same for every game
        (dice tumble as long as the game's table says)."""
        from ..table.chance import standard_choreography

        return standard_choreography(events or (), seconds=self.adapter.tumble_seconds)

    def build_buttons(self) -> None:
        size = self.text(17)
        bh = size * 2.2
        prompt = self.layout.prompt
        x = prompt.right - 10
        self.buttons = []
        for spec in reversed(self.table_buttons()):
            width = gfx.text(spec.label, size, gfx.INK, True).get_width() + size * 2
            x -= width
            rect = pygame.FRect(x, prompt.y - bh - 6, width, bh)
            self.buttons.append(Button(rect, spec.label, lambda a=spec.action: self.choose(a), primary=True,
                                       key=spec.name))
            x -= 10
        p = self.panel
        bw = (p.w - 40) / 3
        lesson = self.gate is not None
        undo_ok, undo_why = self.session.can_undo()
        side = [self.pause_button() if self.watching_ai() else
                ("Hint", self.hint, "hint", self.session.is_human_turn() and not lesson,
                 "The lesson shows the way." if lesson else "A hint is for your own turn."),
                ("Undo", self.undo, "undo", not lesson and (bool(self.staging) or undo_ok),
                 "There is no undo in a lesson: every move is the one it teaches." if lesson else undo_why),
                ("Menu", self.open_menu, "menu", True, "")]
        for i, (label, fn, key, enabled, why) in enumerate(side):
            rect = pygame.FRect(p.x + 10 + i * (bw + 10), p.bottom - bh - 12, bw, bh)
            self.buttons.append(Button(rect, label, fn, enabled=enabled, key=key, why=why))

    def table_buttons(self) -> list[TableButton]:
        if self.arrange is not None:
            return [TableButton("Done", "arrange", "done")]
        buttons = list(self.aff.buttons) + self.watch_buttons()
        picker = self.aff.picker
        if isinstance(picker, Reading) and picker.closable and self.reading is None and self.session.is_human_turn():
            buttons.insert(0, TableButton(READ.label, READ, READ.name))
        if self.staging:
            buttons.append(TableButton("Take back", TAKE_BACK, TAKE_BACK.name))
        if self.aff.stage_complete:
            buttons.append(TableButton("Done", DONE, DONE.name))
        return buttons

    # --- acting ------------------------------------------------------------------------------------
    def choose(self, action: Any, confirmed: bool = False) -> None:
        """A gesture, a button or the keyboard chose ``action``."""
        self.menu.close()
        if action == RUSH:
            self.rush()
            return
        if action == "arrange" and self.arrange is not None:
            action = self.arrange.action()
        if isinstance(action, ReadControl):
            self.toggle_reading()
        elif isinstance(action, StageControl):
            self.take_back() if action == TAKE_BACK else self.send_staged()
        elif action in self.aff.staged_actions():
            self.stage(action)
        elif action in self.aff.confirms and not confirmed and \
                (self.app.settings.confirm_early_end or not self.aff.confirms[action].reminder):
            ask = self.aff.confirms[action]
            self.menu.offer([(ask.yes, action)], self.area, self.text(17),
                            lambda a: self.choose(a, confirmed=True), ask.question)
        else:
            self.send(action)

    def refused(self, why: str) -> None:
        self.say(why, kind="error")
        self.app.sound.play("error")

    def send(self, action: Any) -> None:
        if isinstance(action, Plan):
            self.send_plan(action)
            return
        why = self.gate.refuses(action) if self.gate is not None else None
        if why:
            self.refused(why)
            self.refresh()  # a dropped piece glides back
            return
        self.play(action)

    def stage(self, action: Any) -> None:
        why = self.gate.refuses_stage(action) if self.gate is not None else None
        try:
            if not why:
                self.adapter.preview(self.view, (*self.staging.moves, action))
        except IllegalAction as exc:
            why = str(exc)
        if why:
            self.refused(why)
        else:
            self.staging.stage(action)
            self.app.sound.play("place")
        self.refresh()

    def take_back(self) -> None:
        if self.staging.take_back() is not None:
            self.app.sound.play("click")
            self.refresh()

    def send_staged(self) -> None:
        """Done: hand the staged moves to the rules one at a time, in the order they ask for them."""
        for _ in range(64):
            if not self.staging or not self.session.is_human_turn():
                break
            action = self.staging.next_to_send(self.session.human_actions())
            if action is None:
                self.staging.clear()
                self.refused("Those moves no longer fit together: place them again.")
                break
            why = self.gate.refuses(action) if self.gate is not None else None
            if why:
                self.refused(why)
                break
            self.staging.sent(action)
            self.play(action)
        self.refresh()

    def play(self, action: Any) -> None:
        """Apply a move of the person deciding or of another seat, then animate what happened."""
        before = (self.shown, self.layout, {k: pygame.FRect(p.rect) for k, p in self.board.pieces.items()},
                  self.perspective)
        state = self.session.state
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.refused(str(exc))
            return
        self.hint_text = ""
        self.spotlight = None  # the table changes: what was pointed out may be elsewhere
        self.last_click = (0.0, "")  # a click that made a move is not half of a double click
        if self.gate is not None:
            self.gate.observe(state, action, self.session.state)
        self.driver.played(self.clock)
        self.refresh(events, before)
        self.check_curtain()

    def check_curtain(self) -> None:
        """Another person takes the screen next: hide the table until they say they are there."""
        person = self.session.curtain()
        if person and not self.curtained and self.app.stack.top is self:
            from .curtain import CurtainScene

            self.curtained = True
            self.app.stack.push(CurtainScene(self.app, self.session, person, self.refresh))

    def say(self, message: str, seconds: float = 3.5, kind: str = "info") -> None:
        """Show ``message`` for a moment: ``"info"`` (news, an explanation) or ``"error"`` (a move
        refused, something that went wrong), styled differently."""
        self.toast, self.toast_time, self.toast_kind = message, seconds, kind

    def undo(self) -> None:
        if self.staging:  # a move staged but not sent goes back first
            self.take_back()
            return
        ok, message = self.session.undo()
        if ok:
            self.driver.reset()
            self.foreshadow = None
            self.refresh()
            self.check_curtain()
        self.say(message)

    def hint(self) -> None:
        """Ask the hard AI what it would do here; the answer shows in the prompt bar."""
        if self.session.is_human_turn() and not self.driver.waiting_for_hint():
            self.hint_text = "Thinking about a hint..."
            self.driver.ask_hint()
            self._take_hint()

    def _take_hint(self) -> None:
        action = self.driver.hint()
        if action is not None:
            why = self.app.ai.hint_reason
            self.hint_text = f"Hint: {self.adapter.say(action.label, self.perspective)}" + (f" ({why})" if why else "")
            options = self.keyboard_options()
            if action in options:
                self.focus = options.index(action)

    def open_menu(self) -> None:
        from .pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def lesson_prompt(self) -> str | None:
        return self.gate.prompt() if self.gate is not None else None
