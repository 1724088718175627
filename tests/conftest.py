"""Shared by every test: the checkout and ``tests/support`` (the protocol checks, the tutorial
checks, the GUI driver) on the import path, SDL's dummy drivers, and the fixtures that put every
file in a temporary ``CASTLETOP_HOME`` and drive the real app headless.

The real app in tests has a fixed clock, instant animations and a synchronous seeded AI, and is
driven by real mouse events (press, motion, release at ``event.pos``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "tests" / "support"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def home(tmp_path, monkeypatch):
    """An empty Castletop home for this test."""
    folder = tmp_path / "castletop-home"
    monkeypatch.setenv("CASTLETOP_HOME", str(folder))
    return folder


@pytest.fixture
def driver(home, monkeypatch):
    """The real app at 1280x800 in test mode, and a ``gui_driver.Driver`` to play it by mouse."""
    import pygame

    from app.main import App
    from gui_driver import Driver

    pygame.init()
    app = App((1280, 800), test_mode=True)
    d = Driver(app, monkeypatch)
    d.step(2)
    yield d
    app.close()
    pygame.quit()
