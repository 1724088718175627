"""The scene stack: title, menus, the table and overlays are scenes pushed and popped.

A scene handles input and updates in ``handle``/``update`` and paints in ``draw``; ``draw``
never changes game state (Tuxemon's rule), so a frame can be redrawn at any time. Overlays set
``overlay = True`` and the stack draws the scenes beneath them first.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame


class Host(Protocol):
    """What a scene may use of the app that runs it: the window's size and services.

    ``app.main.App`` is the real host; tests may pass anything with these members. Scenes move
    between each other with ``app.scenes.navigation`` rather than through the host.
    """

    size: tuple[int, int]
    settings: Any          # app.platform.settings.Settings
    sound: Any             # app.platform.audio.SoundBoard
    ai: Any                # app.play.ai_driver.AiDriver
    store: Any             # app.platform.storage.SaveStore (the saved game in progress)
    stack: "SceneStack"
    ui: Any                # the pygame_gui UIManager for menu widgets
    test_mode: bool

    @property
    def text_scale(self) -> float: ...

    @property
    def animation_scale(self) -> float: ...

    @property
    def ai_step_seconds(self) -> float: ...

    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect, cooperative: bool = False) -> None: ...

    def apply_settings(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def quit(self) -> None: ...


class Scene:
    overlay = False  # draw the scene below too (pause menu, rules over the table)

    def __init__(self, app: Host) -> None:
        self.app = app

    # Lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack: build widgets."""

    def exit(self) -> None:
        """Popped: drop widgets and anything running."""

    def pause(self) -> None:
        """Covered by another scene."""

    def resume(self) -> None:
        """Uncovered again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def settings_changed(self) -> None:
        """The player changed a setting (animation speed, text size...): use it from now on."""

    def drop_widgets(self) -> None:
        """The menus' widget manager is being replaced: forget widgets made with the old one."""

    # Frame ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """React to one input event; True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Never changes game state."""

    def next_wake(self) -> float | None:
        """Seconds until this scene needs another frame without any input: 0 while something
        moves, a time for a timer (a message to clear, an AI to ask), ``None`` when it can sleep
        until the next input event. The frame loop sleeps meanwhile."""
        return None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.top:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def close(self) -> None:
        """Every scene leaves, top first, none resumed (the window is closing)."""
        while self.scenes:
            self.scenes.pop().exit()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start again from ``scene`` (back to the title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every one an overlay lets through."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))
