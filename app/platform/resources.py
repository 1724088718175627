"""The one place that finds the app's files: art, sounds and fonts.

It works from a source checkout (``art/`` beside ``app/``), from an installed wheel (the folders
are mapped into the wheel as ``app/_assets/art`` and ``app/_assets/sounds``) and from a
PyInstaller bundle (``sys._MEIPASS/art``). Fonts are the Noto Sans files pygame_gui ships.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_APP = Path(__file__).resolve().parents[1]  # the app package (this file is app/platform/resources.py)


@lru_cache(maxsize=None)
def _root(folder: str) -> Path:
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / folder)
    candidates += [_APP.parent / folder, _APP / "_assets" / folder]
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError(f"the {folder}/ folder was not found (looked in {', '.join(map(str, candidates))})")


def art(relative: str) -> Path:
    """A file under ``art/`` ("<game>/cards/<card>.svg", "ui/icon.svg")."""
    return _root("art") / relative


def sound(name: str) -> Path:
    """A file under ``sounds/`` ("draw.wav")."""
    return _root("sounds") / name


@lru_cache(maxsize=None)
def font(bold: bool = False) -> Path:
    """Noto Sans (regular or bold), bundled with pygame_gui."""
    import pygame_gui

    data = Path(pygame_gui.__file__).resolve().parent / "data"
    bundle = getattr(sys, "_MEIPASS", None)
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    for folder in ([Path(bundle) / "pygame_gui" / "data"] if bundle else []) + [data]:
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"font {name} not found")
