"""The base of every menu scene: a heading and a column of pygame_gui widgets over the felt.

Each menu builds its widgets when it is entered (and again on resize), hides them while another
scene covers it, and kills them when it leaves, so widgets never outlive their scene.

The menus' text follows the window and the text size setting: pygame_gui reads a font size only
from a theme block per kind of widget (its ``defaults`` block holds colours alone), so
``menu_theme`` names every kind the menus use, and ``fit_fonts`` loads the size the window needs
now into the UI manager before a menu builds (a window made larger or smaller gets its size too).
The heading stacks the title, a subtitle and a message plate, each below the one before, and the
column of buttons starts under them, so no text lands on other text.
"""

from __future__ import annotations

import warnings
import weakref
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..ui import gfx
from .base import Host, Scene

MENU_TEXT = 17  # the menus' text size at 800 px of window height, before the text size setting
DROP_UP = "@drop_up"  # a theme class: the list opens upwards (rows low in the window)
ROW_LABEL = "@row_label"  # a theme class: a row's label sits against its widget, on its right
# Every kind of pygame_gui widget the menus use (a dropdown's parts are buttons and a list).
ELEMENTS = ("button", "label", "drop_down_menu", "text_entry_line", "text_box", "selection_list",
            "horizontal_slider", "tool_tip")


def menu_px(host: Host) -> int:
    """The menus' text size now, in pixels."""
    return gfx.scaled_size(MENU_TEXT, host.size[1], host.text_scale)


def menu_theme(px: int) -> dict[str, Any]:
    """Theme blocks giving every kind of menu widget Noto Sans at ``px``, and the menus' classes."""
    theme: dict[str, Any] = {element: {"font": {"name": "noto_sans", "size": str(px)}} for element in ELEMENTS}
    theme[DROP_UP] = {"misc": {"expand_direction": "up"}}
    theme[ROW_LABEL] = {"misc": {"text_horiz_alignment": "right"}}
    return theme


def preload(ui: Any, sizes: Any) -> None:
    """Load the fonts at ``sizes`` before any widget asks for them (no warning, no stall later)."""
    with warnings.catch_warnings():  # pygame_gui warns about fonts and styles it has loaded already
        warnings.simplefilter("ignore")
        ui.preload_fonts([{"name": "noto_sans", "point_size": pt, "style": style}
                          for pt in sorted(set(sizes)) for style in ("regular", "bold", "italic")])


_FITTED: "weakref.WeakKeyDictionary[Any, int]" = weakref.WeakKeyDictionary()  # UI manager -> font px


def fit_fonts(host: Host) -> int:
    """Give ``host.ui`` the menus' font size for the window as it is now; returns it."""
    px = menu_px(host)
    ui = host.ui
    try:
        fitted = _FITTED.get(ui)
    except TypeError:  # a stand-in manager that cannot be weakly referenced
        return px
    if fitted != px:
        preload(ui, [px])
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ui.get_theme().load_theme(menu_theme(px))
        _FITTED[ui] = px
    return px


def fitted(ui: Any, px: int) -> None:
    """``ui`` was made with the fonts at ``px`` (the app's own theme)."""
    try:
        _FITTED[ui] = px
    except TypeError:
        pass


