"""The monkey's hands: real pygame events posted one frame at a time, and the random gestures
made of them (a click is motion, press, release; a drag is press, motions, release).

Each gesture is one event of the run (``index``); every raw event gets its own frame, after which
``after_frame`` checks the app. pygame_gui reads hover from ``pygame.mouse.get_pos``, which posted
events do not move, so the pointer is kept here and the mouse functions are pointed at it while
the monkey runs (as the GUI tests' driver does).
"""

from __future__ import annotations

import random
from typing import Any

import pygame

LETTERS = [(getattr(pygame, f"K_{c}"), c) for c in "abcdefghijklmnopqrstuvwxyz"]
DIGITS = [(getattr(pygame, f"K_{c}"), c) for c in "0123456789"]
NAMED = [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
         pygame.K_UP, pygame.K_DOWN, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME,
         pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN] + [getattr(pygame, f"K_F{n}") for n in range(1, 13)]
CHORDS = [(pygame.K_z, pygame.KMOD_LCTRL), (pygame.K_y, pygame.KMOD_LCTRL), (pygame.K_a, pygame.KMOD_LCTRL),
          (pygame.K_TAB, pygame.KMOD_LCTRL), (pygame.K_TAB, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT),
          (pygame.K_TAB, pygame.KMOD_LSHIFT), (pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT),
          (pygame.K_F4, pygame.KMOD_LALT), (pygame.K_RETURN, pygame.KMOD_LALT)]
SIZES = {"tiny": [(1, 1), (40, 30), (320, 200), (640, 480), (1023, 639)],
         "usual": [(1024, 640), (1280, 720), (1280, 800), (1366, 768), (1600, 900), (1920, 1080)],
         "odd": [(3000, 640), (1024, 1900), (1025, 641), (1111, 999)],
         "huge": [(2560, 1440), (3840, 2160)]}
SIZE_WEIGHTS = {"tiny": 3, "usual": 5, "odd": 2, "huge": 1}
FOCUS = ["WINDOWFOCUSLOST", "WINDOWFOCUSGAINED", "WINDOWMINIMIZED", "WINDOWRESTORED", "WINDOWLEAVE",
         "WINDOWENTER", "WINDOWHIDDEN", "WINDOWSHOWN", "WINDOWEXPOSED", "WINDOWMAXIMIZED"]


class Stop(Exception):
    """A crash was recorded and a fresh app started: the gesture under way is abandoned."""


