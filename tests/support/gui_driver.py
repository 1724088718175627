"""Drive the app like a player: mouse moves, presses and releases posted as real events."""

from __future__ import annotations

from typing import Any

import pygame


class Driver:
    def __init__(self, app: Any, monkeypatch: Any) -> None:
        self.app = app
        self.pos = (0, 0)
        # pygame_gui reads hover from the mouse position, which posted events do not move.
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: self.pos)
        self.applied: list[tuple[Any, Any, Any]] = []  # (action, state before, state after)

    # --- frames and raw input ---------------------------------------------------------------
    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step()

    def move(self, pos: tuple[float, float], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        pos = (int(pos[0]), int(pos[1]))
        rel = (pos[0] - self.pos[0], pos[1] - self.pos[1])
        self.pos = pos
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons, touch=False))
        self.step()

    def press(self, pos: tuple[float, float], button: int = 1) -> None:
        self.pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.pos, button=button, touch=False))
        self.step()

    def release(self, pos: tuple[float, float], button: int = 1) -> None:
        self.pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.pos, button=button, touch=False))
        self.step()

    def click(self, pos: tuple[float, float]) -> None:
        self.move(pos)
        self.press(pos)
        self.release(pos)
        self.step(2)  # pygame_gui's button events arrive on the next frame

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
        self.move(start)
        self.press(start)
        for i in range(1, steps + 1):
            t = i / steps
            self.move((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t), (1, 0, 0))
        self.release(end)
        self.step()

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.step(2)

    # --- finding things ----------------------------------------------------------------------
    def widget(self, object_id: str) -> Any:
        for element in self.app.ui.get_sprite_group().sprites():
            ids = getattr(element, "get_object_ids", lambda: [])()
            if object_id in ids and element.visible:
                return element
        raise LookupError(f"no visible widget {object_id}")

    def has_widget(self, object_id: str) -> bool:
        try:
            self.widget(object_id)
            return True
        except LookupError:
            return False

    def click_widget(self, object_id: str) -> None:
        self.click(self.widget(object_id).rect.center)

    @property
    def scene(self) -> Any:
        return self.app.stack.top

    def table(self) -> Any:
        from app.scenes.table import TableScene

        for scene in reversed(self.app.stack.scenes):
            if isinstance(scene, TableScene):
                return scene
        raise LookupError("no table open")

    def record(self, session: Any) -> None:
        """Remember every action the session applies (with the state before and after)."""
        original = session.apply

        def apply(action: Any) -> Any:
            before = session.state
            events = original(action)
            self.applied.append((action, before, session.state))
            return events

        session.apply = apply

    # --- playing by gesture ---------------------------------------------------------------------
    def zone_rect(self, zone_id: str) -> Any:
        """A zone's rectangle, drop zones that appear while dragging included."""
        table = self.table()
        zone = next((z for z in table.aff.dropzones if z.id == zone_id), None) or table.board.zones[zone_id]
        return zone.rect

    def button(self, key: str) -> Any:
        return next(b for b in self.table().buttons if b.key == key)

    def staging(self) -> bool:
        """The viewer's decision is made on the table first (dragged roles, then Done)."""
        table = self.table()
        return bool(table.staging) or table.aff.stage_complete or any(d.stage for d in table.aff.drags)

    def stage_and_send(self, pick: Any = None) -> Any:
        """Drag every staged piece onto a spot (``pick(zone ids)`` chooses the zone id; the first by
        default), press Done; returns the first rules action Done should send."""
        table = self.table()
        for _ in range(12):
            if table.aff.stage_complete:
                break
            drags = [d for d in table.aff.drags if d.stage and d.piece in table.board.pieces]
            if not drags:
                break
            key = drags[0].piece
            targets = list(table.aff.drag_targets(key))
            zone_id = pick(targets) if pick is not None else targets[0]
            before = len(table.staging.moves)
            self.drag(table.board.pieces[key].rect.center, self.zone_rect(zone_id).center)
            assert len(table.staging.moves) == before + 1, f"dropping {key} on {zone_id} staged nothing"
        expected = table.staging.next_to_send(table.session.human_actions())
        self.click(self.button("done").rect.center)
        return expected

    def gesture_for_turn(self) -> Any:
        """Make one legal gesture for the viewer's decision; returns the action it should mean."""
        table = self.table()
        aff, board = table.aff, table.board
        if self.staging():
            return self.stage_and_send()
        if table.arrange is not None:
            expected = table.arrange.action()
            self.click(self.button("done").rect.center)
            return expected
        if table.reading is not None:  # a list of choices: the first one
            return self.choose_reading(0)
        if getattr(table, "stepper", None) is not None:  # a number: the one shown
            expected = table.stepper.action()
            self.click(table.stepper.confirm.center)
            return expected
        for drag in aff.drags:
            if drag.piece in board.pieces:
                start = board.pieces[drag.piece].rect.center
                self.drag(start, self.zone_rect(drag.zone).center)
                return drag.action
        for click in aff.clicks:
            if click.target in board.pieces:
                self.click(board.pieces[click.target].rect.center)
                if table.menu.open:  # a confirmation (your own Spire)
                    self.click(table.menu.buttons[0].rect.center)
                return click.action
        for spec in aff.buttons:
            self.click(self.button(spec.name).rect.center)
            return spec.action
        raise AssertionError("no gesture available for the viewer's decision")

    def set_stepper(self, expected: Any) -> Any:
        """Step the stepper to ``expected`` (or press the button that means it) and send it."""
        table = self.table()
        stepper = table.stepper
        for rect, (_, action) in zip(stepper.extras, stepper.picker.extra):
            if action == expected:
                self.click(rect.center)
                return expected
        target = [a for _, a in stepper.picker.values].index(expected)
        while stepper.index != target:
            self.click((stepper.plus if stepper.index < target else stepper.minus).center)
        self.click(stepper.confirm.center)
        return expected

    def choose_reading(self, index: int) -> Any:
        """Click choice ``index`` of the reading panel; returns the action it means."""
        table = self.table()
        expected = table.aff.picker.choices[index][1]
        self.click(table.reading.choice_rects[index].center)
        return expected

    def gestures_now(self) -> list[tuple[str, Any]]:
        """Every gesture the viewer may make now: (kind, what): a reading choice's index, a drag, a
        click on a piece or zone, a table button, a stepper's value."""
        table = self.table()
        aff, board = table.aff, table.board
        out: list[tuple[str, Any]] = []
        if table.reading is not None:
            out += [("reading", i) for i in range(len(aff.picker.choices))]
        out += [("drag", g) for g in aff.drags if g.piece in board.pieces]
        out += [("click", g) for g in aff.clicks if g.target in board.pieces or g.target in board.zones]
        out += [("button", g) for g in aff.buttons]
        if getattr(table, "stepper", None) is not None:  # an offer, a bid, a share: - and +, then send
            out += [("stepper", a) for _, a in aff.picker.values + aff.picker.extra]
        return out

    def make_gesture(self, kind: str, g: Any) -> Any:
        """Make one gesture of ``gestures_now`` with the mouse (answering a menu it opens with the
        choice that means it); returns the action it should mean."""
        table = self.table()
        board = table.board
        if kind == "reading":
            expected = self.choose_reading(g)
        elif kind == "stepper":
            expected = self.set_stepper(g)
        elif kind == "drag":
            self.drag(board.pieces[g.piece].rect.center, self.zone_rect(g.zone).center)
            expected = g.action
        elif kind == "click":
            target = board.pieces[g.target].rect if g.target in board.pieces else board.zones[g.target].rect
            self.click(target.center)
            expected = g.action
        else:
            self.click(self.button(g.name).rect.center)
            expected = g.action
        if table.menu.open:  # a question, or a choice of actions at one place
            actions = [a for _, a in table.menu.options]
            self.click(table.menu.buttons[actions.index(expected) if expected in actions else 0].rect.center)
        return expected

    def play_by_gestures(self, session: Any, choose: Any, check: Any, limit: int = 2500) -> set[str]:
        """Play the person's seats by gestures until the game ends: ``choose(gestures)`` picks one
        of ``gestures_now``; ``check(action, before, after)`` after each (the action applied is the
        gesture's). Returns the kinds of action played."""
        from app.games.contract import Plan

        kinds: set[str] = set()
        for _ in range(limit):
            if session.result() is not None:
                break
            if not session.is_human_turn():
                self.step()
                continue
            self.step(2)
            kind, g = choose(self.gestures_now())
            count = len(self.applied)
            expected = self.make_gesture(kind, g)
            assert len(self.applied) > count, \
                f"{kind} {getattr(expected, 'label', expected)} applied nothing ({self.table().toast})"
            action, before, after = self.applied[count]
            assert action == (expected.actions[0] if isinstance(expected, Plan) else expected)
            kinds.add(action.kind)
            self.step(2)
            check(action, before, after)
        return kinds

    def gesture_for_expected(self, expected: Any) -> Any:
        """Make the gesture that means ``expected`` (a tutorial's taught move)."""
        table = self.table()
        aff, board = table.aff, table.board
        if table.arrange is not None:
            self.click(self.button("done").rect.center)
            return table.arrange.action()
        if table.reading is not None:
            actions = [a for _, a in aff.picker.choices]
            if expected in actions:
                return self.choose_reading(actions.index(expected))
        if getattr(table, "stepper", None) is not None and expected in table.aff.actions():
            return self.set_stepper(expected)
        for drag in aff.drags:
            if drag.action == expected and drag.piece in board.pieces:
                self.drag(board.pieces[drag.piece].rect.center, self.zone_rect(drag.zone).center)
                return expected
        for click in aff.clicks:
            if click.action == expected and click.target in board.pieces:
                self.click(board.pieces[click.target].rect.center)
                if table.menu.open and table.menu.question:  # "Place this set?" and the like
                    self.click(table.menu.buttons[0].rect.center)
                return expected
        for spec in aff.buttons:
            if spec.action == expected:
                self.click(self.button(spec.name).rect.center)
                return expected
        raise AssertionError(f"no gesture means {expected}")