class MenuScene(Scene):
    """A heading and a column of widgets over the felt; subclasses fill ``build``."""

    title = ""
    subtitle = ""
    overlay = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.widgets: list[Any] = []
        self.actions: dict[Any, Callable[[], None]] = {}
        self.message = ""

    # Widgets ------------------------------------------------------------------------------------
    def enter(self) -> None:
        fit_fonts(self.app)
        self.build()

    def exit(self) -> None:
        self.clear()

    def pause(self) -> None:
        for w in self.widgets:
            w.hide()

    def resume(self) -> None:
        self.clear()
        fit_fonts(self.app)
        self.build()

    def resize(self, size: tuple[int, int]) -> None:
        self.clear()
        fit_fonts(self.app)
        self.build()
        if self.app.stack.top is not self:  # covered by an overlay: stay hidden until resumed
            self.pause()

    def clear(self) -> None:
        for w in self.widgets:
            w.kill()
        self.widgets, self.actions = [], {}

    def drop_widgets(self) -> None:
        self.clear()

    def build(self) -> None:
        raise NotImplementedError

    # Layout -------------------------------------------------------------------------------------
    @property
    def text_px(self) -> int:
        return menu_px(self.app)

    def button_height(self) -> int:
        h = self.app.size[1]
        return max(40, int(h * 0.062), int(self.text_px * 2.1))

    def heading(self) -> dict[str, pygame.Rect]:
        """Where the title, the subtitle and the message plate go (each only when there is one)
        and ``bottom``: where the widgets may start."""
        w, h = self.app.size
        scale = self.app.text_scale
        out: dict[str, pygame.Rect] = {}
        y = int(h * 0.16)
        if self.title:
            size = gfx.font(gfx.scaled_size(44, h, scale), True).size(self.title)
            out["title"] = pygame.Rect(0, 0, *size)
            out["title"].center = (w // 2, y)
            y = out["title"].bottom
        if self.subtitle:
            size = gfx.font(gfx.scaled_size(20, h, scale)).size(self.subtitle)
            out["subtitle"] = pygame.Rect(0, 0, *size)
            out["subtitle"].midtop = (w // 2, y)
            y = out["subtitle"].bottom
        if self.message:
            surface = self._message_surface()
            out["message"] = surface.get_rect(midtop=(w // 2, y + 18)).inflate(24, 14)
            y = out["message"].bottom
        out["bottom"] = pygame.Rect(0, y, w, 0)
        return out

    def _message_surface(self) -> pygame.Surface:
        w, h = self.app.size
        px = gfx.scaled_size(16, h, self.app.text_scale)
        need = max(gfx.font(px).size(line)[0] for line in self.message.split("\n")) + 4
        return gfx.wrapped(self.message, px, min(int(w * 0.7), need), gfx.WHITE, False, "center")

    def column(self, count: int, width_share: float = 0.3) -> tuple[int, int, int, int]:
        """(x, top, width, step) of a centred column of ``count`` widgets under the heading; the
        steps close up when the window is short."""
        w, h = self.app.size
        bw = max(260, int(w * width_share))
        bh = self.button_height()
        gap = bh // 3
        top = max(int(h * 0.32), self.heading()["bottom"].y + gap)
        room = h - top - max(12, h // 40)
        step = max(bh + 4, min(bh + gap, room // max(1, count)))
        return (w - bw) // 2, top, bw, step

    def button(self, rect: pygame.Rect, label: str, action: Callable[[], None], object_id: str = "") -> UIButton:
        """A button; wider than ``rect`` (about its centre) when its label needs the room."""
        rect = pygame.Rect(rect)
        need = gfx.font(self.text_px).size(label)[0] + self.text_px * 2
        if rect.w < need:
            wide = min(need, self.app.size[0] - 16)
            rect = pygame.Rect(rect.centerx - wide // 2, rect.y, wide, rect.h)
            rect.x = max(8, min(rect.x, self.app.size[0] - 8 - rect.w))
        b = UIButton(rect, label, self.app.ui, object_id=object_id or None)
        self.widgets.append(b)
        self.actions[b] = action
        return b

    # Input --------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.app.sound.play("click")
            self.actions[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        self.app.stack.pop()

    # Drawing ------------------------------------------------------------------------------------
    def below(self) -> Scene | None:
        scenes = self.app.stack.scenes
        i = scenes.index(self) if self in scenes else len(scenes)
        return scenes[i - 1] if i > 0 else None

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The felt, or over a table a shade: a menu over another menu gets a clean page, so its
        heading never lands on the heading below."""
        if not self.overlay or isinstance(self.below(), MenuScene):
            self.app.draw_felt(surface, surface.get_rect())
            return
        # The table under a shade, made one opaque picture: its words lie under the menu, never
        # beside or behind the menu's own (a seat's name plate where the menu's title goes).
        shaded = pygame.Surface(surface.get_size())
        shaded.blit(surface, (0, 0))
        shade = pygame.Surface(surface.get_size())
        shade.set_alpha(150)
        shaded.blit(shade, (0, 0))
        surface.blit(shaded, (0, 0))
        plate = self.plate_rect()
        if plate is not None:  # the menu's words on a plate of their own, never on the table's
            layer = pygame.Surface(plate.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, gfx.PANEL, layer.get_rect(), border_radius=14)
            surface.blit(layer, plate)
            pygame.draw.rect(surface, gfx.GOLD, plate, 2, border_radius=14)

    def plate_rect(self) -> pygame.Rect | None:
        """Around the heading and the widgets, with a margin (``None`` when there is nothing)."""
        places = [r for key, r in self.heading().items() if key != "bottom"]
        places += [pygame.Rect(w.rect) for w in self.widgets if getattr(w, "visible", True)]
        if not places:
            return None
        margin = max(16, self.text_px)
        return places[0].unionall(places[1:]).inflate(margin * 3, margin * 2)

    def under_a_page(self) -> bool:
        """A menu is right above this one: it paints a clean page over everything, so this one
        need not (and must not) be drawn."""
        scenes = self.app.stack.scenes
        i = scenes.index(self) if self in scenes else len(scenes)
        return i + 1 < len(scenes) and isinstance(scenes[i + 1], MenuScene)

    def draw(self, surface: pygame.Surface) -> None:
        if self.under_a_page():
            return
        self.draw_backdrop(surface)
        self.draw_heading(surface)

    def draw_heading(self, surface: pygame.Surface) -> None:
        h = self.app.size[1]
        scale = self.app.text_scale
        places = self.heading()
        if "title" in places:
            t = gfx.text(self.title, gfx.scaled_size(44, h, scale), gfx.GOLD, True)
            surface.blit(t, places["title"])
        if "subtitle" in places:
            t = gfx.text(self.subtitle, gfx.scaled_size(20, h, scale), (230, 220, 190))
            surface.blit(t, places["subtitle"])
        if "message" in places:
            box = places["message"]
            pygame.draw.rect(surface, (60, 20, 20), box, border_radius=8)
            m = self._message_surface()
            surface.blit(m, m.get_rect(center=box.center))
