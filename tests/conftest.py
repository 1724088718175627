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

# The longest test files, longest first (name fragments; measured with --durations). The workers
# take whole files in collection order (``--dist loadfile``), so a long file collected last would
# run alone at the end while the other worker idles; started first, the short ones fill in beside it.
LONGEST_FIRST = ("test_adapter_contract", "test_event_words", "test_text_layout", "test_messages",
                 "_properties", "_looks", "test_keyboard_games")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        name = item.path.stem
        return next((i for i, part in enumerate(LONGEST_FIRST) if part in name), len(LONGEST_FIRST))

    items.sort(key=rank)  # stable: each file's tests stay together and in order


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
