"""Headless window tests: the real app with a fixed clock, instant animations and a synchronous
seeded AI, driven by real mouse events (press, motion, release at ``event.pos``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from gui_driver import Driver  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "castletop-home"
    monkeypatch.setenv("CASTLETOP_HOME", str(folder))
    return folder


@pytest.fixture
def driver(home, monkeypatch):
    from app.main import App

    pygame.init()
    app = App((1280, 800), test_mode=True)
    d = Driver(app, monkeypatch)
    d.step(2)
    yield d
    app.close()
    pygame.quit()
