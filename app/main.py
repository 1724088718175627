"""The app: one window, a scene stack, and the services every scene shares.

``App.step`` runs one frame (events, update, draw) so tests can drive the app frame by frame
with a fixed clock, instant animations and a synchronous seeded AI (``test_mode``); ``run`` is
the real loop.
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from typing import Any

import pygame

from .ui import gfx
from .play.ai_driver import AiDriver
from .play.ai_service import AiService
from .platform.audio import SoundBoard
from .scenes.base import SceneStack

MIN_SIZE = (1024, 640)
FRAME = 1 / 60      # below this wait the loop simply runs at 60 frames a second
MAX_SLEEP = 1.0     # an idle app still looks around once a second (a save that failed late, say)
MAX_STEP = 0.25     # the longest time one frame may advance the clocks after a sleep
UI_AFTERGLOW = 1.0  # seconds of frames after any input
NAP = 0.02          # headless drivers: how long the sleeping loop naps between looks for input
WAITING_DRIVERS = ("x11", "wayland", "windows", "cocoa", "KMSDRM")  # drivers whose wait really sleeps
INPUT_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.WINDOWEXPOSED, pygame.WINDOWFOCUSGAINED,
                pygame.VIDEOEXPOSE, pygame.WINDOWRESTORED)
# Start-up measurement (build_specs/measure_startup.py): when set, the app writes the wall-clock
# time (time.time()) of its first frame on screen to this file and closes.
FIRST_FRAME_ENV = "CASTLETOP_REPORT_FIRST_FRAME"


def _report_first_frame(path: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"{time.time():.6f}\n")
    except OSError:
        pass


class App:
    def __init__(self, size: tuple[int, int] | None = None, *, test_mode: bool = False,
                 ai_settings: dict[str, Any] | None = None, fullscreen: bool | None = None) -> None:
        started = time.perf_counter()
        from .platform import settings as settings_mod
        from .platform.storage import SaveStore

        self.test_mode = test_mode
        self.settings, self.settings_message = settings_mod.load()
        if test_mode:
            self.settings.animation_speed = "instant"
        pygame.display.init()
        pygame.font.init()
        gfx.reset()
        size = size or tuple(self.settings.window_size)
        self.size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        flags = pygame.RESIZABLE
        if (self.settings.fullscreen if fullscreen is None else fullscreen) and not test_mode:
            flags |= pygame.FULLSCREEN
            self.size = (0, 0)
        pygame.display.set_caption("Castletop")
        self.screen = pygame.display.set_mode(self.size, flags)
        self.size = self.screen.get_size()
        try:
            from .platform import resources

            icon = pygame.image.load_sized_svg(str(resources.art("ui/icon.svg")), (64, 64))
            pygame.display.set_icon(icon)
        except (FileNotFoundError, pygame.error):
            pass
        self._make_ui()
        self.stack = SceneStack()
        self.sound = SoundBoard(self.settings.effects_volume, start=False)  # opened after the first frame
        service = AiService("sync" if test_mode else "process")
        self.ai = AiDriver(service, ai_settings if ai_settings is not None else
                           ({"seconds": None, "iterations": 40} if test_mode else None))
        self.store = SaveStore()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list[float] = []
        self.wake_frames: list[float] = []  # how long the first frame after each sleep took
        self.last_input = 0.0
        self._felt_cache: dict[tuple[int, int, bool], pygame.Surface] = {}
        from .scenes.title import TitleScene

        self.stack.push(TitleScene(self, message=self.settings_message))
        self.started_in = time.perf_counter() - started

    # --- shared settings --------------------------------------------------------------------------
    @property
    def animation_scale(self) -> float:
        return self.settings.animation_scale

    @property
    def ai_step_seconds(self) -> float:
        return self.settings.ai_step_seconds

    @property
    def text_scale(self) -> float:
        return self.settings.text_scale

    def apply_settings(self) -> None:
        """Settings changed in the settings scene: use them at once and keep them."""
        self.sound.volume = self.settings.effects_volume
        if self.text_scale != self._ui_text_scale:  # menus too: a new UI manager with the new font size
            self._make_ui()
        try:
            self.settings.save()
        except OSError:
            pass
        for scene in self.stack.scenes:
            scene.settings_changed()
        self.resize(self.screen.get_size())

    def _make_ui(self) -> None:
        """A new UI manager for the menus, its fonts at the size the window and the text size
        setting ask for (``scenes.menu.fit_fonts`` follows the window's later changes)."""
        import pygame_gui

        from .scenes import menu

        for scene in getattr(self, "stack", SceneStack()).scenes:  # widgets belong to the old manager
            scene.drop_widgets()
        px = menu.menu_px(self)
        with warnings.catch_warnings():  # pygame_gui warns about fonts it loads for the theme
            warnings.simplefilter("ignore")
            self.ui = pygame_gui.UIManager(self.size, self._theme())
        self._ui_text_scale = self.text_scale
        menu.preload(self.ui, [14, px])
        menu.fitted(self.ui, px)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.test_mode:
            pygame.display.toggle_fullscreen()
        self.apply_settings()

    def _theme(self) -> dict[str, Any]:
        from .scenes import menu

        return {
            "defaults": {
                "colours": {
                    "normal_bg": "#3a3f47", "hovered_bg": "#4d535d", "active_bg": "#e8b946",
                    "normal_text": "#f4efe2", "hovered_text": "#ffffff", "active_text": "#1e1a16",
                    "normal_border": "#1e1a16", "hovered_border": "#e8b946", "dark_bg": "#23262b",
                    "selected_bg": "#e8b946", "selected_text": "#1e1a16", "text_cursor": "#e8b946",
                },
                "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8", "border_width": "2"},
            },
            # pygame_gui takes a font size only per kind of widget, not from "defaults"
            **menu.menu_theme(menu.menu_px(self)),
        }

    # --- the frame ------------------------------------------------------------------------------------
    def run(self) -> None:
        """The frame loop. While something moves it runs at 60 frames a second; when nothing does
        (the scenes say when they next need a frame) it sleeps until an input event or that time,
        so an idle table costs next to nothing."""
        report = os.environ.pop(FIRST_FRAME_ENV, "")
        last = time.perf_counter()
        while self.running:
            wait = self.next_wake()
            slept = False
            if wait is not None and wait <= FRAME:
                self.clock.tick(60)
                events = pygame.event.get()
            else:  # nothing moves: sleep until an event, or until a scene wants a frame
                events = self._sleep(MAX_SLEEP if wait is None else min(wait, MAX_SLEEP))
                slept = True
            now = time.perf_counter()
            dt, last = min(MAX_STEP, now - last), now
            try:
                self.step(dt, events)
            except Exception as exc:  # noqa: BLE001 - handed on unless a game in play can be set aside
                if not self.recover(exc):
                    raise
            if slept:
                self.wake_frames.append(self.frame_times[-1])
                del self.wake_frames[:-1000]
            if report:
                _report_first_frame(report)
                report = ""
                self.quit()
            if not self.sound.started:  # the window is up: now open the audio device
                self.sound.start()

    def step(self, dt: float | None = None, events: list[pygame.event.Event] | None = None) -> None:
        """One frame. Tests pass ``events`` (or post them) and get a fixed 1/60 s clock."""
        t0 = time.perf_counter()
        if dt is None or self.test_mode:
            dt = 1 / 60
        for event in (events if events is not None else pygame.event.get()):
            self.dispatch(event)
        self.ui.update(dt)
        top = self.stack.top
        if top is not None:
            top.update(dt)
        self.draw(self.screen)
        pygame.display.flip()
        self.frame_times.append(time.perf_counter() - t0)
        if len(self.frame_times) > 2000:
            del self.frame_times[:1000]

    def _sleep(self, seconds: float) -> list[pygame.event.Event]:
        """Wait up to ``seconds`` for input; the events that came. A real display's driver wakes
        the moment an event arrives; SDL's headless drivers would spin while waiting, so there the
        loop naps and looks (NAP seconds at a time)."""
        if pygame.display.get_driver() in WAITING_DRIVERS:
            first = pygame.event.wait(max(1, int(seconds * 1000)))
            return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
        end = time.perf_counter() + seconds
        while True:
            events = pygame.event.get()
            left = end - time.perf_counter()
            if events or left <= 0 or not self.running:
                return events
            time.sleep(min(NAP, left))

    def next_wake(self) -> float | None:
        """Seconds until the next frame is needed (0: now; ``None``: only on input): a second of
        frames after any input (menus light up under the pointer), a blinking text cursor, and
        whatever the visible scenes ask for."""
        if time.perf_counter() - self.last_input < UI_AFTERGLOW:
            return 0.0
        waits = [w for scene in self.stack.visible() if (w := scene.next_wake()) is not None]
        if any(type(element).__name__ == "UITextEntryLine" for element in self.ui.get_focus_set() or ()):
            waits.append(0.4)  # the text cursor blinks
        return min(waits) if waits else None

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type in INPUT_EVENTS:
            self.last_input = time.perf_counter()
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = getattr(event, "size", None) or (event.x, event.y)
            self.resize(size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.ui.process_events(event):
            return
        top = self.stack.top
        if top is not None:
            top.handle(event)

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if self.screen.get_size() != size and not self.settings.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        if not self.settings.fullscreen:
            self.settings.window_size = self.size
        self.ui.set_window_resolution(self.size)
        self._felt_cache.clear()
        for scene in self.stack.scenes:
            scene.resize(self.size)

    def recover(self, exc: BaseException) -> bool:
        """A game that fails in play (a save edited by hand can hold step data the rules trip over
        only later; or a bug) must not crash the app each time it is continued: its save is moved
        aside with the error named, and the title says so. ``False`` when no saved game is open
        (the error is then the app's own and is raised). ``run`` calls this; ``step`` (the
        tests' frame) raises as it is."""
        import traceback

        from .platform.storage import move_aside
        from .scenes.title import TitleScene

        session = next((s.session for s in reversed(self.stack.scenes) if getattr(s, "session", None)), None)
        store = getattr(session, "store", None)
        if store is None:
            return False
        traceback.print_exception(exc, file=sys.stderr)  # the details, for a bug report
        try:
            self.stack.close()  # the table leaves first: it may still save
        except Exception:  # noqa: BLE001 - the title below is enough; the error above is the one to report
            traceback.print_exc(file=sys.stderr)
            self.stack.scenes.clear()
        store.flush()
        if not os.path.lexists(store.path):
            where = "it had no save yet"
        else:
            try:
                where = f"its save was moved to {move_aside(store.path, 'failed')}, so nothing is lost"
            except OSError as err:
                where = f"its save could not be moved aside ({err.strerror or err}) and is left at {store.path}"
        self.stack.clear_to(TitleScene(self, "Your game stopped: the rules met a position they cannot go on from "
                                             f"(a save edited by hand, or a fault of ours); {where}."))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.stack.visible():
            scene.draw(surface)
        self.ui.draw_ui(surface)

    def quit(self) -> None:
        """Close the window: the game in progress is already saved after every action."""
        self.running = False

    def close(self) -> None:
        self.stack.close()
        self.ai.service.close()
        self.sound.close()  # before pygame.quit(): see SoundBoard.close

    # --- shared drawing and navigation -----------------------------------------------------------
    def draw_felt(self, surface: pygame.Surface, area: pygame.Rect, cooperative: bool = False) -> None:
        key = (area.w, area.h, cooperative)
        felt = self._felt_cache.get(key)
        if felt is None:
            felt = self._make_felt(area.size, cooperative)
            self._felt_cache[key] = felt
        surface.blit(felt, area.topleft)

    def _make_felt(self, size: tuple[int, int], cooperative: bool) -> pygame.Surface:
        w, h = size
        base = (28, 40, 70) if cooperative else gfx.FELT
        felt = pygame.Surface(size).convert()
        felt.fill(base)
        try:  # the felt art carries its own soft vignette: smooth gradients only, so it is
            # rasterised at half size and scaled up (a quarter of the work; 0.07 s less at start-up)
            art = gfx.svg("table/felt_blue.svg" if cooperative else "table/felt.svg", max(1, w // 2), max(1, h // 2))
            felt.blit(pygame.transform.smoothscale(art, size), (0, 0))
        except (FileNotFoundError, pygame.error):
            pass
        edge = max(6, h // 80)
        pygame.draw.rect(felt, (92, 60, 34), felt.get_rect(), edge)
        pygame.draw.rect(felt, (60, 38, 20), felt.get_rect(), 2)
        return felt


NO_DISPLAY = ("castletop: there is no display to open the window on ({why}).\n"
              "Start it from a desktop session, or play in this terminal: castletop play --help")


def no_display() -> str | None:
    """Why no window could be seen, or ``None``. SDL quietly falls back to drawing off-screen when
    there is no display; the app would then run invisibly. Asking for a headless driver on purpose
    (``SDL_VIDEODRIVER=dummy``, as the tests and the demo's screenshots do) is fine."""
    pygame.display.init()
    driver = pygame.display.get_driver()
    if driver in ("offscreen", "dummy") and not os.environ.get("SDL_VIDEODRIVER"):
        return NO_DISPLAY.format(why=f"SDL found only its {driver} driver")
    return None


def run_app(size: tuple[int, int] | None = None) -> int:
    """Open the window and play until it is closed; 1 with a message when there is no display."""
    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
    problem = no_display()
    if problem:
        print(problem, file=sys.stderr)
        pygame.display.quit()
        return 1
    # Not pygame.init(): it would open the audio device before the window (App starts the display
    # and fonts itself; the sound board opens the mixer after the first frame).
    app = App(size)
    try:
        app.run()
    finally:
        app.close()
        pygame.quit()
    return 0