class Input:
    """Posting and gestures; ``monkey.Monkey`` supplies ``app``, ``aim``, ``after_frame`` and
    ``crashed``."""

    app: Any
    index: int
    size: tuple[int, int]

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.pos = (0, 0)
        self.held: tuple[int, int, int] = (0, 0, 0)
        self.raw = 0
        self.recent: list[str] = []

    def aim(self, off_target: float = 0.12) -> tuple[int, int]:
        raise NotImplementedError

    def after_frame(self) -> None:
        raise NotImplementedError

    def crashed(self, exc: BaseException) -> None:
        raise NotImplementedError

    # --- frames ---------------------------------------------------------------------------------------
    def frame(self, *events: pygame.event.Event) -> None:
        """Post ``events`` and run one frame; a crash is recorded and ends the gesture (``Stop``)."""
        try:
            for event in events:
                pygame.event.post(event)
            self.raw += len(events)
            self.app.step()
            self.after_frame()
        except Stop:
            raise
        except Exception as exc:  # everything that escapes the app is what the monkey looks for
            self.crashed(exc)
            raise Stop() from None

    def settle(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.frame()

    def gesture(self, words: str) -> None:
        """A new event of the run begins."""
        self.index += 1
        self.recent.append(f"{self.index}: {words} in {type(self.app.stack.top).__name__}")
        del self.recent[:-20]

    # --- the mouse ----------------------------------------------------------------------------------
    def motion(self, pos: tuple[int, int]) -> None:
        pos = (int(pos[0]), int(pos[1]))
        rel = (pos[0] - self.pos[0], pos[1] - self.pos[1])
        self.pos = pos
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=self.held, touch=False))

    def button(self, down: bool, pos: tuple[int, int], button: int = 1) -> None:
        self.pos = (int(pos[0]), int(pos[1]))
        self.frame(*self._button_events(down, self.pos, button))

    def _button_events(self, down: bool, pos: tuple[int, int], button: int) -> list[pygame.event.Event]:
        if button <= 3:
            held = list(self.held)
            held[button - 1] = int(down)
            self.held = (held[0], held[1], held[2])
        kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
        return [pygame.event.Event(kind, pos=pos, button=button, touch=False)]

    def click(self, pos: tuple[int, int], button: int = 1, settle: int = 0) -> None:
        """Move there and press in one frame (as a quick hand does), release in the next; the
        button events pygame_gui makes of them arrive a frame later (``settle``, or the next event)."""
        self.gesture(f"click {button} at {pos}")
        pos = (int(pos[0]), int(pos[1]))
        rel = (pos[0] - self.pos[0], pos[1] - self.pos[1])
        self.pos = pos
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=self.held, touch=False),
                   *self._button_events(True, pos, button))
        self.frame(*self._button_events(False, pos, button))
        self.settle(settle)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 5, release: bool = True) -> None:
        self.gesture(f"drag {start} -> {end}" + ("" if release else " (not released)"))
        self.motion(start)
        self.button(True, start)
        for i in range(1, steps + 1):
            t = i / steps
            self.motion((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
        if release:
            self.button(False, end)

    # --- the keyboard ---------------------------------------------------------------------------------
    def key(self, key: int, mod: int = 0, text: str = "") -> None:
        self.gesture(f"key {pygame.key.name(key)} mod {mod}")
        self._key(key, mod, text)

    def _key(self, key: int, mod: int = 0, text: str = "") -> None:
        self.frame(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0),
                   *([pygame.event.Event(pygame.TEXTINPUT, text=text)] if text else []),
                   pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0))

    def key_escape(self) -> bool:
        self.key(pygame.K_ESCAPE)
        self.settle()
        return True

    # --- random gestures --------------------------------------------------------------------------------
    def random_click(self) -> None:
        button = self.rng.choices([1, 3, 2], weights=[90, 8, 2])[0]
        pos = self.aim()
        self.click(pos, button)
        if button == 1 and self.rng.random() < 0.08:  # a double click
            self.click(pos, 1)

    def random_drag(self) -> None:
        start, end = self.aim(0.05), self.aim(0.2)
        self.drag(start, end, self.rng.randint(1, 5), release=self.rng.random() > 0.05)

    def random_move(self) -> None:
        self.gesture("hover")
        for _ in range(self.rng.randint(1, 4)):
            self.motion(self.aim())
        self.settle(self.rng.choices([0, 2, 32], weights=[6, 3, 1])[0])  # sometimes long enough for words

    def random_key(self) -> None:
        roll = self.rng.random()
        if roll < 0.35:
            key, text = self.rng.choice(LETTERS)
            self.key(key, 0, text)
        elif roll < 0.45:
            key, text = self.rng.choice(DIGITS)
            self.key(key, 0, text)
        elif roll < 0.85:
            self.key(self.rng.choice(NAMED))
        else:
            key, mod = self.rng.choice(CHORDS)
            self.key(key, mod)

    def random_text(self) -> None:
        """Click into something, then type a few characters (a seed, say), sometimes odd ones."""
        self.click(self.aim())
        self.type_text(self.rng.choice(["1234", "-7", "abc", "9" * 30, "é€😀", " ", "0"]))
        self._key(pygame.K_RETURN)

    def type_text(self, words: str) -> None:
        for ch in words:
            self.frame(pygame.event.Event(pygame.TEXTINPUT, text=ch))

    def random_wheel(self) -> None:
        self.gesture("wheel")
        self.motion(self.aim())
        for _ in range(self.rng.randint(1, 6)):
            y = self.rng.choice([-3, -1, 1, 3, 12])
            self.frame(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                          precise_y=float(y), touch=False, which=0))

    def random_resize(self) -> None:
        group = self.rng.choices(list(SIZE_WEIGHTS), weights=list(SIZE_WEIGHTS.values()))[0]
        w, h = self.rng.choice(SIZES[group])
        self.gesture(f"resize {w}x{h}")
        events = [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]
        if self.rng.random() < 0.5:
            events.append(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h))
        self.frame(*events)
        if group == "huge":  # a few frames at that size, then back: 4K frames are slow to draw
            self.settle(2)
            w, h = self.size
            self.frame(pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))

    def random_focus(self) -> None:
        names = self.rng.sample(FOCUS, self.rng.randint(1, 3))
        self.gesture("focus " + ", ".join(names))
        for name in names:
            self.frame(pygame.event.Event(getattr(pygame, name)))
        if self.rng.random() < 0.3:
            self.frame(pygame.event.Event(pygame.ACTIVEEVENT, gain=self.rng.randint(0, 1), state=2))

    def random_esc_storm(self) -> None:
        count = self.rng.randint(5, 30)
        self.gesture(f"Esc storm x{count}")
        for _ in range(count):
            self._key(pygame.K_ESCAPE)
        self.settle()

    def random_drag_interrupted(self) -> None:
        """A drag with something else in the middle: Esc, a resize, focus lost, a key, the wheel,
        another button; then the drag goes on and ends."""
        start, end = self.aim(0.05), self.aim(0.2)
        self.gesture(f"drag {start} -> {end}, interrupted")
        self.motion(start)
        self.button(True, start)
        self.motion(((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
        w, h = self.rng.choice(SIZES["usual"] + SIZES["tiny"])
        interruption = self.rng.choice([
            [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)],
            [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)],
            [pygame.event.Event(pygame.WINDOWFOCUSLOST), pygame.event.Event(pygame.WINDOWFOCUSGAINED)],
            [pygame.event.Event(pygame.WINDOWMINIMIZED), pygame.event.Event(pygame.WINDOWRESTORED)],
            [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)],
            [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)],
            [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0,
                                touch=False, which=0)],
            [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end, button=3, touch=False),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=3, touch=False)],
            [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end, button=1, touch=False)],
        ])
        self.frame(*interruption)
        self.motion(end)
        self.button(False, end)

    def keyboard_play(self) -> None:
        """Tab (or the arrows) through the moves the table offers, then Enter or Space."""
        self.gesture("Tab through the moves, then Enter")
        for _ in range(self.rng.randint(1, 6)):
            self._key(self.rng.choice([pygame.K_TAB, pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT]))
        self._key(self.rng.choice([pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER]))
        self.settle()

    def random_close(self) -> None:
        """The window's close button: the app quits and is started again (Continue is offered)."""
        self.gesture("close the window")
        self.frame(pygame.event.Event(pygame.QUIT))
