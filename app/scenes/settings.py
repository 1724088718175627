"""Settings: effects volume, animation speed, text size, fullscreen, high contrast, and whether the
table asks before a turn ends with moves left."""

from __future__ import annotations

from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UIHorizontalSlider, UILabel

from ..ui import gfx
from .menu import ROW_LABEL, MenuScene


class SettingsScene(MenuScene):
    title = "Settings"
    overlay = True
    SPEEDS = ("slow", "normal", "fast", "instant")
    SIZES = ("small", "medium", "large")

    def build(self) -> None:
        s = self.app.settings
        x, y, w, step = self.column(7, 0.34)
        bh = self.button_height()
        self.dropdowns: dict[Any, Callable[[str], None]] = {}
        labels = ("Effects volume", "Animation speed", "Text size")
        lw = max(gfx.font(self.text_px).size(label)[0] for label in labels) + self.text_px
        gap = max(10, self.text_px // 2)
        x = max(x, (self.app.size[0] - (lw + gap + w)) // 2 + lw + gap)  # the labels and the column centred together
        w = min(w, self.app.size[0] - x - 16)
        for i, label in enumerate(labels):
            self.widgets.append(UILabel(pygame.Rect(x - lw - gap, y + i * step, lw, bh), label, self.app.ui,
                                        object_id=ObjectID(class_id=ROW_LABEL)))
        self.volume = UIHorizontalSlider(pygame.Rect(x, y, w, bh), s.effects_volume, (0.0, 1.0), self.app.ui,
                                         object_id="#volume")
        self.widgets.append(self.volume)
        speed = UIDropDownMenu([x_.capitalize() for x_ in self.SPEEDS], s.animation_speed.capitalize(),
                               pygame.Rect(x, y + step, w, bh), self.app.ui, object_id="#speed")
        self.widgets.append(speed)
        self.dropdowns[speed] = lambda v: self._set("animation_speed", v.lower())
        size = UIDropDownMenu([x_.capitalize() for x_ in self.SIZES], s.text_size.capitalize(),
                              pygame.Rect(x, y + 2 * step, w, bh), self.app.ui, object_id="#text_size")
        self.widgets.append(size)
        self.dropdowns[size] = lambda v: self._set("text_size", v.lower())
        self.button(pygame.Rect(x, y + 3 * step, w, bh),
                    f"Fullscreen (F11): {'on' if s.fullscreen else 'off'}", self.app.toggle_fullscreen, "#fullscreen")
        self.button(pygame.Rect(x, y + 4 * step, w, bh),
                    f"High contrast: {'on' if s.high_contrast else 'off'}", self._toggle_contrast, "#contrast")
        self.button(pygame.Rect(x, y + 5 * step, w, bh),
                    f"Confirm ending a turn with moves left: {'on' if s.confirm_early_end else 'off'}",
                    self._toggle_early_end, "#confirm_early_end")
        self.button(pygame.Rect(x, y + 6 * step, w, bh), "Back", self.back, "#back")

    def _set(self, field: str, value: Any) -> None:
        setattr(self.app.settings, field, value)
        self.app.apply_settings()

    def _toggle_contrast(self) -> None:
        self.app.settings.high_contrast = not self.app.settings.high_contrast
        self.app.apply_settings()

    def _toggle_early_end(self) -> None:
        self.app.settings.confirm_early_end = not self.app.settings.confirm_early_end
        self.app.apply_settings()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self.app.settings.effects_volume = round(float(event.value), 2)
            self.app.sound.volume = self.app.settings.effects_volume
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            self.dropdowns[event.ui_element](event.text)
            return True
        return super().handle(event)

    def exit(self) -> None:
        self.app.apply_settings()
        super().exit()
