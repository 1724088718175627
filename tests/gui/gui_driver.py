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
    @staticmethod
    def _is_local(action: Any) -> bool:
        from app.games.base import LocalMove

        return isinstance(action, LocalMove)

    def staging(self) -> bool:
        """The viewer's decision is made on the table first (dragged roles, then Done)."""
        inter = self.table().inter
        return any(self._is_local(a) for a in inter.all)

    def stage_and_send(self, pick: Any = None) -> Any:
        """Drag every role of the tray onto a spot (``pick(targets)`` chooses the zone id; the
        first by default), press Done; returns the first rules action Done should send."""
        table = self.table()
        for _ in range(12):
            inter, board = table.inter, table.board
            movable = [(k, t) for k, t in inter.drags.items() if t and k in board.pieces]
            if not movable:
                break
            key, targets = movable[0]
            zone_id = pick(targets) if pick is not None else next(iter(targets))
            before = table._staged()
            zone = next((z for z in inter.dropzones if z.id == zone_id), None) or board.zones[zone_id]
            self.drag(board.pieces[key].rect.center, zone.rect.center)
            assert len(table._staged()) == len(before) + 1, f"dropping {key} on {zone_id} staged nothing"
        expected = table.adapter.next_staged(table.session.view(), table.session.human_actions())
        done = next(b for b in table.buttons if b.key == "done")
        self.click(done.rect.center)
        return expected

    def gesture_for_turn(self) -> Any:
        """Make one legal gesture for the viewer's decision; returns the action it should mean."""
        table = self.table()
        inter = table.inter
        board = table.board
        if self.staging():
            return self.stage_and_send()
        if inter.reorder:
            done = next(b for b in table.buttons if b.key == "done")
            expected = table.adapter.order_action(table.order_cards)
            self.click(done.rect.center)
            return expected
        for key, targets in inter.drags.items():
            if targets and key in board.pieces:
                zone_id, actions = next(iter(targets.items()))
                piece = board.pieces[key]
                start = piece.rect.center
                # drop zones appear once the drag starts; find the zone's rectangle then
                zone = next((z for z in inter.dropzones if z.id == zone_id), None) or board.zones[zone_id]
                self.drag(start, zone.rect.center)
                return actions[0]
        for key, actions in inter.clicks.items():
            if key in board.pieces:
                self.click(board.pieces[key].rect.center)
                if table.choice:  # a confirmation (your own Spire)
                    self.click(table.choice_buttons[0].rect.center)
                return actions[0]
        for button in table.buttons:
            if button.key not in ("hint", "undo", "menu") and button.enabled:
                label, action = next((lab, a) for lab, a in inter.buttons if lab == button.label)
                self.click(button.rect.center)
                return action
        raise AssertionError("no gesture available for the viewer's decision")

    def gesture_for_expected(self, expected: Any) -> Any:
        """Make the gesture that means ``expected`` (a tutorial's taught move)."""
        table = self.table()
        inter = table.inter
        board = table.board
        if inter.reorder:
            self.click(next(b for b in table.buttons if b.key == "done").rect.center)
            return table.adapter.order_action(table.order_cards)
        for key, targets in inter.drags.items():
            for zone_id, actions in targets.items():
                payloads = [a.payload if self._is_local(a) else a for a in actions]
                if expected in payloads and key in board.pieces:
                    zone = next((z for z in inter.dropzones if z.id == zone_id), None) or board.zones[zone_id]
                    self.drag(board.pieces[key].rect.center, zone.rect.center)
                    return expected
        for key, actions in inter.clicks.items():
            if expected in actions and key in board.pieces:
                self.click(board.pieces[key].rect.center)
                if table.choice and table.confirm:  # "Place this set?" and the like
                    self.click(table.choice_buttons[0].rect.center)
                return expected
        for label, action in inter.buttons:
            if action == expected:
                button = next(b for b in table.buttons if b.label == label)
                self.click(button.rect.center)
                return expected
        raise AssertionError(f"no gesture means {expected}")
