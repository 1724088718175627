"""The player's settings: validated field by field, saved atomically.

A bad value (a hand edit, an older or newer version) falls back to that field's default and the
rest are kept; an unreadable file gives defaults, is moved aside and yields a message.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Callable

from . import storage

FORMAT = "castletop-settings"
VERSION = 1

ANIMATION_SPEEDS: dict[str, float] = {"slow": 1.2, "normal": 0.8, "fast": 0.2, "instant": 0.0}
TEXT_SIZES: dict[str, float] = {"small": 0.85, "medium": 1.0, "large": 1.25}
MIN_WINDOW = (1024, 640)  # the smallest window the tables are laid out for
MAX_WINDOW = (7680, 4320)


def _is_volume(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and 0.0 <= v <= 1.0


def _is_window(v: Any) -> bool:
    return (isinstance(v, (list, tuple)) and len(v) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in v)
            and MIN_WINDOW[0] <= v[0] <= MAX_WINDOW[0] and MIN_WINDOW[1] <= v[1] <= MAX_WINDOW[1])


_CHECKS: dict[str, Callable[[Any], bool]] = {
    "effects_volume": _is_volume,
    "fullscreen": lambda v: isinstance(v, bool),
    "window_size": _is_window,
    "animation_speed": lambda v: isinstance(v, str) and v in ANIMATION_SPEEDS,
    "high_contrast": lambda v: isinstance(v, bool),
    "text_size": lambda v: isinstance(v, str) and v in TEXT_SIZES,
    "confirm_early_end": lambda v: isinstance(v, bool),
}
_CONVERT: dict[str, Callable[[Any], Any]] = {"effects_volume": float, "window_size": lambda v: (v[0], v[1])}


@dataclass
class Settings:
    effects_volume: float = 0.8
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 800)
    animation_speed: str = "normal"
    high_contrast: bool = False
    text_size: str = "medium"
    confirm_early_end: bool = True  # ask before ending a turn with moves left (``Confirm.reminder``)

    # --- derived values the scenes use ----------------------------------------------------

    @property
    def ai_step_seconds(self) -> float:
        """The pause between AI moves, so a human can follow them (0 when instant)."""
        return ANIMATION_SPEEDS.get(self.animation_speed, ANIMATION_SPEEDS["normal"])

    @property
    def animation_scale(self) -> float:
        """Multiply every animation's duration by this (1.0 at normal speed, 0 when instant)."""
        return self.ai_step_seconds / ANIMATION_SPEEDS["normal"]

    @property
    def text_scale(self) -> float:
        return TEXT_SIZES.get(self.text_size, 1.0)

    # --- validation and files -------------------------------------------------------------

    @classmethod
    def from_dict(cls, data: Any) -> "Settings":
        """Settings from parsed JSON: each valid field is kept, each bad or missing one defaulted."""
        if not isinstance(data, dict):
            raise storage.Unreadable("not a settings file")
        if data.get("format", FORMAT) != FORMAT:
            raise storage.Unreadable("not a Castletop settings file")
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name)
            if f.name in data and _CHECKS[f.name](value):
                values[f.name] = _CONVERT.get(f.name, lambda v: v)(value)
        return cls(**values)

    def validated(self) -> "Settings":
        """A copy with every bad field (set by code, not a file) replaced by its default."""
        return Settings.from_dict({**asdict(self), "window_size": list(self.window_size)})

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self.validated())
        data["window_size"] = list(data["window_size"])
        return {"format": FORMAT, "version": VERSION, **data}

    def save(self, path: Path | None = None) -> None:
        """Write atomically (``OSError`` if the disk refuses); a foreign file in the way is
        moved aside, not overwritten."""
        target = Path(path) if path is not None else _default_path()
        storage.atomic_write_json(target, self.to_dict(), owned=_owned)


def _owned(obj: Any) -> bool:
    return isinstance(obj, dict) and obj.get("format", FORMAT) == FORMAT


def _default_path() -> Path:
    from .paths import settings_path

    return settings_path()


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or defaults. The message (or ``None``) is for the player: it says the
    file could not be read and where it was moved."""
    target = Path(path) if path is not None else _default_path()
    value, message = storage.load_json(target, "settings file", Settings.from_dict)
    return (value if value is not None else Settings()), message
