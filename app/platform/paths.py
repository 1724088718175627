"""Where Castletop keeps the player's files: settings and saves.

``CASTLETOP_HOME``, when set, holds everything (``settings.json`` and ``saves/``) so tests and
portable installs never touch the real profile. Otherwise the platform's own folders are used
(via ``platformdirs``, imported only when needed so start-up stays fast). Folders are created on
demand, the first time something asks for them.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "Castletop"
HOME_ENV = "CASTLETOP_HOME"
SETTINGS_FILE = "settings.json"
SAVES_FOLDER = "saves"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


# One line per thing that stood where a folder must be and was moved aside (the title shows them).
moved_aside: list[str] = []


def _ensure(folder: Path) -> Path:
    """``folder``, created if missing. A file or a broken link in its place is moved aside, never
    deleted (otherwise nothing could ever be saved)."""
    if os.path.lexists(folder) and not folder.is_dir():
        from .storage import quarantine

        moved_aside.append(quarantine(folder, "it is not a folder", f"{folder.name} folder"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def take_moved_aside() -> list[str]:
    """The messages about folders cleared since the last call (each is shown once)."""
    out = moved_aside[:]
    moved_aside.clear()
    return out


def config_dir() -> Path:
    """The folder holding ``settings.json`` (created if missing)."""
    home = _home()
    if home is not None:
        return _ensure(home)
    import platformdirs

    return _ensure(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def saves_dir() -> Path:
    """The folder holding saved games (created if missing)."""
    home = _home()
    if home is not None:
        return _ensure(home / SAVES_FOLDER)
    import platformdirs

    return _ensure(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / SAVES_FOLDER)


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE
